import { lazy, Suspense } from 'react'
import { createFileRoute } from '@tanstack/react-router'
import { PageFrame } from '#components/layout/page-frame'
import { AdBannerPlaceholder } from '#features/ads/components/ad-banner-placeholder'
import { BoardCard } from '#features/boards/components/board-card'
import { PlaylistHomeSkeleton } from '#features/playlists/components/playlist-home-skeleton'
import { t } from '#i18n/index'
import { validateQuerySearch } from '#lib/search-params'

/*
 * /home is the first load of most visits and must fit the bundle budget (README, "Bundle
 * budget"), so its content is two lazy chunks that fetch their own data (no loader: one would
 * only add bytes here to start the same requests a moment earlier). Both chunks start together.
 */
const loadAdBanner = () => import('#features/ads/components/ad-banner')
// The composer panel too (hidden on phones anyway): it appears with the shelves, in the same
// Suspense, so nothing shifts twice.
const FeedComposer = lazy(() =>
  import('./-components/feed-composer').then((m) => ({ default: m.FeedComposer })),
)
const AdBanner = lazy(() => loadAdBanner().then((m) => ({ default: m.AdBanner })))
const PlaylistHome = lazy(() => {
  void loadAdBanner()
  return import('#features/playlists/components/playlist-home').then((m) => ({
    default: m.PlaylistHome,
  }))
})

export const Route = createFileRoute('/home')({
  // The header's search writes ?query=, but the playlist call takes no query (openapi.yaml):
  // the value stays valid in the URL and every playlist is shown.
  validateSearch: validateQuerySearch,
  staticData: { titleKey: 'page_home_title' },
  component: HomePage,
})

function HomePage() {
  const skeleton = <PlaylistHomeSkeleton label={t('ui_loading')} />
  return (
    <PageFrame title={t('page_home_title')}>
      <Suspense fallback={skeleton}>
        <FeedComposer />
        <PlaylistHome
          pending={skeleton}
          renderBoard={(board, rank) => <BoardCard board={board} variant="poster" rank={rank} />}
          between={
            <Suspense fallback={<AdBannerPlaceholder />}>
              <AdBanner />
            </Suspense>
          }
        />
      </Suspense>
    </PageFrame>
  )
}
