import type { ShopTag } from '@basil/contracts'
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Executor } from '../../db/types.ts'
import {
  categories,
  categoryTranslations,
  products,
  reviews,
  shopTags,
  shopTagTranslations,
  users,
} from '../../db/schema/index.ts'
import type { RequestContext } from '../../lib/context.ts'
import { imageUrl, isoDate } from '../../lib/present.ts'
import { presentTranslation } from '../../lib/translations.ts'
import { loadTranslations, pageOf } from '../../db/sql.ts'
import { isListedProduct, isPublicShop } from '../../db/rules.ts'

interface Window {
  perPage: number
  offset: number
}

const totalOver = sql<number>`count(*) OVER ()`.mapWith(Number)

/** Active product categories holding listed products of the shop, by `input`, with how many of them each holds. */
export async function listShopProductCategories(db: Executor, shopId: number, window: Window, ctx: RequestContext) {
  const rows = await db
    .select({
      id: categories.id,
      uuid: categories.uuid,
      parentId: categories.parentId,
      type: categories.type,
      keywords: categories.keywords,
      img: categories.img,
      input: categories.input,
      active: categories.active,
      productsCount: count(products.id),
      total: totalOver,
    })
    .from(categories)
    .innerJoin(products, eq(products.categoryId, categories.id))
    .where(and(eq(products.shopId, shopId), isListedProduct, eq(categories.active, true)))
    .groupBy(categories.id)
    .orderBy(asc(categories.input), asc(categories.id))
    .limit(window.perPage)
    .offset(window.offset)
  const translations = await loadTranslations(
    db,
    categoryTranslations,
    rows.map((r) => r.id),
    ctx,
  )
  const items = rows.map((r) => ({
    id: r.id,
    uuid: r.uuid,
    keywords: r.keywords,
    type: r.type,
    input: r.input,
    img: imageUrl(r.img, ctx),
    active: r.active,
    parent_id: r.parentId,
    translation: presentTranslation(translations.get(r.id)),
    children: [],
    products_count: r.productsCount,
  }))
  const total =
    rows[0]?.total ??
    (window.offset === 0
      ? 0
      : ((
          await db
            .select({ n: sql<number>`count(DISTINCT ${categories.id})`.mapWith(Number) })
            .from(categories)
            .innerJoin(products, eq(products.categoryId, categories.id))
            .where(and(eq(products.shopId, shopId), isListedProduct, eq(categories.active, true)))
        )[0]?.n ?? 0))
  return { items, total }
}

/** What customers wrote about the shop and its orders, newest first. */
export async function listShopReviews(db: Executor, shopId: number, window: Window, ctx: RequestContext) {
  const where = and(eq(reviews.shopId, shopId), inArray(reviews.reviewableType, ['shop', 'order']))
  const { rows, total } = await pageOf(
    db
      .select({
        id: reviews.id,
        rating: reviews.rating,
        comment: reviews.comment,
        img: reviews.img,
        createdAt: reviews.createdAt,
        userId: users.id,
        firstname: users.firstname,
        lastname: users.lastname,
        userImg: users.img,
      })
      .from(reviews)
      .leftJoin(users, eq(users.id, reviews.userId))
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(window.perPage)
      .offset(window.offset),
    db.select({ n: count() }).from(reviews).where(where),
  )
  const items = rows.map((r) => ({
    id: r.id,
    rating: r.rating,
    comment: r.comment,
    img: imageUrl(r.img, ctx),
    created_at: isoDate(r.createdAt)!,
    user:
      r.userId === null
        ? null
        : { id: r.userId, firstname: r.firstname, lastname: r.lastname, img: imageUrl(r.userImg, ctx) },
  }))
  return { items, total }
}

/** Shop tags; with a shop category, only the tags of public shops in it. */
export async function listShopTags(
  db: Executor,
  categoryId: number | undefined,
  ctx: RequestContext,
): Promise<ShopTag[]> {
  const inCategory =
    categoryId === undefined
      ? undefined
      : sql`EXISTS (SELECT 1 FROM shop_shop_tags st
          JOIN shops ON shops.id = st.shop_id
          JOIN shop_categories sc ON sc.shop_id = st.shop_id AND sc.category_id = ${categoryId}
          WHERE st.shop_tag_id = ${shopTags.id} AND ${isPublicShop})`
  const rows = await db
    .select({ id: shopTags.id, img: shopTags.img })
    .from(shopTags)
    .where(inCategory)
    .orderBy(asc(shopTags.id))
  const translations = await loadTranslations(
    db,
    shopTagTranslations,
    rows.map((r) => r.id),
    ctx,
  )
  return rows.map((r) => ({
    id: r.id,
    img: imageUrl(r.img, ctx),
    translation: presentTranslation(translations.get(r.id)),
  }))
}
