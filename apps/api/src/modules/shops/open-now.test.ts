import { describe, expect, it } from 'vitest'
import { isShopOpenNow, parseClock, toLocalMoment, type OpeningHours } from './open-now.ts'

const week = (from: string, to: string, disabled: string[] = []): OpeningHours[] =>
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => ({
    day,
    from,
    to,
    disabled: disabled.includes(day),
  }))

const utc = { open: true, timezone: 'UTC' }
// 2025-03-12 is a Wednesday.
const wednesdayAt = (time: string) => new Date(`2025-03-12T${time}:00Z`)

describe('toLocalMoment', () => {
  it('reads the wall clock of the time zone, across the date line', () => {
    expect(toLocalMoment(new Date('2025-03-12T02:30:00Z'), 'America/New_York')).toEqual({
      date: '2025-03-11',
      day: 'tuesday',
      minutes: 22 * 60 + 30,
    })
    expect(toLocalMoment(new Date('2025-03-12T21:00:00Z'), 'Asia/Tokyo')).toEqual({
      date: '2025-03-13',
      day: 'thursday',
      minutes: 6 * 60,
    })
  })

  it('reads an unknown time zone as UTC instead of failing', () => {
    expect(toLocalMoment(wednesdayAt('10:15'), 'Mars/Olympus_Mons')).toEqual({
      date: '2025-03-12',
      day: 'wednesday',
      minutes: 615,
    })
  })
})

describe('parseClock', () => {
  it('accepts HH:mm, H:mm and HH:mm:ss and rejects other text', () => {
    expect(parseClock('09:30')).toBe(570)
    expect(parseClock('9:30')).toBe(570)
    expect(parseClock('23:59:59')).toBe(1439)
    expect(parseClock('24:00')).toBe(1440)
    expect(parseClock('25:00')).toBeNull()
    expect(parseClock('noon')).toBeNull()
  })
})

describe('isShopOpenNow', () => {
  it('is open within the hours and closed outside them (end exclusive)', () => {
    const days = week('09:00', '18:00')
    expect(isShopOpenNow(utc, days, [], wednesdayAt('08:59'))).toBe(false)
    expect(isShopOpenNow(utc, days, [], wednesdayAt('09:00'))).toBe(true)
    expect(isShopOpenNow(utc, days, [], wednesdayAt('17:59'))).toBe(true)
    expect(isShopOpenNow(utc, days, [], wednesdayAt('18:00'))).toBe(false)
  })

  it("is closed when the seller switched the shop off, whatever the hours", () => {
    expect(isShopOpenNow({ open: false, timezone: 'UTC' }, week('00:00', '23:59'), [], wednesdayAt('12:00'))).toBe(
      false,
    )
  })

  it('is closed on a disabled working day and on a day without hours', () => {
    expect(isShopOpenNow(utc, week('09:00', '18:00', ['wednesday']), [], wednesdayAt('12:00'))).toBe(false)
    expect(isShopOpenNow(utc, week('09:00', '18:00').filter((d) => d.day !== 'wednesday'), [], wednesdayAt('12:00'))).toBe(false)
    expect(isShopOpenNow(utc, [], [], wednesdayAt('12:00'))).toBe(false)
  })

  it('is closed on a closed date of the local calendar', () => {
    const days = week('09:00', '18:00')
    expect(isShopOpenNow(utc, days, ['2025-03-12'], wednesdayAt('12:00'))).toBe(false)
    expect(isShopOpenNow(utc, days, ['2025-03-11', '2025-03-13'], wednesdayAt('12:00'))).toBe(true)
  })

  it("judges the hours in the shop's time zone", () => {
    const ny = { open: true, timezone: 'America/New_York' }
    const days = week('09:00', '18:00')
    // 13:00 UTC is 09:00 in New York (EDT since 2025-03-09).
    expect(isShopOpenNow(ny, days, [], wednesdayAt('12:59'))).toBe(false)
    expect(isShopOpenNow(ny, days, [], wednesdayAt('13:00'))).toBe(true)
    // 21:30 UTC is 17:30 in New York: open, and only New York's calendar date decides a closed day.
    expect(isShopOpenNow(ny, days, [], wednesdayAt('21:30'))).toBe(true)
    expect(isShopOpenNow(ny, days, ['2025-03-12'], wednesdayAt('21:30'))).toBe(false)
    expect(isShopOpenNow(ny, days, ['2025-03-13'], wednesdayAt('21:30'))).toBe(true)
  })

  it('keeps hours that run past midnight open into the next morning', () => {
    const days = week('18:00', '02:00')
    expect(isShopOpenNow(utc, days, [], wednesdayAt('17:00'))).toBe(false)
    expect(isShopOpenNow(utc, days, [], wednesdayAt('23:30'))).toBe(true)
    expect(isShopOpenNow(utc, days, [], wednesdayAt('01:30'))).toBe(true)
    expect(isShopOpenNow(utc, days, [], wednesdayAt('02:00'))).toBe(false)
    // The early hours belong to Tuesday's shift: Tuesday disabled or closed closes them, Wednesday's status does not.
    expect(isShopOpenNow(utc, week('18:00', '02:00', ['tuesday']), [], wednesdayAt('01:30'))).toBe(false)
    expect(isShopOpenNow(utc, days, ['2025-03-11'], wednesdayAt('01:30'))).toBe(false)
    expect(isShopOpenNow(utc, days, ['2025-03-12'], wednesdayAt('01:30'))).toBe(true)
  })

  it('treats equal start and end as open around the clock', () => {
    expect(isShopOpenNow(utc, week('00:00', '00:00'), [], wednesdayAt('03:00'))).toBe(true)
    expect(isShopOpenNow(utc, week('00:00', '24:00'), [], wednesdayAt('23:59'))).toBe(true)
  })

  it('is closed when the hours are not times', () => {
    expect(isShopOpenNow(utc, week('morning', 'evening'), [], wednesdayAt('12:00'))).toBe(false)
  })
})
