import { globalStyle, style } from '@vanilla-extract/css'
import { breakpoints, vars } from './theme.css'
import { focusRing } from './focus.css'

/**
 * Document-wide styles: a small modern reset, typography from the theme, the focus ring and
 * the reduced-motion guard. Imported once by the app entry; components never rely on it for
 * their own look.
 */

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' })

globalStyle('*', { margin: 0 })

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  // A control that takes focus, or a link's target, is scrolled clear of the sticky header and,
  // on phones, of the fixed bottom bar (WCAG 2.4.11, focus not obscured).
  scrollPaddingTop: `calc(${vars.layout.headerHeight} + ${vars.space.lg})`,
  scrollPaddingBottom: `calc(${vars.layout.bottomBarHeight} + env(safe-area-inset-bottom, 0px) + ${vars.space.sm})`,
  '@media': {
    [breakpoints.tablet]: { scrollPaddingBottom: 0 },
  },
})

globalStyle('body', {
  minHeight: '100dvh',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  backgroundColor: vars.color.bg,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
  textRendering: 'optimizeLegibility',
})

globalStyle('#root', { isolation: 'isolate' })
// A screen tall once the app renders into it. Empty, it takes no room, so index.html's painted
// header, which follows it, is at the top of the page (src/components/layout/header.css.ts).
globalStyle('#root:not(:empty)', { minHeight: '100dvh' })

globalStyle('h1, h2, h3, h4, h5, h6', {
  fontFamily: vars.font.display,
  fontWeight: vars.fontWeight.black,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '0.01em',
  textWrap: 'balance',
  overflowWrap: 'break-word',
})

globalStyle('h1', { fontSize: vars.fontSize.display, lineHeight: 1.05 })
globalStyle('h2', { fontSize: vars.fontSize.xxl })
globalStyle('h3', { fontSize: vars.fontSize.xl })
globalStyle('h4, h5, h6', { fontSize: vars.fontSize.lg })

globalStyle('p, li, figcaption, blockquote', { overflowWrap: 'break-word', textWrap: 'pretty' })

globalStyle('img, picture, video, canvas, svg', { display: 'block', maxWidth: '100%' })
// Width/height attributes reserve space; height:auto keeps the aspect ratio when CSS narrows it.
globalStyle('img, video', { height: 'auto' })

globalStyle('input, button, textarea, select', { font: 'inherit', color: 'inherit' })

globalStyle('button', { cursor: 'pointer' })
globalStyle('button:disabled, [aria-disabled="true"]', { cursor: 'not-allowed' })

globalStyle('a', {
  color: vars.color.accent,
  textDecorationThickness: '0.08em',
  textUnderlineOffset: '0.18em',
})

globalStyle('ul[role="list"], ol[role="list"]', { listStyle: 'none', padding: 0 })

globalStyle('::selection', { backgroundColor: vars.color.accentSoft, color: vars.color.text })

/* One focus ring for the whole app: native :focus-visible and react-aria's data attribute. */
globalStyle(':focus-visible, [data-focus-visible]', {
  ...focusRing,
})
globalStyle(':focus:not(:focus-visible)', { outline: 'none' })

globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
})

/** Hides content visually while keeping it in the accessibility tree. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
})
