import type { Branch } from '@basil/contracts'
import type { Executor } from '../../db/types.ts'
import type { RequestContext } from '../../lib/context.ts'
import { notFound } from '../../lib/errors.ts'
import { isoDate } from '../../lib/present.ts'
import { presentTranslation } from '../../lib/translations.ts'
import { loadTranslationsOf } from '../../db/translations.ts'
import { presentShopsByIds } from '../shops/index.ts'
import type { PageWindow } from '../shops/index.ts'
import * as repo from './repository.ts'

async function presentBranches(db: Executor, rows: repo.BranchRow[], ctx: RequestContext): Promise<Branch[]> {
  const ids = rows.map((r) => r.id)
  const [translations, shops] = await Promise.all([
    loadTranslationsOf(db, 'branchTranslations', ids, ctx),
    presentShopsByIds(
      db,
      rows.map((r) => r.shopId),
      ctx,
    ),
  ])
  return rows.map((r) => ({
    id: r.id,
    shop_id: r.shopId,
    translation: presentTranslation(translations.get(r.id)),
    location: { latitude: r.latitude, longitude: r.longitude },
    shop: shops.get(r.shopId) ?? null,
    created_at: isoDate(r.createdAt)!,
  }))
}

export async function listBranches(db: Executor, shopId: number | undefined, window: PageWindow, ctx: RequestContext) {
  const { rows, total } = await repo.listBranches(db, shopId, window)
  return { items: await presentBranches(db, rows, ctx), total }
}

export async function getBranch(db: Executor, id: number, ctx: RequestContext): Promise<Branch> {
  const row = await repo.findBranch(db, id)
  if (!row) throw notFound('Branch not found')
  const [branch] = await presentBranches(db, [row], ctx)
  return branch!
}
