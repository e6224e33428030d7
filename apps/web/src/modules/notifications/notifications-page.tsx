'use client'

import type { PushNotification } from '@basil/contracts'
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { useAppConfig } from '@/lib/app-config'
import { ApiError, apiFetch, noContent } from '@/lib/api/browser'
import { responses } from '@/lib/api/responses'
import { useTranslation } from '@/lib/i18n/react'
import { toast } from '@/lib/toast'
import {
  NOTIFICATIONS_KEY,
  NOTIFICATION_PAGE_SIZE,
  NOTIFICATION_STATS_KEY,
  notificationTarget,
  useNotificationStats,
} from '@/modules/account/notifications'
import { buttonClass } from '@/modules/ui/button-class'
import { EndMarker } from '@/modules/ui/end-marker'
import { BellIcon, ChevronRightIcon } from '@/modules/ui/icons'
import { ZonedTime } from '@/modules/ui/zoned-time'
import { filterChips, type NotificationFilter } from './notification-filters'

function Skeleton() {
  return (
    <ul className="flex flex-col gap-2" aria-busy="true">
      {[0, 1, 2].map((i) => (
        <li key={i} className="shimmer h-20 rounded-2xl" />
      ))}
    </ul>
  )
}

/** `/notifications` (spec §2/§4): the unread counts, a filter by kind, every notification, open marks read, mark all. */
export function NotificationsPage({ initialType }: { initialType: NotificationFilter | null }) {
  const { t } = useTranslation()
  const { timeZone } = useAppConfig()
  const router = useRouter()
  const client = useQueryClient()
  const stats = useNotificationStats()
  const [type, setType] = useState<NotificationFilter | null>(initialType)
  const [marking, setMarking] = useState(false)
  const list = useInfiniteQuery({
    queryKey: [...NOTIFICATIONS_KEY, 'page', type],
    queryFn: ({ pageParam, signal }) =>
      apiFetch('dashboard/notifications', responses.notificationsPage, {
        query: {
          page: pageParam,
          perPage: NOTIFICATION_PAGE_SIZE,
          column: 'id',
          sort: 'desc',
          type: type ?? undefined,
        },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined),
    staleTime: 0,
  })
  const items = list.data?.pages.flatMap((p) => p.data) ?? []
  const unread = stats.data?.notification ?? 0

  const choose = (next: NotificationFilter | null) => {
    setType(next)
    // The address keeps the filter, so a reload or a shared link shows the same kind.
    router.replace(next ? `/notifications?type=${next}` : '/notifications', { scroll: false })
  }
  const refresh = () => {
    void client.invalidateQueries({ queryKey: NOTIFICATION_STATS_KEY })
    void client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY })
  }
  // Spec §8: a failed mark shows the server's message.
  const failed = (error: unknown) => toast.error(error instanceof ApiError ? error.message : t('error.generic'))

  async function openOne(n: PushNotification) {
    if (!n.read_at) {
      try {
        await apiFetch(`dashboard/notifications/${n.id}/read-at`, noContent, { method: 'POST' })
        refresh()
      } catch (error) {
        failed(error)
      }
    }
    const target = notificationTarget(n)
    if (target) router.push(target)
  }

  async function readAll() {
    setMarking(true)
    try {
      await apiFetch('dashboard/notifications/read-all', noContent, { method: 'POST' })
      refresh()
    } catch (error) {
      failed(error)
    } finally {
      setMarking(false)
    }
  }

  return (
    <div className="flex flex-col gap-5" data-testid="notifications-page">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-muted" aria-live="polite" data-testid="notifications-unread">
          {t('notifications.unread', { count: unread })}
        </p>
        <button
          type="button"
          onClick={() => void readAll()}
          disabled={marking || unread === 0}
          data-testid="notifications-read-all"
          className={buttonClass('secondary', 'sm')}
        >
          {t('notifications.readAll')}
        </button>
      </div>
      <div
        role="group"
        aria-label={t('notifications.filter')}
        className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0"
        data-testid="notifications-filters"
      >
        {filterChips(stats.data).map((chip) => {
          const label = chip.type ? t(`notifications.type.${chip.type}`) : t('notifications.all')
          return (
            <button
              key={chip.type ?? 'all'}
              type="button"
              aria-pressed={type === chip.type}
              onClick={() => choose(chip.type)}
              data-testid="notifications-filter"
              data-type={chip.type ?? 'all'}
              className="flex shrink-0 items-center gap-2 rounded-full bg-surface px-4 py-2 text-sm font-semibold text-muted ring-1 ring-transparent transition hover:ring-line aria-pressed:bg-primary aria-pressed:text-primary-fg"
            >
              {label}
              {chip.unread ? (
                <span
                  className="grid min-w-5 place-items-center rounded-full bg-card px-1.5 text-xs font-bold text-fg"
                  data-testid="notifications-filter-count"
                >
                  <span aria-hidden="true">{chip.unread}</span>
                  <span className="sr-only">{t('notifications.unread', { count: chip.unread })}</span>
                </span>
              ) : null}
            </button>
          )
        })}
      </div>
      {list.isPending ? (
        <Skeleton />
      ) : list.isError ? (
        <p className="rounded-2xl bg-surface p-4 text-danger">{list.error.message}</p>
      ) : items.length === 0 ? (
        <div
          className="flex flex-col items-center gap-3 rounded-3xl bg-surface px-6 py-12 text-center text-muted"
          data-testid="notifications-empty"
        >
          <span className="grid size-16 place-items-center rounded-full bg-card shadow-card">
            <BellIcon size={28} />
          </span>
          <p>{t('notifications.empty')}</p>
        </div>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="notifications-list">
          {items.map((n) => {
            const target = notificationTarget(n)
            return (
              <li key={n.id}>
                <button
                  type="button"
                  onClick={() => void openOne(n)}
                  data-testid="notification-row"
                  data-id={n.id}
                  data-read={n.read_at ? 'true' : 'false'}
                  data-type={n.type}
                  className={`flex w-full items-center gap-3 rounded-2xl px-4 py-3 text-start ring-1 ring-line transition hover:ring-primary ${n.read_at ? 'bg-card' : 'bg-primary-soft'}`}
                >
                  <span className="flex min-w-0 flex-1 flex-col gap-1">
                    <span className="flex items-center gap-2 font-semibold">
                      {n.read_at ? null : (
                        <span className="size-2 shrink-0 rounded-full bg-primary" aria-hidden="true" />
                      )}
                      {n.read_at ? null : <span className="sr-only">{t('notifications.unreadOne')}</span>}
                      <span className="truncate">{n.title ?? t(`notifications.type.${n.type}`)}</span>
                    </span>
                    {n.body ? <span className="line-clamp-2 text-sm text-muted">{n.body}</span> : null}
                    <ZonedTime iso={n.created_at} timeZone={timeZone} className="text-xs text-muted" />
                  </span>
                  {target ? <ChevronRightIcon size={18} className="shrink-0 text-muted rtl:-scale-x-100" /> : null}
                </button>
              </li>
            )
          })}
        </ul>
      )}
      {list.hasNextPage ? (
        <>
          <EndMarker onVisible={() => !list.isFetchingNextPage && void list.fetchNextPage()} />
          <button
            type="button"
            onClick={() => void list.fetchNextPage()}
            disabled={list.isFetchingNextPage}
            className={buttonClass('secondary', 'sm', 'self-center')}
          >
            {t('notifications.more')}
          </button>
        </>
      ) : null}
    </div>
  )
}
