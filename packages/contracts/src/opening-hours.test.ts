import { describe, expect, it } from 'vitest'
import { openingCases } from './opening-hours-cases.ts'
import {
  arrivalOf,
  checkOrderMoment,
  closingAt,
  isKnownTimeZone,
  isOpenAt,
  listOrderDays,
  listSlots,
  localTimeExists,
  nextOpeningAt,
  parseClock,
  resolveTimeZone,
  shiftOf,
  toLocalMoment,
  type Schedule,
  type WorkingHours,
} from './opening-hours.ts'

const ALL = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']
const week = (from: string, to: string, disabled: string[] = []): WorkingHours[] =>
  ALL.map((day) => ({ day, from, to, disabled: disabled.includes(day) }))
const on = (hours: Record<string, [string, string]>): WorkingHours[] =>
  Object.entries(hours).map(([day, [from, to]]) => ({ day, from, to, disabled: false }))
const schedule = (s: Partial<Schedule> & Pick<Schedule, 'workingDays'>): Schedule => ({
  timeZone: 'UTC',
  closedDates: [],
  ...s,
})
const at = (iso: string) => new Date(iso)

describe('isOpenAt: the table of cases the SQL twin answers too', () => {
  it.each(openingCases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const s = schedule({
      timeZone: resolveTimeZone(c.timeZone, c.fallbackTimeZone),
      workingDays: c.workingDays,
      closedDates: c.closedDates,
      switchedOn: c.switchedOn,
    })
    expect(isOpenAt(s, at(c.at))).toBe(c.open)
  })
})

describe('time zones and the wall clock', () => {
  it('reads the date, weekday and time of an instant in a zone', () => {
    expect(toLocalMoment(at('2025-03-12T02:30:00Z'), 'America/New_York')).toEqual({
      date: '2025-03-11',
      day: 'tuesday',
      minutes: 22 * 60 + 30,
    })
    expect(toLocalMoment(at('2025-03-12T21:00:00Z'), 'Asia/Tokyo')).toEqual({
      date: '2025-03-13',
      day: 'thursday',
      minutes: 6 * 60,
    })
    expect(toLocalMoment(at('2025-03-12T00:00:00Z'), 'UTC')).toEqual({
      date: '2025-03-12',
      day: 'wednesday',
      minutes: 0,
    })
  })

  it('knows real zones and falls back for the rest', () => {
    expect(isKnownTimeZone('Europe/Paris')).toBe(true)
    expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false)
    expect(isKnownTimeZone('')).toBe(false)
    expect(resolveTimeZone('Mars/Olympus_Mons', 'Asia/Dubai')).toBe('Asia/Dubai')
    expect(resolveTimeZone(null, 'nowhere')).toBe('UTC')
  })

  it('finds when a wall-clock time arrives, across both clock changes', () => {
    expect(arrivalOf('2025-03-12', 9 * 60, 'America/New_York').toISOString()).toBe('2025-03-12T13:00:00.000Z')
    // 02:30 does not exist on 2025-03-09 in New York: it "arrives" when clocks jump to 03:00 EDT.
    expect(arrivalOf('2025-03-09', 150, 'America/New_York').toISOString()).toBe('2025-03-09T07:00:00.000Z')
    expect(localTimeExists('2025-03-09', 150, 'America/New_York')).toBe(false)
    expect(localTimeExists('2025-03-09', 180, 'America/New_York')).toBe(true)
    // 01:30 happens twice on 2025-11-02: the first one.
    expect(arrivalOf('2025-11-02', 90, 'America/New_York').toISOString()).toBe('2025-11-02T05:30:00.000Z')
    expect(localTimeExists('2025-11-02', 90, 'America/New_York')).toBe(true)
  })
})

