import { resolveTimeZone, toLocalMoment } from '@basil/contracts/opening-hours'

// Dates and times are always shown in a named zone (the shop's for its orders and hours, the visitor's or the
// marketplace's for the rest), never in whatever zone the server or the browser runs in. Only numbers are formatted,
// so the server's HTML and the browser's first render agree to the character.

function pad(n: number): string {
  return String(n).padStart(2, '0')
}

function moment(iso: string | null | undefined, timeZone: string) {
  if (!iso) return null
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return null
  return toLocalMoment(d, timeZone)
}

/** `YYYY-MM-DD` as day.month.year (spec §4). */
export function formatIsoDate(date: string): string {
  const [y, m, d] = date.split('-')
  return `${d}.${m}.${y}`
}

/** Minutes since midnight as hours:minutes. */
export function formatMinutes(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`
}

/** Spec §4: dates read day.month.year, in `timeZone`. */
export function formatDate(iso: string | null | undefined, timeZone: string): string {
  const local = moment(iso, timeZone)
  return local ? formatIsoDate(local.date) : ''
}

/** day.month.year, hours:minutes, in `timeZone`. */
export function formatDateTime(iso: string | null | undefined, timeZone: string): string {
  const local = moment(iso, timeZone)
  return local ? `${formatIsoDate(local.date)}, ${formatMinutes(local.minutes)}` : ''
}

/** hours:minutes in `timeZone`. */
export function formatTime(iso: string | null | undefined, timeZone: string): string {
  const local = moment(iso, timeZone)
  return local ? formatMinutes(local.minutes) : ''
}

/** The zone times are shown in when no shop is concerned: the visitor's (from their browser), else the marketplace's. */
export function displayTimeZone(
  visitorZone: string | null | undefined,
  marketplaceZone: string | null | undefined,
): string {
  return resolveTimeZone(visitorZone, marketplaceZone)
}

/**
 * A zone's name for people: its city (`America/New_York` → New York, `America/Argentina/Buenos_Aires` → Buenos Aires).
 * Built from the zone's name only, so server and browser always write the same words.
 */
export function zoneCity(timeZone: string): string {
  const last = timeZone.split('/').pop() ?? timeZone
  return last.replace(/_/g, ' ')
}
