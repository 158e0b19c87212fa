/**
 * The English text of /home's own parts: the board playlists (src/features/playlists) and the ad
 * banner (src/features/ads). It travels in the `home` chunk with their code, so no other page's
 * first load carries it (issue 10). Their code imports `t` from here, which reads core + content +
 * these keys, then the FR and IT fallbacks.
 */
import { enContent } from './en-content'
import { createAreaText, type TextKey as CoreTextKey } from './index'

export const enHome = {
  // ── Home: board playlists and the ad banner (features/playlists, features/ads) ─────────────
  home_most_popular: 'Most popular',
  home_playlists_error: 'I had an issue loading the playlists, please try again.',
  home_playlists_retry: 'Try again',
  home_playlists_empty_title: 'No playlists yet',
  home_playlists_empty_text: 'Boards will appear here as soon as the community starts them.',
  home_playlists_load_more: 'Load more playlists',
  home_playlists_more_error: 'I had an issue loading more playlists, please try again.',
  home_shelf_back: 'Scroll {name} back',
  home_shelf_forward: 'Scroll {name} forward',
  ad_label: 'Advertisement',
  ad_pause: 'Pause ads',
  ad_play: 'Play ads',
} as const

/** Every key this code may look up: core, content and these. */
export type TextKey = CoreTextKey | keyof typeof enContent | keyof typeof enHome

const text = createAreaText({ ...enContent, ...enHome })

/** Looks a text up by key (these, content or core); any other key is a type error. */
export const t = text.t

/** A text by a key known only at run time (see `Text.textFor` in ./index). */
export const textFor = text.textFor
