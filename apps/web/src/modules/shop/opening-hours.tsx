'use client'

import type { ShopWorkingDay } from '@basil/contracts'
import { useEffect, useState } from 'react'
import { useTranslation } from '@/lib/i18n/react'
import { ClockIcon } from '@/modules/ui/icons'

// Kept here rather than imported from the contracts so no schema code reaches the browser.
const weekDayNames = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const

/** Opening hours for the week; today's row is marked once the browser knows what day it is. */
export function OpeningHours({ days }: { days: ShopWorkingDay[] }) {
  const { t } = useTranslation()
  const [today, setToday] = useState<string | null>(null)
  useEffect(() => {
    setToday(weekDayNames[(new Date().getDay() + 6) % 7] ?? null)
  }, [])
  const byDay = new Map(days.map((d) => [d.day, d]))
  const todayRow = today ? byDay.get(today as ShopWorkingDay['day']) : undefined
  return (
    <details className="group rounded-2xl bg-surface px-4 py-3" data-testid="opening-hours">
      <summary className="flex cursor-pointer list-none items-center gap-2 font-semibold [&::-webkit-details-marker]:hidden">
        <ClockIcon size={18} className="text-muted" />
        <span>{t('shop.hours')}</span>
        {todayRow ? (
          <span className="ms-auto text-sm font-medium text-muted" dir="ltr">
            {todayRow.disabled ? t('shop.closedDay') : `${todayRow.from}–${todayRow.to}`}
          </span>
        ) : null}
      </summary>
      <table className="mt-3 w-full text-sm">
        <tbody>
          {weekDayNames.map((day) => {
            const row = byDay.get(day)
            return (
              <tr key={day} className={day === today ? 'font-bold text-fg' : 'text-muted'}>
                <th scope="row" className="py-1 text-start font-medium">
                  {t(`shop.day.${day}`)}
                  {day === today ? <span className="ms-2 text-xs text-primary-ink">{t('shop.today')}</span> : null}
                </th>
                <td className="py-1 text-end" dir="ltr">
                  {!row || row.disabled ? t('shop.closedDay') : `${row.from}–${row.to}`}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </details>
  )
}
