import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import type { Executor } from '../../../db/types.ts'
import { orders, referrals, settings, userReferrals, users } from '../../../db/schema/index.ts'
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

/** The `referral_active` setting: referrals are offered unless it is set to something other than 1/true. */
export async function isReferralSettingOn(db: Executor): Promise<boolean> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, 'referral_active'))
  return row ? ['1', 'true'].includes(String(row.value).trim().toLowerCase()) : false
}

/**
 * Marks the referral of `referredId` rewarded by `orderId`, when it is not rewarded yet and the customer has no
 * other delivered order (the reward is for the first one). One conditional UPDATE: of two deliveries racing, the
 * second waits for the first's row lock and then finds `rewarded_at` set, so the reward happens once.
 * Answers the referrer's id, or undefined when nothing is to be rewarded.
 */
export async function claimReferralReward(
  db: Executor,
  referredId: number,
  orderId: number,
  rewards: { referrer: number; referred: number },
): Promise<number | undefined> {
  const [row] = await db
    .update(userReferrals)
    .set({
      rewardedAt: new Date(),
      rewardOrderId: orderId,
      referrerReward: rewards.referrer,
      referredReward: rewards.referred,
    })
    .where(
      and(
        eq(userReferrals.referredId, referredId),
        isNull(userReferrals.rewardedAt),
        sql`NOT EXISTS (SELECT 1 FROM ${orders} WHERE ${orders.userId} = ${referredId}
              AND ${orders.status} = 'delivered' AND ${orders.id} <> ${orderId})`,
      ),
    )
    .returning({ referrerId: userReferrals.referrerId })
  return row?.referrerId
}

export async function findPerson(db: Executor, userId: number) {
  const [row] = await db
    .select({ uuid: users.uuid, firstname: users.firstname, lastname: users.lastname })
    .from(users)
    .where(eq(users.id, userId))
  return row
}
