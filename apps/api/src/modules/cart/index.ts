// The cart module's public face: the only file other modules import.
export { stockWithProduct } from './present.ts'
export { type GoodsTotals, type PricedLine, type StockInfo } from './pricing.ts'
export { loadStockInfo } from './stock-info.ts'
export { deleteCartRow, findCart, mayFollowCart, readSetting, type CartRow } from './repository.ts'
export { cartRoutes } from './routes.ts'
export { CART_NOT_FOUND, OUT_OF_STOCK, priceCart, requireOwnCart, type PricedCart, type ShopRow } from './service.ts'
