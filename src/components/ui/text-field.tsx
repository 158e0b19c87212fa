import {
  useEffect,
  useId,
  useState,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react'
import { t } from '#i18n/en-widgets'
import { cx } from './class-names'
import { describedBy, FieldErrorText } from './field-parts'
import { VisuallyHidden } from './visually-hidden'
import * as styles from './field.css'

/**
 * The characters of a text as the API counts them for a `maxLength`: code points (JSON Schema's
 * rule), so an emoji is one character, not the two UTF-16 units of `String.length` (or of the
 * browser's `maxlength` attribute).
 */
export const characterCount = (text: string): number => Array.from(text).length

/** How long typing must pause before the character count is read out. */
const COUNT_ANNOUNCE_DELAY_MS = 800

type FieldElement = HTMLInputElement | HTMLTextAreaElement

export interface TextFieldProps {
  label: ReactNode
  description?: ReactNode
  /** A non-empty string marks the field invalid and shows it under the field. */
  errorMessage?: string
  value?: string
  defaultValue?: string
  onChange?: (value: string) => void
  onKeyDown?: (event: KeyboardEvent<FieldElement>) => void
  name?: string
  type?: 'text' | 'email' | 'password' | 'url' | 'tel' | 'search' | 'date'
  autoComplete?: string
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode']
  placeholder?: string
  /**
   * Shows a character counter (code points, `characterCount`). A soft limit: typing or pasting
   * past it is kept, the counter turns red and says how many are over, and the form refuses it on
   * submit. The browser's `maxlength` counts UTF-16 units, which stopped an emoji-rich text at half
   * the limit the API allows, and cut pasted text silently.
   */
  maxLength?: number
  /**
   * Announced as required. The forms validate on submit themselves (their `<form noValidate>`),
   * so this sets `aria-required`, not the browser's `required` and its popup.
   */
  isRequired?: boolean
  isInvalid?: boolean
  isReadOnly?: boolean
  isDisabled?: boolean
  autoFocus?: boolean
  /** Render a textarea instead of a one-line input. */
  multiline?: boolean
  rows?: number
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

/**
 * A labelled text input or textarea with its help text, character count and error message.
 *
 * Native elements, not react-aria's TextField (issue 10): the sign-in and sign-up pages are
 * first loads, and react-aria's field, form-validation and press machinery (its 30 KB core) was
 * most of what they downloaded. A native field already has everything this needs: the `<label>`
 * names it, `aria-describedby` reads the help and the error, `aria-invalid` and `aria-required`
 * report its state, and `:focus-visible` draws the keyboard focus ring.
 */
export function TextField({
  label,
  description,
  errorMessage,
  onChange,
  maxLength,
  isRequired,
  isInvalid,
  isReadOnly,
  isDisabled,
  multiline = false,
  rows,
  className,
  type = 'text',
  ...inputProps
}: TextFieldProps) {
  const id = useId()
  const descriptionId = `${id}-description`
  const errorId = `${id}-error`
  const [uncontrolledLength, setUncontrolledLength] = useState(() =>
    characterCount(inputProps.defaultValue ?? ''),
  )
  const length =
    inputProps.value !== undefined ? characterCount(inputProps.value) : uncontrolledLength
  const showCounter = maxLength !== undefined && maxLength > 0
  const over = showCounter ? length - maxLength : 0
  const announcement = useDebouncedAnnouncement(
    showCounter
      ? t(over > 0 ? 'ui_character_count_over' : 'ui_character_count_announcement', {
          count: length,
          max: maxLength,
          over,
        })
      : null,
  )
  const hasError = typeof errorMessage === 'string' && errorMessage !== ''
  const invalid = isInvalid ?? hasError

  const controlProps = {
    ...inputProps,
    id,
    readOnly: isReadOnly,
    disabled: isDisabled,
    'aria-required': isRequired || undefined,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy(description ? descriptionId : null, hasError && errorId),
    onChange: (event: { currentTarget: FieldElement }) => {
      const { value } = event.currentTarget
      setUncontrolledLength(characterCount(value))
      onChange?.(value)
    },
  }

  return (
    <div className={cx(styles.field, className)}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {multiline ? (
        <textarea {...controlProps} className={cx(styles.input, styles.textarea)} rows={rows} />
      ) : (
        <input {...controlProps} type={type} className={styles.input} />
      )}
      {(description || showCounter) && (
        <div className={styles.footer}>
          {description && (
            <span id={descriptionId} className={styles.description}>
              {description}
            </span>
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
      {hasError && <FieldErrorText id={errorId}>{errorMessage}</FieldErrorText>}
    </div>
  )
}
