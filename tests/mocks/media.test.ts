import { readFileSync } from 'node:fs'
import Ajv2020 from 'ajv/dist/2020'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { db } from '#mocks/node'
import { call, setupMockServer } from './support'

setupMockServer()

describe('mock media', () => {
  it('draws every picture the world refers to as same-origin SVG', async () => {
    const world = db()
    const urls = new Set<string>([
      ...world.posts.flatMap((p) => (p.image ? [p.image] : [])).slice(0, 5),
      ...world.profiles
        .flatMap((p) => [p.profile_picture, p.cover_picture])
        .filter((u): u is string => u !== null)
        .slice(0, 5),
      ...world.boards.map((b) => b.featured_image).slice(0, 3),
      ...world.groups
        .flatMap((g) => [g.profile_picture, g.cover_picture])
        .filter((u): u is string => u !== null)
        .slice(0, 4),
      ...world.advertisements.flatMap((a) => [a.image_xs, a.image_sm, a.image_md, a.image_lg]),
    ])
    for (const url of urls) {
      expect(url.startsWith('/mock-media/')).toBe(true)
      const response = await fetch(`http://localhost${url}`)
      expect(response.status, url).toBe(200)
      expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
      const svg = await response.text()
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/)
      expect(svg).not.toMatch(/(href|src)="https?:/)
    }
  })

  it('puts the film title on a poster and initials on an avatar, the same every time', async () => {
    const poster = await (await fetch('http://localhost/mock-media/poster/0.svg')).text()
    expect(poster).toContain('THE SHINING')
    expect(await (await fetch('http://localhost/mock-media/poster/0.svg')).text()).toBe(poster)
    const avatar = await (await fetch('http://localhost/mock-media/avatar/reel_ravi.svg')).text()
    expect(avatar).toContain('>RR</text>')
  })
})

describe('the image-compression service', () => {
  const document = parse(
    readFileSync(new URL('../../openapi/image-compression.yaml', import.meta.url), 'utf8'),
  ) as {
    components: { schemas: Record<string, object> }
  }
  const ajv = new Ajv2020({ strict: false })
  ajv.addSchema({ $id: 'ic', components: document.components })
  const validate = ajv.compile({ $ref: 'ic#/components/schemas/CompressResult' })

  it('returns the same base64 data as "compressed"', async () => {
    const img =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='
    const answer = await call('POST', '/image-service/compress', {
      body: { img, extension: 'png' },
    })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({
      success: true,
      compressed_img: img,
      message: 'Image compressed.',
    })
    expect(validate(answer.body)).toBe(true)
  })

  it('refuses data that is not base64 with 400 in the same shape', async () => {
    const answer = await call('POST', '/image-service/compress', {
      body: { img: '<svg onload=alert(1)>', extension: 'jpeg' },
    })
    expect(answer.status).toBe(400)
    expect(answer.body.success).toBe(false)
    expect(validate(answer.body)).toBe(true)
  })
})
