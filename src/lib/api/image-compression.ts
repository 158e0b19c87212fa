import type { paths as ImageServicePaths } from '#openapi/image-compression.gen'
import { api, toApiError } from './client'
import type { Operation, RequestBody, SuccessData } from './types'

type CompressOperation = Operation<ImageServicePaths, '/compress', 'post'>

export type CompressImageRequest = RequestBody<CompressOperation>
export type CompressImageResult = SuccessData<CompressOperation>

/** The external image-compression service (`VITE_IMAGE_COMPRESSION_URL`, `/image-service` by default). */
export function imageCompressionUrl(): URL {
  const base = import.meta.env.VITE_IMAGE_COMPRESSION_URL ?? '/image-service'
  return new URL(
    `${base.replace(/\/+$/, '')}/compress`,
    globalThis.location?.origin ?? 'http://localhost',
  )
}

/**
 * Compresses an image before upload. The service is not our API: it never receives the member's
 * token, and a refused image rejects with an `ApiError` carrying the service's `message`.
 */
export async function compressImage(
  body: CompressImageRequest,
  signal?: AbortSignal,
): Promise<CompressImageResult> {
  try {
    const response = await api.post(imageCompressionUrl(), {
      json: body,
      signal,
      context: { anonymous: true },
    })
    return await response.json<CompressImageResult>()
  } catch (error) {
    throw await toApiError(error)
  }
}
