import { infiniteQueryOptions, type InfiniteData } from '@tanstack/react-query'
import type { components } from '#openapi/schema.gen'
import { apiGet } from '#lib/api/client'
import { nextPage, staleTimeFor, uniqueBy } from '#lib/paging'

type Schemas = components['schemas']

export type PlaylistView = Schemas['PlaylistView']
export type Playlist = Schemas['Playlist']
export type PlaylistBoard = Schemas['Board']

export const playlistKeys = {
  all: ['playlists'] as const,
  view: () => [...playlistKeys.all, 'view'] as const,
}

/** One factory per resource (README.md → Layout, "A query"): the route's prefetch and the page read the same key. */
export const playlistQueries = {
  /**
   * The /home view (`GET /api/board/playlist?page`, openapi `listBoardPlaylists`): `pagination`
   * counts the named playlists, so "load more" asks for the next page of `others`. The contract
   * takes no query, which is why the header's search does not filter this page.
   */
  view: () =>
    infiniteQueryOptions({
      queryKey: playlistKeys.view(),
      queryFn: ({ pageParam, signal }) =>
        apiGet('/api/board/playlist', { query: { page: pageParam }, signal }),
      initialPageParam: 1,
      getNextPageParam: nextPage,
      // Playlists are curated, not live: a minute avoids refetching on every return to /home. Paged
      // far into, the view keeps to the rule of every long list (staleTimeFor).
      staleTime: staleTimeFor(60_000),
    }),
}

/** The "most popular" playlist: the server sends the same one with every page, so page 1's. */
export function mostPopular(data: InfiniteData<PlaylistView> | undefined) {
  return data?.pages[0]?.most_popular
}

/** What tells two playlists apart: the slug when the server sends one, else the name. */
export function playlistKey(playlist: Playlist): string {
  return playlist.slug ?? playlist.name
}

/**
 * Every named playlist once, in order: when playlists are added while someone reads, page 2
 * repeats the end of page 1, and a shelf must never show twice.
 */
export function uniquePlaylists(data: InfiniteData<PlaylistView> | undefined): Playlist[] {
  return uniqueBy(
    (data?.pages ?? []).flatMap((page) => page.others),
    playlistKey,
  )
}
