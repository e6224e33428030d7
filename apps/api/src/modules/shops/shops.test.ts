import { isOpenAt, type Shop } from '@basil/contracts'
import { and, asc, eq, gte, inArray, lte, ne } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, getJson, type TestApp } from '../../../test/app.ts'
import {
  categories,
  currencies,
  discounts,
  products,
  reviews,
  shopCategories,
  shopClosedDates,
  shopShopTags,
  shopTags,
  shops,
  shopTranslations,
  shopWorkingDays,
} from '../../db/schema/index.ts'
import { distanceKm, isPointInPolygon } from './geo.ts'
import { shopSchedule } from './hours.ts'
import {
  addressQuery,
  byNewest,
  encodedAddressQuery,
  fetchAllPages,
  findPointInsideSomeZone,
  findPointOutsideEveryZone,
  IMAGE_URL,
  listPublicShops,
  listZones,
  localToday,
  openAroundTheClock,
  ORIGIN,
  type Envelope,
  type ErrorBody,
  type PageOf,
} from './test-support.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const get = <T>(url: string) => getJson<T>(t.app, url)
const page = (url: string) => get<PageOf<Shop>>(url)
const all = (url: string) => fetchAllPages<Shop>(page, url)

/** Shops that are not public: one hidden by its seller, one not approved. Made once, before the tests read. */
let hiddenShopId: number
let unapprovedShopId: number
beforeAll(async () => {
  const rows = await listPublicShops(t.db)
  expect(rows.length).toBeGreaterThan(4)
  hiddenShopId = rows[rows.length - 1]!.id
  unapprovedShopId = rows[rows.length - 2]!.id
  await t.db.update(shops).set({ visibility: false }).where(eq(shops.id, hiddenShopId))
  await t.db.update(shops).set({ status: 'new' }).where(eq(shops.id, unapprovedShopId))
})

