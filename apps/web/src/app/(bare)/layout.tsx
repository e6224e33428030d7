import Link from 'next/link'
import type { ReactNode } from 'react'
import { getT } from '@/lib/i18n/server'
import { SessionGuard } from '@/modules/account/session'
import { Logo } from '@/modules/ui/logo'

/** Spec §2: sign-in screens load translations only, without the persisted-state shell. */
export default async function BareLayout({ children }: { children: ReactNode }) {
  const t = await getT()
  return (
    <div className="grid min-h-dvh place-items-center bg-surface px-4 py-10">
      <main id="main" className="w-full max-w-md rounded-3xl bg-card p-8 shadow-card ring-1 ring-line">
        <Link href="/" aria-label={t('a11y.home')} className="mb-8 inline-block rounded-lg">
          <Logo height={34} />
        </Link>
        {children}
      </main>
      <SessionGuard />
    </div>
  )
}
