// The seller module's public face: the only file other modules import.
export { notifyRefundAnswered } from './notify.ts'
export { sellerRoutes } from './routes.ts'
export { requireSellerShops } from './service.ts'
