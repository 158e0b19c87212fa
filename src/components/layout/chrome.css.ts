import { createVar, style } from '@vanilla-extract/css'
import { vars } from '#styles/theme.css'

/**
 * The "ink" chrome of the header, slide-out menu, bottom bar and footer: a dark bar in both
 * colour schemes with an amber accent. The theme contract has no always-dark surface, so it is
 * derived from `vars` alone (no literal colours) in two steps:
 *
 * 1. `chromeTheme`, on the outer element, captures the ink palette into private variables. In
 *    the light scheme the page's ink becomes the bar colour; in the dark scheme the sunken
 *    surface does (the media query mirrors the theme's own scheme switch).
 * 2. `chromeSurface`, on an element inside it, points the theme's colour variables at those
 *    private ones, so the design-system components (Button, IconButton, SearchField, Badge,
 *    Link) render correctly on ink without knowing about it. The two steps must sit on
 *    different elements: on one element `--text: var(--chromeFg)` and
 *    `--chromeBg: var(--text)` would read each other.
 */
export const chromeBg = createVar()
export const chromeFg = createVar()
export const chromeMuted = createVar()
export const chromeLine = createVar()
export const chromeAccent = createVar()
export const chromeAccentText = createVar()
/** Faint fills for hover/pressed states and fields, mixed from the foreground. */
export const chromeFill = createVar()
export const chromeFillStrong = createVar()

// A `fw-` debug id is the class name as written: index.html uses it (see header.css.ts).
export const chromeTheme = style(
  {
    vars: {
      [chromeBg]: vars.color.text,
      [chromeFg]: vars.color.textInverse,
      // Muted text on the ink bar must still reach 4.5:1: the light palette's pale border tone does
      // (about 12:1 on ink), its strong border tone (tuned for 3:1 field outlines on paper) does not.
      [chromeMuted]: vars.color.border,
      [chromeLine]: `color-mix(in srgb, ${vars.color.textInverse} 18%, transparent)`,
      [chromeAccent]: vars.color.accentSoft,
      [chromeAccentText]: vars.color.text,
      [chromeFill]: `color-mix(in srgb, ${vars.color.textInverse} 10%, transparent)`,
      [chromeFillStrong]: `color-mix(in srgb, ${vars.color.textInverse} 18%, transparent)`,
    },
    '@supports': {
      // The light palette's accent is a deep burnt orange made for paper; on ink the brand wants
      // amber, so lift its lightness where relative colours are supported.
      '(color: oklch(from red l c h))': {
        '@media': {
          'not (prefers-color-scheme: dark)': {
            vars: { [chromeAccent]: `oklch(from ${vars.color.accent} 0.8 0.15 h)` },
          },
        },
      },
    },
    '@media': {
      '(prefers-color-scheme: dark)': {
        vars: {
          [chromeBg]: vars.color.surfaceSunken,
          [chromeFg]: vars.color.text,
          [chromeMuted]: vars.color.textMuted,
          [chromeLine]: vars.color.border,
          [chromeAccent]: vars.color.accent,
          [chromeAccentText]: vars.color.accentText,
          [chromeFill]: `color-mix(in srgb, ${vars.color.text} 8%, transparent)`,
          [chromeFillStrong]: `color-mix(in srgb, ${vars.color.text} 14%, transparent)`,
        },
      },
    },
  },
  'fw-chrome',
)

export const chromeSurface = style(
  {
    vars: {
      [vars.color.bg]: chromeBg,
      [vars.color.surface]: chromeFill,
      [vars.color.surfaceRaised]: chromeBg,
      [vars.color.surfaceSunken]: chromeFillStrong,
      [vars.color.border]: chromeLine,
      [vars.color.borderStrong]: chromeLine,
      [vars.color.text]: chromeFg,
      [vars.color.textMuted]: chromeMuted,
      [vars.color.textInverse]: chromeBg,
      [vars.color.accent]: chromeAccent,
      [vars.color.accentHover]: `color-mix(in srgb, ${chromeAccent} 82%, ${chromeFg})`,
      [vars.color.accentText]: chromeAccentText,
      [vars.color.accentSoft]: `color-mix(in srgb, ${chromeAccent} 22%, transparent)`,
      // The theme's blue ring is too dark on ink; the bar's own foreground is the clearest ring.
      [vars.color.focus]: chromeFg,
    },
    color: chromeFg,
  },
  'fw-surface',
)
