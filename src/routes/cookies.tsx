import { createFileRoute } from '@tanstack/react-router'
import { PolicyPage } from '#features/policies/policy-page'

export const Route = createFileRoute('/cookies')({
  staticData: { titleKey: 'page_cookies_title' },
  component: CookiesPage,
})

function CookiesPage() {
  return <PolicyPage policy="cookies" />
}
