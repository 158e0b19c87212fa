import { useEffect, useRef, type ButtonHTMLAttributes, type ReactNode, type RefObject } from 'react'
import { t } from '#i18n/index'
import { announce } from '#lib/announce'
import { cx } from './class-names'
import { Spinner } from './loader'
import * as styles from './button.css'

/*
 * Why every control on a page's first screen is a native button (and every link the router's own
 * `<a>`, link.tsx) instead of react-aria's Button in button.tsx:
 *
 * - First-load budget (issue 10: JS before idle, `npm run test:budget`). The shell (header,
 *   bottom bar, footer, alerts, error page) and the first screens of the content pages (Load
 *   more, the /home shelves and ad, a board's Save and Post buttons, a post's comments and their
 *   box) are on every visit's first load. react-aria's Button brings usePress, useHover,
 *   useFocusVisible, the live announcer and their helpers; with it on those screens the six most
 *   visited pages downloaded 191 KB of JavaScript before idle, without it 158 KB.
 * - Native elements are fully accessible on their own. A `<button type="button">` is focusable,
 *   fires on Enter and Space, carries its accessible name, `aria-expanded` and `aria-haspopup`,
 *   and reports `:disabled`; an `<a href>` from the router's Link is a real link (new tab,
 *   copy address, Enter) whose router handler keeps navigation inside the app. The same button
 *   and link recipes style them: hover and press come from `:hover` and `:active` and the focus
 *   ring from `:focus-visible`, as for react-aria's data attributes.
 * - react-aria-components still powers every composite widget, where its behaviour is the point:
 *   dialogs and the slide-out menu (focus trap, dismissal, focus restore), menus, tabs, the date
 *   picker and the drop zone. Buttons inside overlays keep using the react-aria Button (pending
 *   state, press events across pointer types): they load with react-aria anyway.
 * - The sign-in, sign-up, recovery, verification, contact and settings forms are pages, and
 *   /login and /register are many visitors' first load: their fields (text-field.tsx, checkbox.tsx)
 *   and buttons are native too, in a `<form noValidate>` whose submit handler validates. With
 *   react-aria's Form, TextField and Button they downloaded 185–191 KB of JavaScript before idle.
 * - Memory in long lists. The actions every post card and comment repeats (vote, comments,
 *   share, edit, delete) are native buttons too: each react-aria Button holds its own press, hover
 *   and focus state, and 1,000 cards on /new held 97 MB of it (29 MB with native buttons;
 *   `npm run bench -- --only scale`).
 */

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger'
type Size = 'sm' | 'md' | 'lg'

export interface NativeButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** `submit` for a form's main button; a busy submit button does not submit again. */
  type?: 'button' | 'submit'
  variant?: Variant
  size?: Size
  fullWidth?: boolean
  /**
   * Busy, as react-aria's `isPending`: the label keeps the button's width under a "Loading"
   * spinner, presses are ignored, and focus stays on the button (it is `aria-disabled`, not
   * `disabled`, which would drop focus to the page). As react-aria's Button does, a screen reader
   * hears "<label> Loading" when a focused button turns busy and its label when it is done.
   */
  isPending?: boolean
  /** The button element, e.g. to give focus back to it (React 19 passes `ref` as a prop). */
  ref?: RefObject<HTMLButtonElement | null>
}

/** A native `<button>` wearing the Button look; for always-visible controls and forms. */
export function NativeButton({
  type = 'button',
  variant,
  size,
  fullWidth,
  isPending,
  className,
  children,
  onClick,
  ref,
  ...props
}: NativeButtonProps) {
  const ownRef = useRef<HTMLButtonElement>(null)
  const buttonRef = ref ?? ownRef
  useAnnouncePending(buttonRef, isPending)
  return (
    <button
      {...props}
      ref={buttonRef}
      type={type}
      aria-disabled={isPending || props['aria-disabled']}
      data-pending={isPending || undefined}
      // A busy button ignores presses; cancelling the click also stops a submit button (and
      // Enter in one of its form's fields, which clicks it) from submitting the form again.
      onClick={isPending ? (event) => event.preventDefault() : onClick}
      className={cx(styles.button({ variant, size, fullWidth }), className)}
    >
      {isPending === undefined ? (
        children
      ) : (
        <PendingContent isPending={isPending}>{children}</PendingContent>
      )}
    </button>
  )
}

/** Announces a focused button turning busy ("<label> Loading") and back (its label). */
function useAnnouncePending(buttonRef: RefObject<HTMLButtonElement | null>, isPending = false) {
  const wasPending = useRef(isPending)
  useEffect(() => {
    const button = buttonRef.current
    if (isPending !== wasPending.current && button === document.activeElement) {
      const label = button?.firstElementChild?.textContent ?? ''
      announce(isPending ? `${label} ${t('ui_loading')}` : label)
    }
    wasPending.current = isPending
  }, [buttonRef, isPending])
}

/**
 * A button's label that can turn busy: it keeps its width (hidden, not removed) under a
 * "Loading" spinner. Shared with react-aria's Button in button.tsx.
 */
export function PendingContent({
  isPending,
  children,
}: {
  isPending: boolean
  children: ReactNode
}) {
  return (
    <>
      <span className={styles.content}>{children}</span>
      {isPending && (
        <span className={styles.pendingOverlay}>
          <Spinner aria-label={t('ui_loading')} size={18} />
        </span>
      )}
    </>
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
