/** A list answer of the API with everything on one page (openapi `Pagination`). */
export function onePage<T>(results: T[]) {
  return {
    results,
    pagination: {
      has_previous: false,
      has_next: false,
      current_page: 1,
      total_pages: 1,
      total_objects: results.length,
    },
  }
}
