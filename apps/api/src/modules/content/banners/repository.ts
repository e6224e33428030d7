import { and, asc, count, desc, eq, exists, inArray, notExists, or, sql, type SQL } from 'drizzle-orm'
import type { Executor } from '../../../db/types.ts'
import { bannerShops, banners, shops } from '../../../db/schema/index.ts'
import { type PageWindow } from '../shared.ts'
import { pageOf, isNotExpired } from '../../../db/sql.ts'
import { isPublicShop } from '../../../db/rules.ts'

export type BannerRow = typeof banners.$inferSelect
export type BannerType = BannerRow['type']

function isLive(type: BannerType, now: Date): SQL {
  return and(eq(banners.type, type), eq(banners.active, true), isNotExpired(banners.expiredAt, now))!
}

/**
 * Live banners of a type. `shopIds` keeps banners that feature at least one of those shops, and banners that
 * feature no shop at all (they advertise the marketplace itself).
 */
export async function listLiveBanners(
  db: Executor,
  filter: { type: BannerType; now: Date; shopIds?: number[] },
  window: PageWindow,
) {
  const linked = (condition?: SQL) =>
    db
      .select({ one: sql`1` })
      .from(bannerShops)
      .where(and(eq(bannerShops.bannerId, banners.id), condition))
  const where = and(
    isLive(filter.type, filter.now),
    filter.shopIds === undefined
      ? undefined
      : or(
          notExists(linked()),
          filter.shopIds.length ? exists(linked(inArray(bannerShops.shopId, filter.shopIds))) : undefined,
        ),
  )
  return pageOf(
    db
      .select()
      .from(banners)
      .where(where)
      .orderBy(asc(banners.input), desc(banners.id))
      .limit(window.perPage)
      .offset(window.offset),
    db.select({ n: count() }).from(banners).where(where),
  )
}

export async function findLiveBanner(db: Executor, id: number, type: BannerType, now: Date) {
  const [row] = await db
    .select()
    .from(banners)
    .where(and(eq(banners.id, id), isLive(type, now)))
  return row
}

/** Public shops a banner features, in shop id order. */
export async function listBannerShopIds(db: Executor, bannerId: number): Promise<number[]> {
  const rows = await db
    .select({ shopId: bannerShops.shopId })
    .from(bannerShops)
    .innerJoin(shops, eq(shops.id, bannerShops.shopId))
    .where(and(eq(bannerShops.bannerId, bannerId), isPublicShop))
    .orderBy(asc(bannerShops.shopId))
  return rows.map((r) => r.shopId)
}
