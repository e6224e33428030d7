import { and, asc, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm'
import type { PgInsertValue } from 'drizzle-orm/pg-core'
import { intArray, pageOf } from '../../db/sql.ts'
import type { Executor } from '../../db/types.ts'
import {
  currencies,
  orderDetails,
  orderRefunds,
  orderRepeats,
  orderReviews,
  orderStatusHistory,
  orders,
  payments,
  paymentTransactions,
  reviews,
  shops,
  stocks,
  users,
  type OrderStatus,
} from '../../db/schema/index.ts'

export type OrderRow = typeof orders.$inferSelect
export type OrderInsert = typeof orders.$inferInsert

export async function findOrder(db: Executor, orderId: number, lock = false): Promise<OrderRow | undefined> {
  const query = db.select().from(orders).where(eq(orders.id, orderId))
  const [row] = lock ? await query.for('update') : await query
  return row
}

export function insertOrder(db: Executor, values: OrderInsert): Promise<OrderRow> {
  return db
    .insert(orders)
    .values(values)
    .returning()
    .then(([row]) => row!)
}

/**
 * The id of the order this session inserted last, for lines queued behind the order's insert before its id is known
 * (read inside the same transaction, so on the same connection).
 */
export function orderIdJustInserted(): SQL<number> {
  return sql<number>`currval(pg_get_serial_sequence('orders', 'id'))`
}

export function insertDetail(db: Executor, values: PgInsertValue<typeof orderDetails>): Promise<number> {
  return db
    .insert(orderDetails)
    .values(values)
    .returning({ id: orderDetails.id })
    .then(([row]) => row!.id)
}

/** A status history row, as a statement that starts when awaited or queued (db/pipeline.ts). */
export function insertStatusRow(
  db: Executor,
  orderId: number,
  status: OrderStatus,
  userId: number | null,
  note: string | null = null,
) {
  return db.insert(orderStatusHistory).values({ orderId, status, userId, note })
}

export async function insertStatus(
  db: Executor,
  orderId: number,
  status: OrderStatus,
  userId: number | null,
  note: string | null = null,
) {
  await db.insert(orderStatusHistory).values({ orderId, status, userId, note })
}

export async function setOrderStatus(
  db: Executor,
  orderId: number,
  status: OrderStatus,
  extra: Partial<OrderRow> = {},
) {
  await db
    .update(orders)
    .set({ ...extra, status, updatedAt: new Date() })
    .where(eq(orders.id, orderId))
}

/**
 * Takes `units` of a stock, only if that many are on hand: the condition and the decrement are one statement, so
 * concurrent orders can never take the quantity below zero. False when there are not enough.
 */
export function takeStock(db: Executor, stockId: number, units: number): Promise<boolean> {
  return db
    .update(stocks)
    .set({ quantity: sql`${stocks.quantity} - ${units}` })
    .where(and(eq(stocks.id, stockId), gte(stocks.quantity, units)))
    .returning({ id: stocks.id })
    .then((rows) => rows.length === 1)
}

export async function returnStock(db: Executor, stockId: number, units: number) {
  await db
    .update(stocks)
    .set({ quantity: sql`${stocks.quantity} + ${units}` })
    .where(eq(stocks.id, stockId))
}

/** A sub-select of the stock ids of the orders' lines. */
export function stockIdsOfOrders(orderIds: number[]): SQL {
  return sql`SELECT d.stock_id FROM ${orderDetails} d WHERE d.order_id = ANY(${intArray(orderIds)})`
}

/** A sub-select of the product ids of the orders' lines. */
export function productIdsOfOrders(orderIds: number[]): SQL {
  return sql`SELECT st.product_id FROM ${orderDetails} d JOIN ${stocks} st ON st.id = d.stock_id WHERE d.order_id = ANY(${intArray(orderIds)})`
}

export function listDetails(db: Executor, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([])
  return db.select().from(orderDetails).where(inArray(orderDetails.orderId, orderIds)).orderBy(asc(orderDetails.id))
}

export async function findActivePayment(db: Executor, paymentId: number) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.active, true)))
  return row
}

/** A payment transaction row, as a statement that starts when awaited or queued (db/pipeline.ts). */
export function insertTransactionRow(db: Executor, values: typeof paymentTransactions.$inferInsert) {
  return db.insert(paymentTransactions).values(values)
}

export async function insertTransaction(db: Executor, values: typeof paymentTransactions.$inferInsert) {
  const [row] = await db.insert(paymentTransactions).values(values).returning()
  return row!
}

