// Opening hours: the one rule for "open at", "next opening" and "order slots", read in the shop's own time zone.
// The API (shop listing and page, cart calculation, order creation) and the storefront (shop state, checkout slots)
// both call this file; the API's SQL twin of isOpenAt (shops/repository.ts) is tested against the same table of cases
// (opening-hours-cases.ts). It imports nothing, so browser code takes it without the schemas.
//
// The rule:
// - Each working day has `from`–`to` in `HH:mm` (or `H:mm`, optionally `:ss`) on the shop's wall clock.
// - Hours ending at or before their start run past midnight into the next day (18:00–02:00). Equal start and end mean
//   24 hours from the start (00:00–00:00 is the whole day). A closing time of 23:59 means the end of the day, as does
//   24:00: the "around the clock" hours clients of this API family write as 00:00–23:59 really are 24 hours.
// - Hours belong to the day they start on: that day's `disabled` flag and closed date decide whether they run, also
//   for the part after midnight (a closed Saturday does not cut short Friday's night).
// - The seller's own switch off closes the shop whatever its hours.
// - Times are wall-clock times: on the day clocks change, a shop open 09:00–17:00 opens at 09:00 of the new time.
//   Order slots never name a wall-clock time that does not exist on that day.

export const WEEK_DAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const
export type WeekDayName = (typeof WEEK_DAYS)[number]

/** Minutes between two order slots. */
export const SLOT_MINUTES = 30
/** Days a customer can order ahead for, today included. */
export const ORDER_DAYS = 7
/** How far ahead the next opening is looked for. */
export const OPENING_HORIZON_DAYS = 14
/** How long a chosen time may lie in the past when the order arrives (the customer took a while to check out). */
export const LATE_ORDER_GRACE_MINUTES = 15

const DAY = 24 * 60
const MINUTE_MS = 60_000

export interface WorkingHours {
  day: string
  /** `HH:mm` on the shop's wall clock. */
  from: string
  to: string
  disabled: boolean
}

export interface Schedule {
  /** An IANA zone the runtime knows (see resolveTimeZone). */
  timeZone: string
  workingDays: readonly WorkingHours[]
  /** `YYYY-MM-DD` local dates on which no hours start. */
  closedDates: readonly string[]
  /** The seller's own switch; on when not given. */
  switchedOn?: boolean
}

/** A shift: minutes from the local midnight of the day it starts; `end` may pass midnight (up to 48 h). */
export interface Shift {
  start: number
  end: number
}

export interface LocalMoment {
  /** `YYYY-MM-DD` */
  date: string
  day: WeekDayName
  /** Minutes since local midnight. */
  minutes: number
}

// ---- time zones ----

/** A wall-clock reading: what a clock in some zone shows at an instant. */
interface WallClock {
  year: number
  month: number
  day: number
  hour: number
  minute: number
}

/**
 * Temporal's part used here. Browsers that have it (Chromium 144 and later) read a zone's wall clock with it in well
 * under a millisecond, where the first Intl formatter of a page costs 15-20 ms of its main thread (it loads the
 * time-zone and date-pattern data); Node 20 has no Temporal and reads it with Intl. Both use the same IANA data.
 */
interface TemporalApi {
  Instant: { fromEpochMilliseconds(ms: number): { toZonedDateTimeISO(timeZone: string): WallClock } }
}

function temporalApi(): TemporalApi | undefined {
  return (globalThis as { Temporal?: TemporalApi }).Temporal
}

const formatters = new Map<string, Intl.DateTimeFormat | null>()

function formatterFor(timeZone: string): Intl.DateTimeFormat | null {
  let formatter = formatters.get(timeZone)
  if (formatter === undefined) {
    try {
      formatter = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      })
    } catch {
      formatter = null
    }
    formatters.set(timeZone, formatter)
  }
  return formatter
}

