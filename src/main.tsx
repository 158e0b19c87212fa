import { StrictMode } from 'react'
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
  const queryClient = createQueryClient()
  // The page's data starts first, in parallel with its code (src/app/route-data.ts), and again at
  // the start of every navigation.
  prefetchRouteData(queryClient, window.location.pathname, window.location.search)
  // Then the browser gets a turn: evaluating the app's modules and building the router ran as one
  // task of about 200 ms on a throttled phone (Chromium trace, 4x CPU slowdown).
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
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  )
  showMockToolbar().catch((error: unknown) => {
    // A development aid only: the app works without it.
    console.warn('[mocks] the mock toolbar could not be shown', error)
  })
}

function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => window.setTimeout(resolve, 0))
}

void start()
