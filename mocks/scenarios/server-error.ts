import { http } from 'msw'
import { problem } from '#mocks/handlers/lib/errors'
import { defineScenario } from './define'
import { changeSuccessBody, everyApiCall } from './lib'

export const serverError = defineScenario({
  name: 'server-error',
  description: 'Every API call answers 500.',
  handlers: [
    everyApiCall(() => {
      throw problem.server()
    }),
    // The compression service reports its own failures in the body (its document declares no 5xx).
    http.post('*/image-service/compress', ({ request }) =>
      changeSuccessBody(request, () => ({
        success: false,
        compressed_img: null,
        message: 'This image could not be processed, please try another one.',
      })),
    ),
  ],
})
