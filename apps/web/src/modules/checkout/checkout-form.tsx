'use client'

import Link from 'next/link'
import { useTranslation } from '@/lib/i18n/react'
import { CartLines } from '@/modules/cart/cart-lines'
import { AddressSection } from './address-section'
import { CheckoutSkeleton } from './checkout-parts'
import { ContactSection } from './contact-section'
import { DeliveryTypeSection } from './delivery-type-section'
import { PaymentSection } from './payment-section'
import { SlotSection } from './slot-section'
import { SummarySection } from './summary-section'
import { useCheckoutForm } from './use-checkout-form'

/** Checkout for a signed-in customer's server cart: how, where, when, contact, payment; totals from the server. */
export function CheckoutForm() {
  const { t } = useTranslation()
  const checkout = useCheckoutForm()
  const { cart, cartQuery, shopQuery, form } = checkout

  if (cartQuery.isPending || (cart && shopQuery.isPending)) {
    return <CheckoutSkeleton />
  }
  if (!cart || !cart.user_carts.some((u) => u.cartDetails.length)) {
    return (
      <div className="rounded-3xl bg-card p-6 ring-1 ring-line" data-testid="checkout-empty">
        <CartLines />
        <Link href="/" className="mt-4 inline-block font-semibold text-primary-ink hover:underline">
          {t('checkout.browse')}
        </Link>
      </div>
    )
  }
  return (
    <form
      onSubmit={checkout.onSubmit}
      onFocus={checkout.warm}
      noValidate
      className="grid items-start gap-6 lg:grid-cols-[1fr_380px]"
      data-testid="checkout-form"
    >
      <div className="flex flex-col gap-6">
        <DeliveryTypeSection checkout={checkout} />
        {form.watch('delivery_type') === 'delivery' ? <AddressSection checkout={checkout} /> : null}
        <SlotSection checkout={checkout} />
        <ContactSection checkout={checkout} />
        <PaymentSection checkout={checkout} />
      </div>
      <SummarySection checkout={checkout} />
    </form>
  )
}
