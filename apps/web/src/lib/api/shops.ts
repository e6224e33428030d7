import 'server-only'
import {
  branchesPaginatedSchema,
  categoriesResponseSchema,
  shopMenuResponseSchema,
  shopResponseSchema,
  shopsPaginatedSchema,
  shopsResponseSchema,
  shopTakesResponseSchema,
  type ShopListQuery,
} from '@basil/contracts'
import { fetchApi, fetchApiOrNull } from './client'
import { getRequestContext } from './request-context'
import { TAGS } from './tags'

type ShopListParams = Partial<Omit<ShopListQuery, 'lang' | 'currency_id' | 'address'>>

/** A page of shops for the visitor's address (shops delivering there first; the rest say they don't). */
export async function getShops(params: ShopListParams = {}) {
  const { location } = await getRequestContext()
  return fetchApi(
    'rest/shops/paginate',
    shopsPaginatedSchema,
    { perPage: 12, ...params, address: location },
    { tags: [TAGS.shops] },
  )
}

export async function getRecommendedShops() {
  const { location } = await getRequestContext()
  return (await fetchApi('rest/shops/recommended', shopsResponseSchema, { address: location }, { tags: [TAGS.shops] }))
    .data
}

/** One shop by id, uuid or slug; null when there is none. */
export async function getShop(id: string) {
  const { location } = await getRequestContext()
  return (
    (await fetchApiOrNull(`rest/shops/${encodeURIComponent(id)}`, shopResponseSchema, { address: location }))?.data ??
    null
  )
}

export async function getShopMenu(id: number) {
  return (await fetchApi(`rest/shops/${id}/products`, shopMenuResponseSchema)).data
}

export async function getShopTags(categoryId?: number) {
  return (
    await fetchApi('rest/shops-takes', shopTakesResponseSchema, { category_id: categoryId }, { tags: [TAGS.shops] })
  ).data
}

export async function getShopCategories() {
  return (
    await fetchApi(
      'rest/categories/paginate',
      categoriesResponseSchema,
      { type: 'shop', perPage: 50 },
      { tags: [TAGS.categories] },
    )
  ).data
}

export async function getBranches(page = 1) {
  return fetchApi('rest/branches', branchesPaginatedSchema, { page, perPage: 50 })
}
