import { style } from '@vanilla-extract/css'
import { breakpoints, vars } from '#styles/theme.css'

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  minWidth: 0,
})

export const search = style({ maxWidth: '32rem', width: '100%' })

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [breakpoints.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [breakpoints.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
})

export const item = style({ minWidth: 0 })

export const loader = style({ gridColumn: '1 / -1', justifySelf: 'center' })

export const skeletonCard = style({
  display: 'flex',
  flexDirection: 'column',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  overflow: 'hidden',
})

export const skeletonBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
})

/*
 * The list states are the shared ones (src/components/ui/list-states). questionnaire-list.tsx
 * still spells out their markup with these class names; until it moves to the shared
 * components it reads the shared styles through here rather than a copy of them.
 */
export { end, more, state, stateIcon, stateText, stateTitle } from '#components/ui/list-states.css'
