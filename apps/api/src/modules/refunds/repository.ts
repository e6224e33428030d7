import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm'
import { pageOf } from '../../db/sql.ts'
import type { Executor } from '../../db/types.ts'
import { orderRefunds, orders, paymentTransactions, users } from '../../db/schema/index.ts'

export type RefundRow = typeof orderRefunds.$inferSelect
export type RefundStatus = RefundRow['status']

/** Inserts a pending request; undefined when the order already has one (the partial unique index decides). */
export async function insertPendingRefund(tx: Executor, values: { orderId: number; userId: number; cause: string }) {
  const [row] = await tx
    .insert(orderRefunds)
    .values({ ...values, status: 'pending' })
    .onConflictDoNothing()
    .returning()
  return row
}

export async function hasApprovedRefund(tx: Executor, orderId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: orderRefunds.id })
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, orderId), eq(orderRefunds.status, 'approved')))
    .limit(1)
  return Boolean(row)
}

export async function findRefund(tx: Executor, id: number, lock = false): Promise<RefundRow | undefined> {
  const query = tx.select().from(orderRefunds).where(eq(orderRefunds.id, id))
  const [row] = lock ? await query.for('update') : await query
  return row
}

export async function pageRefunds(
  db: Executor,
  filter: { userId?: number; shopIds?: number[]; status?: RefundStatus },
  sort: 'asc' | 'desc',
  limit: number,
  offset: number,
): Promise<{ rows: RefundRow[]; total: number }> {
  const where: SQL | undefined = and(
    filter.userId !== undefined ? eq(orderRefunds.userId, filter.userId) : undefined,
    filter.shopIds ? inArray(orders.shopId, filter.shopIds) : undefined,
    filter.status ? eq(orderRefunds.status, filter.status) : undefined,
  )
  const direction = sort === 'asc' ? asc : desc
  const { rows, total } = await pageOf(
    db
      .select({ refund: orderRefunds })
      .from(orderRefunds)
      .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
      .where(where)
      .orderBy(direction(orderRefunds.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(orderRefunds).innerJoin(orders, eq(orders.id, orderRefunds.orderId)).where(where),
  )
  return { rows: rows.map((r) => r.refund), total }
}

export async function answerRefund(tx: Executor, id: number, status: 'approved' | 'rejected', answer: string | null) {
  const [row] = await tx
    .update(orderRefunds)
    .set({ status, answer, updatedAt: new Date() })
    .where(and(eq(orderRefunds.id, id), eq(orderRefunds.status, 'pending')))
    .returning()
  return row
}

/** The order's settled payments: what a refund gives back. */
export function paidTransactions(tx: Executor, orderId: number) {
  return tx
    .select()
    .from(paymentTransactions)
    .where(and(eq(paymentTransactions.orderId, orderId), eq(paymentTransactions.status, 'paid')))
}

export async function markTransactionsRefunded(tx: Executor, ids: number[]): Promise<void> {
  if (ids.length === 0) return
  await tx
    .update(paymentTransactions)
    .set({ status: 'refund', note: 'refunded to the wallet', updatedAt: new Date() })
    .where(inArray(paymentTransactions.id, ids))
}

export function listOrders(db: Executor, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([])
  return db.select().from(orders).where(inArray(orders.id, ids))
}

export function listUsers(db: Executor, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([])
  return db
    .select({ id: users.id, firstname: users.firstname, lastname: users.lastname })
    .from(users)
    .where(inArray(users.id, ids))
}
