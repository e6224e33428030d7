import type { Metadata } from 'next'
import { getRequestContext } from '@/lib/api/request-context'
import { getT } from '@/lib/i18n/server'
import { CheckoutSummary } from '@/modules/cart/checkout-summary'
import { CheckoutFormLazy } from '@/modules/checkout/checkout-form-lazy'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT()
  return { title: t('checkout.title'), robots: { index: false } }
}

/** Spec §2 checkout (back header). Visitors see their cart and are asked to sign in; customers check out. */
export default async function CheckoutPage() {
  const [t, context] = await Promise.all([getT(), getRequestContext()])
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pb-16 pt-8 sm:px-6">
      <h1 className="mb-6 text-3xl font-extrabold tracking-tight">{t('checkout.title')}</h1>
      {context.accessToken ? <CheckoutFormLazy /> : <CheckoutSummary />}
    </div>
  )
}
