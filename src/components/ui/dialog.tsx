import { useEffect, useRef, useState, type ReactNode } from 'react'
import {
  Dialog as RACDialog,
  DialogTrigger,
  Heading,
  type DialogProps as RACDialogProps,
} from 'react-aria-components/Dialog'
import {
  Modal as RACModal,
  ModalOverlay,
  type ModalOverlayProps,
} from 'react-aria-components/Modal'
import { t } from '#i18n/en-widgets'
import { Button, IconButton } from './button'
import { cx } from './class-names'
import { FormMessage } from './form-message'
import { Icon } from './icon'
import * as styles from './dialog.css'

/** react-aria's trigger: wraps a Button and a Modal so the pair opens, closes and refocuses. */
export { DialogTrigger }

export interface ModalProps extends Omit<ModalOverlayProps, 'className' | 'children'> {
  size?: 'sm' | 'md' | 'lg'
  className?: string
  children: ReactNode
}

/**
 * The overlay and the sheet a Dialog sits in. Esc and a click outside dismiss it (unless
 * `isDismissable={false}`); react-aria traps focus inside and restores it on close.
 */
export function Modal({ size, className, children, isDismissable = true, ...props }: ModalProps) {
  return (
    <ModalOverlay {...props} isDismissable={isDismissable} className={styles.overlay}>
      <RACModal className={cx(styles.modal({ size }), className)}>{children}</RACModal>
    </ModalOverlay>
  )
}

export interface DialogProps extends Omit<RACDialogProps, 'children' | 'className'> {
  title: ReactNode
  children: ReactNode | ((close: () => void) => ReactNode)
  /** The × in the corner; on by default because Esc alone is not discoverable. */
  showCloseButton?: boolean
  className?: string
}

/** A titled dialog: the heading names it, the close button and Esc dismiss it. */
export function Dialog({
  title,
  children,
  showCloseButton = true,
  className,
  ...props
}: DialogProps) {
  return (
    <RACDialog {...props} className={cx(styles.dialog, className)}>
      {({ close }) => (
        <>
          <div className={styles.header}>
            <Heading slot="title" className={styles.title}>
              {title}
            </Heading>
            {showCloseButton && (
              <IconButton slot="close" aria-label={t('ui_close')} className={styles.close}>
                <Icon name="close" />
              </IconButton>
            )}
          </div>
          {typeof children === 'function' ? children(close) : children}
        </>
      )}
    </RACDialog>
  )
}

/** Lays out a dialog's buttons: stacked on phones (primary on top), in a row from tablets. */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>
}

export interface ConfirmDialogProps extends Pick<
  ModalOverlayProps,
  'isOpen' | 'defaultOpen' | 'onOpenChange'
> {
  title: ReactNode
  /** What will happen, in plain words. */
  children: ReactNode
  confirmLabel?: string
  cancelLabel?: string
  tone?: 'default' | 'danger'
  /**
   * Runs on confirm, once the dialog has closed. When it returns a promise that rejects, the
   * dialog comes back with `failureMessage` above its text, for another try.
   */
  onConfirm: () => void | Promise<unknown>
  /** What the dialog says when it comes back after `onConfirm` failed. */
  failureMessage: string
}

/**
 * Asks before an action that cannot be undone lightly (delete a post, delete the account). Like
 * every dialog here it closes as soon as it is confirmed; if the action then fails, it opens again
 * saying so (docs/behaviour.md#posts-and-feeds). A confirmation pressed while the last one is still
 * running only closes the dialog: one press, one request.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel = t('ui_confirm'),
  cancelLabel = t('ui_cancel'),
  tone = 'default',
  onConfirm,
  failureMessage,
  onOpenChange,
  ...modalProps
}: ConfirmDialogProps) {
  const [hasFailed, setFailed] = useState(false)
  const running = useRef(false)
  const cancelRef = useRef<HTMLButtonElement>(null)

  // Back after a failure, focus is on the safe choice again, even when the failure came so fast
  // that the dialog had not finished closing (and kept focus on the button that confirmed).
  useEffect(() => {
    if (hasFailed && modalProps.isOpen) cancelRef.current?.focus()
  }, [hasFailed, modalProps.isOpen])

  function openChange(isOpen: boolean) {
    // Dismissed, or confirmed: a warning from an earlier try no longer applies.
    if (!isOpen) setFailed(false)
    onOpenChange?.(isOpen)
  }

  function confirm(close: () => void) {
    close()
    if (running.current) return
    const result = onConfirm()
    if (!(result instanceof Promise)) return
    running.current = true
    result.then(
      () => {
        running.current = false
      },
      () => {
        running.current = false
        // The caller has reported the failure (an alert); the dialog comes back for another try.
        setFailed(true)
        onOpenChange?.(true)
      },
    )
  }

  return (
    <Modal {...modalProps} onOpenChange={openChange} size="sm">
      <Dialog role="alertdialog" title={title} showCloseButton={false}>
        {(close) => (
          <>
            {hasFailed && (
              <FormMessage tone="warning" announce>
                {failureMessage}
              </FormMessage>
            )}
            <div className={styles.body}>{children}</div>
            <DialogActions>
              {/* Cancel takes focus first: the safe choice is the default one (APG alertdialog). */}
              {/* eslint-disable-next-line jsx-a11y/no-autofocus -- focus must land inside the dialog */}
              <Button variant="secondary" onPress={close} autoFocus ref={cancelRef}>
                {cancelLabel}
              </Button>
              <Button
                variant={tone === 'danger' ? 'danger' : 'primary'}
                onPress={() => confirm(close)}
              >
                {confirmLabel}
              </Button>
            </DialogActions>
          </>
        )}
      </Dialog>
    </Modal>
  )
}
