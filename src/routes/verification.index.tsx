import { createFileRoute, redirect } from '@tanstack/react-router'
import { PagePlaceholder } from './-components/page-placeholder'

/** Spec §2: a member whose e-mail is already verified has nothing to do here and goes to `/`. */
export const Route = createFileRoute('/verification/')({
  beforeLoad: async ({ context }) => {
    const user = await context.session.ensureUser().catch(() => null)
    if (user?.is_verified) throw redirect({ to: '/', replace: true })
  },
  staticData: { titleKey: 'page_verification_title' },
  component: VerificationPage,
})

function VerificationPage() {
  return <PagePlaceholder titleKey="page_verification_title" />
}
