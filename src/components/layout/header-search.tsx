import { useState, type KeyboardEvent, type RefObject } from 'react'
import { useNavigate, useRouterState } from '@tanstack/react-router'
import { t } from '#i18n/index'
import { parseSearchQuery } from '#lib/search-params'
import { SearchBox } from '../ui/search-box'
import * as styles from './header.css'

export const HEADER_SEARCH_ID = 'header-search'

function readQuery(search: unknown): string {
  const query = (search as Record<string, unknown> | undefined)?.query
  // The router may hand a numeric-looking query (?query=1984) back as a number.
  if (typeof query === 'number') return String(query)
  return typeof query === 'string' ? query : ''
}

interface HeaderSearchProps {
  isExpanded: boolean
  onCollapse: () => void
  /** The slot element; the shell focuses the input inside it when search is summoned. */
  slotRef: RefObject<HTMLDivElement | null>
}

/**
 * Enter writes the normalised text into `?query=` on the current URL (trimmed, inner runs of
 * spaces collapsed, omitted when empty: docs/behaviour.md#search), keeping every other
 * search param, so each page decides what its query filters. The field mirrors the URL, so
 * back/forward and shared links show the query in effect.
 */
export function HeaderSearch({ isExpanded, onCollapse, slotRef }: HeaderSearchProps) {
  const navigate = useNavigate()
  const urlQuery = useRouterState({ select: (state) => readQuery(state.location.search) })
  const [draft, setDraft] = useState(urlQuery)
  const [syncedQuery, setSyncedQuery] = useState(urlQuery)
  if (syncedQuery !== urlQuery) {
    setSyncedQuery(urlQuery)
    setDraft(urlQuery)
  }

  function submit(value: string) {
    const query = parseSearchQuery(value)
    setDraft(query ?? '')
    void navigate({
      to: '.',
      search: (prev: Record<string, unknown>) => {
        const { query: _previous, ...rest } = prev
        return query === undefined ? rest : { ...rest, query }
      },
    })
  }

  function collapseOnEscape(event: KeyboardEvent<HTMLDivElement>) {
    // Escape closes the phone panel (the browser's own Escape clears a search input's text).
    if (event.key === 'Escape' && isExpanded) onCollapse()
  }

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- catches Escape bubbling up from the field inside
    <div
      ref={slotRef}
      id={HEADER_SEARCH_ID}
      className={styles.searchSlot}
      data-expanded={isExpanded || undefined}
      role="search"
      onKeyDown={collapseOnEscape}
    >
      <SearchBox
        className={styles.searchField}
        label={t('layout_search_label')}
        placeholder={t('ui_search_placeholder')}
        value={draft}
        onChange={setDraft}
        onSubmit={submit}
      />
    </div>
  )
}
