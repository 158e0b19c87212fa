import { createOpenApiHttp } from 'openapi-msw'
import type { paths } from '#openapi/image-compression.gen'

/** The external compression service, under `image-service` on any origin (the app's default: beside the API). */
const http = createOpenApiHttp<paths>({ baseUrl: '*/image-service' })

export const imageCompressionHandlers = [
  http.post('/compress', async ({ request, response }) => {
    const body = await request.json()
    const match = /^data:image\/(png|jpe?g);base64,(.*)$/s.exec(body.img)
    const data = match ? (match[2] ?? '') : body.img
    if (!/^[A-Za-z0-9+/=\s]+$/.test(data)) {
      return response(400).json({
        success: false,
        compressed_img: null,
        message: 'This image could not be read: send base64 data.',
      })
    }
    // "Compressed": the same data comes back, as the mock promises.
    const mime = body.extension === 'png' ? 'image/png' : 'image/jpeg'
    return response(200).json({
      success: true,
      compressed_img: match ? body.img : `data:${mime};base64,${data}`,
      message: 'Image compressed.',
    })
  }),
]
