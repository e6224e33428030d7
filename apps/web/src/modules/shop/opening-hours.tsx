import type { ShopWorkingDay } from '@basil/contracts'
import { shiftOf, toLocalMoment } from '@basil/contracts/opening-hours'
import { zoneCity } from '@/lib/date'
import type { TFunction } from '@/lib/i18n/translate'
import { ClockIcon } from '@/modules/ui/icons'

// Kept here rather than imported from the contracts so no schema code reaches the browser.
const weekDayNames = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const

type OpeningHoursProps = {
  t: TFunction
  days: ShopWorkingDay[]
  /** The shop's closed dates (`YYYY-MM-DD`): today's row says closed on one of them. */
  closedDates: string[]
  /** The shop's zone: the hours are written in it, and "today" is its today. */
  timeZone: string
  now: Date
  visitorTimeZone: string | null
  /** The state now, from the same reading as the page's badge ("Open until 22:00", "Opens today at 18:00"). */
  summary: string
}

function hoursText(t: TFunction, row: ShopWorkingDay | undefined): string {
  if (!row || row.disabled) return t('shop.closedDay')
  const shift = shiftOf(row)
  if (!shift) return t('shop.closedDay')
  if (shift.start === 0 && shift.end === 24 * 60) return t('shop.allDay')
  return `\u2066${row.from}–${row.to}\u2069`
}

/**
 * Opening hours for the week in the shop's zone, its today marked; the summary says the state now, so it never
 * contradicts the badge (at 01:00 after a Friday night the shop is open although Saturday is a closed day).
 */
export function OpeningHours({ t, days, closedDates, timeZone, now, visitorTimeZone, summary }: OpeningHoursProps) {
  const local = toLocalMoment(now, timeZone)
  const today = local.day
  const closedToday = closedDates.includes(local.date)
  const byDay = new Map(days.map((d) => [d.day, d]))
  const elsewhere = timeZone !== visitorTimeZone ? zoneCity(timeZone) : null
  return (
    <details className="group rounded-2xl bg-surface px-4 py-3" data-testid="opening-hours" data-today={today}>
      <summary className="flex cursor-pointer list-none flex-wrap items-center gap-2 font-semibold [&::-webkit-details-marker]:hidden">
        <ClockIcon size={18} className="text-muted" />
        <span>{t('shop.hours')}</span>
        <span className="ms-auto text-sm font-medium text-muted" data-testid="opening-summary">
          {summary}
          {elsewhere ? ` · ${t('time.inZone', { city: elsewhere })}` : ''}
        </span>
      </summary>
      <table className="mt-3 w-full text-sm">
        {elsewhere ? (
          <caption className="mb-1 text-start text-xs text-muted">{t('shop.hoursZone', { city: elsewhere })}</caption>
        ) : null}
        <tbody>
          {weekDayNames.map((day) => (
            <tr key={day} className={day === today ? 'font-bold text-fg' : 'text-muted'} data-day={day}>
              <th scope="row" className="py-1 text-start font-medium">
                {t(`shop.day.${day}`)}
                {day === today ? <span className="ms-2 text-xs text-primary-ink">{t('shop.today')}</span> : null}
              </th>
              <td className="py-1 text-end">
                {day === today && closedToday ? t('shop.closedDay') : hoursText(t, byDay.get(day))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  )
}
