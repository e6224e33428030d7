/** A discount active now on a product: `percent` of the price, or a `fix` amount in minor units. */
export interface ProductDiscount {
  type: 'fix' | 'percent'
  price: number
}

export interface StockPrice {
  price: number
  discount: number
  tax: number
  total: number
}

/**
 * A stock's price in minor units of the default currency. When several discounts are active the customer gets the
 * largest one; a discount never takes the price below zero. Tax is the product's percent of the discounted price.
 */
export function priceStock(price: number, taxPercent: number, discounts: readonly ProductDiscount[]): StockPrice {
  let discount = 0
  for (const d of discounts) {
    const amount = d.type === 'percent' ? Math.round((price * d.price) / 100) : Math.round(d.price)
    if (amount > discount) discount = amount
  }
  discount = Math.min(Math.max(discount, 0), price)
  const tax = Math.round(((price - discount) * taxPercent) / 100)
  return { price, discount, tax, total: price - discount + tax }
}
