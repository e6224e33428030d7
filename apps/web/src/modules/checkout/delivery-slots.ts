import type { Shop } from '@basil/contracts'
import {
  checkOrderMoment,
  listOrderDays,
  type OrderDay,
  type OrderMomentProblem,
  type Schedule,
} from '@basil/contracts/opening-hours'

// Checkout's days and times come from the same rule the API applies to the order (@basil/contracts opening-hours),
// read in the shop's time zone: a browser elsewhere sees the shop's times, and is offered what the order will take.

export type ShopHours = Pick<Shop, 'open' | 'opens_at' | 'timezone' | 'shop_working_days' | 'shop_closed_date'>

/** Why a chosen moment is refused; the spec's messages (§8) map from these. */
export type SlotProblem = OrderMomentProblem

/** The time-select value for an order "as soon as possible" (sent without a date and time). */
export const ASAP = 'asap'

/**
 * The shop's hours as the rule reads them. The API folds the seller's switch into `open`; a shop that is closed now but
 * says when it opens takes orders for later, one that does not (switched off) takes none.
 */
export function scheduleOf(shop: ShopHours): Schedule {
  return {
    timeZone: shop.timezone,
    workingDays: shop.shop_working_days,
    closedDates: shop.shop_closed_date.map((c) => c.day),
    switchedOn: shop.open || shop.opens_at !== null,
  }
}

/** The days a customer can order for, from the shop's today, each with the times still ahead. */
export function listDeliveryDays(shop: ShopHours, now: Date, count?: number): OrderDay[] {
  return listOrderDays(scheduleOf(shop), now, count)
}

/**
 * The times offered for a day: "as soon as possible" first when the shop is open now and the day is its today, then
 * the slots.
 */
export function listTimeOptions(shop: ShopHours, day: OrderDay | undefined, today: string | undefined): string[] {
  if (!day) return []
  return shop.open && day.date === today ? [ASAP, ...day.slots] : day.slots
}

/** Null when the order would be taken for that date and time (or as soon as possible); otherwise why not. */
export function checkDeliverySlot(
  shop: ShopHours,
  date: string | null,
  time: string | null,
  now: Date,
): SlotProblem | null {
  if (time === ASAP) return shop.open ? null : 'closed'
  return checkOrderMoment(scheduleOf(shop), { date, time }, now)
}

/** The first moment checkout offers: as soon as possible when open, else the first slot ahead. */
export function firstOffer(shop: ShopHours, days: OrderDay[]): { date: string; time: string } | null {
  const today = days[0]?.date
  for (const day of days) {
    const first = listTimeOptions(shop, day, today)[0]
    if (first) return { date: day.date, time: first }
  }
  return null
}
