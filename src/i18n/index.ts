import { en } from './en'
import { fr } from './fr'
import { it } from './it'

/** Every key of the English catalogue; use it to type props that take a catalogue key. */
export type TextKey = keyof typeof en

/** Values a message can interpolate, e.g. `t('drop_zone_too_large', { size: 250000 })`. */
export type TextParams = Readonly<Record<string, string | number>>

/** What the spec says an unknown key looks like on screen (§8). */
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

const translate = createTranslator([en, fr, it])

/**
 * Looks a text up by key: English first, then the French and Italian fallbacks; an unknown key
 * gives "Error!". The `string & {}` arm keeps autocompletion for known keys while still
 * accepting keys that arrive from the server (e.g. password recovery's message key).
 */
export function t(key: TextKey | (string & {}), params?: TextParams): string {
  return translate(key, params)
}

/** Whether a key exists in any catalogue — for server-sent keys that may be plain text instead. */
export function hasText(key: string): boolean {
  return [en, fr, it].some((catalogue) => Object.hasOwn(catalogue, key))
}
