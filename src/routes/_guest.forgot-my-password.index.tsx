import { createFileRoute } from '@tanstack/react-router'
import { PagePlaceholder } from './-components/page-placeholder'

export const Route = createFileRoute('/_guest/forgot-my-password/')({
  staticData: { titleKey: 'page_forgot_password_title' },
  component: ForgotPasswordPage,
})

function ForgotPasswordPage() {
  return <PagePlaceholder titleKey="page_forgot_password_title" />
}
