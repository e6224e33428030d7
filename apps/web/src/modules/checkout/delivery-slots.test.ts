import type { ShopWorkingDay } from '@basil/contracts'
import { describe, expect, it } from 'vitest'
import {
  ASAP,
  checkDeliverySlot,
  firstOffer,
  listDeliveryDays,
  listTimeOptions,
  type ShopHours,
} from './delivery-slots'

const ALL = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const
const week = (from: string, to: string): ShopWorkingDay[] =>
  ALL.map((day, id) => ({ id, day, from, to, disabled: false }))

function shop(hours: Partial<ShopHours> = {}): ShopHours {
  return {
    open: true,
    opens_at: null,
    timezone: 'America/New_York',
    shop_working_days: week('11:00', '23:00'),
    shop_closed_date: [],
    ...hours,
  }
}

// 03:30 UTC on Tuesday 2026-11-24 is still Monday 22:30 in New York: wherever this runs (a browser in London, Tokyo or
// the test machine), the days and times are the shop's.
const mondayNight = new Date('2026-11-24T03:30:00Z')

describe("checkout days and times in the shop's time zone", () => {
  it("starts from the shop's today, not the browser's", () => {
    const days = listDeliveryDays(shop(), mondayNight, 3)
    expect(days.map((d) => d.date)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25'])
    expect(days[0]!.slots).toEqual(['22:30'])
    expect(days[1]!.slots[0]).toBe('11:00')
  })

  it('offers "as soon as possible" first while the shop is open, on its today only', () => {
    const s = shop()
    const days = listDeliveryDays(s, mondayNight, 2)
    expect(listTimeOptions(s, days[0], days[0]!.date)).toEqual([ASAP, '22:30'])
    expect(listTimeOptions(s, days[1], days[0]!.date)[0]).toBe('11:00')
    expect(firstOffer(s, days)).toEqual({ date: '2026-11-23', time: ASAP })
    expect(checkDeliverySlot(s, null, ASAP, mondayNight)).toBeNull()
  })

  it('offers the next slots when the shop is closed now, and nothing when its seller switched it off', () => {
    const closedNow = shop({
      open: false,
      opens_at: '2026-11-24T16:00:00.000Z',
      shop_working_days: week('11:00', '22:00'),
    })
    const days = listDeliveryDays(closedNow, mondayNight, 2)
    expect(listTimeOptions(closedNow, days[0], days[0]!.date)).toEqual([])
    expect(firstOffer(closedNow, days)).toEqual({ date: '2026-11-24', time: '11:00' })
    expect(checkDeliverySlot(closedNow, null, ASAP, mondayNight)).toBe('closed')

    const off = shop({ open: false, opens_at: null })
    expect(firstOffer(off, listDeliveryDays(off, mondayNight))).toBeNull()
    expect(checkDeliverySlot(off, '2026-11-24', '12:00', mondayNight)).toBe('closed')
  })

  it('puts night hours after midnight on the next day, and keeps a closed night closed', () => {
    const night: ShopWorkingDay[] = [{ id: 1, day: 'friday', from: '22:00', to: '01:00', disabled: false }]
    const s = shop({ shop_working_days: night })
    const days = listDeliveryDays(s, mondayNight, 7)
    const saturday = days.find((d) => d.day === 'saturday')!
    expect(saturday.date).toBe('2026-11-28')
    expect(saturday.closed).toBe(false)
    expect(saturday.slots).toEqual(['00:00', '00:30'])
    expect(days.find((d) => d.day === 'friday')!.slots).toEqual(['22:00', '22:30', '23:00', '23:30'])
    const closedFriday = shop({ shop_working_days: night, shop_closed_date: [{ id: 1, day: '2026-11-27' }] })
    expect(listDeliveryDays(closedFriday, mondayNight, 7).find((d) => d.day === 'saturday')!.slots).toEqual([])
  })

  it("says which of the spec's messages applies, as the API would", () => {
    const s = shop({
      shop_working_days: week('11:00', '23:00').map((d) => (d.day === 'wednesday' ? { ...d, disabled: true } : d)),
    })
    expect(checkDeliverySlot(s, '2026-11-24', '12:00', mondayNight)).toBeNull()
    expect(checkDeliverySlot(s, '2026-11-24', '09:00', mondayNight)).toBe('closed')
    expect(checkDeliverySlot(s, '2026-11-25', '12:00', mondayNight)).toBe('closedDay')
    expect(checkDeliverySlot(s, '2026-11-22', '12:00', mondayNight)).toBe('datePassed')
    expect(checkDeliverySlot(s, '2026-11-23', '12:00', mondayNight)).toBe('timePassed')
  })
})
