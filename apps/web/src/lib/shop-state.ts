import type { Shop } from '@basil/contracts'
import { addDays, toLocalMoment } from '@basil/contracts/opening-hours'
import { formatMinutes } from '@/lib/date'
import type { TFunction } from '@/lib/i18n/translate'

// What a shop's state says in words: the API decides open or closed and when that changes (the hours rule, with the
// seller's switch); these only read those instants on the shop's wall clock.

/** A time isolated left-to-right, so "18:00" reads the same inside right-to-left text. */
const ltr = (text: string) => `\u2066${text}\u2069`

/** "Opens today at 18:00", "Opens tomorrow at 11:00" or "Opens Tuesday at 11:00", in the shop's zone. */
export function describeOpening(t: TFunction, opensAt: string, timeZone: string, now: Date): string {
  const at = toLocalMoment(new Date(opensAt), timeZone)
  const today = toLocalMoment(now, timeZone).date
  const time = ltr(formatMinutes(at.minutes))
  if (at.date === today) return t('shop.opensToday', { time })
  if (at.date === addDays(today, 1)) return t('shop.opensTomorrow', { time })
  return t('shop.opensOn', { day: t(`shop.weekday.${at.day}`), time })
}

/** "Open until 22:00" when it closes within a day; "Open now" otherwise (around the clock). */
export function describeOpenState(t: TFunction, closesAt: string | null, timeZone: string, now: Date): string {
  if (!closesAt || new Date(closesAt).getTime() - now.getTime() > 24 * 60 * 60 * 1000) return t('shop.open')
  return t('shop.openUntil', { time: ltr(formatMinutes(toLocalMoment(new Date(closesAt), timeZone).minutes)) })
}

export type ShopState = {
  open: boolean
  /** Closed now but taking orders for when it opens (it says when); false when its seller switched it off. */
  ordersForLater: boolean
  /** "Opens today at 18:00" while closed with a next opening; null otherwise. */
  opening: string | null
  notDelivering: boolean
}

/** One reading of a shop's state for its page, its product dialog and its cart, so they cannot disagree. */
export function readShopState(
  t: TFunction,
  shop: Pick<Shop, 'open' | 'opens_at' | 'timezone' | 'delivers_to_address'>,
  now: Date,
): ShopState {
  return {
    open: shop.open,
    ordersForLater: !shop.open && shop.opens_at !== null,
    opening: !shop.open && shop.opens_at ? describeOpening(t, shop.opens_at, shop.timezone, now) : null,
    notDelivering: shop.delivers_to_address === false,
  }
}
