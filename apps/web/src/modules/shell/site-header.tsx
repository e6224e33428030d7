'use client'

import { usePathname } from 'next/navigation'
import { useTranslation } from '@/lib/i18n/react'
import { pickHeader } from '@/lib/layout-rules'
import { BackHeader } from './back-header'
import { CompactHeader } from './compact-header'
import { DesktopHeader } from './desktop-header'

/**
 * The header for the current path (spec §2): the back header on checkout, profile, settings, help, orders/ and
 * be-seller; otherwise the main header, whose desktop and compact forms switch at 1140 px in CSS (no flash).
 */
export function SiteHeader() {
  const { t } = useTranslation()
  const pathname = usePathname()
  const kind = pickHeader(pathname)
  return (
    <header
      data-header={kind}
      className="sticky top-0 z-40 border-b border-line bg-bg/90 backdrop-blur-md supports-[backdrop-filter]:bg-bg/80"
    >
      {kind === 'back' ? (
        <BackHeader t={t} />
      ) : (
        <>
          <DesktopHeader t={t} />
          <CompactHeader t={t} />
        </>
      )}
    </header>
  )
}
