'use client'
// What the live socket changes on the storefront's own pages (decision 017): the order and parcel pages and lists,
// the reservations, the bell and the notifications page, the group cart and the wallet's balance. Each event invalidates the queries it may have
// changed (they refetch if on screen, or when next shown); a (re)connect invalidates them all, since events missed
// while the socket was away are not replayed. Queries poll only while the socket is not up (see their hooks).
import { useQueryClient, type QueryKey } from '@tanstack/react-query'
import { useCallback } from 'react'
import { PROFILE_QUERY_KEY, useSignedIn } from '@/modules/account/session'
import { NOTIFICATION_STATS_KEY } from '@/modules/account/notifications'
import { useGroupStore } from '@/modules/cart/group-store'
import { useCartHydrated } from '@/modules/cart/use-hydrated'
import { chatKey } from '@/modules/chat'
import { LiveSocket, useLiveEvents, type LiveEvent } from '@/modules/live'
import { ordersKey } from '@/modules/orders/orders-api'
import { parcelsKey } from '@/modules/parcels/parcels-api'
import { reservationsKey } from '@/modules/reservations/reservations-api'
import { walletKey } from '@/modules/wallet/wallet-api'

const CART_KEY = ['cart'] as const
/** The notifications' queries (the bell's statistics and lists, the notifications page). */
const NOTIFICATIONS_ROOT = [NOTIFICATION_STATS_KEY[0]] as const
/** Everything the socket keeps current: refetched after a (re)connect. */
const LIVE_KEYS: QueryKey[] = [
  ordersKey,
  parcelsKey,
  reservationsKey,
  NOTIFICATIONS_ROOT,
  CART_KEY,
  walletKey,
  PROFILE_QUERY_KEY,
  chatKey,
]

/** The queries an event may have changed. */
function keysFor(event: LiveEvent): QueryKey[] {
  switch (event.type) {
    case 'order.status_changed':
      // A status change also notifies the customer (the bell) and may settle a wallet payment.
      return [ordersKey, NOTIFICATIONS_ROOT, walletKey, PROFILE_QUERY_KEY]
    case 'order.payment_updated':
    case 'order.refund_updated':
    case 'wallet.updated':
      return [ordersKey, NOTIFICATIONS_ROOT, walletKey, PROFILE_QUERY_KEY]
    case 'parcel.status_changed':
    case 'parcel.payment_updated':
      // A parcel's step notifies its customer too; a canceled paid parcel refunds to the wallet.
      return [parcelsKey, NOTIFICATIONS_ROOT, walletKey, PROFILE_QUERY_KEY]
    case 'booking.status_changed':
      return [reservationsKey, NOTIFICATIONS_ROOT]
    case 'notification.created':
      // A notification no other event covers (an application's decision, a referral reward); a reward moves the
      // wallet too.
      return [NOTIFICATIONS_ROOT, walletKey, PROFILE_QUERY_KEY]
    case 'cart.updated':
    case 'cart.member_kicked':
      // A kicked member's next read fails, and the group watch (cart/group-panel.tsx) tells them.
      return [CART_KEY]
    case 'chat.message':
    case 'chat.read':
      // The header's unread badge and the chat list (an open conversation reads its own messages).
      return [
        [...chatKey, 'unread'],
        [...chatKey, 'list'],
      ]
    default:
      return []
  }
}

/** The socket, open while signed in or following a group cart as a guest, and its effect on the caches. */
export function LiveWiring() {
  const client = useQueryClient()
  const signedIn = useSignedIn()
  const hydrated = useCartHydrated()
  const membership = useGroupStore((s) => s.membership)
  const invalidate = useCallback(
    (keys: QueryKey[]) => {
      // A read already on its way may have been answered before the change committed; a query with no data yet would
      // take that answer and stay stale (invalidation joins a first fetch in flight). So it is cancelled first, and
      // read again.
      for (const queryKey of keys)
        void client.cancelQueries({ queryKey }).then(() => client.invalidateQueries({ queryKey }))
    },
    [client],
  )
  useLiveEvents({
    event: (event) => invalidate(keysFor(event)),
    resume: (what) => invalidate(what.scope === 'all' ? LIVE_KEYS : what.scope.startsWith('cart:') ? [CART_KEY] : []),
  })
  const wanted = signedIn || (hydrated && !!membership)
  // A new socket when the session changes: the cookie is read on the upgrade.
  return <LiveSocket key={signedIn ? 'user' : 'visitor'} wanted={wanted} />
}
