import type { Coupon } from '@basil/contracts'
import type { Executor } from '../../../db/types.ts'
import type { RequestContext } from '../../../lib/context.ts'
import { badRequest } from '../../../lib/errors.ts'
import { isoDate, money } from '../../../lib/present.ts'
import { presentTranslation } from '../../../lib/translations.ts'
import * as repo from './repository.ts'

export const INVALID_COUPON = 'Coupon is invalid or expired'

export type CouponRow = NonNullable<Awaited<ReturnType<typeof repo.findUsableCoupon>>>

/**
 * The coupon of the shop named `code` when it can be used now by `userId` (null: nobody signed in); a 400 with
 * INVALID_COUPON otherwise. A user may use a coupon once: one they already used is no longer valid for them.
 */
export async function requireUsableCoupon(
  db: Executor,
  shopId: number,
  code: string,
  userId: number | null,
  now: Date,
): Promise<CouponRow> {
  const coupon = await repo.findUsableCoupon(db, shopId, code, now)
  const used = coupon && userId !== null ? await repo.hasUsedCoupon(db, coupon.id, userId) : false
  if (!coupon || used) throw badRequest(INVALID_COUPON, { coupon: [INVALID_COUPON] })
  return coupon
}

/** What the coupon takes off `goods` (minor units): a percentage or a fixed amount, never more than the goods. */
export function couponDiscount(coupon: Pick<CouponRow, 'type' | 'price'>, goods: number): number {
  return Math.min(
    goods,
    coupon.type === 'percent' ? Math.round((goods * coupon.price) / 100) : Math.round(coupon.price),
  )
}

/** The coupon when it can be applied to an order of the shop; a 400 otherwise (clients only look at the status). */
export async function checkCoupon(
  db: Executor,
  input: { coupon: string; shop_id: number; user_id?: number | null },
  ctx: RequestContext,
): Promise<Coupon> {
  const row = await requireUsableCoupon(db, input.shop_id, input.coupon, input.user_id || null, new Date())
  const translations = await repo.loadCouponTranslations(db, [row.id], ctx)
  return {
    id: row.id,
    name: row.name,
    shop_id: row.shopId,
    type: row.type,
    price: row.type === 'fix' ? money(row.price, ctx) : row.price,
    qty: row.qty,
    expired_at: isoDate(row.expiredAt)!,
    translation: presentTranslation(translations.get(row.id)),
  }
}
