import { useState } from 'react'
import { SearchBox } from '#components/ui/search-box'
import { t } from '#i18n/en-community'
import * as styles from './profile-list.css'

export interface ProfilesSearchProps {
  /** The search in the URL; remount (key) the field when it changes elsewhere (the header). */
  query?: string
  /** Enter: the route writes `?query=` (docs/behaviour.md#search). */
  onSearch: (text: string) => void
}

/** The profiles page's own search field; the URL, not this field, holds the search. */
export function ProfilesSearch({ query, onSearch }: ProfilesSearchProps) {
  const [text, setText] = useState(query ?? '')
  return (
    <SearchBox
      label={t('profiles_search_label')}
      placeholder={t('profiles_search_placeholder')}
      value={text}
      onChange={setText}
      onSubmit={onSearch}
      className={styles.search}
    />
  )
}
