import { useEffect, useId, useState } from 'react'
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ListEmptyState, ListErrorState, LoadMoreFooter } from '#components/ui/list-states'
import { Loader, Skeleton } from '#components/ui/loader'
import { SearchBox } from '#components/ui/search-box'
import { VisuallyHidden } from '#components/ui/visually-hidden'
import { t } from '#i18n/en-community'
import { parseSearchQuery } from '#lib/search-params'
import { groupListQueries, matchesTopic, uniqueGroups } from '../api/group-directory-queries'
import { groupQueries, groupTopics, type Group, type GroupCategory } from '../api/group-queries'
import { useDebouncedEffect } from '../lib/use-debounced-callback'
import { GroupCard } from './group-card'
import * as styles from './group-directory.css'

/** Typing pauses this long before the search runs; Enter runs it at once. */
export const GROUP_SEARCH_DEBOUNCE_MS = 350
/** A filtered list keeps loading pages until it has this many groups (one page's worth). */
const FILTER_FILL = 12

export interface GroupDirectoryFilters {
  query?: string
  category?: number
  subcategory?: number
}

export interface GroupDirectoryProps extends GroupDirectoryFilters {
  /** The search the member settled on (trimmed, spaces collapsed, undefined when empty). */
  onQueryChange: (query: string | undefined) => void
}

/** "Genres · Cult Cinema": the group's category and its first subcategory, by name. */
export function topicOf(group: Group, categories: readonly GroupCategory[] | undefined) {
  const topics = groupTopics(group, categories)
  const parts = [topics.category, topics.subcategories[0]?.name].filter(Boolean)
  return parts.length > 0 ? parts.join(' · ') : null
}

function DirectorySkeleton() {
  return (
    <div className={styles.grid} aria-busy="true">
      <Loader label={t('groups_loading')} className={styles.loader} />
      {[0, 1, 2, 3].map((key) => (
        <div key={key} className={styles.skeletonCard}>
          <Skeleton className={styles.skeletonCover} />
          <Skeleton width="60%" height="1.5rem" className={styles.skeletonLine} />
          <Skeleton width="40%" height="1rem" className={styles.skeletonLine} />
        </div>
      ))}
    </div>
  )
}

/**
 * The group directory (issue 11 "Finding groups"; docs/behaviour.md#groups): a search that runs
 * as you type and on Enter, the top groups until something is searched, category and subcategory
 * pills, cards, and "Load more". The search and the filters live in the URL (the route's), so a
 * filtered directory can be shared and Back returns to it.
 */
