// What the customer's bell shows about their order (spec: `status_changed` opens /orders/{id}, `order_refunded`
// opens /wallet). Written in the same transaction as the change it reports. A customer who switched off the
// `order_statuses` notifications (or all of them) gets none: notifyUser decides.
import type { Executor } from '../../db/types.ts'
import { notifyUser } from '../notifications/index.ts'

const STATUS_TITLES: Record<string, string> = {
  accepted: 'Your order was accepted',
  cooking: 'Your order is being prepared',
  ready: 'Your order is ready',
  on_a_way: 'Your order is on the way',
  delivered: 'Your order was delivered',
  canceled: 'Your order was canceled',
}

export async function notifyStatusChanged(
  tx: Executor,
  userId: number | null,
  orderId: number,
  status: string,
): Promise<void> {
  if (userId === null) return
  await notifyUser(tx, {
    userId,
    type: 'status_changed',
    title: STATUS_TITLES[status] ?? `Order #${orderId}: ${status}`,
    body: `Order #${orderId}`,
    data: { id: orderId, type: 'order', status },
  })
}

export async function notifyRefundAnswered(
  tx: Executor,
  userId: number | null,
  orderId: number,
  status: 'approved' | 'rejected',
  answer: string | null,
): Promise<void> {
  if (userId === null) return
  await notifyUser(tx, {
    userId,
    // An approved refund lands in the wallet (the bell opens /wallet); a rejection is about the order.
    type: status === 'approved' ? 'order_refunded' : 'status_changed',
    title: status === 'approved' ? 'Your refund was approved' : 'Your refund request was rejected',
    body: answer ?? `Order #${orderId}`,
    data: { id: orderId, type: 'refund', status },
  })
}
