// Shops around the default map location: where they are, where they deliver, when they open.
import {
  branches,
  branchTranslations,
  shopCategories,
  shopClosedDates,
  shopDeliveryZones,
  shopPayments,
  shops,
  shopShopTags,
  shopTranslations,
  shopWorkingDays,
  weekDays,
  type LatLng,
} from '../schema/index.ts'
import { insertAll, insertIds, localized, type SeedContext } from './context.ts'
import { badgePicture, scenePicture } from './images.ts'
import type { GlobalRefs } from './part-global.ts'
import { createRandom, slugify, uuidFor } from './random.ts'
import { t, type L10n } from './vocabulary/l10n.ts'
import { cuisines } from './vocabulary/menu.ts'
import { defaultLocation, settingValues } from './vocabulary/settings.ts'
import { neighbourhoods, shopDefs, shopSceneMotifs, type ShopDef } from './vocabulary/shops.ts'

/** Every demo shop keeps its hours in the marketplace's zone. */
export const SHOP_TIMEZONE = settingValues.timezone!

export interface SeededShop {
  index: number
  id: number
  slug: string
  def: ShopDef
  title: L10n
  latitude: number
  longitude: number
  /** Listed publicly (approved and visible). */
  listed: boolean
  /** Its zone contains the default map location. */
  deliversToDefault: boolean
}

/** Shops with special states, by index in shopDefs, so tests and docs can rely on them. */
export const shopStates = {
  closedBySeller: [9, 25],
  closedToday: [6, 22],
  unapproved: [29],
  unverified: [14, 23],
  recommended: [0, 2, 3, 5, 18, 19],
  freeDelivery: [0, 4, 8, 18, 20],
  /** Open around the clock every day, so order flows can be tested at any hour. */
  alwaysOpen: [0, 1, 18, 24],
} as const

const km2lat = (km: number) => km / 111.32
const km2lng = (km: number) => km / (111.32 * Math.cos((defaultLocation.latitude * Math.PI) / 180))

/** Today's date (`YYYY-MM-DD`) in a time zone. */
export function localDate(now: Date, timeZone: string, plusDays = 0): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now)
  if (plusDays === 0) return parts
  const d = new Date(`${parts}T12:00:00Z`)
  d.setUTCDate(d.getUTCDate() + plusDays)
  return d.toISOString().slice(0, 10)
}

function zonePolygon(
  r: ReturnType<typeof createRandom>,
  center: { lat: number; lng: number },
  radiusKm: number,
): LatLng[] {
  const points = r.int(8, 12)
  const polygon: LatLng[] = []
  const offset = r.next() * Math.PI
  for (let i = 0; i < points; i++) {
    const angle = offset + (i / points) * Math.PI * 2
    const radius = radiusKm * (0.9 + r.next() * 0.2)
    polygon.push([
      Number((center.lat + km2lat(Math.cos(angle) * radius)).toFixed(6)),
      Number((center.lng + km2lng(Math.sin(angle) * radius)).toFixed(6)),
    ])
  }
  return polygon
}

function shopDescription(def: ShopDef, area: L10n): L10n {
  if (def.type === 'restaurant') {
    const kitchen = cuisines.find((c) => c.key === def.cuisine)!.kitchen
    return t(
      `Fresh from ${kitchen.en} in ${area.en}: order for delivery or pickup.`,
      `أطباق طازجة من ${kitchen.ar} في ${area.ar}، اطلبها للتوصيل أو الاستلام.`,
      `Tout frais de ${kitchen.fr} à ${area.fr} : en livraison ou à emporter.`,
    )
  }
  const what: Record<string, L10n> = {
    supermarket: t('Everyday groceries', 'كل ما تحتاجه من البقالة اليومية', 'Les courses du quotidien'),
    organic: t(
      'Organic produce and pantry staples',
      'منتجات عضوية وأساسيات المطبخ',
      'Produits bio et indispensables du placard',
    ),
    convenience: t('Snacks, drinks and essentials', 'وجبات خفيفة ومشروبات وأساسيات', 'En-cas, boissons et essentiels'),
    butcher: t('Quality meat and fish', 'لحوم وأسماك عالية الجودة', 'Viandes et poissons de qualité'),
  }
  const w = what[def.cuisine]!
  return t(
    `${w.en} in ${area.en}, delivered in under an hour.`,
    `${w.ar} في ${area.ar}، تصلك في أقل من ساعة.`,
    `${w.fr} à ${area.fr}, livrés en moins d’une heure.`,
  )
}

function shopAddress(number: number, areaIndex: number): L10n {
  const area = neighbourhoods[areaIndex]!
  const city = area.city ?? t('Washington, DC', 'واشنطن العاصمة', 'Washington (DC)')
  return t(
    `${number} ${area.street.en}, ${city.en}`,
    `${number} ${area.street.ar}، ${city.ar}`,
    `${number} ${area.street.fr}, ${city.fr}`,
  )
}

