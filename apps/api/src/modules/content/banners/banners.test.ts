import { and, asc, count, eq, gt, inArray, isNull, max, or } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, getJson, type TestApp } from '../../../../test/app.ts'
import { bannerShops, banners, bannerTranslations, shops } from '../../../db/schema/index.ts'
import {
  expectAbsoluteImage,
  expectError,
  expectIsoDate,
  expectPaginated,
  getDefaultLocale,
  UNKNOWN_LANG,
  type Envelope,
  type Page,
} from '../test-support.ts'

type BannerBody = {
  id: number
  shop_id: number | null
  url: string | null
  img: string | null
  active: boolean
  clickable: boolean
  type: 'banner' | 'look'
  likes: number
  input: number
  expired_at: string | null
  created_at: string
  translation: {
    id: number
    locale: string
    title: string
    description: string | null
    button_text: string | null
  } | null
}
type AdsBody = {
  data: BannerBody[]
  meta: { current_page: number; last_page: number; path: string; per_page: number; to: number | null; total: number }
}

const bannerKeys = [
  'active',
  'clickable',
  'created_at',
  'expired_at',
  'id',
  'img',
  'input',
  'likes',
  'shop_id',
  'translation',
  'type',
  'url',
]

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

function isLive(type: 'banner' | 'look') {
  return and(
    eq(banners.type, type),
    eq(banners.active, true),
    or(isNull(banners.expiredAt), gt(banners.expiredAt, new Date())),
  )
}

async function countLive(type: 'banner' | 'look') {
  const [row] = await t.db.select({ n: count() }).from(banners).where(isLive(type))
  return row!.n
}

async function findLiveTranslated(type: 'banner' | 'look', locale: string) {
  const [row] = await t.db
    .select({ id: banners.id, title: bannerTranslations.title })
    .from(banners)
    .innerJoin(bannerTranslations, eq(bannerTranslations.ownerId, banners.id))
    .where(and(isLive(type), eq(bannerTranslations.locale, locale)))
    .orderBy(asc(banners.id))
    .limit(1)
  expect(row, `a live ${type} translated to ${locale}`).toBeDefined()
  return row!
}

async function insertBanner(values: Partial<typeof banners.$inferInsert>) {
  const [row] = await t.db
    .insert(banners)
    .values({ img: 'banners/x.jpg', ...values })
    .returning({ id: banners.id })
  await t.db.insert(bannerTranslations).values({ ownerId: row!.id, locale: 'en', title: 'Test banner' })
  return row!.id
}

describe('GET rest/banners/paginate', () => {
  it('lists live banners of type banner by input', async () => {
    const total = await countLive('banner')
    expect(total).toBeGreaterThan(0)
    const res = await getJson<Page<BannerBody>>(t.app, 'rest/banners/paginate?perPage=100')
    expect(res.status).toBe(200)
    expectPaginated(res.body, { current: 1, perPage: 100, total })
    const inputs = res.body.data.map((b) => b.input)
    expect(inputs).toEqual([...inputs].sort((a, b) => a - b))
    for (const b of res.body.data) {
      expect(Object.keys(b).sort()).toEqual(bannerKeys)
      expect(b).toMatchObject({ type: 'banner', active: true })
      expectAbsoluteImage(b.img)
      expectIsoDate(b.created_at)
      expect(b.translation).not.toBeNull()
    }
  })

  it('leaves out expired and inactive banners', async () => {
    const expired = await insertBanner({ type: 'banner', expiredAt: new Date(Date.now() - 60_000) })
    const inactive = await insertBanner({ type: 'banner', active: false })
    const future = await insertBanner({ type: 'banner', expiredAt: new Date(Date.now() + 86_400_000) })
    try {
      const res = await getJson<Page<BannerBody>>(t.app, 'rest/banners/paginate?perPage=100')
      const ids = res.body.data.map((b) => b.id)
      expect(ids).not.toContain(expired)
      expect(ids).not.toContain(inactive)
      expect(ids).toContain(future)
      expectError(await getJson(t.app, `rest/banners/${expired}`), 404)
      expectError(await getJson(t.app, `rest/banners/${inactive}`), 404)
    } finally {
      await t.db.delete(banners).where(inArray(banners.id, [expired, inactive, future]))
    }
  })

  it.each(['ar', 'fr'])('translates to lang=%s', async (locale) => {
    const expected = await findLiveTranslated('banner', locale)
    const res = await getJson<Page<BannerBody>>(t.app, `rest/banners/paginate?perPage=100&lang=${locale}`)
    expect(res.body.data.find((b) => b.id === expected.id)?.translation).toMatchObject({
      locale,
      title: expected.title,
    })
  })

  it('falls back to the default language for an unknown lang', async () => {
    const locale = await getDefaultLocale(t.db)
    const expected = await findLiveTranslated('banner', locale)
    const res = await getJson<Page<BannerBody>>(t.app, `rest/banners/paginate?perPage=100&lang=${UNKNOWN_LANG}`)
    expect(res.body.data.find((b) => b.id === expected.id)?.translation).toMatchObject({
      locale,
      title: expected.title,
    })
  })

  it('rejects a bad page with 400', async () => {
    expectError(await getJson(t.app, 'rest/banners/paginate?page=-1'), 400)
  })
})

