// Paying for an order: choosing how (`POST /payments/order/{id}/transactions`), starting a card provider's hosted
// payment (`order-{tag}-process`), and settling it when the provider's signed webhook reports the outcome. Each step
// locks the order row, so two requests for one order are decided one after the other; money moves only through the
// wallet ledger, in the same database transaction as the payment row that accounts for it.
import type { Transaction } from '@basil/contracts'
import type { Database, Executor } from '../../db/types.ts'
import type { TransactionStatus } from '../../db/schema/index.ts'
import { badRequest, notFound } from '../../lib/errors.ts'
import { ensureWallet, postWalletEntry } from '../wallet/index.ts'
import {
  isProviderTag,
  notConfigured,
  type CheckoutSession,
  type PaymentProvider,
  type PaymentsRuntime,
} from './providers.ts'
import { settleParcelSession } from './parcel-card.ts'
import * as repo from './repository.ts'
import type { StripeSessionEvent } from './stripe.ts'
import type { CheckoutResult, SettleResult } from './types.ts'

export const CHOOSE_PAYMENT = 'Please, choose payment method'
export const ALREADY_PAID = 'The order is already paid'
export const ORDER_CANCELED = 'The order is canceled'
export const ORDER_NOT_FOUND = 'Order not found'
export const NOT_ACCEPTED_BY_SHOP = 'This shop does not accept this payment method'

/** Minor units at the order's rate to a 2-decimal amount. */
const atRate = (minor: number, rate: number) => Math.round(minor * rate) / 100

export function presentTransaction(row: repo.TransactionRow, tag: string | null, rate: number): Transaction {
  return {
    id: row.id,
    order_id: row.orderId ?? 0,
    price: atRate(row.price, rate),
    status: row.status,
    payment_system: tag ? { id: row.paymentId, tag } : null,
    created_at: row.createdAt.toISOString(),
  }
}

async function lockOwnOrder(tx: Executor, userId: number, orderId: number): Promise<repo.OrderRow> {
  const order = await repo.lockOrder(tx, orderId)
  // Someone else's order is as absent as a missing one.
  if (!order || order.userId !== userId) throw notFound(ORDER_NOT_FOUND)
  if (order.status === 'canceled') throw badRequest(ORDER_CANCELED)
  return order
}

export interface TransactionResult {
  transaction: Transaction
  order: { id: number; userId: number | null; shopId: number }
  changed: boolean
}

/**
 * `POST /payments/order/{id}/transactions {payment_sys_id}`: pay the order with that method. Idempotent: the same
 * method again answers the existing attempt. Cash leaves it to pay on delivery (`progress`); wallet debits the
 * customer through the ledger (`paid`, or 400 "Insufficient wallet balance" with nothing changed); a card provider
 * opens a `progress` attempt that `order-{tag}-process` turns into a payment page. A paid order cannot change method.
 */
export async function chooseOrderPayment(
  db: Database,
  runtime: PaymentsRuntime,
  userId: number,
  orderId: number,
  paymentId: number | null | undefined,
): Promise<TransactionResult> {
  if (!paymentId) throw badRequest(CHOOSE_PAYMENT, { payment_sys_id: [CHOOSE_PAYMENT] })
  return db.transaction(async (tx) => {
    const order = await lockOwnOrder(tx, userId, orderId)
    const payment = await repo.findPayment(tx, { id: paymentId })
    if (!payment || !payment.active) throw badRequest(CHOOSE_PAYMENT, { payment_sys_id: [CHOOSE_PAYMENT] })
    if (isProviderTag(payment.tag) && !runtime.providers.get(payment.tag)?.configured) {
      throw notConfigured(runtime.providers.get(payment.tag)!.title)
    }
    if (payment.tag !== 'cash' && payment.tag !== 'wallet' && !isProviderTag(payment.tag)) {
      throw badRequest(CHOOSE_PAYMENT, { payment_sys_id: [CHOOSE_PAYMENT] })
    }
    if (!(await repo.shopAcceptsPayment(tx, order.shopId, payment.id))) throw badRequest(NOT_ACCEPTED_BY_SHOP)
    const existing = await repo.orderTransactions(tx, order.id)
    // A refunded payment still counts: the order was paid once and is settled.
    const settled = existing.find((t) => t.status === 'paid' || t.status === 'refund')
    const summary = { id: order.id, userId: order.userId, shopId: order.shopId }
    if (settled) {
      if (settled.paymentId !== payment.id || settled.status === 'refund') throw badRequest(ALREADY_PAID)
      return { transaction: presentTransaction(settled, payment.tag, order.rate), order: summary, changed: false }
    }
    const open = existing.find((t) => t.status === 'progress' && t.paymentId === payment.id)
    if (open) return { transaction: presentTransaction(open, payment.tag, order.rate), order: summary, changed: false }

    await repo.cancelOpenTransactions(tx, order.id, null, `switched to ${payment.tag}`)
    let status: TransactionStatus = 'progress'
    if (payment.tag === 'wallet') {
      await postWalletEntry(tx, {
        userId,
        amount: -order.totalPrice,
        type: 'order',
        orderId: order.id,
        authorId: userId,
        note: `Payment for order #${order.id}`,
      })
      status = 'paid'
    }
    const row = await repo.insertTransaction(tx, {
      orderId: order.id,
      userId,
      paymentId: payment.id,
      price: order.totalPrice,
      status,
    })
    await repo.setOrderPayment(tx, order.id, payment.id)
    return { transaction: presentTransaction(row, payment.tag, order.rate), order: summary, changed: true }
  })
}

