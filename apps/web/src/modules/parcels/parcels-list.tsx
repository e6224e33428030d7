'use client'

import { useLiveUp } from '@/modules/live'
import { useInfiniteQuery } from '@tanstack/react-query'
import Link from 'next/link'
import { useState, type KeyboardEvent } from 'react'
import { useAppConfig } from '@/lib/app-config'
import { useTranslation } from '@/lib/i18n/react'
import { EndMarker } from '@/modules/ui/end-marker'
import { BagIcon } from '@/modules/ui/icons'
import { ParcelCard } from './parcel-card'
import { ACTIVE_PARCEL_STATUSES, HISTORY_PARCEL_STATUSES } from './parcel-status'
import { fetchParcels, parcelsKey } from './parcels-api'

type Tab = 'active' | 'history'
const TABS: Tab[] = ['active', 'history']

function ListSkeleton() {
  return (
    <div className="flex flex-col gap-3" aria-busy="true">
      {[0, 1, 2].map((i) => (
        <div key={i} className="shimmer h-20 rounded-2xl" />
      ))}
    </div>
  )
}

function ParcelsTab({ tab }: { tab: Tab }) {
  const { t } = useTranslation()
  const { currency } = useAppConfig()
  const statuses = tab === 'active' ? ACTIVE_PARCEL_STATUSES : HISTORY_PARCEL_STATUSES
  const live = useLiveUp()
  const query = useInfiniteQuery({
    queryKey: [...parcelsKey, 'list', tab, currency.id],
    queryFn: ({ pageParam, signal }) => fetchParcels(statuses, pageParam, currency.id || undefined, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined),
    staleTime: 0,
    // Polled only while the live socket is down.
    refetchInterval: tab === 'active' && !live ? 30_000 : false,
  })
  if (query.isPending) return <ListSkeleton />
  if (query.isError) return <p className="rounded-2xl bg-surface p-4 text-danger">{query.error.message}</p>
  const parcels = query.data.pages.flatMap((p) => p.data)
  if (!parcels.length) {
    return (
      <div
        className="flex flex-col items-center gap-3 rounded-3xl bg-surface px-6 py-12 text-center"
        data-testid="parcels-empty"
      >
        <span className="grid size-16 place-items-center rounded-full bg-card text-muted shadow-card">
          <BagIcon size={28} />
        </span>
        <p className="text-muted">{tab === 'active' ? t('parcels.noActive') : t('parcels.noHistory')}</p>
        <Link href="/parcels/new" className="rounded-full bg-primary px-6 py-2.5 font-semibold text-primary-fg">
          {t('parcels.send')}
        </Link>
      </div>
    )
  }
  return (
    <>
      <ul className="flex flex-col gap-3" data-testid={`parcels-${tab}`}>
        {parcels.map((p) => (
          <ParcelCard key={p.id} parcel={p} />
        ))}
      </ul>
      {query.hasNextPage ? (
        <EndMarker onVisible={() => !query.isFetchingNextPage && void query.fetchNextPage()} />
      ) : null}
      {query.isFetchingNextPage ? <ListSkeleton /> : null}
    </>
  )
}

/** `/parcels`: active and history tabs (the contract's status filters), each scrolling on. */
export function ParcelsList() {
  const { t } = useTranslation()
  const [tab, setTab] = useState<Tab>('active')
  const onKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    const forward = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0
    if (!forward) return
    const rtl = document.documentElement.dir === 'rtl'
    const i = TABS.indexOf(tab)
    const next = TABS[(i + (rtl ? -forward : forward) + TABS.length) % TABS.length] ?? 'active'
    setTab(next)
    document.getElementById(`parcels-tab-${next}`)?.focus()
  }
  return (
    <div className="flex flex-col gap-5">
      <div role="tablist" aria-label={t('parcels.title')} className="flex gap-1 self-start rounded-full bg-surface p-1">
        {TABS.map((x) => (
          <button
            key={x}
            id={`parcels-tab-${x}`}
            type="button"
            role="tab"
            aria-selected={tab === x}
            aria-controls="parcels-panel"
            tabIndex={tab === x ? 0 : -1}
            onKeyDown={onKey}
            onClick={() => setTab(x)}
            data-testid={`parcels-tab-${x}`}
            className="rounded-full px-4 py-2 text-sm font-semibold text-muted aria-selected:bg-card aria-selected:text-fg aria-selected:shadow-card"
          >
            {t(`parcels.tab.${x}`)}
          </button>
        ))}
      </div>
      <div id="parcels-panel" role="tabpanel" aria-labelledby={`parcels-tab-${tab}`}>
        <ParcelsTab key={tab} tab={tab} />
      </div>
    </div>
  )
}
