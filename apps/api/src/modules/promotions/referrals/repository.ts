import { and, desc, eq } from 'drizzle-orm'
import type { Executor } from '../../../db/types.ts'
import { referrals } from '../../../db/schema/index.ts'
import { isNotExpired } from '../../../db/sql.ts'

/** The referral programme running now: the newest active, unexpired one. */
export async function findRunningReferral(db: Executor, now: Date) {
  const [row] = await db
    .select()
    .from(referrals)
    .where(and(eq(referrals.active, true), isNotExpired(referrals.expiredAt, now)))
    .orderBy(desc(referrals.id))
    .limit(1)
  return row
}
