/**
 * In mock mode the whole backend runs in the browser (MSW + faker). The worker must be listening
 * before the first render, or the first calls would reach a server that does not exist.
 * `VITE_API_MODE` is replaced at build time (vite.config.ts `define`), so in an http-mode build
 * the early return is constant and the bundler drops the dynamic import and every MSW chunk.
 */
export async function enableMocking(): Promise<void> {
  if (import.meta.env.VITE_API_MODE !== 'mock') return
  performance.mark('mock:start:begin')
  const { startMockWorker } = await import('#mocks/browser')
  await startMockWorker()
  // Read by `npm run bench`: from the entry's start to the mock backend answering.
  performance.measure('mock:start', 'mock:start:begin')
}

/**
 * The mock toolbar (scenarios, seed, mailbox) in mock mode, mounted after the app's first render
 * in a React root of its own so it never delays the page. Dropped from http builds like above.
 */
export async function showMockToolbar(): Promise<void> {
  if (import.meta.env.VITE_API_MODE !== 'mock') return
  const { mountMockToolbar } = await import('#mocks/toolbar/mount')
  mountMockToolbar()
}
