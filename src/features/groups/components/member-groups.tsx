import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { ButtonLink } from '#components/ui/link'
import { ListEmptyState, ListErrorState, LoadMoreFooter } from '#components/ui/list-states'
import { Loader } from '#components/ui/loader'
import { t } from '#i18n/en-community'
import { groupListQueries, uniqueGroups } from '../api/group-directory-queries'
import { groupQueries } from '../api/group-queries'
import { GroupCard } from './group-card'
import { topicOf } from './group-directory'
import * as styles from './group-directory.css'

export interface MemberGroupsProps {
  profileId: number
  /** The own profile speaks to the member and offers the directory when the list is empty. */
  owner: { username: string; isOwn: boolean }
}

/**
 * The groups a member joined (the profile's `groups`; issue 11), for a profile's Groups tab:
 * the group search narrowed by `profile`, as cards linking to each group.
 */
export function MemberGroups({ profileId, owner }: MemberGroupsProps) {
  const categories = useQuery(groupQueries.categories())
  const groups = useInfiniteQuery(groupListQueries.byProfile(profileId))

  if (groups.isPending) return <Loader block label={t('groups_loading')} />
  if (groups.isError && !groups.data) {
    return (
      <ListErrorState
        icon="alert"
        message={t('groups_error')}
        titleClassName={styles.stateTitle}
        retryLabel={t('feed_retry')}
        onRetry={() => void groups.refetch()}
      />
    )
  }
  const list = uniqueGroups(groups.data)
  if (list.length === 0) {
    return (
      <ListEmptyState
        icon="users"
        iconBadge
        title={
          owner.isOwn
            ? t('profile_groups_empty_own')
            : t('profile_groups_empty_other', { name: owner.username })
        }
        titleClassName={styles.stateTitle}
        action={
          owner.isOwn ? (
            <ButtonLink to="/groups" variant="primary">
              {t('profile_groups_browse')}
            </ButtonLink>
          ) : undefined
        }
      />
    )
  }
  return (
    <div className={styles.results}>
      <ul className={styles.grid} aria-label={t('profile_tab_groups')}>
        {list.map((group) => (
          <li key={group.id} className={styles.cell}>
            <GroupCard group={group} topic={topicOf(group, categories.data)} headingLevel={3} />
          </li>
        ))}
      </ul>
      <LoadMoreFooter
        pages={groups}
        loadMoreLabel={t('feed_load_more')}
        retryLabel={t('feed_retry')}
        errorMessage={t('groups_error')}
        endText={owner.isOwn ? t('profile_groups_end_own') : t('profile_groups_end')}
      />
    </div>
  )
}
