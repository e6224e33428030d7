import { and, asc, count, eq, inArray, isNull, type SQL } from 'drizzle-orm'
import type { Executor } from '../../../db/types.ts'
import { pageOf } from '../../../db/sql.ts'
import { categories } from '../../../db/schema/index.ts'
import type { PageWindow } from '../shared.ts'

export type CategoryRow = typeof categories.$inferSelect
export type CategoryType = CategoryRow['type']

export interface CategoryFilter {
  type?: CategoryType
  /** null: top-level categories only. */
  parentId?: number | null
}

function filterCondition(filter: CategoryFilter): SQL | undefined {
  return and(
    eq(categories.active, true),
    filter.type ? eq(categories.type, filter.type) : undefined,
    filter.parentId === null
      ? isNull(categories.parentId)
      : filter.parentId !== undefined
        ? eq(categories.parentId, filter.parentId)
        : undefined,
  )
}

export async function listCategories(db: Executor, filter: CategoryFilter, window: PageWindow) {
  const where = filterCondition(filter)
  return pageOf(
    db
      .select()
      .from(categories)
      .where(where)
      .orderBy(asc(categories.input), asc(categories.id))
      .limit(window.perPage)
      .offset(window.offset),
    db.select({ n: count() }).from(categories).where(where),
  )
}

export async function findActiveCategory(db: Executor, id: number): Promise<CategoryRow | undefined> {
  const [row] = await db
    .select()
    .from(categories)
    .where(and(eq(categories.id, id), eq(categories.active, true)))
  return row
}

export function listActiveChildren(db: Executor, parentIds: number[]): Promise<CategoryRow[]> {
  if (parentIds.length === 0) return Promise.resolve([])
  return db
    .select()
    .from(categories)
    .where(and(inArray(categories.parentId, parentIds), eq(categories.active, true)))
    .orderBy(asc(categories.input), asc(categories.id))
}
