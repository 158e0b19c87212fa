import { createFileRoute } from '@tanstack/react-router'
import { validateQuerySearch } from '../lib/search-params'
import { FeedComposer } from './-components/feed-composer'
import { PagePlaceholder } from './-components/page-placeholder'

export const Route = createFileRoute('/top')({
  validateSearch: validateQuerySearch,
  staticData: { titleKey: 'page_top_title' },
  component: TopPage,
})

function TopPage() {
  return <PagePlaceholder titleKey="page_top_title" lead={<FeedComposer />} />
}
