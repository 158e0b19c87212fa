import { style } from '@vanilla-extract/css'
import { vars } from '#styles/theme.css'
import { focusRing } from '#styles/focus.css'

/*
 * The native checkbox is visually hidden; the box drawn after it shows its state through the
 * input's own pseudo-classes (`:checked`, `:focus-visible`, `:disabled`, `[aria-invalid]`) and the
 * label's (`:hover`, `:active`), read with sibling selectors, so no script reports them.
 */

const boxSize = '1.375rem'
/** Native hover only where a pointer truly hovers: touch screens would leave it stuck after a tap. */
const hoverOnlyMedia = '(hover: hover)'

/**
 * Clipped out of sight but still in the accessibility tree and focusable. It sits over the box (at
 * the row's start, aligned as the box is), so a screen reader's outline and the scroll into view
 * on focus land where the box is drawn. The label around it takes the clicks.
 */
export const input = style({
  position: 'absolute',
  width: boxSize,
  height: boxSize,
  marginTop: '0.05em',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  appearance: 'none',
})

export const label = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  cursor: 'pointer',
  // A double click toggles twice; it should not also select the label's text.
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    // The whole row is ringed as well as the box, as every focused control's host is.
    [`&:has(> ${input}:focus-visible)`]: focusRing,
    [`&:has(> ${input}:disabled)`]: { opacity: 0.5, cursor: 'not-allowed' },
  },
})

export const box = style({
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  width: boxSize,
  height: boxSize,
  marginTop: '0.05em',
  borderRadius: vars.radius.sm,
  border: `2px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  color: vars.color.accentText,
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    [`${input}:checked + &`]: {
      backgroundColor: vars.color.accent,
      borderColor: vars.color.accent,
    },
    [`${label}:active > ${input}:enabled + &`]: { transform: 'scale(0.94)' },
    [`${input}[aria-invalid="true"] + &`]: { borderColor: vars.color.danger },
    // Weak, like hover, so a caller that rings the whole row can drop the box's ring.
    [`:where(${input}:focus-visible) + &`]: focusRing,
  },
  '@media': {
    [hoverOnlyMedia]: {
      // `:where()` keeps hover as weak as the box's own border, so ticked and invalid win over it.
      selectors: {
        [`:where(${label}:hover > ${input}:enabled) + &`]: { borderColor: vars.color.text },
      },
    },
  },
})

export const check = style({
  opacity: 0,
  selectors: { [`${input}:checked + ${box} > &`]: { opacity: 1 } },
})

export const helper = style({ paddingInlineStart: `calc(${boxSize} + ${vars.space.sm})` })
