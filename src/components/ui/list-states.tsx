import { useId, type ReactNode, type Ref } from 'react'
import { NativeButton } from './native-button'
import { cx } from './class-names'
import { FormMessage } from './form-message'
import { Icon, type IconName } from './icon'
import { loadNextPage, type NextPageLoader } from '#lib/paging'
import { Skeleton } from './loader'
import * as styles from './list-states.css'

/*
 * What every paged list shows around its items: a box in the list's place when it is empty or
 * failed, and a footer that loads the next page. One shape everywhere, so the screens feel of
 * one piece and a fix (a label, a double press) lands on all of them at once. The words come
 * from the caller: each area says "no boards" or "no members" in its own catalogue.
 */

export interface ListEmptyStateProps {
  icon: IconName
  /** The icon on a soft disc instead of bare (a list whose emptiness is good news). */
  iconBadge?: boolean
  title: ReactNode
  /** Extra classes for the title (a screen whose headings are set in capitals). */
  titleClassName?: string
  /**
   * Makes the title a focusable h2: where the last item can go under the user's hands, focus
   * has somewhere to land when the list empties.
   */
  headingRef?: Ref<HTMLHeadingElement>
  /** The explanation under the title. */
  children?: ReactNode
  /** Offered under the text (for example "Post in this board"). */
  action?: ReactNode
}

export function ListEmptyState({
  icon,
  iconBadge = false,
  title,
  titleClassName,
  headingRef,
  children,
  action,
}: ListEmptyStateProps) {
  const titleClass = cx(styles.stateTitle, titleClassName)
  return (
    <div className={styles.state}>
      {iconBadge ? (
        <span className={styles.stateIconBadge}>
          <Icon name={icon} size={28} />
        </span>
      ) : (
        <Icon name={icon} size={32} className={styles.stateIcon} />
      )}
      {headingRef ? (
        <h2 ref={headingRef} tabIndex={-1} className={titleClass}>
          {title}
        </h2>
      ) : (
        <p className={titleClass}>{title}</p>
      )}
      {children != null && <p className={styles.stateText}>{children}</p>}
      {action}
    </div>
  )
}

export interface ListErrorStateProps {
  icon?: IconName
  message: ReactNode
  titleClassName?: string
  retryLabel: ReactNode
  onRetry: () => void
}

/** A list whose first page failed: announced, with one way forward. */
export function ListErrorState({
  icon,
  message,
  titleClassName,
  retryLabel,
  onRetry,
}: ListErrorStateProps) {
  return (
    <div className={styles.state} role="alert">
      {icon && <Icon name={icon} size={32} className={styles.stateIcon} />}
      <p className={cx(styles.stateTitle, titleClassName)}>{message}</p>
      <NativeButton variant="primary" onClick={onRetry}>
        {retryLabel}
      </NativeButton>
    </div>
  )
}

/** The part of an infinite query the footer reads (a `useInfiniteQuery` result fits). */
export interface NextPageState extends NextPageLoader {
  isFetchingNextPage: boolean
}

export interface LoadMoreFooterProps {
  pages: NextPageState
  /** Overrides when the button is busy (a list that must wait for any refetch, not only its next page). */
  isBusy?: boolean
  loadMoreLabel: ReactNode
  /** The button's label after the next page failed. */
  retryLabel: ReactNode
  /** Announced above the button when the next page failed. */
  errorMessage: ReactNode
  /** Shown instead of the button once the last page is in. */
  endText: ReactNode
}

/**
 * "Load more" under a paged list (later pages are appended: docs/behaviour.md#lists-and-paging), or
 * the end-of-list line.
 */
export function LoadMoreFooter({
  pages,
  isBusy,
  loadMoreLabel,
  retryLabel,
  errorMessage,
  endText,
}: LoadMoreFooterProps) {
  return (
    <div className={styles.more}>
      {pages.isFetchNextPageError && (
        <FormMessage tone="danger" announce>
          {errorMessage}
        </FormMessage>
      )}
      {pages.hasNextPage ? (
        <NativeButton
          variant="secondary"
          isPending={isBusy ?? pages.isFetchingNextPage}
          onClick={() => void loadNextPage(pages)}
        >
          {pages.isFetchNextPageError ? retryLabel : loadMoreLabel}
        </NativeButton>
      ) : (
        <p className={styles.end}>{endText}</p>
      )}
    </div>
  )
}

/** How a side-list row looks; the feature adds its own layout to it. */
export const sidePanelLinkClass = styles.sidePanelLink

export interface SidePanelProps {
  title: ReactNode
  /** Row shapes keep the panel's place while its list loads. */
  isPending?: boolean
  /**
   * How many rows, and how tall, the loaded list will have: the placeholder takes the same room,
   * so a panel below it does not move when the list arrives.
   */
  placeholderRows?: { count: number; height: string }
  /** The rows (`li` elements). */
  children?: ReactNode
}

/** A small titled list beside the main content ("Top Boards", "Top Posts"). */
export function SidePanel({
  title,
  isPending = false,
  placeholderRows = { count: 3, height: '2.5rem' },
  children,
}: SidePanelProps) {
  const titleId = useId()
  return (
    <section className={styles.sidePanel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sidePanelTitle}>
        {title}
      </h2>
      {isPending ? (
        <div aria-busy="true" className={styles.sidePanelList}>
          {Array.from({ length: placeholderRows.count }, (_, key) => (
            <Skeleton key={key} width="100%" height={placeholderRows.height} />
          ))}
        </div>
      ) : (
        <ol className={styles.sidePanelList}>{children}</ol>
      )}
    </section>
  )
}
