import { Navigate } from '@tanstack/react-router'

/** Spec §2: an unknown path goes to /404, replacing the bad entry so Back does not return to it. */
export function RedirectToNotFound() {
  return <Navigate to="/404" replace />
}