describe('GET rest/banners/{id}', () => {
  it('shows a live banner', async () => {
    const expected = await findLiveTranslated('banner', 'ar')
    const res = await getJson<Envelope<BannerBody>>(t.app, `rest/banners/${expected.id}?lang=ar`)
    expect(res.status).toBe(200)
    expect(Object.keys(res.body.data).sort()).toEqual([...bannerKeys, 'shops', 'shops_count'].sort())
    expect(res.body.data.translation).toMatchObject({ locale: 'ar', title: expected.title })
  })

  it("carries a page of the banner's public shops (page, perPage) and shops_count", async () => {
    const publicShops = await t.db
      .select({ id: shops.id })
      .from(shops)
      .where(and(eq(shops.status, 'approved'), eq(shops.visibility, true)))
      .orderBy(asc(shops.id))
      .limit(3)
    const [hidden] = await t.db
      .select({ id: shops.id })
      .from(shops)
      .where(eq(shops.status, 'approved'))
      .orderBy(asc(shops.id))
      .offset(3)
      .limit(1)
    expect(publicShops).toHaveLength(3)
    const id = await insertBanner({ type: 'banner', active: true })
    await t.db.insert(bannerShops).values([...publicShops, hidden!].map((shop) => ({ bannerId: id, shopId: shop.id })))
    await t.db.update(shops).set({ visibility: false }).where(eq(shops.id, hidden!.id))
    try {
      type Show = BannerBody & { shops: Array<{ id: number; translation: unknown }>; shops_count: number }
      const first = await getJson<Envelope<Show>>(t.app, `rest/banners/${id}?perPage=2`)
      expect(first.status, JSON.stringify(first.body)).toBe(200)
      expect(first.body.data.shops_count).toBe(3)
      expect(first.body.data.shops.map((s) => s.id)).toEqual(publicShops.slice(0, 2).map((s) => s.id))
      expect(first.body.data.shops[0]).toHaveProperty('translation')
      const second = await getJson<Envelope<Show>>(t.app, `rest/banners/${id}?perPage=2&page=2`)
      expect(second.body.data.shops.map((s) => s.id)).toEqual([publicShops[2]!.id])
      expect((await getJson<Envelope<Show>>(t.app, `rest/banners/${id}?perPage=2&page=3`)).body.data.shops).toEqual([])
      const none = await insertBanner({ type: 'banner', active: true })
      expect((await getJson<Envelope<Show>>(t.app, `rest/banners/${none}`)).body.data).toMatchObject({
        shops: [],
        shops_count: 0,
      })
      expectError(await getJson(t.app, `rest/banners/${id}?perPage=0`), 400)
    } finally {
      await t.db.update(shops).set({ visibility: true }).where(eq(shops.id, hidden!.id))
    }
  })

  it('answers 404 for an unknown id or an ad, 400 for a non-numeric id', async () => {
    const [row] = await t.db.select({ id: max(banners.id) }).from(banners)
    expectError(await getJson(t.app, `rest/banners/${(row?.id ?? 0) + 1000}`), 404)
    const ad = await findLiveTranslated('look', 'en')
    expectError(await getJson(t.app, `rest/banners/${ad.id}`), 404)
    expectError(await getJson(t.app, 'rest/banners/abc'), 400)
  })
})

