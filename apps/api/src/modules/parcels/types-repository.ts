import { and, asc, count, eq } from 'drizzle-orm'
import type { Executor } from '../../db/types.ts'
import { pageOf } from '../../db/sql.ts'
import { parcelOrderTypes } from '../../db/schema/index.ts'
import type { PageWindow } from '../../lib/pagination.ts'

export type ParcelTypeRow = typeof parcelOrderTypes.$inferSelect

export async function listActiveParcelTypes(db: Executor, window: PageWindow) {
  const where = eq(parcelOrderTypes.active, true)
  return pageOf(
    db
      .select()
      .from(parcelOrderTypes)
      .where(where)
      .orderBy(asc(parcelOrderTypes.id))
      .limit(window.perPage)
      .offset(window.offset),
    db.select({ n: count() }).from(parcelOrderTypes).where(where),
  )
}

export async function findActiveParcelType(db: Executor, id: number) {
  const [row] = await db
    .select()
    .from(parcelOrderTypes)
    .where(and(eq(parcelOrderTypes.id, id), eq(parcelOrderTypes.active, true)))
  return row
}
