type PricedStock = { total_price: number; discount: number }

/** Spec §3: the first stock's price is shown, 0 if none; the pre-discount price when a discount applies. */
export function getProductPrice(product: { stock: PricedStock | null; stocks: PricedStock[] }): {
  price: number
  old: number | null
} {
  const stock = product.stock ?? product.stocks[0]
  if (!stock) return { price: 0, old: null }
  return { price: stock.total_price, old: stock.discount > 0 ? stock.total_price + stock.discount : null }
}
