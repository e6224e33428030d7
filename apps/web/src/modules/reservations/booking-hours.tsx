import type { BookingShop } from '@basil/contracts/booking'
import { shiftOf } from '@basil/contracts/opening-hours'
import { formatIsoDate, zoneCity } from '@/lib/date'
import type { TFunction } from '@/lib/i18n/translate'

// Kept here rather than imported from the contracts so no schema code reaches the browser.
const weekDayNames = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const

function hoursText(t: TFunction, row: BookingShop['booking_shop_working_days'][number] | undefined): string {
  if (!row || row.disabled) return t('shop.closedDay')
  const shift = shiftOf(row)
  if (!shift) return t('shop.closedDay')
  if (shift.start === 0 && shift.end === 24 * 60) return t('shop.allDay')
  return `\u2066${row.from}–${row.to}\u2069`
}

/** A shop's booking hours for the week and its coming closed dates, in the shop's zone (named when not the visitor's). */
export function BookingHours({
  t,
  shop,
  visitorTimeZone,
  today,
}: {
  t: TFunction
  shop: BookingShop
  visitorTimeZone: string | null
  /** The shop's today (`YYYY-MM-DD`): closed dates before it are left out. */
  today: string
}) {
  const byDay = new Map(shop.booking_shop_working_days.map((d) => [d.day, d]))
  const closed = shop.booking_shop_closed_date.map((c) => c.day).filter((d) => d >= today)
  const elsewhere = shop.timezone !== visitorTimeZone ? zoneCity(shop.timezone) : null
  return (
    <div className="text-sm" data-testid="booking-hours">
      <p className="font-semibold">
        {t('reservations.hours')}
        {elsewhere ? (
          <span className="ms-2 text-xs font-medium text-muted">{t('time.inZone', { city: elsewhere })}</span>
        ) : null}
      </p>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 gap-y-0.5 text-muted">
        {weekDayNames.map((day) => (
          <div key={day} className="contents">
            <dt>{t(`shop.day.${day}`)}</dt>
            <dd className="text-end">{hoursText(t, byDay.get(day))}</dd>
          </div>
        ))}
      </dl>
      {closed.length ? (
        <p className="mt-2 font-medium text-danger" data-testid="booking-closed-dates">
          {t('reservations.closedDates', { dates: closed.map((d) => formatIsoDate(d)).join(', ') })}
        </p>
      ) : null}
    </div>
  )
}
