'use client'

import { useEffect, useState, type ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { Toaster } from 'sonner'
import { createClientI18n } from '@/lib/i18n/client'
import type { Resources } from '@/lib/i18n/config'
import { AppConfigProvider, type AppConfig } from './app-config'

type RootProvidersProps = { config: AppConfig; resources: Resources; children: ReactNode }

/** Texts, global data and toasts: everything even the bare pages (login, register, ...) need. */
export function RootProviders({ config, resources, children }: RootProvidersProps) {
  // A new instance only when the language changes (the server sends the texts again after a switch).
  const [state, setState] = useState(() => ({ lang: config.lang, i18n: createClientI18n(config.lang, resources) }))
  let i18n = state.i18n
  if (state.lang !== config.lang) {
    i18n = createClientI18n(config.lang, resources)
    setState({ lang: config.lang, i18n })
  }
  useEffect(() => {
    // A marker for tests and tools: the page is interactive from here on.
    document.documentElement.dataset.hydrated = '1'
  }, [])
  return (
    <I18nextProvider i18n={i18n}>
      <AppConfigProvider value={config}>
        {children}
        <Toaster
          position="top-right"
          duration={5000}
          closeButton
          richColors
          theme={config.theme}
          dir={config.dir}
          toastOptions={{ closeButtonAriaLabel: i18n.t('toast.close') }}
        />
      </AppConfigProvider>
    </I18nextProvider>
  )
}
