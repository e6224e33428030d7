'use client'

import { formatDate, formatDateTime, zoneCity } from '@/lib/date'
import { useTranslation } from '@/lib/i18n/react'
import { useAppConfig } from '@/lib/app-config'

/**
 * The city naming `timeZone` when times in it are not the visitor's own (their browser is elsewhere, or has not said
 * where it is yet); null when they are. Read from the server's config, so the page and its hydration agree.
 */
export function useZoneCity(timeZone: string | null): string | null {
  const { visitorTimeZone } = useAppConfig()
  return timeZone && timeZone !== visitorTimeZone ? zoneCity(timeZone) : null
}

/** "New York time" when times in `timeZone` are not the visitor's own (null when they are). */
export function useZoneNote(timeZone: string): string | null {
  const { t } = useTranslation()
  const city = useZoneCity(timeZone)
  return city ? t('time.inZone', { city }) : null
}

type ZonedTimeProps = {
  iso: string | null | undefined
  /** The zone to show it in: the shop's for an order, the visitor's (app config's timeZone) for the rest. */
  timeZone: string
  dateOnly?: boolean
  /** Name the zone when it is not the visitor's own (off where a heading names it once for several times). */
  note?: boolean
  className?: string
}

/** A date and time read in a named zone, the zone said when it is not the visitor's. */
export function ZonedTime({ iso, timeZone, dateOnly, note = true, className }: ZonedTimeProps) {
  const zoneNote = useZoneNote(timeZone)
  if (!iso) return null
  return (
    <span className={className} data-testid="zoned-time" data-zone={timeZone}>
      <time dateTime={iso} dir="ltr">
        {dateOnly ? formatDate(iso, timeZone) : formatDateTime(iso, timeZone)}
      </time>
      {note && zoneNote ? <span data-testid="zone-note"> · {zoneNote}</span> : null}
    </span>
  )
}
