/** The namespace every UI text lives in: /locales/{lng}/common.json. */
export const I18N_NS = 'common'
export type Resources = Record<string, string>
