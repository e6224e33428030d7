// A seller's products: a new seller's shop starts empty, and this adds what it sells (one stock per product).
import type { Product, SellerProductBody } from '@basil/contracts'
import type { Database } from '../../db/types.ts'
import type { RequestContext } from '../../lib/context.ts'
import { badRequest, forbidden } from '../../lib/errors.ts'
import type { AuthUser } from '../../plugins/auth.ts'
import { presentProductsByIds } from '../products/index.ts'
import * as repo from './products-repository.ts'
import { requireSellerShops } from './service.ts'

export async function createSellerProduct(
  db: Database,
  user: AuthUser,
  body: SellerProductBody,
  ctx: RequestContext,
): Promise<Product> {
  const shopIds = await requireSellerShops(db, user)
  const shopId = body.shop_id ?? shopIds[0]!
  if (!shopIds.includes(shopId)) throw forbidden('This is not your shop')
  const categoryId = body.category_id ?? null
  if (categoryId !== null && !(await repo.isProductCategory(db, categoryId))) {
    throw badRequest('The selected category is invalid.', { category_id: ['The selected category is invalid.'] })
  }
  // Every active language gets a title (the first given one where the seller wrote none), so no list shows it bare.
  const given = Object.keys(body.title)
  const first = given.includes(ctx.defaultLocale) ? ctx.defaultLocale : given[0]!
  const locales = [...new Set([...given, ...(await repo.activeLocales(db))])]
  const created = await db.transaction((tx) =>
    repo.insertProduct(tx, {
      shopId,
      categoryId,
      price: Math.round((body.price * 100) / (ctx.currency.rate || 1)),
      quantity: body.quantity,
      translations: locales.map((locale) => ({
        locale,
        title: body.title[locale] ?? body.title[first]!,
        description: body.description[locale] ?? body.description[first] ?? null,
      })),
    }),
  )
  const product = (await presentProductsByIds(db, [created.id], ctx)).get(created.id)
  if (!product) throw new Error('the new product could not be read')
  return product
}
