'use client'

import type { Order } from '@basil/contracts'
import { useQuery } from '@tanstack/react-query'
import dynamic from 'next/dynamic'
import Link from 'next/link'
import { useEffect, useRef } from 'react'
import { formatIsoDate } from '@/lib/date'
import { useTranslation } from '@/lib/i18n/react'
import { toast } from '@/lib/toast'
import { ApiError } from '@/lib/api/browser'
import { OrderChatButton } from '@/modules/chat'
import { PushConsent } from '@/modules/push/push-consent'
import { DetailCard, StatusTimeline } from '@/modules/ui/status-timeline'
import { paymentLabel } from '@/modules/checkout/payment-label'
import { useAppConfig } from '@/lib/app-config'
import { StarIcon } from '@/modules/ui/icons'
import { SafeImage } from '@/modules/ui/safe-image'
import { useZoneNote, ZonedTime } from '@/modules/ui/zoned-time'
import { StatusBadge, orderPrice, useOrderTimeZone } from './order-card'
import { RefundStatus } from './orders-list'
import { buildTimeline, isFinalStatus, ORDER_POLL_MS } from './order-status'
import { fetchOrder, ordersKey } from './orders-api'
import { useLiveUp } from '@/modules/live'

// The actions and their dialogs load beside the order (not in the page's first load); the same height is kept for them.
const OrderActions = dynamic(() => import('./order-actions').then((m) => m.OrderActions), {
  ssr: false,
  loading: () => <div className="h-10" aria-hidden="true" />,
})

function Timeline({ order, timeZone }: { order: Order; timeZone: string }) {
  const { t } = useTranslation()
  // The order's header names the zone once for all its times.
  return (
    <StatusTimeline
      steps={buildTimeline(order.status, order.status_history ?? [], order.delivery_type)}
      label={t('orders.timeline')}
      statusText={(status) => t(`orderStatus.${status}`)}
      timeZone={timeZone}
      zoneNote={false}
      testId="order-timeline"
      stepTestId="timeline-step"
    />
  )
}

function Line({ label, value, strong, testId }: { label: string; value: string; strong?: boolean; testId?: string }) {
  return (
    <div
      className={`flex justify-between gap-3 ${strong ? 'border-t border-line pt-3 text-base font-extrabold' : ''}`}
      data-testid={testId}
    >
      <dt className={strong ? '' : 'text-muted'}>{label}</dt>
      <dd dir="ltr">{value}</dd>
    </div>
  )
}

