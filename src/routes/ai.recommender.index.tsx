import { createFileRoute } from '@tanstack/react-router'
import { validateQuerySearch } from '../lib/search-params'
import { PagePlaceholder } from './-components/page-placeholder'

export const Route = createFileRoute('/ai/recommender/')({
  validateSearch: validateQuerySearch,
  staticData: { titleKey: 'page_recommender_title' },
  component: RecommenderPage,
})

function RecommenderPage() {
  return <PagePlaceholder titleKey="page_recommender_title" />
}
