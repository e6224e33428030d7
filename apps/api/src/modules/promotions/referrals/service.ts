import type { Referral } from '@basil/contracts'
import type { Executor } from '../../../db/types.ts'
import type { RequestContext } from '../../../lib/context.ts'
import { notFound } from '../../../lib/errors.ts'
import { imageUrl, isoDate, money } from '../../../lib/present.ts'
import { presentTranslation } from '../../../lib/translations.ts'
import { loadTranslationsOf } from '../../../db/translations.ts'
import * as repo from './repository.ts'

export async function getReferral(db: Executor, ctx: RequestContext): Promise<Referral> {
  const row = await repo.findRunningReferral(db, new Date())
  if (!row) throw notFound('Referral not found')
  const translations = await loadTranslationsOf(db, 'referralTranslations', [row.id], ctx)
  return {
    id: row.id,
    price_from: money(row.priceFrom, ctx),
    price_to: money(row.priceTo, ctx),
    img: imageUrl(row.img, ctx),
    expired_at: isoDate(row.expiredAt),
    created_at: isoDate(row.createdAt)!,
    translation: presentTranslation(translations.get(row.id)),
  }
}
