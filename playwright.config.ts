import { existsSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'

/**
 * The end-to-end suite drives Debian's Chromium against the production build in mock mode (MSW in
 * the browser), served by `vite preview`. Playwright's own browser downloads are unavailable on
 * these machines, so the binary is fixed and its absence is a setup error, not a test failure.
 */
const CHROMIUM = '/usr/bin/chromium'
if (!existsSync(CHROMIUM)) {
  throw new Error(
    `The end-to-end suite needs Chromium at ${CHROMIUM} (Debian package "chromium"). ` +
      'Install it with `apt-get install chromium`; never run `npx playwright install` here.',
  )
}

// E2E_PORT lets several checkouts run their suites side by side on one machine.
const PORT = Number(process.env.E2E_PORT ?? 4173)
const BASE_URL = `http://localhost:${PORT}`

/**
 * The `http` project: key journeys against the http-mode build (`npm run build:http`, no MSW),
 * served by `vite preview` and talking over HTTP to the standalone mock server
 * (`npm run mock:server`). E2E_HTTP_PORT and E2E_MOCK_API_PORT move them; both are started here
 * only when the http project runs.
 */
const HTTP_PORT = Number(process.env.E2E_HTTP_PORT ?? 4174)
const HTTP_BASE_URL = `http://localhost:${HTTP_PORT}`
const MOCK_API_PORT = Number(process.env.E2E_MOCK_API_PORT ?? 4012)
const MOCK_API_URL = `http://localhost:${MOCK_API_PORT}`

/**
 * The `nginx` project runs the http journeys again through Debian's nginx with deploy/nginx.conf
 * in front of an http-mode build (same-origin API, as deployed) and a mock server of its own,
 * plus tests/e2e/nginx/ (headers, caching, fallback, gzip). E2E_NGINX_PORT, E2E_NGINX_API_PORT.
 */
const NGINX_PORT = Number(process.env.E2E_NGINX_PORT ?? 4175)
const NGINX_BASE_URL = `http://localhost:${NGINX_PORT}`
const NGINX_API_PORT = Number(process.env.E2E_NGINX_API_PORT ?? 4013)

/** The projects named on the command line (`--project x`, `--project=x`), or all of them. */
function projectWanted(name: string): boolean {
  const named: string[] = []
  process.argv.forEach((arg, i) => {
    if (arg === '--project') named.push(process.argv[i + 1] ?? '')
    else if (arg.startsWith('--project=')) named.push(arg.slice('--project='.length))
  })
  return named.length === 0 || named.includes(name)
}

// Playwright loads the configuration through its default export.
export default defineConfig({
  testDir: 'tests/e2e',
  // tests/e2e/account/** is owned by another engineer but runs in the same suite.
  testMatch: '**/*.spec.ts',
  // The http project's journeys need its own servers: only that project runs them.
  testIgnore: ['http/**', 'nginx/**'],
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // The machines have two cores: more workers only queue behind each other and the preview server.
  workers: 2,
  // No retries anywhere: the mock backend is seeded and deterministic, so a test that passes on a
  // second attempt is hiding a race in the app or the harness, and CI should say so. The one thing
  // asked for twice is a sweep page whose document never arrived, before any of its code ran
  // (gotoExplained in tests/e2e/fixtures.ts); the run's output lists each such navigation.
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./tests/e2e/sweep-reporter.ts'], ['./tests/e2e/summary-reporter.ts']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: BASE_URL,
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-dev-shm-usage',
      ],
    },
    serviceWorkers: 'allow',
    screenshot: 'only-on-failure',
    trace: 'off',
  },
  projects: [
    { name: 'chromium' },
    {
      name: 'http',
      testMatch: 'http/**/*.spec.ts',
      testIgnore: [],
      // One mock server holds the state for every http test: one at a time, reset before each.
      workers: 1,
      fullyParallel: false,
      use: { baseURL: HTTP_BASE_URL },
      metadata: { apiURL: MOCK_API_URL },
    },
    {
      name: 'nginx',
      testMatch: ['http/**/*.spec.ts', 'nginx/**/*.spec.ts'],
      testIgnore: [],
      workers: 1,
      fullyParallel: false,
      use: { baseURL: NGINX_BASE_URL },
      // The API is the app's own origin behind nginx; its /__mock control paths are proxied too.
      metadata: { apiURL: NGINX_BASE_URL },
    },
  ],
  webServer: [
    ...(projectWanted('chromium')
      ? [
          {
            command: `npm run build && npm run preview -- --port ${PORT} --strictPort`,
            url: BASE_URL,
            reuseExistingServer: !process.env.CI,
            timeout: 180_000,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
        ]
      : []),
    ...(projectWanted('http')
      ? [
          {
            command: 'npm run mock:server',
            // Strict: an answer that breaks openapi.yaml is a 500 naming the field, so a journey fails.
            env: { PORT: String(MOCK_API_PORT), MOCK_STRICT: '1' },
            url: `${MOCK_API_URL}/__mock/scenario`,
            reuseExistingServer: !process.env.CI,
            timeout: 60_000,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
          {
            command: `npm run build:http && npm run preview -- --outDir dist-http --port ${HTTP_PORT} --strictPort`,
            // No VITE_IMAGE_COMPRESSION_URL: the default, beside the API, is what the README's
            // recipe gives, and the journeys upload a picture through it.
            env: { VITE_API_BASE_URL: MOCK_API_URL },
            url: HTTP_BASE_URL,
            reuseExistingServer: !process.env.CI,
            timeout: 180_000,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
        ]
      : []),
    ...(projectWanted('nginx')
      ? [
          {
            command: 'npm run mock:server',
            // Behind nginx the pictures' public origin is nginx's (the API's own is not reachable).
            env: {
              PORT: String(NGINX_API_PORT),
              MOCK_PUBLIC_URL: NGINX_BASE_URL,
              MOCK_STRICT: '1',
            },
            url: `http://localhost:${NGINX_API_PORT}/__mock/scenario`,
            reuseExistingServer: !process.env.CI,
            timeout: 60_000,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
          {
            command: 'npx vite build --outDir dist-nginx && node deploy/serve-nginx.mjs',
            env: {
              VITE_API_MODE: 'http',
              VITE_API_BASE_URL: '',
              NGINX_PORT: String(NGINX_PORT),
              NGINX_ROOT: 'dist-nginx',
              API_UPSTREAM: `localhost:${NGINX_API_PORT}`,
              API_PATHS: 'api|image-service|mock-media|__mock',
            },
            url: NGINX_BASE_URL,
            reuseExistingServer: !process.env.CI,
            timeout: 180_000,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
        ]
      : []),
  ],
})
