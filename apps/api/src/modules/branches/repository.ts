import { and, asc, count, eq } from 'drizzle-orm'
import type { Executor } from '../../db/types.ts'
import { pageOf } from '../../db/sql.ts'
import { branches, shops } from '../../db/schema/index.ts'
import { isPublicShop } from '../../db/rules.ts'

const branchColumns = {
  id: branches.id,
  shopId: branches.shopId,
  latitude: branches.latitude,
  longitude: branches.longitude,
  createdAt: branches.createdAt,
}
export type BranchRow = { id: number; shopId: number; latitude: number; longitude: number; createdAt: Date }

/** Branches of public shops. */
export async function listBranches(
  db: Executor,
  shopId: number | undefined,
  window: { perPage: number; offset: number },
) {
  const where = and(isPublicShop, shopId === undefined ? undefined : eq(branches.shopId, shopId))
  return pageOf(
    db
      .select(branchColumns)
      .from(branches)
      .innerJoin(shops, eq(shops.id, branches.shopId))
      .where(where)
      .orderBy(asc(branches.id))
      .limit(window.perPage)
      .offset(window.offset),
    db.select({ n: count() }).from(branches).innerJoin(shops, eq(shops.id, branches.shopId)).where(where),
  )
}

export async function findBranch(db: Executor, id: number): Promise<BranchRow | undefined> {
  const [row] = await db
    .select(branchColumns)
    .from(branches)
    .innerJoin(shops, eq(shops.id, branches.shopId))
    .where(and(eq(branches.id, id), isPublicShop))
    .limit(1)
  return row
}
