import type { Metadata } from 'next'
import { getRequestContext } from '@/lib/api/request-context'
import { getT } from '@/lib/i18n/server'
import { ProfileScreenLazy } from '@/modules/account/profile-screen-lazy'
import { AddressManager } from '@/modules/address/address-manager'
import { SignInNeeded } from '@/modules/shell/sign-in-needed'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT()
  return { title: t('profile.title'), robots: { index: false } }
}

export default async function Page() {
  const [t, ctx] = await Promise.all([getT(), getRequestContext()])
  if (!ctx.accessToken) {
    return (
      <SignInNeeded
        title={t('profile.title')}
        text={t('auth.loginToContinue')}
        action={t('auth.loginButton')}
        href="/login?next=/profile"
      />
    )
  }
  return (
    <div className="mx-auto w-full max-w-3xl px-4 pb-12 pt-8 sm:px-6">
      <h1 className="mb-6 text-3xl font-extrabold tracking-tight">{t('profile.title')}</h1>
      <ProfileScreenLazy addresses={<AddressManager />} />
    </div>
  )
}
