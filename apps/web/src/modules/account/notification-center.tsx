'use client'

import type { PushNotification } from '@basil/contracts'
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { useTranslation } from '@/lib/i18n/react'
import { toast } from '@/lib/toast'
import { Dialog } from '@/modules/ui/dialog'
import { BellIcon } from '@/modules/ui/icons'
import { ZonedTime } from '@/modules/ui/zoned-time'
import { useAppConfig } from '@/lib/app-config'
import { ApiError, apiFetch, noContent } from '@/lib/api/browser'
import { responses } from '@/lib/api/responses'
import {
  NOTIFICATIONS_KEY,
  NOTIFICATION_PAGE_SIZE,
  NOTIFICATION_STATS_KEY,
  notificationTarget,
  useNotificationStats,
} from './notifications'

/** The notification centre (spec §2/§4): statistics, the list 5 at a time, open marks read, mark all. */
export default function NotificationCenter({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const { t } = useTranslation()
  // Notifications are the visitor's own news: their zone (named when the server does not know it yet).
  const { timeZone } = useAppConfig()
  const router = useRouter()
  const client = useQueryClient()
  const stats = useNotificationStats()
  const [marking, setMarking] = useState(false)
  const list = useInfiniteQuery({
    queryKey: NOTIFICATIONS_KEY,
    queryFn: ({ pageParam, signal }) =>
      apiFetch('dashboard/notifications', responses.notificationsPage, {
        query: { page: pageParam, perPage: NOTIFICATION_PAGE_SIZE, column: 'id', sort: 'desc' },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined),
    staleTime: 0,
    enabled: open,
  })
  const items = list.data?.pages.flatMap((p) => p.data) ?? []
  const unread = stats.data?.notification ?? 0

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
    if (target) {
      onOpenChange(false)
      router.push(target)
    }
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
    <Dialog open={open} onOpenChange={onOpenChange} title={t('notifications.title')} size="md" position="sheet">
      <div className="flex flex-col gap-3 px-6 pb-6 pt-3" data-testid="notification-center">
        <div className="flex items-center justify-between gap-3">
          <p className="text-sm text-muted" aria-live="polite">
            {t('notifications.unread', { count: unread })}
          </p>
          <button
            type="button"
            onClick={readAll}
            disabled={marking || unread === 0}
            className="rounded-full px-3 py-1.5 text-sm font-semibold text-primary-ink hover:bg-surface disabled:text-muted disabled:hover:bg-transparent"
          >
            {t('notifications.readAll')}
          </button>
        </div>
        {list.isPending ? (
          <ul className="flex flex-col gap-2" aria-busy="true" aria-label={t('a11y.loading')}>
            {[0, 1, 2].map((i) => (
              <li key={i} className="h-16 animate-pulse rounded-2xl bg-surface" />
            ))}
          </ul>
        ) : items.length === 0 ? (
          <div className="flex flex-col items-center gap-3 py-10 text-center text-muted">
            <BellIcon size={32} />
            <p>{t('notifications.empty')}</p>
          </div>
        ) : (
          <ul className="flex flex-col gap-2">
            {items.map((n) => (
              <li key={n.id}>
                <button
                  type="button"
                  onClick={() => void openOne(n)}
                  className={`flex w-full flex-col gap-1 rounded-2xl px-4 py-3 text-start transition hover:bg-surface ${n.read_at ? '' : 'bg-primary-soft'}`}
                >
                  <span className="flex items-center gap-2 font-semibold">
                    {n.read_at ? null : <span className="size-2 shrink-0 rounded-full bg-primary" aria-hidden="true" />}
                    {n.read_at ? null : <span className="sr-only">{t('notifications.unreadOne')}</span>}
                    {n.title ?? t(`notifications.type.${n.type}`)}
                  </span>
                  {n.body ? <span className="line-clamp-2 text-sm text-muted">{n.body}</span> : null}
                  <ZonedTime iso={n.created_at} timeZone={timeZone} className="text-xs text-muted" />
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className="flex flex-wrap items-center justify-center gap-2">
          {list.hasNextPage ? (
            <button
              type="button"
              onClick={() => void list.fetchNextPage()}
              disabled={list.isFetchingNextPage}
              className="rounded-full px-5 py-2 text-sm font-semibold ring-1 ring-line hover:bg-surface"
            >
              {t('notifications.more')}
            </button>
          ) : null}
          <Link
            href="/notifications"
            onClick={() => onOpenChange(false)}
            data-testid="notifications-see-all"
            className="rounded-full px-5 py-2 text-sm font-semibold text-primary-ink hover:bg-surface"
          >
            {t('notifications.seeAll')}
          </Link>
        </div>
      </div>
    </Dialog>
  )
}
