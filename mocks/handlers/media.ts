import { HttpResponse, http } from 'msw'
import { FILMS } from '#mocks/fixtures/films'
import { getDb } from '#mocks/db/store'
import { AD_SIZES, avatarSvg, bannerSvg, posterSvg, type AdSize } from '#mocks/media/svg'
import { MEDIA_PREFIX } from '#mocks/media/urls'

/**
 * Pictures are not part of the API document, so these handlers use MSW's plain `http`. Every
 * image is drawn locally: nothing in mock mode reaches another host.
 */
const SVG_HEADERS = {
  'Content-Type': 'image/svg+xml; charset=utf-8',
  'Cache-Control': 'public, max-age=86400',
}

function svg(body: string): HttpResponse<string> {
  return new HttpResponse(body, { headers: SVG_HEADERS })
}

function titleCase(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ')
}

function param(value: string | readonly string[] | undefined): string {
  return decodeURIComponent(String(Array.isArray(value) ? value[0] : (value ?? '')))
}

function base64ToBytes(data: string): Uint8Array {
  const binary = atob(data)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i)
  return bytes
}

export const mediaHandlers = [
  http.get(`*${MEDIA_PREFIX}/poster/:name`, ({ params }) => {
    const index = Number.parseInt(param(params.name), 10)
    const film = FILMS[Number.isFinite(index) ? index % FILMS.length : 0] ?? FILMS[0]
    if (!film) return new HttpResponse(null, { status: 404 })
    return svg(
      posterSvg({
        key: `poster-${film.title}`,
        title: film.title,
        subtitle: `${film.year}`,
        caption: `A film by ${film.director}`,
      }),
    )
  }),

  http.get(`*${MEDIA_PREFIX}/avatar/:name`, ({ params }) => {
    const username = param(params.name).replace(/\.svg$/, '')
    return svg(avatarSvg({ key: `avatar-${username}`, name: username }))
  }),

  http.get(`*${MEDIA_PREFIX}/cover/:name`, ({ params }) => {
    const key = param(params.name).replace(/\.svg$/, '')
    return svg(bannerSvg({ key: `cover-${key}`, title: 'FILM WAFFLE', width: 1500, height: 400 }))
  }),

  http.get(`*${MEDIA_PREFIX}/board/:name`, ({ params }) => {
    const slug = param(params.name).replace(/\.svg$/, '')
    const board = getDb().boards.find((b) => b.slug === slug)
    return svg(
      bannerSvg({
        key: `board-${slug}`,
        title: board?.name ?? titleCase(slug),
        width: 800,
        height: 450,
      }),
    )
  }),

  http.get(`*${MEDIA_PREFIX}/group/:name`, ({ params }) => {
    const slug = param(params.name).replace(/\.svg$/, '')
    const group = getDb().groups.find((g) => g.slug === slug)
    return svg(avatarSvg({ key: `group-${slug}`, name: group?.name ?? titleCase(slug) }))
  }),

  http.get(`*${MEDIA_PREFIX}/group-cover/:name`, ({ params }) => {
    const slug = param(params.name).replace(/\.svg$/, '')
    const group = getDb().groups.find((g) => g.slug === slug)
    return svg(
      bannerSvg({
        key: `group-cover-${slug}`,
        title: group?.name ?? titleCase(slug),
        width: 1500,
        height: 400,
      }),
    )
  }),

  http.get(`*${MEDIA_PREFIX}/ad/:name`, ({ params }) => {
    const match = /^(\d+)-(xs|sm|md|lg)\.svg$/.exec(param(params.name))
    if (!match) return new HttpResponse(null, { status: 404 })
    const ad = getDb().advertisements.find((a) => a.id === Number(match[1]))
    const size = AD_SIZES[match[2] as AdSize]
    return svg(
      bannerSvg({
        key: `ad-${match[1]}`,
        title: ad?.title ?? 'Film Waffle',
        subtitle: 'Film Waffle',
        ...size,
      }),
    )
  }),

  http.get(`*${MEDIA_PREFIX}/upload/:name`, ({ params }) => {
    const upload = getDb().uploads.find((u) => u.id === param(params.name))
    if (!upload) return new HttpResponse(null, { status: 404 })
    return new HttpResponse(base64ToBytes(upload.data), {
      headers: { 'Content-Type': upload.mime },
    })
  }),
]
