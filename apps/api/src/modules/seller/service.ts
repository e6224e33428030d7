// The shop's side of an order: a seller sees and moves only the orders of shops they own. Each move is checked
// against the allowed transitions under the order's row lock, written to the status history, and (by the route,
// after the commit) published to the customer. A cancel gives the stock back and a paid amount back to the
// customer's wallet through the ledger (the customer-side cancel does the same: one function for both).
import type { Order } from '@basil/contracts'
import type { Database, Executor } from '../../db/types.ts'
import type { OrderStatus } from '../../db/schema/index.ts'
import type { RequestContext } from '../../lib/context.ts'
import { ApiError, badRequest, forbidden, notFound } from '../../lib/errors.ts'
import type { AuthUser } from '../../plugins/auth.ts'
import { presentOrders } from '../orders/index.ts'
import { findOrder, insertStatus, pageOrders, setOrderStatus } from '../orders/index.ts'
import { cancelOrderInTx } from '../orders/index.ts'
import { rewardReferralOnDelivery } from '../promotions/index.ts'
import * as repo from './repository.ts'
import { notifyStatusChanged } from './notify.ts'
import { canMove, nextStatuses } from './transitions.ts'

export const NOT_A_SELLER = 'Only a shop’s seller can do this'
export const ORDER_NOT_FOUND = 'Order not found'

/** The shops the signed-in seller owns: 403 for anyone who is not a seller with a shop. */
export async function requireSellerShops(db: Executor, user: AuthUser): Promise<number[]> {
  if (user.role !== 'seller' && user.role !== 'admin') throw forbidden(NOT_A_SELLER)
  const shopIds = await repo.ownedShopIds(db, user.id)
  if (shopIds.length === 0) throw forbidden('You have no shop yet')
  return shopIds
}

export interface ShopOrderQuery {
  status?: OrderStatus
  statuses?: OrderStatus[]
  column?: 'id' | 'created_at' | 'total_price'
  sort?: 'asc' | 'desc'
  search?: string
  delivery_type?: 'delivery' | 'pickup'
}

export async function listShopOrders(
  db: Database,
  user: AuthUser,
  query: ShopOrderQuery,
  window: { perPage: number; offset: number },
  ctx: RequestContext,
): Promise<{ items: Order[]; total: number }> {
  const shopIds = await requireSellerShops(db, user)
  const statuses = query.statuses?.length ? query.statuses : query.status ? [query.status] : undefined
  const where = repo.shopOrdersWhere(shopIds, { statuses, deliveryType: query.delivery_type, search: query.search })
  const { rows, total } = await pageOrders(db, where, query, window)
  return { items: await presentOrders(db, rows, ctx), total }
}

async function requireShopOrder(db: Executor, shopIds: number[], orderId: number, lock = false) {
  const order = await findOrder(db, orderId, lock)
  // Another shop's order is as absent as a missing one.
  if (!order || !shopIds.includes(order.shopId)) throw notFound(ORDER_NOT_FOUND)
  return order
}

export async function showShopOrder(
  db: Database,
  user: AuthUser,
  orderId: number,
  ctx: RequestContext,
): Promise<Order> {
  const shopIds = await requireSellerShops(db, user)
  const order = await requireShopOrder(db, shopIds, orderId)
  return (await presentOrders(db, [order], ctx))[0]!
}

export interface StatusChange {
  order: { id: number; userId: number | null; shopId: number; status: OrderStatus; updatedAt: Date }
  note: string | null
  /** The referrer a delivery rewarded, if any (their pages are told after the commit). */
  rewarded: number | null
}

/** Moves a shop's order to `next` when the transition is allowed; 400 with the allowed next statuses otherwise. */
export async function changeShopOrderStatus(
  db: Database,
  user: AuthUser,
  orderId: number,
  next: OrderStatus | undefined,
  note: string | null,
): Promise<StatusChange> {
  if (!next) throw badRequest('The status field is required.', { status: ['The status field is required.'] })
  return db.transaction(async (tx) => {
    const shopIds = await requireSellerShops(tx, user)
    const order = await requireShopOrder(tx, shopIds, orderId, true)
    if (order.status === next)
      throw badRequest(`The order is already ${next}`, { status: nextStatuses(order.status, order.deliveryType) })
    if (!canMove(order.status, next, order.deliveryType)) {
      const allowed = nextStatuses(order.status, order.deliveryType)
      throw new ApiError(400, 'ERROR_400', `The order cannot go from ${order.status} to ${next}`, {
        status: [allowed.length ? `Allowed next: ${allowed.join(', ')}` : `A ${order.status} order cannot change`],
      })
    }
    /** A referrer rewarded by this delivery (told over the live socket after the commit). */
    let rewarded: number | null = null
    if (next === 'canceled') {
      await cancelOrderInTx(tx, order, user.id, note)
    } else {
      await setOrderStatus(tx, order.id, next)
      await insertStatus(tx, order.id, next, user.id, note)
      if (next === 'delivered') {
        await repo.markCashCollected(tx, order.id)
        rewarded = await rewardReferralOnDelivery(tx, order)
      }
    }
    await notifyStatusChanged(tx, order.userId, order.id, next)
    return {
      order: { id: order.id, userId: order.userId, shopId: order.shopId, status: next, updatedAt: new Date() },
      note,
      rewarded,
    }
  })
}
