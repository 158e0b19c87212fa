import { notFound } from '@tanstack/react-router'
import { isApiError } from '#lib/api/errors'

/**
 * What a loader awaits for the entity its page is about: a 404 becomes the router's `notFound()`,
 * so the route's `notFoundComponent` shows (a missing entity is a page of its own, not a failure:
 * README.md → Decisions, "Missing entities"); any other failure stays an error for the route's
 * error screen and its retry.
 */
export async function orNotFound<T>(load: Promise<T>): Promise<T> {
  try {
    return await load
  } catch (error) {
    if (isApiError(error) && error.status === 404) throw notFound()
    throw error
  }
}
