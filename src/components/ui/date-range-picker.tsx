import type { DateValue } from '@internationalized/date'
import { Button } from 'react-aria-components/Button'
import {
  CalendarCell,
  CalendarGrid,
  DateInput,
  DateRangePicker as RACDateRangePicker,
  DateSegment,
  FieldError,
  Group,
  Label,
  Popover,
  RangeCalendar,
  Text,
  type DateRangePickerProps as RACDateRangePickerProps,
} from 'react-aria-components/DateRangePicker'
import { Dialog } from 'react-aria-components/Dialog'
import { Heading } from 'react-aria-components/Heading'
import { I18nProvider } from 'react-aria-components/I18nProvider'
import { t } from '#i18n/en-widgets'
import { cx } from './class-names'
import * as fieldStyles from './field.css'
import { Icon } from './icon'
import * as styles from './date-range-picker.css'

export interface DateRangePickerProps<T extends DateValue> extends RACDateRangePickerProps<T> {
  label: string
  description?: string
  errorMessage?: string
}

/**
 * Two date fields and a calendar popover (react-aria's DateRangePicker): typed or picked, read
 * out segment by segment, with the whole month grid reachable by keyboard.
 */
export function DateRangePicker<T extends DateValue>({
  label,
  description,
  errorMessage,
  className,
  ...props
}: DateRangePickerProps<T>) {
  return (
    // Dates read day first, as everywhere else on the site (en-GB), whatever the browser's locale.
    <I18nProvider locale="en-GB">
      <RACDateRangePicker {...props} className={cx(fieldStyles.field, className as string)}>
        <Label className={fieldStyles.label}>{label}</Label>
        <Group className={styles.group}>
          <DateInput slot="start" className={styles.input}>
            {(segment) => <DateSegment segment={segment} className={styles.segment} />}
          </DateInput>
          <span aria-hidden="true" className={styles.dash}>
            –
          </span>
          <DateInput slot="end" className={styles.input}>
            {(segment) => <DateSegment segment={segment} className={styles.segment} />}
          </DateInput>
          <Button className={styles.calendarButton} aria-label={t('ui_open_calendar')}>
            <Icon name="calendar" size={20} />
          </Button>
        </Group>
        {description && (
          <Text slot="description" className={fieldStyles.description}>
            {description}
          </Text>
        )}
        <FieldError className={fieldStyles.error}>{errorMessage}</FieldError>
        <Popover className={styles.popover} placement="bottom start">
          <Dialog className={styles.dialog} aria-label={label}>
            <RangeCalendar className={styles.calendar}>
              <header className={styles.calendarHeader}>
                <Button
                  slot="previous"
                  className={styles.navButton}
                  aria-label={t('ui_previous_month')}
                >
                  <Icon name="chevron-left" size={20} />
                </Button>
                <Heading className={styles.heading} />
                <Button slot="next" className={styles.navButton} aria-label={t('ui_next_month')}>
                  <Icon name="chevron-right" size={20} />
                </Button>
              </header>
              <CalendarGrid className={styles.grid}>
                {(date) => <CalendarCell date={date} className={styles.cell} />}
              </CalendarGrid>
            </RangeCalendar>
          </Dialog>
        </Popover>
      </RACDateRangePicker>
    </I18nProvider>
  )
}
