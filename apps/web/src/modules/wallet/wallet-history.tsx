'use client'

import { useInfiniteQuery } from '@tanstack/react-query'
import Link from 'next/link'
import { useTranslation } from '@/lib/i18n/react'
import { useAppConfig } from '@/lib/app-config'
import { EndMarker } from '@/modules/ui/end-marker'
import { HistoryIcon } from '@/modules/ui/icons'
import { usePriceFormatter } from '@/modules/ui/price'
import { ZonedTime } from '@/modules/ui/zoned-time'
import { fetchWalletHistories, walletKey } from './wallet-api'
import { counterparty, reasonKey, signedAmount } from './wallet-entry'

function RowsSkeleton() {
  return (
    <div className="flex flex-col gap-2" aria-busy="true">
      {[0, 1, 2].map((i) => (
        <div key={i} className="shimmer h-16 rounded-2xl" />
      ))}
    </div>
  )
}

/** The wallet's ledger, newest first, scrolling on: what moved the money, with whom, why, and when (visitor's zone). */
export function WalletHistory() {
  const { t } = useTranslation()
  const { currency, timeZone, visitorTimeZone } = useAppConfig()
  const price = usePriceFormatter()
  const query = useInfiniteQuery({
    queryKey: [...walletKey, 'histories', currency.id],
    queryFn: ({ pageParam, signal }) => fetchWalletHistories(pageParam, currency.id || undefined, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined),
    staleTime: 0,
  })
  if (query.isPending) return <RowsSkeleton />
  if (query.isError) return <p className="rounded-2xl bg-surface p-4 text-danger">{query.error.message}</p>
  const entries = query.data.pages.flatMap((p) => p.data)
  if (!entries.length)
    return (
      <div className="flex flex-col items-center gap-3 rounded-3xl bg-surface px-6 py-10 text-center">
        <span className="grid size-14 place-items-center rounded-full bg-card text-muted shadow-card">
          <HistoryIcon size={24} />
        </span>
        <p className="text-muted" data-testid="wallet-history-empty">
          {t('wallet.noHistory')}
        </p>
      </div>
    )
  return (
    <>
      <ul className="flex flex-col gap-2" data-testid="wallet-history">
        {entries.map((e) => {
          const other = counterparty(e)
          const amount = signedAmount(e)
          return (
            <li
              key={e.id}
              className="flex items-start gap-3 rounded-2xl bg-card p-4 ring-1 ring-line"
              data-testid="wallet-entry"
              data-reason={e.reason}
            >
              <div className="min-w-0 flex-1">
                <p className="font-semibold">{t(reasonKey(e))}</p>
                {other ? (
                  <p className="truncate text-sm" data-testid="wallet-entry-person">
                    {t(other.key, { name: other.name })}
                  </p>
                ) : null}
                {e.order_id ? (
                  <Link href={`/orders/${e.order_id}`} className="text-sm text-primary-ink hover:underline">
                    {t('orders.number', { id: e.order_id })}
                  </Link>
                ) : null}
                {e.note ? <p className="text-sm text-muted">{e.note}</p> : null}
                <ZonedTime
                  iso={e.created_at}
                  timeZone={visitorTimeZone ?? timeZone}
                  note={false}
                  className="mt-1 block text-xs text-muted"
                />
              </div>
              <div className="flex shrink-0 flex-col items-end gap-1">
                <span
                  dir="ltr"
                  data-testid="wallet-entry-amount"
                  className={`font-bold tabular-nums ${amount >= 0 ? 'text-primary-ink' : ''}`}
                >
                  {price(Math.abs(amount), amount >= 0 ? { plus: true } : { minus: true })}
                </span>
                {e.status !== 'processed' ? (
                  <span className="rounded-full bg-surface px-2 py-0.5 text-xs text-muted">
                    {t(`wallet.status.${e.status}`)}
                  </span>
                ) : null}
              </div>
            </li>
          )
        })}
      </ul>
      {query.hasNextPage ? (
        <EndMarker onVisible={() => !query.isFetchingNextPage && void query.fetchNextPage()} />
      ) : null}
      {query.isFetchingNextPage ? <RowsSkeleton /> : null}
    </>
  )
}
