'use client'

import { useInfiniteQuery } from '@tanstack/react-query'
import Link from 'next/link'
import { useAppConfig } from '@/lib/app-config'
import { useTranslation } from '@/lib/i18n/react'
import { fetchRefunds, ordersKey } from '@/modules/orders/orders-api'
import { RefundStatus } from '@/modules/orders/orders-list'
import { buttonClass } from '@/modules/ui/button-class'
import { EndMarker } from '@/modules/ui/end-marker'
import { BagIcon } from '@/modules/ui/icons'
import { usePriceFormatter } from '@/modules/ui/price'
import { SafeImage } from '@/modules/ui/safe-image'
import { ZonedTime } from '@/modules/ui/zoned-time'

function Skeleton() {
  return (
    <ul className="flex flex-col gap-3" aria-busy="true">
      {[0, 1, 2].map((i) => (
        <li key={i} className="shimmer h-28 rounded-2xl" />
      ))}
    </ul>
  )
}

/** `/refunds`: the customer's refund requests, newest first, each with its order, cause, status and the shop's answer. */
export function RefundsList() {
  const { t } = useTranslation()
  const { currency, timeZone } = useAppConfig()
  const price = usePriceFormatter()
  const query = useInfiniteQuery({
    // Under the orders' key: a refund asked from an order's page refreshes this list too.
    queryKey: [...ordersKey, 'refunds'],
    queryFn: ({ pageParam, signal }) => fetchRefunds(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined),
    staleTime: 0,
  })
  if (query.isPending) return <Skeleton />
  if (query.isError) return <p className="rounded-2xl bg-surface p-4 text-danger">{query.error.message}</p>
  const refunds = query.data.pages.flatMap((p) => p.data)
  if (!refunds.length)
    return (
      <div
        className="flex flex-col items-center gap-3 rounded-3xl bg-surface px-6 py-12 text-center"
        data-testid="refunds-empty"
      >
        <span className="grid size-16 place-items-center rounded-full bg-card text-muted shadow-card">
          <BagIcon size={28} />
        </span>
        <p className="text-muted">{t('refund.none')}</p>
        <p className="max-w-sm text-sm text-muted">{t('refund.emptyHint')}</p>
        <Link href="/orders" className={buttonClass('primary', 'sm')}>
          {t('orders.title')}
        </Link>
      </div>
    )
  return (
    <>
      <ul className="flex flex-col gap-3" data-testid="refunds-page-list">
        {refunds.map((r) => (
          <li
            key={r.id}
            className="flex flex-col gap-3 rounded-2xl bg-card p-4 ring-1 ring-line"
            data-testid="refund-item"
            data-id={r.id}
          >
            <div className="flex flex-wrap items-center gap-3">
              <SafeImage
                src={r.order?.shop?.logo_img ?? null}
                alt=""
                width={40}
                height={40}
                className="size-10 shrink-0 rounded-full bg-surface object-cover"
              />
              <span className="min-w-0 flex-1">
                {r.order ? (
                  <Link
                    href={`/orders/${r.order.id}`}
                    className="font-bold hover:underline"
                    data-testid="refund-order-link"
                  >
                    {t('orders.number', { id: r.order.id })}
                  </Link>
                ) : (
                  <span className="font-bold">{t('orders.number', { id: r.order_id })}</span>
                )}
                <span className="block truncate text-sm text-muted">{r.order?.shop?.translation?.title ?? ''}</span>
              </span>
              <RefundStatus status={r.status} />
            </div>
            <dl className="grid gap-2 text-sm">
              <div>
                <dt className="text-xs font-semibold text-muted">{t('refund.causeLabel')}</dt>
                <dd data-testid="refund-cause-text">{r.cause}</dd>
              </div>
              <div>
                <dt className="text-xs font-semibold text-muted">{t('refund.answerLabel')}</dt>
                <dd data-testid="refund-answer" className={r.answer ? '' : 'text-muted'}>
                  {r.answer ?? (r.status === 'pending' ? t('refund.waiting') : t('refund.noAnswer'))}
                </dd>
              </div>
            </dl>
            <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted">
              <ZonedTime iso={r.created_at} timeZone={r.order?.shop?.timezone ?? timeZone} />
              {r.order && r.order.currency_id === currency.id ? (
                <span dir="ltr" className="font-semibold text-fg">
                  {price(r.order.total_price)}
                </span>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      {query.hasNextPage ? (
        <EndMarker onVisible={() => !query.isFetchingNextPage && void query.fetchNextPage()} />
      ) : null}
      {query.isFetchingNextPage ? <Skeleton /> : null}
    </>
  )
}
