import { defineScenario } from './define'
import { changeSuccessBody, everyApiCall } from './lib'

type Json = Record<string, unknown>

/**
 * A list answer with nothing in it, in the shape it came in: a bare array, `{ results }`, a page
 * (`{ results, pagination }`) or the playlists (`{ most_popular, others, pagination }`).
 */
function emptied(body: unknown): unknown {
  if (Array.isArray(body)) return []
  if (!body || typeof body !== 'object') return body
  const out: Json = { ...(body as Json) }
  if (Array.isArray(out.results)) out.results = []
  if (Array.isArray(out.others)) out.others = []
  if (out.most_popular && typeof out.most_popular === 'object')
    out.most_popular = { ...(out.most_popular as Json), boards: [] }
  if (out.pagination && typeof out.pagination === 'object') {
    const current = Number((out.pagination as Json).current_page) || 1
    out.pagination = {
      has_previous: current > 1,
      has_next: false,
      current_page: current,
      total_pages: 0,
      total_objects: 0,
    }
  }
  return out
}

function isList(body: unknown): boolean {
  return (
    Array.isArray(body) ||
    (!!body && typeof body === 'object' && ('results' in body || 'pagination' in body))
  )
}

export const empty = defineScenario({
  name: 'empty',
  description: 'Every paged list (and the ads, categories and playlists) is empty.',
  handlers: [
    everyApiCall(({ request }) =>
      request.method === 'GET'
        ? changeSuccessBody(request, (body) => (isList(body) ? emptied(body) : body))
        : undefined,
    ),
  ],
})
