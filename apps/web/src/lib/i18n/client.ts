import { createInstance, type i18n as I18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { I18N_NS, type Resources } from './config'

/** A browser i18next instance filled synchronously from the texts the server already chose (no request, no flash). */
export function createClientI18n(lng: string, resources: Resources): I18n {
  const i18n = createInstance()
  i18n.use(initReactI18next)
  void i18n.init({
    lng,
    fallbackLng: false,
    ns: [I18N_NS],
    defaultNS: I18N_NS,
    resources: { [lng]: { [I18N_NS]: resources } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
    react: { useSuspense: false },
  })
  return i18n
}
