// The table of cases both copies of the opening-hours rule answer: isOpenAt (opening-hours.ts) and its SQL twin in the
// API (the shop list's `open=1`). Each case is a shop (zone, hours, closed dates, the seller's switch) and an instant.
import type { WorkingHours } from './opening-hours.ts'

export interface OpeningCase {
  name: string
  /** The shop's zone as stored; an unknown one reads in `fallbackTimeZone` (the marketplace's). */
  timeZone: string
  fallbackTimeZone: string
  workingDays: WorkingHours[]
  closedDates: string[]
  switchedOn: boolean
  /** ISO instant. */
  at: string
  open: boolean
}

const ALL_DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const

/** The same hours every day, some days disabled. */
function week(from: string, to: string, disabled: string[] = []): WorkingHours[] {
  return ALL_DAYS.map((day) => ({ day, from, to, disabled: disabled.includes(day) }))
}

/** Hours on some days only. */
function days(hours: Record<string, [string, string] | 'off'>): WorkingHours[] {
  return Object.entries(hours).map(([day, h]) =>
    h === 'off' ? { day, from: '09:00', to: '17:00', disabled: true } : { day, from: h[0], to: h[1], disabled: false },
  )
}

type Shop = Omit<OpeningCase, 'name' | 'at' | 'open'>
const shop = (s: Partial<Shop> & Pick<Shop, 'workingDays'>): Shop => ({
  timeZone: 'UTC',
  fallbackTimeZone: 'America/New_York',
  closedDates: [],
  switchedOn: true,
  ...s,
})

function cases(name: string, s: Shop, instants: Array<[string, boolean]>): OpeningCase[] {
  return instants.map(([at, open]) => ({ name: `${name} @ ${at}`, ...s, at, open }))
}

