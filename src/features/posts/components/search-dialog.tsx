import { useEffect, useId, useState } from 'react'
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import { Autocomplete } from 'react-aria-components/Autocomplete'
import { Dialog, Heading } from 'react-aria-components/Dialog'
import { ListBox, ListBoxItem } from 'react-aria-components/ListBox'
import { Modal, ModalOverlay } from 'react-aria-components/Modal'
import { Input, SearchField } from 'react-aria-components/SearchField'
import { Button, IconButton } from '#components/ui/button'
import { Icon } from '#components/ui/icon'
import { Spinner } from '#components/ui/loader'
import { VisuallyHidden } from '#components/ui/visually-hidden'
import { t } from '#i18n/en-post-dialogs'
import { parseSearchQuery } from '#lib/search-params'
import { uniqueById } from '#lib/paging'
import { postQueries, type Post } from '../api/post-queries'
import * as styles from './search-dialog.css'

/** Typing pauses this long before the search runs; Enter runs it at once. */
export const POST_SEARCH_DEBOUNCE_MS = 300
/** The dialog shows the first results; "see all" opens the full list in a feed. */
const SHOWN_RESULTS = 8
const SEE_ALL_ID = 'see-all'

export interface SearchDialogProps {
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
  /** Open a post (Enter or a press on a result). */
  onOpenPost: (post: Post) => void
  /**
   * "See all results": the route decides which feed shows them
   * (README.md → Decisions, "Search dialog").
   */
  onSeeAll: (query: string) => void
}

/**
 * The search posts dialog (openapi `searchPosts`): results as you type
 * (debounced) and at once on Enter, shown with title, author and boards. An autocomplete: focus
 * stays in the field while the arrow keys move through the results (announced through
 * aria-activedescendant), Enter opens the highlighted post, Escape closes.
 */
export function SearchDialog({ isOpen, onOpenChange, onOpenPost, onSeeAll }: SearchDialogProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className={styles.overlay}
    >
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog} aria-label={t('search_dialog_title')}>
          {({ close }) => (
            <SearchPanel
              onClose={close}
              onOpenPost={(post) => {
                close()
                onOpenPost(post)
              }}
              onSeeAll={(query) => {
                close()
                onSeeAll(query)
              }}
            />
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}

function SearchPanel({
  onClose,
  onOpenPost,
  onSeeAll,
}: {
  onClose: () => void
  onOpenPost: (post: Post) => void
  onSeeAll: (query: string) => void
}) {
  const [input, setInput] = useState('')
  const [settled, setSettled] = useState<string | undefined>(undefined)
  const statusId = useId()
  const typed = parseSearchQuery(input)
  // An emptied field clears the results at once; anything else waits for the pause.
  const query = typed === undefined ? undefined : settled

  // Search as you type: the query follows the field once typing pauses.
  useEffect(() => {
    if (typed === undefined) return
    const timer = window.setTimeout(() => setSettled(typed), POST_SEARCH_DEBOUNCE_MS)
    return () => window.clearTimeout(timer)
  }, [typed])

  const results = useInfiniteQuery({
    ...postQueries.search(query ?? ''),
    // Results a moment old are still the right answer while the member types on.
    staleTime: 30_000,
    enabled: query !== undefined,
    // The last answer stays on screen while the next one loads: no flash of "searching".
    placeholderData: keepPreviousData,
  })
  const posts = query === undefined ? [] : uniqueById<Post>(results.data).slice(0, SHOWN_RESULTS)
  const total = results.data?.pages[0]?.pagination.total_objects ?? 0
  const isSearching = query !== undefined && results.isFetching

  const status =
    query === undefined
      ? t('search_dialog_hint')
      : results.isError && !results.data
        ? t('search_dialog_error')
        : results.isPending
          ? t('search_dialog_searching')
          : total === 0
            ? t('search_dialog_empty', { query })
            : total === 1
              ? t('search_dialog_count_one')
              : t('search_dialog_count', { count: total })

  const items: ({ id: number; post: Post } | { id: typeof SEE_ALL_ID; post: null })[] = [
    ...posts.map((post) => ({ id: post.id, post })),
    ...(query !== undefined && total > 0 ? [{ id: SEE_ALL_ID, post: null } as const] : []),
  ]

  return (
    <div className={styles.panel}>
      <div className={styles.head}>
        <Heading slot="title" className={styles.title}>
          {t('search_dialog_title')}
        </Heading>
        <IconButton variant="ghost" aria-label={t('search_dialog_close')} onPress={onClose}>
          <Icon name="close" size={22} />
        </IconButton>
      </div>
      <Autocomplete inputValue={input} onInputChange={setInput}>
        <SearchField
          aria-label={t('search_dialog_label')}
          aria-describedby={statusId}
          // A search dialog exists to take a query: the field has focus the moment it opens.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          className={styles.field}
          onSubmit={(value) => {
            // Enter with no result highlighted: search now, without waiting for the pause.
            const next = parseSearchQuery(value)
            if (next !== undefined) setSettled(next)
          }}
        >
          <Icon name="search" size={20} className={styles.fieldIcon} />
          <Input className={styles.input} placeholder={t('search_dialog_placeholder')} />
          {isSearching && (
            <Spinner
              size={18}
              className={styles.spinner}
              aria-label={t('search_dialog_searching')}
            />
          )}
        </SearchField>
        <p id={statusId} className={styles.status} role="status">
          {status}
        </p>
        {results.isError && !results.data && query !== undefined && (
          <Button variant="secondary" onPress={() => void results.refetch()}>
            {t('search_dialog_retry')}
          </Button>
        )}
        <ListBox
          aria-label={t('search_dialog_results')}
          items={items}
          className={styles.list}
          renderEmptyState={() => null}
          onAction={(key) => {
            if (key === SEE_ALL_ID) {
              if (typed) onSeeAll(typed)
              return
            }
            const post = posts.find((p) => p.id === key)
            if (post) onOpenPost(post)
          }}
        >
          {(item) =>
            item.post ? (
              <ListBoxItem id={item.id} textValue={item.post.title} className={styles.item}>
                <span className={styles.itemIcon}>
                  <Icon name={item.post.type === 'question' ? 'help' : 'film'} size={18} />
                </span>
                <span className={styles.itemText}>
                  <span className={styles.itemTitle}>{item.post.title}</span>
                  <span className={styles.itemMeta}>
                    {t('search_dialog_result_meta', { author: item.post.created_by_ref })}
                    {item.post.boards.length > 0 && (
                      <>
                        {' · '}
                        {item.post.boards.map((b) => b.name).join(', ')}
                      </>
                    )}
                  </span>
                </span>
                <Icon name="chevron-right" size={18} className={styles.itemArrow} />
              </ListBoxItem>
            ) : (
              <ListBoxItem
                id={SEE_ALL_ID}
                textValue={t('search_dialog_see_all', { query: typed ?? '' })}
                className={styles.seeAll}
              >
                <Icon name="list" size={18} />
                {t('search_dialog_see_all', { query: typed ?? query ?? '' })}
                <VisuallyHidden> ({total})</VisuallyHidden>
              </ListBoxItem>
            )
          }
        </ListBox>
      </Autocomplete>
    </div>
  )
}
