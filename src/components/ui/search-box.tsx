import { useId, type KeyboardEvent } from 'react'
import { t } from '#i18n/index'
import { cx } from './class-names'
import * as buttonStyles from './button.css'
import * as styles from './field.css'
import { Icon } from './icon'
import { VisuallyHidden } from './visually-hidden'

export interface SearchBoxProps {
  label: string
  value: string
  onChange: (value: string) => void
  /** Enter submits (docs/behaviour.md#search). */
  onSubmit: (value: string) => void
  placeholder?: string
  className?: string
}

/**
 * The always-visible header search. A native `<input type="search">` rather than react-aria's
 * SearchField: it needs no behaviour beyond what the browser gives (label, Enter, Escape clears),
 * and it sits on every page's first load, where the bundle budget has no room for a field and
 * form-validation machinery. Forms that validate use TextField.
 */
export function SearchBox({
  label,
  value,
  onChange,
  onSubmit,
  placeholder = t('ui_search_placeholder'),
  className,
}: SearchBoxProps) {
  const id = useId()

  function submitOnEnter(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return
    event.preventDefault()
    onSubmit(event.currentTarget.value)
  }

  return (
    <div className={cx(styles.field, className)} data-empty={value === '' || undefined}>
      <VisuallyHidden>
        <label htmlFor={id}>{label}</label>
      </VisuallyHidden>
      <div className={styles.searchGroup}>
        <Icon name="search" size={18} className={styles.searchIcon} />
        <input
          id={id}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          className={cx(styles.input, styles.searchInput)}
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          onKeyDown={submitOnEnter}
        />
        <button
          type="button"
          className={cx(
            buttonStyles.iconButton({ variant: 'ghost', size: 'sm' }),
            styles.searchClear,
          )}
          aria-label={t('ui_clear_search')}
          onClick={(event) => {
            onChange('')
            event.currentTarget.parentElement?.querySelector('input')?.focus()
          }}
        >
          <Icon name="close" size={16} />
        </button>
      </div>
    </div>
  )
}