export async function setTransactionStatus(
  db: Executor,
  transactionId: number,
  status: 'progress' | 'paid' | 'canceled' | 'rejected' | 'refund',
) {
  await db
    .update(paymentTransactions)
    .set({ status, updatedAt: new Date() })
    .where(eq(paymentTransactions.id, transactionId))
}

export async function findUserContact(db: Executor, userId: number) {
  const [row] = await db
    .select({ phone: users.phone, firstname: users.firstname, lastname: users.lastname })
    .from(users)
    .where(eq(users.id, userId))
  return row
}

// ---- lists and the pieces of an order's presentation ----

/** How a list of orders is sorted: by `column` (id by default), then by id, in `sort` order (newest first by default). */
export interface OrderSort {
  column?: 'id' | 'created_at' | 'total_price'
  sort?: 'asc' | 'desc'
}

/** The customer's orders, of some statuses when given. */
export function userOrdersWhere(userId: number, statuses: readonly OrderStatus[] | undefined): SQL {
  return and(eq(orders.userId, userId), statuses ? inArray(orders.status, [...statuses]) : undefined)!
}

export function pageOrders(db: Executor, where: SQL, order: OrderSort, window: { perPage: number; offset: number }) {
  const column =
    order.column === 'created_at' ? orders.createdAt : order.column === 'total_price' ? orders.totalPrice : orders.id
  const direction = order.sort === 'asc' ? asc : desc
  return pageOf(
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(direction(column), direction(orders.id))
      .limit(window.perPage)
      .offset(window.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(where),
  )
}

export function listTransactions(db: Executor, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([])
  return db
    .select({ t: paymentTransactions, tag: payments.tag })
    .from(paymentTransactions)
    .innerJoin(payments, eq(payments.id, paymentTransactions.paymentId))
    .where(inArray(paymentTransactions.orderId, orderIds))
    .orderBy(asc(paymentTransactions.id))
}

export function listReviews(db: Executor, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([])
  return db.select().from(orderReviews).where(inArray(orderReviews.orderId, orderIds))
}

export function listRepeats(db: Executor, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([])
  return db.select().from(orderRepeats).where(inArray(orderRepeats.orderId, orderIds))
}

export function listRefunds(db: Executor, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([])
  return db.select().from(orderRefunds).where(inArray(orderRefunds.orderId, orderIds)).orderBy(asc(orderRefunds.id))
}

export function listHistory(db: Executor, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([])
  return db
    .select()
    .from(orderStatusHistory)
    .where(inArray(orderStatusHistory.orderId, orderIds))
    .orderBy(asc(orderStatusHistory.id))
}

export function listCurrencies(db: Executor, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([])
  return db.select().from(currencies).where(inArray(currencies.id, ids))
}

export function listPeople(db: Executor, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([])
  return db
    .select({ id: users.id, firstname: users.firstname, lastname: users.lastname, phone: users.phone, img: users.img })
    .from(users)
    .where(inArray(users.id, ids))
}

/** The order's review, also listed with the shop's reviews; the shop's rating follows. */
export async function insertReview(
  db: Executor,
  order: OrderRow,
  userId: number,
  rating: number,
  comment: string | null,
) {
  const [created] = await db
    .insert(orderReviews)
    .values({ orderId: order.id, userId, rating, comment })
    .onConflictDoNothing()
    .returning({ id: orderReviews.id })
  if (!created) return false
  await db
    .insert(reviews)
    .values({ reviewableType: 'order', reviewableId: order.id, shopId: order.shopId, userId, rating, comment })
  await db.execute(sql`
    UPDATE ${shops} SET rating_avg = r.avg, reviews_count = r.n
    FROM (SELECT avg(rating) AS avg, count(*)::int AS n FROM ${reviews}
          WHERE shop_id = ${order.shopId} AND reviewable_type IN ('shop', 'order')) r
    WHERE ${shops.id} = ${order.shopId}`)
  return true
}

export async function upsertRepeat(db: Executor, orderId: number, from: string, to: string) {
  const [row] = await db
    .insert(orderRepeats)
    .values({ orderId, from, to })
    .onConflictDoUpdate({ target: orderRepeats.orderId, set: { from, to } })
    .returning()
  return row!
}

export async function deleteRepeat(db: Executor, orderId: number) {
  const rows = await db.delete(orderRepeats).where(eq(orderRepeats.orderId, orderId)).returning({ id: orderRepeats.id })
  return rows.length > 0
}
