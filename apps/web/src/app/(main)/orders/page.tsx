import type { Metadata } from 'next'
import { getRequestContext } from '@/lib/api/request-context'
import { getT } from '@/lib/i18n/server'
import { OrdersList } from '@/modules/orders/orders-list'
import { SignInNeeded } from '@/modules/shell/sign-in-needed'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT()
  return { title: t('orders.title'), robots: { index: false } }
}

/** Spec §2 /orders: active and history (and the refund requests). */
export default async function OrdersPage() {
  const [t, context] = await Promise.all([getT(), getRequestContext()])
  if (!context.accessToken)
    return <SignInNeeded title={t('orders.title')} text={t('orders.loginHint')} action={t('auth.loginButton')} />
  return (
    <div className="mx-auto w-full max-w-3xl px-4 pb-16 pt-8 sm:px-6">
      <h1 className="mb-6 text-3xl font-extrabold tracking-tight">{t('orders.title')}</h1>
      <OrdersList />
    </div>
  )
}
