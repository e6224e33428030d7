// The shops module's public face: the only file other modules import.
export { distanceKm, type GeoPoint } from './geo.ts'
export { SHOP_CLOSED, SHOP_CLOSED_DAY, assertShopTakesOrderAt, assertTakesOrderAt, loadShopSchedule } from './hours.ts'
export { deliveryInterestRoutes } from './interest/routes.ts'
export { presentShopsByIds } from './read-model.ts'
export { findPublicShopByRef, listOpenShopIds, listOwnedShopIds, ownsShop } from './repository.ts'
export { shopRoutes } from './routes.ts'
export { listShops, requirePublicShop, type PageWindow, type ShopListInput } from './service.ts'
export { findShopsDeliveringTo } from './zones.ts'
