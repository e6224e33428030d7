import type { WeekDay } from '../../db/schema/index.ts'

export interface OpeningHours {
  day: string
  /** `HH:mm` in the shop's time zone; `to` at or before `from` means the hours run past midnight. */
  from: string
  to: string
  disabled: boolean
}

export interface LocalMoment {
  /** `YYYY-MM-DD` */
  date: string
  day: WeekDay
  /** Minutes since local midnight. */
  minutes: number
}

const dayNames: readonly WeekDay[] = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday']
const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
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
      // A time zone the runtime does not know must not break a listing: read the hours as UTC.
      formatter = formatterFor('UTC')
    }
    formatters.set(timeZone, formatter)
  }
  return formatter
}

/** The wall-clock date, weekday and time of `instant` in `timeZone`. */
export function toLocalMoment(instant: Date, timeZone: string): LocalMoment {
  const parts = Object.fromEntries(formatterFor(timeZone).formatToParts(instant).map((p) => [p.type, p.value]))
  const date = `${parts.year}-${parts.month}-${parts.day}`
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay()
  return { date, day: dayNames[weekday]!, minutes: Number(parts.hour) * 60 + Number(parts.minute) }
}

/** `HH:mm` (or `H:mm`) to minutes since midnight; null when it is not a time. */
export function parseClock(value: string): number | null {
  const match = /^(\d{1,2}):(\d{2})/.exec(value.trim())
  if (!match) return null
  const minutes = Number(match[1]) * 60 + Number(match[2])
  return minutes <= 24 * 60 ? minutes : null
}

function previousDate(date: string): { date: string; day: WeekDay } {
  const d = new Date(`${date}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() - 1)
  return { date: d.toISOString().slice(0, 10), day: dayNames[d.getUTCDay()]! }
}

/**
 * Whether a shop takes orders at `now`: the seller's own switch is on, and the local time falls within the hours of
 * an enabled working day that is not a closed date. Hours whose end is at or before their start run past midnight,
 * so the early hours of a day may belong to the previous day's hours (and to its closed date).
 */
export function isShopOpenNow(
  shop: { open: boolean; timezone: string },
  workingDays: readonly OpeningHours[],
  closedDates: readonly string[],
  now: Date,
): boolean {
  if (!shop.open) return false
  const local = toLocalMoment(now, shop.timezone)
  const closed = new Set(closedDates)
  const hoursOf = (day: string) => workingDays.find((w) => w.day === day && !w.disabled)

  const today = hoursOf(local.day)
  if (today && !closed.has(local.date)) {
    const from = parseClock(today.from)
    const to = parseClock(today.to)
    if (from !== null && to !== null) {
      if (to > from ? local.minutes >= from && local.minutes < to : local.minutes >= from) return true
    }
  }
  const yesterday = previousDate(local.date)
  const before = hoursOf(yesterday.day)
  if (before && !closed.has(yesterday.date)) {
    const from = parseClock(before.from)
    const to = parseClock(before.to)
    if (from !== null && to !== null && to <= from && local.minutes < to) return true
  }
  return false
}