describe('hours as written', () => {
  it('parses clock times strictly', () => {
    expect(parseClock('09:30')).toBe(570)
    expect(parseClock('9:30')).toBe(570)
    expect(parseClock('23:59:59')).toBe(1439)
    expect(parseClock('24:00')).toBe(1440)
    expect(parseClock('24:00:01')).toBeNull()
    expect(parseClock('24:01')).toBeNull()
    expect(parseClock('10:60')).toBeNull()
    expect(parseClock(' 09:00')).toBeNull()
    expect(parseClock('noon')).toBeNull()
  })

  it('turns hours into shifts: 23:59 and 24:00 end the day, equal ends mean 24 hours, night hours pass midnight', () => {
    expect(shiftOf({ from: '00:00', to: '23:59' })).toEqual({ start: 0, end: 1440 })
    expect(shiftOf({ from: '00:00', to: '24:00' })).toEqual({ start: 0, end: 1440 })
    expect(shiftOf({ from: '00:00', to: '00:00' })).toEqual({ start: 0, end: 1440 })
    expect(shiftOf({ from: '10:00', to: '10:00' })).toEqual({ start: 600, end: 2040 })
    expect(shiftOf({ from: '18:00', to: '02:00' })).toEqual({ start: 1080, end: 1560 })
    expect(shiftOf({ from: '24:00', to: '02:00' })).toBeNull()
  })
})

describe('next opening and closing', () => {
  const night = schedule({ timeZone: 'America/New_York', workingDays: on({ friday: ['18:00', '02:00'] }) })

  it('is now when open, else the next start, else none', () => {
    // Saturday 01:00 in New York: still Friday's night.
    expect(nextOpeningAt(night, at('2025-03-15T05:00:00Z'))?.toISOString()).toBe('2025-03-15T05:00:00.000Z')
    // Saturday 03:00: next Friday 18:00 EDT.
    expect(nextOpeningAt(night, at('2025-03-15T07:00:00Z'))?.toISOString()).toBe('2025-03-21T22:00:00.000Z')
    expect(nextOpeningAt({ ...night, switchedOn: false }, at('2025-03-15T07:00:00Z'))).toBeNull()
    expect(nextOpeningAt(schedule({ workingDays: [] }), at('2025-03-15T07:00:00Z'))).toBeNull()
    // A closed date skips that day's hours.
    const skip = { ...night, closedDates: ['2025-03-21'] }
    expect(nextOpeningAt(skip, at('2025-03-15T07:00:00Z'))?.toISOString()).toBe('2025-03-28T22:00:00.000Z')
  })

  it('closes at the end of the running hours; around the clock never within the horizon', () => {
    expect(closingAt(night, at('2025-03-15T05:00:00Z'))?.toISOString()).toBe('2025-03-15T06:00:00.000Z')
    expect(closingAt(night, at('2025-03-15T07:00:00Z'))).toBeNull()
    expect(closingAt(schedule({ workingDays: week('00:00', '23:59') }), at('2025-03-15T07:00:00Z'))).toBeNull()
    // Hours that meet (one day's night into the next day's morning) close once, at the end of both.
    const joined = schedule({ workingDays: on({ monday: ['18:00', '23:59'], tuesday: ['00:00', '03:00'] }) })
    expect(closingAt(joined, at('2025-03-10T20:00:00Z'))?.toISOString()).toBe('2025-03-11T03:00:00.000Z')
  })
})

