import { createFileRoute } from '@tanstack/react-router'
import { validateQuerySearch } from '../lib/search-params'
import { FeedComposer } from './-components/feed-composer'
import { PagePlaceholder } from './-components/page-placeholder'

export const Route = createFileRoute('/grid')({
  validateSearch: validateQuerySearch,
  staticData: { titleKey: 'page_grid_title' },
  component: GridPage,
})

function GridPage() {
  return <PagePlaceholder titleKey="page_grid_title" lead={<FeedComposer />} />
}