export function GroupDirectory({
  query,
  category,
  subcategory,
  onQueryChange,
}: GroupDirectoryProps) {
  const [draft, setDraft] = useState(query ?? '')
  // The queries the field has asked for that the page does not show yet, oldest first: the page
  // shows a query once its first results are in, and the member may type on meanwhile.
  const [asked, setAsked] = useState<(string | undefined)[]>([])
  const [syncedQuery, setSyncedQuery] = useState(query)
  if (syncedQuery !== query) {
    setSyncedQuery(query)
    const own = asked.indexOf(query)
    if (own === -1) {
      // Back/forward or a link changed the URL's query: the field follows it.
      setDraft(query ?? '')
      setAsked([])
    } else {
      // The page caught up with the field: what was typed since stays (CI once lost "n C" of
      // "Criterion Collectors" here, typed while the search for "Criterio" loaded).
      setAsked(asked.slice(own + 1))
    }
  }
  /** Puts `next` in the URL unless it is already there or on its way. */
  function ask(next: string | undefined) {
    if (next === (asked.length > 0 ? asked[asked.length - 1] : query)) return
    setAsked([...asked, next])
    onQueryChange(next)
  }
  useDebouncedEffect(draft, GROUP_SEARCH_DEBOUNCE_MS, (value) => ask(parseSearchQuery(value)))

  const categories = useQuery(groupQueries.categories())
  const groups = useInfiniteQuery(groupListQueries.directory(query))
  const isFiltered = category !== undefined || subcategory !== undefined
  const all = uniqueGroups(groups.data)
  const shown = isFiltered ? all.filter((g) => matchesTopic(g, category, subcategory)) : all

  // The search call cannot filter by category, so a filter may leave a page short: fetch on
  // until it is full or the server has no more (README.md → Decisions, "Group directory").
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = groups
  const needsMore = isFiltered && shown.length < FILTER_FILL && hasNextPage
  useEffect(() => {
    if (needsMore && !isFetchingNextPage && !isFetchNextPageError) {
      void fetchNextPage({ cancelRefetch: false })
    }
  }, [needsMore, isFetchingNextPage, isFetchNextPageError, fetchNextPage])

  const headingId = useId()
  const chosenCategory = categories.data?.find((c) => c.id === category)

  return (
    <div className={styles.directory}>
      <div className={styles.tools}>
        <search className={styles.search}>
          <SearchBox
            label={t('groups_search_label')}
            placeholder={t('groups_search_placeholder')}
            value={draft}
            onChange={setDraft}
            onSubmit={(value) => {
              const next = parseSearchQuery(value)
              setDraft(next ?? '')
              ask(next)
            }}
          />
        </search>
        {categories.data && categories.data.length > 0 && (
          <nav aria-label={t('groups_filter_label')} className={styles.filters}>
            <ul className={styles.pills}>
              <li className={styles.pillItem}>
                <TopicLink query={query} isCurrent={category === undefined}>
                  {t('groups_filter_all')}
                </TopicLink>
              </li>
              {categories.data.map((c) => (
                <li key={c.id} className={styles.pillItem}>
                  <TopicLink
                    query={query}
                    category={c.id}
                    isCurrent={category === c.id && subcategory === undefined}
                  >
                    {c.name}
                  </TopicLink>
                </li>
              ))}
            </ul>
            {chosenCategory && chosenCategory.subcategories.length > 0 && (
              <ul
                className={styles.pills}
                aria-label={t('groups_filter_sub_label', { category: chosenCategory.name })}
              >
                {chosenCategory.subcategories.map((s) => (
                  <li key={s.id} className={styles.pillItem}>
                    <TopicLink
                      query={query}
                      category={chosenCategory.id}
                      subcategory={s.id}
                      isCurrent={subcategory === s.id}
                      small
                    >
                      {s.name}
                    </TopicLink>
                  </li>
                ))}
              </ul>
            )}
          </nav>
        )}
      </div>

      <section aria-labelledby={headingId} className={styles.results}>
        <h2 id={headingId} className={styles.heading}>
          {query ? t('groups_results_for', { query }) : t('groups_top_title')}
        </h2>
        {groups.isPending ? (
          <DirectorySkeleton />
        ) : groups.isError && !groups.data ? (
          <ListErrorState
            icon="alert"
            message={t('groups_error')}
            titleClassName={styles.stateTitle}
            retryLabel={t('feed_retry')}
            onRetry={() => void groups.refetch()}
          />
        ) : shown.length === 0 && !needsMore ? (
          <ListEmptyState
            icon="users"
            iconBadge
            title={query || isFiltered ? t('groups_empty_search_title') : t('groups_empty_title')}
            titleClassName={styles.stateTitle}
            action={
              query || isFiltered ? (
                <Link to="/groups" className={styles.clearLink}>
                  {t('groups_clear_filters')}
                </Link>
              ) : undefined
            }
          >
            {query
              ? t('groups_empty_search_text', { query })
              : isFiltered
                ? t('groups_empty_filter_text')
                : t('groups_empty_text')}
          </ListEmptyState>
        ) : shown.length === 0 ? (
          <DirectorySkeleton />
        ) : (
          <>
            <VisuallyHidden role="status">
              {shown.length === 1
                ? t('groups_count_one')
                : t('groups_count', { count: shown.length })}
            </VisuallyHidden>
            <ul className={styles.grid}>
              {shown.map((group) => (
                <li key={group.id} className={styles.cell}>
                  <GroupCard
                    group={group}
                    topic={topicOf(group, categories.data)}
                    headingLevel={3}
                  />
                </li>
              ))}
            </ul>
            <LoadMoreFooter
              pages={groups}
              loadMoreLabel={t('feed_load_more')}
              retryLabel={t('feed_retry')}
              errorMessage={t('groups_error')}
              endText={t('groups_end')}
            />
          </>
        )}
      </section>
    </div>
  )
}

function TopicLink({
  query,
  category,
  subcategory,
  isCurrent,
  small = false,
  children,
}: {
  query: string | undefined
  category?: number
  subcategory?: number
  isCurrent: boolean
  small?: boolean
  children: string
}) {
  return (
    <Link
      to="/groups"
      search={{ query, category, subcategory }}
      className={small ? styles.pillSmall : styles.pill}
      activeOptions={{ exact: true }}
      aria-current={isCurrent ? 'page' : undefined}
    >
      {children}
    </Link>
  )
}
