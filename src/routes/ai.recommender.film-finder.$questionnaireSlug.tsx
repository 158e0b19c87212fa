import { createFileRoute } from '@tanstack/react-router'
import { PagePlaceholder } from './-components/page-placeholder'

export const Route = createFileRoute('/ai/recommender/film-finder/$questionnaireSlug')({
  staticData: { titleKey: 'page_film_finder_title' },
  component: FilmFinderPage,
})

function FilmFinderPage() {
  return <PagePlaceholder titleKey="page_film_finder_title" />
}
