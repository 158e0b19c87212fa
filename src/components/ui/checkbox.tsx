import { useId, useState, type ReactNode } from 'react'
import { cx } from './class-names'
import { describedBy, FieldErrorText } from './field-parts'
import { Icon } from './icon'
import * as fieldStyles from './field.css'
import * as styles from './checkbox.css'

export interface CheckboxProps {
  /** The label, clickable together with the box. */
  children: ReactNode
  /** Ticked or not, for a controlled checkbox; leave out for an uncontrolled one. */
  isSelected?: boolean
  /** Whether an uncontrolled checkbox starts ticked. */
  defaultSelected?: boolean
  /** Receives whether the box is now ticked. */
  onChange?: (isSelected: boolean) => void
  description?: ReactNode
  /** A non-empty string marks the checkbox invalid and shows it under the label. */
  errorMessage?: string
  isInvalid?: boolean
  /**
   * Announced as required. The forms validate on submit themselves (their `<form noValidate>`),
   * so this sets `aria-required`, not the browser's `required` and its popup.
   */
  isRequired?: boolean
  isDisabled?: boolean
  name?: string
  /** Sent with the form when ticked; the browser's default is "on". */
  value?: string
  className?: string
}

/**
 * A checkbox with its label, help text and error message.
 *
 * A native `<input type="checkbox">` inside its `<label>`, not react-aria's Checkbox (issue 10):
 * /register downloaded react-aria's 30 KB core for this box alone. The browser already gives
 * everything it needs: the label names the input and toggles it on click, Space toggles it,
 * `aria-describedby` reads the help and the error, and `:checked`, `:focus-visible`, `:hover`,
 * `:active`, `:disabled` and `[aria-invalid]` drive its look (checkbox.css.ts). The input is
 * visually hidden over the drawn box, which stands in for it.
 */
export function Checkbox({
  children,
  isSelected,
  defaultSelected = false,
  onChange,
  description,
  errorMessage,
  isInvalid,
  isRequired,
  isDisabled,
  name,
  value,
  className,
}: CheckboxProps) {
  const id = useId()
  const descriptionId = `${id}-description`
  const errorId = `${id}-error`
  const [uncontrolled, setUncontrolled] = useState(defaultSelected)
  const checked = isSelected ?? uncontrolled
  const hasError = typeof errorMessage === 'string' && errorMessage !== ''
  const invalid = isInvalid ?? hasError

  return (
    <div className={cx(fieldStyles.field, className)}>
      <label className={styles.label}>
        <input
          type="checkbox"
          className={styles.input}
          name={name}
          value={value}
          checked={checked}
          disabled={isDisabled}
          aria-required={isRequired || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(description ? descriptionId : null, hasError && errorId)}
          onChange={(event) => {
            const next = event.currentTarget.checked
            if (isSelected === undefined) setUncontrolled(next)
            onChange?.(next)
          }}
        />
        <span className={styles.box} aria-hidden="true">
          <Icon name="check" size={16} strokeWidth={3} className={styles.check} />
        </span>
        <span>{children}</span>
      </label>
      {description && (
        <span id={descriptionId} className={cx(fieldStyles.description, styles.helper)}>
          {description}
        </span>
      )}
      {hasError && (
        <FieldErrorText id={errorId} className={styles.helper}>
          {errorMessage}
        </FieldErrorText>
      )}
    </div>
  )
}
