// Customer orders. Creating one is a single transaction: the totals are recomputed, the shop's hours checked, the
// stock taken with conditional updates, the wallet debited through the ledger, the coupon used and the cart removed;
// any failure leaves nothing behind. An idempotency key makes a retry return the first order.
import type { Order, OrderCreateBody } from '@basil/contracts'
import type { Database, Executor } from '../../db/types.ts'
import { runTogether, transactionWithTail } from '../../db/pipeline.ts'
import type { OrderStatus } from '../../db/schema/index.ts'
import type { RequestContext } from '../../lib/context.ts'
import { badRequest, notFound } from '../../lib/errors.ts'
import { money } from '../../lib/present.ts'
import { CART_NOT_FOUND, OUT_OF_STOCK } from '../cart/index.ts'
import { computeCheckout } from '../checkout/index.ts'
import { deleteCartRow, findCart, readSetting } from '../cart/index.ts'
import { resolveTimeZone, toLocalMoment } from '@basil/contracts'
import { assertShopTakesOrderAt, SHOP_CLOSED, SHOP_CLOSED_DAY } from '../shops/index.ts'
import { INSUFFICIENT_BALANCE, postWalletEntry } from '../wallet/index.ts'
import { shopAcceptsPayment } from '../payments/index.ts'
import { NOT_ACCEPTED_BY_SHOP } from '../payments/index.ts'
import { claimIdempotencyKey, recordIdempotentResult } from '../../lib/idempotency.ts'
import { presentOrders } from './read-model.ts'
import * as repo from './repository.ts'
import { INVALID_COUPON, releaseCoupon, useCoupon } from '../promotions/index.ts'

export const CHOOSE_PAYMENT = 'Please, choose payment method'
export const PHONE_REQUIRED = 'Phone number is required'
export { INSUFFICIENT_BALANCE, SHOP_CLOSED, SHOP_CLOSED_DAY }

/** Statuses a customer sees as "active" and as "history" (the contract's two filters). */
export const ACTIVE_STATUSES: OrderStatus[] = ['new', 'accepted', 'cooking', 'ready', 'on_a_way']

/** Request-currency decimal (body `currency_id` when given, else the request's) to minor units. */
function toMinor(amount: number | null | undefined, rate: number) {
  return amount ? Math.round((amount * 100) / (rate || 1)) : 0
}

export interface CreatedOrder {
  order: Order
  /** False when an idempotent retry returned the order the first request made. */
  created: boolean
  /** The cart the order was made from (gone now), for telling its group members. */
  cartId: number | null
}

