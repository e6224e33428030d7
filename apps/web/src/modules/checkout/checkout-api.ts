'use client'

import type { Order } from '@basil/contracts'
import { apiFetch } from '@/modules/account/api'

export type PaymentMethod = { id: number; tag: string }

/** `rest/payments`: the marketplace's active payment methods. */
export async function fetchPayments(signal?: AbortSignal): Promise<PaymentMethod[]> {
  const res = await apiFetch<{ data: PaymentMethod[] }>('rest/payments', { query: { perPage: 50 }, signal })
  return res.data
}

/** `rest/coupons/check`: resolves when the coupon is valid for this shop and user (only the status matters). */
export async function checkCoupon(coupon: string, shopId: number, userId: number | undefined): Promise<void> {
  await apiFetch('rest/coupons/check', { method: 'POST', body: { coupon, shop_id: shopId, user_id: userId } })
}

export type OrderCreate = {
  cart_id: number
  shop_id: number
  currency_id?: number
  rate: number
  payment_id: number
  delivery_type: 'delivery' | 'pickup'
  /** The moment in the shop's time zone; both left out for "as soon as possible". */
  delivery_date?: string
  delivery_time?: string
  location?: { latitude: number; longitude: number }
  address?: { address: string | null; office: string | null; house: string | null; floor: string | null }
  phone?: string
  username?: string
  coupon?: string
  note?: string
  tips?: number
  /** One per checkout attempt: a retried or double-clicked submit returns the same order. */
  idempotency_key: string
}

export async function createOrder(body: OrderCreate): Promise<Order> {
  const res = await apiFetch<{ data: Order }>('dashboard/user/orders', { method: 'POST', query: { currency_id: body.currency_id }, body })
  return res.data
}

/** Card providers: the hosted payment page to send the customer to (`order-{tag}-process`). */
export async function startOrderPayment(tag: string, orderId: number, currencyId: number | undefined): Promise<string | null> {
  const res = await apiFetch<{ data?: { data?: { url?: string }; url?: string } }>(`dashboard/user/order-${tag}-process`, {
    query: { order_id: orderId, currency_id: currencyId },
  })
  return res.data?.data?.url ?? res.data?.url ?? null
}

/** A fresh idempotency key (crypto.randomUUID needs a secure context; plain http on a LAN address falls back). */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}
