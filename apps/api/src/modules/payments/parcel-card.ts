// Paying a door-to-door parcel by card: `order-{tag}-process?parcel_id=` opens the provider's hosted page for the
// parcel's server price, and the provider's signed webhook settles it. Same locking as orders: the parcel row first,
// then its attempts; money that arrives for a parcel canceled meanwhile goes back to the wallet through the ledger.
import type { Database, Executor } from '../../db/types.ts'
import { badRequest, notFound } from '../../lib/errors.ts'
import { postWalletEntry } from '../wallet/index.ts'
import { notConfigured, type PaymentProvider } from './providers.ts'
import * as repo from './repository.ts'
import type { CheckoutResult, SettleResult } from './types.ts'
import type { StripeSessionEvent } from './stripe.ts'

export const PARCEL_NOT_FOUND = 'Parcel not found'
export const PARCEL_CANCELED = 'The parcel is canceled'
export const PARCEL_ALREADY_PAID = 'The parcel is already paid'
export const PARCEL_PURPOSE = 'parcel'

/** A session is reused while it has at least this long to live. */
const REUSE_MARGIN_MS = 5 * 60_000

function liveSession(attempt: repo.TransactionRow): string | undefined {
  const payload = attempt.payload ?? {}
  const url = typeof payload.url === 'string' ? payload.url : undefined
  if (!attempt.providerRef || !url) return undefined
  const expires = typeof payload.expires_at === 'string' ? Date.parse(payload.expires_at) : NaN
  if (Number.isFinite(expires) && expires - Date.now() < REUSE_MARGIN_MS) return undefined
  return url
}

/**
 * `GET dashboard/user/order-{tag}-process?parcel_id=`: the provider's page for the customer's own parcel (404 for
 * anyone else's). A paid parcel is refused; asking again answers the same page while it is valid.
 */
export async function startParcelCheckout(
  db: Database,
  provider: PaymentProvider,
  userId: number,
  parcelId: number,
  origin: string,
): Promise<CheckoutResult> {
  if (!provider.configured) throw notConfigured(provider.title)
  const prepared = await db.transaction(async (tx) => {
    const parcel = await repo.lockParcel(tx, parcelId)
    if (!parcel || parcel.userId !== userId) throw notFound(PARCEL_NOT_FOUND)
    if (parcel.status === 'canceled') throw badRequest(PARCEL_CANCELED)
    const payment = await repo.findPayment(tx, { tag: provider.tag })
    if (!payment || !payment.active) throw notConfigured(provider.title)
    const existing = await repo.parcelTransactions(tx, parcel.id)
    if (existing.some((t) => t.status === 'paid' || t.status === 'refund')) throw badRequest(PARCEL_ALREADY_PAID)
    const open = existing.find((t) => t.status === 'progress' && t.paymentId === payment.id)
    const live = open && liveSession(open)
    if (open && live) {
      return {
        kind: 'reuse' as const,
        result: { url: live, providerRef: open.providerRef!, transactionId: open.id },
      }
    }
    await repo.cancelOpenParcelTransactions(tx, parcel.id, open?.id ?? null, `switched to ${provider.tag}`)
    const attempt =
      open ??
      (await repo.insertTransaction(tx, {
        orderId: null,
        parcelOrderId: parcel.id,
        userId,
        paymentId: payment.id,
        price: parcel.totalPrice,
        payload: { purpose: PARCEL_PURPOSE, provider: provider.tag },
      }))
    await repo.setParcelPayment(tx, parcel.id, payment.id)
    return {
      kind: 'new' as const,
      attempt,
      parcel,
      currency: await repo.defaultCurrencyCode(tx),
      email: await repo.userEmail(tx, userId),
    }
  })
  if (prepared.kind === 'reuse') return prepared.result
  const { attempt, parcel } = prepared
  const failures = typeof attempt.payload?.failures === 'number' ? attempt.payload.failures : 0
  let session
  try {
    session = await provider.createCheckout({
      orderId: null,
      transactionId: attempt.id,
      purpose: 'parcel',
      amount: attempt.price,
      currency: prepared.currency,
      description: `Basil parcel #${parcel.id}`,
      successUrl: `${origin}/parcels/${parcel.id}?payment=success`,
      cancelUrl: `${origin}/parcels/${parcel.id}?payment=canceled`,
      customerEmail: prepared.email,
      idempotencyKey: `basil-parcel-${attempt.id}-${attempt.providerRef ?? 'first'}-${failures}`,
    })
  } catch (error) {
    await repo.updateTransaction(db, attempt.id, { payload: { ...(attempt.payload ?? {}), failures: failures + 1 } })
    throw error
  }
  await db.transaction(async (tx) => {
    await repo.lockParcel(tx, parcel.id)
    const current = (await repo.parcelTransactions(tx, parcel.id)).find((t) => t.id === attempt.id)
    // Settled or replaced meanwhile (a webhook, another method): the session stays unused.
    if (current?.status !== 'progress') return
    await repo.updateTransaction(tx, attempt.id, {
      providerRef: session.providerRef,
      payload: {
        ...(current.payload ?? {}),
        url: session.url,
        expires_at: session.expiresAt?.toISOString() ?? null,
      },
    })
  })
  return { url: session.url, providerRef: session.providerRef, transactionId: attempt.id }
}

