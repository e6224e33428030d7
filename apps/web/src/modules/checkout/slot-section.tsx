'use client'

import { formatIsoDate } from '@/lib/date'
import { useTranslation } from '@/lib/i18n/react'
import { describeOpening } from '@/lib/shop-state'
import { labelledInputClass } from '@/modules/ui/field'
import { FieldError, Section } from './checkout-parts'
import { ASAP } from './delivery-slots'
import type { Checkout } from './use-checkout-form'

/** When: the day and the time (or "as soon as possible"), in the shop's time zone. */
export function SlotSection({ checkout }: { checkout: Checkout }) {
  const { t } = useTranslation()
  const { form, shop, slot } = checkout
  const delivery = form.watch('delivery_type') === 'delivery'
  const describedBy = slot.zoneCity ? 'error-slot zone-note' : 'error-slot'
  return (
    <Section id="co-time" title={delivery ? t('checkout.whenDelivery') : t('checkout.whenPickup')}>
      {shop && !shop.open ? (
        <p className="mb-3 rounded-xl bg-surface px-3 py-2 text-sm" role="note" data-testid="checkout-closed-now">
          {shop.opens_at
            ? t('checkout.closedNowLater', { opening: describeOpening(t, shop.opens_at, shop.timezone, slot.now) })
            : t('checkout.notTakingOrders')}
        </p>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <label className="text-sm font-medium">
          {t('checkout.date')}
          <select
            value={slot.date ?? ''}
            onChange={(e) => form.setValue('date', e.target.value)}
            className={labelledInputClass}
            data-testid="delivery-date"
            aria-describedby={describedBy}
          >
            {slot.days.map((d, i) => (
              <option key={d.date} value={d.date}>
                {i === 0 ? t('shop.today') : t(`shop.day.${d.day}`)} {formatIsoDate(d.date).slice(0, 5)}
                {d.closed ? ` · ${t('shop.closedDay')}` : ''}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium">
          {t('checkout.time')}
          <select
            value={slot.time ?? ''}
            onChange={(e) => form.setValue('time', e.target.value)}
            disabled={!slot.times.length}
            className={labelledInputClass}
            data-testid="delivery-time"
            aria-describedby={describedBy}
          >
            {slot.times.map((s) => (
              <option key={s} value={s}>
                {s === ASAP ? t('checkout.asap') : s}
              </option>
            ))}
          </select>
        </label>
      </div>
      {slot.zoneCity ? (
        <p id="zone-note" className="mt-2 text-xs text-muted" data-testid="checkout-zone-note">
          {t('checkout.zoneNote', { city: slot.zoneCity })}
        </p>
      ) : null}
      <FieldError id="error-slot" message={checkout.errorOf('date') ?? slot.problemMessage} />
    </Section>
  )
}
