// Table reservations: which start times a shop offers, and whether one asked for is allowed. One rule for the API
// (`POST dashboard/user/my-bookings`) and the storefront's time picker. Like opening-hours.ts it imports no schema,
// so browser code takes it as `@basil/contracts/booking-rules` without zod.
//
// What the settings mean here (decision 016):
// - `reservation_time_durations` (minutes, seeded 30): the step between two start times a shop offers; a start time
//   must sit on that grid from the local midnight.
// - `reservation_before_time` (hours, seeded 1): how long before its start a table can be booked at the latest.
// - `min_reservation_time` (minutes, seeded 30): the shortest time a reservation holds its table. A reservation holds
//   its table for the shop's `max_time` (IBookingMaxTime), never less than this.
// Hours are the shop's booking hours (`booking_shop_working_days`) and closed dates (`booking_shop_closed_date`), read
// by the opening-hours rule in the shop's zone: a start time must fall inside running hours on the wall clock.
import {
  addDays,
  arrivalOf,
  formatClock,
  isOpenOnWallClock,
  localTimeExists,
  parseClock,
  toLocalMoment,
  type Schedule,
} from './opening-hours.ts'

/** How many days ahead (today included) a table can be booked. */
export const BOOKING_DAYS_AHEAD = 30
/** The most guests one reservation may name. */
export const BOOKING_MAX_GUESTS = 50

export interface BookingSettings {
  /** Minutes between two offered start times. */
  stepMinutes: number
  /** Minutes a start must lie ahead of now. */
  leadMinutes: number
  /** Shortest hold of a table, minutes. */
  minHoldMinutes: number
}

const DEFAULTS: BookingSettings = { stepMinutes: 30, leadMinutes: 60, minHoldMinutes: 30 }

function positiveNumber(value: string | null | undefined): number | null {
  if (value === null || value === undefined || value.trim() === '') return null
  const n = Number(value)
  return Number.isFinite(n) && n >= 0 ? n : null
}

/** The settings as `rest/settings` (or the settings table) writes them; a missing or bad value takes its default. */
export function bookingSettingsOf(values: {
  reservation_time_durations?: string | null
  reservation_before_time?: string | null
  min_reservation_time?: string | null
}): BookingSettings {
  const step = positiveNumber(values.reservation_time_durations)
  const before = positiveNumber(values.reservation_before_time)
  const hold = positiveNumber(values.min_reservation_time)
  return {
    // A step must divide a day into whole slots of at least 5 minutes.
    stepMinutes: step !== null && step >= 5 && step <= 240 ? Math.round(step) : DEFAULTS.stepMinutes,
    leadMinutes: before !== null && before <= 24 * 30 ? Math.round(before * 60) : DEFAULTS.leadMinutes,
    minHoldMinutes: hold !== null && hold >= 5 && hold <= 24 * 60 ? Math.round(hold) : DEFAULTS.minHoldMinutes,
  }
}

/** Whether the setting `reservation_enable_for_user` switches reservations on (1 or true). */
export function reservationsEnabled(value: string | null | undefined): boolean {
  return value === '1' || value === 'true'
}

/** How long a reservation holds its table: the shop's longest stay, never under the setting's shortest one. */
export function holdMinutesOf(maxTime: number, settings: BookingSettings): number {
  return Math.max(maxTime, settings.minHoldMinutes)
}

/** The local dates a customer can book for, from the shop's today. */
export function listBookingDates(timeZone: string, now: Date, count = BOOKING_DAYS_AHEAD): string[] {
  const today = toLocalMoment(now, timeZone).date
  return Array.from({ length: count }, (_, i) => addDays(today, i))
}

/** The start times (`HH:mm`) offered on local `date`: on the step's grid, inside booking hours, far enough ahead. */
export function listBookingSlots(schedule: Schedule, date: string, now: Date, settings: BookingSettings): string[] {
  if (schedule.switchedOn === false) return []
  const earliest = now.getTime() + settings.leadMinutes * 60_000
  const slots: string[] = []
  for (let m = 0; m < 24 * 60; m += settings.stepMinutes) {
    if (!isOpenOnWallClock(schedule, date, m)) continue
    if (!localTimeExists(date, m, schedule.timeZone)) continue
    if (arrivalOf(date, m, schedule.timeZone).getTime() < earliest) continue
    slots.push(formatClock(m))
  }
  return slots
}

/** Why a start time is refused. */
export type BookingMomentProblem = 'notATime' | 'closed' | 'offGrid' | 'tooSoon' | 'tooFar'

/** Splits `YYYY-MM-DD HH:mm` into its date and minutes; null when it is not that. */
export function parseBookingStart(value: string): { date: string; minutes: number } | null {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{1,2}:\d{2})$/.exec(value.trim())
  if (!match) return null
  const minutes = parseClock(match[2]!)
  if (minutes === null || minutes >= 24 * 60) return null
  return { date: match[1]!, minutes }
}

/** Whether a reservation may start at local `date` + `minutes`; the instant it starts when it may. */
export function checkBookingMoment(
  schedule: Schedule,
  start: { date: string; minutes: number },
  now: Date,
  settings: BookingSettings,
): { problem: BookingMomentProblem } | { startsAt: Date } {
  if (!localTimeExists(start.date, start.minutes, schedule.timeZone)) return { problem: 'notATime' }
  const startsAt = arrivalOf(start.date, start.minutes, schedule.timeZone)
  if (startsAt.getTime() < now.getTime() + settings.leadMinutes * 60_000) return { problem: 'tooSoon' }
  const last = addDays(toLocalMoment(now, schedule.timeZone).date, BOOKING_DAYS_AHEAD - 1)
  if (start.date > last) return { problem: 'tooFar' }
  if (schedule.switchedOn === false || !isOpenOnWallClock(schedule, start.date, start.minutes)) {
    return { problem: 'closed' }
  }
  if (start.minutes % settings.stepMinutes !== 0) return { problem: 'offGrid' }
  return { startsAt }
}
