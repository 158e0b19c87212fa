import { createFileRoute } from '@tanstack/react-router'
import { validateRecoverySearch } from '../lib/search-params'
import { PagePlaceholder } from './-components/page-placeholder'

export const Route = createFileRoute('/_guest/forgot-my-password/recovery')({
  validateSearch: validateRecoverySearch,
  staticData: { titleKey: 'page_recovery_title' },
  component: RecoveryPage,
})

function RecoveryPage() {
  return <PagePlaceholder titleKey="page_recovery_title" />
}