/** A session is reused while it has at least this long to live. */
const REUSE_MARGIN_MS = 5 * 60_000

/**
 * `GET dashboard/user/order-{tag}-process?order_id=`: the provider's hosted payment page for the order. The
 * attempt row is prepared under the order lock, the provider is called outside any database transaction (with an
 * idempotency key derived from the attempt, so concurrent calls get one session), and the session is recorded.
 */
export async function startCheckout(
  db: Database,
  provider: PaymentProvider,
  userId: number,
  orderId: number,
  origin: string,
): Promise<CheckoutResult> {
  if (!provider.configured) throw notConfigured(provider.title)
  const prepared = await db.transaction(async (tx) => {
    const order = await lockOwnOrder(tx, userId, orderId)
    const payment = await repo.findPayment(tx, { tag: provider.tag })
    if (!payment || !payment.active) throw notConfigured(provider.title)
    if (!(await repo.shopAcceptsPayment(tx, order.shopId, payment.id))) throw badRequest(NOT_ACCEPTED_BY_SHOP)
    const existing = await repo.orderTransactions(tx, order.id)
    if (existing.some((t) => t.status === 'paid' || t.status === 'refund')) throw badRequest(ALREADY_PAID)
    let attempt = existing.find((t) => t.status === 'progress' && t.paymentId === payment.id)
    const live = attempt && liveSession(attempt)
    if (attempt && live) {
      return {
        kind: 'reuse' as const,
        result: { url: live, providerRef: attempt.providerRef!, transactionId: attempt.id },
      }
    }
    await repo.cancelOpenTransactions(tx, order.id, attempt?.id ?? null, `switched to ${provider.tag}`)
    if (!attempt) {
      attempt = await repo.insertTransaction(tx, {
        orderId: order.id,
        userId,
        paymentId: payment.id,
        price: order.totalPrice,
      })
    } else if (attempt.price !== order.totalPrice) {
      attempt = await repo.updateTransaction(tx, attempt.id, { price: order.totalPrice })
    }
    await repo.setOrderPayment(tx, order.id, payment.id)
    return {
      kind: 'new' as const,
      attempt,
      order,
      currency: await repo.defaultCurrencyCode(tx),
      email: await repo.userEmail(tx, userId),
    }
  })
  if (prepared.kind === 'reuse') return prepared.result
  const { attempt, order } = prepared
  // Stripe replays a stored answer (even an error) for a key it has seen: a failed try moves the key on.
  const failures = typeof attempt.payload?.failures === 'number' ? attempt.payload.failures : 0
  let session: CheckoutSession
  try {
    session = await provider.createCheckout({
      orderId: order.id,
      transactionId: attempt.id,
      purpose: 'order',
      amount: attempt.price,
      currency: prepared.currency,
      description: `Order #${order.id}`,
      successUrl: `${origin}/orders/${order.id}?payment=success`,
      cancelUrl: `${origin}/orders/${order.id}?payment=canceled`,
      customerEmail: prepared.email,
      // The same attempt in the same state asks for the same session; a replaced (expired) one gets a new key.
      idempotencyKey: `basil-tx-${attempt.id}-${attempt.providerRef ?? 'first'}-${failures}`,
    })
  } catch (error) {
    await repo.updateTransaction(db, attempt.id, { payload: { ...(attempt.payload ?? {}), failures: failures + 1 } })
    throw error
  }
  await db.transaction(async (tx) => {
    await repo.lockOrder(tx, order.id)
    const [current] = (await repo.orderTransactions(tx, order.id)).filter((t) => t.id === attempt.id)
    // Settled or replaced meanwhile (a webhook, another method): the session stays unused.
    if (current?.status !== 'progress') return
    await repo.updateTransaction(tx, attempt.id, {
      providerRef: session.providerRef,
      payload: {
        ...(current.payload ?? {}),
        provider: provider.tag,
        url: session.url,
        expires_at: session.expiresAt?.toISOString() ?? null,
      },
    })
  })
  return { url: session.url, providerRef: session.providerRef, transactionId: attempt.id }
}

