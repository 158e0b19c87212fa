import { HttpResponse } from 'msw'
import { defineScenario } from './define'
import { everyApiCall } from './lib'

export const offline = defineScenario({
  name: 'offline',
  description: 'Every API call fails as a network error (HttpResponse.error()).',
  handlers: [everyApiCall(() => HttpResponse.error())],
})
