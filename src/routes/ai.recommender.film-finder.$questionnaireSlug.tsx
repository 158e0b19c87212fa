import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { PageFrame } from '../components/layout/page-frame'
import { recommenderQueries } from '../features/recommender/api/recommender-queries'
import { QuestionnaireNotFound } from '../features/recommender/components/questionnaire-not-found'
import { QuestionnaireRunner } from '../features/recommender/components/questionnaire-runner'
import { useSession } from '../features/session/use-session'
import { isApiError } from '../lib/api/errors'
import type { TitledLoaderData } from './-components/document-title'

function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404
}

export const Route = createFileRoute('/ai/recommender/film-finder/$questionnaireSlug')({
  loader: async ({ context, params }): Promise<TitledLoaderData> => {
    try {
      const questionnaire = await context.queryClient.ensureQueryData(
        recommenderQueries.detail(params.questionnaireSlug),
      )
      return { pageTitle: questionnaire.title }
    } catch (error) {
      // A missing questionnaire is a page of its own ("not found" text), not a failure.
      if (isNotFound(error)) return {}
      throw error
    }
  },
  staticData: { titleKey: 'page_film_finder_title' },
  component: FilmFinderPage,
})

function FilmFinderPage() {
  const { questionnaireSlug } = Route.useParams()
  const questionnaire = useQuery(recommenderQueries.detail(questionnaireSlug))
  // Spec §6: visitors answer too; a member's answers carry their profile id.
  const session = useSession()

  if (questionnaire.isError && isNotFound(questionnaire.error)) return <QuestionnaireNotFound />
  // Anything else goes to the route's error screen, which offers a retry; a failed reload
  // ("Start again") keeps the questionnaire already on screen.
  if (questionnaire.isError && !questionnaire.data) throw questionnaire.error
  if (!questionnaire.data) return null

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
