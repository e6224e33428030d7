import type { Metadata } from 'next'
import { getRequestContext } from '@/lib/api/request-context'
import { getT } from '@/lib/i18n/server'
import { CourierApplicationScreen } from '@/modules/applications/courier-application'
import { SignInNeeded } from '@/modules/shell/sign-in-needed'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT()
  return { title: t('courierApply.title'), robots: { index: false } }
}

/** Become a courier: a courier application (vehicle, documents photo, working area) and its state. */
export default async function Page() {
  const [t, context] = await Promise.all([getT(), getRequestContext()])
  if (!context.accessToken) {
    return (
      <SignInNeeded
        title={t('courierApply.title')}
        text={t('courierApply.loginHint')}
        action={t('auth.loginButton')}
        href="/login?next=/be-courier"
      />
    )
  }
  return (
    <div className="mx-auto w-full max-w-3xl px-4 pb-16 pt-8 sm:px-6">
      <h1 className="mb-2 text-3xl font-extrabold tracking-tight">{t('courierApply.title')}</h1>
      <p className="mb-6 text-muted">{t('courierApply.intro')}</p>
      <CourierApplicationScreen />
    </div>
  )
}
