import { Suspense, useState } from 'react'
import { onDemand } from '#lib/on-demand'
import type { ConfirmDialogProps } from './dialog'

// The dialog code (react-aria's modal, focus trap and buttons) is not on a page's first screen:
// it is fetched when someone first asks to delete something (issue 10).
const ConfirmDialog = onDemand(() => import('./dialog').then((module) => module.ConfirmDialog))

/**
 * `ConfirmDialog`, loaded and mounted on first open, and kept from then on: after it has closed on
 * a confirmation, it is the one that comes back if the action fails. react-aria's modal gives
 * focus back to the button that opened it when it closes. Same props as `ConfirmDialog`.
 */
export function ConfirmOnDemand(props: ConfirmDialogProps) {
  const [wasOpened, setWasOpened] = useState(false)
  if (props.isOpen && !wasOpened) setWasOpened(true)
  if (!props.isOpen && !wasOpened) return null
  return (
    <Suspense fallback={null}>
      <ConfirmDialog {...props} />
    </Suspense>
  )
}
