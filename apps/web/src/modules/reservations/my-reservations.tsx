'use client'

import { useLiveUp } from '@/modules/live'
import type { UserBooking } from '@basil/contracts/booking'
import type { Paginated } from '@basil/contracts/common'
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query'
import { useState, type KeyboardEvent } from 'react'
import { useTranslation } from '@/lib/i18n/react'
import { useAppConfig } from '@/lib/app-config'
import { toast } from '@/lib/toast'
import { Button } from '@/modules/ui/button'
import { Dialog } from '@/modules/ui/dialog'
import { EndMarker } from '@/modules/ui/end-marker'
import { SafeImage } from '@/modules/ui/safe-image'
import { ZonedTime } from '@/modules/ui/zoned-time'
import { bookingErrorMessage } from './reservation-messages'
import { ReservationStatus } from './reservation-status'
import { cancelReservation, fetchMyReservations, reservationsKey } from './reservations-api'

type Tab = 'upcoming' | 'past'
const TABS: Tab[] = ['upcoming', 'past']

function ListSkeleton() {
  return (
    <div className="flex flex-col gap-3" aria-busy="true">
      {[0, 1].map((i) => (
        <div key={i} className="shimmer h-28 rounded-2xl" />
      ))}
    </div>
  )
}

function mayCancel(b: UserBooking, now: number): boolean {
  return (b.status === 'new' || b.status === 'accepted') && Date.parse(b.start_date) > now
}

