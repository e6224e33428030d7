'use client'

import type { CouponCheckBodyInput, Order, OrderCreateBodyInput, Payment } from '@basil/contracts'
import { apiFetch, noContent } from '@/lib/api/browser'
import { responses } from '@/lib/api/responses'

export type PaymentMethod = Payment

/** `rest/payments`: the marketplace's active payment methods. */
export async function fetchPayments(signal?: AbortSignal): Promise<PaymentMethod[]> {
  const res = await apiFetch('rest/payments', responses.payments, { query: { perPage: 50 }, signal })
  return res.data
}

/** The payment methods' query, the same for the form and for the page that starts it before the form's code. */
export const paymentMethodsQuery = {
  queryKey: ['checkout', 'payments'],
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchPayments(signal),
}

/** `rest/coupons/check`: resolves when the coupon is valid for this shop and user (only the status matters). */
export async function checkCoupon(coupon: string, shopId: number, userId: number | undefined): Promise<void> {
  await apiFetch('rest/coupons/check', noContent, {
    method: 'POST',
    body: { coupon, shop_id: shopId, user_id: userId } satisfies CouponCheckBodyInput,
  })
}

/** The order's body as the contract takes it (`idempotency_key`: one per checkout attempt). */
export type OrderCreate = OrderCreateBodyInput & { currency_id?: number }

export async function createOrder(body: OrderCreate): Promise<Order> {
  const res = await apiFetch('dashboard/user/orders', responses.order, {
    method: 'POST',
    query: { currency_id: body.currency_id },
    body,
  })
  return res.data
}

/** Card providers: the hosted payment page to send the customer to (`order-{tag}-process`). */
export async function startOrderPayment(
  tag: string,
  orderId: number,
  currencyId: number | undefined,
): Promise<string | null> {
  const res = await apiFetch(`dashboard/user/order-${tag}-process`, responses.paymentProcess, {
    query: { order_id: orderId, currency_id: currencyId },
  })
  return res.data.data.url
}

/** A fresh idempotency key (crypto.randomUUID needs a secure context; plain http on a LAN address falls back). */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}
