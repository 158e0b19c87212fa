import { useId, useState, type ReactNode } from 'react'
import { useInfiniteQuery } from '@tanstack/react-query'
import { Button } from '../../../components/ui/button'
import { FormMessage } from '../../../components/ui/form-message'
import { Icon } from '../../../components/ui/icon'
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
      <div className={styles.state} role="alert">
        <Icon name="alert" size={32} className={styles.stateIcon} />
        <p className={styles.stateTitle}>{t('feed_error')}</p>
        <Button variant="primary" onPress={() => void posts.refetch()}>
          {t('feed_retry')}
        </Button>
      </div>
    )
  } else if (list.length === 0) {
    content = (
      <div className={styles.state}>
        <Icon name="film" size={32} className={styles.stateIcon} />
        <p className={styles.stateTitle}>{t('group_posts_empty_title')}</p>
        <p className={styles.stateText}>
          {query ? t('group_posts_empty_search', { query }) : t('group_posts_empty_text')}
        </p>
        {!query && emptyAction}
      </div>
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
        <div className={styles.more}>
          {posts.isFetchNextPageError && (
            <FormMessage tone="danger" announce>
              {t('feed_error')}
            </FormMessage>
          )}
          {posts.hasNextPage ? (
            <Button
              variant="secondary"
              isPending={posts.isFetchingNextPage}
              onPress={() => void posts.fetchNextPage({ cancelRefetch: false })}
            >
              {posts.isFetchNextPageError ? t('feed_retry') : t('feed_load_more')}
            </Button>
          ) : (
            <p className={styles.end}>{t('feed_end')}</p>
          )}
        </div>
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
