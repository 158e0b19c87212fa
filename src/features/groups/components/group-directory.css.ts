import { style } from '@vanilla-extract/css'
import {
  cardGrid,
  cardGridCell,
  cardGridLoader,
  skeletonCard,
  skeletonLine,
} from '#components/ui/link-card.css'
import { vars } from '#styles/theme.css'
import { focusRing } from '#styles/focus.css'

export const directory = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl })

export const tools = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })

export const search = style({ display: 'block', maxWidth: '36rem' })

export const filters = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm })

export const pills = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const pillItem = style({ maxWidth: '100%', minWidth: 0 })

export const pill = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  maxWidth: '100%',
  // A topic name is server data: a long unbroken word wraps instead of widening the page.
  overflowWrap: 'anywhere',
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.borderStrong}`,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceSunken },
    '&[aria-current="page"]': {
      backgroundColor: vars.color.text,
      borderColor: vars.color.text,
      color: vars.color.bg,
    },
    '&:focus-visible': focusRing,
  },
})

export const pillSmall = style([
  pill,
  {
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    borderStyle: 'dashed',
  },
])

export const results = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg })

export const heading = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.black,
  letterSpacing: '0.02em',
  textTransform: 'uppercase',
})

export const grid = cardGrid

export const cell = cardGridCell

export const loader = cardGridLoader

export { skeletonCard, skeletonLine }

export const skeletonCover = style({ aspectRatio: '4 / 1', width: '100%', borderRadius: 0 })

export const stateTitle = style({ textTransform: 'uppercase' })

export const clearLink = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  selectors: {
    '&:focus-visible': focusRing,
  },
})