describe('order slots', () => {
  const lunch = schedule({ timeZone: 'America/New_York', workingDays: week('11:00', '14:00') })

  it("lists every half hour the shop is open, today only those still ahead, in the shop's zone", () => {
    // 12:10 in New York (a browser elsewhere makes no difference: only instants go in).
    const now = at('2025-03-12T16:10:00Z')
    expect(listSlots(lunch, '2025-03-12', now)).toEqual(['12:30', '13:00', '13:30'])
    expect(listSlots(lunch, '2025-03-13', now)).toEqual(['11:00', '11:30', '12:00', '12:30', '13:00', '13:30'])
    expect(listSlots(lunch, '2025-03-11', now)).toEqual([])
    expect(listSlots({ ...lunch, switchedOn: false }, '2025-03-13', now)).toEqual([])
  })

  it('puts night hours after midnight on the day they fall on', () => {
    const night = schedule({ workingDays: on({ friday: ['22:00', '01:00'] }) })
    const now = at('2025-03-13T12:00:00Z')
    expect(listSlots(night, '2025-03-14', now)).toEqual(['22:00', '22:30', '23:00', '23:30'])
    expect(listSlots(night, '2025-03-15', now)).toEqual(['00:00', '00:30'])
  })

  it('never offers a time clocks jump over', () => {
    const allDay = schedule({ timeZone: 'America/New_York', workingDays: week('00:00', '23:59') })
    const slots = listSlots(allDay, '2025-03-09', at('2025-03-08T12:00:00Z'))
    expect(slots).toContain('01:30')
    expect(slots).not.toContain('02:00')
    expect(slots).not.toContain('02:30')
    expect(slots).toContain('03:00')
    expect(slots).toHaveLength(46)
  })

  it("lists the days ahead from the shop's today, closed ones marked", () => {
    const restDay = schedule({ timeZone: 'Asia/Tokyo', workingDays: week('09:00', '17:00', ['friday']) })
    // Wednesday 20:00 UTC is already Thursday 05:00 in Tokyo.
    const days = listOrderDays(restDay, at('2025-03-12T20:00:00Z'), 3)
    expect(days.map((d) => [d.date, d.day, d.closed, d.slots.length])).toEqual([
      ['2025-03-13', 'thursday', false, 16],
      ['2025-03-14', 'friday', true, 0],
      ['2025-03-15', 'saturday', false, 16],
    ])
  })
})

describe('the moment of an order', () => {
  const night = schedule({
    timeZone: 'America/New_York',
    workingDays: on({ friday: ['18:00', '02:00'], saturday: ['18:00', '19:00'] }),
  })
  const saturday0100 = at('2025-03-15T05:00:00Z')
  const saturday0300 = at('2025-03-15T07:00:00Z')

  it('takes "as soon as possible" when open now, even in the night hours of the day before', () => {
    expect(checkOrderMoment(night, {}, saturday0100)).toBeNull()
    expect(checkOrderMoment(night, { date: '2025-03-15' }, saturday0100)).toBeNull()
    expect(checkOrderMoment(night, {}, saturday0300)).toBe('closed')
    expect(checkOrderMoment({ ...night, switchedOn: false }, {}, saturday0100)).toBe('closed')
  })

  it('takes what the slots offer and refuses the rest with the right reason', () => {
    for (const time of listSlots(night, '2025-03-15', saturday0100)) {
      expect(checkOrderMoment(night, { date: '2025-03-15', time }, saturday0100)).toBeNull()
    }
    expect(checkOrderMoment(night, { date: '2025-03-15', time: '18:30' }, saturday0300)).toBeNull()
    expect(checkOrderMoment(night, { date: '2025-03-15', time: '12:00' }, saturday0300)).toBe('closed')
    expect(checkOrderMoment(night, { date: '2025-03-16', time: '12:00' }, saturday0300)).toBe('closedDay')
    expect(checkOrderMoment(night, { date: '2025-03-16' }, saturday0300)).toBe('closedDay')
    expect(checkOrderMoment(night, { date: '2025-03-21' }, saturday0300)).toBeNull()
    expect(checkOrderMoment(night, { date: '2025-03-14', time: '18:30' }, saturday0300)).toBe('datePassed')
    expect(checkOrderMoment(night, { date: '2025-03-15', time: '00:30' }, saturday0300)).toBe('timePassed')
    // Within the grace of a slow checkout.
    expect(checkOrderMoment(night, { date: '2025-03-15', time: '01:30' }, at('2025-03-15T05:40:00Z'))).toBeNull()
  })

  it('refuses a time the clocks jump over', () => {
    const allDay = schedule({ timeZone: 'America/New_York', workingDays: week('00:00', '23:59') })
    expect(checkOrderMoment(allDay, { date: '2025-03-09', time: '02:30' }, at('2025-03-08T12:00:00Z'))).toBe('closed')
    expect(checkOrderMoment(allDay, { date: '2025-03-09', time: '03:00' }, at('2025-03-08T12:00:00Z'))).toBeNull()
  })
})