const hoursPatterns: Record<'restaurant' | 'cafe' | 'shop', Array<[string, string]>> = {
  restaurant: [
    ['11:00', '22:00'],
    ['10:00', '23:00'],
    ['12:00', '02:00'],
    ['11:30', '21:30'],
  ],
  cafe: [['07:00', '19:00']],
  shop: [
    ['07:00', '22:00'],
    ['08:00', '21:00'],
    ['06:00', '23:00'],
  ],
}

export async function seedShops(ctx: SeedContext, refs: GlobalRefs): Promise<SeededShop[]> {
  const r = createRandom('shops')
  const plan = shopDefs.map((def, index) => {
    const area = neighbourhoods[def.area]!
    const bearing = ((area.bearing + (r.next() - 0.5) * 16) * Math.PI) / 180
    const distance = Math.max(0.25, area.km + (r.next() - 0.5) * 0.4)
    const latitude = Number((defaultLocation.latitude + km2lat(Math.cos(bearing) * distance)).toFixed(7))
    const longitude = Number((defaultLocation.longitude + km2lng(Math.sin(bearing) * distance)).toFixed(7))
    // The polygon's inner edge stays beyond 0.9·cos(π/8) of the radius, so the default location is safely inside.
    const radius = def.far ? 1.5 + r.next() * 1.2 : (distance + 1.2) / (0.9 * Math.cos(Math.PI / 8)) + 1 + r.next() * 3
    const polygon = zonePolygon(r, { lat: latitude, lng: longitude }, radius)
    const slug = slugify(def.name.en)
    const is = (list: readonly number[]) => list.includes(index)
    return { def, index, area, latitude, longitude, polygon, slug, is, number: r.int(100, 3999) }
  })

  const shopRows = plan.map((p) => {
    const restaurant = p.def.type === 'restaurant'
    const deliveryFrom = restaurant ? r.pick([15, 20, 25, 30]) : r.pick([20, 30, 40])
    return {
      uuid: uuidFor(`shop:${p.slug}`),
      slug: p.slug,
      userId: p.index === 0 ? refs.sellerId : null,
      type: p.def.type,
      logoImg: ctx.images.add(badgePicture(`shops/${p.slug}-logo.webp`, p.def.motif, p.index)),
      backgroundImg: ctx.images.add(scenePicture(`shops/${p.slug}-background.webp`, shopSceneMotifs(p.def), 1200, 400)),
      phone: `+1202555${String(1000 + p.index * 17).padStart(4, '0')}`,
      latitude: p.latitude,
      longitude: p.longitude,
      price: p.is(shopStates.freeDelivery) ? 0 : r.pick([199, 249, 299, 349, 399, 499]),
      pricePerKm: p.is(shopStates.freeDelivery) ? 0 : r.pick([0, 25, 50, 75, 99]),
      minAmount: restaurant ? r.pick([0, 1000, 1500, 2000]) : r.pick([0, 1500, 2500]),
      tax: restaurant ? 10 : r.pick([0, 0, 6]),
      serviceFee: r.pick([0, 99, 149, 199]),
      percentage: r.pick([10, 12, 15, 18, 20]),
      deliveryTimeFrom: deliveryFrom,
      deliveryTimeTo: deliveryFrom + r.pick([10, 15, 20]),
      deliveryTimeType: 'minute' as const,
      open: !p.is(shopStates.closedBySeller),
      verify: !p.is(shopStates.unverified) && !p.is(shopStates.unapproved),
      status: p.is(shopStates.unapproved) ? ('new' as const) : ('approved' as const),
      visibility: true,
      isRecommended: p.is(shopStates.recommended),
      timezone: SHOP_TIMEZONE,
      createdAt: new Date(ctx.now.getTime() - (200 - p.index * 5) * 86_400_000),
    }
  })
  const ids = await insertIds(ctx.tx, shops, shopRows)

  await insertAll(
    ctx.tx,
    shopTranslations,
    plan.flatMap((p, i) =>
      localized(ids[i]!, {
        title: p.def.name,
        description: shopDescription(p.def, p.area.name),
        address: shopAddress(p.number, p.def.area),
      }),
    ),
  )

  await insertAll(
    ctx.tx,
    shopDeliveryZones,
    plan.map((p, i) => ({
      shopId: ids[i]!,
      address: p.polygon,
      minLatitude: Math.min(...p.polygon.map((pt) => pt[0])),
      maxLatitude: Math.max(...p.polygon.map((pt) => pt[0])),
      minLongitude: Math.min(...p.polygon.map((pt) => pt[1])),
      maxLongitude: Math.max(...p.polygon.map((pt) => pt[1])),
    })),
  )

  await insertAll(
    ctx.tx,
    shopWorkingDays,
    plan.flatMap((p, i): Array<typeof shopWorkingDays.$inferInsert> => {
      if (p.is(shopStates.alwaysOpen)) {
        // Written as clients of this API family write "around the clock"; the hours rule reads 23:59 as the day's end.
        return weekDays.map((day) => ({ shopId: ids[i]!, day, from: '00:00', to: '23:59', disabled: false }))
      }
      const patterns =
        p.def.type === 'shop'
          ? hoursPatterns.shop
          : p.def.cuisine === 'cafe'
            ? hoursPatterns.cafe
            : hoursPatterns.restaurant
      const [from, to] = r.pick(patterns)
      // A few shops rest one day a week.
      const restDay = r.chance(0.3) ? r.pick(weekDays) : null
      return weekDays.map((day) => {
        const weekend = day === 'friday' || day === 'saturday'
        const lateTo = weekend && p.def.type === 'restaurant' && to < '23:30' && to > '05:00' ? '23:30' : to
        return { shopId: ids[i]!, day, from, to: lateTo, disabled: day === restDay }
      })
    }),
  )

  const today = localDate(ctx.now, SHOP_TIMEZONE)
  await insertAll(ctx.tx, shopClosedDates, [
    ...shopStates.closedToday.map((index) => ({ shopId: ids[index]!, day: today })),
    // A holiday ahead, to show upcoming closures.
    ...[0, 18].map((index) => ({ shopId: ids[index]!, day: localDate(ctx.now, SHOP_TIMEZONE, 10) })),
  ])

  await insertAll(
    ctx.tx,
    shopCategories,
    plan.flatMap((p, i) => {
      const key =
        p.def.type === 'restaurant' ? cuisines.find((c) => c.key === p.def.cuisine)!.shopCategory : p.def.cuisine
      const extra: string[] = []
      if (p.def.type === 'restaurant' && ['greek', 'vegan'].includes(p.def.cuisine)) extra.push('healthy')
      if (p.def.cuisine === 'cafe') extra.push('desserts')
      if (p.def.cuisine === 'organic') extra.push('supermarket')
      return [...new Set([key, ...extra])].map((k) => ({
        shopId: ids[i]!,
        categoryId: refs.categoryIds.get(`shop:${k}`)!,
      }))
    }),
  )

  await insertAll(
    ctx.tx,
    shopShopTags,
    plan.flatMap((p, i) => {
      const tags = new Set<number>()
      if (p.is(shopStates.freeDelivery)) tags.add(refs.shopTagIds[0]!)
      if (['lebanese', 'indian', 'butcher'].includes(p.def.cuisine)) tags.add(refs.shopTagIds[2]!)
      if (['vegan', 'greek', 'organic'].includes(p.def.cuisine)) tags.add(refs.shopTagIds[3]!)
      if (p.is(shopStates.alwaysOpen)) tags.add(refs.shopTagIds[5]!)
      for (const tag of r.sample(refs.shopTagIds, r.int(1, 2))) tags.add(tag)
      return [...tags].map((shopTagId) => ({ shopId: ids[i]!, shopTagId }))
    }),
  )

  await insertAll(
    ctx.tx,
    shopPayments,
    ids.flatMap((shopId) =>
      ['cash', 'wallet', 'stripe'].map((tag) => ({ shopId, paymentId: refs.paymentIds.get(tag)!, status: true })),
    ),
  )

  // Branches: a few chains have other locations.
  const branchPlan = [0, 1, 2, 18, 21].flatMap((index) => {
    const others = r.sample(
      neighbourhoods.map((_, k) => k).filter((k) => k !== shopDefs[index]!.area && k < 19),
      index === 0 ? 3 : 2,
    )
    return others.map((areaIndex) => ({ index, areaIndex }))
  })
  const branchIds = await insertIds(
    ctx.tx,
    branches,
    branchPlan.map((b) => {
      const area = neighbourhoods[b.areaIndex]!
      const bearing = (area.bearing * Math.PI) / 180
      return {
        shopId: ids[b.index]!,
        latitude: Number((defaultLocation.latitude + km2lat(Math.cos(bearing) * area.km)).toFixed(7)),
        longitude: Number((defaultLocation.longitude + km2lng(Math.sin(bearing) * area.km)).toFixed(7)),
      }
    }),
  )
  await insertAll(
    ctx.tx,
    branchTranslations,
    branchPlan.flatMap((b, i) => {
      const name = shopDefs[b.index]!.name
      const area = neighbourhoods[b.areaIndex]!.name
      return localized(branchIds[i]!, {
        title: t(`${name.en} – ${area.en}`, `${name.ar} – ${area.ar}`, `${name.fr} – ${area.fr}`),
        address: shopAddress(100 + ((i * 373) % 2900), b.areaIndex),
      })
    }),
  )
  ctx.images.flush()

  return plan.map((p, i) => ({
    index: p.index,
    id: ids[i]!,
    slug: p.slug,
    def: p.def,
    title: p.def.name,
    latitude: p.latitude,
    longitude: p.longitude,
    listed: !p.is(shopStates.unapproved),
    deliversToDefault: !p.def.far,
  }))
}
