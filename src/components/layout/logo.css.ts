import { style } from '@vanilla-extract/css'
// Emitted first so these rules win over the link recipe they refine.
import '../ui/link.css'
import { vars } from '../../styles/theme.css'
import { chromeAccent, chromeBg } from './chrome.css'

export const logoLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '44px',
  flexShrink: 0,
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.md,
  selectors: {
    '&:hover, &[data-hovered]': { textDecoration: 'none' },
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
