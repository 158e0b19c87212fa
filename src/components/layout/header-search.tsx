import { useState, type KeyboardEvent, type RefObject } from 'react'
import { useNavigate, useRouterState } from '@tanstack/react-router'
import { Button } from 'react-aria-components/Button'
import { Input } from 'react-aria-components/Input'
import { SearchField } from 'react-aria-components/SearchField'
import * as styles from './header.css'
import { CloseIcon, SearchIcon } from './layout-icons'
import { normaliseSearchQuery } from './normalise-search-query'

export const HEADER_SEARCH_ID = 'header-search'

function readQuery(search: unknown): string {
  const query = (search as Record<string, unknown> | undefined)?.query
  return typeof query === 'string' ? query : ''
}

interface HeaderSearchProps {
  isExpanded: boolean
  onCollapse: () => void
  inputRef: RefObject<HTMLInputElement | null>
}

/**
 * Enter writes the normalised text into `?query=` on the current URL, keeping every other
 * search param, so each page decides what its query filters. The field mirrors the URL so
 * back/forward and shared links show the query that is in effect.
 */
export function HeaderSearch({ isExpanded, onCollapse, inputRef }: HeaderSearchProps) {
  const navigate = useNavigate()
  const urlQuery = useRouterState({ select: (state) => readQuery(state.location.search) })
  const [draft, setDraft] = useState(urlQuery)
  const [syncedQuery, setSyncedQuery] = useState(urlQuery)
  if (syncedQuery !== urlQuery) {
    setSyncedQuery(urlQuery)
    setDraft(urlQuery)
  }

  function submit(value: string) {
    const query = normaliseSearchQuery(value)
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
    // SearchField consumes Escape while it has text (it clears it); an empty field lets it
    // through, which closes the phone panel.
    if (event.key === 'Escape' && isExpanded) onCollapse()
  }

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- catches Escape bubbling up from the field inside
    <div
      id={HEADER_SEARCH_ID}
      className={styles.searchSlot}
      data-expanded={isExpanded || undefined}
      role="search"
      onKeyDown={collapseOnEscape}
    >
      <SearchField
        className={styles.searchField}
        aria-label="Search for topics"
        value={draft}
        onChange={setDraft}
        onSubmit={submit}
      >
        <SearchIcon className={styles.searchIcon} size={20} />
        <Input ref={inputRef} className={styles.searchInput} placeholder="Search for topics..." />
        <Button className={styles.searchClear} aria-label="Clear search">
          <CloseIcon size={18} />
        </Button>
      </SearchField>
    </div>
  )
}
