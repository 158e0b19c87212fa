import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from '@tanstack/react-router'
import { createStore } from 'jotai'
import { enableMocking } from './app/enable-mocking'
import { createQueryClient } from './app/query-client'
import { createAppRouter } from './app/router'
import { connectSessionEvents } from './app/session-events'
import './styles/global.css'

async function start(): Promise<void> {
  await enableMocking()
  const queryClient = createQueryClient()
  const store = createStore()
  const router = createAppRouter({ queryClient, store })
  connectSessionEvents({ queryClient, router })

  const container = document.getElementById('root')
  if (!container) throw new Error('The page has no #root element to mount the app in.')
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  )
}

void start()