function liveSession(attempt: repo.TransactionRow): string | undefined {
  const payload = attempt.payload ?? {}
  const url = typeof payload.url === 'string' ? payload.url : undefined
  if (!attempt.providerRef || !url) return undefined
  const expires = typeof payload.expires_at === 'string' ? Date.parse(payload.expires_at) : NaN
  if (Number.isFinite(expires) && expires - Date.now() < REUSE_MARGIN_MS) return undefined
  return url
}

/**
 * A Stripe Checkout webhook: the attempt with that session becomes `paid` (completed and paid, or an async payment
 * succeeded), `rejected` (async payment failed) or `canceled` (session expired). Replays change nothing. Money that
 * arrives for an order canceled meanwhile goes back to the customer's wallet through the ledger (`refund`).
 */
export async function settleStripeSession(db: Database, event: StripeSessionEvent): Promise<SettleResult> {
  let outcome: 'paid' | 'rejected' | 'canceled'
  switch (event.type) {
    case 'checkout.session.completed':
      if (event.paymentStatus !== 'paid' && event.paymentStatus !== 'no_payment_required') return { handled: false }
      outcome = 'paid'
      break
    case 'checkout.session.async_payment_succeeded':
      outcome = 'paid'
      break
    case 'checkout.session.async_payment_failed':
      outcome = 'rejected'
      break
    case 'checkout.session.expired':
      outcome = 'canceled'
      break
    default:
      return { handled: false }
  }
  return db.transaction(async (tx) => {
    const found = await repo.findTransactionByRef(tx, event.sessionId)
    if (found && found.orderId === null && found.payload?.purpose === WALLET_TOPUP)
      return settleTopUp(tx, event, outcome)
    if (found && found.parcelOrderId !== null) return settleParcelSession(tx, found, event, outcome)
    if (!found?.orderId) return { handled: false }
    // Lock order first, then re-read the attempt: the same order as every other payment path.
    const order = await repo.lockOrder(tx, found.orderId)
    const attempt = (await repo.lockTransactionByRef(tx, event.sessionId))!
    if (!order) return { handled: false }
    const summary = { id: order.id, userId: order.userId, shopId: order.shopId }
    const eventNote = { last_event_id: event.eventId, payment_intent: event.paymentIntent }
    if (outcome !== 'paid') {
      if (attempt.status !== 'progress') return { handled: true, order: summary, status: attempt.status }
      const row = await repo.updateTransaction(tx, attempt.id, {
        status: outcome,
        payload: { ...(attempt.payload ?? {}), ...eventNote },
        note: outcome === 'canceled' ? 'payment page expired' : 'payment failed',
      })
      return { handled: true, order: summary, status: row.status, changed: true }
    }
    if (attempt.status === 'paid' || attempt.status === 'refund')
      return { handled: true, order: summary, status: attempt.status }
    if (event.amountTotal !== null && event.amountTotal !== attempt.price) {
      // Never expected (we set the amount); keep the attempt open and leave a trace for an operator.
      await repo.updateTransaction(tx, attempt.id, {
        note: `amount mismatch: provider reported ${event.amountTotal}, expected ${attempt.price}`,
        payload: { ...(attempt.payload ?? {}), ...eventNote },
      })
      return { handled: true, order: summary, status: attempt.status }
    }
    if (order.status === 'canceled' && order.userId) {
      await postWalletEntry(tx, {
        userId: order.userId,
        amount: attempt.price,
        type: 'refund',
        orderId: order.id,
        note: `Card payment for canceled order #${order.id}`,
      })
      const row = await repo.updateTransaction(tx, attempt.id, {
        status: 'refund',
        payload: { ...(attempt.payload ?? {}), ...eventNote },
        note: 'paid after the order was canceled: refunded to the wallet',
      })
      return { handled: true, order: summary, status: row.status, changed: true }
    }
    await repo.cancelOpenTransactions(tx, order.id, attempt.id, `paid with ${attempt.payload?.provider ?? 'card'}`)
    const row = await repo.updateTransaction(tx, attempt.id, {
      status: 'paid',
      payload: { ...(attempt.payload ?? {}), ...eventNote },
    })
    await repo.setOrderPayment(tx, order.id, attempt.paymentId)
    return { handled: true, order: summary, status: row.status, changed: true }
  })
}

