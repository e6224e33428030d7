'use client'

import { useTranslation } from '@/lib/i18n/react'
import { CartLines } from '@/modules/cart/cart-lines'
import { inputClass } from '@/modules/ui/field'
import { Price, usePriceFormatter } from '@/modules/ui/price'
import { FieldError, Row } from './checkout-parts'
import type { Checkout } from './use-checkout-form'

/** Tip choices, in percent of the goods' price the server calculated. */
const TIP_PERCENTS = [0, 5, 10, 15] as const

/** The order beside the form: its lines, the coupon, the tip, the server's totals and the submit button. */
export function SummarySection({ checkout }: { checkout: Checkout }) {
  const { t } = useTranslation()
  const price = usePriceFormatter()
  const { form, shop, coupon, calc, calcQuery, belowMinimum, goodsAfterDiscount, submitting } = checkout
  const [type, tipPercent] = form.watch(['delivery_type', 'tipPercent'])
  return (
    <aside className="flex flex-col gap-4 lg:sticky lg:top-24" aria-labelledby="co-summary">
      <div className="rounded-3xl bg-card p-5 ring-1 ring-line">
        <h2 id="co-summary" className="mb-1 text-lg font-bold">
          {shop?.translation?.title ?? t('cart.title')}
        </h2>
        <CartLines hideCheckout />
      </div>
      <div className="flex flex-col gap-4 rounded-3xl bg-card p-5 ring-1 ring-line">
        <div>
          <label htmlFor="coupon" className="text-sm font-medium">
            {t('checkout.coupon')}
          </label>
          <div className="mt-1 flex gap-2">
            <input
              id="coupon"
              value={coupon.input}
              onChange={(e) => coupon.type(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault()
                  void coupon.apply()
                }
              }}
              className={inputClass}
              autoCapitalize="characters"
              aria-describedby="error-coupon"
              data-testid="coupon-input"
            />
            <button
              type="button"
              onClick={() => void coupon.apply()}
              disabled={coupon.checking || !coupon.input.trim()}
              className="rounded-xl px-4 font-semibold ring-1 ring-line hover:bg-surface disabled:opacity-50"
              data-testid="coupon-apply"
            >
              {t('checkout.apply')}
            </button>
          </div>
          <FieldError id="error-coupon" message={coupon.error} />
          {coupon.coupon ? (
            <p className="mt-1.5 text-sm font-medium text-primary-ink" data-testid="coupon-ok">
              {t('checkout.couponActive', { code: coupon.coupon })}
            </p>
          ) : null}
        </div>
        <fieldset>
          <legend className="text-sm font-medium">{t('checkout.tips')}</legend>
          <div className="mt-1 flex gap-2" data-testid="tips">
            {TIP_PERCENTS.map((p) => (
              <label
                key={p}
                className="flex-1 cursor-pointer rounded-full py-2 text-center text-sm font-semibold ring-1 ring-line has-[:checked]:bg-primary has-[:checked]:text-primary-fg has-[:checked]:ring-primary has-[:focus-visible]:ring-2"
              >
                <input
                  type="radio"
                  name="tips"
                  className="sr-only"
                  checked={tipPercent === p}
                  onChange={() => form.setValue('tipPercent', p)}
                />
                {p === 0 ? t('checkout.noTip') : `${p}%`}
              </label>
            ))}
          </div>
        </fieldset>
        <dl className="flex flex-col gap-1.5 text-sm" data-testid="checkout-totals" aria-busy={calcQuery.isFetching}>
          <Row label={t('checkout.goods')} value={calc?.price} />
          {calc && calc.total_discount > 0 ? (
            <Row label={t('checkout.discount')} value={calc.total_discount} minus />
          ) : null}
          {type === 'delivery' ? (
            <Row label={t('checkout.deliveryFee')} value={calc?.delivery_fee} testId="total-delivery" />
          ) : null}
          <Row label={t('checkout.tax')} value={calc?.total_tax} />
          <Row label={t('checkout.serviceFee')} value={calc?.service_fee} />
          {calc && calc.coupon_price > 0 ? (
            <Row label={t('checkout.couponLine')} value={calc.coupon_price} minus />
          ) : null}
          {calc && calc.tips > 0 ? <Row label={t('checkout.tips')} value={calc.tips} /> : null}
          <div className="mt-2 flex items-center justify-between border-t border-line pt-3 text-base font-extrabold">
            <dt>{t('cart.total')}</dt>
            <dd data-testid="checkout-total">
              {calc ? (
                <Price value={calc.total_price} />
              ) : (
                <span className="shimmer inline-block h-5 w-16 rounded-full" />
              )}
            </dd>
          </div>
        </dl>
        {calcQuery.isError ? (
          <p className="text-sm font-medium text-danger" role="alert">
            {calcQuery.error instanceof Error ? calcQuery.error.message : t('error.later')}
          </p>
        ) : null}
        {belowMinimum && calc ? (
          <p className="rounded-xl bg-surface px-3 py-2 text-sm text-muted" data-testid="checkout-min">
            {t('cart.minOrderHint', { price: price(calc.min_amount - goodsAfterDiscount) })}
          </p>
        ) : null}
        <button
          type="submit"
          disabled={submitting || !calc || belowMinimum}
          aria-busy={submitting}
          data-testid="place-order"
          className="rounded-full bg-primary px-6 py-3.5 font-semibold text-primary-fg transition hover:brightness-110 disabled:cursor-not-allowed disabled:opacity-50"
        >
          {submitting ? t('checkout.placing') : t('checkout.placeOrder')}
        </button>
      </div>
    </aside>
  )
}
