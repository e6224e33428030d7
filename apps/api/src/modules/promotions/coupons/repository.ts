import { and, eq, gt, sql } from 'drizzle-orm'
import type { Executor } from '../../../db/types.ts'
import { couponTranslations, couponUsages, coupons } from '../../../db/schema/index.ts'
import { loadTranslations, type Locales } from '../../../db/sql.ts'

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

/** Records the coupon's use by the user and takes one of its uses; false when it was used up or already used. */
export async function useCoupon(db: Executor, couponId: number, userId: number, orderId: number): Promise<boolean> {
  const [usage] = await db
    .insert(couponUsages)
    .values({ couponId, userId, orderId })
    .onConflictDoNothing()
    .returning({ id: couponUsages.id })
  if (!usage) return false
  const taken = await db
    .update(coupons)
    .set({ qty: sql`${coupons.qty} - 1` })
    .where(and(eq(coupons.id, couponId), sql`${coupons.qty} > 0`))
    .returning({ id: coupons.id })
  return taken.length === 1
}

/** Gives back the coupon uses of an order (canceled). */
export async function releaseCoupon(db: Executor, orderId: number) {
  const released = await db
    .delete(couponUsages)
    .where(eq(couponUsages.orderId, orderId))
    .returning({ couponId: couponUsages.couponId })
  for (const { couponId } of released) {
    await db
      .update(coupons)
      .set({ qty: sql`${coupons.qty} + 1` })
      .where(eq(coupons.id, couponId))
  }
}

export function loadCouponTranslations(db: Executor, ids: number[], locales: Locales) {
  return loadTranslations(db, couponTranslations, ids, locales)
}
