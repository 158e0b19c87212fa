import { http } from 'msw'
import { onTestFinished } from 'vitest'
import { server } from '#mocks/node'

export interface CapturedRequest {
  method: string
  url: URL
  body: unknown
}

/**
 * Records what the app sent to `pathname` (method and JSON body) as the mock backend received it.
 * The request is cloned at `request:start`, before a handler reads its body.
 */
export function captureRequests(method: string, pathname: string): CapturedRequest[] {
  const captured: CapturedRequest[] = []
  const pending: Promise<void>[] = []
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url)
    if (request.method !== method.toUpperCase() || url.pathname !== pathname) return
    const copy = request.clone()
    const entry: CapturedRequest = { method: request.method, url, body: undefined }
    captured.push(entry)
    pending.push(
      copy.text().then((text) => {
        entry.body = text === '' ? undefined : (JSON.parse(text) as unknown)
      }),
    )
  }
  server.events.on('request:start', listener)
  onTestFinished(() => {
    server.events.removeListener('request:start', listener)
  })
  return captured
}

/** Fills a field the fast way (a click and a paste): typing key by key adds seconds per test. */
export async function fill(
  user: { click: (element: Element) => Promise<void>; paste: (text: string) => Promise<void> },
  element: Element,
  text: string,
): Promise<void> {
  await user.click(element)
  await user.paste(text)
}

/**
 * Holds the mock backend's next answer to `method` `path` until the returned function is called;
 * the answer is then the usual handler's, made at that moment. For races: an answer that arrives
 * after what the person did next.
 */
export function holdNextAnswer(
  method: 'get' | 'put' | 'post' | 'delete',
  path: string,
): () => void {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  server.use(
    http[method](
      `*${path}`,
      async () => {
        await released
        return undefined
      },
      { once: true },
    ),
  )
  return release
}
