import { StrictMode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { browserToolbarApi, type MockToolbarApi } from './api'
import { MockToolbar } from './toolbar'

/**
 * Mounts the mock toolbar in a container and React root of its own, outside the app's tree, so
 * the app never knows it is there. Loaded lazily by src/app/enable-mocking.ts in mock mode only.
 * Mounting twice is a no-op.
 */
export const MOCK_TOOLBAR_CONTAINER_ID = 'film-waffle-mock-toolbar'

let mounted: { root: Root; container: HTMLElement } | null = null

/** `overrides` exist for tests (jsdom cannot reload a page); the app calls this without them. */
export function mountMockToolbar(overrides: Partial<MockToolbarApi> = {}): void {
  if (mounted || document.getElementById(MOCK_TOOLBAR_CONTAINER_ID)) return
  const container = document.createElement('div')
  container.id = MOCK_TOOLBAR_CONTAINER_ID
  document.body.append(container)
  const root = createRoot(container)
  root.render(
    <StrictMode>
      <MockToolbar api={{ ...browserToolbarApi, ...overrides }} />
    </StrictMode>,
  )
  mounted = { root, container }
}

export function unmountMockToolbar(): void {
  if (!mounted) return
  mounted.root.unmount()
  mounted.container.remove()
  mounted = null
}
