import { and, asc, count, eq } from 'drizzle-orm'
import type { Executor } from '../../../db/types.ts'
import { pageOf } from '../../../db/sql.ts'
import { faqs } from '../../../db/schema/index.ts'
import type { PageWindow } from '../shared.ts'

export async function listActiveFaqs(db: Executor, filter: { type?: string }, window: PageWindow) {
  const where = and(eq(faqs.active, true), filter.type === undefined ? undefined : eq(faqs.type, filter.type))
  return pageOf(
    db.select().from(faqs).where(where).orderBy(asc(faqs.id)).limit(window.perPage).offset(window.offset),
    db.select({ n: count() }).from(faqs).where(where),
  )
}
