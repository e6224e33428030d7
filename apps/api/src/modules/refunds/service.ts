// Refunds: a customer asks for one on a delivered order (one open request at a time); the shop's seller approves
// (what was paid goes back to the customer's wallet through the ledger, in the same transaction as the answer) or
// rejects it with a reason. An answered request cannot be answered again, so money moves at most once.
import type { Refund } from '@basil/contracts'
import type { Database, Executor } from '../../db/types.ts'
import type { RequestContext } from '../../lib/context.ts'
import { badRequest, notFound } from '../../lib/errors.ts'
import type { AuthUser } from '../../plugins/auth.ts'
import { findOrder } from '../orders/index.ts'
import { notifyRefundAnswered } from '../seller/index.ts'
import { requireSellerShops } from '../seller/index.ts'
import { presentShopsByIds } from '../shops/index.ts'
import { postWalletEntry } from '../wallet/index.ts'
import * as repo from './repository.ts'

export const REFUND_DELIVERED_ONLY = 'You can ask for a refund of a delivered order only'
export const REFUND_PENDING = 'A refund request for this order is already pending'
export const REFUND_DONE = 'This order has already been refunded'
export const REFUND_ANSWERED = 'This refund request has already been answered'
export const REFUND_NOT_FOUND = 'Refund not found'
export const REFUND_NOTHING_PAID = 'Nothing was paid for this order, so there is nothing to refund'
export const REFUND_REASON_REQUIRED = 'Please, tell the customer why the refund is rejected'

const atRate = (minor: number, rate: number) => Math.round(minor * rate) / 100

export async function presentRefunds(db: Executor, rows: repo.RefundRow[], ctx: RequestContext): Promise<Refund[]> {
  if (rows.length === 0) return []
  const orderRows = await repo.listOrders(db, [...new Set(rows.map((r) => r.orderId))])
  const [shops, people] = await Promise.all([
    presentShopsByIds(db, [...new Set(orderRows.map((o) => o.shopId))], ctx),
    repo.listUsers(db, [...new Set(rows.flatMap((r) => (r.userId === null ? [] : [r.userId])))]),
  ])
  const ordersById = new Map(orderRows.map((o) => [o.id, o]))
  const peopleById = new Map(people.map((p) => [p.id, p]))
  return rows.map((r) => {
    const order = ordersById.get(r.orderId)
    const shop = order ? shops.get(order.shopId) : undefined
    return {
      id: r.id,
      order_id: r.orderId,
      user_id: r.userId,
      cause: r.cause,
      answer: r.answer,
      status: r.status,
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
      order: order
        ? {
            id: order.id,
            status: order.status,
            total_price: atRate(order.totalPrice, order.rate),
            rate: order.rate,
            currency_id: order.currencyId,
            delivery_type: order.deliveryType,
            created_at: order.createdAt.toISOString(),
            shop: shop
              ? {
                  id: shop.id,
                  uuid: shop.uuid,
                  slug: shop.slug,
                  logo_img: shop.logo_img,
                  translation: shop.translation
                    ? { id: shop.translation.id, locale: shop.translation.locale, title: shop.translation.title }
                    : null,
                  timezone: shop.timezone,
                }
              : null,
          }
        : null,
      user: r.userId !== null ? (peopleById.get(r.userId) ?? null) : null,
    }
  })
}

export interface RefundListQuery {
  status?: repo.RefundStatus
  sort?: 'asc' | 'desc'
}

export async function listOwnRefunds(
  db: Database,
  userId: number,
  query: RefundListQuery,
  window: { perPage: number; offset: number },
  ctx: RequestContext,
) {
  const { rows, total } = await repo.pageRefunds(
    db,
    { userId, status: query.status },
    query.sort ?? 'desc',
    window.perPage,
    window.offset,
  )
  return { items: await presentRefunds(db, rows, ctx), total }
}

export async function showOwnRefund(db: Database, userId: number, id: number, ctx: RequestContext): Promise<Refund> {
  const row = await repo.findRefund(db, id)
  if (!row || row.userId !== userId) throw notFound(REFUND_NOT_FOUND)
  return (await presentRefunds(db, [row], ctx))[0]!
}

