import { rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { defineConfig, loadEnv, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { apiDocs } from './scripts/vite-api-docs'

/**
 * The mock service worker lives in public/ so `vite dev` serves it, but it must never ship in an
 * http-mode build: drop it from the output once the bundle is written.
 */
function keepMockWorkerOutOfHttpBuilds(apiMode: string): Plugin {
  let outDir = 'dist'
  return {
    name: 'film-waffle:drop-mock-worker',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    closeBundle() {
      if (apiMode !== 'mock') rmSync(resolve(outDir, 'mockServiceWorker.js'), { force: true })
    },
  }
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_')
  const apiMode = process.env.VITE_API_MODE ?? env.VITE_API_MODE ?? 'mock'
  return {
    define: {
      'import.meta.env.VITE_API_MODE': JSON.stringify(apiMode),
    },
    plugins: [
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        // Loaders are split off too: each page's data code (query factories, the API calls it
        // makes) then loads with that page instead of with every page's first load.
        codeSplittingOptions: {
          defaultBehavior: [
            ['loader'],
            ['component'],
            ['pendingComponent'],
            ['errorComponent'],
            ['notFoundComponent'],
          ],
        },
        routesDirectory: './src/routes',
        generatedRouteTree: './src/routeTree.gen.ts',
        routeFileIgnorePattern: '\\.(css\\.ts|test\\.tsx?|spec\\.tsx?)$',
      }),
      react(),
      vanillaExtractPlugin(),
      keepMockWorkerOutOfHttpBuilds(apiMode),
      apiDocs(),
    ],
    server: {
      port: 5173,
      strictPort: true,
      // In http mode against the standalone mock server (`npm run mock:server`), pictures in the
      // data are same-origin paths (/mock-media/...): let the dev server fetch them from there.
      proxy:
        apiMode === 'http' && env.VITE_API_BASE_URL
          ? { '/mock-media': { target: env.VITE_API_BASE_URL, changeOrigin: true } }
          : undefined,
    },
    preview: { port: 4173, strictPort: true },
    build: {
      manifest: true,
      sourcemap: false,
      target: 'es2022',
      rolldownOptions: {
        output: {
          codeSplitting: {
            // The framework every page needs travels as one chunk: four small ones gzip worse
            // (measured: /home's first load 129.5 -> 127.6 KiB gz).
            groups: [
              {
                name: 'framework',
                // …except the infinite-list hooks, which only the lazily loaded feeds use; plus
                // the URL parsers every route's validateSearch needs and the theme's variables,
                // which every page uses (alone each became a small chunk, and small chunks gzip
                // badly).
                test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|ky|jotai|use-sync-external-store|@vanilla-extract)[\\/](?!.*(?:useInfiniteQuery|useSuspenseInfiniteQuery|infiniteQueryObserver|infiniteQueryOptions))|[\\/]src[\\/](?:lib[\\/]search-params\.ts$|styles[\\/]theme\.css\.ts)/,
              },
            ],
          },
        },
      },
    },
  }
})
