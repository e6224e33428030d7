// Helpers the shops, booking and branches API tests share: expectations are read from the test's own database.
import { toLocalMoment } from '@basil/contracts'
import { and, asc, eq } from 'drizzle-orm'
import type { Database } from '../../db/types.ts'
import { shopDeliveryZones, shops, shopWorkingDays } from '../../db/schema/index.ts'
import { asPolygon, isPointInPolygon, type GeoPoint } from './geo.ts'

export type Envelope<T> = { timestamp: string; status: boolean; message: string; data: T }
export type ErrorBody = {
  timestamp: string
  status: false
  statusCode: string
  message: string
  params?: Record<string, string[]>
}
export type PageOf<T> = {
  data: T[]
  links: { first: string | null; last: string | null; prev: string | null; next: string | null }
  meta: {
    current_page: number
    from: number | null
    last_page: number
    links: unknown[]
    path: string
    per_page: number
    to: number | null
    total: number
  }
}

export const ORIGIN = 'http://basil.test'
export const IMAGE_URL = /^http:\/\/basil\.test\/storage\/images\/\S+$/

export async function listPublicShops(db: Database) {
  return db
    .select()
    .from(shops)
    .where(and(eq(shops.status, 'approved'), eq(shops.visibility, true)))
    .orderBy(asc(shops.id))
}

/** Public shops as the list shows them by default: newest first, then highest id. */
export function byNewest<T extends { createdAt: Date; id: number }>(rows: T[]): T[] {
  return [...rows].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
}

/** Every page of a list, following `meta.last_page`. */
export async function fetchAllPages<T>(
  get: (url: string) => Promise<{ status: number; body: PageOf<T> }>,
  url: string,
): Promise<T[]> {
  const items: T[] = []
  const sep = url.includes('?') ? '&' : '?'
  for (let page = 1; ; page++) {
    const res = await get(`${url}${sep}perPage=100&page=${page}`)
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`)
    items.push(...res.body.data)
    if (page >= res.body.meta.last_page) return items
  }
}

export async function listZones(db: Database) {
  const rows = await db.select().from(shopDeliveryZones)
  return rows.map((z) => ({ shopId: z.shopId, polygon: asPolygon(z.address) }))
}

/** A point inside some public shop's delivery zone, and the public shops whose zones contain it. */
export async function findPointInsideSomeZone(db: Database): Promise<{ point: GeoPoint; shopIds: Set<number> }> {
  const publicIds = new Set((await listPublicShops(db)).map((s) => s.id))
  const zones = (await listZones(db)).filter((z) => publicIds.has(z.shopId) && z.polygon.length >= 3)
  const allShops = new Map((await listPublicShops(db)).map((s) => [s.id, s]))
  for (const zone of zones) {
    const shop = allShops.get(zone.shopId)!
    const candidates: GeoPoint[] = [
      { latitude: shop.latitude, longitude: shop.longitude },
      {
        latitude: zone.polygon.reduce((s, p) => s + p[0], 0) / zone.polygon.length,
        longitude: zone.polygon.reduce((s, p) => s + p[1], 0) / zone.polygon.length,
      },
    ]
    const point = candidates.find((p) => isPointInPolygon(p, zone.polygon))
    if (point) {
      const shopIds = new Set(zones.filter((z) => isPointInPolygon(point, z.polygon)).map((z) => z.shopId))
      return { point, shopIds }
    }
  }
  throw new Error('the seed has no public shop with a usable delivery zone')
}

/** A point no zone contains. */
export async function findPointOutsideEveryZone(db: Database): Promise<GeoPoint> {
  const zones = await listZones(db)
  const candidates: GeoPoint[] = [
    { latitude: -60, longitude: -150 },
    { latitude: 71, longitude: 170 },
    { latitude: -1, longitude: -30 },
  ]
  const point = candidates.find((p) => zones.every((z) => !isPointInPolygon(p, z.polygon)))
  if (!point) throw new Error('every candidate point lies in some zone')
  return point
}

export const addressQuery = (p: GeoPoint) => `address[latitude]=${p.latitude}&address[longitude]=${p.longitude}`
export const encodedAddressQuery = (p: GeoPoint) =>
  `address%5Blatitude%5D=${p.latitude}&address%5Blongitude%5D=${p.longitude}`

/** Makes a shop open around the clock, every day, from now on (its seller switch on, no closed dates touched). */
export async function openAroundTheClock(db: Database, shopId: number) {
  const days = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const
  await db.delete(shopWorkingDays).where(eq(shopWorkingDays.shopId, shopId))
  await db
    .insert(shopWorkingDays)
    .values(days.map((day) => ({ shopId, day, from: '00:00', to: '00:00', disabled: false })))
  await db.update(shops).set({ open: true }).where(eq(shops.id, shopId))
}

/** Today's date in the shop's time zone. */
export function localToday(timezone: string, now = new Date()): string {
  return toLocalMoment(now, timezone).date
}
