import { recipe, type RecipeVariants } from '@vanilla-extract/recipes'
import { vars } from '#styles/theme.css'

export const link = recipe({
  base: {
    cursor: 'pointer',
    borderRadius: vars.radius.sm,
    WebkitTapHighlightColor: 'transparent',
    transition: `color ${vars.motion.fast} ${vars.motion.easing}, background-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
    },
  },
  variants: {
    variant: {
      /** Links inside running text: underlined, accent coloured. */
      inline: {
        color: vars.color.accent,
        textDecoration: 'underline',
        textDecorationThickness: '0.08em',
        textUnderlineOffset: '0.18em',
        selectors: {
          '&[data-hovered], &:hover': {
            color: vars.color.accentHover,
            textDecorationThickness: '0.14em',
          },
        },
      },
      /** Cards, titles, names: the text colour, underlined only on hover. */
      plain: {
        color: 'inherit',
        textDecoration: 'none',
        selectors: { '&[data-hovered], &:hover': { textDecoration: 'underline' } },
      },
      /** Navigation rows (menu, footer): a padded row that marks the current page. */
      nav: {
        display: 'flex',
        alignItems: 'center',
        gap: vars.space.md,
        minHeight: vars.size.touch,
        paddingInline: vars.space.md,
        color: vars.color.text,
        fontWeight: vars.fontWeight.medium,
        textDecoration: 'none',
        borderRadius: vars.radius.md,
        selectors: {
          '&[data-hovered], &:hover': { backgroundColor: vars.color.surfaceSunken },
          '&[aria-current="page"]': {
            backgroundColor: vars.color.accentSoft,
            color: vars.color.text,
            fontWeight: vars.fontWeight.bold,
          },
        },
      },
    },
  },
  defaultVariants: { variant: 'inline' },
})
export type LinkVariants = NonNullable<RecipeVariants<typeof link>>
