import { describe, expect, it } from 'vitest'
import { checkDeliverySlot, listDeliveryDays, listTimeSlots } from './delivery-slots'

const day = (d: string, from = '09:00', to = '12:00', disabled = false) => ({ id: 1, day: d as 'monday', from, to, disabled })
const shop = {
  shop_working_days: [day('monday'), day('tuesday', '10:15', '11:30'), day('wednesday', '09:00', '12:00', true), day('friday', '20:00', '01:00')],
  shop_closed_date: [{ id: 1, day: '2026-11-24' }],
}
// 2026-11-23 is a Monday.
const mondayMorning = new Date(2026, 10, 23, 10, 10)

describe('delivery days and times (shop working hours and closed dates)', () => {
  it('marks closed days: no hours, disabled, or a closed date', () => {
    const days = listDeliveryDays(shop, mondayMorning, 5)
    expect(days.map((d) => [d.weekday, d.closed])).toEqual([
      ['monday', false],
      ['tuesday', true],
      ['wednesday', true],
      ['thursday', true],
      ['friday', false],
    ])
  })
  it('offers half-hour slots within the hours, today only those still ahead', () => {
    expect(listTimeSlots(shop, '2026-11-23', mondayMorning)).toEqual(['10:30', '11:00', '11:30'])
    expect(listTimeSlots(shop, '2026-11-30', mondayMorning)).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00', '11:30'])
    expect(listTimeSlots(shop, '2026-11-27', mondayMorning).at(-1)).toBe('23:30')
  })
  it('says which message applies', () => {
    expect(checkDeliverySlot(shop, '2026-11-25', null, mondayMorning)).toBe('closedDay')
    expect(checkDeliverySlot(shop, '2026-11-24', null, mondayMorning)).toBe('closedDay')
    expect(checkDeliverySlot(shop, '2026-11-23', '09:00', mondayMorning)).toBe('closed')
    expect(checkDeliverySlot(shop, '2026-11-23', null, new Date(2026, 10, 23, 12, 5))).toBe('closed')
    expect(checkDeliverySlot(shop, '2026-11-23', '11:00', mondayMorning)).toBeNull()
  })
})
