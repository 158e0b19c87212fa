/**
 * The tiny French fallback (spec §9: "language fixed to EN (tiny FR and IT fallback)").
 * Consulted only for keys the English catalogue lacks; never shown in place of English.
 */
export const fr: Readonly<Record<string, string>> = {
  locale_name_fr: 'Français',
  ui_close: 'Fermer',
  ui_dismiss: 'Ignorer',
  ui_loading: 'Chargement',
  please_log_in: 'Veuillez vous connecter !',
}
