'use client'

import dynamic from 'next/dynamic'
import { useEffect, useState, type ReactNode } from 'react'
import { browserTimeZone } from '@/lib/browser-zone'
import { writePreferenceCookie } from '@/lib/cookies'
import type { Resources } from '@/lib/i18n/config'
import { COOKIE } from '@/lib/preferences'
import { I18nProvider } from '@/lib/i18n/react'
import { onToastRequested } from '@/lib/toast'
import { repairBrokenImages } from '@/modules/ui/safe-image'
import { AppConfigProvider, type AppConfig } from '@/lib/app-config'

const Toaster = dynamic(() => import('./toaster'), { ssr: false })

type RootProvidersProps = { config: AppConfig; resources: Resources; children: ReactNode }

/** Texts, global data and toasts: everything even the bare pages (login, register, ...) need. */
export function RootProviders({ config, resources, children }: RootProvidersProps) {
  const [toasts, setToasts] = useState(false)
  useEffect(() => onToastRequested(() => setToasts(true)), [])
  useEffect(() => {
    // Where the visitor is, for the server's next pages: their times then show in their own zone.
    const zone = browserTimeZone()
    if (zone && zone !== config.visitorTimeZone) writePreferenceCookie(COOKIE.timeZone, zone)
  }, [config.visitorTimeZone])
  useEffect(() => {
    repairBrokenImages()
    // A marker for tests and tools that the page is interactive: set once the whole document has arrived and the
    // browser is idle, so streamed parts (hydrated after the shell) are interactive too.
    const mark = () =>
      requestIdleCallback(
        () => {
          document.documentElement.dataset.hydrated = '1'
        },
        { timeout: 3000 },
      )
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', mark, { once: true })
    else mark()
  }, [])
  return (
    <I18nProvider lng={config.lang} resources={resources}>
      <AppConfigProvider value={config}>
        {children}
        {toasts ? <Toaster dir={config.dir} closeLabel={resources['toast.close'] ?? 'Close'} /> : null}
      </AppConfigProvider>
    </I18nProvider>
  )
}
