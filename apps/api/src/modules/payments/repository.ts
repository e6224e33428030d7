import { and, asc, eq, ne, sql } from 'drizzle-orm'
import type { Executor } from '../../db/types.ts'
import {
  currencies,
  orders,
  parcelOrders,
  paymentTransactions,
  payments,
  shopPayments,
  users,
  type TransactionStatus,
} from '../../db/schema/index.ts'

export type OrderRow = typeof orders.$inferSelect
export type ParcelRow = typeof parcelOrders.$inferSelect
export type TransactionRow = typeof paymentTransactions.$inferSelect
export type PaymentRow = typeof payments.$inferSelect

/** The order, locked until the transaction ends: payments of one order are decided one at a time. */
export async function lockOrder(tx: Executor, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update')
  return row
}

export async function findPayment(tx: Executor, by: { id: number } | { tag: string }): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .select()
    .from(payments)
    .where('id' in by ? eq(payments.id, by.id) : eq(payments.tag, by.tag))
  return row
}

/** A shop that lists its payment methods accepts only those (enabled); one that lists none accepts every active one. */
export async function shopAcceptsPayment(tx: Executor, shopId: number, paymentId: number): Promise<boolean> {
  const result = await tx.execute<{ accepts: boolean }>(sql`
    SELECT NOT EXISTS (SELECT 1 FROM ${shopPayments} WHERE shop_id = ${shopId})
      OR EXISTS (SELECT 1 FROM ${shopPayments} WHERE shop_id = ${shopId} AND payment_id = ${paymentId} AND status) AS accepts`)
  return Boolean(result.rows[0]?.accepts)
}

export async function orderTransactions(tx: Executor, orderId: number): Promise<TransactionRow[]> {
  return tx
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.orderId, orderId))
    .orderBy(asc(paymentTransactions.id))
}

export async function insertTransaction(
  tx: Executor,
  values: typeof paymentTransactions.$inferInsert,
): Promise<TransactionRow> {
  const [row] = await tx.insert(paymentTransactions).values(values).returning()
  return row!
}

export async function updateTransaction(
  tx: Executor,
  id: number,
  values: Partial<Pick<TransactionRow, 'status' | 'providerRef' | 'payload' | 'note' | 'price'>>,
): Promise<TransactionRow> {
  const [row] = await tx
    .update(paymentTransactions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(paymentTransactions.id, id))
    .returning()
  return row!
}

/** Cancels the order's other unfinished attempts (the customer chose another way to pay). */
export async function cancelOpenTransactions(
  tx: Executor,
  orderId: number,
  keepId: number | null,
  note: string,
): Promise<void> {
  await tx
    .update(paymentTransactions)
    .set({ status: 'canceled' satisfies TransactionStatus, note, updatedAt: new Date() })
    .where(
      and(
        eq(paymentTransactions.orderId, orderId),
        eq(paymentTransactions.status, 'progress'),
        keepId === null ? undefined : ne(paymentTransactions.id, keepId),
      ),
    )
}

export async function findTransactionByRef(tx: Executor, providerRef: string): Promise<TransactionRow | undefined> {
  const [row] = await tx.select().from(paymentTransactions).where(eq(paymentTransactions.providerRef, providerRef))
  return row
}

export async function lockTransactionByRef(tx: Executor, providerRef: string): Promise<TransactionRow | undefined> {
  const [row] = await tx
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.providerRef, providerRef))
    .for('update')
  return row
}

export async function setOrderPayment(tx: Executor, orderId: number, paymentId: number): Promise<void> {
  await tx.update(orders).set({ paymentId, updatedAt: new Date() }).where(eq(orders.id, orderId))
}

/** ISO code of the default currency (what order amounts are kept in), lower case as Stripe wants it. */
export async function defaultCurrencyCode(tx: Executor): Promise<string> {
  const [row] = await tx
    .select({ title: currencies.title })
    .from(currencies)
    .where(eq(currencies.isDefault, true))
    .limit(1)
  const code = row?.title?.trim() ?? ''
  return /^[A-Za-z]{3}$/.test(code) ? code.toLowerCase() : 'usd'
}

export async function userEmail(tx: Executor, userId: number): Promise<string | null> {
  const [row] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId))
  return row?.email ?? null
}

/** The parcel, locked until the transaction ends: payments of one parcel are decided one at a time. */
export async function lockParcel(tx: Executor, parcelId: number): Promise<ParcelRow | undefined> {
  const [row] = await tx.select().from(parcelOrders).where(eq(parcelOrders.id, parcelId)).for('update')
  return row
}

export async function parcelTransactions(tx: Executor, parcelId: number): Promise<TransactionRow[]> {
  return tx
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.parcelOrderId, parcelId))
    .orderBy(asc(paymentTransactions.id))
}

/** Cancels the parcel's other unfinished attempts (the customer chose another way to pay). */
export async function cancelOpenParcelTransactions(
  tx: Executor,
  parcelId: number,
  keepId: number | null,
  note: string,
): Promise<void> {
  await tx
    .update(paymentTransactions)
    .set({ status: 'canceled' satisfies TransactionStatus, note, updatedAt: new Date() })
    .where(
      and(
        eq(paymentTransactions.parcelOrderId, parcelId),
        eq(paymentTransactions.status, 'progress'),
        keepId === null ? undefined : ne(paymentTransactions.id, keepId),
      ),
    )
}

export async function setParcelPayment(tx: Executor, parcelId: number, paymentId: number): Promise<void> {
  await tx.update(parcelOrders).set({ paymentId, updatedAt: new Date() }).where(eq(parcelOrders.id, parcelId))
}
