import type { CSSProperties, HTMLAttributes } from 'react'
import { t } from '#i18n/index'
import { VisuallyHidden } from './visually-hidden'
import * as styles from './loader.css'

export interface LoaderProps extends Omit<HTMLAttributes<HTMLDivElement>, 'role' | 'children'> {
  /** The tones danger, warning and black, plus the default accent. */
  tone?: 'accent' | 'danger' | 'warning' | 'black'
  size?: 'sm' | 'md' | 'lg'
  /** Centre the loader in a full-width block, for a page or a panel that is loading. */
  block?: boolean
  /** What is loading, read by screen readers; "Loading" by default. */
  label?: string
}

/** The pulsating loading indicator. A status region, so its label is announced when it appears. */
export function Loader({ tone, size, block, label, className, ...props }: LoaderProps) {
  const classes = styles.loader({ tone, size, block })
  return (
    <div role="status" className={className ? `${classes} ${className}` : classes} {...props}>
      <span className={styles.dot} aria-hidden="true" />
      <span className={styles.dot} aria-hidden="true" />
      <span className={styles.dot} aria-hidden="true" />
      <VisuallyHidden>{label ?? t('ui_loading')}</VisuallyHidden>
    </div>
  )
}

export interface SpinnerProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'role' | 'children'> {
  /** Pixel size; 1em-ish by default so it sits in a line of text or a button. */
  size?: number
}

/**
 * A small inline spinner: an indeterminate progress bar (no aria-valuenow), so inside a pending
 * button it becomes part of the button's name ("Save, Loading"). Plain ARIA rather than RAC's
 * ProgressBar, whose number formatting an indeterminate bar never uses and which would otherwise
 * ride along with every Button on the first load.
 */
export function Spinner({ size = 18, className, 'aria-label': ariaLabel, ...props }: SpinnerProps) {
  return (
    <span
      {...props}
      role="progressbar"
      aria-label={props['aria-labelledby'] ? ariaLabel : (ariaLabel ?? t('ui_loading'))}
      className={className ? `${styles.spinner} ${className}` : styles.spinner}
    >
      <svg
        className={styles.spinnerSvg}
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        strokeWidth="3"
        aria-hidden="true"
      >
        <circle className={styles.spinnerTrack} cx="12" cy="12" r="9.5" />
        <path
          className={styles.spinnerHead}
          d="M21.5 12A9.5 9.5 0 0 0 12 2.5"
          strokeLinecap="round"
        />
      </svg>
    </span>
  )
}

export interface SkeletonProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  shape?: 'block' | 'text' | 'circle'
  width?: CSSProperties['width']
  height?: CSSProperties['height']
}

/**
 * A placeholder with the shape of content that is still loading. Decorative: the region that
 * loads should carry the status (a Loader or aria-busy) so it is announced once, not per block.
 */
export function Skeleton({ shape, width, height, className, style, ...props }: SkeletonProps) {
  const classes = styles.skeleton({ shape })
  return (
    <span
      aria-hidden="true"
      className={className ? `${classes} ${className}` : classes}
      style={{ width, height, ...style }}
      {...props}
    />
  )
}
