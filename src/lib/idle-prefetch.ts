/**
 * The overlays whose files a page downloads once it has loaded and the browser is idle
 * (src/components/layout/preload.ts), so that their first open does not wait for the network:
 * each one's name, and the module that holds it. The build lists each one's files (its chunk, the
 * chunks that one imports and its stylesheet, less what index.html loads already) in index.html's
 * #IDLE_PREFETCH_ID block (scripts/vite-idle-prefetch.ts), and fails if a module here is not the
 * start of a lazily loaded chunk.
 */
export const IDLE_PREFETCH = {
  menu: 'src/components/layout/slide-menu.tsx',
  help: 'src/components/layout/help-modal.tsx',
  search: 'src/features/posts/components/search-dialog.tsx',
  composer: 'src/features/posts/components/composer-dialog.tsx',
} as const

export type IdlePrefetchName = keyof typeof IDLE_PREFETCH

export const IDLE_PREFETCH_ID = 'film-waffle-idle-prefetch'
