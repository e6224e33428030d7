/** Temporal's one function used here (not in TypeScript's libraries yet). */
type TemporalNow = { Now: { timeZoneId(): string } }

/**
 * The IANA zone the browser runs in. Temporal answers at once where it exists (Chromium 144 and later); the Intl way
 * makes the page's first date formatter, which loads the time-zone data: some 20 ms of a phone's main thread on every
 * page load, for a value that is already known.
 */
export function browserTimeZone(): string | undefined {
  const temporal = (globalThis as { Temporal?: TemporalNow }).Temporal
  try {
    return temporal?.Now.timeZoneId() ?? Intl.DateTimeFormat().resolvedOptions().timeZone
  } catch {
    return undefined
  }
}
