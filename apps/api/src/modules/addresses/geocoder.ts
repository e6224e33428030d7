// Reverse geocoding behind an interface: the default answers offline from a small list of places; an external
// provider can implement the same interface later.
import type { GeocodeResult } from '@basil/contracts'
import { places, type Place } from './places.ts'

export interface Geocoder {
  /** The place at a point, or null when nothing known is near enough. */
  reverse(latitude: number, longitude: number): Promise<GeocodeResult | null>
}

const EARTH_RADIUS_KM = 6371.0088

/** Great-circle distance (haversine), kilometres. */
export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180
  const dLat = (lat2 - lat1) * rad
  const dLon = (lon2 - lon1) * rad
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)))
}

export class NearestPlaceGeocoder implements Geocoder {
  constructor(private readonly known: Place[] = places) {}

  async reverse(latitude: number, longitude: number): Promise<GeocodeResult | null> {
    let best: { place: Place; distance: number } | undefined
    // A few hundred places: a linear scan costs microseconds; a k-d tree pays off with a city-scale dataset.
    for (const place of this.known) {
      const distance = distanceKm(latitude, longitude, place.latitude, place.longitude)
      if (distance > place.reachKm) continue
      // A neighbourhood says more than the city around it: the most specific place in reach wins, then the nearest.
      const better =
        !best ||
        place.reachKm < best.place.reachKm ||
        (place.reachKm === best.place.reachKm && distance < best.distance)
      if (better) best = { place, distance }
    }
    if (!best) return null
    const { place, distance } = best
    const parts = place.name === place.city ? [place.city, place.country] : [place.name, place.city, place.country]
    return {
      address: parts.join(', '),
      place: place.name,
      city: place.city,
      country: place.country,
      location: { latitude: place.latitude, longitude: place.longitude },
      distance_km: Math.round(distance * 100) / 100,
    }
  }
}
