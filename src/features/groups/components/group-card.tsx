import { Link } from '@tanstack/react-router'
import { Avatar } from '#components/ui/avatar'
import { Icon } from '#components/ui/icon'
import { safeUrl } from '#lib/safe-url'
import type { Group } from '../api/group-queries'
import { membersText } from '../lib/group-format'
import * as styles from './group-card.css'

export interface GroupCardProps {
  group: Group
  /** "Genres · Cult Cinema", from the categories (the group itself holds only ids). */
  topic: string | null
  /** h2 in the directory; h3 where the page already has section headings (a profile tab). */
  headingLevel?: 2 | 3
}

/**
 * A group in a list (issue 11: picture, name, category, member count, and the first lines of its description); the whole card is one
 * link to the group's page. The cover is decorative; the group's picture is named by the card's
 * heading, so it has no alt text either.
 */
export function GroupCard({ group, topic, headingLevel = 2 }: GroupCardProps) {
  const cover = safeUrl(group.cover_picture)
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <Link to="/group/$groupSlug" params={{ groupSlug: group.slug }} className={styles.card}>
      <div className={styles.cover}>
        {cover && (
          <img
            src={cover}
            alt=""
            width={1200}
            height={300}
            loading="lazy"
            decoding="async"
            className={styles.coverImage}
          />
        )}
      </div>
      <div className={styles.body}>
        <Avatar src={group.profile_picture} alt="" size="lg" className={styles.avatar} />
        <Heading className={styles.name}>{group.name}</Heading>
        {topic && <p className={styles.topic}>{topic}</p>}
        {group.description.trim() !== '' && (
          <p className={styles.description}>{group.description}</p>
        )}
        <p className={styles.members}>
          <Icon name="users" size={16} />
          {membersText(group.num_members)}
        </p>
      </div>
    </Link>
  )
}
