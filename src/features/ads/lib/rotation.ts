/** Each banner shows for 25 seconds, then the next fades in over 200 ms (docs/behaviour.md#ads). */
export const AD_ROTATION_MS = 25_000
export const AD_FADE_MS = 200
