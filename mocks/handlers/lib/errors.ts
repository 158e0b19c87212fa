import { HttpResponse } from 'msw'

/**
 * Error answers in the document's shapes (ErrorDetail, ValidationError). Handlers `throw` them:
 * MSW sends a thrown Response as the answer, which keeps the early exits of a handler readable.
 * Statuses are not typed per operation here; the contract tests check every status each
 * operation answers against the document.
 */
export const problem = {
  /** 400 with Django-REST field errors, optionally a top-level message. */
  validation(
    fields: Record<string, string[]>,
    message?: string,
  ): HttpResponse<Record<string, unknown>> {
    return HttpResponse.json(message === undefined ? fields : { message, ...fields }, {
      status: 400,
    })
  },
  message(message: string, status = 400): HttpResponse<Record<string, unknown>> {
    return HttpResponse.json({ message }, { status })
  },
  detail(detail: string, status: number, code?: string): HttpResponse<Record<string, unknown>> {
    return HttpResponse.json(code === undefined ? { detail } : { detail, code }, { status })
  },
  notAuthenticated(): HttpResponse<Record<string, unknown>> {
    return problem.detail('Authentication credentials were not provided.', 401)
  },
  tokenNotValid(
    detail = 'Given token not valid for any token type',
  ): HttpResponse<Record<string, unknown>> {
    return problem.detail(detail, 401, 'token_not_valid')
  },
  forbidden(
    detail = 'You do not have permission to perform this action.',
  ): HttpResponse<Record<string, unknown>> {
    return problem.detail(detail, 403)
  },
  notFound(detail = 'Not found.'): HttpResponse<Record<string, unknown>> {
    return problem.detail(detail, 404)
  },
  server(detail = 'A server error occurred.'): HttpResponse<Record<string, unknown>> {
    return problem.detail(detail, 500)
  },
}
