import type { components } from '#openapi/schema.gen'
import { getDb, nextId } from '#mocks/db/store'
import { mediaUrl } from '#mocks/media/urls'

type ImagePayload = components['schemas']['ImagePayload']

/**
 * Turns an image from a request into the address stored on the entity. A processed upload (a
 * base64 data URL) is kept in the db and served same-origin under /mock-media/upload/, so entity
 * fields never hold data: URLs; a saved image keeps its address; null removes the image;
 * undefined leaves the current one.
 */
export function storeImage(
  payload: ImagePayload | null | undefined,
  current: string | null,
): string | null {
  if (payload === undefined) return current
  if (payload === null) return null
  if (payload.source === 'saved') return payload.data
  const match = /^data:([\w/+.-]+);base64,(.*)$/s.exec(payload.data)
  const mime = match?.[1] ?? 'image/png'
  const data = (match?.[2] ?? payload.data).replace(/\s+/g, '')
  const id = `u${nextId('uploads')}`
  getDb().uploads.push({ id, mime, data })
  return mediaUrl.upload(id)
}
