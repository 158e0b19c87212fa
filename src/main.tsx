import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from '@tanstack/react-router'
import { createStore } from 'jotai'
import { enableMocking, showMockToolbar } from './app/enable-mocking'
import { createQueryClient } from './app/query-client'
import { connectPageDescriptions } from './app/page-meta'
import { prefetchRouteData } from './app/route-data'
import { createAppRouter } from './app/router'
import { connectSessionEvents } from './app/session-events'
import './styles/fonts'
import './styles/global.css'

async function start(): Promise<void> {
  // Without its mock backend the app still renders and shows its error screens: never a blank page.
  await enableMocking().catch((error: unknown) =>
    console.error('[mocks] the mock backend did not start', error),
  )
  // Start-up runs as short tasks with a turn for the browser between them: evaluating the modules,
  // starting the page's data, then building the router and the first render, a transition that
  // React renders in slices of a few ms. As one task they took about 200 ms on a throttled phone
  // (Chromium trace, 4x CPU slowdown), all of it counted as blocking time by Lighthouse.
  await yieldToBrowser()
  const queryClient = createQueryClient()
  // The page's data starts first, in parallel with its code (src/app/route-data.ts), and again at
  // the start of every navigation. A visitor's first requests went out with the HTML already
  // (src/app/early-requests.ts); a member's, and everyone's in mock mode, start 10–20 ms later
  // than before the yield above.
  prefetchRouteData(queryClient, window.location.pathname, window.location.search)
  await yieldToBrowser()
  const store = createStore()
  const router = createAppRouter({ queryClient, store })
  connectSessionEvents({ queryClient, router })
  router.subscribe('onBeforeNavigate', ({ toLocation }) =>
    prefetchRouteData(queryClient, toLocation.pathname, toLocation.searchStr),
  )
  connectPageDescriptions(router)

  const container = document.getElementById('root')
  if (!container) throw new Error('The page has no #root element to mount the app in.')
  const root = createRoot(container)
  startTransition(() => {
    root.render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    )
  })
  showMockToolbar().catch((error: unknown) => {
    // A development aid only: the app works without it.
    console.warn('[mocks] the mock toolbar could not be shown', error)
  })
}

function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => window.setTimeout(resolve, 0))
}

void start()