describe('GET rest/shops/paginate', () => {
  it('lists public shops newest first in the Laravel paginator envelope', async () => {
    const expected = byNewest(await listPublicShops(t.db))
    const res = await page('rest/shops/paginate')
    expect(res.status).toBe(200)
    expect(Object.keys(res.body).sort()).toEqual(['data', 'links', 'meta'])
    const perPage = 10
    expect(res.body.meta).toMatchObject({
      current_page: 1,
      from: 1,
      to: Math.min(perPage, expected.length),
      per_page: perPage,
      total: expected.length,
      last_page: Math.ceil(expected.length / perPage),
      path: `${ORIGIN}/api/v1/rest/shops/paginate`,
    })
    expect(res.body.data.map((s) => s.id)).toEqual(expected.slice(0, perPage).map((s) => s.id))
    expect(res.body.links.prev).toBeNull()
  })

  it('pages with page and perPage (from/to/last_page follow)', async () => {
    const expected = byNewest(await listPublicShops(t.db))
    const res = await page('rest/shops/paginate?perPage=3&page=2')
    expect(res.status).toBe(200)
    expect(res.body.meta).toMatchObject({
      current_page: 2,
      from: 4,
      to: 6,
      per_page: 3,
      last_page: Math.ceil(expected.length / 3),
    })
    expect(res.body.data.map((s) => s.id)).toEqual(expected.slice(3, 6).map((s) => s.id))
    const beyond = await page(`rest/shops/paginate?perPage=3&page=${Math.ceil(expected.length / 3) + 1}`)
    expect(beyond.status).toBe(200)
    expect(beyond.body.data).toEqual([])
    expect(beyond.body.meta).toMatchObject({ total: expected.length, from: null, to: null })
  })

  it('never shows hidden or unapproved shops', async () => {
    const ids = (await all('rest/shops/paginate')).map((s) => s.id)
    expect(ids).not.toContain(hiddenShopId)
    expect(ids).not.toContain(unapprovedShopId)
    expect(ids.length).toBe((await listPublicShops(t.db)).length)
  })

  it('presents every IShop field with absolute image URLs and consistent counts', async () => {
    const res = await page('rest/shops/paginate?perPage=100')
    const shop = res.body.data.find((s) => s.logo_img) ?? res.body.data[0]!
    for (const key of [
      'id',
      'uuid',
      'slug',
      'translation',
      'logo_img',
      'background_img',
      'open',
      'status',
      'verify',
      'type',
      'price',
      'price_per_km',
      'min_amount',
      'tax',
      'service_fee',
      'delivery_time',
      'location',
      'shop_working_days',
      'shop_closed_date',
      'bonus',
      'discount',
      'discounts_count',
      'rating_avg',
      'reviews_count',
      'products_count',
      'is_recommended',
      'tags',
      'shop_payments',
      'phone',
      'delivers_to_address',
    ]) {
      expect(shop, key).toHaveProperty(key)
    }
    for (const s of res.body.data) {
      if (s.logo_img) expect(s.logo_img).toMatch(IMAGE_URL)
      if (s.background_img) expect(s.background_img).toMatch(IMAGE_URL)
      for (const tag of s.tags) if (tag.img) expect(tag.img).toMatch(IMAGE_URL)
      expect(s.delivers_to_address).toBeNull()
      expect(s.discounts_count).toBe(s.discount.length)
      expect(Array.isArray(s.shop_working_days)).toBe(true)
    }
    expect(res.body.data.some((s) => s.logo_img !== null)).toBe(true)

    const [listed] = await t.db
      .select({ id: products.shopId })
      .from(products)
      .where(and(eq(products.active, true), eq(products.status, 'published'), eq(products.addon, false)))
      .limit(1)
    if (listed) {
      const one = await get<Envelope<Shop>>(`rest/shops/${listed.id}`)
      const count = (
        await t.db
          .select({ id: products.id })
          .from(products)
          .where(
            and(
              eq(products.shopId, listed.id),
              eq(products.active, true),
              eq(products.status, 'published'),
              eq(products.addon, false),
            ),
          )
      ).length
      expect(one.body.data.products_count).toBe(count)
    }
  })

  it('filters by type and rejects an unknown type with 400 and params', async () => {
    const rows = await listPublicShops(t.db)
    for (const type of ['restaurant', 'shop'] as const) {
      const res = await page(`rest/shops/paginate?type=${type}`)
      expect(res.status).toBe(200)
      expect(res.body.meta.total).toBe(rows.filter((s) => s.type === type).length)
      for (const s of res.body.data) expect(s.type).toBe(type)
    }
    const bad = await get<ErrorBody>('rest/shops/paginate?type=pharmacy')
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({ status: false, statusCode: 'ERROR_400' })
    expect(bad.body.params).toHaveProperty('type')
  })

  it('rejects bad paging and coordinates with 400', async () => {
    for (const [url, field] of [
      ['rest/shops/paginate?page=0', 'page'],
      ['rest/shops/paginate?perPage=101', 'perPage'],
      ['rest/shops/paginate?page=abc', 'page'],
      ['rest/shops/paginate?address[latitude]=91&address[longitude]=10', 'address.latitude'],
      ['rest/shops/paginate?address[latitude]=10&address[longitude]=east', 'address.longitude'],
      ['rest/shops/paginate?order_by=cheapest', 'order_by'],
      ['rest/shops/paginate?open=maybe', 'open'],
      ['rest/shops/paginate?rating[]=x', 'rating.0'],
    ] as const) {
      const res = await get<ErrorBody>(url)
      expect(res.status, url).toBe(400)
      expect(res.body.statusCode).toBe('ERROR_400')
      expect(Object.keys(res.body.params ?? {}), url).toContain(field)
    }
  })

  it('gives titles in the requested language and falls back to the default one', async () => {
    const [arabic] = await t.db
      .select({ shopId: shopTranslations.ownerId, title: shopTranslations.title })
      .from(shopTranslations)
      .innerJoin(shops, eq(shops.id, shopTranslations.ownerId))
      .where(and(eq(shopTranslations.locale, 'ar'), eq(shops.status, 'approved'), eq(shops.visibility, true)))
      .limit(1)
    expect(arabic, 'the seed has Arabic shop titles').toBeDefined()
    const [english] = await t.db
      .select({ title: shopTranslations.title })
      .from(shopTranslations)
      .where(and(eq(shopTranslations.ownerId, arabic!.shopId), eq(shopTranslations.locale, 'en')))
    const ar = await get<Envelope<Shop>>(`rest/shops/${arabic!.shopId}?lang=ar`)
    expect(ar.body.data.translation).toMatchObject({ locale: 'ar', title: arabic!.title })
    const unknown = await get<Envelope<Shop>>(`rest/shops/${arabic!.shopId}?lang=xx`)
    expect(unknown.body.data.translation).toMatchObject({ locale: 'en', title: english!.title })

    const list = await page('rest/shops/paginate?lang=ar&perPage=100')
    const listed = list.body.data.find((s) => s.id === arabic!.shopId)
    if (listed) expect(listed.translation?.title).toBe(arabic!.title)
    for (const s of list.body.data) expect(s.translation).not.toBeNull()
  })

  it('converts money fields by the currency rate, leaving percentages alone', async () => {
    const [currency] = await t.db
      .select()
      .from(currencies)
      .where(and(eq(currencies.active, true), ne(currencies.rate, 1)))
      .limit(1)
    expect(currency, 'the seed has a second currency').toBeDefined()
    const [row] = await t.db
      .select()
      .from(shops)
      .where(and(eq(shops.status, 'approved'), eq(shops.visibility, true), ne(shops.price, 0)))
      .limit(1)
    const shopRow = row ?? (await listPublicShops(t.db))[0]!
    const res = await get<Envelope<Shop>>(`rest/shops/${shopRow.id}?currency_id=${currency!.id}`)
    const convert = (minor: number) => Math.round(minor * currency!.rate) / 100
    expect(res.body.data).toMatchObject({
      price: convert(shopRow.price),
      price_per_km: convert(shopRow.pricePerKm),
      min_amount: convert(shopRow.minAmount),
      service_fee: convert(shopRow.serviceFee),
      tax: shopRow.tax,
      percentage: shopRow.percentage,
    })
    const plain = await get<Envelope<Shop>>(`rest/shops/${shopRow.id}?currency_id=999999`)
    expect(plain.body.data.price).toBe(shopRow.price / 100)
  })

  it('flags delivery to the address, lists delivering shops first, and reads both bracket forms', async () => {
    const { point, shopIds } = await findPointInsideSomeZone(t.db)
    const plain = await all(`rest/shops/paginate?${addressQuery(point)}`)
    const encoded = await all(`rest/shops/paginate?${encodedAddressQuery(point)}`)
    expect(encoded.map((s) => [s.id, s.delivers_to_address])).toEqual(plain.map((s) => [s.id, s.delivers_to_address]))
    expect(plain.length).toBe((await listPublicShops(t.db)).length)
    const flagged = plain.filter((s) => s.delivers_to_address).map((s) => s.id)
    expect(new Set(flagged)).toEqual(shopIds)
    // Delivering shops form the head of the list.
    expect(plain.slice(0, flagged.length).every((s) => s.delivers_to_address)).toBe(true)
    expect(plain.every((s) => typeof s.delivers_to_address === 'boolean')).toBe(true)

    const outside = await findPointOutsideEveryZone(t.db)
    const far = await page(`rest/shops/paginate?${addressQuery(outside)}`)
    expect(far.body.data.length).toBeGreaterThan(0)
    expect(far.body.data.every((s) => s.delivers_to_address === false)).toBe(true)
  })

  it('orders by distance from the address', async () => {
    const { point } = await findPointInsideSomeZone(t.db)
    const res = await all(`rest/shops/paginate?order_by=distance&${addressQuery(point)}`)
    // Within each group (delivering, then not), nearer first.
    for (const group of [true, false]) {
      const kms = res.filter((s) => s.delivers_to_address === group).map((s) => distanceKm(point, s.location))
      for (let i = 1; i < kms.length; i++) expect(kms[i]!).toBeGreaterThanOrEqual(kms[i - 1]! - 1e-9)
    }
    const noAddress = await get<ErrorBody>('rest/shops/paginate?order_by=distance')
    expect(noAddress.status).toBe(400)
    expect(noAddress.body.params).toHaveProperty('address')
  })

  it('open=1 keeps only shops open now: seller-closed and closed-today shops are left out', async () => {
    const rows = await listPublicShops(t.db)
    const [alwaysOpen, sellerClosed, closedToday] = rows
    for (const s of [alwaysOpen!, sellerClosed!, closedToday!]) await openAroundTheClock(t.db, s.id)
    await t.db.update(shops).set({ open: false }).where(eq(shops.id, sellerClosed!.id))
    await t.db
      .insert(shopClosedDates)
      .values({ shopId: closedToday!.id, day: localToday(closedToday!.timezone) })
      .onConflictDoNothing()

    const listed = await all('rest/shops/paginate?open=1')
    const ids = listed.map((s) => s.id)
    expect(ids).toContain(alwaysOpen!.id)
    expect(ids).not.toContain(sellerClosed!.id)
    expect(ids).not.toContain(closedToday!.id)
    expect(listed.every((s) => s.open)).toBe(true)

    // The SQL filter agrees with the hours rule over every public shop.
    const now = new Date()
    const fresh = await listPublicShops(t.db)
    const days = await t.db.select().from(shopWorkingDays)
    const closed = await t.db.select().from(shopClosedDates)
    const expected = fresh
      .filter((s) =>
        isOpenAt(
          shopSchedule(
            s,
            days.filter((d) => d.shopId === s.id),
            closed.filter((c) => c.shopId === s.id).map((c) => c.day),
            'America/New_York',
          ),
          now,
        ),
      )
      .map((s) => s.id)
    expect(new Set(ids)).toEqual(new Set(expected))

    const detail = await get<Envelope<Shop>>(`rest/shops/${closedToday!.id}`)
    expect(detail.body.data.open).toBe(false)
    expect(detail.body.data.shop_closed_date.map((c) => c.day)).toContain(localToday(closedToday!.timezone))
  })

  it('filters verified shops, shop category, tag and rating', async () => {
    const rows = await listPublicShops(t.db)
    const publicIds = new Set(rows.map((s) => s.id))

    const verified = await page('rest/shops/paginate?verify=1')
    expect(verified.body.meta.total).toBe(rows.filter((s) => s.verify).length)
    expect(verified.body.data.every((s) => s.verify)).toBe(true)

    const links = (await t.db.select().from(shopCategories)).filter((l) => publicIds.has(l.shopId))
    expect(links.length, 'the seed puts shops in shop categories').toBeGreaterThan(0)
    const categoryId = links[0]!.categoryId
    const inCategory = await all(`rest/shops/paginate?category_id=${categoryId}`)
    expect(new Set(inCategory.map((s) => s.id))).toEqual(
      new Set(links.filter((l) => l.categoryId === categoryId).map((l) => l.shopId)),
    )

    const tagLinks = (await t.db.select().from(shopShopTags)).filter((l) => publicIds.has(l.shopId))
    expect(tagLinks.length, 'the seed tags shops').toBeGreaterThan(0)
    const tagId = tagLinks[0]!.shopTagId
    const tagged = await all(`rest/shops/paginate?take=${tagId}`)
    expect(new Set(tagged.map((s) => s.id))).toEqual(
      new Set(tagLinks.filter((l) => l.shopTagId === tagId).map((l) => l.shopId)),
    )
    for (const s of tagged) expect(s.tags.map((tag) => tag.id)).toContain(tagId)

    const atLeast4 = await all('rest/shops/paginate?rating[]=4')
    expect(atLeast4.length).toBe(rows.filter((s) => s.ratingAvg !== null && s.ratingAvg >= 4).length)
    const between = await all('rest/shops/paginate?rating[0]=3&rating[1]=4.5')
    expect(between.length).toBe(
      rows.filter((s) => s.ratingAvg !== null && s.ratingAvg >= 3 && s.ratingAvg <= 4.5).length,
    )
    for (const s of between) expect(s.rating_avg! >= 3 && s.rating_avg! <= 4.5).toBe(true)
  })

  it('filters free delivery, deals and a product price range', async () => {
    const rows = await listPublicShops(t.db)
    const free = await all('rest/shops/paginate?free_delivery=1')
    expect(free.length).toBe(rows.filter((s) => s.price === 0).length)
    expect(free.every((s) => s.price === 0)).toBe(true)

    // A deal on one shop that may have had none.
    const now = new Date()
    await t.db.insert(discounts).values({
      shopId: rows[0]!.id,
      type: 'percent',
      price: 10,
      start: new Date(now.getTime() - 86_400_000),
      end: new Date(now.getTime() + 86_400_000),
    })
    const active = await t.db
      .select({ shopId: discounts.shopId })
      .from(discounts)
      .where(and(eq(discounts.active, true), lte(discounts.start, now), gte(discounts.end, now)))
    const publicIds = new Set(rows.map((s) => s.id))
    const deals = await all('rest/shops/paginate?deals=1')
    expect(new Set(deals.map((s) => s.id))).toEqual(
      new Set(active.map((d) => d.shopId).filter((id) => publicIds.has(id))),
    )
    expect(deals.every((s) => s.discount.length > 0)).toBe(true)

    const listedProducts = await t.db
      .select({ shopId: products.shopId, minPrice: products.minPrice })
      .from(products)
      .where(and(eq(products.active, true), eq(products.status, 'published'), eq(products.addon, false)))
    const prices = listedProducts.map((p) => p.minPrice).sort((a, b) => a - b)
    const low = prices[Math.floor(prices.length / 4)] ?? 0
    const high = prices[Math.floor(prices.length / 2)] ?? 0
    const expected = new Set(
      listedProducts
        .filter((p) => p.minPrice >= low && p.minPrice <= high && publicIds.has(p.shopId))
        .map((p) => p.shopId),
    )
    const ranged = await all(`rest/shops/paginate?prices[0]=${low / 100}&prices[1]=${high / 100}`)
    expect(new Set(ranged.map((s) => s.id))).toEqual(expected)
  })

  it('orders by rating, age and delivery time', async () => {
    const high = await all('rest/shops/paginate?order_by=high_rating')
    const ratings = high.map((s) => s.rating_avg ?? -1)
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a))
    const low = await all('rest/shops/paginate?order_by=low_rating')
    const rated = low.filter((s) => s.rating_avg !== null).map((s) => s.rating_avg!)
    expect(rated).toEqual([...rated].sort((a, b) => a - b))
    expect(low.slice(rated.length).every((s) => s.rating_avg === null)).toBe(true)

    const oldest = await all('rest/shops/paginate?order_by=old')
    const newest = await all('rest/shops/paginate?order_by=new')
    expect(oldest.map((s) => s.id)).toEqual(
      byNewest(await listPublicShops(t.db))
        .reverse()
        .map((s) => s.id),
    )
    expect(newest.map((s) => s.id)).toEqual(byNewest(await listPublicShops(t.db)).map((s) => s.id))
  })

  it('searches titles in any language, tolerating a typo', async () => {
    const rows = await listPublicShops(t.db)
    const titles = await t.db
      .select()
      .from(shopTranslations)
      .where(
        inArray(
          shopTranslations.ownerId,
          rows.map((s) => s.id),
        ),
      )
    const english = titles.find((tr) => tr.locale === 'en' && /[a-z]{6,}/i.test(tr.title))!
    const word = /[a-z]{6,}/i.exec(english.title)![0]
    const found = await all(`rest/shops/paginate?search=${encodeURIComponent(word)}`)
    expect(found.map((s) => s.id)).toContain(english.ownerId)

    // The whole title with one typo (two letters swapped) in its long word.
    const typo = english.title.replace(word, word.slice(0, 2) + word[3] + word[2] + word.slice(4))
    const fuzzy = await fetchAllPages<Shop>(page, `rest/shops/search?search=${encodeURIComponent(typo)}`)
    expect(fuzzy.map((s) => s.id)).toContain(english.ownerId)

    const arabic = titles.find((tr) => tr.locale === 'ar' && tr.title.trim().length > 0)
    if (arabic) {
      const arWord = arabic.title.trim().split(/\s+/)[0]!
      const ar = await all(`rest/shops/paginate?search=${encodeURIComponent(arWord)}&lang=ar`)
      expect(ar.map((s) => s.id)).toContain(arabic.ownerId)
    }

    const nothing = await page('rest/shops/search?search=zzqxjvvk')
    expect(nothing.body.data).toEqual([])
    expect(nothing.body.meta).toMatchObject({ total: 0, current_page: 1, last_page: 1 })
    const blank = await get<ErrorBody>('rest/shops/search?search=')
    expect(blank.status).toBe(400)
    expect(blank.body.params).toHaveProperty('search')
  })

  it('search honours open=1 and the address', async () => {
    const rows = await listPublicShops(t.db)
    const [tr] = await t.db
      .select()
      .from(shopTranslations)
      .where(and(eq(shopTranslations.ownerId, rows[0]!.id), eq(shopTranslations.locale, 'en')))
    const word = tr!.title.split(/\s+/).find((w) => /^\p{L}{3,}$/u.test(w)) ?? tr!.title
    await openAroundTheClock(t.db, rows[0]!.id)
    const open = await all(`rest/shops/search?search=${encodeURIComponent(word)}&open=1`)
    expect(open.map((s) => s.id)).toContain(rows[0]!.id)
    expect(open.every((s) => s.open)).toBe(true)
    await t.db.update(shops).set({ open: false }).where(eq(shops.id, rows[0]!.id))
    const closed = await all(`rest/shops/search?search=${encodeURIComponent(word)}&open=1`)
    expect(closed.map((s) => s.id)).not.toContain(rows[0]!.id)
    await t.db.update(shops).set({ open: true }).where(eq(shops.id, rows[0]!.id))

    const { point } = await findPointInsideSomeZone(t.db)
    const near = await page(`rest/shops/search?search=${encodeURIComponent(word)}&${encodedAddressQuery(point)}`)
    expect(near.body.data.every((s) => typeof s.delivers_to_address === 'boolean')).toBe(true)
  })
})

