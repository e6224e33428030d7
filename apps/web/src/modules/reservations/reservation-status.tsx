'use client'

import type { UserBookingStatus } from '@basil/contracts/booking'
import { useTranslation } from '@/lib/i18n/react'

const TONES: Record<UserBookingStatus, string> = {
  new: 'bg-surface text-fg ring-1 ring-line',
  accepted: 'bg-primary-soft text-primary-ink',
  seated: 'bg-primary-soft text-primary-ink',
  finished: 'bg-surface text-muted',
  canceled: 'bg-danger/10 text-danger',
}

/** A reservation's status as a pill, in words (never in colour alone). */
export function ReservationStatus({ status }: { status: UserBookingStatus }) {
  const { t } = useTranslation()
  return (
    <span
      className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${TONES[status]}`}
      data-testid="reservation-status"
      data-status={status}
    >
      {t(`reservations.status.${status}`)}
    </span>
  )
}
