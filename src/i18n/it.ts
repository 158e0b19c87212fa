/**
 * The tiny Italian fallback, consulted after English and French
 * (docs/behaviour.md#text-and-language).
 */
export const it: Readonly<Record<string, string>> = {
  locale_name_fr: 'Francese',
  locale_name_it: 'Italiano',
  ui_close: 'Chiudi',
  ui_dismiss: 'Ignora',
  ui_loading: 'Caricamento',
  please_log_in: 'Per favore, accedi!',
}
