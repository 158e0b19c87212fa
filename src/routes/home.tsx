import { Suspense, type ReactNode } from 'react'
import { createFileRoute } from '@tanstack/react-router'
import { PageFrame } from '#components/layout/page-frame'
import { BoardCard } from '#features/boards/components/board-card'
import { PlaylistHomeSkeleton } from '#features/playlists/components/playlist-home-skeleton'
import { t } from '#i18n/index'
import { onDemand } from '#lib/on-demand'
import { validateQuerySearch } from '#lib/search-params'

/*
 * /home is the first load of most visits and must fit its budget
 * (README.md → Performance, "Budgets"), so its body (the composer panel, hidden on phones, the
 * shelves and the ad banner) is code loaded on demand that fetches its own data (no loader: one
 * would only add bytes here to start the same requests a moment earlier). The three modules load
 * together and the body appears once all are in, so nothing shifts twice. Not `React.lazy` with
 * Suspense: React shows what replaces a Suspense fallback no sooner than 300 ms after the
 * fallback appeared, so the shelves and the ad, the page's largest picture, came exactly 300 ms
 * after the skeleton even with everything downloaded (src/lib/on-demand.tsx).
 */
const HomeBody = onDemand(
  () =>
    Promise.all([
      import('./-components/feed-composer'),
      import('#features/playlists/components/playlist-home'),
      import('#features/ads/components/ad-banner'),
    ]).then(([{ FeedComposer }, { PlaylistHome }, { AdBanner }]) => {
      function HomeBodyLoaded({ skeleton }: { skeleton: ReactNode }) {
        return (
          <>
            <FeedComposer />
            <PlaylistHome
              pending={skeleton}
              renderBoard={(board, rank) => (
                // The first of the most popular boards is the page's first picture.
                <BoardCard board={board} variant="poster" rank={rank} isLead={rank === 1} />
              )}
              between={<AdBanner />}
            />
          </>
        )
      }
      return HomeBodyLoaded
    }),
  { pending: ({ skeleton }) => skeleton },
)

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
      {/* For anything the body itself suspends on; its code arriving never does. */}
      <Suspense fallback={skeleton}>
        <HomeBody skeleton={skeleton} />
      </Suspense>
    </PageFrame>
  )
}