function ReservationCard({ booking, onCancel }: { booking: UserBooking; onCancel: (b: UserBooking) => void }) {
  const { t } = useTranslation()
  const { timeZone } = useAppConfig()
  const zone = booking.shop?.timezone ?? timeZone
  const section = booking.table?.shop_section?.translation?.title
  return (
    <li
      className="flex gap-3 rounded-2xl bg-card p-4 ring-1 ring-line"
      data-testid="reservation-card"
      data-id={booking.id}
    >
      <SafeImage
        src={booking.shop?.logo_img}
        alt=""
        width={48}
        height={48}
        fallback="avatar"
        className="size-12 shrink-0 rounded-full bg-surface object-cover"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-bold">
            {booking.shop?.translation?.title ?? t('reservations.number', { id: booking.id })}
          </span>
          <ReservationStatus status={booking.status} />
        </div>
        <ZonedTime iso={booking.start_date} timeZone={zone} className="text-sm font-semibold" />
        <p className="text-sm text-muted">
          {[
            booking.table ? t('reservations.tableName', { name: booking.table.name }) : null,
            section ?? null,
            t('reservations.guestCount', { count: booking.guest }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        {booking.note ? <p className="text-sm">{booking.note}</p> : null}
        {booking.status === 'canceled' && booking.cancel_reason ? (
          <p className="text-sm text-danger">{t('reservations.reason', { reason: booking.cancel_reason })}</p>
        ) : null}
        {mayCancel(booking, Date.now()) ? (
          <div className="mt-2">
            <Button variant="secondary" size="sm" onClick={() => onCancel(booking)} testId="reservation-cancel">
              {t('reservations.cancel')}
            </Button>
          </div>
        ) : null}
      </div>
    </li>
  )
}

function ReservationsTab({
  tab,
  onCancel,
  initial,
}: {
  tab: Tab
  onCancel: (b: UserBooking) => void
  initial: Paginated<UserBooking> | null
}) {
  const { t } = useTranslation()
  const live = useLiveUp()
  const query = useInfiniteQuery({
    queryKey: [...reservationsKey, tab],
    queryFn: ({ pageParam, signal }) => fetchMyReservations(tab, pageParam, signal),
    initialData: initial ? { pages: [initial], pageParams: [1] } : undefined,
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined),
    staleTime: 0,
    // The restaurant answers on its own time: the live socket says when; polled only while it is down.
    refetchInterval: tab === 'upcoming' && !live ? 30_000 : false,
  })
  if (query.isPending) return <ListSkeleton />
  if (query.isError) return <p className="rounded-2xl bg-surface p-4 text-danger">{query.error.message}</p>
  const items = query.data.pages.flatMap((p) => p.data)
  if (!items.length)
    return (
      <p className="rounded-2xl bg-surface px-4 py-8 text-center text-muted" data-testid="reservations-empty">
        {tab === 'upcoming' ? t('reservations.noUpcoming') : t('reservations.noPast')}
      </p>
    )
  return (
    <>
      <ul className="flex flex-col gap-3" data-testid={`reservations-${tab}`}>
        {items.map((b) => (
          <ReservationCard key={b.id} booking={b} onCancel={onCancel} />
        ))}
      </ul>
      {query.hasNextPage ? (
        <EndMarker onVisible={() => !query.isFetchingNextPage && void query.fetchNextPage()} />
      ) : null}
      {query.isFetchingNextPage ? <ListSkeleton /> : null}
    </>
  )
}

/** `/reservations`: the customer's upcoming and past reservations, with their status; cancel while allowed. */
export function MyReservations({ initialUpcoming }: { initialUpcoming: Paginated<UserBooking> | null }) {
  const { t } = useTranslation()
  const [tab, setTab] = useState<Tab>('upcoming')
  const [canceling, setCanceling] = useState<UserBooking | null>(null)
  const queryClient = useQueryClient()
  const cancel = useMutation({
    mutationFn: (id: number) => cancelReservation(id),
    onSuccess: () => {
      toast.success(t('reservations.canceled'))
      setCanceling(null)
      void queryClient.invalidateQueries({ queryKey: reservationsKey })
    },
  })
  const onKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    const forward = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0
    if (!forward) return
    const rtl = document.documentElement.dir === 'rtl'
    const i = TABS.indexOf(tab)
    const next = TABS[(i + (rtl ? -forward : forward) + TABS.length) % TABS.length] ?? 'upcoming'
    setTab(next)
    document.getElementById(`reservations-tab-${next}`)?.focus()
  }
  return (
    <div className="flex flex-col gap-4">
      <div
        role="tablist"
        aria-label={t('reservations.mine')}
        className="flex gap-1 self-start rounded-full bg-surface p-1"
      >
        {TABS.map((x) => (
          <button
            key={x}
            id={`reservations-tab-${x}`}
            type="button"
            role="tab"
            aria-selected={tab === x}
            aria-controls="reservations-panel"
            tabIndex={tab === x ? 0 : -1}
            onKeyDown={onKey}
            onClick={() => setTab(x)}
            data-testid={`reservations-tab-${x}`}
            className="rounded-full px-4 py-2 text-sm font-semibold text-muted aria-selected:bg-card aria-selected:text-fg aria-selected:shadow-card"
          >
            {t(`reservations.tab.${x}`)}
          </button>
        ))}
      </div>
      <div id="reservations-panel" role="tabpanel" aria-labelledby={`reservations-tab-${tab}`}>
        <ReservationsTab
          key={tab}
          tab={tab}
          onCancel={setCanceling}
          initial={tab === 'upcoming' ? initialUpcoming : null}
        />
      </div>
      <Dialog
        open={canceling !== null}
        onOpenChange={(open) => {
          if (!open) {
            setCanceling(null)
            cancel.reset()
          }
        }}
        title={t('reservations.cancelTitle')}
        description={t('reservations.cancelText')}
        size="sm"
      >
        <div className="flex flex-col gap-3 px-6 pb-6 pt-4">
          {cancel.isError ? (
            <p role="alert" className="text-sm font-medium text-danger">
              {bookingErrorMessage(t, cancel.error)}
            </p>
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" size="sm" onClick={() => setCanceling(null)}>
              {t('reservations.keep')}
            </Button>
            <Button
              variant="danger"
              size="sm"
              disabled={cancel.isPending}
              onClick={() => canceling && cancel.mutate(canceling.id)}
              testId="reservation-cancel-confirm"
            >
              {t('reservations.cancel')}
            </Button>
          </div>
        </div>
      </Dialog>
    </div>
  )
}
