import { createFileRoute } from '@tanstack/react-router'
import { validateQuerySearch } from '../lib/search-params'
import { FeedComposer } from './-components/feed-composer'
import { PagePlaceholder } from './-components/page-placeholder'

export const Route = createFileRoute('/home')({
  validateSearch: validateQuerySearch,
  staticData: { titleKey: 'page_home_title' },
  component: HomePage,
})

function HomePage() {
  return <PagePlaceholder titleKey="page_home_title" lead={<FeedComposer />} />
}
