import type { ReactNode } from 'react'
import { Label } from 'react-aria-components/Label'
import { Radio, RadioGroup, type RadioGroupProps } from 'react-aria-components/RadioGroup'
import { cx } from './class-names'
import * as fieldStyles from './field.css'
import * as styles from './segmented-control.css'
import { visuallyHidden } from '#styles/global.css'

export interface SegmentedOption<Value extends string> {
  value: Value
  label: ReactNode
  icon?: ReactNode
}

export interface SegmentedControlProps<Value extends string> extends Omit<
  RadioGroupProps,
  'children' | 'className' | 'value' | 'defaultValue' | 'onChange' | 'orientation'
> {
  label: ReactNode
  /** Keep the label for screen readers only, when the options explain themselves. */
  isLabelHidden?: boolean
  options: readonly SegmentedOption<Value>[]
  value: Value
  onChange: (value: Value) => void
  className?: string
}

/**
 * A small choice between a few exclusive options, drawn as joined buttons. Underneath it is a
 * radio group: one tab stop, arrow keys move the choice, and a screen reader hears "radio, 1 of 2".
 */
export function SegmentedControl<Value extends string>({
  label,
  isLabelHidden = false,
  options,
  value,
  onChange,
  className,
  ...props
}: SegmentedControlProps<Value>) {
  return (
    <RadioGroup
      {...props}
      orientation="horizontal"
      value={value}
      // react-aria hands back the string of the chosen Radio, which is one of `options`.
      onChange={(next) => onChange(next as Value)}
      className={cx(fieldStyles.field, className)}
    >
      <Label className={isLabelHidden ? visuallyHidden : fieldStyles.label}>{label}</Label>
      <div className={styles.track}>
        {options.map((option) => (
          <Radio key={option.value} value={option.value} className={styles.option}>
            {option.icon}
            {option.label}
          </Radio>
        ))}
      </div>
    </RadioGroup>
  )
}
