import { and, count, desc, eq } from 'drizzle-orm'
import type { Executor } from '../../../db/types.ts'
import { pageOf } from '../../../db/sql.ts'
import { careers } from '../../../db/schema/index.ts'
import type { PageWindow } from '../shared.ts'

export type CareerRow = typeof careers.$inferSelect

export async function listActiveCareers(db: Executor, filter: { categoryId?: number }, window: PageWindow) {
  const where = and(
    eq(careers.active, true),
    filter.categoryId === undefined ? undefined : eq(careers.categoryId, filter.categoryId),
  )
  return pageOf(
    db.select().from(careers).where(where).orderBy(desc(careers.id)).limit(window.perPage).offset(window.offset),
    db.select({ n: count() }).from(careers).where(where),
  )
}

export async function findActiveCareer(db: Executor, id: number) {
  const [row] = await db
    .select()
    .from(careers)
    .where(and(eq(careers.id, id), eq(careers.active, true)))
  return row
}
