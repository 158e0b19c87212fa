import { useId, type ReactNode } from 'react'
import { PageFrame } from '#components/layout/page-frame'
import { Avatar } from '#components/ui/avatar'
import { Card } from '#components/ui/card'
import { Icon } from '#components/ui/icon'
import { ButtonLink } from '#components/ui/link'
import { Tabs, type TabItem } from '#components/ui/tabs'
import { t } from '#i18n/en-community'
import type { ProfileSummary } from '../api/profile-queries'
import { formatJoinedDate } from '../lib/profile-format'
import type { ProfileTab } from '../lib/profile-search'
import { ProfileCover } from './profile-cover'
import { ProfileStats } from './profile-stats'
import { SavedBoards } from './saved-boards'
import * as styles from './profile-view.css'

export interface ProfileViewProps {
  /** The page's h1: "Your profile" on /profile, "Profile" on another member's page. */
  title: string
  /** The own profile (a `Profile` fits: it holds every public field) or another member's. */
  profile: ProfileSummary
  /** The own profile offers the edit link and speaks to the member in the empty states. */
  isOwn: boolean
  tab: ProfileTab
  onTabChange: (tab: ProfileTab) => void
  /**
   * The Posts panel. A slot: the posts feature draws it and the route composes the two, so this
   * feature never imports another one.
   */
  posts: ReactNode
  /** The Groups panel (the groups feature's list of the member's groups), also a slot. */
  groups: ReactNode
  /** Favourite venues, shown under the profile's header (the venues feature draws it). */
  venues?: ReactNode
}

/**
 * A member's profile (docs/behaviour.md#profiles): cover, picture, name, tagline, joined date and
 * counts, then tabs: "Boards" (saved boards as cards), "Posts" (their posts with load more) and
 * "Groups" (the groups they joined). A "saved" tab with no content would show nothing, so there is
 * none (README.md → Decisions, "Content and community screens").
 */
export function ProfileView({
  title,
  profile,
  isOwn,
  tab,
  onTabChange,
  posts,
  groups,
  venues,
}: ProfileViewProps) {
  const nameId = useId()
  const items: TabItem<ProfileTab>[] = [
    {
      id: 'boards',
      name: t('profile_tab_boards'),
      icon: 'bookmark',
      count: profile.saved_boards.length,
      showCount: true,
    },
    {
      id: 'posts',
      name: t('profile_tab_posts'),
      icon: 'film',
      count: profile.num_posts,
      showCount: true,
    },
    {
      id: 'groups',
      name: t('profile_tab_groups'),
      icon: 'users',
      count: profile.groups.length,
      showCount: true,
    },
  ]

  return (
    <PageFrame title={title}>
      <div className={styles.page}>
        <Card as="section" padding="none" aria-labelledby={nameId} className={styles.hero}>
          {/* Above the fold on both profile pages: the cover is what paints first. */}
          <ProfileCover src={profile.cover_picture} loading="eager" />
          <div className={styles.heroBody}>
            <div className={styles.identityRow}>
              <Avatar
                src={profile.profile_picture}
                alt={t('ui_profile_picture_of', { name: profile.username })}
                size="xl"
                loading="eager"
                className={styles.avatar}
              />
              {isOwn && (
                <ButtonLink to="/profile/edit" variant="secondary" size="sm">
                  <Icon name="edit" size={16} />
                  {t('profile_edit_link')}
                </ButtonLink>
              )}
            </div>
            <div className={styles.identity}>
              <h2 id={nameId} className={styles.name}>
                {profile.username}
              </h2>
              {profile.tagline.trim() !== '' && <p className={styles.tagline}>{profile.tagline}</p>}
            </div>
            {profile.bio.trim() !== '' && <p className={styles.bio}>{profile.bio}</p>}
            <p className={styles.joined}>
              <Icon name="user" size={16} />
              <time dateTime={profile.created_date}>
                {t('profile_joined', { date: formatJoinedDate(profile.created_date) })}
              </time>
            </p>
            <div className={styles.statsRow}>
              <ProfileStats profile={profile} />
            </div>
          </div>
        </Card>

        {venues}

        <Tabs
          items={items}
          aria-label={t('profile_sections_label')}
          selectedKey={tab}
          onSelectionChange={onTabChange}
        >
          {(item) =>
            item.id === 'boards' ? (
              <SavedBoards
                boards={profile.saved_boards}
                owner={{ username: profile.username, isOwn }}
              />
            ) : item.id === 'groups' ? (
              <div className={styles.groupsPanel}>{groups}</div>
            ) : (
              <div className={styles.postsPanel}>{posts}</div>
            )
          }
        </Tabs>
      </div>
    </PageFrame>
  )
}
