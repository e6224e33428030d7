import type { Metadata } from 'next'
import { getT } from '@/lib/i18n/server'
import { SignInNeeded } from '@/modules/shell/sign-in-needed'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT()
  return { title: t('profile.title'), robots: { index: false } }
}

export default async function Page() {
  const t = await getT()
  return <SignInNeeded title={t('profile.title')} text={t('auth.loginToContinue')} action={t('auth.loginButton')} />
}
