import { Navigate } from '@tanstack/react-router'

/**
 * An unknown path goes to /404 (docs/behaviour.md#navigation-and-layout), replacing the bad entry
 * so Back does not return to it.
 */
export function RedirectToNotFound() {
  return <Navigate to="/404" replace />
}
