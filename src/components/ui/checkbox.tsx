import type { ReactNode } from 'react'
import {
  CheckboxButton,
  CheckboxField,
  FieldError,
  Text,
  type CheckboxFieldProps,
  type ValidationResult,
} from 'react-aria-components/Checkbox'
import { cx } from './class-names'
import { Icon } from './icon'
import * as fieldStyles from './field.css'
import * as styles from './checkbox.css'

export interface CheckboxProps extends Omit<CheckboxFieldProps, 'children' | 'className'> {
  /** The label, clickable together with the box. */
  children: ReactNode
  description?: ReactNode
  /** A non-empty string marks the checkbox invalid and shows it; a function formats validation. */
  errorMessage?: string | ((validation: ValidationResult) => string)
  className?: string
}

export function Checkbox({
  children,
  description,
  errorMessage,
  isInvalid,
  className,
  ...props
}: CheckboxProps) {
  const hasStringError = typeof errorMessage === 'string' && errorMessage !== ''
  return (
    <CheckboxField
      {...props}
      isInvalid={isInvalid ?? (hasStringError ? true : undefined)}
      className={cx(fieldStyles.field, className)}
    >
      <CheckboxButton className={styles.button}>
        <span className={styles.box} aria-hidden="true">
          <Icon name="check" size={16} strokeWidth={3} className={styles.check} />
        </span>
        <span>{children}</span>
      </CheckboxButton>
      {description && (
        <Text slot="description" className={cx(fieldStyles.description, styles.helper)}>
          {description}
        </Text>
      )}
      <FieldError className={cx(fieldStyles.error, styles.helper)}>
        {(validation) =>
          typeof errorMessage === 'function'
            ? errorMessage(validation)
            : errorMessage || validation.validationErrors.join(' ')
        }
      </FieldError>
    </CheckboxField>
  )
}
