import 'server-only'
import {
  currenciesResponseSchema,
  languagesResponseSchema,
  settingsResponseSchema,
  translationsResponseSchema,
  type Currency,
  type Language,
} from '@basil/contracts'
import { unstable_rethrow } from 'next/navigation'
import { cache } from 'react'
import { readGlobalDataSeconds } from '../env'
import { DEFAULT_LANG } from '../preferences'
import { toSettingsMap, type SettingsMap } from '../settings'
import { fetchApi } from './client'
import { getRequestContext } from './request-context'

// Global data changes rarely and every page needs it: keep it in this process for a minute (GLOBAL_DATA_SECONDS). A
// failed fetch is not kept, and the page still renders with defaults (the contract says clients call these without
// error handling).
const TTL_MS = readGlobalDataSeconds() * 1000
const memo = new Map<string, { at: number; value: unknown }>()

async function remember<T>(key: string, load: () => Promise<T>, fallback: T): Promise<T> {
  const hit = memo.get(key)
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value as T
  try {
    const value = await load()
    memo.set(key, { at: Date.now(), value })
    return value
  } catch (error) {
    unstable_rethrow(error)
    // The operator reads which of the two the pages got: the last answer (stale), or the defaults (none yet).
    const instead = hit ? `keeping the last ${key} read` : `using defaults for ${key}`
    console.warn(`[basil] ${instead}: ${(error as Error).message}`)
    return hit ? (hit.value as T) : fallback
  }
}

export const FALLBACK_LANGUAGE: Language = {
  id: 0,
  locale: DEFAULT_LANG,
  title: 'English',
  img: null,
  default: true,
  backward: false,
  active: true,
}
export const FALLBACK_CURRENCY: Currency = {
  id: 0,
  title: 'US Dollar',
  symbol: '$',
  rate: 1,
  default: true,
  position: 'before',
  active: true,
}

export type GlobalData = {
  settings: SettingsMap
  languages: Language[]
  currencies: Currency[]
  language: Language
  currency: Currency
  apiTranslations: Record<string, string>
}

/** Settings, languages, currencies and the API's UI texts for the visitor's language and currency. */
export const getGlobalData = cache(async (): Promise<GlobalData> => {
  const ctx = await getRequestContext()
  const [settings, languages, currencies] = await Promise.all([
    remember(
      'settings',
      async () => toSettingsMap((await fetchApi('rest/settings', settingsResponseSchema, {}, { bare: true })).data),
      {},
    ),
    remember(
      'languages',
      async () => (await fetchApi('rest/languages/active', languagesResponseSchema, {}, { bare: true })).data,
      [FALLBACK_LANGUAGE],
    ),
    remember(
      'currencies',
      async () => (await fetchApi('rest/currencies/active', currenciesResponseSchema, {}, { bare: true })).data,
      [FALLBACK_CURRENCY],
    ),
  ])
  const safeLanguages = languages.length ? languages : [FALLBACK_LANGUAGE]
  const defaultLanguage = safeLanguages.find((l) => l.default) ?? safeLanguages[0] ?? FALLBACK_LANGUAGE
  const language = safeLanguages.find((l) => l.locale === ctx.lang) ?? defaultLanguage
  const safeCurrencies = currencies.length ? currencies : [FALLBACK_CURRENCY]
  const currency =
    safeCurrencies.find((c) => c.id === ctx.currencyId) ??
    safeCurrencies.find((c) => c.default) ??
    safeCurrencies[0] ??
    FALLBACK_CURRENCY
  const apiTranslations = await remember(
    `translations:${language.locale}`,
    async () =>
      (
        await fetchApi(
          'rest/translations/paginate',
          translationsResponseSchema,
          { lang: language.locale },
          { bare: true },
        )
      ).data,
    {},
  )
  return { settings, languages: safeLanguages, currencies: safeCurrencies, language, currency, apiTranslations }
})
