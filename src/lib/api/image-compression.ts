import type { paths as ImageServicePaths } from '#openapi/image-compression.gen'
import { api, apiBaseUrl, toApiError } from './client'
import type { Operation, RequestBody, SuccessData } from './types'

type CompressOperation = Operation<ImageServicePaths, '/compress', 'post'>

export type CompressImageRequest = RequestBody<CompressOperation>
export type CompressImageResult = SuccessData<CompressOperation>

/**
 * The external image-compression service: `VITE_IMAGE_COMPRESSION_URL`, or by default
 * `image-service` beside the API (`VITE_API_BASE_URL` in http mode; the page's origin on the mock
 * backend), where `npm run mock:server` and deploy/nginx.conf answer it. It was the page's own
 * origin in every mode, so an http-mode build served by `vite preview` or any static host posted
 * pictures to a 404 and no picture could be added.
 */
export function imageCompressionUrl(): URL {
  const base =
    import.meta.env.VITE_IMAGE_COMPRESSION_URL ?? new URL('image-service', apiBaseUrl()).href
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
