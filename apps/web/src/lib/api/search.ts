import 'server-only'
import { productsPaginatedSchema, shopsPaginatedSchema } from '@basil/contracts'
import { fetchApi } from './client'
import { getRequestContext } from './request-context'

/** The first page of both search lists (spec §7: shops with open=1, products), for a server-rendered search screen. */
export async function searchFirstPages(term: string) {
  const { location } = await getRequestContext()
  const [shops, products] = await Promise.all([
    fetchApi('rest/shops/search', shopsPaginatedSchema, { search: term, address: location, open: 1 }),
    fetchApi('rest/products/search', productsPaginatedSchema, { search: term, address: location }),
  ])
  return { shops, products }
}