describe('GET rest/banners-ads', () => {
  it('lists live ads in the custom envelope: data and meta without from, no links', async () => {
    const total = await countLive('look')
    expect(total).toBeGreaterThan(0)
    const res = await getJson<AdsBody>(t.app, 'rest/banners-ads?perPage=1&page=1')
    expect(res.status).toBe(200)
    expect(Object.keys(res.body).sort()).toEqual(['data', 'meta'])
    expect(Object.keys(res.body.meta).sort()).toEqual(['current_page', 'last_page', 'path', 'per_page', 'to', 'total'])
    expect(res.body.meta).toMatchObject({ current_page: 1, per_page: 1, total, last_page: total, to: 1 })
    expect(res.body.meta.path).toBe('http://basil.test/api/v1/rest/banners-ads')
    expect(res.body.data).toHaveLength(1)
    for (const b of res.body.data) {
      expect(Object.keys(b).sort()).toEqual(bannerKeys)
      expect(b.type).toBe('look')
      expectAbsoluteImage(b.img)
    }
  })

  it('reports to=null past the last page', async () => {
    const res = await getJson<AdsBody>(t.app, 'rest/banners-ads?perPage=100&page=50')
    expect(res.status).toBe(200)
    expect(res.body.data).toEqual([])
    expect(res.body.meta.to).toBeNull()
  })

  it('keeps only ads without shops for an address nobody delivers to', async () => {
    const general = await insertBanner({ type: 'look' })
    try {
      const res = await getJson<AdsBody>(
        t.app,
        'rest/banners-ads?perPage=100&address[latitude]=-60&address[longitude]=-30',
      )
      expect(res.status).toBe(200)
      expect(res.body.data.map((b) => b.id)).toEqual([general])
      expect(res.body.meta.total).toBe(1)
      const all = await getJson<AdsBody>(t.app, 'rest/banners-ads?perPage=100')
      expect(all.body.meta.total).toBe(await countLive('look'))
    } finally {
      await t.db.delete(banners).where(eq(banners.id, general))
    }
  })

  it('keeps an ad for an address at the location of one of its shops', async () => {
    const [link] = await t.db
      .select({ bannerId: bannerShops.bannerId, latitude: shops.latitude, longitude: shops.longitude })
      .from(bannerShops)
      .innerJoin(banners, eq(banners.id, bannerShops.bannerId))
      .innerJoin(shops, eq(shops.id, bannerShops.shopId))
      .where(and(isLive('look'), eq(shops.status, 'approved'), eq(shops.visibility, true)))
      .limit(1)
    expect(link, 'a live ad featuring a public shop').toBeDefined()
    const res = await getJson<AdsBody>(
      t.app,
      `rest/banners-ads?perPage=100&address[latitude]=${link!.latitude}&address[longitude]=${link!.longitude}`,
    )
    expect(res.status).toBe(200)
    expect(res.body.data.map((b) => b.id)).toContain(link!.bannerId)
  })

  it('rejects a malformed address with 400', async () => {
    const res = await getJson<{ params: Record<string, string[]> }>(
      t.app,
      'rest/banners-ads?address[latitude]=abc&address[longitude]=1',
    )
    expectError(res, 400)
    expect(Object.keys(res.body.params).join()).toContain('address')
  })
})

describe('GET rest/banners-ads/{id}', () => {
  it('shows an ad with the public shops it features as IShop', async () => {
    const [ad] = await t.db
      .select({ id: banners.id, n: count() })
      .from(banners)
      .innerJoin(bannerShops, eq(bannerShops.bannerId, banners.id))
      .innerJoin(shops, eq(shops.id, bannerShops.shopId))
      .where(and(isLive('look'), eq(shops.status, 'approved'), eq(shops.visibility, true)))
      .groupBy(banners.id)
      .limit(1)
    expect(ad).toBeDefined()
    const res = await getJson<Envelope<{ banner: BannerBody; shops: Array<Record<string, unknown>> }>>(
      t.app,
      `rest/banners-ads/${ad!.id}?lang=fr`,
    )
    expect(res.status).toBe(200)
    expect(Object.keys(res.body.data).sort()).toEqual(['banner', 'shops'])
    expect(res.body.data.banner.id).toBe(ad!.id)
    expect(res.body.data.shops).toHaveLength(ad!.n)
    for (const shop of res.body.data.shops) {
      expect(shop).toHaveProperty('translation')
      expect(shop).toHaveProperty('open')
      if (shop.logo_img !== null) expectAbsoluteImage(shop.logo_img)
    }
  })

  it('answers 404 for an unknown id or a home banner, 400 for a bad id', async () => {
    const [row] = await t.db.select({ id: max(banners.id) }).from(banners)
    expectError(await getJson(t.app, `rest/banners-ads/${(row?.id ?? 0) + 1000}`), 404)
    const banner = await findLiveTranslated('banner', 'en')
    expectError(await getJson(t.app, `rest/banners-ads/${banner.id}`), 404)
    expectError(await getJson(t.app, 'rest/banners-ads/1.5'), 400)
  })
})