describe('GET rest/shops/recommended', () => {
  it('lists recommended public shops as a plain array, only delivering ones with an address', async () => {
    const rows = await listPublicShops(t.db)
    const res = await get<Envelope<Shop[]>>('rest/shops/recommended')
    expect(res.status).toBe(200)
    expect(Array.isArray(res.body.data)).toBe(true)
    const recommended = new Set(rows.filter((s) => s.isRecommended).map((s) => s.id))
    expect(res.body.data.length).toBe(Math.min(50, recommended.size))
    for (const s of res.body.data) expect(recommended).toContain(s.id)
    expect(res.body.data.every((s) => s.is_recommended)).toBe(true)

    const { point, shopIds } = await findPointInsideSomeZone(t.db)
    const near = await get<Envelope<Shop[]>>(`rest/shops/recommended?${addressQuery(point)}`)
    expect(new Set(near.body.data.map((s) => s.id))).toEqual(
      new Set(rows.filter((s) => s.isRecommended && shopIds.has(s.id)).map((s) => s.id)),
    )
    expect(near.body.data.every((s) => s.delivers_to_address === true)).toBe(true)
    const far = await get<Envelope<Shop[]>>(
      `rest/shops/recommended?${addressQuery(await findPointOutsideEveryZone(t.db))}`,
    )
    expect(far.body.data).toEqual([])
  })
})

