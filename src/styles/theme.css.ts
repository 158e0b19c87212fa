import {
  assignVars,
  createGlobalTheme,
  createThemeContract,
  globalStyle,
} from '@vanilla-extract/css'

/**
 * The one theme contract. Component styles read only `vars`; light and dark values follow
 * `prefers-color-scheme`. The palette is a cinema at night: warm amber accents on ink.
 */
export const vars = createThemeContract({
  color: {
    bg: null,
    surface: null,
    surfaceRaised: null,
    surfaceSunken: null,
    border: null,
    borderStrong: null,
    text: null,
    textMuted: null,
    textInverse: null,
    accent: null,
    accentHover: null,
    accentText: null,
    accentSoft: null,
    focus: null,
    success: null,
    successSoft: null,
    info: null,
    infoSoft: null,
    warning: null,
    warningSoft: null,
    danger: null,
    dangerHover: null,
    dangerSoft: null,
    overlay: null,
    upvote: null,
    downvote: null,
  },
  space: {
    none: null,
    xxs: null,
    xs: null,
    sm: null,
    md: null,
    lg: null,
    xl: null,
    xxl: null,
    xxxl: null,
  },
  font: { body: null, display: null, mono: null },
  fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, display: null },
  fontWeight: { regular: null, medium: null, bold: null, black: null },
  lineHeight: { tight: null, normal: null, relaxed: null },
  radius: { sm: null, md: null, lg: null, xl: null, pill: null },
  shadow: { sm: null, md: null, lg: null },
  motion: { fast: null, normal: null, easing: null },
  /**
   * Touch targets: `touch` (44px, WCAG 2.5.5) is the least a control measures; `touchLarge`
   * (48px) for bars and menus.
   */
  size: { touch: null, touchLarge: null },
  layout: { maxWidth: null, headerHeight: null, bottomBarHeight: null, menuWidth: null },
  z: { header: null, menu: null, overlay: null, toast: null, toolbar: null },
})

/** Breakpoints are media queries, not themeable values. Mobile first. */
export const breakpoints = {
  tablet: 'screen and (min-width: 640px)',
  desktop: 'screen and (min-width: 1024px)',
  wide: 'screen and (min-width: 1440px)',
} as const

const shared = {
  space: {
    none: '0',
    xxs: '0.125rem',
    xs: '0.25rem',
    sm: '0.5rem',
    md: '0.75rem',
    lg: '1rem',
    xl: '1.5rem',
    xxl: '2rem',
    xxxl: '3rem',
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    // Barlow Condensed is self-hosted (src/styles/fonts.ts); the rest keep a condensed look
    // while it loads or if it fails.
    display:
      '"Barlow Condensed", "Avenir Next Condensed", "Roboto Condensed", "Arial Narrow", system-ui, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
    display: 'clamp(2.25rem, 6vw, 3.5rem)',
  },
  fontWeight: { regular: '400', medium: '500', bold: '700', black: '900' },
  lineHeight: { tight: '1.2', normal: '1.5', relaxed: '1.7' },
  radius: { sm: '4px', md: '8px', lg: '14px', xl: '20px', pill: '999px' },
  motion: { fast: '120ms', normal: '200ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
  size: { touch: '2.75rem', touchLarge: '3rem' },
  layout: { maxWidth: '1280px', headerHeight: '64px', bottomBarHeight: '64px', menuWidth: '300px' },
  z: { header: '10', menu: '30', overlay: '40', toast: '60', toolbar: '70' },
}

createGlobalTheme(':root', vars, {
  ...shared,
  color: {
    bg: '#f7f4ef',
    surface: '#ffffff',
    surfaceRaised: '#ffffff',
    surfaceSunken: '#efe9e0',
    border: '#e2d9cc',
    // Field outlines need 3:1 against every surface (WCAG 1.4.11).
    borderStrong: '#877765',
    text: '#1b1410',
    textMuted: '#5f5349',
    textInverse: '#ffffff',
    accent: '#9c4a00',
    accentHover: '#7d3b00',
    accentText: '#ffffff',
    accentSoft: '#fbe7d0',
    focus: '#1a5fd1',
    success: '#1e6b3a',
    successSoft: '#dcf1e3',
    info: '#1f4f8f',
    infoSoft: '#dde9f8',
    warning: '#7a5200',
    warningSoft: '#fbefcf',
    danger: '#a8261d',
    dangerHover: '#8a1f17',
    dangerSoft: '#fadcd8',
    overlay: 'rgba(20, 14, 10, 0.55)',
    upvote: '#9c4a00',
    downvote: '#40569c',
  },
  shadow: {
    sm: '0 1px 2px rgba(27, 20, 16, 0.08)',
    md: '0 4px 14px rgba(27, 20, 16, 0.12)',
    lg: '0 18px 40px rgba(27, 20, 16, 0.22)',
  },
})

const dark = {
  color: {
    bg: '#121014',
    surface: '#1c191f',
    surfaceRaised: '#25212a',
    surfaceSunken: '#0d0b0f',
    border: '#332e38',
    borderStrong: '#857c8f',
    text: '#f3eee8',
    textMuted: '#b3aaa0',
    textInverse: '#121014',
    accent: '#f0a646',
    accentHover: '#ffbd66',
    accentText: '#1b1410',
    accentSoft: '#3a2a17',
    focus: '#8ab4ff',
    success: '#6fd394',
    successSoft: '#173322',
    info: '#8ab4ff',
    infoSoft: '#18243a',
    warning: '#f5c65c',
    warningSoft: '#362a10',
    danger: '#ff8a80',
    dangerHover: '#ffa399',
    dangerSoft: '#3d1715',
    overlay: 'rgba(0, 0, 0, 0.7)',
    upvote: '#f0a646',
    downvote: '#8fa3e8',
  },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
    md: '0 4px 14px rgba(0, 0, 0, 0.5)',
    lg: '0 18px 40px rgba(0, 0, 0, 0.6)',
  },
}

globalStyle(':root', {
  colorScheme: 'light dark',
  '@media': {
    '(prefers-color-scheme: dark)': {
      vars: { ...assignVars(vars.color, dark.color), ...assignVars(vars.shadow, dark.shadow) },
    },
  },
})
