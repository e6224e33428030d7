import type { NotificationStatistic } from '@basil/contracts'

/** The kinds a customer can filter the notifications page by (spec §3 types a customer receives), in menu order. */
export const NOTIFICATION_FILTERS = [
  'status_changed',
  'news_publish',
  'booking_status',
  'order_refunded',
  'new_user_by_referral',
  'transaction',
] as const
export type NotificationFilter = (typeof NOTIFICATION_FILTERS)[number]

export interface FilterChip {
  /** `null` is "all". */
  type: NotificationFilter | null
  /** Unread of that kind from `notifications-statistic`, or null when the statistics do not count the kind. */
  unread: number | null
}

/** The filter chips with their unread counts; "all" carries the statistics' total. */
export function filterChips(stats: NotificationStatistic | undefined): FilterChip[] {
  const counted = (type: NotificationFilter): number | null => {
    if (type === 'order_refunded') return null
    return stats ? stats[type] : null
  }
  return [
    { type: null, unread: stats ? stats.notification : null },
    ...NOTIFICATION_FILTERS.map((type) => ({ type, unread: counted(type) })),
  ]
}

/** The `?type=` of the page's address, kept only when it is a kind the page offers. */
export function filterFromParam(value: string | null | undefined): NotificationFilter | null {
  return (NOTIFICATION_FILTERS as readonly string[]).includes(value ?? '') ? (value as NotificationFilter) : null
}
