import { NotFoundPage } from '#components/layout/not-found-page'
import { Link } from '#components/ui/link'
import { t } from '#i18n/en-community'

/** A film finder that does not exist (or no longer does): a page of its own, not an error. */
export function QuestionnaireNotFound() {
  return (
    <NotFoundPage
      title={t('questionnaire_not_found_title')}
      text={t('questionnaire_not_found_text')}
      back={
        <Link to="/ai/recommender" variant="inline">
          {t('questionnaire_not_found_back')}
        </Link>
      }
    />
  )
}
