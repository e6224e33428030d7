import 'server-only'
import { createInstance } from 'i18next'
import { cache } from 'react'
import ar from '../../../public/locales/ar/common.json'
import en from '../../../public/locales/en/common.json'
import fr from '../../../public/locales/fr/common.json'
import { getGlobalData } from '../api/global'
import { I18N_NS, type Resources } from './config'
import { mergeTexts } from './merge'
import type { TFunction } from './translate'

const local: Record<string, Resources> = { en, ar, fr }

export type PageTranslations = { lng: string; dir: 'ltr' | 'rtl'; resources: Resources }

/**
 * The visitor's language, its direction (rtl when the API marks the language backward) and its texts: the local
 * files with the API's translations of the same keys laid over them (mergeTexts).
 */
export const getTranslations = cache(async (): Promise<PageTranslations> => {
  const { language, apiTranslations } = await getGlobalData()
  const lng = language.locale
  const base = local[lng] ?? local[lng.split('-')[0] ?? ''] ?? {}
  return {
    lng,
    dir: language.backward ? 'rtl' : 'ltr',
    resources: mergeTexts(en, base, apiTranslations),
  }
})

/** A t() for server components, bound to the visitor's language. */
export const getT = cache(async (): Promise<TFunction> => {
  const { lng, resources } = await getTranslations()
  const i18n = createInstance()
  await i18n.init({
    lng,
    fallbackLng: false,
    ns: [I18N_NS],
    defaultNS: I18N_NS,
    resources: { [lng]: { [I18N_NS]: resources } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
  })
  const t: TFunction = (key, options) => i18n.t(key, options ?? {})
  return t
})
