/** A 1×1 transparent PNG, small enough for every size rule. */
export const PNG_BYTES = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  ),
  (c) => c.charCodeAt(0),
)

/** How the picture reaches the compression service and the API: a data URL. */
export const PNG_DATA_URL = `data:image/png;base64,${btoa(String.fromCharCode(...PNG_BYTES))}`

/** A PNG file to upload; `size` makes a blank one of that many bytes (for the size rules). */
export function png(name: string, size?: number): File {
  const bytes = size === undefined ? PNG_BYTES : new Uint8Array(size)
  return new File([bytes], name, { type: 'image/png' })
}
