import { useId, useState, type ReactNode } from 'react'
import { useInfiniteQuery } from '@tanstack/react-query'
import { Button } from '../../../components/ui/button'
import { ListEmptyState, ListErrorState, LoadMoreFooter } from '../../../components/ui/list-states'
import { Loader, Skeleton } from '../../../components/ui/loader'
import { SearchBox } from '../../../components/ui/search-box'
import { t } from '../../../i18n/en-content'
import { groupQueries, uniqueGroupPosts, type GroupPost } from '../api/group-queries'
import * as styles from './group-posts.css'

export interface GroupPostsProps {
  slug: string
  /** The search in the URL (spec §7 `?query`); the field is remounted (key) when it changes. */
  query?: string
  /** Enter in the search field: the route writes `?query=` (spec §5: search triggers on Enter). */
  onSearch: (text: string) => void
  /**
   * Draws one post. A slot: the post card belongs to the posts feature, and features do not
   * import each other, so the route hands it in.
   */
  renderPost: (post: GroupPost) => ReactNode
  /** Offered under the empty state (the route's "Post in this group"). */
  emptyAction?: ReactNode
}

function PostsSkeleton() {
  return (
    <div className={styles.list} aria-busy="true">
      <Loader label={t('group_posts_loading')} className={styles.loader} />
      {[0, 1].map((key) => (
        <div key={key} className={styles.skeletonCard}>
          <Skeleton shape="circle" width="2rem" height="2rem" />
          <Skeleton width="70%" height="1.5rem" />
          <Skeleton width="100%" height="6rem" />
        </div>
      ))}
    </div>
  )
}

/** A group's posts, newest first, with a search and "Load more" (spec §2 /group/{group_slug}). */
export function GroupPosts({ slug, query, onSearch, renderPost, emptyAction }: GroupPostsProps) {
  const titleId = useId()
  const posts = useInfiniteQuery(groupQueries.posts(slug, query))
  const [text, setText] = useState(query ?? '')
  const list = uniqueGroupPosts(posts.data)

  let content: ReactNode
  if (posts.isPending) {
    content = <PostsSkeleton />
  } else if (posts.isError && !posts.data) {
    content = (
      <ListErrorState
        icon="alert"
        message={t('feed_error')}
        retryLabel={t('feed_retry')}
        onRetry={() => void posts.refetch()}
      />
    )
  } else if (list.length === 0) {
    content = (
      <ListEmptyState
        icon="film"
        title={t('group_posts_empty_title')}
        action={query ? undefined : emptyAction}
      >
        {query ? t('group_posts_empty_search', { query }) : t('group_posts_empty_text')}
      </ListEmptyState>
    )
  } else {
    content = (
      <>
        <ol className={styles.list} aria-labelledby={titleId}>
          {list.map((post) => (
            <li key={post.id} className={styles.item}>
              {renderPost(post)}
            </li>
          ))}
        </ol>
        <LoadMoreFooter
          pages={posts}
          loadMoreLabel={t('feed_load_more')}
          retryLabel={t('feed_retry')}
          errorMessage={t('feed_error')}
          endText={t('feed_end')}
        />
      </>
    )
  }

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
            <Button
              variant="ghost"
              size="sm"
              onPress={() => {
                setText('')
                onSearch('')
              }}
            >
              {t('group_posts_clear_search')}
            </Button>
          )}
        </div>
      </div>
      {content}
    </section>
  )
}
