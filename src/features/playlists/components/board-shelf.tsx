import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { NativeIconButton } from '#components/ui/native-button'
import { cx } from '#components/ui/class-names'
import { Icon } from '#components/ui/icon'
import { t } from '#i18n/en-home'
import type { PlaylistBoard } from '../api/playlist-queries'
import * as styles from './board-shelf.css'
import * as shelfStyles from './shelf.css'

export interface BoardShelfProps {
  title: string
  boards: readonly PlaylistBoard[]
  /** `grid` (most popular) wraps into a grid on desktop; `row` always scrolls sideways. */
  layout?: 'row' | 'grid'
  /** Number the posters (most popular is a ranking). */
  ranked?: boolean
  /**
   * Draws one board (with its place when the shelf is ranked). A slot: the board card belongs
   * to the boards feature, and features do not import each other, so the route hands it in.
   */
  renderBoard: (board: PlaylistBoard, rank?: number) => ReactNode
}

interface Overflow {
  back: boolean
  forward: boolean
}

/** Which way the row can still scroll; both false when everything fits. */
function measure(list: HTMLElement): Overflow {
  const end = list.scrollWidth - list.clientWidth
  return { back: list.scrollLeft > 1, forward: list.scrollLeft < end - 1 }
}

/**
 * One titled shelf of board cards (a section named by its heading). The row scrolls inside
 * itself: swipe on phones, Tab from card to card everywhere (the browser brings each into
 * view), and, for mice without a sideways wheel, back and forward buttons when it overflows.
 */
export function BoardShelf({
  title,
  boards,
  layout = 'row',
  ranked = false,
  renderBoard,
}: BoardShelfProps) {
  const headingId = useId()
  const listRef = useRef<HTMLUListElement>(null)
  const [overflow, setOverflow] = useState<Overflow>({ back: false, forward: false })

  const update = useCallback(() => {
    const list = listRef.current
    if (!list) return
    const next = measure(list)
    setOverflow((current) =>
      current.back === next.back && current.forward === next.forward ? current : next,
    )
  }, [])

  useEffect(() => {
    const list = listRef.current
    if (!list) return
    update()
    list.addEventListener('scroll', update, { passive: true })
    const observer = new ResizeObserver(update)
    observer.observe(list)
    return () => {
      list.removeEventListener('scroll', update)
      observer.disconnect()
    }
  }, [update, boards.length])

  function scroll(direction: 1 | -1) {
    const list = listRef.current
    if (!list) return
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    list.scrollBy({
      left: direction * list.clientWidth * 0.85,
      behavior: still ? 'auto' : 'smooth',
    })
  }

  const scrolls = overflow.back || overflow.forward

  return (
    <section className={shelfStyles.shelf} aria-labelledby={headingId}>
      <div className={shelfStyles.shelfHead}>
        <h2 id={headingId} className={shelfStyles.shelfTitle}>
          {title}
        </h2>
        {scrolls && (
          <div className={styles.controls}>
            <NativeIconButton
              variant="secondary"
              size="sm"
              aria-label={t('home_shelf_back', { name: title })}
              disabled={!overflow.back}
              onClick={() => scroll(-1)}
            >
              <Icon name="chevron-left" size={18} />
            </NativeIconButton>
            <NativeIconButton
              variant="secondary"
              size="sm"
              aria-label={t('home_shelf_forward', { name: title })}
              disabled={!overflow.forward}
              onClick={() => scroll(1)}
            >
              <Icon name="chevron-right" size={18} />
            </NativeIconButton>
          </div>
        )}
      </div>
      <ul
        ref={listRef}
        className={cx(shelfStyles.row, layout === 'grid' && shelfStyles.grid)}
        // Chromium leaves a card that tabbing reached where it is when part of it shows (a peek at
        // the row's edge): bring all of it into view.
        onFocus={(event) => {
          if (event.target.matches(':focus-visible'))
            event.target.scrollIntoView({ block: 'nearest', inline: 'nearest' })
        }}
      >
        {boards.map((board, index) => (
          <li key={board.id} className={shelfStyles.cell}>
            {renderBoard(board, ranked ? index + 1 : undefined)}
          </li>
        ))}
      </ul>
    </section>
  )
}
