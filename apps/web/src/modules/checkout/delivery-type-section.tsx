'use client'

import { useTranslation } from '@/lib/i18n/react'
import { Section } from './checkout-parts'
import type { Checkout } from './use-checkout-form'

/** Delivery or pickup (and where a pickup is). */
export function DeliveryTypeSection({ checkout }: { checkout: Checkout }) {
  const { t } = useTranslation()
  const { form, shop } = checkout
  const type = form.watch('delivery_type')
  const option = (value: 'delivery' | 'pickup', label: string) => (
    <label className="flex flex-1 cursor-pointer items-center justify-center rounded-full px-4 py-2.5 text-sm font-semibold text-muted transition has-[:checked]:bg-primary has-[:checked]:text-primary-fg has-[:checked]:shadow-card has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary">
      <input type="radio" value={value} className="sr-only" {...form.register('delivery_type')} />
      {label}
    </label>
  )
  return (
    <Section id="co-type" title={t('checkout.howTitle')}>
      <div
        className="flex gap-1 rounded-full bg-surface p-1"
        role="radiogroup"
        aria-labelledby="co-type"
        data-testid="delivery-type"
      >
        {option('delivery', t('checkout.delivery'))}
        {option('pickup', t('checkout.pickup'))}
      </div>
      {type === 'pickup' && shop ? (
        <p className="mt-3 text-sm text-muted">
          {t('checkout.pickupFrom', { address: shop.translation?.address ?? shop.translation?.title ?? '' })}
        </p>
      ) : null}
    </Section>
  )
}