// 2025-03-12 is a Wednesday. America/New_York springs forward on 2025-03-09 (02:00 EST → 03:00 EDT) and falls back
// on 2025-11-02 (02:00 EDT → 01:00 EST). Friday 2025-03-14 and Saturday 2025-03-15 follow the spring change.
export const openingCases: OpeningCase[] = [
  ...cases('day hours, end excluded', shop({ workingDays: week('09:00', '18:00') }), [
    ['2025-03-12T08:59:00Z', false],
    ['2025-03-12T09:00:00Z', true],
    ['2025-03-12T17:59:59Z', true],
    ['2025-03-12T18:00:00Z', false],
  ]),
  ...cases('H:mm and HH:mm:ss are times too', shop({ workingDays: week('9:00', '18:00:00') }), [
    ['2025-03-12T09:30:00Z', true],
    ['2025-03-12T18:30:00Z', false],
  ]),
  ...cases('the seller switched the shop off', shop({ workingDays: week('00:00', '23:59'), switchedOn: false }), [
    ['2025-03-12T12:00:00Z', false],
  ]),
  ...cases('a disabled day', shop({ workingDays: week('09:00', '18:00', ['wednesday']) }), [
    ['2025-03-12T12:00:00Z', false],
    ['2025-03-13T12:00:00Z', true],
  ]),
  ...cases('a day without hours', shop({ workingDays: days({ monday: ['09:00', '18:00'] }) }), [
    ['2025-03-12T12:00:00Z', false],
    ['2025-03-10T12:00:00Z', true],
  ]),
  ...cases('a closed date', shop({ workingDays: week('09:00', '18:00'), closedDates: ['2025-03-12'] }), [
    ['2025-03-12T12:00:00Z', false],
    ['2025-03-11T12:00:00Z', true],
    ['2025-03-13T12:00:00Z', true],
  ]),
  ...cases(
    "hours read in the shop's zone",
    shop({ timeZone: 'America/New_York', workingDays: week('09:00', '18:00') }),
    [
      // EDT since 2025-03-09: 09:00 in New York is 13:00 UTC.
      ['2025-03-12T12:59:00Z', false],
      ['2025-03-12T13:00:00Z', true],
      ['2025-03-12T21:59:00Z', true],
      ['2025-03-12T22:00:00Z', false],
    ],
  ),
  ...cases(
    "a closed date is a date of the shop's calendar",
    shop({ timeZone: 'America/New_York', workingDays: week('09:00', '23:00'), closedDates: ['2025-03-13'] }),
    [
      // 01:30 UTC on the 13th is still the evening of the 12th in New York.
      ['2025-03-13T01:30:00Z', true],
      ['2025-03-13T14:00:00Z', false],
    ],
  ),
  ...cases(
    'across the date line',
    shop({ timeZone: 'Asia/Tokyo', workingDays: days({ thursday: ['06:00', '10:00'] }) }),
    [
      // Wednesday 21:00 UTC is Thursday 06:00 in Tokyo.
      ['2025-03-12T20:59:00Z', false],
      ['2025-03-12T21:00:00Z', true],
    ],
  ),
  ...cases(
    "night hours: Friday 18:00–02:00, Saturday closed (the code review's case)",
    shop({ timeZone: 'America/New_York', workingDays: days({ friday: ['18:00', '02:00'], saturday: 'off' }) }),
    [
      ['2025-03-14T21:59:00Z', false], // Friday 17:59
      ['2025-03-14T22:00:00Z', true], // Friday 18:00
      ['2025-03-15T03:59:00Z', true], // Friday 23:59
      ['2025-03-15T04:00:00Z', true], // Saturday 00:00
      ['2025-03-15T05:00:00Z', true], // Saturday 01:00
      ['2025-03-15T06:00:00Z', false], // Saturday 02:00
      ['2025-03-15T07:00:00Z', false], // Saturday 03:00
    ],
  ),
  ...cases(
    'night hours belong to the day they start: its closed date stops them',
    shop({
      workingDays: days({ friday: ['18:00', '02:00'], saturday: ['18:00', '02:00'] }),
      closedDates: ['2025-03-14'],
    }),
    [
      ['2025-03-14T20:00:00Z', false],
      ['2025-03-15T01:00:00Z', false],
      ['2025-03-15T20:00:00Z', true],
    ],
  ),
  ...cases(
    'night hours belong to the day they start: a closed next day does not cut them short',
    shop({
      workingDays: days({ friday: ['18:00', '02:00'], saturday: ['18:00', '02:00'] }),
      closedDates: ['2025-03-15'],
    }),
    [
      ['2025-03-15T01:00:00Z', true],
      ['2025-03-15T20:00:00Z', false],
    ],
  ),
  ...cases('closing at midnight', shop({ workingDays: days({ wednesday: ['20:00', '00:00'] }) }), [
    ['2025-03-12T23:59:00Z', true],
    ['2025-03-13T00:00:00Z', false],
  ]),
  ...cases('opening at midnight', shop({ workingDays: days({ thursday: ['00:00', '06:00'] }) }), [
    ['2025-03-12T23:59:00Z', false],
    ['2025-03-13T00:00:00Z', true],
    ['2025-03-13T05:59:00Z', true],
    ['2025-03-13T06:00:00Z', false],
  ]),
  ...cases('around the clock written 00:00–23:59', shop({ workingDays: week('00:00', '23:59') }), [
    ['2025-03-12T23:59:00Z', true],
    ['2025-03-12T23:59:59Z', true],
    ['2025-03-13T00:00:00Z', true],
  ]),
  ...cases('around the clock written 00:00–24:00', shop({ workingDays: week('00:00', '24:00') }), [
    ['2025-03-12T23:59:30Z', true],
    ['2025-03-13T00:00:00Z', true],
  ]),
  ...cases('around the clock written 00:00–00:00', shop({ workingDays: week('00:00', '00:00') }), [
    ['2025-03-12T23:59:30Z', true],
    ['2025-03-12T00:00:00Z', true],
  ]),
  ...cases(
    '24 hours from 10:00, the next day off',
    shop({ workingDays: days({ tuesday: ['10:00', '10:00'], wednesday: 'off' }) }),
    [
      ['2025-03-11T09:59:00Z', false],
      ['2025-03-11T10:00:00Z', true],
      ['2025-03-12T09:59:00Z', true],
      ['2025-03-12T10:00:00Z', false],
    ],
  ),
  ...cases(
    'clocks go forward: night hours to 03:00 end at the jump',
    shop({ timeZone: 'America/New_York', workingDays: days({ saturday: ['20:00', '03:00'] }) }),
    [
      ['2025-03-09T06:59:00Z', true], // Sunday 01:59 EST
      ['2025-03-09T07:00:00Z', false], // Sunday 03:00 EDT
    ],
  ),
  ...cases(
    'clocks go forward: day hours keep the wall clock',
    shop({ timeZone: 'America/New_York', workingDays: days({ sunday: ['09:00', '17:00'] }) }),
    [
      ['2025-03-09T12:59:00Z', false], // 08:59 EDT
      ['2025-03-09T13:00:00Z', true], // 09:00 EDT
      ['2025-03-09T20:59:00Z', true], // 16:59 EDT
      ['2025-03-09T21:00:00Z', false], // 17:00 EDT
    ],
  ),
  ...cases(
    'clocks go back: day hours keep the wall clock',
    shop({ timeZone: 'America/New_York', workingDays: days({ sunday: ['09:00', '17:00'] }) }),
    [
      ['2025-11-02T13:59:00Z', false], // 08:59 EST
      ['2025-11-02T14:00:00Z', true], // 09:00 EST
      ['2025-11-02T22:00:00Z', false], // 17:00 EST
    ],
  ),
  ...cases(
    'clocks go back: around the clock stays open through the repeated hour',
    shop({ timeZone: 'America/New_York', workingDays: week('00:00', '23:59') }),
    [
      ['2025-11-02T05:30:00Z', true], // 01:30 EDT
      ['2025-11-02T06:30:00Z', true], // 01:30 EST
    ],
  ),
  ...cases(
    "a zone nobody knows reads in the marketplace's zone",
    shop({ timeZone: 'Mars/Olympus_Mons', fallbackTimeZone: 'America/New_York', workingDays: week('09:00', '18:00') }),
    [
      ['2025-03-12T12:00:00Z', false], // 08:00 in New York
      ['2025-03-12T14:00:00Z', true],
    ],
  ),
  ...cases('hours that are not times', shop({ workingDays: week('morning', 'evening') }), [
    ['2025-03-12T12:00:00Z', false],
  ]),
  ...cases('minutes out of range', shop({ workingDays: week('10:75', '18:00') }), [['2025-03-12T12:00:00Z', false]]),
  ...cases('hours out of range', shop({ workingDays: week('09:00', '25:00') }), [['2025-03-12T12:00:00Z', false]]),
]
