import { and, asc, count, desc, eq, gte, inArray, lte } from 'drizzle-orm'
import type { Executor } from '../../../db/types.ts'
import { pageOf } from '../../../db/sql.ts'
import {
  discounts,
  productDiscounts,
  products,
  receiptNutritions,
  receipts,
  receiptStocks,
  shops,
  stocks,
  units,
} from '../../../db/schema/index.ts'
import { type PageWindow } from '../shared.ts'
import { isPublicShop } from '../../../db/rules.ts'

export type RecipeRow = typeof receipts.$inferSelect

const recipeColumns = {
  id: receipts.id,
  uuid: receipts.uuid,
  shopId: receipts.shopId,
  categoryId: receipts.categoryId,
  img: receipts.img,
  discountType: receipts.discountType,
  discountPrice: receipts.discountPrice,
  activeTime: receipts.activeTime,
  totalTime: receipts.totalTime,
  calories: receipts.calories,
  servings: receipts.servings,
  active: receipts.active,
  createdAt: receipts.createdAt,
}

export async function listActiveRecipes(
  db: Executor,
  filter: { categoryId?: number; shopId?: number },
  window: PageWindow,
) {
  const where = and(
    eq(receipts.active, true),
    isPublicShop,
    filter.categoryId === undefined ? undefined : eq(receipts.categoryId, filter.categoryId),
    filter.shopId === undefined ? undefined : eq(receipts.shopId, filter.shopId),
  )
  return pageOf(
    db
      .select(recipeColumns)
      .from(receipts)
      .innerJoin(shops, eq(shops.id, receipts.shopId))
      .where(where)
      .orderBy(desc(receipts.id))
      .limit(window.perPage)
      .offset(window.offset),
    db.select({ n: count() }).from(receipts).innerJoin(shops, eq(shops.id, receipts.shopId)).where(where),
  )
}

export async function findActiveRecipe(db: Executor, ref: { id: number } | { uuid: string }) {
  const [row] = await db
    .select(recipeColumns)
    .from(receipts)
    .innerJoin(shops, eq(shops.id, receipts.shopId))
    .where(
      and('id' in ref ? eq(receipts.id, ref.id) : eq(receipts.uuid, ref.uuid), eq(receipts.active, true), isPublicShop),
    )
  return row
}

export function listNutritions(db: Executor, recipeIds: number[]) {
  if (recipeIds.length === 0) return Promise.resolve([])
  return db
    .select()
    .from(receiptNutritions)
    .where(inArray(receiptNutritions.receiptId, recipeIds))
    .orderBy(asc(receiptNutritions.id))
}

/** The stocks recipes call for, of products a customer can buy now. */
export function listRecipeStocks(db: Executor, recipeIds: number[]) {
  if (recipeIds.length === 0) return Promise.resolve([])
  return db
    .select({
      recipeId: receiptStocks.receiptId,
      minQuantity: receiptStocks.minQuantity,
      id: stocks.id,
      price: stocks.price,
      quantity: stocks.quantity,
      productId: products.id,
      productUuid: products.uuid,
      shopId: products.shopId,
      img: products.img,
      tax: products.tax,
      minQty: products.minQty,
      maxQty: products.maxQty,
      interval: products.interval,
      unitId: products.unitId,
    })
    .from(receiptStocks)
    .innerJoin(stocks, eq(stocks.id, receiptStocks.stockId))
    .innerJoin(products, eq(products.id, stocks.productId))
    .where(
      and(inArray(receiptStocks.receiptId, recipeIds), eq(products.active, true), eq(products.status, 'published')),
    )
    .orderBy(asc(receiptStocks.receiptId), asc(stocks.id))
}

/** Discounts running now on the products. */
export function listRunningProductDiscounts(db: Executor, productIds: number[], now: Date) {
  if (productIds.length === 0) return Promise.resolve([])
  return db
    .select({ productId: productDiscounts.productId, type: discounts.type, price: discounts.price })
    .from(productDiscounts)
    .innerJoin(discounts, eq(discounts.id, productDiscounts.discountId))
    .where(
      and(
        inArray(productDiscounts.productId, productIds),
        eq(discounts.active, true),
        lte(discounts.start, now),
        gte(discounts.end, now),
      ),
    )
}

export function listUnits(db: Executor, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([])
  return db.select().from(units).where(inArray(units.id, ids))
}

export function listShops(db: Executor, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([])
  return db
    .select({ id: shops.id, uuid: shops.uuid, slug: shops.slug, type: shops.type, logoImg: shops.logoImg })
    .from(shops)
    .where(inArray(shops.id, ids))
}
