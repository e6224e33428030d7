'use client'

import type {
  Order,
  OrderRepeatBodyInput,
  OrderReviewBodyInput,
  OrderStatusValue,
  RefundCreateBodyInput,
} from '@basil/contracts'
import { apiFetch, noContent } from '@/lib/api/browser'
import { responses } from '@/lib/api/responses'

export const ORDERS_PER_PAGE = 10

export const ordersKey = ['orders'] as const

export function fetchOrders(
  statuses: OrderStatusValue[],
  page: number,
  currencyId: number | undefined,
  signal?: AbortSignal,
) {
  return apiFetch('dashboard/user/orders/paginate', responses.ordersPage, {
    query: {
      currency_id: currencyId,
      order_statuses: true,
      perPage: ORDERS_PER_PAGE,
      page,
      column: 'id',
      sort: 'desc',
      statuses,
    },
    signal,
  })
}

export async function fetchOrder(id: string, currencyId: number | undefined, signal?: AbortSignal): Promise<Order> {
  const res = await apiFetch(`dashboard/user/orders/${encodeURIComponent(id)}`, responses.order, {
    query: { currency_id: currencyId },
    signal,
  })
  return res.data
}

export async function cancelOrder(id: number): Promise<void> {
  await apiFetch(`dashboard/user/orders/${id}/status/change`, noContent, {
    method: 'POST',
    query: { status: 'canceled' },
  })
}

export async function reviewOrder(id: number, rating: number, comment: string): Promise<void> {
  await apiFetch(`dashboard/user/orders/review/${id}`, noContent, {
    method: 'POST',
    body: { rating, comment: comment || undefined } satisfies OrderReviewBodyInput,
  })
}

export async function requestRefund(orderId: number, cause: string): Promise<void> {
  await apiFetch('dashboard/user/order-refunds', noContent, {
    method: 'POST',
    body: { order_id: orderId, cause } satisfies RefundCreateBodyInput,
  })
}

export function fetchRefunds(page: number, signal?: AbortSignal) {
  return apiFetch('dashboard/user/order-refunds/paginate', responses.refundsPage, {
    query: { perPage: ORDERS_PER_PAGE, page },
    signal,
  })
}

/** Asks for the order to be repeated every day from `from` to `to` (YYYY-MM-DD). */
export async function scheduleRepeat(id: number, from: string, to: string): Promise<void> {
  await apiFetch(`dashboard/user/orders/${id}/repeat`, noContent, {
    method: 'POST',
    body: { from, to } satisfies OrderRepeatBodyInput,
  })
}

export async function stopRepeat(id: number): Promise<void> {
  await apiFetch(`dashboard/user/orders/${id}/delete-repeat`, noContent, { method: 'DELETE' })
}