/** The wall clock of `timeZone` at `instant`; null when the runtime does not know the zone. */
function readWallClock(instant: Date, timeZone: string): WallClock | null {
  const temporal = temporalApi()
  if (temporal) {
    const ms = instant.getTime()
    if (Number.isNaN(ms)) throw new RangeError('Invalid time value')
    try {
      const zoned = temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(timeZone)
      return { year: zoned.year, month: zoned.month, day: zoned.day, hour: zoned.hour, minute: zoned.minute }
    } catch {
      return null
    }
  }
  const formatter = formatterFor(timeZone)
  if (!formatter) return null
  const clock: WallClock = { year: 0, month: 0, day: 0, hour: 0, minute: 0 }
  for (const part of formatter.formatToParts(instant)) {
    if (part.type === 'year') clock.year = Number(part.value)
    else if (part.type === 'month') clock.month = Number(part.value)
    else if (part.type === 'day') clock.day = Number(part.value)
    else if (part.type === 'hour') clock.hour = Number(part.value) % 24
    else if (part.type === 'minute') clock.minute = Number(part.value)
  }
  return clock
}

/** Whether the runtime knows `timeZone` as an IANA zone name. */
export function isKnownTimeZone(timeZone: string | null | undefined): timeZone is string {
  if (typeof timeZone !== 'string' || timeZone.length === 0 || timeZone.length > 64) return false
  // With Intl, making the zone's formatter (kept for later readings) is the test; Temporal has nothing to keep.
  return temporalApi() ? readWallClock(new Date(0), timeZone) !== null : formatterFor(timeZone) !== null
}

/** `timeZone` when known, else `fallback` when known, else UTC: reading hours never fails on a bad zone name. */
export function resolveTimeZone(timeZone: string | null | undefined, fallback: string | null | undefined): string {
  if (isKnownTimeZone(timeZone)) return timeZone
  if (isKnownTimeZone(fallback)) return fallback
  return 'UTC'
}

const pad2 = (n: number) => String(n).padStart(2, '0')

/** The wall-clock date, weekday and time of `instant` in `timeZone` (an unknown zone reads as UTC). */
export function toLocalMoment(instant: Date, timeZone: string): LocalMoment {
  const clock = readWallClock(instant, timeZone) ?? readWallClock(instant, 'UTC')!
  const date = `${String(clock.year).padStart(4, '0')}-${pad2(clock.month)}-${pad2(clock.day)}`
  return { date, day: weekdayOf(date), minutes: clock.hour * 60 + clock.minute }
}

/** The weekday of a `YYYY-MM-DD` date. */
export function weekdayOf(date: string): WeekDayName {
  return WEEK_DAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]!
}

/** `YYYY-MM-DD` plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

/** Local wall-clock minutes since 1970 of an instant (the instant as if its wall clock were UTC). */
function wallMinutes(instant: number, timeZone: string): number {
  const local = toLocalMoment(new Date(instant), timeZone)
  return Date.parse(`${local.date}T00:00:00Z`) / MINUTE_MS + local.minutes
}

/**
 * The instant the wall clock of `timeZone` first reads `date` at `minutes` (or later): the time itself, the earlier
 * of the two when clocks go back, and the moment clocks jump forward when that time does not exist on that day.
 */
export function arrivalOf(date: string, minutes: number, timeZone: string): Date {
  const target = Date.parse(`${date}T00:00:00Z`) / MINUTE_MS + minutes
  // Offsets (wall minus UTC) a few hours either side of the target; they differ only around a clock change.
  const before = wallMinutes((target - 12 * 60) * MINUTE_MS, timeZone) - (target - 12 * 60)
  const after = wallMinutes((target + 12 * 60) * MINUTE_MS, timeZone) - (target + 12 * 60)
  const candidates = [target - before, target - after].sort((a, b) => a - b)
  for (const utc of candidates) if (wallMinutes(utc * MINUTE_MS, timeZone) === target) return new Date(utc * MINUTE_MS)
  // In a gap: the first minute whose wall clock is at or past the target.
  let low = candidates[0]!
  let high = candidates[1]!
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2)
    if (wallMinutes(mid * MINUTE_MS, timeZone) >= target) high = mid
    else low = mid
  }
  return new Date(high * MINUTE_MS)
}

/** Whether the wall clock of `timeZone` ever reads `minutes` on `date` (not when clocks jump over it). */
export function localTimeExists(date: string, minutes: number, timeZone: string): boolean {
  const local = toLocalMoment(arrivalOf(date, minutes, timeZone), timeZone)
  return local.date === date && local.minutes === minutes
}

