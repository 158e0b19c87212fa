import { createFileRoute } from '@tanstack/react-router'
import { validateQuerySearch } from '../lib/search-params'
import { FeedComposer } from './-components/feed-composer'
import { PagePlaceholder } from './-components/page-placeholder'

export const Route = createFileRoute('/new')({
  validateSearch: validateQuerySearch,
  staticData: { titleKey: 'page_new_title' },
  component: NewPage,
})

function NewPage() {
  return <PagePlaceholder titleKey="page_new_title" lead={<FeedComposer />} />
}
