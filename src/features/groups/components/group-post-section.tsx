import { useId, useState, type ReactNode } from 'react'
import { NativeButton } from '#components/ui/native-button'
import { SearchBox } from '#components/ui/search-box'
import { t } from '#i18n/en-community'
import * as styles from './group-post-section.css'

export interface GroupPostSectionProps {
  /** The search in the URL (`?query`); the field is remounted (key) when it changes. */
  query?: string
  /** Enter in the search field: the route writes `?query=` (docs/behaviour.md#search). */
  onSearch: (text: string) => void
  /**
   * The list of posts, named by the section's heading (`titleId`). A slot: lists of posts
   * belong to the posts feature, and features do not import each other, so the route hands it in.
   */
  children: (titleId: string) => ReactNode
}

/** Where a group's posts go (/group/{group_slug}): a heading and a search over them. */
export function GroupPostSection({ query, onSearch, children }: GroupPostSectionProps) {
  const titleId = useId()
  const [text, setText] = useState(query ?? '')

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {query ? t('group_posts_results_for', { query }) : t('group_posts_title')}
        </h2>
        <div className={styles.searchRow}>
          <SearchBox
            label={t('group_posts_search_label')}
            placeholder={t('group_posts_search_placeholder')}
            value={text}
            onChange={setText}
            onSubmit={onSearch}
            className={styles.search}
          />
          {query && (
            <NativeButton
              variant="ghost"
              size="sm"
              onClick={() => {
                setText('')
                onSearch('')
              }}
            >
              {t('group_posts_clear_search')}
            </NativeButton>
          )}
        </div>
      </div>
      {children(titleId)}
    </section>
  )
}
