// SQL of a seller's products: one product with its translations and one stock.
import { and, eq } from 'drizzle-orm'
import { refreshSearchIndex } from '../../db/search-index.ts'
import type { Executor } from '../../db/types.ts'
import { categories, languages, productTranslations, products, stocks } from '../../db/schema/index.ts'

export async function isProductCategory(db: Executor, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, id), eq(categories.active, true)))
  return Boolean(row)
}

export async function insertProduct(
  tx: Executor,
  product: {
    shopId: number
    categoryId: number | null
    price: number
    quantity: number
    translations: Array<{ locale: string; title: string; description: string | null }>
  },
): Promise<{ id: number; stockId: number }> {
  const [row] = await tx
    .insert(products)
    .values({ shopId: product.shopId, categoryId: product.categoryId, minPrice: product.price, status: 'published' })
    .returning({ id: products.id })
  const productId = row!.id
  await tx.insert(productTranslations).values(product.translations.map((t) => ({ ownerId: productId, ...t })))
  const [stock] = await tx
    .insert(stocks)
    .values({ productId, price: product.price, quantity: product.quantity })
    .returning({ id: stocks.id })
  await refreshSearchIndex(tx, { productIds: [productId] })
  return { id: productId, stockId: stock!.id }
}

export async function activeLocales(db: Executor): Promise<string[]> {
  const rows = await db.select({ locale: languages.locale }).from(languages).where(eq(languages.active, true))
  return rows.map((r) => r.locale)
}
