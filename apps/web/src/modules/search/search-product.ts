import type { Product } from '@basil/contracts'
import { toCardProduct, type CardProduct } from '@/modules/product/card-product'

/** A product result: what its card shows, and the shop selling it (a result names its shop). */
export type SearchProduct = CardProduct & { shop: { id: number; translation: { title: string } | null } | null }

export function toSearchProduct(p: Product): SearchProduct {
  return {
    ...toCardProduct(p),
    shop: p.shop
      ? { id: p.shop.id, translation: p.shop.translation ? { title: p.shop.translation.title } : null }
      : null,
  }
}
