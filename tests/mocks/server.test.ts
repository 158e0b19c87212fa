import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { getDb } from '#mocks/db/store'
import type { components } from '#openapi/schema.gen'
import { startMockServer, type MockServer } from '#mocks/server'

type PostPage = components['schemas']['PostPage']
type Post = components['schemas']['Post']
type TokenPair = components['schemas']['TokenPair']

const DEV_ORIGIN = 'http://localhost:5173'

let server: MockServer
const logLines: string[] = []

beforeAll(async () => {
  server = await startMockServer({
    port: 0,
    seed: 2026,
    scenario: null,
    log: (line) => logLines.push(line),
    strict: true,
    // (Pictures: WebP for a browser by default, as an image service sends them; see below.)
  })
})

afterAll(async () => {
  await server.close()
})

beforeEach(async () => {
  await fetch(`${server.url}/__mock/scenario`, {
    method: 'PUT',
    body: JSON.stringify({ scenario: null }),
  })
  await fetch(`${server.url}/__mock/reset`, { method: 'POST' })
})

async function logIn(username = 'filmfan', password = 'Password1!'): Promise<Response> {
  return fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  })
}

describe('the standalone mock server', () => {
  it('listens on the free port it was given and reports its URL', () => {
    expect(server.url).toMatch(/^http:\/\/localhost:\d+$/)
    expect(server.port).toBeGreaterThan(0)
    expect(server.url.endsWith(`:${server.port}`)).toBe(true)
  })

  it('serves a feed page in the pagination envelope', async () => {
    const response = await fetch(`${server.url}/api/content/post/new?page=1`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('application/json')
    const page = (await response.json()) as PostPage
    expect(page.results).toHaveLength(12)
    expect(page.pagination).toMatchObject({ current_page: 1, has_previous: false, has_next: true })
    expect(logLines.some((line) => /GET \/api\/content\/post\/new\?page=1 → 200/.test(line))).toBe(
      true,
    )
  })

  it('logs in a demo member and creates a post with the access token', async () => {
    const login = await logIn()
    expect(login.status).toBe(200)
    const tokens = (await login.json()) as TokenPair
    expect(tokens.access).toBeTruthy()

    const created = await fetch(`${server.url}/api/content/post`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${tokens.access}`,
      },
      body: JSON.stringify({
        title: 'Heat (1995): the diner scene',
        body: 'Two legends, one table.',
        type: 'post',
        image: null,
        group: null,
        boards: [1],
        status: 'A',
      }),
    })
    expect(created.status).toBe(201)
    const post = (await created.json()) as Post
    expect(post).toMatchObject({ title: 'Heat (1995): the diner scene', created_by_ref: 'filmfan' })

    const newest = (await (await fetch(`${server.url}/api/content/post/new`)).json()) as PostPage
    expect(newest.results[0]?.slug).toBe(post.slug)
  })

  it('refuses a post without a token and a login with a wrong password', async () => {
    const anonymous = await fetch(`${server.url}/api/content/post`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        title: 'x',
        body: 'y',
        type: 'post',
        image: null,
        group: null,
        boards: [],
        status: 'A',
      }),
    })
    expect(anonymous.status).toBe(401)
    const wrong = await logIn('filmfan', 'not-the-password1')
    expect(wrong.status).toBe(401)
    expect(await wrong.json()).toHaveProperty('detail')
  })

  it('answers a CORS preflight from the dev origin with Authorization and Content-Type allowed', async () => {
    const preflight = await fetch(`${server.url}/api/content/post`, {
      method: 'OPTIONS',
      headers: {
        Origin: DEV_ORIGIN,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, content-type',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe(DEV_ORIGIN)
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST')
    const allowed = preflight.headers.get('access-control-allow-headers')?.toLowerCase() ?? ''
    expect(allowed).toContain('authorization')
    expect(allowed).toContain('content-type')

    const feed = await fetch(`${server.url}/api/content/post/new`, {
      headers: { Origin: DEV_ORIGIN },
    })
    expect(feed.headers.get('access-control-allow-origin')).toBe(DEV_ORIGIN)
  })

  it('gives no CORS grant to a foreign origin', async () => {
    const preflight = await fetch(`${server.url}/api/content/post`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    })
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('lists the verification e-mail a registration sends in the mailbox', async () => {
    const empty = (await (await fetch(`${server.url}/__mock/mailbox`)).json()) as unknown[]
    expect(empty).toEqual([])

    const register = await fetch(`${server.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        username: 'reeltalk',
        email: 'reeltalk@example.com',
        password: 'Popcorn2024',
        confirm_password: 'Popcorn2024',
        first_name: '',
        last_name: '',
        date_of_birth: null,
        timezone: 'GB',
        language: 'EN',
        agree_terms: true,
        over_18: true,
        wants_email_marketing: false,
      }),
    })
    expect(register.status).toBe(200)

    const mailbox = await fetch(`${server.url}/__mock/mailbox`, {
      headers: { Origin: DEV_ORIGIN },
    })
    expect(mailbox.status).toBe(200)
    expect(mailbox.headers.get('access-control-allow-origin')).toBe(DEV_ORIGIN)
    const mails = (await mailbox.json()) as Array<{ to: string; subject: string; link: string }>
    expect(mails).toHaveLength(1)
    expect(mails[0]?.to).toBe('reeltalk@example.com')
    expect(mails[0]?.link).toMatch(/^\/verification\/confirm\/\d+/)
  })

  it('switches scenarios over /__mock/scenario and refuses unknown ones', async () => {
    const unknown = await fetch(`${server.url}/__mock/scenario`, {
      method: 'PUT',
      body: JSON.stringify({ scenario: 'no-such-scenario' }),
    })
    expect(unknown.status).toBe(400)

    const set = await fetch(`${server.url}/__mock/scenario`, {
      method: 'PUT',
      body: JSON.stringify({ scenario: 'login-error' }),
    })
    expect(set.status).toBe(200)
    const state = (await (await fetch(`${server.url}/__mock/scenario`)).json()) as {
      scenario: string | null
      scenarios: Array<{ name: string; description: string }>
    }
    expect(state.scenario).toBe('login-error')
    expect(state.scenarios.map((s) => s.name)).toContain('offline')
    expect((await logIn()).status).toBe(401)
  })

  it('fails like a dropped connection in the offline scenario', async () => {
    await fetch(`${server.url}/__mock/scenario`, {
      method: 'PUT',
      body: JSON.stringify({ scenario: 'offline' }),
    })
    await expect(fetch(`${server.url}/api/content/post/new`)).rejects.toThrow()
  })

  it('forgets created data on reset', async () => {
    const tokens = (await (await logIn()).json()) as TokenPair
    await fetch(`${server.url}/api/content/post`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${tokens.access}` },
      body: JSON.stringify({
        title: 'Soon forgotten',
        body: 'Gone after a reset.',
        type: 'post',
        image: null,
        group: null,
        boards: [],
        status: 'A',
      }),
    })
    const reset = await fetch(`${server.url}/__mock/reset`, { method: 'POST' })
    expect(await reset.json()).toMatchObject({ seed: 2026 })
    const newest = (await (await fetch(`${server.url}/api/content/post/new`)).json()) as PostPage
    expect(newest.results.map((p) => p.title)).not.toContain('Soon forgotten')
  })

  it('sends data and pictures gzipped to a client that accepts it, as a production server does', async () => {
    const feed = `${server.url}/api/content/post/new?page=1`
    const gzipped = await fetch(feed, { headers: { 'Accept-Encoding': 'gzip' } })
    expect(gzipped.headers.get('content-encoding')).toBe('gzip')
    expect(gzipped.headers.get('vary')).toMatch(/accept-encoding/i)
    const plain = await fetch(feed, { headers: { 'Accept-Encoding': 'identity' } })
    expect(plain.headers.get('content-encoding')).toBeNull()
    // The same answer either way.
    const plainText = await plain.text()
    expect(await gzipped.text()).toBe(plainText)
    expect(Number(plain.headers.get('content-length'))).toBe(Buffer.byteLength(plainText))
    const picture = await fetch(`${server.url}/mock-media/poster/1.svg`, {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    })
    expect(picture.headers.get('content-encoding')).toBe('gzip')
  })

  it('serves the mock media as SVG to a client that does not ask for WebP', async () => {
    const response = await fetch(`${server.url}/mock-media/poster/1.svg`, {
      headers: { Accept: '*/*' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('image/svg+xml')
    expect(response.headers.get('vary')).toMatch(/\baccept\b/i)
    expect(await response.text()).toMatch(/^<svg/)
  })

  it('serves the mock media as WebP to a browser, as an image service would, the same picture every time', async () => {
    // Chromium's Accept header for an <img>.
    const accept = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8'
    const first = await fetch(`${server.url}/mock-media/poster/1.svg`, { headers: { accept } })
    expect(first.status).toBe(200)
    expect(first.headers.get('content-type')).toBe('image/webp')
    expect(first.headers.get('vary')).toMatch(/\baccept\b/i)
    expect(first.headers.get('cache-control')).toContain('max-age')
    const bytes = Buffer.from(await first.arrayBuffer())
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF')
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP')
    expect(Number(first.headers.get('content-length'))).toBe(bytes.length)
    const again = await fetch(`${server.url}/mock-media/poster/1.svg`, { headers: { accept } })
    expect(Buffer.from(await again.arrayBuffer()).equals(bytes)).toBe(true)
    const other = await fetch(`${server.url}/mock-media/poster/2.svg`, { headers: { accept } })
    expect(Buffer.from(await other.arrayBuffer()).equals(bytes)).toBe(false)
  })

  it('names its pictures absolutely, on its own origin, so a browser on another origin loads them', async () => {
    const page = (await (
      await fetch(`${server.url}/api/content/post/visual?page=1`)
    ).json()) as PostPage
    const image = page.results[0]?.image
    expect(image).toMatch(new RegExp(`^${server.url}/mock-media/poster/\\d+\\.svg$`))
    const picture = await fetch(image ?? '')
    expect(picture.status).toBe(200)
    expect(picture.headers.get('content-type')).toContain('image/svg+xml')
  })

  it('strict (MOCK_STRICT=1): an answer that breaks the document is a 500 naming the operation and the field', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const post = getDb().posts[0]!
    ;(post as { title: unknown }).title = null
    const answer = await fetch(`${server.url}/api/content/post/slug/${post.slug}`)
    expect(answer.status).toBe(500)
    const body = (await answer.json()) as { detail: string }
    expect(body.detail).toMatch(
      /getPostBySlug answered 200, which does not match openapi\.yaml: title must be string/,
    )
    expect(error).toHaveBeenCalledWith(
      expect.stringMatching(/GET \/api\/content\/post\/slug\/.*getPostBySlug.*title/),
    )
    error.mockRestore()
  })

  it('answers 404 for a path no mock handles', async () => {
    const response = await fetch(`${server.url}/no/such/thing`)
    expect(response.status).toBe(404)
  })
})
