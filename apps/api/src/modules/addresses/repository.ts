import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Executor } from '../../db/types.ts'
import { pageOf } from '../../db/sql.ts'
import { userAddresses, users } from '../../db/schema/index.ts'

export type AddressRow = typeof userAddresses.$inferSelect
export type AddressValues = Omit<typeof userAddresses.$inferInsert, 'id' | 'userId' | 'createdAt'>

/** Serialises a user's address changes (the one-active rule) without blocking anyone else. */
export async function lockUser(tx: Executor, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
}

export async function listAddresses(db: Executor, userId: number, limit: number, offset: number) {
  return pageOf(
    db
      .select()
      .from(userAddresses)
      .where(eq(userAddresses.userId, userId))
      .orderBy(desc(userAddresses.active), asc(userAddresses.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(userAddresses)
      .where(eq(userAddresses.userId, userId)),
  )
}

export async function countAddresses(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(userAddresses)
    .where(eq(userAddresses.userId, userId))
  return row?.n ?? 0
}

/** The address when it belongs to the user; someone else's address is as good as missing. */
export async function findOwnAddress(db: Executor, userId: number, id: number): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(userAddresses)
    .where(and(eq(userAddresses.id, id), eq(userAddresses.userId, userId)))
  return row
}

export async function deactivateAll(db: Executor, userId: number): Promise<void> {
  await db
    .update(userAddresses)
    .set({ active: false })
    .where(and(eq(userAddresses.userId, userId), eq(userAddresses.active, true)))
}

export async function insertAddress(db: Executor, userId: number, values: AddressValues): Promise<AddressRow> {
  const [row] = await db
    .insert(userAddresses)
    .values({ ...values, userId })
    .returning()
  return row!
}

export async function updateAddress(db: Executor, id: number, values: Partial<AddressValues>): Promise<AddressRow> {
  const [row] = await db
    .update(userAddresses)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(userAddresses.id, id))
    .returning()
  return row!
}

export async function findOwnAddresses(db: Executor, userId: number, ids: number[]): Promise<AddressRow[]> {
  return db
    .select()
    .from(userAddresses)
    .where(and(eq(userAddresses.userId, userId), inArray(userAddresses.id, ids)))
}

export async function deleteAddresses(db: Executor, userId: number, ids: number[]): Promise<void> {
  await db.delete(userAddresses).where(and(eq(userAddresses.userId, userId), inArray(userAddresses.id, ids)))
}

export async function findNewestAddress(db: Executor, userId: number): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(userAddresses)
    .where(eq(userAddresses.userId, userId))
    .orderBy(desc(userAddresses.id))
    .limit(1)
  return row
}
