import { asc, count, eq } from 'drizzle-orm'
import type { Executor } from '../../../db/types.ts'
import { pageOf } from '../../../db/sql.ts'
import { payments } from '../../../db/schema/index.ts'
import type { PageWindow } from '../../../lib/pagination.ts'

export async function listActivePayments(db: Executor, window: PageWindow) {
  const where = eq(payments.active, true)
  return pageOf(
    db
      .select({
        id: payments.id,
        tag: payments.tag,
        input: payments.input,
        sandbox: payments.sandbox,
        active: payments.active,
      })
      .from(payments)
      .where(where)
      .orderBy(asc(payments.input), asc(payments.id))
      .limit(window.perPage)
      .offset(window.offset),
    db.select({ n: count() }).from(payments).where(where),
  )
}
