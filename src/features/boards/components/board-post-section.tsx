import { useId, type ReactNode } from 'react'
import { t } from '#i18n/en-boards'
import * as styles from './board-post-section.css'

export interface BoardPostSectionProps {
  /**
   * The list of posts, named by the section's heading (`titleId`). A slot: lists of posts
   * belong to the posts feature, and features do not import each other, so the route hands it in.
   */
  children: (titleId: string) => ReactNode
}

/** Where a board's posts go (/board/{board_slug}), under their heading. */
export function BoardPostSection({ children }: BoardPostSectionProps) {
  const titleId = useId()
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('board_posts_title')}
      </h2>
      {children(titleId)}
    </section>
  )
}
