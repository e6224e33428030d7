import { describe, expect, it } from 'vitest'
import type { LatLng } from '../../db/schema/index.ts'
import { asPolygon, distanceKm, isPointInPolygon } from './geo.ts'

// A square around central Manhattan and an L-shaped (concave) zone, as [latitude, longitude].
const square: LatLng[] = [
  [40.7, -74.02],
  [40.7, -73.96],
  [40.78, -73.96],
  [40.78, -74.02],
]
const lShape: LatLng[] = [
  [0, 0],
  [0, 4],
  [2, 4],
  [2, 2],
  [4, 2],
  [4, 0],
  [0, 0],
]

describe('isPointInPolygon', () => {
  it('finds points inside and outside a convex zone', () => {
    expect(isPointInPolygon({ latitude: 40.74, longitude: -73.99 }, square)).toBe(true)
    expect(isPointInPolygon({ latitude: 40.69, longitude: -73.99 }, square)).toBe(false)
    expect(isPointInPolygon({ latitude: 40.74, longitude: -73.95 }, square)).toBe(false)
  })

  it('respects the notch of a concave zone (bounding box is not enough)', () => {
    expect(isPointInPolygon({ latitude: 1, longitude: 3 }, lShape)).toBe(true)
    expect(isPointInPolygon({ latitude: 3, longitude: 1 }, lShape)).toBe(true)
    expect(isPointInPolygon({ latitude: 3, longitude: 3 }, lShape)).toBe(false)
  })

  it('rejects degenerate polygons', () => {
    expect(isPointInPolygon({ latitude: 0, longitude: 0 }, [])).toBe(false)
    expect(
      isPointInPolygon({ latitude: 0.1, longitude: 0.1 }, [
        [0, 0],
        [1, 1],
      ]),
    ).toBe(false)
  })
})

describe('asPolygon', () => {
  it('keeps [lat, lng] pairs and {latitude, longitude} points, drops the rest', () => {
    expect(asPolygon([[1, 2], { latitude: 3, longitude: 4 }, ['x', 1], null])).toEqual([
      [1, 2],
      [3, 4],
    ])
    expect(asPolygon('nope')).toEqual([])
  })
})

describe('distanceKm', () => {
  it('measures great-circle distances', () => {
    // One degree of latitude is about 111.2 km.
    expect(distanceKm({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBeCloseTo(111.2, 0)
    // New York to London is about 5570 km.
    const nyLondon = distanceKm({ latitude: 40.7128, longitude: -74.006 }, { latitude: 51.5074, longitude: -0.1278 })
    expect(nyLondon).toBeGreaterThan(5550)
    expect(nyLondon).toBeLessThan(5590)
    expect(distanceKm({ latitude: 10, longitude: 10 }, { latitude: 10, longitude: 10 })).toBe(0)
  })
})
