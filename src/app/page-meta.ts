import type { AnyRouter } from '@tanstack/react-router'
import { t, type TextKey } from '#i18n/index'

/**
 * One search-engine description per page, in one table (issue 10, SEO) rather than in every
 * route file: keyed by the route's full path, applied after each navigation. Pages not listed
 * get the site's description.
 */
const DESCRIPTIONS: Readonly<Record<string, TextKey>> = {
  '/home': 'meta_description_home',
  '/new': 'meta_description_new',
  '/top': 'meta_description_top',
  '/trending': 'meta_description_trending',
  '/grid': 'meta_description_grid',
  '/boards': 'meta_description_boards',
  '/board/$boardSlug': 'meta_description_board',
  '/post/$postSlug': 'meta_description_post',
  '/ai/recommender/': 'meta_description_recommender',
  '/ai/recommender': 'meta_description_recommender',
  '/group/$groupSlug': 'meta_description_group',
}

export function pageDescription(fullPath: string | undefined): string {
  const key = fullPath === undefined ? undefined : DESCRIPTIONS[fullPath]
  return t(key ?? 'meta_description_default')
}

function setDescription(text: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]')
  if (!meta) {
    meta = document.createElement('meta')
    meta.name = 'description'
    document.head.append(meta)
  }
  if (meta.content !== text) meta.content = text
}

/** Keeps `<meta name="description">` in step with the page; returns the unsubscribe. */
export function connectPageDescriptions(router: AnyRouter): () => void {
  const apply = () => setDescription(pageDescription(router.state.matches.at(-1)?.fullPath))
  return router.subscribe('onResolved', apply)
}
