import { useState, type ReactNode } from 'react'
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
import { t } from '#i18n/index'
import { Button, IconButton } from './button'
import { cx } from './class-names'
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
  /** Shows the confirm button as busy; also set automatically while `onConfirm`'s promise runs. */
  isPending?: boolean
  /**
   * Runs on confirm. Return a promise to keep the dialog open (busy) until it settles: it closes
   * when the promise resolves and stays open when it rejects, so the user can retry after the
   * failure message.
   */
  onConfirm: () => void | Promise<unknown>
}

/** Asks before an action that cannot be undone lightly (delete a post, delete the account). */
export function ConfirmDialog({
  title,
  children,
  confirmLabel = t('ui_confirm'),
  cancelLabel = t('ui_cancel'),
  tone = 'default',
  isPending = false,
  onConfirm,
  ...modalProps
}: ConfirmDialogProps) {
  const [isRunning, setIsRunning] = useState(false)
  const busy = isPending || isRunning

  async function confirm(close: () => void) {
    const result = onConfirm()
    if (!(result instanceof Promise)) {
      close()
      return
    }
    setIsRunning(true)
    try {
      await result
      close()
    } catch {
      // The caller reports the failure (an alert); staying open lets the user try again.
    } finally {
      setIsRunning(false)
    }
  }

  return (
    <Modal {...modalProps} size="sm" isDismissable={!busy} isKeyboardDismissDisabled={busy}>
      <Dialog role="alertdialog" title={title} showCloseButton={false}>
        {(close) => (
          <>
            <div className={styles.body}>{children}</div>
            <DialogActions>
              {/* Cancel takes focus first: the safe choice is the default one (APG alertdialog). */}
              {/* eslint-disable-next-line jsx-a11y/no-autofocus -- focus must land inside the dialog */}
              <Button variant="secondary" onPress={close} isDisabled={busy} autoFocus>
                {cancelLabel}
              </Button>
              <Button
                variant={tone === 'danger' ? 'danger' : 'primary'}
                isPending={busy}
                onPress={() => void confirm(close)}
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
