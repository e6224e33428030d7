import { describe, expect, it } from 'vitest'
import { overlaps, toBookingBody } from './booking-values'

describe('the booking form’s body', () => {
  it('joins the date and time, trims the note and leaves an empty one out', () => {
    const values = { date: '2026-12-03', time: '19:30', guest: 4, section_id: 2, table_id: 9, note: '  window  ' }
    expect(toBookingBody(values, 5)).toEqual({
      table_id: 9,
      booking_id: 5,
      start_date: '2026-12-03 19:30',
      guest: 4,
      note: 'window',
    })
    expect(toBookingBody({ ...values, note: '   ' }, 5).note).toBeNull()
  })
})

describe('a reserved range against a stay', () => {
  const range = { start_date: '2026-12-03T18:00:00.000Z', end_date: '2026-12-03T20:00:00.000Z' }
  const at = (iso: string) => Date.parse(iso)
  it('overlaps when they share a moment, not when one ends as the other starts', () => {
    expect(overlaps(range, at('2026-12-03T19:00:00Z'), at('2026-12-03T21:00:00Z'))).toBe(true)
    expect(overlaps(range, at('2026-12-03T17:00:00Z'), at('2026-12-03T18:30:00Z'))).toBe(true)
    expect(overlaps(range, at('2026-12-03T20:00:00Z'), at('2026-12-03T22:00:00Z'))).toBe(false)
    expect(overlaps(range, at('2026-12-03T16:00:00Z'), at('2026-12-03T18:00:00Z'))).toBe(false)
  })
})
