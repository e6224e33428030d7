import type { ShopClosedDate, ShopWorkingDay } from '@basil/contracts'

// Kept here rather than imported from the contracts so no schema code reaches the browser.
const WEEK_DAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const

export type ShopHours = { shop_working_days: ShopWorkingDay[]; shop_closed_date: ShopClosedDate[] }

/** Why a chosen delivery moment is not possible (spec §8 messages). */
export type SlotProblem = 'closedDay' | 'closed'

export type DeliveryDay = { date: string; weekday: (typeof WEEK_DAYS)[number]; closed: boolean }

/** The minutes between the slots offered. */
export const SLOT_MINUTES = 30

function pad(n: number): string {
  return String(n).padStart(2, '0')
}

/** A local date as YYYY-MM-DD (the API's delivery_date). */
export function toIsoDate(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
}

function parseDate(date: string): Date {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number)
  return new Date(y, m - 1, d)
}

function toMinutes(time: string): number {
  const [h = 0, m = 0] = time.split(':').map(Number)
  return h * 60 + m
}

function fromMinutes(total: number): string {
  return `${pad(Math.floor(total / 60))}:${pad(total % 60)}`
}

function workingDay(shop: ShopHours, date: string): ShopWorkingDay | undefined {
  const weekday = WEEK_DAYS[parseDate(date).getDay()]
  return shop.shop_working_days.find((d) => d.day === weekday)
}

/** A day is closed when it has no working hours, they are disabled, or it is one of the shop's closed dates. */
export function isClosedDay(shop: ShopHours, date: string): boolean {
  const day = workingDay(shop, date)
  return !day || day.disabled || shop.shop_closed_date.some((c) => c.day === date)
}

/** The next `count` days starting today, each marked open or closed. */
export function listDeliveryDays(shop: ShopHours, now: Date, count = 7): DeliveryDay[] {
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + i)
    const date = toIsoDate(d)
    return { date, weekday: WEEK_DAYS[d.getDay()] ?? 'sunday', closed: isClosedDay(shop, date) }
  })
}

/**
 * The delivery times of a day, every SLOT_MINUTES within the shop's hours (its closing time excluded); today only
 * those still ahead of `now`. Empty for a closed day.
 */
export function listTimeSlots(shop: ShopHours, date: string, now: Date): string[] {
  if (isClosedDay(shop, date)) return []
  const day = workingDay(shop, date)
  if (!day) return []
  const from = toMinutes(day.from)
  let to = toMinutes(day.to)
  // Hours past midnight (e.g. 18:00–02:00) run to the end of the day here.
  if (to <= from) to = 24 * 60
  const isToday = date === toIsoDate(now)
  const earliest = isToday ? now.getHours() * 60 + now.getMinutes() : 0
  const slots: string[] = []
  for (let m = Math.ceil(from / SLOT_MINUTES) * SLOT_MINUTES; m < to; m += SLOT_MINUTES) {
    if (m >= earliest) slots.push(fromMinutes(m))
  }
  return slots
}

/** Null when the shop can deliver at that date and time; otherwise which spec message applies. */
export function checkDeliverySlot(shop: ShopHours, date: string, time: string | null, now: Date): SlotProblem | null {
  if (isClosedDay(shop, date)) return 'closedDay'
  const slots = listTimeSlots(shop, date, now)
  if (!slots.length) return 'closed'
  if (time && !slots.includes(time)) return 'closed'
  return null
}
