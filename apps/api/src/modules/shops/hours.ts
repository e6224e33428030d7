// A shop's opening hours as the one rule of @basil/contracts reads them: the shop list and page (open, next opening,
// closing), the cart's calculation and order creation (the moment asked for) all come through here.
import {
  addDays,
  checkOrderMoment,
  resolveTimeZone,
  toLocalMoment,
  type OrderMomentProblem,
  type Schedule,
  type WorkingHours,
} from '@basil/contracts'
import type { Executor } from '../../db/types.ts'
import { badRequest } from '../../lib/errors.ts'
import { loadShopHours } from './repository.ts'

export const SHOP_CLOSED = 'Shop is closed'
export const SHOP_CLOSED_DAY = 'Shop is closed in this day. Please, select another day.'
export const DELIVERY_DATE_PASSED = 'The delivery date has passed'
export const DELIVERY_TIME_PASSED = 'The delivery time has passed'

/** A shop's schedule: its own zone, or the marketplace's when the runtime does not know the shop's. */
export function shopSchedule(
  shop: { open: boolean; timezone: string },
  workingDays: readonly WorkingHours[],
  closedDates: readonly string[],
  marketplaceTimeZone: string,
): Schedule {
  return {
    timeZone: resolveTimeZone(shop.timezone, marketplaceTimeZone),
    workingDays,
    closedDates,
    switchedOn: shop.open,
  }
}

/** The first local date whose closed status still matters at `now`: yesterday's, for night hours running past midnight. */
export function closedDatesFrom(now: Date, timeZone: string): string {
  return addDays(toLocalMoment(now, timeZone).date, -1)
}

function orderMomentError(problem: OrderMomentProblem) {
  switch (problem) {
    case 'closed':
      return badRequest(SHOP_CLOSED)
    case 'closedDay':
      return badRequest(SHOP_CLOSED_DAY)
    case 'datePassed':
      return badRequest(DELIVERY_DATE_PASSED, { delivery_date: ['must be today or later'] })
    case 'timePassed':
      return badRequest(DELIVERY_TIME_PASSED, { delivery_time: ['must be later than now'] })
  }
}

/** A shop's schedule as stored now: its hours, and its closed dates from its yesterday on. */
export async function loadShopSchedule(
  db: Executor,
  shop: { id: number; open: boolean; timezone: string },
  now: Date,
  marketplaceTimeZone: string,
): Promise<Schedule> {
  const timeZone = resolveTimeZone(shop.timezone, marketplaceTimeZone)
  const { hours, closed } = await loadShopHours(db, shop.id, closedDatesFrom(now, timeZone))
  return shopSchedule(shop, hours, closed, marketplaceTimeZone)
}

/**
 * The shop takes an order for local `date` at `time` (as soon as possible without a time), or the contract's message
 * saying why not. The order and the cart's calculation ask the same question the storefront's checkout answers.
 */
export function assertTakesOrderAt(
  schedule: Schedule,
  moment: { date?: string | null; time?: string | null },
  now: Date,
): void {
  const problem = checkOrderMoment(schedule, moment, now)
  if (problem) throw orderMomentError(problem)
}

/** assertTakesOrderAt with the shop's schedule read first. */
export async function assertShopTakesOrderAt(
  db: Executor,
  shop: { id: number; open: boolean; timezone: string },
  moment: { date?: string | null; time?: string | null },
  now: Date,
  marketplaceTimeZone: string,
): Promise<void> {
  if (!shop.open) throw badRequest(SHOP_CLOSED)
  assertTakesOrderAt(await loadShopSchedule(db, shop, now, marketplaceTimeZone), moment, now)
}
