import { delay } from 'msw'
import { defineScenario } from './define'
import { everyApiCall } from './lib'

/** Delay of the `slow` scenario. */
export const SLOW_DELAY_MS = 1500

export const slow = defineScenario({
  name: 'slow',
  description: 'Every API call is delayed by 1500 ms, then answers normally.',
  handlers: [
    everyApiCall(async () => {
      await delay(SLOW_DELAY_MS)
      return undefined
    }),
  ],
})
