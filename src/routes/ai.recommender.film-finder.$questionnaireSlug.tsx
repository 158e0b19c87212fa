import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { PageFrame } from '#components/layout/page-frame'
import { recommenderQueries } from '#features/recommender/api/recommender-queries'
import { QuestionnaireNotFound } from '#features/recommender/components/questionnaire-not-found'
import { QuestionnaireRunner } from '#features/recommender/components/questionnaire-runner'
import { useSession } from '#features/session/use-session'
import type { TitledLoaderData } from './-components/document-title'
import { orNotFound } from './-components/or-not-found'

export const Route = createFileRoute('/ai/recommender/film-finder/$questionnaireSlug')({
  loader: async ({ context, params }): Promise<TitledLoaderData> => {
    // A missing questionnaire is a page of its own ("not found" text), not a failure.
    const questionnaire = await orNotFound(
      context.queryClient.ensureQueryData(recommenderQueries.detail(params.questionnaireSlug)),
    )
    return { pageTitle: questionnaire.title }
  },
  staticData: { titleKey: 'page_film_finder_title' },
  component: FilmFinderPage,
  notFoundComponent: QuestionnaireNotFound,
})

function FilmFinderPage() {
  const { questionnaireSlug } = Route.useParams()
  // A failed reload ("Start again") keeps the questionnaire already on screen.
  const questionnaire = useSuspenseQuery(recommenderQueries.detail(questionnaireSlug))
  // Visitors answer too (docs/behaviour.md#recommender); a member's answers carry their profile id.
  const session = useSession()

  return (
    <PageFrame
      title={questionnaire.data.title}
      subtitle={questionnaire.data.category}
      width="reading"
    >
      {/* A new questionnaire (another slug) is a new visit with its own session id. */}
      <QuestionnaireRunner
        key={questionnaire.data.id}
        questionnaire={questionnaire.data}
        viewerId={session.user?.id ?? null}
        isViewerLoading={session.isLoading}
      />
    </PageFrame>
  )
}
