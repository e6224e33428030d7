import type { LatLng } from '../../db/schema/index.ts'

export interface GeoPoint {
  latitude: number
  longitude: number
}

const EARTH_RADIUS_KM = 6371.0088

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const rad = Math.PI / 180
  const dLat = (b.latitude - a.latitude) * rad
  const dLng = (b.longitude - a.longitude) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

/**
 * Whether a point lies inside a polygon of [latitude, longitude] vertices (even-odd ray casting; the polygon may or
 * may not repeat its first vertex at the end). Delivery zones span a city, so treating degrees as plane coordinates
 * is exact enough; zones crossing the antimeridian are not supported.
 */
export function isPointInPolygon(point: GeoPoint, polygon: readonly LatLng[]): boolean {
  if (polygon.length < 3) return false
  const y = point.latitude
  const x = point.longitude
  let inside = false
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [yi, xi] = polygon[i]!
    const [yj, xj] = polygon[j]!
    if (yi > y !== yj > y) {
      const crossX = xi + ((y - yi) * (xj - xi)) / (yj - yi)
      if (x < crossX) inside = !inside
    }
  }
  return inside
}

/** A polygon read from JSON is trusted only after this check: malformed zones simply deliver nowhere. */
export function asPolygon(value: unknown): LatLng[] {
  if (!Array.isArray(value)) return []
  const points: LatLng[] = []
  for (const p of value) {
    if (Array.isArray(p) && typeof p[0] === 'number' && typeof p[1] === 'number') points.push([p[0], p[1]])
    else if (p && typeof p === 'object' && 'latitude' in p && 'longitude' in p) {
      const { latitude, longitude } = p as { latitude: unknown; longitude: unknown }
      if (typeof latitude === 'number' && typeof longitude === 'number') points.push([latitude, longitude])
    }
  }
  return points
}
