import { rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { defineConfig, loadEnv, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import optimizeLocales from '@react-aria/optimize-locales-plugin'
import { contentSecurityPolicyPlugin } from './scripts/vite-csp.ts'
import { apiDocs } from './scripts/vite-api-docs.ts'
import { earlyRequests } from './scripts/vite-early-requests.ts'
import { firstPaintStylesheet } from './scripts/vite-first-paint-css.ts'
import { idlePrefetch } from './scripts/vite-idle-prefetch.ts'
import { precompressed } from './scripts/vite-precompressed.ts'

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

/**
 * Head hints for the first paint (issue 10): preload the display face's small Basic Latin subset
 * (it is otherwise found only once the stylesheet is parsed; fontsource's full latin file is never
 * preloaded, it downloads only for a heading that needs it: src/styles/fonts.css) and, in http mode
 * with an API on another origin, open the connection to it while the scripts download.
 */
function headHints(apiBaseUrl: string | undefined): Plugin {
  let base = '/'
  return {
    name: 'film-waffle:head-hints',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const tags = []
        const font = Object.keys(context.bundle ?? {}).find((file) =>
          /barlow-condensed-900-basic[^/]*\.woff2$/.test(file),
        )
        // Renamed, moved or inlined (a data: URL), the preload would silently disappear.
        if (!font) {
          throw new Error(
            'head hints: the display face subset (barlow-condensed-900-basic*.woff2) is not in the build, nothing to preload',
          )
        }
        tags.push({
          tag: 'link',
          attrs: {
            rel: 'preload',
            href: `${base}${font}`,
            as: 'font',
            type: 'font/woff2',
            crossorigin: '',
          },
          injectTo: 'head-prepend' as const,
        })
        if (apiBaseUrl && /^https?:\/\//.test(apiBaseUrl)) {
          tags.push({
            tag: 'link',
            attrs: { rel: 'preconnect', href: new URL(apiBaseUrl).origin, crossorigin: '' },
            injectTo: 'head-prepend' as const,
          })
        }
        return tags
      },
    },
  }
}

/** Chunks the entry loads itself, on every page. */
const ENTRY_CHUNKS = /(?:^|\/)(?:framework|ui|rolldown-runtime)-[\w-]+\.js$/

const UI_CHUNK = [
  /node_modules\/@tanstack\/(?:query-core\/.*infiniteQuery|react-query\/.*(?:useInfiniteQuery|infiniteQueryOptions))/,
  /\/src\/components\/ui\/(?:alert-region|avatar|badge|card|class-names|confirm-on-demand|external-link|field|form-message|icon|link|list-states|loader|native-button|search-box|visually-hidden)\./,
  // Not the picture code (the upload hook, the compression client): it loads with a picture field.
  /\/src\/(?:lib\/(?!image-upload|api\/image-compression)|i18n\/(?:index|en|fr|it)\.ts$|styles\/|features\/profiles\/lib\/)/,
  /vite\/preload-helper/,
]

const CONTENT_BASE_CHUNK = [
  /\/src\/i18n\/en-content\.ts$/,
  /\/src\/routes\/-components\/feed-composer/,
  /\/src\/features\/posts\/components\/composer-panel/,
  /\/src\/features\/groups\/components\/group-dialog-on-demand/,
]

/**
 * Post cards and what they need (votes, edits, pictures): every page that shows a post. Not the
 * post page's own layout and side lists, which travel in its route chunk (the bundler's default
 * for modules one route uses), nor the feeds (FEEDS_CHUNK), which the post page does not show.
 */
const CONTENT_CHUNK = [
  /\/src\/features\/posts\/(?!components\/(?:post-page-layout|top-posts)\.)/,
  /\/src\/routes\/-components\/or-not-found/,
  /\/src\/components\/ui\/deferred-picture\./,
]

/**
 * The feeds: lists of post cards with their controls and masonry, and a thread opening in a list
 * (/new, /top, /trending, /grid, a board, a group, a profile). Measured: 1.6 KB of the post page's
 * download while it was part of `content`.
 */
