import type { Metadata } from 'next'
import Link from 'next/link'
import { getRequestContext } from '@/lib/api/request-context'
import { getT } from '@/lib/i18n/server'
import { ParcelsList } from '@/modules/parcels/parcels-list'
import { SignInNeeded } from '@/modules/shell/sign-in-needed'
import { buttonClass } from '@/modules/ui/button-class'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT()
  return { title: t('parcels.title'), robots: { index: false } }
}

/** Spec §2 parcels: active and history, and the way to send a new one. */
export default async function ParcelsPage() {
  const [t, context] = await Promise.all([getT(), getRequestContext()])
  if (!context.accessToken)
    return <SignInNeeded title={t('parcels.title')} text={t('parcels.loginHint')} action={t('auth.loginButton')} />
  return (
    <div className="mx-auto w-full max-w-3xl px-4 pb-16 pt-8 sm:px-6">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-extrabold tracking-tight">{t('parcels.title')}</h1>
        <Link href="/parcels/new" className={buttonClass('primary', 'sm')} data-testid="parcels-new">
          {t('parcels.send')}
        </Link>
      </div>
      <ParcelsList />
    </div>
  )
}
