'use client'

import type { Parcel } from '@basil/contracts/parcel'
import { useQuery } from '@tanstack/react-query'
import dynamic from 'next/dynamic'
import Link from 'next/link'
import { useEffect, useRef } from 'react'
import { ApiError } from '@/lib/api/browser'
import { useAppConfig } from '@/lib/app-config'
import { useTranslation } from '@/lib/i18n/react'
import { toast } from '@/lib/toast'
import { paymentLabel } from '@/modules/checkout/payment-label'
import { StarIcon } from '@/modules/ui/icons'
import { Price } from '@/modules/ui/price'
import { SafeImage } from '@/modules/ui/safe-image'
import { useLiveUp } from '@/modules/live'
import { DetailCard, StatusTimeline } from '@/modules/ui/status-timeline'
import { ZonedTime } from '@/modules/ui/zoned-time'
import { ParcelStatusBadge } from './parcel-card'
import { buildParcelTimeline, isFinalParcelStatus } from './parcel-status'
import { fetchParcel, PARCEL_POLL_MS, parcelsKey } from './parcels-api'

const ParcelRouteMap = dynamic(() => import('./parcel-route-map').then((m) => m.ParcelRouteMap), {
  ssr: false,
  loading: () => <div className="h-56 w-full animate-pulse rounded-2xl bg-surface sm:h-64" />,
})
const ParcelActions = dynamic(() => import('./parcel-actions').then((m) => m.ParcelActions), {
  ssr: false,
  loading: () => <div className="h-10" aria-hidden="true" />,
})

function Timeline({ parcel, timeZone }: { parcel: Parcel; timeZone: string }) {
  const { t } = useTranslation()
  return (
    <StatusTimeline
      steps={buildParcelTimeline(parcel.status, parcel.status_history)}
      label={t('parcels.timeline')}
      statusText={(status) => t(`parcelStatus.${status}`)}
      timeZone={timeZone}
      testId="parcel-timeline"
      stepTestId="parcel-step"
    />
  )
}

function EndBlock({ parcel, end }: { parcel: Parcel; end: 'from' | 'to' }) {
  const { t } = useTranslation()
  const a = end === 'from' ? parcel.address_from : parcel.address_to
  const details = [
    a.house ? `${t('parcels.house')} ${a.house}` : null,
    a.stage ? `${t('parcels.floor')} ${a.stage}` : null,
    a.room ? `${t('parcels.room')} ${a.room}` : null,
  ].filter(Boolean)
  return (
    <div className="flex gap-3" data-testid={`parcel-${end}`}>
      <span
        aria-hidden="true"
        className={`grid size-7 shrink-0 place-items-center rounded-full text-sm font-bold text-white ${end === 'from' ? 'bg-primary' : 'bg-[#e4572e]'}`}
      >
        {end === 'from' ? 'A' : 'B'}
      </span>
      <div className="min-w-0 text-sm">
        <p className="font-semibold">
          {t(end === 'from' ? 'parcels.sender' : 'parcels.receiver')}:{' '}
          {end === 'from' ? parcel.username_from : parcel.username_to}
        </p>
        <p className="text-muted" dir="ltr">
          {end === 'from' ? parcel.phone_from : parcel.phone_to}
        </p>
        <p className="break-words">{a.address}</p>
        {details.length ? <p className="text-muted">{details.join(' · ')}</p> : null}
      </div>
    </div>
  )
}