const FEEDS_CHUNK = [
  /\/src\/features\/posts\/(?:components\/(?:post-feed|post-grid)|lib\/(?:use-masonry|skip-offscreen|long-list))\./,
  /\/src\/routes\/-components\/feed-thread\./,
]

/**
 * The discussion feeds' own parts (/new, /top, /trending, /grid): the pills that switch between
 * them and the grid, and the page around the list. A board, a group and a profile show a feed
 * without them (measured in two builds of the same code: /board downloads 0.46 KB less, and
 * /new, /top, /trending and /grid 0.28–0.29 KB and one file more, than with them in `feeds`).
 */
const DISCUSSION_CHUNK = [
  /\/src\/features\/posts\/components\/feed-controls\./,
  /\/src\/routes\/-components\/discussion-feed\./,
]
/**
 * react-aria's core (presses, focus, buttons, text fields, forms): none of it is on a page's first
 * screen (buttons, links, the search box and the comment box there are native elements), but every
 * form and dialog needs it. One chunk, loaded with the first of them; the overlays, lists, tabs and
 * the date picker follow the bundler's default and load with the dialogs and pages that use them.
 */
const ARIA_CHUNK = [
  /node_modules\/react-aria\/dist\/private\/(?:interactions|utils|focus|i18n|ssr|live-announcer|visually-hidden|button|link|textfield|label|form|searchfield|autocomplete)\//,
  /node_modules\/react-aria-components\/dist\/private\/(?:utils|Button|Link|Text|Heading|composeRenderProps|VisuallyHidden|TextField|TextArea|Input|Label|Form|FieldError|Group|SearchField|Autocomplete|intlStrings)\.mjs$/,
  /node_modules\/react-aria-components\/dist\/private\/intl\//,
  /node_modules\/react-stately\/dist\/private\/(?:flags|utils|form|searchfield|autocomplete)\//,
  /node_modules\/(?:@internationalized\/(?:string|message)|clsx|@swc\/helpers)\//,
  /\/src\/components\/ui\/button\./,
]

/**
 * A post's comments (the thread, the comment box, votes, edits): on the post page's first screen,
 * but in every list of posts only once a thread opens (src/routes/-components/feed-thread.tsx).
 * Their query factory stays with the entry (CONTENT_ON_DEMAND leaves `-queries` out), which starts
 * the post page's comments request.
 */
const COMMENTS_CHUNK = [
  /\/src\/features\/comments\//,
  /\/src\/i18n\/en-comments\.ts$/,
  /\/src\/routes\/-components\/post-thread/,
  /\/src\/components\/ui\/text-entry\./,
]

/** Content code that is not on screen at first: it keeps its own chunks, loaded on first use. */
const CONTENT_ON_DEMAND =
  /atoms|-queries|composer-dialog|share-dialog|edit-dialog|search-dialog|create-group|image|components\/virtual-post-list/

/** A chunk of the content modules `patterns` name, leaving out those loaded on first use. */
function contentGroup(name: string, patterns: RegExp[]) {
  return {
    name,
    test: (id: string) =>
      patterns.some((pattern) => pattern.test(id)) && !CONTENT_ON_DEMAND.test(id),
  }
}

/**
 * Class names as vanilla-extract makes them (a short hash; in development the style's name before
 * it), except for a style whose debug id starts with `fw-`: that id is its class name as written.
 * index.html paints the header's frame with those names before any script runs (the app shell:
 * src/components/layout/header.css.ts), so they must not change between builds.
 */