describe('GET rest/shops/{id}', () => {
  it('finds a shop by id, uuid and slug', async () => {
    const row = (await listPublicShops(t.db))[0]!
    for (const ref of [String(row.id), row.uuid, row.slug]) {
      const res = await get<Envelope<Shop>>(`rest/shops/${ref}`)
      expect(res.status, ref).toBe(200)
      expect(res.body).toMatchObject({ status: true, data: { id: row.id, uuid: row.uuid, slug: row.slug } })
    }
  })

  it('answers 404 for unknown, hidden and unapproved shops', async () => {
    for (const ref of ['2147483000', '99999999999', String(hiddenShopId), String(unapprovedShopId), 'no-such-shop']) {
      const res = await get<ErrorBody>(`rest/shops/${ref}`)
      expect(res.status, ref).toBe(404)
      expect(res.body).toMatchObject({ status: false, statusCode: 'ERROR_404' })
    }
  })

  it('says whether it delivers to the address', async () => {
    const { point, shopIds } = await findPointInsideSomeZone(t.db)
    const inside = [...shopIds][0]!
    const res = await get<Envelope<Shop>>(`rest/shops/${inside}?${addressQuery(point)}`)
    expect(res.body.data.delivers_to_address).toBe(true)
    const far = await get<Envelope<Shop>>(`rest/shops/${inside}?${addressQuery(await findPointOutsideEveryZone(t.db))}`)
    expect(far.body.data.delivers_to_address).toBe(false)
  })
})

