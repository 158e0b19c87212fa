import { style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { breakpoints, vars } from '#styles/theme.css'

/*
 * The cover keeps its box whether or not there is a picture (and before the picture arrives), so
 * nothing below it jumps: the box, not the image, sets the size.
 */
export const cover = recipe({
  base: {
    position: 'relative',
    display: 'block',
    width: '100%',
    overflow: 'hidden',
    // A reel of the theme's warm tones stands in for a missing cover.
    backgroundColor: vars.color.surfaceSunken,
    backgroundImage: `linear-gradient(120deg, ${vars.color.accentSoft} 0%, ${vars.color.surfaceSunken} 55%, ${vars.color.accentSoft} 100%)`,
  },
  variants: {
    size: {
      hero: {
        aspectRatio: '5 / 2',
        '@media': {
          [breakpoints.tablet]: { aspectRatio: '4 / 1' },
          // Wide screens: a letterbox strip, so the name and counts stay above the fold.
          [breakpoints.desktop]: { aspectRatio: '5 / 1' },
        },
      },
      card: { aspectRatio: '4 / 1' },
    },
  },
  defaultVariants: { size: 'hero' },
})

export const image = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
})

/** The film-strip perforations of the placeholder, drawn with two repeating gradients. */
export const placeholder = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  color: vars.color.accent,
  opacity: 0.55,
  selectors: {
    '&::before, &::after': {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      height: '10px',
      backgroundImage: `repeating-linear-gradient(90deg, ${vars.color.border} 0 14px, transparent 14px 28px)`,
    },
    '&::before': { top: vars.space.sm },
    '&::after': { bottom: vars.space.sm },
  },
})
