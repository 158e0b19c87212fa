import { style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { vars } from '../../styles/theme.css'
import {
  chromeAccent,
  chromeAccentText,
  chromeFg,
  chromeFill,
  chromeFillStrong,
  chromeFocusRing,
  chromeLine,
} from './chrome.css'

/**
 * Controls that sit on the ink chrome. They style both react-aria buttons (data attributes) and
 * router links (native pseudo-classes), since the shell mixes the two.
 */
export const chromeControl = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    minWidth: '44px',
    minHeight: '44px',
    padding: 0,
    border: '1px solid transparent',
    borderRadius: vars.radius.pill,
    background: 'transparent',
    color: chromeFg,
    font: 'inherit',
    fontWeight: vars.fontWeight.bold,
    fontSize: vars.fontSize.sm,
    lineHeight: 1,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    outline: 'none',
    WebkitTapHighlightColor: 'transparent',
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:focus-visible, &[data-focus-visible]': chromeFocusRing,
      '&[data-disabled]': { opacity: 0.5, cursor: 'default' },
    },
  },
  variants: {
    kind: {
      icon: {
        flexShrink: 0,
        selectors: {
          '&:hover, &[data-hovered]': { background: chromeFill },
          '&:active, &[data-pressed], &[aria-expanded="true"]': { background: chromeFillStrong },
        },
      },
      ghost: {
        paddingInline: vars.space.lg,
        borderColor: chromeLine,
        selectors: {
          '&:hover, &[data-hovered]': { background: chromeFill },
          '&:active, &[data-pressed]': { background: chromeFillStrong },
        },
      },
      accent: {
        paddingInline: vars.space.lg,
        background: chromeAccent,
        color: chromeAccentText,
        selectors: {
          '&:hover, &[data-hovered]': { filter: 'brightness(1.08)' },
          '&:active, &[data-pressed]': { filter: 'brightness(0.94)' },
        },
      },
    },
  },
  defaultVariants: { kind: 'icon' },
})

/** Screen-reader-only text (until the shared `visuallyHidden` style lands in src/styles). */
export const srOnly = style({
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
