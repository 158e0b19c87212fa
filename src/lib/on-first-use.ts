/**
 * A value built the first time it is asked for, then kept. Meant for Intl formatters: the first
 * one a page builds loads the locale's data, 110–160 ms on Lighthouse's throttled phone
 * (measured in Chromium), which a module's top level spends on every page that merely imports
 * the module, as the profile helpers in the shared `ui` chunk did on every page. ESLint forbids
 * `new Intl.*` at a module's top level (eslint.config.js).
 */
export function onFirstUse<T>(create: () => T): () => T {
  let value: T | undefined
  return () => (value ??= create())
}
