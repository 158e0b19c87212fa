import { globalStyle, style } from '@vanilla-extract/css'

/**
 * The toolbar belongs to the fake backend, not to the app, so it cannot read the app's theme
 * (mocks/ never imports src/). A small palette of its own: an always-dark "dev tool" look that
 * reads the same on the light and the dark theme and is never mistaken for the product.
 * Every text/background pair below is at least 4.5:1.
 */
const palette = {
  ink: '#17131c',
  panel: '#211c27',
  raised: '#2c2634',
  line: '#4d4458',
  text: '#f4efe9',
  muted: '#c9c0d1',
  accent: '#f0a646',
  accentInk: '#17131c',
  focus: '#8ab4ff',
  danger: '#ffb1a9',
}

const font = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif'

/** The open panels sit above everything the app draws (its toasts are 60, its dialogs 40). */
const Z_TOOLBAR = 70
/**
 * The pill sits above the page's bars (10) but under the menu drawer, dialogs and toasts (30,
 * 40, 60): a toast or a bottom sheet is read for a few seconds and must never be covered, and
 * while a dialog is open the pill could not be used anyway (react-aria makes the page inert).
 */
const Z_PILL = 25
/** Phones show the app's 64 px bottom bar until 640 px; sit just above it there. */
const NARROW = 'screen and (max-width: 639.98px)'

const focusRing = {
  outline: `2px solid ${palette.focus}`,
  outlineOffset: '2px',
}

export const root = style({
  position: 'fixed',
  insetInlineStart: 'max(12px, env(safe-area-inset-left, 0px))',
  bottom: 'calc(12px + env(safe-area-inset-bottom, 0px))',
  zIndex: Z_PILL,
  fontFamily: font,
  fontSize: '14px',
  lineHeight: 1.4,
  '@media': {
    [NARROW]: { bottom: 'calc(76px + env(safe-area-inset-bottom, 0px))', insetInlineStart: '8px' },
  },
})

/*
 * The pill covers the bottom-left corner of the page: a control that takes focus (or a link's
 * target) is scrolled clear of it, as the app's own styles keep it clear of the bottom bar.
 */
globalStyle(`html:has(${root})`, {
  scrollPaddingBottom: 'calc(52px + env(safe-area-inset-bottom, 0px))',
  '@media': {
    [NARROW]: { scrollPaddingBottom: 'calc(116px + env(safe-area-inset-bottom, 0px))' },
  },
})

export const pill = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '6px',
  minHeight: '32px',
  maxWidth: 'calc(100vw - 24px)',
  paddingInline: '12px',
  paddingBlock: '4px',
  border: `1px solid ${palette.line}`,
  borderRadius: '999px',
  background: palette.ink,
  color: palette.text,
  fontFamily: font,
  fontSize: '12px',
  fontWeight: 600,
  letterSpacing: '0.01em',
  boxShadow: '0 2px 10px rgba(0, 0, 0, 0.35)',
  cursor: 'pointer',
  opacity: 0.92,
  selectors: {
    '&[data-hovered], &[data-pressed], &[data-focus-visible]': { opacity: 1 },
    '&[data-focus-visible]': focusRing,
  },
})

export const dot = style({
  flex: 'none',
  width: '8px',
  height: '8px',
  borderRadius: '50%',
  background: palette.accent,
})

export const pillScenario = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: palette.accent,
  fontWeight: 500,
})

export const popover = style({
  zIndex: Z_TOOLBAR + 1,
  width: 'min(380px, calc(100vw - 16px))',
  boxSizing: 'border-box',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  border: `1px solid ${palette.line}`,
  borderRadius: '12px',
  background: palette.panel,
  color: palette.text,
  fontFamily: font,
  fontSize: '14px',
  lineHeight: 1.4,
  boxShadow: '0 18px 40px rgba(0, 0, 0, 0.45)',
})

export const dialog = style({
  display: 'grid',
  gap: '14px',
  padding: '14px',
  outline: 'none',
})

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '8px',
})

export const title = style({
  margin: 0,
  fontFamily: font,
  fontSize: '16px',
  fontWeight: 700,
  letterSpacing: 0,
  color: palette.text,
})