/** `POST dashboard/user/order-refunds {order_id, cause}`. */
export async function requestRefund(
  db: Database,
  userId: number,
  input: { order_id: number; cause: string },
  ctx: RequestContext,
): Promise<Refund> {
  const row = await db.transaction(async (tx) => {
    const order = await findOrder(tx, input.order_id, true)
    if (!order || order.userId !== userId) throw notFound('Order not found')
    if (order.status !== 'delivered') throw badRequest(REFUND_DELIVERED_ONLY, { order_id: [REFUND_DELIVERED_ONLY] })
    if (await repo.hasApprovedRefund(tx, order.id)) throw badRequest(REFUND_DONE, { order_id: [REFUND_DONE] })
    const inserted = await repo.insertPendingRefund(tx, { orderId: order.id, userId, cause: input.cause })
    if (!inserted) throw badRequest(REFUND_PENDING, { order_id: [REFUND_PENDING] })
    return inserted
  })
  return (await presentRefunds(db, [row], ctx))[0]!
}

export async function listShopRefunds(
  db: Database,
  user: AuthUser,
  query: RefundListQuery,
  window: { perPage: number; offset: number },
  ctx: RequestContext,
) {
  const shopIds = await requireSellerShops(db, user)
  const { rows, total } = await repo.pageRefunds(
    db,
    { shopIds, status: query.status },
    query.sort ?? 'desc',
    window.perPage,
    window.offset,
  )
  return { items: await presentRefunds(db, rows, ctx), total }
}

async function requireShopRefund(db: Executor, shopIds: number[], id: number) {
  const refund = await repo.findRefund(db, id)
  const order = refund ? await findOrder(db, refund.orderId) : undefined
  // Another shop's request is as absent as a missing one.
  if (!refund || !order || !shopIds.includes(order.shopId)) throw notFound(REFUND_NOT_FOUND)
  return { refund, order }
}

export async function showShopRefund(db: Database, user: AuthUser, id: number, ctx: RequestContext): Promise<Refund> {
  const shopIds = await requireSellerShops(db, user)
  const { refund } = await requireShopRefund(db, shopIds, id)
  return (await presentRefunds(db, [refund], ctx))[0]!
}

export interface RefundAnswer {
  refund: Refund
  customerId: number | null
  /** Minor units returned to the wallet (0 when rejected). */
  amount: number
}

/** `PUT dashboard/seller/order-refunds/{id} {status, answer}`. */
export async function answerShopRefund(
  db: Database,
  user: AuthUser,
  id: number,
  input: { status: 'approved' | 'rejected'; answer?: string | null },
  ctx: RequestContext,
): Promise<RefundAnswer> {
  const answer = input.answer?.trim() || null
  if (input.status === 'rejected' && !answer)
    throw badRequest(REFUND_REASON_REQUIRED, { answer: [REFUND_REASON_REQUIRED] })
  const result = await db.transaction(async (tx) => {
    const shopIds = await requireSellerShops(tx, user)
    const { order } = await requireShopRefund(tx, shopIds, id)
    // The order first, then the request: the lock order of every other money path on an order.
    await findOrder(tx, order.id, true)
    const refund = (await repo.findRefund(tx, id, true))!
    if (refund.status !== 'pending') throw badRequest(REFUND_ANSWERED)
    let amount = 0
    if (input.status === 'approved') {
      const paid = await repo.paidTransactions(tx, order.id)
      amount = paid.reduce((sum, t) => sum + t.price, 0)
      if (amount <= 0 || order.userId === null) throw badRequest(REFUND_NOTHING_PAID)
      await postWalletEntry(tx, {
        userId: order.userId,
        amount,
        type: 'refund',
        orderId: order.id,
        authorId: user.id,
        note: `Refund for order #${order.id}`,
      })
      await repo.markTransactionsRefunded(
        tx,
        paid.map((t) => t.id),
      )
    }
    const row = (await repo.answerRefund(tx, refund.id, input.status, answer))!
    await notifyRefundAnswered(tx, order.userId, order.id, input.status, answer)
    return { row, customerId: order.userId, amount }
  })
  return {
    refund: (await presentRefunds(db, [result.row], ctx))[0]!,
    customerId: result.customerId,
    amount: result.amount,
  }
}
