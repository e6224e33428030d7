import type { Metadata } from 'next'
import { getT } from '@/lib/i18n/server'
import { SignInNeeded } from '@/modules/shell/sign-in-needed'

type Props = { params: Promise<{ id: string }> }

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT()
  return { title: t('orders.title'), robots: { index: false } }
}

export default async function OrderPage({ params }: Props) {
  const [{ id }, t] = await Promise.all([params, getT()])
  return <SignInNeeded title={`${t('orders.title')} #${id.slice(0, 12)}`} text={t('orders.loginHint')} action={t('auth.loginButton')} />
}
