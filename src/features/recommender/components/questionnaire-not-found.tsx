import { PageFrame } from '../../../components/layout/page-frame'
import { Link } from '../../../components/ui/link'
import { t } from '../../../i18n/en-content'

/** A film finder that does not exist (or no longer does): a page of its own, not an error. */
export function QuestionnaireNotFound() {
  return (
    <PageFrame title={t('questionnaire_not_found_title')} subtitle="404">
      <p>{t('questionnaire_not_found_text')}</p>
      <p>
        <Link to="/ai/recommender" variant="inline">
          {t('questionnaire_not_found_back')}
        </Link>
      </p>
    </PageFrame>
  )
}
