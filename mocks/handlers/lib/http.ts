import { createOpenApiHttp } from 'openapi-msw'
import type { paths } from '#openapi/schema.gen'

/**
 * Handlers typed by the document: a path, body or answer that drifts from openapi.yaml fails the
 * typecheck. `baseUrl: '*'` matches any origin (tests on http://localhost, the standalone server on
 * its own port, the browser on the dev server).
 */
export const http = createOpenApiHttp<paths>({ baseUrl: '*' })
