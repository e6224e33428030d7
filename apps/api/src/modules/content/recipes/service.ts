import type { Recipe } from '@basil/contracts'
import type { Executor } from '../../../db/types.ts'
import type { RequestContext } from '../../../lib/context.ts'
import { notFound } from '../../../lib/errors.ts'
import { imageUrl, isoDate, money } from '../../../lib/present.ts'
import { presentTranslation } from '../../../lib/translations.ts'
import { loadTranslationsOf } from '../../../db/translations.ts'
import { priceStock } from '../../products/index.ts'
import { groupBy, type PageWindow } from '../shared.ts'
import * as repo from './repository.ts'

async function presentRecipes(db: Executor, rows: repo.RecipeRow[], ctx: RequestContext): Promise<Recipe[]> {
  const ids = rows.map((r) => r.id)
  const shopIds = [...new Set(rows.map((r) => r.shopId))]
  const [translations, ingredients, instructions, nutritions, stockRows, shops, shopTitles] = await Promise.all([
    loadTranslationsOf(db, 'receiptTranslations', ids, ctx),
    loadTranslationsOf(db, 'receiptIngredients', ids, ctx),
    loadTranslationsOf(db, 'receiptInstructions', ids, ctx),
    repo.listNutritions(db, ids),
    repo.listRecipeStocks(db, ids),
    repo.listShops(db, shopIds),
    loadTranslationsOf(db, 'shopTranslations', shopIds, ctx),
  ])
  const productIds = [...new Set(stockRows.map((s) => s.productId))]
  const unitIds = [...new Set(stockRows.flatMap((s) => (s.unitId === null ? [] : [s.unitId])))]
  const [nutritionTitles, productTitles, runningDiscounts, unitRows, unitTitles] = await Promise.all([
    loadTranslationsOf(
      db,
      'receiptNutritionTranslations',
      nutritions.map((n) => n.id),
      ctx,
    ),
    loadTranslationsOf(db, 'productTranslations', productIds, ctx),
    repo.listRunningProductDiscounts(db, productIds, new Date()),
    repo.listUnits(db, unitIds),
    loadTranslationsOf(db, 'unitTranslations', unitIds, ctx),
  ])
  const discountsByProduct = groupBy(runningDiscounts, (d) => d.productId)
  const unitsById = new Map(unitRows.map((u) => [u.id, u]))
  const shopsById = new Map(shops.map((s) => [s.id, s]))
  const nutritionsByRecipe = groupBy(nutritions, (n) => n.receiptId)
  const stocksByRecipe = groupBy(stockRows, (s) => s.recipeId)

  return rows.map((row) => {
    const shop = shopsById.get(row.shopId)
    return {
      id: row.id,
      uuid: row.uuid,
      shop_id: row.shopId,
      category_id: row.categoryId,
      img: imageUrl(row.img, ctx),
      discount_type: row.discountType,
      discount_price:
        row.discountPrice === null
          ? null
          : row.discountType === 'fix'
            ? money(row.discountPrice, ctx)
            : row.discountPrice,
      active_time: row.activeTime,
      total_time: row.totalTime,
      calories: row.calories,
      servings: row.servings,
      active: row.active,
      created_at: isoDate(row.createdAt)!,
      translation: presentTranslation(translations.get(row.id)),
      ingredient: presentTranslation(ingredients.get(row.id)),
      instruction: presentTranslation(instructions.get(row.id)),
      nutritions: (nutritionsByRecipe.get(row.id) ?? []).map((n) => ({
        id: n.id,
        weight: n.weight,
        percentage: n.percentage,
        translation: presentTranslation(nutritionTitles.get(n.id)),
      })),
      stocks: (stocksByRecipe.get(row.id) ?? []).map((s) => {
        // Priced exactly as the catalogue prices the stock, so the recipe and the product page agree.
        const priced = priceStock(s.price, s.tax, discountsByProduct.get(s.productId) ?? [])
        const unit = s.unitId === null ? undefined : unitsById.get(s.unitId)
        return {
          id: s.id,
          product_id: s.productId,
          price: money(priced.price, ctx),
          quantity: s.quantity,
          discount: money(priced.discount, ctx),
          tax: money(priced.tax, ctx),
          total_price: money(priced.total, ctx),
          min_quantity: s.minQuantity,
          // The quantity "add all ingredients to cart" puts in the cart.
          qty: s.minQuantity,
          product: {
            id: s.productId,
            uuid: s.productUuid,
            shop_id: s.shopId,
            img: imageUrl(s.img, ctx),
            min_qty: s.minQty,
            max_qty: s.maxQty,
            interval: s.interval,
            translation: presentTranslation(productTitles.get(s.productId)),
            unit: unit
              ? { id: unit.id, position: unit.position, translation: presentTranslation(unitTitles.get(unit.id)) }
              : null,
          },
        }
      }),
      shop: shop
        ? {
            id: shop.id,
            uuid: shop.uuid,
            slug: shop.slug,
            type: shop.type,
            logo_img: imageUrl(shop.logoImg, ctx),
            translation: presentTranslation(shopTitles.get(shop.id)),
          }
        : null,
    }
  })
}

export async function listRecipes(
  db: Executor,
  query: { category_id?: number; shop_id?: number },
  window: PageWindow,
  ctx: RequestContext,
) {
  const { rows, total } = await repo.listActiveRecipes(
    db,
    { categoryId: query.category_id, shopId: query.shop_id },
    window,
  )
  return { items: await presentRecipes(db, rows, ctx), total }
}

/** `ref` is a numeric id or a uuid (the route checked which). */
export async function getRecipe(db: Executor, ref: string, ctx: RequestContext): Promise<Recipe> {
  const row = await repo.findActiveRecipe(db, /^\d+$/.test(ref) ? { id: Number(ref) } : { uuid: ref })
  if (!row) throw notFound('Recipe not found')
  const [recipe] = await presentRecipes(db, [row], ctx)
  return recipe!
}