export async function createOrder(
  db: Database,
  userId: number,
  body: OrderCreateBody,
  idempotencyKey: string | null,
  ctx: RequestContext,
  currency: { id: number | null; rate: number },
): Promise<CreatedOrder> {
  const now = ctx.now
  // Reads that need no lock are queued together, and the last writes go with the COMMIT (db/pipeline.ts): under load
  // each wait for the event loop is long, and the stock rows this order takes stay locked from their decrement to
  // the COMMIT, which here is one wait.
  const result = await transactionWithTail(db, async (tx, tail) => {
    let claimId: number | null = null
    if (idempotencyKey) {
      const claim = await claimIdempotencyKey(tx, userId, 'order', idempotencyKey)
      if (!claim.claimed) {
        if (claim.resourceId === null) throw notFound('Order not found')
        return { order: null, orderId: claim.resourceId, created: false, cartId: null }
      }
      claimId = claim.id
    }
    const [cart, payment, contact, phoneSetting] = await runTogether([
      findCart(tx, body.cart_id, true),
      body.payment_id ? repo.findActivePayment(tx, body.payment_id) : Promise.resolve(undefined),
      repo.findUserContact(tx, userId),
      readSetting(tx, 'before_order_phone_required'),
    ] as const)
    if (!cart || cart.ownerId !== userId) throw notFound(CART_NOT_FOUND)
    if (body.shop_id && body.shop_id !== cart.shopId)
      throw badRequest('The cart belongs to another shop', { shop_id: ['does not match the cart'] })
    if (!body.payment_id) throw badRequest(CHOOSE_PAYMENT, { payment_id: [CHOOSE_PAYMENT] })
    if (!payment) throw badRequest(CHOOSE_PAYMENT, { payment_id: ['is not available'] })

    const address = body.location ? { latitude: body.location.latitude, longitude: body.location.longitude } : null
    const [accepted, computed] = await Promise.allSettled([
      // The same rule as paying later: a shop that lists its own payment methods accepts only those.
      shopAcceptsPayment(tx, cart.shopId, payment.id),
      computeCheckout(tx, cart, {
        type: body.delivery_type,
        address,
        coupon: body.coupon,
        tips: toMinor(body.tips, currency.rate),
        userId,
        now,
      }),
    ])
    if (accepted.status === 'rejected') throw accepted.reason
    if (!accepted.value) throw badRequest(NOT_ACCEPTED_BY_SHOP, { payment_id: [NOT_ACCEPTED_BY_SHOP] })
    const phone = body.phone ?? contact?.phone ?? null
    if (!phone && (phoneSetting === '1' || phoneSetting === 'true'))
      throw badRequest(PHONE_REQUIRED, { phone: [PHONE_REQUIRED] })
    if (computed.status === 'rejected') throw computed.reason
    const totals = computed.value
    // The same rule and messages as the checkout's slots and the cart's calculation.
    await assertShopTakesOrderAt(
      tx,
      totals.shop,
      { date: body.delivery_date, time: body.delivery_time },
      now,
      ctx.timeZone,
    )
    const goods = totals.origin - totals.discount
    if (goods < totals.shop.minAmount) {
      const min = money(totals.shop.minAmount, ctx)
      throw badRequest(`The minimum order amount is ${min}`, { min_amount: [String(min)] })
    }
    for (const line of totals.lines) {
      if (!totals.info.get(line.stockId)?.onSale) throw badRequest(OUT_OF_STOCK, { stock_id: [String(line.stockId)] })
    }

    // The order and its main lines in one wait: the lines name the order by the id the session's sequence just gave.
    const notes = body.notes ?? {}
    const mains = totals.lines.filter((l) => l.parentId === null).sort((a, b) => a.id - b.id)
    const addons = totals.lines.filter((l) => l.parentId !== null).sort((a, b) => a.id - b.id)
    const detailOf = (line: (typeof totals.lines)[number], parentId: number | null) => ({
      orderId: repo.orderIdJustInserted(),
      stockId: line.stockId,
      parentId,
      // An addon's quantity is the units sold.
      quantity: line.units,
      originPrice: line.origin,
      discount: line.discount,
      tax: line.tax,
      totalPrice: line.total,
      note: line.parentId === null ? (notes[String(line.stockId)] ?? null) : null,
    })
    const [order, ...mainIds] = await runTogether([
      repo.insertOrder(tx, {
        userId,
        shopId: cart.shopId,
        cartId: cart.id,
        status: 'new',
        deliveryType: body.delivery_type,
        deliveryDate:
          body.delivery_date ?? toLocalMoment(now, resolveTimeZone(totals.shop.timezone, ctx.timeZone)).date,
        deliveryTime: body.delivery_time ?? null,
        latitude: address?.latitude ?? null,
        longitude: address?.longitude ?? null,
        address: body.address?.address ?? null,
        office: body.address?.office ?? null,
        house: body.address?.house ?? null,
        floor: body.address?.floor ?? null,
        phone,
        username: body.username ?? ([contact?.firstname, contact?.lastname].filter(Boolean).join(' ') || null),
        note: body.note ?? null,
        currencyId: currency.id,
        rate: currency.rate,
        paymentId: payment.id,
        couponId: totals.couponId,
        couponCode: totals.couponCode,
        originPrice: totals.origin,
        totalDiscount: totals.discount,
        tax: totals.tax,
        deliveryFee: totals.deliveryFee,
        serviceFee: totals.serviceFee,
        couponPrice: totals.couponPrice,
        tips: totals.tips,
        totalPrice: totals.grandTotal,
        otp: 1000 + Math.floor(Math.random() * 9000),
      }),
      ...mains.map((line) => repo.insertDetail(tx, detailOf(line, null))),
    ] as const)
    const detailIds = new Map(mains.map((line, i) => [line.id, mainIds[i] as number]))

    // The addon lines, and the stock: one conditional decrement per stock, in id order so that concurrent orders lock
    // rows in the same order; all in one wait.
    const units = new Map<number, number>()
    for (const l of totals.lines) units.set(l.stockId, (units.get(l.stockId) ?? 0) + l.units)
    const takes = [...units.entries()].sort(([a], [b]) => a - b)
    const [, taken] = await runTogether([
      Promise.all(addons.map((line) => repo.insertDetail(tx, detailOf(line, detailIds.get(line.parentId!) ?? null)))),
      Promise.all(takes.map(([stockId, n]) => repo.takeStock(tx, stockId, n))),
    ] as const)
    const short = takes.find((_, i) => !taken[i])
    if (short) throw badRequest(OUT_OF_STOCK, { stock_id: [String(short[0])] })

    if (totals.couponId !== null && !(await useCoupon(tx, totals.couponId, userId, order.id))) {
      throw badRequest(INVALID_COUPON, { coupon: [INVALID_COUPON] })
    }

    let transactionStatus: 'progress' | 'paid' = 'progress'
    if (payment.tag === 'wallet') {
      if (totals.grandTotal > 0) {
        await postWalletEntry(tx, {
          userId,
          amount: -totals.grandTotal,
          type: 'order',
          orderId: order.id,
          authorId: userId,
          note: `Order #${order.id}`,
        })
      }
      transactionStatus = 'paid'
    }
    tail.add(
      repo.insertTransactionRow(tx, {
        orderId: order.id,
        userId,
        paymentId: payment.id,
        price: totals.grandTotal,
        status: transactionStatus,
      }),
    )
    tail.add(repo.insertStatusRow(tx, order.id, 'new', userId))
    // The cart became the order: remove it (its members' lines with it).
    tail.add(deleteCartRow(tx, cart.id))
    if (claimId !== null) tail.add(recordIdempotentResult(tx, claimId, order.id))
    return { order, orderId: order.id, created: true, cartId: cart.id }
  })
  const order = result.order
    ? (await presentOrders(db, [result.order], ctx))[0]!
    : await showOrder(db, userId, result.orderId, ctx)
  return { order, created: result.created, cartId: result.cartId }
}

