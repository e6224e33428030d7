'use client'

import { useInfiniteQuery } from '@tanstack/react-query'
import Link from 'next/link'
import { useState, type KeyboardEvent } from 'react'
import { useTranslation } from '@/lib/i18n/react'
import { useAppConfig } from '@/lib/app-config'
import { EndMarker } from '@/modules/ui/end-marker'
import { BagIcon } from '@/modules/ui/icons'
import { usePriceFormatter } from '@/modules/ui/price'
import { ZonedTime } from '@/modules/ui/zoned-time'
import { OrderCard } from './order-card'
import { ACTIVE_STATUSES, HISTORY_STATUSES } from './order-status'
import { fetchOrders, fetchRefunds, ordersKey } from './orders-api'
import { useLiveUp } from '@/modules/live'

type Tab = 'active' | 'history' | 'refunds'
const TABS: Tab[] = ['active', 'history', 'refunds']

function ListSkeleton() {
  return (
    <div className="flex flex-col gap-3" aria-busy="true">
      {[0, 1, 2].map((i) => (
        <div key={i} className="shimmer h-20 rounded-2xl" />
      ))}
    </div>
  )
}

function Empty({ text }: { text: string }) {
  const { t } = useTranslation()
  return (
    <div
      className="flex flex-col items-center gap-3 rounded-3xl bg-surface px-6 py-12 text-center"
      data-testid="orders-empty"
    >
      <span className="grid size-16 place-items-center rounded-full bg-card text-muted shadow-card">
        <BagIcon size={28} />
      </span>
      <p className="text-muted">{text}</p>
      <Link href="/" className="rounded-full bg-primary px-6 py-2.5 font-semibold text-primary-fg">
        {t('orders.browse')}
      </Link>
    </div>
  )
}

function OrdersTab({ tab }: { tab: 'active' | 'history' }) {
  const { t } = useTranslation()
  const live = useLiveUp()
  const { currency } = useAppConfig()
  const statuses = tab === 'active' ? ACTIVE_STATUSES : HISTORY_STATUSES
  const query = useInfiniteQuery({
    queryKey: [...ordersKey, 'list', tab, currency.id],
    queryFn: ({ pageParam, signal }) => fetchOrders(statuses, pageParam, currency.id || undefined, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined),
    staleTime: 0,
    // Active orders move on their own: keep the list current while it is open (the live socket does when it is up).
    refetchInterval: tab === 'active' && !live ? 30_000 : false,
  })
  if (query.isPending) return <ListSkeleton />
  if (query.isError) return <p className="rounded-2xl bg-surface p-4 text-danger">{query.error.message}</p>
  const orders = query.data.pages.flatMap((p) => p.data)
  if (!orders.length) return <Empty text={tab === 'active' ? t('orders.noActive') : t('orders.noHistory')} />
  return (
    <>
      <ul className="flex flex-col gap-3" data-testid={`orders-${tab}`}>
        {orders.map((o) => (
          <OrderCard key={o.id} order={o} />
        ))}
      </ul>
      {query.hasNextPage ? (
        <EndMarker onVisible={() => !query.isFetchingNextPage && void query.fetchNextPage()} />
      ) : null}
      {query.isFetchingNextPage ? <ListSkeleton /> : null}
    </>
  )
}

export function RefundStatus({ status }: { status: 'pending' | 'approved' | 'rejected' }) {
  const { t } = useTranslation()
  const tone =
    status === 'approved'
      ? 'bg-primary-soft text-primary-ink'
      : status === 'rejected'
        ? 'bg-danger/10 text-danger'
        : 'bg-surface text-muted'
  return (
    <span
      className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${tone}`}
      data-testid="refund-status"
      data-status={status}
    >
      {t(`refund.${status}`)}
    </span>
  )
}

function RefundsTab() {
  const { t } = useTranslation()
  const { currency, timeZone } = useAppConfig()
  const price = usePriceFormatter()
  const query = useInfiniteQuery({
    queryKey: [...ordersKey, 'refunds'],
    queryFn: ({ pageParam, signal }) => fetchRefunds(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined),
    staleTime: 0,
  })
  if (query.isPending) return <ListSkeleton />
  if (query.isError) return <p className="rounded-2xl bg-surface p-4 text-danger">{query.error.message}</p>
  const refunds = query.data.pages.flatMap((p) => p.data)
  if (!refunds.length) return <Empty text={t('refund.none')} />
  return (
    <>
      <ul className="flex flex-col gap-3" data-testid="refunds-list">
        {refunds.map((r) => (
          <li key={r.id} className="rounded-2xl bg-card p-4 ring-1 ring-line" data-testid="refund-row">
            <div className="flex flex-wrap items-center gap-2">
              {r.order ? (
                <Link href={`/orders/${r.order.id}`} className="font-bold hover:underline">
                  {t('orders.number', { id: r.order.id })}
                </Link>
              ) : null}
              <RefundStatus status={r.status} />
              <ZonedTime
                iso={r.created_at}
                timeZone={r.order?.shop?.timezone ?? timeZone}
                className="ms-auto text-xs text-muted"
              />
            </div>
            <p className="mt-2 text-sm">{r.cause}</p>
            {r.answer ? <p className="mt-1 text-sm text-muted">{t('refund.answer', { answer: r.answer })}</p> : null}
            {r.order ? (
              <p className="mt-1 flex justify-between gap-2 text-xs text-muted">
                <span>{r.order.shop?.translation?.title ?? ''}</span>
                {r.order.currency_id === currency.id ? <span dir="ltr">{price(r.order.total_price)}</span> : null}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      {query.hasNextPage ? (
        <EndMarker onVisible={() => !query.isFetchingNextPage && void query.fetchNextPage()} />
      ) : null}
    </>
  )
}

/** `/orders`: active and history tabs (the contract's status filters) and the refund requests, each scrolling on. */
export function OrdersList() {
  const { t } = useTranslation()
  const [tab, setTab] = useState<Tab>('active')
  const onKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    const i = TABS.indexOf(tab)
    const forward = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0
    if (!forward) return
    // Arrow keys follow the reading direction.
    const rtl = document.documentElement.dir === 'rtl'
    const next = TABS[(i + (rtl ? -forward : forward) + TABS.length) % TABS.length] ?? 'active'
    setTab(next)
    document.getElementById(`orders-tab-${next}`)?.focus()
  }
  return (
    <div className="flex flex-col gap-5">
      <div role="tablist" aria-label={t('orders.title')} className="flex gap-1 self-start rounded-full bg-surface p-1">
        {TABS.map((x) => (
          <button
            key={x}
            id={`orders-tab-${x}`}
            type="button"
            role="tab"
            aria-selected={tab === x}
            aria-controls="orders-panel"
            tabIndex={tab === x ? 0 : -1}
            onKeyDown={onKey}
            onClick={() => setTab(x)}
            data-testid={`tab-${x}`}
            className="rounded-full px-4 py-2 text-sm font-semibold text-muted aria-selected:bg-card aria-selected:text-fg aria-selected:shadow-card"
          >
            {t(`orders.tab.${x}`)}
          </button>
        ))}
      </div>
      <div id="orders-panel" role="tabpanel" aria-labelledby={`orders-tab-${tab}`}>
        {tab === 'refunds' ? <RefundsTab /> : <OrdersTab key={tab} tab={tab} />}
      </div>
    </div>
  )
}
