import type { Metadata } from 'next'
import { getT } from '@/lib/i18n/server'
import { SignInNeeded } from '@/modules/shell/sign-in-needed'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT()
  return { title: t('orders.title'), robots: { index: false } }
}

export default async function Page() {
  const t = await getT()
  return <SignInNeeded title={t('orders.title')} text={t('orders.loginHint')} action={t('auth.loginButton')} />
}
