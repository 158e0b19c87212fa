import { style } from '@vanilla-extract/css'
import { breakpoints, vars } from '../../../styles/theme.css'

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

export const more = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.xl,
})

export const end = style({ margin: 0, color: vars.color.textMuted, textAlign: 'center' })

/** Empty and error boxes, in the shape the other lists use so the pages feel of one piece. */
export const state = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  borderRadius: vars.radius.lg,
  border: `1px dashed ${vars.color.borderStrong}`,
  textAlign: 'center',
})

export const stateIcon = style({ color: vars.color.accent })

export const stateTitle = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.black,
})

export const stateText = style({ margin: 0, maxWidth: '36rem', color: vars.color.textMuted })
