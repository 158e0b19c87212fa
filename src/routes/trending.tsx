import { createFileRoute } from '@tanstack/react-router'
import { validateQuerySearch } from '../lib/search-params'
import { FeedComposer } from './-components/feed-composer'
import { PagePlaceholder } from './-components/page-placeholder'

export const Route = createFileRoute('/trending')({
  validateSearch: validateQuerySearch,
  staticData: { titleKey: 'page_trending_title' },
  component: TrendingPage,
})

function TrendingPage() {
  return <PagePlaceholder titleKey="page_trending_title" lead={<FeedComposer />} />
}
