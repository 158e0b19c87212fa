import { Link } from '@tanstack/react-router'
import { t } from '#i18n/index'
import { cx } from '../ui/class-names'
import { link } from '../ui/link.css'
import * as styles from './logo.css'

/**
 * A film frame (sprocket holes top and bottom) whose picture is a waffle grid. Drawn in the
 * chrome's accent with holes punched in the bar colour, so it only sits on the ink chrome.
 */
export function LogoMark() {
  return (
    <svg
      className={styles.mark}
      width="32"
      height="32"
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="1" y="1" width="30" height="30" rx="7" fill="currentColor" />
      <g className={styles.markHoles}>
        <rect x="5" y="4" width="3.5" height="2.5" rx="0.8" />
        <rect x="11" y="4" width="3.5" height="2.5" rx="0.8" />
        <rect x="17.5" y="4" width="3.5" height="2.5" rx="0.8" />
        <rect x="23.5" y="4" width="3.5" height="2.5" rx="0.8" />
        <rect x="5" y="25.5" width="3.5" height="2.5" rx="0.8" />
        <rect x="11" y="25.5" width="3.5" height="2.5" rx="0.8" />
        <rect x="17.5" y="25.5" width="3.5" height="2.5" rx="0.8" />
        <rect x="23.5" y="25.5" width="3.5" height="2.5" rx="0.8" />
        <rect x="5.5" y="9.5" width="5.5" height="5.5" rx="1.2" />
        <rect x="13.25" y="9.5" width="5.5" height="5.5" rx="1.2" />
        <rect x="21" y="9.5" width="5.5" height="5.5" rx="1.2" />
        <rect x="5.5" y="17" width="5.5" height="5.5" rx="1.2" />
        <rect x="13.25" y="17" width="5.5" height="5.5" rx="1.2" />
        <rect x="21" y="17" width="5.5" height="5.5" rx="1.2" />
      </g>
    </svg>
  )
}

/** The wordmark: the two words FILM and WAFFLE (docs/behaviour.md#navigation-and-layout). */
export function Wordmark() {
  const [first, ...rest] = t('app_name').split(' ')
  return (
    <span className={styles.wordmark}>
      <span>{first}</span>
      {/* A real space, so the visible text reads "FILM WAFFLE" (not "FILMWAFFLE") and the link's
          name can contain it (WCAG 2.5.3 Label in Name). */}
      {rest.length > 0 && ' '}
      {rest.length > 0 && <span className={styles.wordmarkAccent}>{rest.join(' ')}</span>}
    </span>
  )
}

export function LogoLink({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link
      to="/home"
      className={cx(link({ variant: 'plain' }), styles.logoLink)}
      aria-label={t('layout_home_link')}
      onClick={onNavigate}
    >
      <LogoMark />
      <Wordmark />
    </Link>
  )
}
