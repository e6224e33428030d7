// The parcels module's public face: the only file other modules import.
export { parcelOrderRoutes } from './routes.ts'
export { parcelTypeRoutes } from './types-routes.ts'