/** The user's order; 404 for anyone else's. */
export async function requireOwnOrder(db: Executor, userId: number, orderId: number, lock = false) {
  const order = await repo.findOrder(db, orderId, lock)
  if (!order || order.userId !== userId) throw notFound('Order not found')
  return order
}

export async function showOrder(db: Executor, userId: number, orderId: number, ctx: RequestContext): Promise<Order> {
  const order = await requireOwnOrder(db, userId, orderId)
  return (await presentOrders(db, [order], ctx))[0]!
}

export async function listOrders(
  db: Executor,
  userId: number,
  query: {
    statuses?: OrderStatus[]
    status?: OrderStatus
    column?: 'id' | 'created_at' | 'total_price'
    sort?: 'asc' | 'desc'
  },
  window: { perPage: number; offset: number },
  ctx: RequestContext,
) {
  const statuses = query.statuses?.length ? query.statuses : query.status ? [query.status] : undefined
  const { rows, total } = await repo.pageOrders(db, repo.userOrdersWhere(userId, statuses), query, window)
  return { items: await presentOrders(db, rows, ctx), total }
}

/**
 * Cancels an order inside the caller's transaction (customer while new; sellers through their own rules): the
 * stock goes back, a paid amount returns to the customer's wallet through the ledger, the coupon use is released.
 */
