import type { Shop } from '@basil/contracts'
import type { TFunction } from '@/lib/i18n/translate'

/** "20–40 min" (or hours/days) from the shop's delivery_time. */
export function formatDeliveryTime(t: TFunction, time: Shop['delivery_time']): string {
  const key =
    time.type === 'hour'
      ? 'shop.hours_unit'
      : time.type === 'day' || time.type === 'month'
        ? 'shop.days_unit'
        : 'shop.minutes'
  // The range is isolated left-to-right so it reads "20–40" inside right-to-left text too.
  return t(key, { from: `\u2066${time.from}`, to: `${time.to}\u2069` })
}

export function shopHref(shop: Pick<Shop, 'id' | 'type'>): string {
  return shop.type === 'restaurant' ? `/restaurant/${shop.id}` : `/shop/${shop.id}`
}

export function formatRating(rating: number | null): string | null {
  return rating === null || rating === 0 ? null : rating.toFixed(1)
}