/** `/parcels/{id}`: the parcel's timeline (kept current), both addresses on a map, the courier, payment and actions. */
export function ParcelDetail({ id }: { id: string }) {
  const { t } = useTranslation()
  const { currency, timeZone } = useAppConfig()
  const live = useLiveUp()
  const query = useQuery({
    queryKey: [...parcelsKey, 'one', id, currency.id],
    queryFn: ({ signal }) => fetchParcel(id, currency.id || undefined, signal),
    staleTime: 0,
    // Polled only while the live socket is down (it says when the parcel moves on).
    refetchInterval: (q) =>
      live || (q.state.data && isFinalParcelStatus(q.state.data.status)) ? false : PARCEL_POLL_MS,
    refetchIntervalInBackground: false,
  })
  // A card provider's hosted page sends the customer back with ?payment=success|canceled.
  useEffect(() => {
    const payment = new URLSearchParams(window.location.search).get('payment')
    if (payment === 'success') toast.success(t('orders.paymentSuccess'))
    else if (payment === 'canceled') toast.warning(t('orders.paymentCanceled'))
    if (payment) window.history.replaceState(window.history.state, '', window.location.pathname)
  }, [t])
  const lastStatus = useRef<string | null>(null)
  const status = query.data?.status
  useEffect(() => {
    if (!status) return
    if (lastStatus.current && lastStatus.current !== status)
      toast.success(t('parcels.statusNow', { status: t(`parcelStatus.${status}`) }))
    lastStatus.current = status
  }, [status, t])

  if (query.isPending) {
    return (
      <div className="grid gap-6 lg:grid-cols-[1fr_360px]" aria-busy="true" data-testid="parcel-loading">
        <div className="shimmer h-96 rounded-3xl" />
        <div className="shimmer h-72 rounded-3xl" />
      </div>
    )
  }
  if (query.isError) {
    const missing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400)
    return (
      <div className="rounded-3xl bg-surface p-8 text-center" data-testid="parcel-error">
        <p className="font-bold">{missing ? t('parcels.notFound') : query.error.message}</p>
        <Link href="/parcels" className="mt-4 inline-block font-semibold text-primary-ink hover:underline">
          {t('parcels.backToList')}
        </Link>
      </div>
    )
  }
  const parcel = query.data
  const courier = parcel.deliveryman
  const courierName = courier ? [courier.firstname, courier.lastname].filter(Boolean).join(' ') : ''
  const tx = parcel.transaction
  const sizes = [parcel.length, parcel.width, parcel.height].every((x) => x !== null)
    ? `${parcel.length} × ${parcel.width} × ${parcel.height} cm`
    : null
  const weight = parcel.weight !== null ? `${parcel.weight / 1000} kg` : null
  return (
    <div className="flex flex-col gap-6" data-testid="parcel-detail" data-status={parcel.status}>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t('parcels.number', { id: parcel.id })}</h1>
        <ParcelStatusBadge status={parcel.status} />
        <ZonedTime iso={parcel.created_at} timeZone={timeZone} className="text-sm text-muted" />
      </div>
      <div className="grid gap-6 lg:grid-cols-[1fr_360px] lg:items-start">
        <div className="flex min-w-0 flex-col gap-6">
          <DetailCard title={t('parcels.route')} testId="parcel-route">
            <div className="flex flex-col gap-4">
              <ParcelRouteMap
                from={parcel.address_from}
                to={parcel.address_to}
                label={`${t('parcels.from')}: ${parcel.address_from.address ?? ''}. ${t('parcels.to')}: ${parcel.address_to.address ?? ''}`}
              />
              <EndBlock parcel={parcel} end="from" />
              <EndBlock parcel={parcel} end="to" />
            </div>
          </DetailCard>
          <DetailCard title={t('parcels.details')} testId="parcel-details">
            <dl className="grid gap-2 text-sm sm:grid-cols-2">
              <div>
                <dt className="text-muted">{t('parcels.type')}</dt>
                <dd className="font-semibold">{parcel.type?.translation?.title ?? parcel.type?.type ?? ''}</dd>
              </div>
              {sizes || weight ? (
                <div>
                  <dt className="text-muted">{t('parcels.size')}</dt>
                  <dd dir="ltr" className="text-start">
                    {[sizes, weight].filter(Boolean).join(', ')}
                  </dd>
                </div>
              ) : null}
              {parcel.description ? (
                <div>
                  <dt className="text-muted">{t('parcels.description')}</dt>
                  <dd>{parcel.description}</dd>
                </div>
              ) : null}
              {parcel.delivery_date ? (
                <div>
                  <dt className="text-muted">{t('parcels.when')}</dt>
                  <dd dir="ltr" className="text-start">
                    {parcel.delivery_date} {parcel.delivery_time ?? ''}
                  </dd>
                </div>
              ) : null}
              {parcel.instructions ? (
                <div className="sm:col-span-2">
                  <dt className="text-muted">{t('parcels.instructions')}</dt>
                  <dd>{parcel.instructions}</dd>
                </div>
              ) : null}
              {parcel.note ? (
                <div className="sm:col-span-2">
                  <dt className="text-muted">{t('parcels.note')}</dt>
                  <dd>{parcel.note}</dd>
                </div>
              ) : null}
            </dl>
            {parcel.images.length ? (
              <ul className="mt-4 flex flex-wrap gap-2">
                {parcel.images.map((url, i) => (
                  <li key={url}>
                    <SafeImage
                      src={url}
                      alt={t('parcels.photoAlt', { n: i + 1 })}
                      width={80}
                      height={80}
                      className="size-20 rounded-xl object-cover"
                    />
                  </li>
                ))}
              </ul>
            ) : null}
          </DetailCard>
        </div>
        <aside className="flex flex-col gap-6">
          <DetailCard title={t('parcels.timeline')}>
            <Timeline parcel={parcel} timeZone={timeZone} />
          </DetailCard>
          <DetailCard title={t('parcels.courier')} testId="parcel-courier">
            {courier ? (
              <div className="flex items-center gap-3">
                <SafeImage
                  src={courier.img}
                  alt=""
                  width={44}
                  height={44}
                  fallback="avatar"
                  className="size-11 rounded-full object-cover"
                />
                <div className="min-w-0">
                  <p className="font-semibold" data-testid="parcel-courier-name">
                    {courierName}
                  </p>
                  {courier.phone ? (
                    <a href={`tel:${courier.phone}`} className="text-sm text-primary-ink hover:underline" dir="ltr">
                      {courier.phone}
                    </a>
                  ) : null}
                </div>
              </div>
            ) : (
              <p className="text-sm text-muted">{t('parcels.noCourier')}</p>
            )}
            {parcel.review ? (
              <p className="mt-3 flex items-center gap-1 text-sm" data-testid="parcel-review-shown">
                <StarIcon size={16} className="fill-current text-warning" />
                {t('parcels.rating', { rating: parcel.review.rating })}
              </p>
            ) : null}
          </DetailCard>
          <DetailCard title={t('parcels.summary')}>
            <dl className="flex flex-col gap-2 text-sm">
              <div className="flex justify-between gap-3">
                <dt className="text-muted">{t('parcels.distance')}</dt>
                <dd>{t('parcels.km', { km: parcel.km })}</dd>
              </div>
              {tx?.payment_system ? (
                <div className="flex justify-between gap-3">
                  <dt className="text-muted">{t('parcels.payment')}</dt>
                  <dd data-testid="parcel-payment">
                    {paymentLabel(t, tx.payment_system.tag)} ·{' '}
                    {t(tx.status === 'paid' ? 'parcels.paid' : 'parcels.toPay')}
                  </dd>
                </div>
              ) : null}
              <div className="flex justify-between gap-3 border-t border-line pt-3 text-base font-extrabold">
                <dt>{t('parcels.total')}</dt>
                <dd data-testid="parcel-total">
                  {parcel.currency_id === (currency.id || null) || parcel.currency_id === null ? (
                    <Price value={parcel.total_price} />
                  ) : (
                    <span dir="ltr">
                      {parcel.total_price} {parcel.currency?.symbol ?? ''}
                    </span>
                  )}
                </dd>
              </div>
            </dl>
            <div className="mt-4">
              <ParcelActions parcel={parcel} onChanged={() => void query.refetch()} />
            </div>
          </DetailCard>
        </aside>
      </div>
    </div>
  )
}
