import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import { importX } from 'eslint-plugin-import-x'
import globals from 'globals'

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      'coverage',
      'test-results',
      'playwright-report',
      'public/mockServiceWorker.js',
      'openapi/*.gen.ts',
      'src/routeTree.gen.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, 'import-x': importX },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // One direction of dependency (STYLE.md): openapi → shared → features → routes → app.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './mocks',
              from: './src',
              message: 'The fake backend knows nothing of its client: mocks/ never imports src/.',
            },
            {
              target: './src',
              from: './mocks',
              except: [],
              message: 'src/ reaches mocks/ only through app/enable-mocking.ts (a dynamic import).',
            },
            {
              target: ['./src/components', './src/lib', './src/i18n', './src/styles'],
              from: ['./src/features', './src/routes', './src/app'],
              message: 'Shared code never imports features, routes or the app.',
            },
            {
              target: './src/features',
              from: ['./src/routes', './src/app'],
              message: 'Features never import routes or the app.',
            },
            {
              target: './src/routes',
              from: './src/app',
              message: 'Routes never import the app composition root.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['src/app/enable-mocking.ts'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
)