export async function cancelOrderInTx(
  tx: Executor,
  orderOrId: repo.OrderRow | number,
  actorUserId: number | null,
  note: string | null = null,
) {
  // Callers check which statuses may be canceled; the row is locked here so the restore happens once.
  const order = await repo.findOrder(tx, typeof orderOrId === 'number' ? orderOrId : orderOrId.id, true)
  if (!order) throw notFound('Order not found')
  if (order.status === 'canceled') return
  const details = await repo.listDetails(tx, [order.id])
  const units = new Map<number, number>()
  for (const d of details) if (d.stockId !== null) units.set(d.stockId, (units.get(d.stockId) ?? 0) + d.quantity)
  for (const [stockId, n] of [...units.entries()].sort(([a], [b]) => a - b)) await repo.returnStock(tx, stockId, n)

  // Every attempt that took money is paid back (a late card confirmation may have paid an older attempt), and the
  // attempts still open are closed.
  const transactions = await repo.listTransactions(tx, [order.id])
  const paid = transactions.filter((x) => x.t.status === 'paid')
  const refund = paid.reduce((sum, x) => sum + x.t.price, 0)
  if (order.userId !== null && refund > 0) {
    await postWalletEntry(tx, {
      userId: order.userId,
      amount: refund,
      type: 'refund',
      orderId: order.id,
      authorId: actorUserId,
      note: `Order #${order.id} canceled`,
    })
  }
  for (const x of paid) await repo.setTransactionStatus(tx, x.t.id, 'refund')
  for (const x of transactions.filter((x) => x.t.status === 'progress'))
    await repo.setTransactionStatus(tx, x.t.id, 'canceled')
  await releaseCoupon(tx, order.id)
  await repo.setOrderStatus(tx, order.id, 'canceled', { canceledAt: new Date() })
  await repo.insertStatus(tx, order.id, 'canceled', actorUserId, note)
}

export async function cancelOwnOrder(
  db: Database,
  userId: number,
  orderId: number,
  ctx: RequestContext,
): Promise<Order> {
  await db.transaction(async (tx) => {
    const order = await requireOwnOrder(tx, userId, orderId, true)
    if (order.status !== 'new')
      throw badRequest('The order can only be canceled while it is new', { status: [order.status] })
    await cancelOrderInTx(tx, order, userId)
  })
  return showOrder(db, userId, orderId, ctx)
}

export async function reviewOrder(
  db: Database,
  userId: number,
  orderId: number,
  input: { rating: number; comment?: string | null },
  ctx: RequestContext,
): Promise<Order> {
  await db.transaction(async (tx) => {
    const order = await requireOwnOrder(tx, userId, orderId, true)
    if (order.status !== 'delivered') throw badRequest('You can review an order once it is delivered')
    if (!(await repo.insertReview(tx, order, userId, input.rating, input.comment ?? null))) {
      throw badRequest('You have already reviewed this order')
    }
  })
  return showOrder(db, userId, orderId, ctx)
}

export async function repeatOrder(db: Database, userId: number, orderId: number, input: { from: string; to: string }) {
  if (input.to < input.from)
    throw badRequest('The end date must not be before the start date', { to: ['must be on or after from'] })
  return db.transaction(async (tx) => {
    await requireOwnOrder(tx, userId, orderId, true)
    return repo.upsertRepeat(tx, orderId, input.from, input.to)
  })
}

export async function deleteRepeat(db: Database, userId: number, orderId: number) {
  await requireOwnOrder(db, userId, orderId)
  if (!(await repo.deleteRepeat(db, orderId))) throw notFound('Repeat not found')
}