describe('GET rest/shops/{id}/categories and reviews', () => {
  it("lists the categories of the shop's listed products with their counts", async () => {
    const listed = await t.db
      .select({ shopId: products.shopId, categoryId: products.categoryId })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(
        and(
          eq(products.active, true),
          eq(products.status, 'published'),
          eq(products.addon, false),
          eq(categories.active, true),
        ),
      )
    const publicIds = new Set((await listPublicShops(t.db)).map((s) => s.id))
    const shopId = listed.find((p) => publicIds.has(p.shopId))!.shopId
    const mine = listed.filter((p) => p.shopId === shopId)
    const res = await get<PageOf<{ id: number; products_count: number; translation: unknown; img: string | null }>>(
      `rest/shops/${shopId}/categories?perPage=100`,
    )
    expect(res.status).toBe(200)
    expect(new Set(res.body.data.map((c) => c.id))).toEqual(new Set(mine.map((p) => p.categoryId)))
    expect(res.body.meta.total).toBe(new Set(mine.map((p) => p.categoryId)).size)
    for (const c of res.body.data) {
      expect(c.products_count).toBe(mine.filter((p) => p.categoryId === c.id).length)
      expect(c.translation).not.toBeNull()
      if (c.img) expect(c.img).toMatch(IMAGE_URL)
    }
    expect((await get<ErrorBody>('rest/shops/2147483000/categories')).status).toBe(404)
  })

  it('lists reviews newest first with their authors', async () => {
    const publicIds = new Set((await listPublicShops(t.db)).map((s) => s.id))
    const rows = (
      await t.db
        .select()
        .from(reviews)
        .where(inArray(reviews.reviewableType, ['shop', 'order']))
        .orderBy(asc(reviews.id))
    ).filter((r) => r.shopId !== null && publicIds.has(r.shopId))
    expect(rows.length, 'the seed has shop reviews').toBeGreaterThan(0)
    const shopId = rows[0]!.shopId!
    const mine = rows.filter((r) => r.shopId === shopId)
    type Review = {
      id: number
      rating: number
      created_at: string
      user: { id: number; firstname: string | null } | null
    }
    const res = await get<PageOf<Review>>(`rest/shops/${shopId}/reviews?perPage=100`)
    expect(res.status).toBe(200)
    expect(res.body.meta.total).toBe(mine.length)
    expect(new Set(res.body.data.map((r) => r.id))).toEqual(new Set(mine.map((r) => r.id)))
    const times = res.body.data.map((r) => Date.parse(r.created_at))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    const withUser = res.body.data.find((r) => r.user)
    if (withUser) expect(Object.keys(withUser.user!).sort()).toEqual(['firstname', 'id', 'img', 'lastname'])
    expect((await get<ErrorBody>('rest/shops/2147483000/reviews')).status).toBe(404)
  })
})

