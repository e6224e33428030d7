import type { Brand } from '@basil/contracts'
import type { Executor } from '../../../db/types.ts'
import type { RequestContext } from '../../../lib/context.ts'
import { imageUrl } from '../../../lib/present.ts'
import type { PageWindow } from '../shared.ts'
import * as repo from './repository.ts'

/** Active brands; with a shop, only brands that shop sells, and their counts are of that shop's products. */
export async function listBrands(
  db: Executor,
  query: { shop_id?: number },
  window: PageWindow,
  ctx: RequestContext,
): Promise<{ items: Brand[]; total: number }> {
  const { rows, total } = await repo.listBrands(db, { shopId: query.shop_id }, window)
  const counts = await repo.countProductsByBrand(
    db,
    rows.map((r) => r.id),
    query.shop_id,
  )
  const items = rows.map((row) => ({
    id: row.id,
    uuid: row.uuid,
    title: row.title,
    img: imageUrl(row.img, ctx),
    active: row.active,
    products_count: counts.get(row.id) ?? 0,
  }))
  return { items, total }
}
