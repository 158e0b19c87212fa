/**
 * Types that read request and answer shapes out of an openapi-typescript `paths` type, so the
 * client's `apiGet('/api/…', …)` is checked against the contract and no API type is hand-written.
 * openapi-typescript writes a method a path lacks as `post?: never`; those never qualify.
 */

export type HttpMethod = 'get' | 'post' | 'put' | 'delete'

/** The paths of `Paths` that declare method `M`. */
export type PathsWithMethod<Paths, M extends HttpMethod> = {
  [P in keyof Paths]: Paths[P] extends Record<M, object> ? P : never
}[keyof Paths] &
  string

export type Operation<Paths, P extends keyof Paths, M extends HttpMethod> =
  Paths[P] extends Record<M, infer Op> ? Op : never

type NonNeverObject<T> = [T] extends [never] ? never : [T] extends [undefined] ? never : T

export type PathParams<Op> = Op extends { parameters: { path: infer Params } }
  ? NonNeverObject<Params>
  : never

export type QueryParams<Op> = Op extends { parameters: { query?: infer Query } }
  ? NonNeverObject<NonNullable<Query>>
  : never

export type RequestBody<Op> = Op extends { requestBody?: infer Body }
  ? NonNullable<Body> extends { content: { 'application/json': infer Json } }
    ? Json
    : never
  : never

/** True when the operation declares its body as required (`requestBody: …` without `?`). */
type BodyIsRequired<Op> = Op extends { requestBody: object } ? true : false

type SuccessStatus = 200 | 201 | 202 | 203 | 204 | 205 | 206 | '2XX'

type ContentOf<Response> = Response extends { content: { 'application/json': infer Json } }
  ? Json
  : null

/** The union of the JSON answers of every 2xx status; a 2xx without content answers `null`. */
export type SuccessData<Op> = Op extends { responses: infer Responses }
  ? {
      [S in keyof Responses & SuccessStatus]: ContentOf<Responses[S]>
    }[keyof Responses & SuccessStatus]
  : never

type ParamsOption<Op> = [PathParams<Op>] extends [never]
  ? { params?: never }
  : { params: PathParams<Op> }

type QueryOption<Op> = [QueryParams<Op>] extends [never]
  ? { query?: never }
  : { query?: QueryParams<Op> }

type BodyOption<Op> = [RequestBody<Op>] extends [never]
  ? { body?: never }
  : BodyIsRequired<Op> extends true
    ? { body: RequestBody<Op> }
    : { body?: RequestBody<Op> }

export interface CommonRequestOptions {
  signal?: AbortSignal
}

export type RequestOptions<Op> = ParamsOption<Op> &
  QueryOption<Op> &
  BodyOption<Op> &
  CommonRequestOptions

/** The options argument may be left out only when nothing in it is required. */
export type RequestArgs<Op> = [PathParams<Op>] extends [never]
  ? BodyIsRequired<Op> extends true
    ? [options: RequestOptions<Op>]
    : [options?: RequestOptions<Op>]
  : [options: RequestOptions<Op>]
