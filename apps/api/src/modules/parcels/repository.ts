// SQL of door-to-door parcels: the parcel rows and everything a parcel response shows (type, currency, courier,
// review, payment, timeline), the payment rows that name a parcel, and the few reads of users and settings the rules
// need. Every function takes an executor, so the service decides what runs in one transaction.
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm'
import type { Executor } from '../../db/types.ts'
import { pageOf } from '../../db/sql.ts'
import {
  currencies,
  parcelOrderReviews,
  parcelOrderStatusHistory,
  parcelOrders,
  parcelOrderTypes,
  paymentTransactions,
  payments,
  settings,
  uploads,
  users,
  type ParcelStatus,
} from '../../db/schema/index.ts'
import type { PageWindow } from '../../lib/pagination.ts'

export type ParcelRow = typeof parcelOrders.$inferSelect
export type ParcelInsert = typeof parcelOrders.$inferInsert
export type ParcelTypeRow = typeof parcelOrderTypes.$inferSelect
export type TransactionRow = typeof paymentTransactions.$inferSelect
export type PaymentRow = typeof payments.$inferSelect

export interface ParcelFilter {
  userId?: number
  deliverymanId?: number
  statuses?: readonly ParcelStatus[]
}

export type ParcelSort = { column: 'id' | 'created_at' | 'total_price'; direction: 'asc' | 'desc' }

const sortColumns = {
  id: parcelOrders.id,
  created_at: parcelOrders.createdAt,
  total_price: parcelOrders.totalPrice,
} as const

function whereOf(filter: ParcelFilter): SQL | undefined {
  return and(
    filter.userId === undefined ? undefined : eq(parcelOrders.userId, filter.userId),
    filter.deliverymanId === undefined ? undefined : eq(parcelOrders.deliverymanId, filter.deliverymanId),
    filter.statuses && filter.statuses.length > 0 ? inArray(parcelOrders.status, [...filter.statuses]) : undefined,
  )
}

export function pageParcels(db: Executor, filter: ParcelFilter, window: PageWindow, sort: ParcelSort) {
  const where = whereOf(filter)
  const column = sortColumns[sort.column]
  const order = sort.direction === 'asc' ? asc(column) : desc(column)
  return pageOf(
    db
      .select()
      .from(parcelOrders)
      .where(where)
      .orderBy(order, sort.direction === 'asc' ? asc(parcelOrders.id) : desc(parcelOrders.id))
      .limit(window.perPage)
      .offset(window.offset),
    db.select({ n: count() }).from(parcelOrders).where(where),
  )
}

export async function findParcel(db: Executor, id: number): Promise<ParcelRow | undefined> {
  const [row] = await db.select().from(parcelOrders).where(eq(parcelOrders.id, id))
  return row
}

/** The parcel, locked until the transaction ends: changes and payments of one parcel are decided one at a time. */
export async function lockParcel(tx: Executor, id: number): Promise<ParcelRow | undefined> {
  const [row] = await tx.select().from(parcelOrders).where(eq(parcelOrders.id, id)).for('update')
  return row
}

export async function insertParcel(tx: Executor, values: ParcelInsert): Promise<ParcelRow> {
  const [row] = await tx.insert(parcelOrders).values(values).returning()
  return row!
}

export async function updateParcel(
  tx: Executor,
  id: number,
  values: Partial<Pick<ParcelRow, 'status' | 'deliverymanId' | 'paymentId' | 'canceledAt'>>,
): Promise<ParcelRow> {
  const [row] = await tx
    .update(parcelOrders)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(parcelOrders.id, id))
    .returning()
  return row!
}

export async function insertStatus(tx: Executor, parcelOrderId: number, status: ParcelStatus, userId: number | null) {
  await tx.insert(parcelOrderStatusHistory).values({ parcelOrderId, status, userId })
}

export async function findActiveType(db: Executor, id: number): Promise<ParcelTypeRow | undefined> {
  const [row] = await db
    .select()
    .from(parcelOrderTypes)
    .where(and(eq(parcelOrderTypes.id, id), eq(parcelOrderTypes.active, true)))
  return row
}

export function listTypes(db: Executor, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([])
  return db.select().from(parcelOrderTypes).where(inArray(parcelOrderTypes.id, ids))
}

export function listHistory(db: Executor, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([])
  return db
    .select()
    .from(parcelOrderStatusHistory)
    .where(inArray(parcelOrderStatusHistory.parcelOrderId, ids))
    .orderBy(asc(parcelOrderStatusHistory.id))
}

export function listReviews(db: Executor, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([])
  return db.select().from(parcelOrderReviews).where(inArray(parcelOrderReviews.parcelOrderId, ids))
}

/** The payment attempts of the parcels with their method's tag, oldest first. */
export function listTransactions(db: Executor, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([])
  return db
    .select({ transaction: paymentTransactions, tag: payments.tag })
    .from(paymentTransactions)
    .innerJoin(payments, eq(payments.id, paymentTransactions.paymentId))
    .where(inArray(paymentTransactions.parcelOrderId, ids))
    .orderBy(asc(paymentTransactions.id))
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

export async function findUserRole(db: Executor, id: number) {
  const [row] = await db
    .select({ id: users.id, role: users.role, active: users.active })
    .from(users)
    .where(eq(users.id, id))
  return row
}

/** Inserts the review unless the parcel has one: answers whether this call wrote it. */
export async function insertReview(tx: Executor, values: typeof parcelOrderReviews.$inferInsert): Promise<boolean> {
  const rows = await tx
    .insert(parcelOrderReviews)
    .values(values)
    .onConflictDoNothing({ target: parcelOrderReviews.parcelOrderId })
    .returning({ id: parcelOrderReviews.id })
  return rows.length > 0
}

export async function findPayment(tx: Executor, id: number): Promise<PaymentRow | undefined> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id))
  return row
}

export function parcelTransactions(tx: Executor, parcelOrderId: number): Promise<TransactionRow[]> {
  return tx
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.parcelOrderId, parcelOrderId))
    .orderBy(asc(paymentTransactions.id))
}

export async function findTransaction(tx: Executor, id: number): Promise<TransactionRow | undefined> {
  const [row] = await tx.select().from(paymentTransactions).where(eq(paymentTransactions.id, id))
  return row
}

export async function insertTransaction(
  tx: Executor,
  values: typeof paymentTransactions.$inferInsert,
): Promise<TransactionRow> {
  const [row] = await tx.insert(paymentTransactions).values(values).returning()
  return row!
}

export async function updateTransactionStatus(
  tx: Executor,
  id: number,
  status: TransactionRow['status'],
  note: string | null,
): Promise<void> {
  await tx
    .update(paymentTransactions)
    .set({ status, note, updatedAt: new Date() })
    .where(eq(paymentTransactions.id, id))
}

export async function readSetting(db: Executor, key: string): Promise<string | null> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key))
  return row?.value ?? null
}

/** The upload paths among `paths` that `userId` uploaded. */
export async function ownUploads(db: Executor, userId: number, paths: string[]): Promise<Set<string>> {
  if (paths.length === 0) return new Set()
  const rows = await db
    .select({ path: uploads.path })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), inArray(uploads.path, paths)))
  return new Set(rows.map((r) => r.path))
}
