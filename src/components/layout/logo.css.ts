import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'
import { chromeAccent, chromeBg, chromeFg, chromeFocusRing } from './chrome.css'

export const logoLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '44px',
  flexShrink: 0,
  color: chromeFg,
  textDecoration: 'none',
  borderRadius: vars.radius.md,
  outline: 'none',
  selectors: {
    '&:focus-visible': chromeFocusRing,
  },
})

export const mark = style({
  display: 'block',
  width: '32px',
  height: '32px',
  flexShrink: 0,
  color: chromeAccent,
  transition: `transform ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: {
    [`${logoLink}:hover &`]: { transform: 'rotate(-6deg)' },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
})

export const markHoles = style({ fill: chromeBg })

export const wordmark = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: '0.28em',
  fontFamily: vars.font.display,
  fontWeight: vars.fontWeight.black,
  fontSize: vars.fontSize.lg,
  letterSpacing: '0.06em',
  lineHeight: 1,
  textTransform: 'uppercase',
  whiteSpace: 'nowrap',
  '@media': {
    'screen and (min-width: 640px)': { fontSize: vars.fontSize.xl },
  },
})

export const wordmarkAccent = style({ color: chromeAccent })
