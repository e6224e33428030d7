import type { Metadata } from 'next'
import { getRequestContext } from '@/lib/api/request-context'
import { getT } from '@/lib/i18n/server'
import { ParcelDetail } from '@/modules/parcels/parcel-detail'
import { SignInNeeded } from '@/modules/shell/sign-in-needed'

type Props = { params: Promise<{ id: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [{ id }, t] = await Promise.all([params, getT()])
  return { title: t('parcels.number', { id: id.slice(0, 12) }), robots: { index: false } }
}

/** Spec §2 /parcels/{id}: one parcel. */
export default async function ParcelPage({ params }: Props) {
  const [{ id }, t, context] = await Promise.all([params, getT(), getRequestContext()])
  if (!context.accessToken) {
    return (
      <SignInNeeded
        title={t('parcels.number', { id: id.slice(0, 12) })}
        text={t('parcels.loginHint')}
        action={t('auth.loginButton')}
      />
    )
  }
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pb-16 pt-8 sm:px-6">
      <ParcelDetail id={id} />
    </div>
  )
}
