import { lazy, Suspense } from 'react'
import type { ConfirmDialogProps } from './dialog'

// The dialog code (react-aria's modal, focus trap and buttons) is not on a page's first screen:
// it is fetched when someone first asks to delete something (issue 10).
const ConfirmDialog = lazy(() =>
  import('./dialog').then((module) => ({ default: module.ConfirmDialog })),
)

/**
 * `ConfirmDialog`, loaded on first open and mounted only while open (a confirmation keeps no
 * state worth keeping between two openings). react-aria's modal gives focus back to the button
 * that opened it when it closes. Same props as `ConfirmDialog`.
 */
export function ConfirmOnDemand(props: ConfirmDialogProps) {
  if (!props.isOpen) return null
  return (
    <Suspense fallback={null}>
      <ConfirmDialog {...props} />
    </Suspense>
  )
}
