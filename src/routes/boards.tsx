import { createFileRoute, Link } from '@tanstack/react-router'
import { PageFrame } from '#components/layout/page-frame'
import { link } from '#components/ui/link.css'
import { boardQueries } from '#features/boards/api/board-queries'
import { BoardFilters } from '#features/boards/components/board-filters'
import { BoardGrid } from '#features/boards/components/board-grid'
import { t } from '#i18n/en-content'
import { validateBoardsSearch } from '#lib/search-params'

export const Route = createFileRoute('/boards')({
  validateSearch: validateBoardsSearch,
  loaderDeps: ({ search }) => ({ query: search.query, filter: search.filter }),
  loader: ({ context, deps }) =>
    context.queryClient.ensureInfiniteQueryData(boardQueries.list(deps)),
  staticData: { titleKey: 'page_boards_title' },
  component: BoardsPage,
})

function BoardsPage() {
  const { query, filter } = Route.useSearch()
  return (
    <PageFrame
      title={t('page_boards_title')}
      subtitle={query ? t('boards_results_for', { query }) : undefined}
      actions={
        query ? (
          <Link
            to="/boards"
            search={filter ? { filter } : {}}
            className={link({ variant: 'inline' })}
          >
            {t('feed_clear_search')}
          </Link>
        ) : undefined
      }
    >
      <BoardFilters query={query} filter={filter} />
      <BoardGrid query={query} filter={filter} />
    </PageFrame>
  )
}
