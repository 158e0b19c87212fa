import { globalStyle, style } from '@vanilla-extract/css'
// Emitted first so the sizing below wins over the recipes it refines.
import '../ui/button.css'
import '../ui/field.css'
import { breakpoints, vars } from '#styles/theme.css'
import { chromeBg, chromeLine } from './chrome.css'

/*
 * The `fw-` names below (and the chrome's and the logo's) are class names as written, the same in
 * every build (vite.config.ts, stableClassNames): index.html paints this bar and the logo with them
 * before any script runs (README.md → Performance, "The header is painted before any script runs";
 * tests/component/layout/app-shell.test.tsx).
 */
export const header = style(
  {
    // Also shows index.html's painted copy, which is `hidden` until this stylesheet is in (so it
    // never flashes unstyled, e.g. in development, where styles arrive with the scripts).
    display: 'block',
    position: 'sticky',
    top: 0,
    zIndex: vars.z.header,
    background: chromeBg,
    borderBottom: `1px solid ${chromeLine}`,
  },
  'fw-header',
)

// index.html's painted copy sits after the app's root: it goes the moment the app renders anything
// (its header, a loading frame or an error screen), in the same frame, with no script of its own.
// Until then the empty root takes no room (src/styles/global.css.ts), so the copy is on top.
globalStyle('#root:not(:empty) ~ #painted-header', { display: 'none' })

export const bar = style(
  {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xs,
    boxSizing: 'border-box',
    height: vars.layout.headerHeight,
    maxWidth: vars.layout.maxWidth,
    marginInline: 'auto',
    paddingInlineStart: vars.space.md,
    paddingInlineEnd: vars.space.xs,
    '@media': {
      [breakpoints.tablet]: { gap: vars.space.sm, paddingInline: vars.space.xl },
      // Equal side columns keep the search box centred and still when the account area
      // changes size (auth resolving, signing in or out).
      [breakpoints.desktop]: {
        display: 'grid',
        gridTemplateColumns: 'minmax(max-content, 1fr) minmax(0, 32rem) minmax(max-content, 1fr)',
      },
    },
  },
  'fw-bar',
)

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: 0,
  marginInlineStart: 'auto',
  flexShrink: 0,
  '@media': {
    // Room for the focus ring between neighbouring controls.
    [breakpoints.tablet]: { gap: vars.space.xxs },
    [breakpoints.desktop]: { justifySelf: 'end' },
  },
})

/** Icon buttons of the bar: 44 px touch targets, set edge to edge. */
export const barButton = style({
  width: vars.size.touch,
  height: vars.size.touch,
})

/** Links the bottom bar already offers on phones; shown in the header from tablet up. */
export const tabletUp = style({
  display: 'none',
  '@media': { [breakpoints.tablet]: { display: 'inline-flex' } },
})

/** The search toggle exists only where the field is collapsed (below desktop width). */
export const belowDesktop = style({
  '@media': { [breakpoints.desktop]: { display: 'none' } },
})

/**
 * The account slot never collapses, so the bar does not jump when auth resolves. While loading
 * it keeps the avatar's size: loading only lasts while a stored session is being checked,
 * which usually ends signed in.
 */
export const account = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  minWidth: vars.size.touch,
  minHeight: vars.size.touch,
})

export const anonymousActions = style({
  display: 'none',
  gap: vars.space.xs,
  '@media': { [breakpoints.tablet]: { display: 'flex' } },
})

export const authLink = style({
  minHeight: vars.size.touch,
})

/**
 * Below desktop width: a panel dropping under the bar when expanded (absolutely positioned, so
 * the page under the sticky header never moves). Desktop: an inline field in the centre column.
 */
export const searchSlot = style({
  display: 'none',
  position: 'absolute',
  insetInline: 0,
  top: '100%',
  padding: vars.space.md,
  background: chromeBg,
  borderBottom: `1px solid ${chromeLine}`,
  boxShadow: vars.shadow.md,
  selectors: {
    '&[data-expanded]': { display: 'block' },
  },
  '@media': {
    [breakpoints.tablet]: { paddingInline: vars.space.xl },
    [breakpoints.desktop]: {
      display: 'block',
      position: 'static',
      minWidth: 0,
      padding: 0,
      background: 'transparent',
      borderBottom: 'none',
      boxShadow: 'none',
    },
  },
})

export const searchField = style({
  width: '100%',
})
