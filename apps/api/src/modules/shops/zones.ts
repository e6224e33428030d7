import type { Executor } from '../../db/types.ts'
import { asPolygon, distanceKm, isPointInPolygon, type GeoPoint } from './geo.ts'
import { listZonesAround } from './repository.ts'

/**
 * Shops whose delivery zone contains the point, with their great-circle distance to it. The database narrows the
 * candidates by the zones' bounding boxes; the polygon test runs here.
 * `shopIds` limits the check to those shops (public or not); without it all public shops are considered.
 */
export async function findShopsDeliveringTo(
  db: Executor,
  point: GeoPoint,
  shopIds?: number[],
): Promise<Map<number, number>> {
  const result = new Map<number, number>()
  if (shopIds && shopIds.length === 0) return result
  const zones = await listZonesAround(db, point, shopIds)
  for (const zone of zones) {
    if (isPointInPolygon(point, asPolygon(zone.polygon))) {
      result.set(zone.shopId, distanceKm(point, { latitude: zone.latitude, longitude: zone.longitude }))
    }
  }
  return result
}
