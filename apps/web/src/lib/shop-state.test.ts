import { describe, expect, it } from 'vitest'
import { createTranslator } from './i18n/translate'
import { describeOpening, describeOpeningClock, readOpeningClock } from './shop-state'

const t = createTranslator('en', {
  'shop.opensToday': 'Opens today at {{time}}',
  'shop.opensTomorrow': 'Opens tomorrow at {{time}}',
  'shop.opensOn': 'Opens {{day}} at {{time}}',
  'shop.weekday.monday': 'Monday',
})
const plain = (text: string) => text.replace(/[\u2066\u2069]/g, '')

describe('readOpeningClock', () => {
  it('reads the opening and today on the shop’s wall clock, valid until its midnight', () => {
    // 23:30 in New York (UTC−5) on Friday 27 November is already Saturday in UTC.
    const clock = readOpeningClock('2026-11-28T16:00:00Z', 'America/New_York', new Date('2026-11-28T04:30:00Z'))
    expect(clock).toEqual({
      at: { date: '2026-11-28', day: 'saturday', minutes: 11 * 60 },
      today: '2026-11-27',
      until: Date.parse('2026-11-28T05:00:00Z'),
    })
    expect(plain(describeOpeningClock(t, clock))).toBe('Opens tomorrow at 11:00')
  })

  it('ends the day at the real midnight on the day clocks change (a 25-hour day)', () => {
    // Europe/Paris goes back from 03:00 to 02:00 on Sunday 25 October 2026: that day ends at 23:00 UTC.
    const clock = readOpeningClock('2026-10-26T08:00:00Z', 'Europe/Paris', new Date('2026-10-25T10:00:00Z'))
    expect(clock.today).toBe('2026-10-25')
    expect(clock.until).toBe(Date.parse('2026-10-25T23:00:00Z'))
    expect(plain(describeOpeningClock(t, clock))).toBe('Opens tomorrow at 09:00')
  })

  it('says the same words as describeOpening read at the same moment', () => {
    const now = new Date('2026-11-27T10:00:00Z')
    for (const opensAt of ['2026-11-27T12:00:00Z', '2026-11-28T12:00:00Z', '2026-11-30T09:00:00Z']) {
      expect(describeOpeningClock(t, readOpeningClock(opensAt, 'Asia/Tokyo', now))).toBe(
        describeOpening(t, opensAt, 'Asia/Tokyo', now),
      )
    }
    expect(plain(describeOpening(t, '2026-11-30T09:00:00Z', 'UTC', now))).toBe('Opens Monday at 09:00')
  })
})
