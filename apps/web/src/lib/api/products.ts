import 'server-only'
import { productResponseSchema } from '@basil/contracts'
import { fetchApiOrNull } from './client'

/** A product by uuid with its stocks, extras and addons; null when there is none. */
export async function getProduct(uuid: string) {
  if (!/^[0-9a-f-]{36}$/i.test(uuid)) return null
  return (await fetchApiOrNull(`rest/products/${uuid}`, productResponseSchema))?.data ?? null
}
