import { describe, expect, it } from 'vitest'
import {
  bookingSettingsOf,
  checkBookingMoment,
  holdMinutesOf,
  listBookingSlots,
  parseBookingStart,
  reservationsEnabled,
} from './booking-rules.ts'
import type { Schedule } from './opening-hours.ts'

const NY = 'America/New_York'
const schedule: Schedule = {
  timeZone: NY,
  workingDays: ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'].map((day) => ({
    day,
    from: day === 'friday' ? '18:00' : '12:00',
    to: day === 'friday' ? '02:00' : '22:00',
    disabled: day === 'monday',
  })),
  closedDates: ['2026-12-24'],
}
const settings = bookingSettingsOf({
  reservation_time_durations: '30',
  reservation_before_time: '1',
  min_reservation_time: '30',
})
// Wednesday 2026-12-02, 10:00 in New York.
const now = new Date('2026-12-02T15:00:00Z')

describe('booking settings', () => {
  it('reads the seeded values and falls back on bad ones', () => {
    expect(settings).toEqual({ stepMinutes: 30, leadMinutes: 60, minHoldMinutes: 30 })
    expect(bookingSettingsOf({ reservation_time_durations: 'x', reservation_before_time: '-1' })).toEqual(settings)
    expect(bookingSettingsOf({ reservation_time_durations: '15', reservation_before_time: '0.5' })).toMatchObject({
      stepMinutes: 15,
      leadMinutes: 30,
    })
    expect(holdMinutesOf(120, settings)).toBe(120)
    expect(holdMinutesOf(10, settings)).toBe(30)
    expect(reservationsEnabled('1')).toBe(true)
    expect(reservationsEnabled('0')).toBe(false)
    expect(reservationsEnabled(undefined)).toBe(false)
  })
})

describe('booking slots', () => {
  it('offers the grid inside the hours, from the lead time on', () => {
    const today = listBookingSlots(schedule, '2026-12-02', now, settings)
    expect(today[0]).toBe('12:00')
    expect(today.at(-1)).toBe('21:30')
    expect(today).toHaveLength(20)
    // At 11:30 the next hour is gone: 12:30 is the first start.
    expect(listBookingSlots(schedule, '2026-12-02', new Date('2026-12-02T16:30:00Z'), settings)[0]).toBe('12:30')
  })

  it('has none on a disabled day or a closed date; Friday night runs past midnight', () => {
    expect(listBookingSlots(schedule, '2026-12-07', now, settings)).toEqual([])
    expect(listBookingSlots(schedule, '2026-12-24', now, settings)).toEqual([])
    const saturday = listBookingSlots(schedule, '2026-12-05', now, settings)
    expect(saturday.slice(0, 4)).toEqual(['00:00', '00:30', '01:00', '01:30'])
  })
})

describe('an asked-for start', () => {
  const check = (value: string, at = now) => {
    const start = parseBookingStart(value)
    if (!start) return 'unreadable'
    const result = checkBookingMoment(schedule, start, at, settings)
    return 'problem' in result ? result.problem : result.startsAt.toISOString()
  }
  it('is the instant of the shop’s wall clock when allowed', () => {
    expect(check('2026-12-03 19:00')).toBe('2026-12-04T00:00:00.000Z')
  })
  it('names why it is refused', () => {
    expect(check('2026-12-03 09:00')).toBe('closed')
    expect(check('2026-12-24 19:00')).toBe('closed')
    expect(check('2026-12-07 19:00')).toBe('closed')
    expect(check('2026-12-03 19:10')).toBe('offGrid')
    expect(check('2026-12-02 10:30')).toBe('tooSoon')
    expect(check('2026-12-01 19:00')).toBe('tooSoon')
    expect(check('2027-01-20 19:00')).toBe('tooFar')
    // The hour clocks skip in spring does not exist.
    expect(check('2027-03-14 02:30', new Date('2027-03-10T12:00:00Z'))).toBe('notATime')
    expect(check('2026-12-03')).toBe('unreadable')
    expect(check('2026-12-03 24:00')).toBe('unreadable')
  })
})
