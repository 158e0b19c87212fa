/*
 * Type-level checks of the client against the contract (checked by `tsc`, not run by vitest):
 * method + path decide the options and the answer, and anything outside the document is refused.
 */
import { expectTypeOf } from 'vitest'
import type { components } from '#openapi/schema.gen'
import { apiDelete, apiGet, apiPost, apiPut } from '#lib/api/client'

type Schemas = components['schemas']

expectTypeOf(apiGet<'/api/auth'>).returns.resolves.toEqualTypeOf<Schemas['Profile']>()
expectTypeOf(apiGet<'/api/content/post/top-voted'>).returns.resolves.toEqualTypeOf<
  Schemas['PostPage']
>()
expectTypeOf(apiPost<'/api/auth/login'>).returns.resolves.toEqualTypeOf<Schemas['TokenPair']>()
// 205 answers carry no body: the client resolves them to null.
expectTypeOf(apiPost<'/api/auth/logout'>).returns.resolves.toEqualTypeOf<null>()
expectTypeOf(apiDelete<'/api/auth'>).returns.resolves.toEqualTypeOf<null>()
expectTypeOf(apiPut<'/api/reaction/vote/post'>).returns.resolves.toEqualTypeOf<
  Schemas['PostVoteResult'] | null
>()

export function refusedByTheCompiler(): void {
  // @ts-expect-error a path the contract does not declare
  void apiGet('/api/nope')
  // @ts-expect-error a method the path does not declare
  void apiPost('/api/content/post/top-voted')
  // @ts-expect-error a path parameter is required
  void apiGet('/api/content/post/slug/{postSlug}')
  // @ts-expect-error the parameter has the wrong name
  void apiGet('/api/content/post/slug/{postSlug}', { params: { slug: 'x' } })
  // @ts-expect-error the body does not match LoginRequest
  void apiPost('/api/auth/login', { body: { user: 'x' } })
  // @ts-expect-error the body is required
  void apiPost('/api/auth/login')
  // @ts-expect-error an unknown query parameter
  void apiGet('/api/content/post/top-voted', { query: { sort: 'x' } })
}
