import { style } from '@vanilla-extract/css'
import { breakpoints, vars } from '#styles/theme.css'

/** Hidden on phones (docs/behaviour.md#posts-and-feeds); the bottom bar's + does the job there. */
export const panel = style({
  display: 'none',
  '@media': {
    [breakpoints.tablet]: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      flexWrap: 'wrap',
      gap: vars.space.md,
      marginBlockEnd: vars.space.xl,
      padding: `${vars.space.md} ${vars.space.lg}`,
      borderRadius: vars.radius.lg,
      border: `1px solid ${vars.color.border}`,
      backgroundColor: vars.color.surface,
      boxShadow: vars.shadow.sm,
    },
  },
})

export const prompt = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
})

export const promptIcon = style({ color: vars.color.accent, flexShrink: 0 })

/** A row of its own under the prompt and "Browse groups": the three buttons fit on one line. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  flexBasis: '100%',
  gap: vars.space.sm,
})
