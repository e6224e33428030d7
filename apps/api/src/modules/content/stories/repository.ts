import { and, asc, desc, eq, inArray, max } from 'drizzle-orm'
import type { Executor } from '../../../db/types.ts'
import { products, shops, stories } from '../../../db/schema/index.ts'
import { type PageWindow } from '../shared.ts'
import { isPublicShop } from '../../../db/rules.ts'

/** Public shops with active stories, the most recently updated first. */
export async function listShopIdsWithStories(db: Executor, window: PageWindow): Promise<number[]> {
  const latest = max(stories.createdAt)
  const rows = await db
    .select({ shopId: stories.shopId, latest })
    .from(stories)
    .innerJoin(shops, eq(shops.id, stories.shopId))
    .where(and(eq(stories.active, true), isPublicShop))
    .groupBy(stories.shopId)
    .orderBy(desc(latest), asc(stories.shopId))
    .limit(window.perPage)
    .offset(window.offset)
  return rows.map((r) => r.shopId)
}

/** Active stories of the shops, oldest first so frames play in the order they were posted. */
export function listActiveStories(db: Executor, shopIds: number[]) {
  if (shopIds.length === 0) return Promise.resolve([])
  return db
    .select()
    .from(stories)
    .where(and(inArray(stories.shopId, shopIds), eq(stories.active, true)))
    .orderBy(asc(stories.createdAt), asc(stories.id))
}

export function listShopsByIds(db: Executor, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([])
  return db.select({ id: shops.id, logoImg: shops.logoImg }).from(shops).where(inArray(shops.id, ids))
}

export function listProductsByIds(db: Executor, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([])
  return db.select({ id: products.id, uuid: products.uuid }).from(products).where(inArray(products.id, ids))
}
