import { and, asc, count, eq } from 'drizzle-orm'
import type { Executor } from '../../../db/types.ts'
import { pageOf } from '../../../db/sql.ts'
import { landingPages, pages, users } from '../../../db/schema/index.ts'
import type { PageWindow } from '../shared.ts'

export type PageRow = typeof pages.$inferSelect
export type PageType = PageRow['type']

const pageOrder = [asc(pages.input), asc(pages.id)]

export async function listActivePages(db: Executor, filter: { type?: PageType }, window: PageWindow) {
  const where = and(eq(pages.active, true), filter.type === undefined ? undefined : eq(pages.type, filter.type))
  return pageOf(
    db
      .select()
      .from(pages)
      .where(where)
      .orderBy(...pageOrder)
      .limit(window.perPage)
      .offset(window.offset),
    db.select({ n: count() }).from(pages).where(where),
  )
}

/** The page shown for a single-page type: the first active one. */
export async function findActivePage(db: Executor, type: PageType) {
  const [row] = await db
    .select()
    .from(pages)
    .where(and(eq(pages.type, type), eq(pages.active, true)))
    .orderBy(...pageOrder)
    .limit(1)
  return row
}

export async function findLandingPage(db: Executor, type: string) {
  const [row] = await db.select().from(landingPages).where(eq(landingPages.type, type))
  return row
}

/** Customers: active accounts with the `user` role. */
export async function countCustomers(db: Executor): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.active, true), eq(users.role, 'user')))
  return row?.n ?? 0
}
