import { VisuallyHidden } from '#components/ui/visually-hidden'
import { Icon } from '#components/ui/icon'
import { t } from '#i18n/en-account'
import * as styles from './register.css'

export type StepState = 'complete' | 'current' | 'upcoming'

const STATE_LABEL = {
  complete: 'account_step_complete',
  current: 'account_step_current',
  upcoming: 'account_step_upcoming',
} as const

/**
 * Progress shown as complete, current and upcoming steps (docs/behaviour.md#accounts-and-sign-in).
 */
export function RegisterProgress({
  steps,
  current,
}: {
  steps: readonly string[]
  current: number
}) {
  return (
    <ol className={styles.progress} aria-label={t('account_register_progress_label')}>
      {steps.map((name, index) => {
        const state: StepState =
          index < current ? 'complete' : index === current ? 'current' : 'upcoming'
        return (
          <li
            key={name}
            className={styles.progressStep}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className={styles.progressMarker} aria-hidden="true">
              {state === 'complete' ? <Icon name="check" size={16} strokeWidth={3} /> : index + 1}
            </span>
            <span className={styles.progressName}>
              {name}
              <VisuallyHidden>, {t(STATE_LABEL[state])}</VisuallyHidden>
            </span>
          </li>
        )
      })}
    </ol>
  )
}
