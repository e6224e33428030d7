import type { Coupon } from '@basil/contracts'
import type { Executor } from '../../../db/types.ts'
import { couponTranslations } from '../../../db/schema/index.ts'
import type { RequestContext } from '../../../lib/context.ts'
import { badRequest } from '../../../lib/errors.ts'
import { isoDate, money } from '../../../lib/present.ts'
import { presentTranslation } from '../../../lib/translations.ts'
import { loadTranslations } from '../../../db/sql.ts'
import * as repo from './repository.ts'

export const INVALID_COUPON = 'Coupon is invalid or expired'

/** The coupon when it can be applied to an order of the shop; a 400 otherwise (clients only look at the status). */
export async function checkCoupon(
  db: Executor,
  input: { coupon: string; shop_id: number; user_id?: number | null },
  ctx: RequestContext,
): Promise<Coupon> {
  const row = await repo.findUsableCoupon(db, input.shop_id, input.coupon, new Date())
  // A user may use a coupon once: one they already used is no longer valid for them.
  if (!row || (input.user_id && (await repo.hasUsedCoupon(db, row.id, input.user_id)))) {
    throw badRequest(INVALID_COUPON, { coupon: [INVALID_COUPON] })
  }
  const translations = await loadTranslations(db, couponTranslations, [row.id], ctx)
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
