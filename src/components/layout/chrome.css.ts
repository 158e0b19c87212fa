import { createVar, style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

/**
 * The "ink" chrome shared by the header, the bottom bar and the slide-out menu: a dark bar in
 * both colour schemes with an amber accent. The theme contract has no token for an always-dark
 * surface, so these private variables are derived from `vars` only (no literal colours): in the
 * light scheme the page ink becomes the bar colour; in the dark scheme the sunken surface does.
 * The media query mirrors the one the theme itself uses to switch schemes.
 */
export const chromeBg = createVar()
export const chromeFg = createVar()
export const chromeMuted = createVar()
export const chromeLine = createVar()
export const chromeAccent = createVar()
export const chromeAccentText = createVar()
/** A faint fill for hover/pressed states and the search box, derived from the foreground. */
export const chromeFill = createVar()
export const chromeFillStrong = createVar()

export const chromeTheme = style({
  vars: {
    [chromeBg]: vars.color.text,
    [chromeFg]: vars.color.textInverse,
    [chromeMuted]: vars.color.borderStrong,
    [chromeLine]: `color-mix(in srgb, ${vars.color.textInverse} 16%, transparent)`,
    // The light palette's accent is a deep burnt orange made for light paper; on ink the brand
    // wants amber, so lift its lightness where relative colours are supported.
    [chromeAccent]: vars.color.accentSoft,
    [chromeAccentText]: vars.color.text,
    [chromeFill]: `color-mix(in srgb, ${vars.color.textInverse} 9%, transparent)`,
    [chromeFillStrong]: `color-mix(in srgb, ${vars.color.textInverse} 16%, transparent)`,
  },
  '@supports': {
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
})

/** A visible focus ring on ink: the bar's own foreground, offset from the control. */
export const chromeFocusRing = {
  outline: `2px solid ${chromeFg}`,
  outlineOffset: '2px',
} as const
