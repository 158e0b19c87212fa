import { useId, type ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Card } from '#components/ui/card'
import { Icon } from '#components/ui/icon'
import { Skeleton } from '#components/ui/loader'
import { t } from '#i18n/en-community'
import { groupQueries, groupTopics, type Group } from '../api/group-queries'
import * as styles from './group-about.css'

export interface GroupAboutProps {
  group: Group
  /**
   * Draws one administrator (the creator is one: docs/behaviour.md#groups). A slot: who a profile
   * id is belongs to the profiles feature, which only members may ask (the route decides). Left
   * out, the panel says how many administrators there are.
   */
  renderAdministrator?: (profileId: number) => ReactNode
}

/** The group's category, topics and administrators, beside (or under) the group's header. */
export function GroupAbout({ group, renderAdministrator }: GroupAboutProps) {
  const headingId = useId()
  const categories = useQuery(groupQueries.categories())
  const topics = groupTopics(group, categories.data)
  const count = group.administrators.length

  return (
    <Card as="section" padding="lg" aria-labelledby={headingId} className={styles.about}>
      <h2 id={headingId} className={styles.title}>
        {t('group_admins_title')}
      </h2>
      {renderAdministrator && count > 0 ? (
        <ul className={styles.admins}>
          {group.administrators.map((id) => (
            <li key={id} className={styles.admin}>
              {renderAdministrator(id)}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.text}>
          {count === 1 ? t('group_admins_count_one') : t('group_admins_count', { count })}
        </p>
      )}

      {group.category !== null && (
        <>
          <h2 className={styles.title}>{t('group_category_label')}</h2>
          {categories.isPending ? (
            <Skeleton width="8rem" height="1.5rem" />
          ) : (
            topics.category && (
              <p className={styles.category}>
                <Icon name="film" size={16} />
                {topics.category}
              </p>
            )
          )}
        </>
      )}

      {topics.subcategories.length > 0 && (
        <>
          <h2 className={styles.title}>{t('group_topics_label')}</h2>
          <ul className={styles.topics}>
            {topics.subcategories.map((topic) => (
              <li key={topic.id} className={styles.topic}>
                {topic.name}
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  )
}
