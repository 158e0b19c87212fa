import type { ReactNode } from 'react'
import * as styles from './group-layout.css'

export interface GroupLayoutProps {
  hero: ReactNode
  about: ReactNode
  posts: ReactNode
}

/**
 * The group page's arrangement: the header across the top, then the posts with the group's
 * details beside them on wide screens (above them on phones, where they are read first).
 */
export function GroupLayout({ hero, about, posts }: GroupLayoutProps) {
  return (
    <div className={styles.page}>
      {hero}
      <div className={styles.columns}>
        {/* First in reading order too: short, and it says what the posts are about. */}
        <aside className={styles.aside}>{about}</aside>
        <div className={styles.main}>{posts}</div>
      </div>
    </div>
  )
}
