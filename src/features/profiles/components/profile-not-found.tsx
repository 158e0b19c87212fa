import { NotFoundPage } from '#components/layout/not-found-page'
import { Link } from '#components/ui/link'
import { t } from '#i18n/en-community'

/** /profile/{id} for a member who does not exist (or an id that is not one): a page of its own. */
export function ProfileNotFound() {
  return (
    <NotFoundPage
      title={t('profile_not_found_title')}
      text={t('profile_not_found_text')}
      back={
        <Link to="/profiles" variant="inline">
          {t('profile_not_found_back')}
        </Link>
      }
    />
  )
}
