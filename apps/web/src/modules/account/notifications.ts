'use client'

import type { PushNotification } from '@basil/contracts'
import { useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api/browser'
import { responses } from '@/lib/api/responses'
import { useSignedIn } from './session'
import { useLiveUp } from '@/modules/live'

export const NOTIFICATION_STATS_KEY = ['notifications', 'statistic'] as const
export const NOTIFICATIONS_KEY = ['notifications', 'list'] as const
/** Spec §9: notification page size 5, statistics polled every 10 s. */
export const NOTIFICATION_PAGE_SIZE = 5
const POLL_MS = 10_000

/** Unread counts (raw, unwrapped answer), polled while signed in and the live socket is not up. */
export function useNotificationStats() {
  const signedIn = useSignedIn()
  const live = useLiveUp()
  return useQuery({
    queryKey: NOTIFICATION_STATS_KEY,
    queryFn: ({ signal }) =>
      apiFetch('dashboard/user/profile/notifications-statistic', responses.notificationStatistic, { signal }),
    enabled: signedIn,
    staleTime: 0,
    refetchInterval: signedIn && !live ? POLL_MS : false,
  })
}

/** Spec §4: where a notification leads. */
export function notificationTarget(n: PushNotification): string | null {
  const data = n.data ?? {}
  const id = data.id
  switch (n.type) {
    case 'status_changed':
      if (id === undefined || id === null) return null
      return data.type === 'parcel' ? `/parcels/${String(id)}` : `/orders/${String(id)}`
    case 'booking_status':
      return '/reservations'
    case 'news_publish':
      return typeof id === 'string' || typeof id === 'number'
        ? `/?news=${encodeURIComponent(String(data.uuid ?? id))}`
        : '/'
    case 'order_refunded':
    case 'transaction':
      return '/wallet'
    case 'new_user_by_referral':
      return '/referrals'
    case 'application_status':
      return data.type === 'courier' ? '/be-courier' : '/be-seller'
    default:
      return null
  }
}
