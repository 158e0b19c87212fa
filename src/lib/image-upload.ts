import { useCallback, useRef, useState } from 'react'
import type { components } from '#openapi/schema.gen'
import { t } from '#i18n/en-widgets'
import { isApiError, messageFromBody } from './api/errors'
import { compressImage, type CompressImageRequest } from './api/image-compression'

/*
 * Choosing one picture for an upload (a profile picture, a cover, a post's image): the size rule,
 * the trip through the compression service, and the payload the API takes. Shared because the
 * account and content features both upload pictures the same way (docs/behaviour.md#images).
 */

/** What the API takes for a new picture: `{id, source, data}`. */
export type ImagePayload = components['schemas']['ImagePayload']

/** A size-restricted image may weigh at most 250000 bytes (docs/behaviour.md#images). */
export const MAX_RESTRICTED_IMAGE_BYTES = 250_000

/** Above this a photo is shrunk in the browser first, so the upload to the service stays small. */
const CLIENT_COMPRESSION_THRESHOLD = 1_000_000

type Extension = CompressImageRequest['extension']

const EXTENSIONS: Record<string, Extension> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/jpg': 'jpg',
}

export function extensionOf(file: File): Extension | undefined {
  const byType = EXTENSIONS[file.type]
  if (byType) return byType
  const byName = file.name.split('.').pop()?.toLowerCase()
  return byName === 'png' || byName === 'jpeg' || byName === 'jpg' ? byName : undefined
}

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'))
    reader.readAsDataURL(file)
  })
}

/** Shrinks big photos on the device; any trouble just keeps the original for the service. */
async function shrinkOnDevice(file: File): Promise<Blob> {
  if (file.size <= CLIENT_COMPRESSION_THRESHOLD) return file
  try {
    const { default: imageCompression } = await import('browser-image-compression')
    return await imageCompression(file, {
      maxSizeMB: 1,
      maxWidthOrHeight: 1600,
      useWebWorker: true,
    })
  } catch {
    return file
  }
}

export type PictureState =
  | { kind: 'unchanged' }
  | { kind: 'removed' }
  | { kind: 'processing'; file: File }
  | { kind: 'ready'; file: File; payload: ImagePayload }
  | { kind: 'failed'; file: File; message: string }

/** What the PUT carries for a picture: nothing when unchanged, null to remove it. */
export function picturePayload(state: PictureState): ImagePayload | null | undefined {
  if (state.kind === 'removed') return null
  if (state.kind === 'ready') return state.payload
  return undefined
}

let uploadSequence = 0

/** The service's message for a refused image, else the catalogue's (docs/behaviour.md#images). */
function processingFailure(error: unknown): string {
  return (isApiError(error) ? messageFromBody(error.body) : undefined) ?? t('process_photo_error')
}

/**
 * One picture of a form. `compress` sends it through the compression service (the profile
 * picture, a post's image); otherwise the size limit applies and the image is sent as chosen
 * (the cover).
 */
export function usePicture({ compress }: { compress: boolean }) {
  const [state, setState] = useState<PictureState>({ kind: 'unchanged' })
  const latest = useRef<File | null>(null)

  const choose = useCallback(
    async (file: File | undefined) => {
      latest.current = file ?? null
      if (!file) {
        setState({ kind: 'unchanged' })
        return
      }
      const extension = extensionOf(file)
      if (!compress && file.size > MAX_RESTRICTED_IMAGE_BYTES) {
        setState({ kind: 'failed', file, message: t('max_image_file_size_error') })
        return
      }
      setState({ kind: 'processing', file })
      uploadSequence += 1
      const id = `upload-${uploadSequence}`
      let next: PictureState
      try {
        if (!extension) throw new Error('unsupported type')
        if (compress) {
          const img = await readAsDataUrl(await shrinkOnDevice(file))
          const result = await compressImage({ img, extension })
          next =
            result.success && result.compressed_img
              ? {
                  kind: 'ready',
                  file,
                  payload: { id, source: 'processed', data: result.compressed_img },
                }
              : { kind: 'failed', file, message: result.message || t('process_photo_error') }
        } else {
          const data = await readAsDataUrl(file)
          next = { kind: 'ready', file, payload: { id, source: 'processed', data } }
        }
      } catch (error) {
        next = { kind: 'failed', file, message: processingFailure(error) }
      }
      // A newer choice made while this one was processing wins.
      if (latest.current === file) setState(next)
    },
    [compress],
  )

  const remove = useCallback(() => {
    latest.current = null
    setState({ kind: 'removed' })
  }, [])

  const reset = useCallback(() => {
    latest.current = null
    setState({ kind: 'unchanged' })
  }, [])

  return { state, choose, remove, reset }
}
