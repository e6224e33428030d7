import { describe, expect, it } from 'vitest'
import { createTranslator } from './i18n/translate'
import { describeOpening } from './shop-state'

const t = createTranslator('en', {
  'shop.opensToday': 'Opens today at {{time}}',
  'shop.opensTomorrow': 'Opens tomorrow at {{time}}',
  'shop.opensOn': 'Opens {{day}} at {{time}}',
  'shop.weekday.monday': 'Monday',
})
const plain = (text: string) => text.replace(/[\u2066\u2069]/g, '')

describe('describeOpening', () => {
  it('reads the opening and today on the shop’s wall clock', () => {
    // 23:30 in New York (UTC−5) on Friday 27 November is already Saturday in UTC.
    const words = describeOpening(t, '2026-11-28T16:00:00Z', 'America/New_York', new Date('2026-11-28T04:30:00Z'))
    expect(plain(words)).toBe('Opens tomorrow at 11:00')
  })

  it('counts days by the real midnight on the day clocks change (a 25-hour day)', () => {
    // Europe/Paris goes back from 03:00 to 02:00 on Sunday 25 October 2026: that day ends at 23:00 UTC.
    const opensAt = '2026-10-26T08:00:00Z'
    expect(plain(describeOpening(t, opensAt, 'Europe/Paris', new Date('2026-10-25T22:59:00Z')))).toBe(
      'Opens tomorrow at 09:00',
    )
    expect(plain(describeOpening(t, opensAt, 'Europe/Paris', new Date('2026-10-25T23:00:00Z')))).toBe(
      'Opens today at 09:00',
    )
  })

  it('names the weekday beyond tomorrow', () => {
    const now = new Date('2026-11-27T10:00:00Z')
    expect(plain(describeOpening(t, '2026-11-27T12:00:00Z', 'Asia/Tokyo', now))).toBe('Opens today at 21:00')
    expect(plain(describeOpening(t, '2026-11-30T09:00:00Z', 'UTC', now))).toBe('Opens Monday at 09:00')
  })
})
