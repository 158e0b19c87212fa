import type { ReactNode } from 'react'
import { Avatar } from '#components/ui/avatar'
import { Card } from '#components/ui/card'
import { Icon } from '#components/ui/icon'
import { t } from '#i18n/en-community'
import type { Group } from '../api/group-queries'
import { formatGroupDate, membersText } from '../lib/group-format'
import { GroupCover } from './group-cover'
import * as styles from './group-hero.css'

export interface GroupHeroProps {
  group: Group
  /** The page's actions for this group (join or leave, post in it, create one), from the route. */
  actions?: ReactNode
}

/**
 * The top of /group/{group_slug} (docs/behaviour.md#groups): cover, picture, description, member
 * count and start date. The name is the page's h1, drawn by the page frame above. Everything from
 * the server is rendered as text.
 */
export function GroupHero({ group, actions }: GroupHeroProps) {
  return (
    <Card as="div" padding="none" className={styles.hero}>
      <GroupCover src={group.cover_picture} />
      <div className={styles.body}>
        <div className={styles.identityRow}>
          <Avatar
            src={group.profile_picture}
            alt={t('ui_profile_picture_of', { name: group.name })}
            size="xl"
            loading="eager"
            className={styles.avatar}
          />
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
        {group.description.trim() !== '' && (
          <p className={styles.description}>{group.description}</p>
        )}
        <ul className={styles.facts}>
          <li className={styles.fact} aria-live="polite">
            <Icon name="user" size={18} />
            {membersText(group.num_members)}
          </li>
          <li className={styles.fact}>
            <Icon name="film" size={18} />
            <time dateTime={group.created_date}>
              {t('group_started', { date: formatGroupDate(group.created_date) })}
            </time>
          </li>
        </ul>
      </div>
    </Card>
  )
}