const WALLET_TOPUP = 'wallet_topup'
const MIN_TOPUP = 100
const MAX_TOPUP = 1_000_000
export const TOPUP_RANGE = `The amount must be between ${MIN_TOPUP / 100} and ${MAX_TOPUP / 100} in the default currency`

/**
 * `GET dashboard/user/order-{tag}-process?wallet_id=&total_price=&currency_id=`: a payment page that tops up the
 * user's wallet (created on demand; `wallet_id`, when given, must be it). `total_price` is in the request's currency;
 * the wallet is credited (ledger `topup`) only when the provider's webhook reports the payment.
 */
export async function startWalletTopUp(
  db: Database,
  provider: PaymentProvider,
  userId: number,
  input: { walletId?: number | undefined; totalPrice: number; rate: number },
  origin: string,
): Promise<CheckoutResult> {
  if (!provider.configured) throw notConfigured(provider.title)
  const amount = Math.round((input.totalPrice / (input.rate || 1)) * 100)
  if (!Number.isFinite(amount) || amount < MIN_TOPUP || amount > MAX_TOPUP) {
    throw badRequest(TOPUP_RANGE, { total_price: [TOPUP_RANGE] })
  }
  const prepared = await db.transaction(async (tx) => {
    const wallet = await ensureWallet(tx, userId)
    if (input.walletId !== undefined && wallet.id !== input.walletId) throw notFound('Wallet not found')
    const payment = await repo.findPayment(tx, { tag: provider.tag })
    if (!payment || !payment.active) throw notConfigured(provider.title)
    const attempt = await repo.insertTransaction(tx, {
      orderId: null,
      userId,
      paymentId: payment.id,
      price: amount,
      payload: { purpose: WALLET_TOPUP, wallet_id: wallet.id, provider: provider.tag },
    })
    return { attempt, currency: await repo.defaultCurrencyCode(tx), email: await repo.userEmail(tx, userId) }
  })
  const session = await provider.createCheckout({
    orderId: null,
    transactionId: prepared.attempt.id,
    purpose: 'wallet_topup',
    amount,
    currency: prepared.currency,
    description: 'Wallet top-up',
    successUrl: `${origin}/wallet?payment=success`,
    cancelUrl: `${origin}/wallet?payment=canceled`,
    customerEmail: prepared.email,
    idempotencyKey: `basil-topup-${prepared.attempt.id}`,
  })
  await repo.updateTransaction(db, prepared.attempt.id, {
    providerRef: session.providerRef,
    payload: {
      ...(prepared.attempt.payload ?? {}),
      url: session.url,
      expires_at: session.expiresAt?.toISOString() ?? null,
    },
  })
  return { url: session.url, providerRef: session.providerRef, transactionId: prepared.attempt.id }
}

async function settleTopUp(
  tx: Executor,
  event: StripeSessionEvent,
  outcome: 'paid' | 'rejected' | 'canceled',
): Promise<SettleResult> {
  const attempt = (await repo.lockTransactionByRef(tx, event.sessionId))!
  const eventNote = { last_event_id: event.eventId, payment_intent: event.paymentIntent }
  if (attempt.status !== 'progress' || attempt.userId === null) return { handled: true, status: attempt.status }
  if (outcome !== 'paid') {
    const row = await repo.updateTransaction(tx, attempt.id, {
      status: outcome,
      payload: { ...(attempt.payload ?? {}), ...eventNote },
    })
    return { handled: true, status: row.status, changed: true }
  }
  if (event.amountTotal !== null && event.amountTotal !== attempt.price) {
    await repo.updateTransaction(tx, attempt.id, {
      note: `amount mismatch: provider reported ${event.amountTotal}, expected ${attempt.price}`,
    })
    return { handled: true, status: attempt.status }
  }
  await postWalletEntry(tx, {
    userId: attempt.userId,
    amount: attempt.price,
    type: 'topup',
    authorId: attempt.userId,
    note: 'Card top-up',
  })
  const row = await repo.updateTransaction(tx, attempt.id, {
    status: 'paid',
    payload: { ...(attempt.payload ?? {}), ...eventNote },
  })
  return { handled: true, status: row.status, changed: true, topUp: { userId: attempt.userId, amount: attempt.price } }
}
