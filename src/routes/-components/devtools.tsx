import { lazy } from 'react'

/**
 * The TanStack Query and Router devtools, for `npm run dev` only. `import.meta.env.DEV` is a
 * constant false in every build, so the branch and its dynamic import are dropped there and no
 * build carries a byte of them (scripts/check-bundle.mjs would see it). Loaded after the page, on
 * first render, so they never slow the page they inspect. Their toggles sit above the bottom
 * bar and the mock-mode pill.
 */
export const Devtools = import.meta.env.DEV
  ? lazy(() =>
      Promise.all([
        import('@tanstack/react-query-devtools'),
        import('@tanstack/react-router-devtools'),
      ]).then(([query, router]) => ({
        default: function DevtoolsPanels() {
          return (
            <>
              <div style={{ position: 'fixed', insetBlockEnd: '8rem', insetInlineEnd: '0.5rem' }}>
                <query.ReactQueryDevtools buttonPosition="relative" />
              </div>
              <router.TanStackRouterDevtools
                position="bottom-right"
                toggleButtonProps={{ style: { bottom: '4.5rem' } }}
              />
            </>
          )
        },
      })),
    )
  : () => null
