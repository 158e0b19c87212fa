import { createFileRoute } from '@tanstack/react-router'
import { PagePlaceholder } from './-components/page-placeholder'

export const Route = createFileRoute('/_consumers/notifications')({
  staticData: { titleKey: 'page_notifications_title' },
  component: NotificationsPage,
})

function NotificationsPage() {
  return <PagePlaceholder titleKey="page_notifications_title" />
}
