// The shops' wall clock in the browser. Where the browser has Temporal, opening-hours.ts reads a zone with it instead
// of Intl (a page's first Intl date formatter costs 15-20 ms of its main thread; issue 14, item 9). Node 20 has no
// Temporal, so the unit tests read zones with Intl: this runs the same module in Chromium and checks that it reads a
// table of instants and zones (clock changes, midnights, far dates) exactly as Node does, knows the same zone names,
// and answers the shared table of opening-hours cases (opening-hours-cases.ts) the same way.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import ts from 'typescript'
import { openingCases } from '@basil/contracts/opening-hours-cases'
import * as hours from '@basil/contracts/opening-hours'
import { test } from '../fixtures.ts'
import { assert, assertEqual } from '../kit/harness.ts'

const ZONES = ['UTC', 'America/New_York', 'Europe/Paris', 'Asia/Tokyo', 'Australia/Lord_Howe', 'Asia/Kathmandu']
// Around the clock changes of 2026 in New York (8 March, 1 November), Paris (29 March, 25 October) and Lord Howe
// (a half-hour change, 5 April and 4 October), midnights, and a date far off.
const INSTANTS = [
  '2026-03-08T06:59:00Z',
  '2026-03-08T07:00:00Z',
  '2026-11-01T05:30:00Z',
  '2026-11-01T06:30:00Z',
  '2026-03-29T00:59:00Z',
  '2026-03-29T01:00:00Z',
  '2026-10-25T00:30:00Z',
  '2026-10-25T01:30:00Z',
  '2026-04-04T14:45:00Z',
  '2026-04-04T15:15:00Z',
  '2026-10-03T15:45:00Z',
  '2026-10-03T16:15:00Z',
  '2026-11-27T00:00:00Z',
  '2026-12-31T23:59:00Z',
  '2038-01-19T03:14:00Z',
]
const NAMES = [...ZONES, 'america/new_york', 'Mars/Olympus', '', 'Europe/Paris ', 'Etc/GMT+5']

/** opening-hours.ts as a script that puts its functions on window.openingHours, and answer() beside them. */
function moduleScript(): string {
  const require = createRequire(import.meta.url)
  const source = readFileSync(require.resolve('@basil/contracts/opening-hours'), 'utf8')
  const js = ts.transpileModule(source, {
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
  }).outputText
  const names = ['toLocalMoment', 'isKnownTimeZone', 'resolveTimeZone', 'isOpenAt', 'nextOpeningAt', 'listSlots']
  return `${js}\nwindow.openingHours = { ${names.join(', ')} }\nwindow.answer = ${answer.toString()}`
}

type Case = (typeof openingCases)[number]
type Answers = { moments: unknown[]; known: boolean[]; cases: unknown[]; temporal: boolean }

/** What the module answers, wherever it runs (given as a string to the browser, called directly in Node). */
function answer(h: typeof hours, zones: string[], instants: string[], names: string[], cases: Case[]): Answers {
  return {
    temporal: typeof (globalThis as { Temporal?: unknown }).Temporal !== 'undefined',
    moments: zones.flatMap((zone) => instants.map((iso) => h.toLocalMoment(new Date(iso), zone))),
    known: names.map((name) => h.isKnownTimeZone(name)),
    cases: cases.map((c) => {
      const schedule = {
        timeZone: h.resolveTimeZone(c.timeZone, c.fallbackTimeZone),
        workingDays: c.workingDays,
        closedDates: c.closedDates,
        switchedOn: c.switchedOn,
      }
      const at = new Date(c.at)
      const today = h.toLocalMoment(at, schedule.timeZone).date
      return [
        h.isOpenAt(schedule, at),
        h.nextOpeningAt(schedule, at)?.toISOString() ?? null,
        h.listSlots(schedule, today, at),
      ]
    }),
  }
}

test('a zone’s wall clock reads the same in the browser (Temporal) as in Node (Intl), opening-hours cases included', async ({
  page,
}) => {
  await page.addScriptTag({ content: moduleScript(), type: 'module' })
  await page.waitForFunction(() => 'answer' in window)
  const inBrowser = await page.evaluate(
    ([zones, instants, names, cases]) => {
      const w = window as unknown as { openingHours: typeof hours; answer: typeof answer }
      return w.answer(w.openingHours, zones, instants, names, cases)
    },
    [ZONES, INSTANTS, NAMES, openingCases] as const,
  )
  const inNode = answer(hours, ZONES, INSTANTS, NAMES, openingCases)
  assert(inBrowser.temporal, 'this Chromium has Temporal (else the browser reads zones with Intl, as Node does)')
  assert(!inNode.temporal, 'Node reads zones with Intl')
  assertEqual(JSON.stringify(inBrowser.moments), JSON.stringify(inNode.moments), 'wall clocks')
  assertEqual(JSON.stringify(inBrowser.known), JSON.stringify(inNode.known), 'known zone names')
  assertEqual(JSON.stringify(inBrowser.cases), JSON.stringify(inNode.cases), 'opening-hours cases')
  assert(inNode.cases.length === openingCases.length && openingCases.length >= 10, 'the cases ran')
})
