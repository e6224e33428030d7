// The products module's public face: the only file other modules import.
export { presentProductsByIds, presentProductsFrom } from './read-model.ts'
export { priceStock, type ProductDiscount, type StockPrice } from './pricing.ts'
export { productRoutes } from './routes.ts'
