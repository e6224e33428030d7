import { and, eq, gt } from 'drizzle-orm'
import type { Executor } from '../../../db/types.ts'
import { couponUsages, coupons } from '../../../db/schema/index.ts'

/** A coupon of the shop that can still be used: not expired and with uses left. */
export async function findUsableCoupon(db: Executor, shopId: number, name: string, now: Date) {
  const [row] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.shopId, shopId), eq(coupons.name, name), gt(coupons.expiredAt, now), gt(coupons.qty, 0)))
  return row
}

/** Whether the user already used the coupon on an order (that was not canceled). */
export async function hasUsedCoupon(db: Executor, couponId: number, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: couponUsages.id })
    .from(couponUsages)
    .where(and(eq(couponUsages.couponId, couponId), eq(couponUsages.userId, userId)))
    .limit(1)
  return rows.length > 0
}
