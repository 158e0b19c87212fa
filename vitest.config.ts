import { availableParallelism } from 'node:os'
import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config.ts'

/**
 * Three tiers (README.md → Layout): `unit` (pure logic in Node), `contract` (the OpenAPI document, the
 * mocks in Node, Prism) and `component` (jsdom, the real route tree, MSW in Node).
 * The end-to-end suite runs in Chromium through Playwright, not here.
 */
export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      // Vitest's default is one worker fewer than the cores, which is a single worker on the two-core
      // machines here (CI included): two workers took the suite from 5 min 35 s to 3 min 54 s.
      // Larger machines keep the default.
      maxWorkers: Math.max(2, availableParallelism() - 1),
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
            include: [
              'tests/unit/**/*.test.ts',
              'tests/mocks/**/*.test.{ts,tsx}',
              'tests/contract/**/*.test.ts',
            ],
            testTimeout: 60_000,
            hookTimeout: 120_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'component',
            environment: 'jsdom',
            include: ['tests/component/**/*.test.{ts,tsx}'],
            setupFiles: ['tests/setup/component.ts'],
            testTimeout: 20_000,
          },
        },
      ],
    },
  }),
)
