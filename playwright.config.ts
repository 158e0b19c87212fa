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

// Playwright loads the configuration through its default export.
export default defineConfig({
  testDir: 'tests/e2e',
  // tests/e2e/account/** is owned by another engineer but runs in the same suite.
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // The machines have two cores: more workers only queue behind each other and the preview server.
  workers: 2,
  // No retries anywhere: the mock backend is seeded and deterministic, so a test that passes on a
  // second attempt is hiding a race in the app or the harness, and CI should say so.
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
  projects: [{ name: 'chromium' }],
  webServer: {
    command: `npm run build && npm run preview -- --port ${PORT} --strictPort`,
    url: BASE_URL,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