describe('GET rest/shops-takes', () => {
  it('lists all shop tags, or those of shops in a category', async () => {
    const tags = await t.db.select().from(shopTags)
    type Tag = { id: number; img: string | null; translation: { title: string } | null }
    const res = await get<Envelope<Tag[]>>('rest/shops-takes')
    expect(res.status).toBe(200)
    expect(Array.isArray(res.body.data)).toBe(true)
    expect(new Set(res.body.data.map((tag) => tag.id))).toEqual(new Set(tags.map((tag) => tag.id)))
    for (const tag of res.body.data) {
      expect(Object.keys(tag).sort()).toEqual(['id', 'img', 'translation'])
      expect(tag.translation?.title).toBeTruthy()
    }

    const publicIds = new Set((await listPublicShops(t.db)).map((s) => s.id))
    const inCategory = (await t.db.select().from(shopCategories)).filter((l) => publicIds.has(l.shopId))
    const categoryId = inCategory[0]!.categoryId
    const shopIds = new Set(inCategory.filter((l) => l.categoryId === categoryId).map((l) => l.shopId))
    const expected = new Set(
      (await t.db.select().from(shopShopTags)).filter((l) => shopIds.has(l.shopId)).map((l) => l.shopTagId),
    )
    const filtered = await get<Envelope<Tag[]>>(`rest/shops-takes?category_id=${categoryId}`)
    expect(new Set(filtered.body.data.map((tag) => tag.id))).toEqual(expected)
  })
})

