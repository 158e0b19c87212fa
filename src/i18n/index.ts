import { en } from './en'
import { fr } from './fr'
import { it } from './it'

/*
 * The catalogue comes in parts so a page downloads only the text it can show. `t` (here) reads
 * the core catalogue in en.ts: the shell, page titles, errors, session and the strings of the
 * shared components, all on every first load. Each feature area has its own catalogue and
 * translator (en-account.ts, en-content.ts, and the catalogues built on content: community, post
 * dialogs, comments, boards, home) over core + area, so its strings travel in its lazily loaded
 * chunks. Feature code imports the `t` of its area; shared code imports this one.
 * Each `t` accepts only the keys its chain holds, so asking the wrong translator is a type error.
 */

/** Every key of the core catalogue; use it to type props that take a catalogue key. */
export type TextKey = keyof typeof en

/** Values a message can interpolate, e.g. `t('drop_zone_too_large', { size: 250000 })`. */
export type TextParams = Readonly<Record<string, string | number>>

/** What an unknown key looks like on screen (docs/behaviour.md#text-and-language). */
export const UNKNOWN_TEXT = 'Error!'

type Catalogue = Readonly<Record<string, string>>

const PLACEHOLDER = /\{(\w+)\}/g

function interpolate(message: string, params: TextParams | undefined): string {
  if (!params) return message
  // A placeholder without a value stays visible: a missing parameter is a bug worth seeing.
  return message.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  )
}

/**
 * Builds a lookup over catalogues in priority order. Exported so the fallback order itself can
 * be tested; the app uses `t`.
 */
export function createTranslator(catalogues: readonly Catalogue[]) {
  return function translate(key: string, params?: TextParams): string {
    for (const catalogue of catalogues) {
      // Own keys only: "constructor" or "toString" must not resolve through the prototype.
      if (Object.hasOwn(catalogue, key)) {
        const message = catalogue[key]
        if (typeof message === 'string') return interpolate(message, params)
      }
    }
    return UNKNOWN_TEXT
  }
}

/** The lookups of one catalogue chain: English (core + area), then the FR and IT fallbacks. */
export interface Text<Key extends string> {
  /** Looks a text up by a key of this catalogue: a mistyped key is a type error. */
  t: (key: Key, params?: TextParams) => string
  /**
   * Looks up a key known only at run time, such as a message key the server sends (password
   * recovery); an unknown key gives "Error!". Code that writes its keys uses `t`.
   */
  textFor: (key: string, params?: TextParams) => string
  /** Whether a key exists in the chain — for server-sent keys that may be plain text instead. */
  hasText: (key: string) => boolean
}

function createText<Key extends string>(english: Catalogue): Text<Key> {
  const chain = [english, fr, it]
  const translate = createTranslator(chain)
  return {
    t: (key, params) => translate(key, params),
    textFor: (key, params) => translate(key, params),
    hasText: (key) => chain.some((catalogue) => Object.hasOwn(catalogue, key)),
  }
}

/** An area's lookups: the core catalogue with the area's keys added, then the fallbacks. */
export function createAreaText<Area extends Catalogue>(
  area: Area,
): Text<TextKey | (keyof Area & string)> {
  return createText({ ...en, ...area })
}

const core = createText<TextKey>(en)

/**
 * Looks a core text up by key: English first, then the French and Italian fallbacks. Only core
 * keys type-check, so a mistyped key, or an area's key asked of this first-load translator, fails
 * `npm run typecheck`; a key that arrives at run time goes through `textFor`.
 */
export const t = core.t

/** A core text by a key known only at run time (see `Text.textFor`). */
export const textFor = core.textFor

/** Whether a key exists in the core chain — for server-sent keys that may be plain text instead. */
export const hasText = core.hasText
