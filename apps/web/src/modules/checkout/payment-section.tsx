'use client'

import { useTranslation } from '@/lib/i18n/react'
import { usePriceFormatter } from '@/modules/ui/price'
import { FieldError, Section } from './checkout-parts'
import { paymentLabel } from './payment-label'
import type { Checkout } from './use-checkout-form'

/** How to pay: the marketplace's methods the shop takes (the wallet with its balance). */
export function PaymentSection({ checkout }: { checkout: Checkout }) {
  const { t } = useTranslation()
  const price = usePriceFormatter()
  const { form, payments, paymentsQuery, walletBalance, walletShort } = checkout
  const paymentId = form.watch('paymentId')
  return (
    <Section id="co-payment" title={t('checkout.paymentTitle')}>
      <fieldset className="grid gap-2 sm:grid-cols-2" data-testid="payment-methods" aria-describedby="error-payment">
        <legend className="sr-only">{t('checkout.paymentTitle')}</legend>
        {paymentsQuery.isPending ? <div className="shimmer h-12 rounded-2xl" /> : null}
        {payments.map((p) => (
          <label
            key={p.id}
            className="flex cursor-pointer items-center gap-3 rounded-2xl p-3 ring-1 ring-line has-[:checked]:ring-2 has-[:checked]:ring-primary has-[:focus-visible]:ring-2"
            data-testid={`payment-${p.tag}`}
          >
            <input
              type="radio"
              name="payment"
              className="accent-[var(--primary)]"
              checked={paymentId === p.id}
              onChange={() => form.setValue('paymentId', p.id)}
            />
            <span className="flex-1 font-semibold">{paymentLabel(t, p.tag)}</span>
            {p.tag === 'wallet' ? (
              <span className="text-sm text-muted" dir="ltr">
                {price(walletBalance)}
              </span>
            ) : null}
          </label>
        ))}
      </fieldset>
      <FieldError id="error-payment" message={checkout.errorOf('paymentId')} />
      {walletShort ? (
        <p className="mt-2 text-sm font-medium text-danger" role="alert" data-testid="wallet-short">
          {t('checkout.insufficientWallet')}
        </p>
      ) : null}
    </Section>
  )
}