function stableClassNames(mode: string) {
  return ({ hash, debugId }: { hash: string; debugId?: string }): string => {
    if (debugId?.startsWith('fw-')) return debugId
    const name =
      mode === 'development' && debugId ? `${debugId.replace(/[^\w-]/g, '_')}__${hash}` : hash
    // A class name must start with a letter or an underscore (vanilla-extract checks).
    return /^[A-Za-z_]/.test(name) ? name : `_${name}`
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
        // makes) then loads with that page instead of with every page's first load. The most
        // visited pages do not wait for it: src/app/route-data.ts starts their requests from the
        // entry, before React mounts. A page's loader and component share one chunk: the page
        // needs both, and two files cost a request and 0.3–0.5 KB more gzip (measured on the six
        // core pages).
        codeSplittingOptions: {
          defaultBehavior: [
            ['loader', 'component'],
            ['pendingComponent'],
            ['errorComponent'],
            ['notFoundComponent'],
          ],
        },
        routesDirectory: './src/routes',
        generatedRouteTree: './src/routeTree.gen.ts',
        routeFileIgnorePattern: '\\.(css\\.ts|test\\.tsx?|spec\\.tsx?)$',
      }),
      // react-aria ships its own words ("Clear search", "Dismiss", date field labels) in 34
      // languages, all bundled. Keep the site's languages (src/i18n: en, fr, it); any other
      // browser locale falls back to English, the site's default, instead of mixing languages.
      optimizeLocales.vite({ locales: ['en', 'fr', 'it'] }),
      react(),
      vanillaExtractPlugin({ identifiers: stableClassNames(mode) }),
      firstPaintStylesheet(),
      keepMockWorkerOutOfHttpBuilds(apiMode),
      contentSecurityPolicyPlugin(),
      // After the policy: it goes right behind its meta tag.
      earlyRequests(apiMode, process.env.VITE_API_BASE_URL ?? env.VITE_API_BASE_URL),
      headHints(
        apiMode === 'http' ? (process.env.VITE_API_BASE_URL ?? env.VITE_API_BASE_URL) : undefined,
      ),
      idlePrefetch(),
      apiDocs(),
      precompressed(),
    ],
    server: {
      port: 5173,
      strictPort: true,
      // No media proxy: the standalone mock server (`npm run mock:server`) answers pictures with
      // absolute URLs on its own origin (MOCK_PUBLIC_URL when it sits behind a proxy).
    },
    optimizeDeps: {
      // Imported by the styles vanilla-extract compiles, which the dependency scan does not read:
      // found late, it made the first `npm run dev` bundle the dependencies twice and reload.
      include: ['@vanilla-extract/recipes/createRuntimeFn'],
    },
    preview: { port: 4173, strictPort: true },
    build: {
      manifest: true,
      sourcemap: false,
      target: 'es2022',
      // A stylesheet per chunk, which firstPaintStylesheet merges into two: the one index.html
      // links, for the most visited pages, and one for the rest, loaded with the first chunk that
      // needs it (9 + 7 KB gz instead of one of 15 KB before every first paint).
      cssCodeSplit: true,
      modulePreload: {
        // No polyfill: every browser the es2022 target meant to serve supports modulepreload but
        // Safari before 17 (2023), which loads the same files without it, one round trip later,
        // as the imports find them. It was 1.2 KB of the entry: 0.26–0.27 KB of every page's
        // gzipped download (measured in clean builds before and after).
        polyfill: false,
        // index.html preloads these (the browser fetches them beside the entry instead of finding
        // them once the entry is parsed, one round trip later), and the entry imports them on
        // every page: listing them again beside every lazy import only makes the entry bigger
        // (its table of what each import needs). Vite asks this for index.html too: keep them there.
        resolveDependencies: (_file, deps, { hostType }) =>
          hostType === 'html' ? deps : deps.filter((dep) => !ENTRY_CHUNKS.test(dep)),
      },
      rolldownOptions: {
        output: {
          // File names carry 7 characters of content hash, not 8: every lazy import names its
          // files, so the entry alone lists about 80 of them (a random character barely gzips):
          // 0.16 KB less on /post/{slug}'s first load, measured. The bundler refuses a length too
          // short for the number of chunks (7 is its minimum for today's 65), so a build with far
          // more chunks fails with a message saying so, never with a clash.
          entryFileNames: 'assets/[name]-[hash:7].js',
          chunkFileNames: 'assets/[name]-[hash:7].js',
          assetFileNames: 'assets/[name]-[hash:7][extname]',
          codeSplitting: {
            // Few, larger chunks (issue 10): small chunks gzip badly and each one is a request on
            // the way to the first paint. Order matters: the first group that matches takes a
            // module. Everything else follows the bundler's default (per dynamic import).
            // A group takes only the modules its test names, not their imports: otherwise a
            // feed's share dialog would drag the modal code into the chunk every feed loads.
            includeDependenciesRecursively: false,
            groups: [
              {
                // The framework every page needs travels as one chunk: four small ones gzip
                // worse (measured: /home's first load 129.5 -> 127.6 KiB gz)…
                name: 'framework',
                // …except the infinite-list hooks, which only the lazily loaded feeds use, and
                // the virtualiser, which only a list of hundreds of posts fetches; plus
                // the URL parsers every route's validateSearch needs and the theme's variables,
                // which every page uses.
                test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|ky|jotai|use-sync-external-store|@vanilla-extract)[\\/](?!.*(?:useInfiniteQuery|useSuspenseInfiniteQuery|infiniteQueryObserver|infiniteQueryOptions)|(?:react-virtual|virtual-core)[\\/])|[\\/]src[\\/](?:lib[\\/]search-params\.ts$|styles[\\/]theme\.css\.ts)/,
              },
              // The widgets every page shows (react-aria's interactions, buttons, links, cards,
              // icons) and the app code the entry shares with the route chunks (API client,
              // texts): one chunk. Overlays (dialogs, modals) and form fields stay out: they
              // load with the dialogs and forms, on first use.
              {
                name: 'ui',
                test: (id: string) => UI_CHUNK.some((pattern) => pattern.test(id)),
                // …with everything they import (not already in the framework): a helper shared
                // with a lazy chunk must not be left there, or the chunks import each other in
                // a cycle (seen with the mock toolbar: ui → mount → content → ui).
                includeDependenciesRecursively: true,
              },
              // The content code, by page family, so that a page downloads only its own. The
              // texts apart from the feeds' code: the community pages (a group, a profile, the
              // recommender) read them too (en-community.ts builds on them) but show no feed
              // (measured: /ai/recommender downloaded 11.5 KB of feed code for a 2.8 KB
              // catalogue); with them the composer panel above the feeds, 1 KB, not worth a
              // request of its own.
              contentGroup('content-base', CONTENT_BASE_CHUNK),
              // The feeds before the posts: they take their modules out of the posts' folder.
              contentGroup('discussion', DISCUSSION_CHUNK),
              contentGroup('feeds', FEEDS_CHUNK),
              contentGroup('content', CONTENT_CHUNK),
              // Not the post page's list of boards (top-boards): it needs no other board code.
              contentGroup('boards', [
                /\/src\/features\/boards\/(?!components\/top-boards\.)/,
                /\/src\/i18n\/en-boards\.ts$/,
              ]),
              // /home's shelves and ad, one chunk for its two lazy parts.
              contentGroup('home', [
                /\/src\/features\/(?:playlists|ads)\//,
                /\/src\/i18n\/en-home\.ts$/,
              ]),
              contentGroup('comments', COMMENTS_CHUNK),
              // The forms' focus helper travels with the text field every form and dialog that
              // checks its input has: in `ui` it cost the first screens 130 B, in `aria` the sign-in
              // page (native fields) 30 KB, and on its own a chunk name in the preload lists.
              {
                name: 'text-field',
                test: (id: string) =>
                  /\/src\/components\/ui\/(?:text-field|focus-first-problem)\./.test(id),
              },
              {
                name: 'aria',
                test: (id: string) => ARIA_CHUNK.some((pattern) => pattern.test(id)),
                // With what they import, as for `ui`: a helper left to a dialog's chunk would make
                // the chunks import each other in a cycle (seen: forms failing to start).
                includeDependenciesRecursively: true,
              },
            ],
          },
        },
      },
    },
  }
})