describe('delivery-zone checks', () => {
  it('succeeds when some shop delivers to the address and names the nearest', async () => {
    const { point, shopIds } = await findPointInsideSomeZone(t.db)
    for (const query of [addressQuery(point), encodedAddressQuery(point)]) {
      const res = await get<Envelope<{ shop_id: number; distance_km: number }>>(
        `rest/shop/delivery-zone/check/distance?${query}`,
      )
      expect(res.status).toBe(200)
      expect(shopIds).toContain(res.body.data.shop_id)
      const rows = (await listPublicShops(t.db)).filter((s) => shopIds.has(s.id))
      const nearest = Math.min(...rows.map((s) => distanceKm(point, s)))
      expect(res.body.data.distance_km).toBeCloseTo(nearest, 2)
    }
  })

  it('answers "Sorry, we\'re not available here" outside every zone', async () => {
    const outside = await findPointOutsideEveryZone(t.db)
    const res = await get<ErrorBody>(`rest/shop/delivery-zone/check/distance?${addressQuery(outside)}`)
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ status: false, message: "Sorry, we're not available here" })
    const missing = await get<ErrorBody>('rest/shop/delivery-zone/check/distance')
    expect(missing.status).toBe(400)
  })

  it('checks one shop: inside, outside, unknown', async () => {
    const { point, shopIds } = await findPointInsideSomeZone(t.db)
    const inside = [...shopIds][0]!
    const ok = await get<Envelope<{ shop_id: number; distance_km: number }>>(
      `rest/shop/${inside}/delivery-zone/check/distance?${addressQuery(point)}`,
    )
    expect(ok.status).toBe(200)
    expect(ok.body.data.shop_id).toBe(inside)

    const zones = await listZones(t.db)
    const other = (await listPublicShops(t.db)).find(
      (s) => !shopIds.has(s.id) && !zones.some((z) => z.shopId === s.id && isPointInPolygon(point, z.polygon)),
    )
    if (other) {
      const no = await get<ErrorBody>(`rest/shop/${other.id}/delivery-zone/check/distance?${addressQuery(point)}`)
      expect(no.status).toBe(400)
      expect(no.body.message).toBe("Sorry, we're not available here")
    }
    const unknown = await get<ErrorBody>(`rest/shop/2147483000/delivery-zone/check/distance?${addressQuery(point)}`)
    expect(unknown.status).toBe(404)
  })
})
