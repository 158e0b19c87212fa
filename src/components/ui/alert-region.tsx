import { useEffect, useRef, type FocusEvent, type MouseEvent } from 'react'
import { flushSync } from 'react-dom'
import { useAtomValue } from 'jotai'
import { alertsAtom, useAlertActions, type Alert, type AlertStatus } from '#lib/alerts'
import { t } from '#i18n/index'
import { Icon, type IconName } from './icon'
import { NativeIconButton } from './native-button'
import { VisuallyHidden } from './visually-hidden'
import * as styles from './alert-region.css'

const STATUS_ICON: Record<AlertStatus, IconName> = {
  success: 'check-circle',
  info: 'info',
  warning: 'alert',
  danger: 'x-circle',
}

const STATUS_LABEL = {
  success: 'alert_status_success',
  info: 'alert_status_info',
  warning: 'alert_status_warning',
  danger: 'alert_status_danger',
} as const

/**
 * Hides the alert after its timeout. The clock pauses while the pointer or focus is on the
 * alert, so nobody loses a message they are reading or about to dismiss (WCAG 2.2.1).
 */
function useAutoDismiss(alert: Alert, dismiss: (id: string) => void) {
  const remaining = useRef(alert.timeout)
  const startedAt = useRef(0)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  useEffect(() => {
    remaining.current = alert.timeout
    if (!(alert.timeout > 0)) return
    startedAt.current = Date.now()
    timer.current = setTimeout(() => dismiss(alert.id), alert.timeout)
    return () => clearTimeout(timer.current)
  }, [alert.id, alert.timeout, dismiss])

  function pause() {
    if (timer.current === undefined || !(alert.timeout > 0)) return
    clearTimeout(timer.current)
    timer.current = undefined
    remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt.current))
  }

  function resume() {
    if (timer.current !== undefined || !(alert.timeout > 0)) return
    startedAt.current = Date.now()
    timer.current = setTimeout(() => dismiss(alert.id), remaining.current)
  }

  return { pause, resume }
}

/**
 * A pressed Dismiss takes its button away with the alert. When it had focus, focus goes to the
 * next alert's Dismiss (or the one before), else back to where it was before it entered the
 * alerts (else the main content), never to <body>.
 */
function dismissKeepingFocus(
  event: MouseEvent<HTMLButtonElement>,
  dismiss: () => void,
  cameFrom: HTMLElement | null,
) {
  const button = event.currentTarget
  const hadFocus = document.activeElement === button
  const region = button.closest('section')
  const buttons = region ? [...region.querySelectorAll<HTMLElement>('[data-alert-dismiss]')] : []
  const index = buttons.indexOf(button)
  const neighbour = buttons[index + 1] ?? buttons[index - 1]
  flushSync(dismiss)
  if (!hadFocus || (document.activeElement !== null && document.activeElement !== document.body)) {
    return
  }
  const target =
    neighbour ??
    (cameFrom?.isConnected ? cameFrom : null) ??
    document.querySelector<HTMLElement>('main')
  target?.focus()
}

function AlertItem({
  alert,
  dismiss,
  cameFrom,
}: {
  alert: Alert
  dismiss: (id: string) => void
  cameFrom: () => HTMLElement | null
}) {
  const { pause, resume } = useAutoDismiss(alert, dismiss)
  return (
    <div
      className={styles.alert({ status: alert.status })}
      // Errors interrupt; everything else waits for the screen reader to finish.
      role={alert.status === 'danger' ? 'alert' : undefined}
      onPointerEnter={pause}
      onPointerLeave={resume}
      onFocus={pause}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) resume()
      }}
    >
      <Icon
        name={STATUS_ICON[alert.status]}
        size={20}
        className={styles.icon({ status: alert.status })}
      />
      <p className={styles.message}>
        <VisuallyHidden>{t(STATUS_LABEL[alert.status])}: </VisuallyHidden>
        {alert.message}
      </p>
      <NativeIconButton
        aria-label={t('ui_dismiss')}
        size="md"
        data-alert-dismiss=""
        onClick={(event) => dismissKeepingFocus(event, () => dismiss(alert.id), cameFrom())}
      >
        <Icon name="close" size={18} />
      </NativeIconButton>
    </div>
  )
}

/**
 * Where alerts appear: at the bottom of the screen, above the phone's bottom bar. Mount once
 * in the app shell. The list is a polite live region that exists before any alert does, so
 * screen readers announce each new one.
 */
export function AlertRegion() {
  const alerts = useAtomValue(alertsAtom)
  const { dismiss } = useAlertActions()
  // Where focus was before it entered the alerts, to go back to once the last one is dismissed.
  const cameFrom = useRef<HTMLElement | null>(null)
  function noteWhereFocusCameFrom(event: FocusEvent<HTMLElement>) {
    const from = event.relatedTarget
    if (from instanceof HTMLElement && !event.currentTarget.contains(from)) cameFrom.current = from
  }
  return (
    <section
      aria-label={t('alert_region_label')}
      className={styles.region}
      onFocus={noteWhereFocusCameFrom}
    >
      <div aria-live="polite" aria-relevant="additions text" className={styles.list}>
        {alerts.map((alert) => (
          <AlertItem
            key={alert.id}
            alert={alert}
            dismiss={dismiss}
            cameFrom={() => cameFrom.current}
          />
        ))}
      </div>
    </section>
  )
}
