import type { ButtonHTMLAttributes, Ref } from 'react'
import { cx } from './class-names'
import * as styles from './button.css'

/*
 * Why the app shell uses native buttons (and the router's own Link) instead of the react-aria
 * wrappers in button.tsx and link.tsx:
 *
 * - First-load budget. The header, bottom bar, footer, alert region and error page are on every
 *   page's first load, which must stay within 130 KiB gzipped (`npm run test:budget`). react-aria's
 *   Button and Link bring usePress, useHover, useFocusVisible, the live announcer and their
 *   helpers: about 12 KiB gzipped that the shell's plain actions and links do not need.
 * - Native elements are fully accessible on their own. A `<button type="button">` is focusable,
 *   fires on Enter and Space, carries its accessible name, `aria-expanded` and `aria-haspopup`,
 *   and reports `:disabled`; an `<a href>` from the router's Link is a real link (new tab,
 *   copy address, Enter) whose router handler keeps navigation inside the app. The same button
 *   and link recipes style them: hover and press come from `:hover` and `:active` and the focus
 *   ring from `:focus-visible`, as for react-aria's data attributes.
 * - react-aria-components still powers every composite widget, where its behaviour is the point:
 *   dialogs and the slide-out menu (focus trap, dismissal, focus restore), menus, tabs, fields
 *   and the drop zone. Buttons inside overlays and forms keep using the react-aria Button
 *   (pending state, press events across pointer types).
 * - Memory in long lists. The actions every post card and comment repeats (vote, comments,
 *   share, edit, delete) are native buttons too: each react-aria Button holds its own press, hover
 *   and focus state, and 1,000 cards on /new held 97 MB of it (29 MB with native buttons;
 *   `npm run bench -- --only scale`). A button that opens something taking focus (Reply) stays
 *   a react-aria Button.
 */

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger'
type Size = 'sm' | 'md' | 'lg'

export interface NativeButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  variant?: Variant
  size?: Size
  fullWidth?: boolean
  ref?: Ref<HTMLButtonElement>
}

/** A `<button type="button">` wearing the Button look; for always-visible shell controls. */
export function NativeButton({ variant, size, fullWidth, className, ...props }: NativeButtonProps) {
  return (
    <button
      {...props}
      type="button"
      className={cx(styles.button({ variant, size, fullWidth }), className)}
    />
  )
}

export interface NativeIconButtonProps extends Omit<NativeButtonProps, 'aria-label' | 'fullWidth'> {
  /** Required: an icon has no text, so the label is the button's only name. */
  'aria-label': string
}

/** A round `<button type="button">` holding only an icon, shaped like IconButton. */
export function NativeIconButton({ variant, size, className, ...props }: NativeIconButtonProps) {
  return (
    <button
      {...props}
      type="button"
      className={cx(styles.iconButton({ variant, size }), className)}
    />
  )
}
