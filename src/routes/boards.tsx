import { createFileRoute } from '@tanstack/react-router'
import { validateBoardsSearch } from '../lib/search-params'
import { PagePlaceholder } from './-components/page-placeholder'

export const Route = createFileRoute('/boards')({
  validateSearch: validateBoardsSearch,
  staticData: { titleKey: 'page_boards_title' },
  component: BoardsPage,
})

function BoardsPage() {
  return <PagePlaceholder titleKey="page_boards_title" />
}
