import { count, desc, eq, sql } from 'drizzle-orm'
import { deliveryInterests, shops } from '../../../db/schema/index.ts'
import { pageOf } from '../../../db/sql.ts'
import type { Executor } from '../../../db/types.ts'
import type { PageWindow } from '../../../lib/pagination.ts'

/** The shop's id when it exists, else null. */
export async function findShopId(db: Executor, shopId: number): Promise<number | null> {
  const [shop] = await db.select({ id: shops.id }).from(shops).where(eq(shops.id, shopId))
  return shop?.id ?? null
}

/** Keeps one row per e-mail and point: a repeated one only refreshes it (keeping a shop it named before). */
export async function keepInterest(
  db: Executor,
  values: { email: string; latitude: number; longitude: number; shopId: number | null; locale: string },
): Promise<number> {
  const [row] = await db
    .insert(deliveryInterests)
    .values(values)
    .onConflictDoUpdate({
      target: [deliveryInterests.email, deliveryInterests.latitude, deliveryInterests.longitude],
      set: {
        shopId: sql`coalesce(excluded.shop_id, ${deliveryInterests.shopId})`,
        locale: values.locale,
        updatedAt: new Date(),
      },
    })
    .returning({ id: deliveryInterests.id })
  return row!.id
}

/** Newest first. */
export function pageInterests(db: Executor, window: PageWindow) {
  return pageOf(
    db
      .select()
      .from(deliveryInterests)
      .orderBy(desc(deliveryInterests.updatedAt), desc(deliveryInterests.id))
      .limit(window.perPage)
      .offset(window.offset),
    db.select({ n: count() }).from(deliveryInterests),
  )
}
