import type { Metadata } from 'next'
import { getRequestContext } from '@/lib/api/request-context'
import { getT } from '@/lib/i18n/server'
import { ParcelForm } from '@/modules/parcels/parcel-form'
import { SignInNeeded } from '@/modules/shell/sign-in-needed'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT()
  return { title: t('parcels.send'), robots: { index: false } }
}

/** The parcel form (sign-in required): sender, receiver, the parcel, when and how to pay. */
export default async function NewParcelPage() {
  const [t, context] = await Promise.all([getT(), getRequestContext()])
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
