/**
 * The tiny French fallback (docs/behaviour.md#text-and-language).
 * Consulted only for keys the English catalogue lacks; never shown in place of English.
 */
export const fr: Readonly<Record<string, string>> = {
  locale_name_fr: 'Français',
  ui_close: 'Fermer',
  ui_dismiss: 'Ignorer',
  ui_loading: 'Chargement',
  please_log_in: 'Veuillez vous connecter !',
}
