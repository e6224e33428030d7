import { describe, expect, it } from 'vitest'
import { displayTimeZone, formatDate, formatDateTime, formatIsoDate, formatTime, zoneCity } from './date'

// 03:05 UTC on 2026-11-25 is 22:05 on the 24th in New York and 12:05 on the 25th in Tokyo.
const instant = '2026-11-25T03:05:00.000Z'

describe('dates and times in a named zone', () => {
  it('shows an instant in the zone asked for, whatever zone this process runs in', () => {
    expect(formatDateTime(instant, 'America/New_York')).toBe('24.11.2026, 22:05')
    expect(formatDateTime(instant, 'Asia/Tokyo')).toBe('25.11.2026, 12:05')
    expect(formatDate(instant, 'America/New_York')).toBe('24.11.2026')
    expect(formatTime(instant, 'Asia/Tokyo')).toBe('12:05')
    expect(formatDateTime(instant, 'UTC')).toBe('25.11.2026, 03:05')
  })

  it('shows nothing for no date or a date that is not one', () => {
    expect(formatDateTime(null, 'UTC')).toBe('')
    expect(formatDate('not a date', 'UTC')).toBe('')
    expect(formatIsoDate('2026-01-02')).toBe('02.01.2026')
  })

  it("takes the visitor's zone, else the marketplace's, and names zones by their city", () => {
    expect(displayTimeZone('Europe/Paris', 'America/New_York')).toBe('Europe/Paris')
    expect(displayTimeZone(null, 'America/New_York')).toBe('America/New_York')
    expect(displayTimeZone('Nowhere/Land', 'also nowhere')).toBe('UTC')
    expect(zoneCity('America/New_York')).toBe('New York')
    expect(zoneCity('America/Argentina/Buenos_Aires')).toBe('Buenos Aires')
    expect(zoneCity('UTC')).toBe('UTC')
  })
})
