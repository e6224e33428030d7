'use client'

import type { Order, OrderStatusValue, PaginationMeta, Refund } from '@basil/contracts'
import { apiFetch } from '@/modules/account/api'

export type OrdersPage = { data: Order[]; meta: Pick<PaginationMeta, 'current_page' | 'last_page' | 'total'> }

export type RefundsPage = { data: Refund[]; meta: Pick<PaginationMeta, 'current_page' | 'last_page' | 'total'> }

export const ORDERS_PER_PAGE = 10

export const ordersKey = ['orders'] as const

export function fetchOrders(statuses: OrderStatusValue[], page: number, currencyId: number | undefined, signal?: AbortSignal) {
  return apiFetch<OrdersPage>('dashboard/user/orders/paginate', {
    query: { currency_id: currencyId, order_statuses: true, perPage: ORDERS_PER_PAGE, page, column: 'id', sort: 'desc', statuses },
    signal,
  })
}

export async function fetchOrder(id: string, currencyId: number | undefined, signal?: AbortSignal): Promise<Order> {
  const res = await apiFetch<{ data: Order }>(`dashboard/user/orders/${encodeURIComponent(id)}`, { query: { currency_id: currencyId }, signal })
  return res.data
}

export async function cancelOrder(id: number): Promise<void> {
  await apiFetch(`dashboard/user/orders/${id}/status/change`, { method: 'POST', query: { status: 'canceled' } })
}

export async function reviewOrder(id: number, rating: number, comment: string): Promise<void> {
  await apiFetch(`dashboard/user/orders/review/${id}`, { method: 'POST', body: { rating, comment: comment || undefined } })
}

export async function requestRefund(orderId: number, cause: string): Promise<void> {
  await apiFetch('dashboard/user/order-refunds', { method: 'POST', body: { order_id: orderId, cause } })
}

export function fetchRefunds(page: number, signal?: AbortSignal) {
  return apiFetch<RefundsPage>('dashboard/user/order-refunds/paginate', { query: { perPage: ORDERS_PER_PAGE, page }, signal })
}

/** Asks for the order to be repeated every day from `from` to `to` (YYYY-MM-DD). */
export async function scheduleRepeat(id: number, from: string, to: string): Promise<void> {
  await apiFetch(`dashboard/user/orders/${id}/repeat`, { method: 'POST', body: { from, to } })
}

export async function stopRepeat(id: number): Promise<void> {
  await apiFetch(`dashboard/user/orders/${id}/delete-repeat`, { method: 'DELETE' })
}
