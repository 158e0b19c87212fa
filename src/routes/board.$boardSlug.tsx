import { createFileRoute } from '@tanstack/react-router'
import { PagePlaceholder } from './-components/page-placeholder'

export const Route = createFileRoute('/board/$boardSlug')({
  staticData: { titleKey: 'page_board_title' },
  component: BoardPage,
})

function BoardPage() {
  return <PagePlaceholder titleKey="page_board_title" />
}
