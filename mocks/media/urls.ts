/**
 * Same-origin addresses of the pictures the mocks draw (see `handlers/media.ts`). Entity fields
 * hold these paths, never an outside host.
 */
export const MEDIA_PREFIX = '/mock-media'

export const mediaUrl = {
  poster: (filmIndex: number) => `${MEDIA_PREFIX}/poster/${filmIndex}.svg`,
  avatar: (username: string) => `${MEDIA_PREFIX}/avatar/${encodeURIComponent(username)}.svg`,
  cover: (key: string) => `${MEDIA_PREFIX}/cover/${encodeURIComponent(key)}.svg`,
  board: (slug: string) => `${MEDIA_PREFIX}/board/${encodeURIComponent(slug)}.svg`,
  group: (slug: string) => `${MEDIA_PREFIX}/group/${encodeURIComponent(slug)}.svg`,
  groupCover: (slug: string) => `${MEDIA_PREFIX}/group-cover/${encodeURIComponent(slug)}.svg`,
  ad: (id: number, size: 'xs' | 'sm' | 'md' | 'lg') => `${MEDIA_PREFIX}/ad/${id}-${size}.svg`,
  upload: (id: string) => `${MEDIA_PREFIX}/upload/${encodeURIComponent(id)}`,
}
