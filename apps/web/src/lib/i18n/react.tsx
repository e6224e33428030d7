'use client'

import { createContext, useContext, useMemo, type ReactNode } from 'react'
import type { Resources } from './config'
import { createTranslator, type TFunction } from './translate'

type I18nValue = { t: TFunction; i18n: { language: string } }
const I18nContext = createContext<I18nValue | null>(null)

/** Gives client components the texts of the visitor's language (chosen and sent by the server). */
export function I18nProvider({ lng, resources, children }: { lng: string; resources: Resources; children: ReactNode }) {
  const value = useMemo(() => ({ t: createTranslator(lng, resources), i18n: { language: lng } }), [lng, resources])
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>
}

/** react-i18next's hook shape: `const { t } = useTranslation()`. */
export function useTranslation(): I18nValue {
  const value = useContext(I18nContext)
  if (!value) throw new Error('useTranslation outside I18nProvider')
  return value
}
