import type { ReactNode } from 'react'
import { Button } from 'react-aria-components/Button'
import { Dialog, DialogTrigger, Heading } from 'react-aria-components/Dialog'
import { Modal, ModalOverlay } from 'react-aria-components/Modal'
import { chromeControl } from './chrome-controls.css'
import { CloseIcon, HelpIcon } from './layout-icons'
import * as styles from './overlay.css'

const DEFAULT_SUPPORT_EMAIL = 'support@filmwaffle.example'

function supportEmail(): string {
  const configured = import.meta.env.VITE_SUPPORT_EMAIL
  return configured && configured.trim() !== '' ? configured.trim() : DEFAULT_SUPPORT_EMAIL
}

/** The header's Help button and its dialog; `extra` is a slot (the account feature's contact form). */
export function HelpDialog({ extra }: { extra?: ReactNode }) {
  const email = supportEmail()
  return (
    <DialogTrigger>
      <Button className={chromeControl({ kind: 'icon' })} aria-label="Help">
        <HelpIcon />
      </Button>
      <ModalOverlay isDismissable className={styles.overlay}>
        <Modal className={styles.modal}>
          <Dialog className={styles.dialog}>
            {({ close }) => (
              <>
                <div className={styles.dialogHeader}>
                  <Heading slot="title" className={styles.dialogTitle}>
                    Help and support
                  </Heading>
                  <Button className={styles.closeButton} onPress={close} aria-label="Close">
                    <CloseIcon size={20} />
                  </Button>
                </div>
                <p className={styles.bodyText}>
                  Stuck on something, found a bug or have an idea for Film Waffle? Our team reads
                  every message.
                </p>
                <div className={styles.supportCard}>
                  <span className={styles.supportLabel}>Support</span>
                  <a className={styles.mailLink} href={`mailto:${email}`}>
                    {email}
                  </a>
                </div>
                {extra}
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  )
}
