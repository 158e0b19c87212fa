import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'
import { chromeAccent, chromeAccentText, chromeLine } from './chrome.css'

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.pill,
  background: chromeAccent,
  color: chromeAccentText,
  boxShadow: `0 0 0 2px ${chromeLine}`,
})

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
})
