import type { Metadata } from 'next'
import { getGlobalData } from '@/lib/api/global'
import { getRequestContext } from '@/lib/api/request-context'
import { getT } from '@/lib/i18n/server'
import { parcelsOffered } from '@/lib/settings'
import { ParcelForm } from '@/modules/parcels/parcel-form'
import { SignInNeeded } from '@/modules/shell/sign-in-needed'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT()
  return { title: t('parcels.send'), robots: { index: false } }
}

/** The parcel form (sign-in required, while `active_parcel` is on): sender, receiver, the parcel, when and how to pay. */
export default async function NewParcelPage() {
  const [t, context, global] = await Promise.all([getT(), getRequestContext(), getGlobalData()])
  // The operator switched parcels off (`active_parcel`): the page says so instead of a form the API would refuse.
  if (!parcelsOffered(global.settings)) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 pb-16 pt-8 sm:px-6">
        <h1 className="mb-6 text-3xl font-extrabold tracking-tight">{t('parcels.send')}</h1>
        <p className="rounded-3xl bg-surface px-6 py-12 text-center text-muted" data-testid="parcels-off">
          {t('parcels.notOffered')}
        </p>
      </div>
    )
  }
  if (!context.accessToken)
    return <SignInNeeded title={t('parcels.send')} text={t('parcels.loginHint')} action={t('auth.loginButton')} />
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pb-16 pt-8 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight">{t('parcels.send')}</h1>
      <p className="mb-6 mt-1 text-muted">{t('parcels.sendIntro')}</p>
      <ParcelForm />
    </div>
  )
}
