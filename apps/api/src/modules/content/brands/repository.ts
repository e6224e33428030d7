import { and, asc, count, eq, exists, inArray, sql } from 'drizzle-orm'
import type { Executor } from '../../../db/types.ts'
import { pageOf } from '../../../db/sql.ts'
import { brands, products } from '../../../db/schema/index.ts'
import { isListedProduct } from '../../../db/rules.ts'
import type { PageWindow } from '../shared.ts'

export async function listBrands(db: Executor, filter: { shopId?: number }, window: PageWindow) {
  const where = and(
    eq(brands.active, true),
    filter.shopId === undefined
      ? undefined
      : exists(
          db
            .select({ one: sql`1` })
            .from(products)
            .where(and(eq(products.brandId, brands.id), eq(products.shopId, filter.shopId), isListedProduct)),
        ),
  )
  return pageOf(
    db
      .select()
      .from(brands)
      .where(where)
      .orderBy(asc(brands.title), asc(brands.id))
      .limit(window.perPage)
      .offset(window.offset),
    db.select({ n: count() }).from(brands).where(where),
  )
}

export async function countProductsByBrand(db: Executor, brandIds: number[], shopId?: number) {
  if (brandIds.length === 0) return new Map<number, number>()
  const rows = await db
    .select({ brandId: products.brandId, n: count() })
    .from(products)
    .where(
      and(
        inArray(products.brandId, brandIds),
        isListedProduct,
        shopId === undefined ? undefined : eq(products.shopId, shopId),
      ),
    )
    .groupBy(products.brandId)
  return new Map(rows.map((r) => [r.brandId!, r.n]))
}
