/**
 * Addresses of the pictures the mocks draw (see `handlers/media.ts`). Entity fields hold these,
 * never an outside host.
 *
 * In the browser (mock mode) and in Node tests they are same-origin paths (`/mock-media/...`):
 * the service worker answers them on the app's own origin. The standalone mock server
 * (`npm run mock:server`) answers on its own origin, which is not the app's, so it sets
 * `setMediaOrigin(its public URL)` and every address becomes absolute
 * (`http://localhost:4010/mock-media/...`, or `MOCK_PUBLIC_URL` for another host name).
 */
export const MEDIA_PREFIX = '/mock-media'

let origin = ''

/** The origin media addresses start with; '' (the default) keeps them same-origin paths. */
export function mediaOrigin(): string {
  return origin
}

/**
 * Makes every media address built from now on absolute on `publicUrl`'s origin ('' for paths).
 * The database stores addresses, so rebuild the world after changing it.
 */
export function setMediaOrigin(publicUrl: string): void {
  origin = publicUrl === '' ? '' : new URL(publicUrl).origin
}

const at = (path: string) => `${origin}${MEDIA_PREFIX}${path}`

export const mediaUrl = {
  poster: (filmIndex: number) => at(`/poster/${filmIndex}.svg`),
  avatar: (username: string) => at(`/avatar/${encodeURIComponent(username)}.svg`),
  cover: (key: string) => at(`/cover/${encodeURIComponent(key)}.svg`),
  board: (slug: string) => at(`/board/${encodeURIComponent(slug)}.svg`),
  group: (slug: string) => at(`/group/${encodeURIComponent(slug)}.svg`),
  groupCover: (slug: string) => at(`/group-cover/${encodeURIComponent(slug)}.svg`),
  ad: (id: number, size: 'xs' | 'sm' | 'md' | 'lg') => at(`/ad/${id}-${size}.svg`),
  upload: (id: string) => at(`/upload/${encodeURIComponent(id)}`),
}
