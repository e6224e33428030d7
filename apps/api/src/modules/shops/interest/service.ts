// "Sorry, we're not available here" (storefront spec, messages): the e-mails visitors leave for places no shop
// delivers to, and the operator's list of them.
import type { DeliveryInterest, DeliveryInterestBody } from '@basil/contracts'
import type { Executor } from '../../../db/types.ts'
import type { RequestContext } from '../../../lib/context.ts'
import { badRequest, forbidden } from '../../../lib/errors.ts'
import type { PageWindow } from '../../../lib/pagination.ts'
import { isoDate } from '../../../lib/present.ts'
import type { AuthUser } from '../../../plugins/auth.ts'
import { isValidEmail, normalizeEmail } from '../../auth/index.ts'
import * as repo from './repository.ts'

export const INVALID_EMAIL = 'Enter a valid e-mail address'
export const OPERATORS_ONLY = 'Only the marketplace’s operators can see this'

/**
 * Keeps the e-mail for the point (rounded to about 10 m, so that one place is one row however the map was clicked);
 * leaving it again for the same place only refreshes the row. A shop that does not exist is ignored, not an error: the
 * e-mail is what matters.
 */
export async function leaveInterest(
  db: Executor,
  body: DeliveryInterestBody,
  ctx: RequestContext,
): Promise<{ id: number }> {
  const email = normalizeEmail(body.email)
  if (!email || !isValidEmail(email)) throw badRequest(INVALID_EMAIL, { email: [INVALID_EMAIL] })
  const latitude = Math.round(body.address.latitude * 10_000) / 10_000
  const longitude = Math.round(body.address.longitude * 10_000) / 10_000
  let shopId: number | null = null
  if (body.shop_id !== undefined) {
    shopId = await repo.findShopId(db, body.shop_id)
  }
  return { id: await repo.keepInterest(db, { email, latitude, longitude, shopId, locale: ctx.locale }) }
}

/** The operator's list, newest first. */
export async function listInterests(
  db: Executor,
  user: AuthUser,
  window: PageWindow,
): Promise<{ items: DeliveryInterest[]; total: number }> {
  if (user.role !== 'admin') throw forbidden(OPERATORS_ONLY)
  const { rows, total } = await repo.pageInterests(db, window)
  return {
    total,
    items: rows.map((row) => ({
      id: row.id,
      email: row.email,
      location: { latitude: row.latitude, longitude: row.longitude },
      shop_id: row.shopId,
      locale: row.locale,
      created_at: isoDate(row.createdAt)!,
      updated_at: isoDate(row.updatedAt)!,
    })),
  }
}
