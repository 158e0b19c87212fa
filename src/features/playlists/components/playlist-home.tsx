import type { ReactNode } from 'react'
import { useInfiniteQuery } from '@tanstack/react-query'
import { NativeButton } from '#components/ui/native-button'
import { FormMessage } from '#components/ui/form-message'
import { Icon } from '#components/ui/icon'
import { t } from '#i18n/en-home'
import { loadNextPage } from '#lib/paging'
import { mostPopular, playlistKey, playlistQueries, uniquePlaylists } from '../api/playlist-queries'
import { BoardShelf, type BoardShelfProps } from './board-shelf'
import * as shelfStyles from './shelf.css'
import * as styles from './playlist-home.css'

export interface PlaylistHomeProps {
  /**
   * What goes between the most popular boards and the named playlists (the route puts the ad
   * banner there). It keeps its place in every state, so it mounts once and loads alongside.
   */
  between?: ReactNode
  /** Shown while the playlists load: the route's skeleton, the same one its Suspense shows. */
  pending?: ReactNode
  /** Draws one board of a shelf (the boards feature's card, handed in by the route). */
  renderBoard: BoardShelfProps['renderBoard']
}

/**
 * The body of /home (docs/behaviour.md#boards): the most popular boards first, then each named
 * playlist as a shelf of its own, then "Load more" for the next page of playlists.
 */
export function PlaylistHome({ between, pending, renderBoard }: PlaylistHomeProps) {
  const view = useInfiniteQuery(playlistQueries.view())

  let first: ReactNode
  let rest: ReactNode = null

  if (view.isPending) {
    first = pending
  } else if (view.isError && !view.data) {
    first = (
      <div className={styles.state} role="alert">
        <Icon name="alert" size={32} className={styles.stateIcon} />
        <p className={styles.stateTitle}>{t('home_playlists_error')}</p>
        <NativeButton variant="primary" onClick={() => void view.refetch()}>
          {t('home_playlists_retry')}
        </NativeButton>
      </div>
    )
  } else {
    const popular = mostPopular(view.data)
    // A playlist without boards would be a heading over nothing.
    const playlists = uniquePlaylists(view.data).filter((playlist) => playlist.boards.length > 0)
    if (!popular?.boards.length && playlists.length === 0) {
      first = (
        <div className={styles.state}>
          <Icon name="film" size={32} className={styles.stateIcon} />
          <p className={styles.stateTitle}>{t('home_playlists_empty_title')}</p>
          <p className={styles.stateText}>{t('home_playlists_empty_text')}</p>
        </div>
      )
    } else {
      first = popular?.boards.length ? (
        <BoardShelf
          title={popular.name || t('home_most_popular')}
          boards={popular.boards}
          layout="grid"
          ranked
          renderBoard={renderBoard}
        />
      ) : null
      rest = (
        <>
          {playlists.map((playlist) => (
            <BoardShelf
              key={playlistKey(playlist)}
              title={playlist.name}
              boards={playlist.boards}
              renderBoard={renderBoard}
            />
          ))}
          {(view.hasNextPage || view.isFetchNextPageError) && (
            <div className={styles.more}>
              {view.isFetchNextPageError && (
                <FormMessage tone="danger" announce>
                  {t('home_playlists_more_error')}
                </FormMessage>
              )}
              <NativeButton
                variant="secondary"
                isPending={view.isFetchingNextPage}
                onClick={() => void loadNextPage(view)}
              >
                {view.isFetchNextPageError
                  ? t('home_playlists_retry')
                  : t('home_playlists_load_more')}
              </NativeButton>
            </div>
          )}
        </>
      )
    }
  }

  return (
    <div className={shelfStyles.home}>
      {first}
      {between}
      {rest}
    </div>
  )
}
