import type { ReactNode } from 'react'
import { getT } from '@/lib/i18n/server'
import { MainProviders } from '@/modules/shell/main-providers'
import { OverlayHost } from '@/modules/shell/overlay-host'
import { SiteFooter } from '@/modules/shell/site-footer'
import { SiteHeader } from '@/modules/shell/site-header'

/** The persisted-state shell: header (main or back), page, footer, and the overlays they open. */
export default async function MainLayout({ children }: { children: ReactNode }) {
  const t = await getT()
  return (
    <MainProviders>
      <a
        href="#main"
        className="sr-only z-[60] rounded-full bg-primary px-4 py-2 font-semibold text-primary-fg focus:not-sr-only focus:fixed focus:start-3 focus:top-3"
      >
        {t('a11y.skip')}
      </a>
      <SiteHeader />
      {/* At least a screen tall, so the footer always starts below the first screen: where a page streams in behind its
          loading skeleton (loading.tsx), the page taking the skeleton's place then moves nothing a person can see. With
          60vh, a short page's footer rose into view as it arrived (Lighthouse, phone: CLS 0.168 on /terms). */}
      <main id="main" tabIndex={-1} className="min-h-svh outline-none">
        {children}
      </main>
      <SiteFooter />
      <OverlayHost />
    </MainProviders>
  )
}
