import { PageFrame } from '../../../components/layout/page-frame'
import { Link } from '../../../components/ui/link'
import { t } from '../../../i18n/en-content'

/** /profile/{id} for a member who does not exist (or an id that is not one): a page of its own. */
export function ProfileNotFound() {
  return (
    <PageFrame title={t('profile_not_found_title')} subtitle="404">
      <p>{t('profile_not_found_text')}</p>
      <p>
        <Link to="/profiles" variant="inline">
          {t('profile_not_found_back')}
        </Link>
      </p>
    </PageFrame>
  )
}
