import type { ReactNode } from 'react'
import { Checkbox, CheckboxGroup } from 'react-aria-components/CheckboxGroup'
import { FieldError, Label, Radio, RadioGroup, Text } from 'react-aria-components/RadioGroup'
import { Icon } from '#components/ui/icon'
import * as fieldStyles from '#components/ui/field.css'
import * as styles from './choice-chips.css'

/*
 * The create-group dialog's category and topic pickers. The shared UI kit has a two-option
 * SegmentedControl but no wrapping single or multiple choice over a server-sent list, so these
 * sit here on react-aria's RadioGroup and CheckboxGroup (arrow keys move the category, Space
 * toggles a topic; a screen reader hears "radio, 2 of 4" or "checkbox, checked").
 */

export interface ChoiceOption {
  id: number
  name: string
}

interface ChoiceFieldProps {
  label: ReactNode
  description?: ReactNode
  options: readonly ChoiceOption[]
  /** A non-empty string marks the field invalid and is shown under it. */
  errorMessage?: string
  isRequired?: boolean
}

export interface SingleChoiceChipsProps extends ChoiceFieldProps {
  value: number | null
  onChange: (id: number) => void
}

/** One of a few options, as a wrap of pill-shaped radios. */
export function SingleChoiceChips({
  label,
  description,
  options,
  errorMessage,
  isRequired,
  value,
  onChange,
}: SingleChoiceChipsProps) {
  return (
    <RadioGroup
      className={fieldStyles.field}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(Number(next))}
      isRequired={isRequired}
      isInvalid={Boolean(errorMessage)}
      orientation="horizontal"
    >
      <Label className={fieldStyles.label}>{label}</Label>
      {description && (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      )}
      <div className={styles.chips}>
        {options.map((option) => (
          <Radio key={option.id} value={String(option.id)} className={styles.chip}>
            {({ isSelected }) => (
              <>
                {isSelected && <Icon name="check" size={16} strokeWidth={3} />}
                {option.name}
              </>
            )}
          </Radio>
        ))}
      </div>
      <FieldError className={fieldStyles.error}>
        <Icon name="alert" size={16} className={fieldStyles.errorIcon} />
        {errorMessage}
      </FieldError>
    </RadioGroup>
  )
}

export interface MultipleChoiceChipsProps extends ChoiceFieldProps {
  value: readonly number[]
  onChange: (ids: number[]) => void
}

/** Any number of options, as a wrap of pill-shaped checkboxes. */
export function MultipleChoiceChips({
  label,
  description,
  options,
  errorMessage,
  value,
  onChange,
}: MultipleChoiceChipsProps) {
  return (
    <CheckboxGroup
      className={fieldStyles.field}
      value={value.map(String)}
      onChange={(next) => onChange(next.map(Number))}
      isInvalid={Boolean(errorMessage)}
    >
      <Label className={fieldStyles.label}>{label}</Label>
      {description && (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      )}
      <div className={styles.chips}>
        {options.map((option) => (
          <Checkbox key={option.id} value={String(option.id)} className={styles.chip}>
            {({ isSelected }) => (
              <>
                <Icon name={isSelected ? 'check' : 'plus'} size={16} strokeWidth={3} />
                {option.name}
              </>
            )}
          </Checkbox>
        ))}
      </div>
      <FieldError className={fieldStyles.error}>
        <Icon name="alert" size={16} className={fieldStyles.errorIcon} />
        {errorMessage}
      </FieldError>
    </CheckboxGroup>
  )
}
