import type { Product } from '@basil/contracts'

type CardStock = { id: number; price: number; discount: number; total_price: number; quantity: number }

/** What a product card needs: the menu sends this instead of whole products (each of which carries its shop). */
export type CardProduct = Pick<Product, 'id' | 'uuid' | 'shop_id' | 'img' | 'translation' | 'kcal' | 'vegetarian'> & {
  stock: CardStock | null
  stocks: CardStock[]
}

function slimStock(s: CardStock): CardStock {
  return { id: s.id, price: s.price, discount: s.discount, total_price: s.total_price, quantity: s.quantity }
}

export function toCardProduct(p: Product): CardProduct {
  const first = p.stock ?? p.stocks[0] ?? null
  return {
    id: p.id,
    uuid: p.uuid,
    shop_id: p.shop_id,
    img: p.img,
    translation: p.translation,
    kcal: p.kcal,
    vegetarian: p.vegetarian,
    stock: first ? slimStock(first) : null,
    stocks: [],
  }
}
