'use client'

import type { Parcel, ParcelStatusValue } from '@basil/contracts/parcel'
import Link from 'next/link'
import { useAppConfig } from '@/lib/app-config'
import { useTranslation } from '@/lib/i18n/react'
import { ChevronRightIcon } from '@/modules/ui/icons'
import { Price } from '@/modules/ui/price'
import { ZonedTime } from '@/modules/ui/zoned-time'

export function ParcelStatusBadge({ status }: { status: ParcelStatusValue }) {
  const { t } = useTranslation()
  const tone =
    status === 'canceled'
      ? 'bg-danger/10 text-danger'
      : status === 'delivered'
        ? 'bg-surface text-muted'
        : 'bg-primary-soft text-primary-ink'
  return (
    <span
      className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${tone}`}
      data-testid="parcel-status"
      data-status={status}
    >
      {t(`parcelStatus.${status}`)}
    </span>
  )
}

/** One parcel in the list: number, status, when, the two ends and the price; opens /parcels/{id}. */
export function ParcelCard({ parcel }: { parcel: Parcel }) {
  const { t } = useTranslation()
  const { timeZone, currency } = useAppConfig()
  return (
    <li>
      <Link
        href={`/parcels/${parcel.id}`}
        className="flex items-center gap-3 rounded-2xl bg-card p-4 ring-1 ring-line transition hover:ring-primary"
        data-testid="parcel-card"
        data-id={parcel.id}
      >
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-bold">{t('parcels.number', { id: parcel.id })}</span>
            <ParcelStatusBadge status={parcel.status} />
            <ZonedTime iso={parcel.created_at} timeZone={timeZone} className="text-xs text-muted" />
          </div>
          <p className="mt-1 truncate text-sm text-muted">
            {parcel.address_from.address ?? ''}{' '}
            <span aria-hidden="true" className="inline-block rtl:rotate-180">
              →
            </span>{' '}
            {parcel.address_to.address ?? ''}
          </p>
        </div>
        {parcel.currency_id === (currency.id || null) || parcel.currency_id === null ? (
          <Price value={parcel.total_price} className="font-bold" />
        ) : null}
        <ChevronRightIcon size={18} className="shrink-0 text-muted rtl:rotate-180" />
      </Link>
    </li>
  )
}
