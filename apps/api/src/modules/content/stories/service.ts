import type { Story } from '@basil/contracts'
import type { Executor } from '../../../db/types.ts'
import type { RequestContext } from '../../../lib/context.ts'
import { imageUrl, isoDate } from '../../../lib/present.ts'
import { loadTranslationsOf } from '../../../db/translations.ts'
import { groupBy, type PageWindow } from '../shared.ts'
import * as repo from './repository.ts'

/**
 * Stories grouped by shop: one inner list per shop (a page of shops), one item per frame. The shop's logo and title
 * and the product's title are repeated on each frame because clients read them there.
 */
export async function listStoryGroups(db: Executor, window: PageWindow, ctx: RequestContext): Promise<Story[][]> {
  const shopIds = await repo.listShopIdsWithStories(db, window)
  const rows = await repo.listActiveStories(db, shopIds)
  const productIds = [...new Set(rows.flatMap((r) => (r.productId === null ? [] : [r.productId])))]
  const [shopRows, shopTitles, productRows, productTitles] = await Promise.all([
    repo.listShopsByIds(db, shopIds),
    loadTranslationsOf(db, 'shopTranslations', shopIds, ctx),
    repo.listProductsByIds(db, productIds),
    loadTranslationsOf(db, 'productTranslations', productIds, ctx),
  ])
  const shopsById = new Map(shopRows.map((s) => [s.id, s]))
  const productsById = new Map(productRows.map((p) => [p.id, p]))
  const byShop = groupBy(rows, (r) => r.shopId)
  return shopIds
    .map((shopId) => {
      const logo = imageUrl(shopsById.get(shopId)?.logoImg, ctx)
      const title = shopTitles.get(shopId)?.title ?? null
      return (byShop.get(shopId) ?? []).flatMap((story) => {
        const product = story.productId === null ? undefined : productsById.get(story.productId)
        const createdAt = isoDate(story.createdAt)!
        return story.fileUrls.flatMap((file) => {
          const url = imageUrl(file, ctx)
          if (!url) return []
          return [
            {
              shop_id: shopId,
              logo_img: logo,
              title,
              product_uuid: product?.uuid ?? null,
              product_title: product ? (productTitles.get(product.id)?.title ?? null) : null,
              url,
              created_at: createdAt,
            },
          ]
        })
      })
    })
    .filter((group) => group.length > 0)
}
