import { style } from '@vanilla-extract/css'
// Emitted first so these rules win over the link recipe they refine.
import '../ui/link.css'
import { breakpoints, vars } from '#styles/theme.css'
import { chromeAccent, chromeBg } from './chrome.css'

// A `fw-` debug id is the class name as written: index.html uses it (see header.css.ts).
export const logoLink = style(
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minHeight: vars.size.touch,
    flexShrink: 0,
    justifySelf: 'start',
    color: vars.color.text,
    textDecoration: 'none',
    borderRadius: vars.radius.md,
    selectors: {
      '&:hover, &[data-hovered]': { textDecoration: 'none' },
    },
  },
  'fw-logo',
)

export const mark = style(
  {
    display: 'block',
    width: '32px',
    height: '32px',
    flexShrink: 0,
    color: chromeAccent,
    transition: `transform ${vars.motion.normal} ${vars.motion.easing}`,
    selectors: {
      [`${logoLink}:hover &`]: { transform: 'rotate(-6deg)' },
    },
  },
  'fw-mark',
)

export const markHoles = style({ fill: chromeBg }, 'fw-holes')

export const wordmark = style(
  {
    display: 'inline-flex',
    alignItems: 'baseline',
    gap: '0.28em',
    fontFamily: vars.font.display,
    fontWeight: vars.fontWeight.black,
    // Phones: sized so the logo and four 44 px controls share a 375 px bar.
    fontSize: vars.fontSize.md,
    letterSpacing: '0.05em',
    lineHeight: 1,
    textTransform: 'uppercase',
    whiteSpace: 'nowrap',
    '@media': {
      // The narrowest phones keep the mark alone; the link's name still says "Film Waffle".
      'screen and (max-width: 359px)': { display: 'none' },
      [breakpoints.tablet]: { fontSize: vars.fontSize.xl, letterSpacing: '0.06em' },
    },
  },
  'fw-wordmark',
)

export const wordmarkAccent = style({ color: chromeAccent }, 'fw-accent')