export const section = style({
  display: 'grid',
  gap: '6px',
  paddingTop: '12px',
  borderTop: `1px solid ${palette.line}`,
  minWidth: 0,
})

export const sectionTitle = style({
  margin: 0,
  fontFamily: font,
  fontSize: '12px',
  fontWeight: 700,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: palette.muted,
})

export const muted = style({
  margin: 0,
  color: palette.muted,
  fontSize: '12px',
  overflowWrap: 'anywhere',
})

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '6px',
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const fact = style({
  paddingInline: '8px',
  paddingBlock: '2px',
  borderRadius: '999px',
  background: palette.raised,
  fontSize: '12px',
})

export const row = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: '8px',
  minWidth: 0,
})

export const field = style({
  display: 'grid',
  gap: '4px',
  flex: '1 1 auto',
  minWidth: 0,
})

const control = {
  boxSizing: 'border-box',
  minHeight: '36px',
  border: `1px solid ${palette.line}`,
  borderRadius: '8px',
  background: palette.raised,
  color: palette.text,
  fontFamily: font,
  fontSize: '14px',
} as const

export const input = style({
  ...control,
  width: '100%',
  minWidth: 0,
  paddingInline: '10px',
  selectors: {
    '&[data-focused]': { ...focusRing, outlineOffset: '0' },
  },
})

export const button = style({
  ...control,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '6px',
  flex: 'none',
  paddingInline: '12px',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { borderColor: palette.muted },
    '&[data-pressed]': { background: palette.ink },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
  },
})

export const primaryButton = style([
  button,
  {
    borderColor: palette.accent,
    background: palette.accent,
    color: palette.accentInk,
    selectors: {
      '&[data-hovered]': { borderColor: palette.text },
      '&[data-pressed]': { background: palette.accent, filter: 'brightness(0.9)' },
    },
  },
])

export const dangerButton = style([
  button,
  { color: palette.danger, borderColor: palette.danger, justifySelf: 'start' },
])

export const iconButton = style([
  button,
  { minHeight: '32px', width: '32px', paddingInline: 0, fontSize: '18px', lineHeight: 1 },
])

export const selectTrigger = style([
  button,
  {
    width: '100%',
    justifyContent: 'space-between',
    fontWeight: 500,
    textAlign: 'start',
  },
])

export const selectValue = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
})

export const selectPopover = style({
  zIndex: Z_TOOLBAR + 2,
  width: 'var(--trigger-width)',
  boxSizing: 'border-box',
  overflowY: 'auto',
  border: `1px solid ${palette.line}`,
  borderRadius: '8px',
  background: palette.panel,
  color: palette.text,
  fontFamily: font,
  boxShadow: '0 12px 30px rgba(0, 0, 0, 0.45)',
})

export const listBox = style({
  display: 'grid',
  padding: '4px',
  outline: 'none',
})

export const option = style({
  display: 'grid',
  gap: '2px',
  paddingInline: '10px',
  paddingBlock: '6px',
  borderRadius: '6px',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: palette.raised },
    '&[data-focus-visible]': { outline: `2px solid ${palette.focus}`, outlineOffset: '-2px' },
    '&[data-selected]': { boxShadow: `inset 3px 0 0 ${palette.accent}` },
  },
})

export const optionName = style({
  fontSize: '14px',
  fontWeight: 600,
})

export const optionDescription = style({
  fontSize: '12px',
  color: palette.muted,
})

export const list = style({
  display: 'grid',
  gap: '8px',
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const mail = style({
  display: 'grid',
  gap: '2px',
  padding: '8px 10px',
  borderRadius: '8px',
  background: palette.raised,
  minWidth: 0,
})

export const mailSubject = style({
  fontWeight: 600,
  overflowWrap: 'anywhere',
})

export const link = style({
  color: palette.focus,
  textDecoration: 'underline',
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { color: palette.text },
    '&[data-focus-visible]': { ...focusRing, borderRadius: '2px' },
  },
})

export const account = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: '8px',
})

export const code = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: '13px',
})

export const status = style({
  minHeight: '1.2em',
  margin: 0,
  fontSize: '12px',
  color: palette.accent,
})

export const refusal = style({
  margin: 0,
  fontSize: '12px',
  color: palette.danger,
})
