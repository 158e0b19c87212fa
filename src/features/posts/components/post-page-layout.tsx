import type { ReactNode } from 'react'
import { t } from '#i18n/en-content'
import * as styles from './post-page-layout.css'

/** The post page: the post and its thread, with the side lists beside it from desktops up. */
export function PostPageLayout({ main, aside }: { main: ReactNode; aside: ReactNode }) {
  return (
    <div className={styles.layout}>
      <div className={styles.main}>{main}</div>
      <aside className={styles.aside} aria-label={t('post_page_more')}>
        {aside}
      </aside>
    </div>
  )
}
