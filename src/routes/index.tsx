import { createFileRoute, redirect } from '@tanstack/react-router'

/** `/` redirects to `/home` (docs/behaviour.md#navigation-and-layout). */
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: '/home', replace: true })
  },
})