/** `/orders/{id}`: the order with its items, totals, address, payment and a status timeline kept current. */
export function OrderDetail({ id }: { id: string }) {
  const { t } = useTranslation()
  const { currency } = useAppConfig()
  // A card provider's hosted page sends the customer back with ?payment=success|canceled.
  useEffect(() => {
    const payment = new URLSearchParams(window.location.search).get('payment')
    if (payment === 'success') toast.success(t('orders.paymentSuccess'))
    else if (payment === 'canceled') toast.warning(t('orders.paymentCanceled'))
    if (payment) window.history.replaceState(window.history.state, '', window.location.pathname)
  }, [t])
  const live = useLiveUp()
  const query = useQuery({
    queryKey: [...ordersKey, 'one', id, currency.id],
    queryFn: ({ signal }) => fetchOrder(id, currency.id || undefined, signal),
    staleTime: 0,
    // Spec §9: re-read every 10 s while the order can still change, unless the live socket is up (it says when).
    refetchInterval: (q) => (live || (q.state.data && isFinalStatus(q.state.data.status)) ? false : ORDER_POLL_MS),
    refetchIntervalInBackground: false,
  })
  const timeZone = useOrderTimeZone(query.data)
  const zoneNote = useZoneNote(timeZone)
  // A status that changes while the page is open is also said in a toast (the timeline moves on its own).
  const lastStatus = useRef<string | null>(null)
  const status = query.data?.status
  useEffect(() => {
    if (!status) return
    if (lastStatus.current && lastStatus.current !== status)
      toast.success(t('orders.statusNow', { status: t(`orderStatus.${status}`) }))
    lastStatus.current = status
  }, [status, t])
  if (query.isPending) {
    return (
      <div className="grid gap-6 lg:grid-cols-[1fr_360px]" aria-busy="true" data-testid="order-loading">
        <div className="shimmer h-96 rounded-3xl" />
        <div className="shimmer h-72 rounded-3xl" />
      </div>
    )
  }
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404
    return (
      <div className="rounded-3xl bg-surface p-8 text-center" data-testid="order-error">
        <p className="font-bold">{missing ? t('orders.notFound') : query.error.message}</p>
        <Link href="/orders" className="mt-4 inline-block font-semibold text-primary-ink hover:underline">
          {t('orders.backToList')}
        </Link>
      </div>
    )
  }
  const order = query.data
  const money = (v: number) => orderPrice(order, v)
  const tag = order.transaction?.payment_system?.tag
  const address = [
    order.address.address,
    order.address.office && `${t('checkout.office')} ${order.address.office}`,
    order.address.house && `${t('checkout.house')} ${order.address.house}`,
    order.address.floor && `${t('checkout.floor')} ${order.address.floor}`,
  ]
    .filter(Boolean)
    .join(', ')
  return (
    <div className="flex flex-col gap-6" data-testid="order-detail" data-status={order.status}>
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-extrabold tracking-tight">{t('orders.number', { id: order.id })}</h1>
        <StatusBadge status={order.status} />
        <ZonedTime iso={order.created_at} timeZone={timeZone} className="text-sm text-muted" />
        <div className="ms-auto">
          <OrderChatButton orderId={order.id} />
        </div>
      </header>
      <PushConsent pending={!isFinalStatus(order.status)} />
      <p className="sr-only" role="status" aria-live="polite">
        {t('orders.statusNow', { status: t(`orderStatus.${order.status}`) })}
      </p>
      <div className="grid items-start gap-6 lg:grid-cols-[1fr_360px]">
        <div className="flex flex-col gap-6">
          <DetailCard title={t('orders.progress')}>
            <Timeline order={order} timeZone={timeZone} />
            <div className="mt-5">
              <OrderActions
                order={order}
                onChanged={() => {
                  // The customer's own change already said so.
                  lastStatus.current = null
                  void query.refetch()
                }}
              />
            </div>
            {order.review ? (
              <p className="mt-4 flex items-center gap-1 text-sm text-muted" data-testid="order-reviewed">
                <StarIcon size={16} className="fill-current text-warning" />
                {t('review.yours', { rating: order.review.rating })}
                {order.review.comment ? ` · ${order.review.comment}` : ''}
              </p>
            ) : null}
          </DetailCard>
          <DetailCard title={order.shop?.translation?.title ?? t('orders.items')} testId="order-items">
            <ul className="flex flex-col divide-y divide-line">
              {order.details.map((d) => (
                <li key={d.id} className="flex gap-3 py-3" data-testid="order-line">
                  <SafeImage
                    src={d.stock?.product?.img ?? null}
                    alt=""
                    width={48}
                    height={48}
                    className="size-12 shrink-0 rounded-xl bg-surface object-cover"
                  />
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold">
                      <span dir="ltr">{d.quantity}×</span>{' '}
                      {d.stock?.product?.translation?.title ?? t('orders.unavailableItem')}
                    </p>
                    {d.stock?.extras.length ? (
                      <p className="text-xs text-muted">{d.stock.extras.map((e) => e.value).join(', ')}</p>
                    ) : null}
                    {d.addons.length ? (
                      <ul
                        className="mt-1 border-s-2 border-line ps-2 text-xs text-muted"
                        aria-label={t('product.addons')}
                      >
                        {d.addons.map((a) => (
                          <li key={a.id} data-testid="order-addon">
                            + {a.stock?.product?.translation?.title ?? ''} ×{a.quantity}{' '}
                            <span dir="ltr">{money(a.total_price)}</span>
                          </li>
                        ))}
                      </ul>
                    ) : null}
                    {d.note ? <p className="mt-1 text-xs italic text-muted">{d.note}</p> : null}
                  </div>
                  <span className="text-sm font-bold" dir="ltr">
                    {money(d.total_price)}
                  </span>
                </li>
              ))}
            </ul>
          </DetailCard>
        </div>
        <aside className="flex flex-col gap-6">
          <DetailCard title={t('orders.summary')} testId="order-totals">
            <dl className="flex flex-col gap-1.5 text-sm">
              <Line label={t('checkout.goods')} value={money(order.origin_price)} />
              {order.total_discount > 0 ? (
                <Line label={t('checkout.discount')} value={`-${money(order.total_discount)}`} />
              ) : null}
              {order.delivery_type === 'delivery' ? (
                <Line label={t('checkout.deliveryFee')} value={money(order.delivery_fee)} />
              ) : null}
              <Line label={t('checkout.tax')} value={money(order.tax)} />
              <Line label={t('checkout.serviceFee')} value={money(order.service_fee)} />
              {order.coupon && order.coupon.price > 0 ? (
                <Line label={t('checkout.couponLine')} value={`-${money(order.coupon.price)}`} />
              ) : null}
              {order.tips > 0 ? <Line label={t('checkout.tips')} value={money(order.tips)} /> : null}
              <Line label={t('cart.total')} value={money(order.total_price)} strong testId="order-total" />
            </dl>
          </DetailCard>
          <DetailCard
            title={order.delivery_type === 'delivery' ? t('checkout.delivery') : t('checkout.pickup')}
            testId="order-delivery"
          >
            <dl className="flex flex-col gap-2 text-sm">
              {order.delivery_date ? (
                <div>
                  <dt className="text-muted">{t('orders.when')}</dt>
                  <dd>
                    <span data-testid="order-when">
                      <span dir="ltr">{formatIsoDate(order.delivery_date)}</span>{' '}
                      {order.delivery_time ? (
                        <span dir="ltr">{order.delivery_time}</span>
                      ) : (
                        <span>{t('checkout.asap')}</span>
                      )}
                      {zoneNote ? <span> · {zoneNote}</span> : null}
                    </span>
                  </dd>
                </div>
              ) : null}
              {order.delivery_type === 'delivery' && address ? (
                <div>
                  <dt className="text-muted">{t('checkout.addressTitle')}</dt>
                  <dd>{address}</dd>
                </div>
              ) : null}
              {order.phone ? (
                <div>
                  <dt className="text-muted">{t('checkout.phone')}</dt>
                  <dd>
                    <span dir="ltr">{order.phone}</span>
                  </dd>
                </div>
              ) : null}
              {order.deliveryman ? (
                <div>
                  <dt className="text-muted">{t('orders.courier')}</dt>
                  <dd>{[order.deliveryman.firstname, order.deliveryman.lastname].filter(Boolean).join(' ')}</dd>
                </div>
              ) : null}
              {order.otp ? (
                <div>
                  <dt className="text-muted">{t('orders.otp')}</dt>
                  <dd className="font-mono text-lg font-bold">{order.otp}</dd>
                </div>
              ) : null}
            </dl>
          </DetailCard>
          <DetailCard title={t('checkout.paymentTitle')} testId="order-payment">
            <p className="flex items-center justify-between gap-2 text-sm">
              <span className="font-semibold">{tag ? paymentLabel(t, tag) : '—'}</span>
              {order.transaction ? (
                <span className="text-muted" data-testid="order-payment-status">
                  {tag === 'cash' && order.transaction.status === 'progress'
                    ? t('transaction.onDelivery')
                    : t(`transaction.${order.transaction.status}`)}
                </span>
              ) : null}
            </p>
          </DetailCard>
          {order.order_refunds.length ? (
            <DetailCard title={t('refund.listTitle')} testId="order-refunds">
              <ul className="flex flex-col gap-3 text-sm">
                {order.order_refunds.map((r) => (
                  <li key={r.id} className="flex flex-col gap-1">
                    <span className="flex items-center gap-2">
                      <RefundStatus status={r.status} />
                      <ZonedTime iso={r.created_at} timeZone={timeZone} note={false} className="text-xs text-muted" />
                    </span>
                    <span>{r.cause}</span>
                    {r.answer ? <span className="text-muted">{t('refund.answer', { answer: r.answer })}</span> : null}
                  </li>
                ))}
              </ul>
            </DetailCard>
          ) : null}
        </aside>
      </div>
    </div>
  )
}
