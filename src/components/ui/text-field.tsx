import { useEffect, useState, type ReactNode } from 'react'
import {
  FieldError,
  Input,
  Label,
  Text,
  TextArea,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
  type ValidationResult,
} from 'react-aria-components/TextField'
import {
  SearchField as RACSearchField,
  type SearchFieldProps as RACSearchFieldProps,
} from 'react-aria-components/SearchField'
import { Button as RACButton } from 'react-aria-components/Button'
import { t } from '#i18n/en-widgets'
import { cx } from './class-names'
import { Icon } from './icon'
import { VisuallyHidden } from './visually-hidden'
import * as buttonStyles from './button.css'
import * as styles from './field.css'

/** How long typing must pause before the character count is read out. */
const COUNT_ANNOUNCE_DELAY_MS = 800

export interface TextFieldProps extends Omit<RACTextFieldProps, 'children' | 'className'> {
  label: ReactNode
  description?: ReactNode
  /**
   * A non-empty string marks the field invalid and shows it (handy for server messages); a
   * function formats react-aria's own validation result.
   */
  errorMessage?: string | ((validation: ValidationResult) => string)
  placeholder?: string
  /** Render a textarea instead of a one-line input. */
  multiline?: boolean
  rows?: number
  /** Keep the label for screen readers only, when the context already shows what the field is. */
  isLabelHidden?: boolean
  className?: string
}

/** Announces the count politely once typing pauses, instead of on every keystroke. */
function useDebouncedAnnouncement(message: string | null) {
  const [announced, setAnnounced] = useState('')
  useEffect(() => {
    if (message === null) return
    const timer = setTimeout(() => setAnnounced(message), COUNT_ANNOUNCE_DELAY_MS)
    return () => clearTimeout(timer)
  }, [message])
  return announced
}

export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  multiline = false,
  rows,
  isLabelHidden = false,
  className,
  maxLength,
  isInvalid,
  onChange,
  ...props
}: TextFieldProps) {
  const [uncontrolledLength, setUncontrolledLength] = useState(
    () => (props.defaultValue ?? '').length,
  )
  const length = props.value !== undefined ? props.value.length : uncontrolledLength
  const showCounter = maxLength !== undefined && maxLength > 0
  const announcement = useDebouncedAnnouncement(
    showCounter ? t('ui_character_count_announcement', { count: length, max: maxLength }) : null,
  )
  const hasStringError = typeof errorMessage === 'string' && errorMessage !== ''

  return (
    <RACTextField
      {...props}
      maxLength={maxLength}
      isInvalid={isInvalid ?? (hasStringError ? true : undefined)}
      onChange={(value) => {
        setUncontrolledLength(value.length)
        onChange?.(value)
      }}
      className={cx(styles.field, className)}
    >
      {isLabelHidden ? (
        <VisuallyHidden>
          <Label>{label}</Label>
        </VisuallyHidden>
      ) : (
        <Label className={styles.label}>{label}</Label>
      )}
      {multiline ? (
        <TextArea
          className={cx(styles.input, styles.textarea)}
          placeholder={placeholder}
          rows={rows}
        />
      ) : (
        <Input className={styles.input} placeholder={placeholder} />
      )}
      {(description || showCounter) && (
        <div className={styles.footer}>
          {description && (
            <Text slot="description" className={styles.description}>
              {description}
            </Text>
          )}
          {showCounter && (
            <>
              <span
                className={styles.counter}
                data-at-limit={length >= maxLength || undefined}
                aria-hidden="true"
              >
                {t('ui_character_count', { count: length, max: maxLength })}
              </span>
              <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
            </>
          )}
        </div>
      )}
      <FieldError className={styles.error}>
        {(validation) => (
          <>
            <Icon name="alert" size={16} className={styles.errorIcon} />
            {typeof errorMessage === 'function'
              ? errorMessage(validation)
              : errorMessage || validation.validationErrors.join(' ')}
          </>
        )}
      </FieldError>
    </RACTextField>
  )
}

export interface SearchFieldProps extends Omit<RACSearchFieldProps, 'children' | 'className'> {
  /** Always required for screen readers; shown only when `isLabelHidden` is false. */
  label: string
  isLabelHidden?: boolean
  placeholder?: string
  className?: string
}

/** A search box: Enter calls `onSubmit`, Escape or the clear button empties it. */
export function SearchField({
  label,
  isLabelHidden = true,
  placeholder = t('ui_search_placeholder'),
  className,
  ...props
}: SearchFieldProps) {
  return (
    <RACSearchField {...props} className={cx(styles.field, className)}>
      {isLabelHidden ? (
        <VisuallyHidden>
          <Label>{label}</Label>
        </VisuallyHidden>
      ) : (
        <Label className={styles.label}>{label}</Label>
      )}
      <div className={styles.searchGroup}>
        <Icon name="search" size={18} className={styles.searchIcon} />
        <Input className={cx(styles.input, styles.searchInput)} placeholder={placeholder} />
        <RACButton
          className={cx(
            buttonStyles.iconButton({ variant: 'ghost', size: 'sm' }),
            styles.searchClear,
          )}
          aria-label={t('ui_clear_search')}
        >
          <Icon name="close" size={16} />
        </RACButton>
      </div>
    </RACSearchField>
  )
}