/** The webhook's outcome for a parcel's attempt (called inside the webhook's transaction). */
export async function settleParcelSession(
  tx: Executor,
  found: repo.TransactionRow,
  event: StripeSessionEvent,
  outcome: 'paid' | 'rejected' | 'canceled',
): Promise<SettleResult> {
  const parcel = await repo.lockParcel(tx, found.parcelOrderId!)
  const attempt = (await repo.lockTransactionByRef(tx, event.sessionId))!
  if (!parcel) return { handled: false }
  const eventNote = { last_event_id: event.eventId, payment_intent: event.paymentIntent }
  if (outcome !== 'paid') {
    if (attempt.status !== 'progress') return { handled: true, status: attempt.status }
    const row = await repo.updateTransaction(tx, attempt.id, {
      status: outcome,
      payload: { ...(attempt.payload ?? {}), ...eventNote },
      note: outcome === 'canceled' ? 'payment page expired' : 'payment failed',
    })
    return { handled: true, status: row.status, changed: true }
  }
  if (attempt.status === 'paid' || attempt.status === 'refund') return { handled: true, status: attempt.status }
  if (event.amountTotal !== null && event.amountTotal !== attempt.price) {
    await repo.updateTransaction(tx, attempt.id, {
      note: `amount mismatch: provider reported ${event.amountTotal}, expected ${attempt.price}`,
      payload: { ...(attempt.payload ?? {}), ...eventNote },
    })
    return { handled: true, status: attempt.status }
  }
  const others = await repo.parcelTransactions(tx, parcel.id)
  const alreadyPaid = others.some((t) => t.id !== attempt.id && t.status === 'paid')
  if ((parcel.status === 'canceled' || alreadyPaid) && parcel.userId) {
    // Paid after the parcel was canceled, or paid twice (a wallet payment won meanwhile): the money goes back.
    await postWalletEntry(tx, {
      userId: parcel.userId,
      amount: attempt.price,
      type: 'refund',
      parcelOrderId: parcel.id,
      note: `Card payment for parcel #${parcel.id} returned`,
    })
    const row = await repo.updateTransaction(tx, attempt.id, {
      status: 'refund',
      payload: { ...(attempt.payload ?? {}), ...eventNote },
      note: alreadyPaid ? 'the parcel was already paid: refunded to the wallet' : 'parcel canceled: refunded',
    })
    return { handled: true, status: row.status, changed: true }
  }
  await repo.cancelOpenParcelTransactions(tx, parcel.id, attempt.id, `paid with ${attempt.payload?.provider ?? 'card'}`)
  const row = await repo.updateTransaction(tx, attempt.id, {
    status: 'paid',
    payload: { ...(attempt.payload ?? {}), ...eventNote },
  })
  await repo.setParcelPayment(tx, parcel.id, attempt.paymentId)
  return { handled: true, status: row.status, changed: true }
}
