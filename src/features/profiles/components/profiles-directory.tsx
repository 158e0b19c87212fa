import { PageFrame } from '#components/layout/page-frame'
import { Link } from '#components/ui/link'
import { t } from '#i18n/en-community'
import { ProfileList } from './profile-list'
import { ProfilesSearch } from './profiles-search'
import * as styles from './profile-list.css'

export interface ProfilesDirectoryProps {
  query?: string
  onSearch: (text: string) => void
}

/** /profiles (docs/behaviour.md#profiles): a search over the members and their cards. */
export function ProfilesDirectory({ query, onSearch }: ProfilesDirectoryProps) {
  return (
    <PageFrame
      title={t('page_profiles_title')}
      subtitle={query ? t('profiles_results_for', { query }) : t('profiles_subtitle')}
      actions={
        query ? (
          <Link to="/profiles" search={{}} variant="inline">
            {t('profiles_clear_search')}
          </Link>
        ) : undefined
      }
    >
      <div className={styles.content}>
        {/* Keyed by the search: a search made in the header shows in this field too. */}
        <ProfilesSearch key={query ?? ''} query={query} onSearch={onSearch} />
        <ProfileList query={query} />
      </div>
    </PageFrame>
  )
}