// ---- hours ----

const CLOCK = /^(\d{1,2}):([0-5]\d)(?::([0-5]\d))?$/

/** `HH:mm` (or `H:mm`, `HH:mm:ss`) to minutes since midnight, 24:00 included; null when it is not such a time. */
export function parseClock(value: string): number | null {
  const match = CLOCK.exec(value)
  if (!match) return null
  const minutes = Number(match[1]) * 60 + Number(match[2])
  if (minutes > DAY || (minutes === DAY && match[3] !== undefined && match[3] !== '00')) return null
  return minutes
}

/** Minutes since midnight as `HH:mm`. */
export function formatClock(minutes: number): string {
  const m = ((minutes % DAY) + DAY) % DAY
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`
}

/** The shift one working day's hours describe; null when they are not times. */
export function shiftOf(hours: Pick<WorkingHours, 'from' | 'to'>): Shift | null {
  const from = parseClock(hours.from)
  const to = parseClock(hours.to)
  if (from === null || to === null || from >= DAY) return null
  if (from === to) return { start: from, end: from + DAY }
  const end = to === DAY - 1 ? DAY : to
  return { start: from, end: end <= from ? end + DAY : end }
}

/** The shifts that start on a local date: its weekday's enabled hours, unless the date is closed. */
export function shiftsStartingOn(schedule: Schedule, date: string): Shift[] {
  if (schedule.closedDates.includes(date)) return []
  const day = weekdayOf(date)
  const shifts: Shift[] = []
  for (const hours of schedule.workingDays) {
    if (hours.day !== day || hours.disabled) continue
    const shift = shiftOf(hours)
    if (shift) shifts.push(shift)
  }
  return shifts
}

/** The rule on the wall clock: open at `minutes` of local `date` (the seller's switch aside). */
export function isOpenOnWallClock(schedule: Schedule, date: string, minutes: number): boolean {
  for (const s of shiftsStartingOn(schedule, date)) if (minutes >= s.start && minutes < s.end) return true
  for (const s of shiftsStartingOn(schedule, addDays(date, -1))) if (minutes < s.end - DAY) return true
  return false
}

/** Whether the shop is open at some moment of local `date` (the seller's switch aside). */
export function hasOpeningOn(schedule: Schedule, date: string): boolean {
  if (shiftsStartingOn(schedule, date).length > 0) return true
  return shiftsStartingOn(schedule, addDays(date, -1)).some((s) => s.end > DAY)
}

/** Open at `instant`: the seller's switch is on and the shop's wall clock falls within running hours. */
export function isOpenAt(schedule: Schedule, instant: Date): boolean {
  if (schedule.switchedOn === false) return false
  const local = toLocalMoment(instant, schedule.timeZone)
  return isOpenOnWallClock(schedule, local.date, local.minutes)
}

/** `instant` when open then; else the next moment the shop opens within the horizon; null when it does not. */
export function nextOpeningAt(schedule: Schedule, instant: Date, horizonDays = OPENING_HORIZON_DAYS): Date | null {
  if (schedule.switchedOn === false) return null
  if (isOpenAt(schedule, instant)) return instant
  const now = toLocalMoment(instant, schedule.timeZone)
  // Closed now, so the shop opens where a shift starts: the first start after now on the wall clock.
  for (let i = 0; i <= horizonDays; i++) {
    const date = addDays(now.date, i)
    const starts = shiftsStartingOn(schedule, date)
      .map((s) => s.start)
      .filter((start) => i > 0 || start > now.minutes)
    if (starts.length) return arrivalOf(date, Math.min(...starts), schedule.timeZone)
  }
  return null
}

/** When open at `instant`: the moment it closes next; null when closed, or open beyond the horizon (around the clock). */
export function closingAt(schedule: Schedule, instant: Date, horizonDays = OPENING_HORIZON_DAYS): Date | null {
  if (!isOpenAt(schedule, instant)) return null
  const now = toLocalMoment(instant, schedule.timeZone)
  // Shift ends on the wall clock, as minutes from the start of today; the first one after which the shop is closed.
  const ends: number[] = []
  for (let i = -1; i <= horizonDays; i++) {
    for (const s of shiftsStartingOn(schedule, addDays(now.date, i))) {
      if (i * DAY + s.end > now.minutes) ends.push(i * DAY + s.end)
    }
  }
  ends.sort((a, b) => a - b)
  for (const end of ends) {
    const i = Math.floor(end / DAY)
    const date = addDays(now.date, i)
    if (!isOpenOnWallClock(schedule, date, end - i * DAY)) return arrivalOf(date, end - i * DAY, schedule.timeZone)
  }
  return null
}

// ---- ordering ----

/** Whether the zone's offset is the same all day (no clock change): then every wall-clock time exists. */
function steadyDay(date: string, timeZone: string): boolean {
  const start = Date.parse(`${date}T00:00:00Z`) / MINUTE_MS
  const offset = (utc: number) => wallMinutes(utc * MINUTE_MS, timeZone) - utc
  return offset(start - 12 * 60) === offset(start + 36 * 60)
}

/**
 * The order slots of local `date`: every SLOT_MINUTES at which the shop is open (its hours after midnight included),
 * that exist on the wall clock, and that have not passed at `now`.
 */
export function listSlots(schedule: Schedule, date: string, now: Date, step = SLOT_MINUTES): string[] {
  if (schedule.switchedOn === false) return []
  const today = toLocalMoment(now, schedule.timeZone).date
  if (date < today) return []
  const steady = steadyDay(date, schedule.timeZone)
  const slots: string[] = []
  for (let m = 0; m < DAY; m += step) {
    if (!isOpenOnWallClock(schedule, date, m)) continue
    if (!steady && !localTimeExists(date, m, schedule.timeZone)) continue
    if (date === today && arrivalOf(date, m, schedule.timeZone) < now) continue
    slots.push(formatClock(m))
  }
  return slots
}

export interface OrderDay {
  date: string
  day: WeekDayName
  /** No hours run on that day at all ("Shop is closed in this day"). */
  closed: boolean
  /** Slots still ahead. */
  slots: string[]
}

/** The days a customer can order for, from the shop's today, with their slots. */
export function listOrderDays(schedule: Schedule, now: Date, count = ORDER_DAYS): OrderDay[] {
  const today = toLocalMoment(now, schedule.timeZone).date
  return Array.from({ length: count }, (_, i) => {
    const date = addDays(today, i)
    const closed = schedule.switchedOn === false || !hasOpeningOn(schedule, date)
    return { date, day: weekdayOf(date), closed, slots: closed ? [] : listSlots(schedule, date, now) }
  })
}

/** Why an order for a moment is refused: the contract's messages map from these. */
export type OrderMomentProblem = 'closed' | 'closedDay' | 'datePassed' | 'timePassed'

/**
 * Whether the shop takes an order for local `date` at `time` (`HH:mm`). No time means as soon as possible: today that
 * needs the shop open now, another day only some hours on it.
 */
export function checkOrderMoment(
  schedule: Schedule,
  moment: { date?: string | null; time?: string | null },
  now: Date,
): OrderMomentProblem | null {
  if (schedule.switchedOn === false) return 'closed'
  const local = toLocalMoment(now, schedule.timeZone)
  const date = moment.date ?? local.date
  if (date < local.date) return 'datePassed'
  if (!moment.time) {
    if (date !== local.date) return hasOpeningOn(schedule, date) ? null : 'closedDay'
    if (isOpenOnWallClock(schedule, date, local.minutes)) return null
    return hasOpeningOn(schedule, date) ? 'closed' : 'closedDay'
  }
  if (!hasOpeningOn(schedule, date)) return 'closedDay'
  const minutes = parseClock(moment.time)
  if (minutes === null || minutes >= DAY || !localTimeExists(date, minutes, schedule.timeZone)) return 'closed'
  if (arrivalOf(date, minutes, schedule.timeZone).getTime() < now.getTime() - LATE_ORDER_GRACE_MINUTES * MINUTE_MS) {
    return 'timePassed'
  }
  return isOpenOnWallClock(schedule, date, minutes) ? null : 'closed'
}
