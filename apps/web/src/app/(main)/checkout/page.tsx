import type { Metadata } from 'next'
import { getT } from '@/lib/i18n/server'
import { CheckoutSummary } from '@/modules/cart/checkout-summary'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT()
  return { title: t('checkout.title'), robots: { index: false } }
}

export default async function CheckoutPage() {
  const t = await getT()
  return (
    <div className="mx-auto w-full max-w-5xl px-4 pb-10 pt-8 sm:px-6">
      <h1 className="mb-6 text-3xl font-extrabold tracking-tight">{t('checkout.title')}</h1>
      <CheckoutSummary />
    </div>
  )
}
