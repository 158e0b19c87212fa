import { Suspense, useEffect, useState, type ReactNode } from 'react'
import { t } from '#i18n/index'
import { onDemand } from '#lib/on-demand'
import { Icon } from '../ui/icon'
import { NativeIconButton } from '../ui/native-button'
import { openingOverlay, preloadWhenIdle } from './preload'

// The modal and whatever fills `extra` (the contact form) load on first use, not with the page.
const HelpModal = onDemand(() => import('./help-modal').then((module) => module.HelpModal))

/** The header's Help button; its dialog mounts (and loads) the first time it is opened. */
export function HelpDialog({
  extra,
  triggerClassName,
}: {
  extra?: ReactNode
  triggerClassName?: string
}) {
  const [isOpen, setOpen] = useState(false)
  const [hasOpened, setHasOpened] = useState(false)
  if (isOpen && !hasOpened) setHasOpened(true)

  useEffect(() => preloadWhenIdle('help', HelpModal.load), [])

  return (
    <>
      <NativeIconButton
        variant="ghost"
        size="lg"
        className={triggerClassName}
        aria-label={t('layout_help')}
        aria-haspopup="dialog"
        {...openingOverlay('help')}
        aria-expanded={isOpen}
        onClick={() => setOpen(true)}
      >
        <Icon name="help" size={24} />
      </NativeIconButton>
      {hasOpened && (
        <Suspense fallback={null}>
          <HelpModal isOpen={isOpen} onOpenChange={setOpen} extra={extra} />
        </Suspense>
      )}
    </>
  )
}
