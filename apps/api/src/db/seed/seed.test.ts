import { verify } from '@node-rs/argon2'
import { sql } from 'drizzle-orm'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/app.ts'
import { isPointInPolygon } from '../../modules/shops/geo.ts'
import type { LatLng } from '../schema/index.ts'
import { demoAccounts, isSeeded, shopStates } from './index.ts'
import { allowedMotifs, motifOfProductImage } from './test-support.ts'
import { clientTexts } from './vocabulary/client-texts.ts'
import { defaultLocation, uiStrings } from './vocabulary/settings.ts'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t?.close()
})

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await t.db.execute(query)).rows as T[]
}
async function count(query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await rows<{ n: number }>(query)
  return Number(row?.n ?? 0)
}

describe('demo seed', () => {
  it('reports itself as seeded', async () => {
    expect(await isSeeded(t.db)).toBe(true)
  })

  it('ships English (default), Arabic (right-to-left) and French', async () => {
    const languages = await rows<{ locale: string; backward: boolean; default: boolean }>(
      sql`SELECT locale, backward, "default" FROM languages ORDER BY id`,
    )
    expect(languages.map((l) => l.locale)).toEqual(['en', 'ar', 'fr'])
    expect(languages.find((l) => l.locale === 'ar')?.backward).toBe(true)
    expect(languages.filter((l) => l.default).map((l) => l.locale)).toEqual(['en'])
  })

  it('has three currencies with exactly one default of rate 1', async () => {
    const currencies = await rows<{ title: string; rate: number; default: boolean }>(
      sql`SELECT title, rate, "default" FROM currencies ORDER BY id`,
    )
    expect(currencies.map((c) => c.title)).toEqual(['USD', 'EUR', 'AED'])
    const defaults = currencies.filter((c) => c.default)
    expect(defaults).toHaveLength(1)
    expect(defaults[0]!.rate).toBe(1)
  })

  it('has every settings key the clients read', async () => {
    const keys = new Set((await rows<{ key: string }>(sql`SELECT key FROM settings`)).map((r) => r.key))
    for (const key of [
      'ui_type',
      'primary_color',
      'payment_type',
      'referral_active',
      'otp_expire_time',
      'group_order',
      'footer_text',
      'reservation_time_durations',
      'active_parcel',
      'before_order_phone_required',
      'reservation_enable_for_user',
      'social_auth_google',
      'customer_app_android',
      'vendor_app_ios',
      'delivery_app_ios',
      'location',
    ]) {
      expect(keys, key).toContain(key)
    }
  })

  it('has UI strings in all three languages', async () => {
    const perLocale = await rows<{ locale: string; n: number }>(
      sql`SELECT locale, count(*)::int AS n FROM ui_translations GROUP BY locale ORDER BY locale`,
    )
    expect(perLocale.map((r) => r.locale)).toEqual(['ar', 'en', 'fr'])
    expect(new Set(perLocale.map((r) => r.n)).size).toBe(1)
    // The storefront's strings plus the other web client's texts, each key once.
    expect(perLocale[0]!.n).toBe(new Set([...Object.keys(uiStrings), ...Object.keys(clientTexts)]).size)
    expect(perLocale[0]!.n).toBeGreaterThanOrEqual(450)
  })

  it('has about 30 shops of both kinds, with a few in special states', async () => {
    const shops = await rows<{ type: string; status: string; open: boolean }>(sql`SELECT type, status, open FROM shops`)
    expect(shops.length).toBeGreaterThanOrEqual(28)
    expect(shops.length).toBeLessThanOrEqual(35)
    expect(shops.filter((s) => s.type === 'restaurant').length).toBeGreaterThanOrEqual(15)
    expect(shops.filter((s) => s.type === 'shop').length).toBeGreaterThanOrEqual(10)
    expect(shops.filter((s) => !s.open).length).toBe(shopStates.closedBySeller.length)
    expect(shops.filter((s) => s.status !== 'approved').length).toBe(shopStates.unapproved.length)
    expect(await count(sql`SELECT count(DISTINCT shop_id)::int AS n FROM shop_closed_dates`)).toBeGreaterThanOrEqual(2)
  })

  it('gives every shop a zone; most reach the default location and a few do not', async () => {
    const zones = await rows<{ address: LatLng[]; min_latitude: number; max_latitude: number }>(
      sql`SELECT address, min_latitude, max_latitude FROM shop_delivery_zones`,
    )
    expect(zones).toHaveLength(await count(sql`SELECT count(*)::int AS n FROM shops`))
    const inside = zones.filter((z) => isPointInPolygon(defaultLocation, z.address))
    expect(inside.length).toBeGreaterThanOrEqual(zones.length - 4)
    expect(zones.length - inside.length).toBeGreaterThanOrEqual(2)
    for (const z of zones) {
      expect(z.address.length).toBeGreaterThanOrEqual(8)
      expect(Math.min(...z.address.map((p) => p[0]))).toBe(z.min_latitude)
      expect(Math.max(...z.address.map((p) => p[0]))).toBe(z.max_latitude)
    }
  })

  it('gives every shop seven working days', async () => {
    const wrong = await rows(sql`SELECT shop_id FROM shop_working_days GROUP BY shop_id HAVING count(*) <> 7`)
    expect(wrong).toEqual([])
    expect(await count(sql`SELECT count(DISTINCT shop_id)::int AS n FROM shop_working_days`)).toBe(
      await count(sql`SELECT count(*)::int AS n FROM shops`),
    )
  })

  it('has at least 1,400 products, each with a stock and a correct min_price', async () => {
    expect(await count(sql`SELECT count(*)::int AS n FROM products`)).toBeGreaterThanOrEqual(1400)
    expect(
      await count(
        sql`SELECT count(*)::int AS n FROM products p WHERE NOT EXISTS (SELECT 1 FROM stocks s WHERE s.product_id = p.id)`,
      ),
    ).toBe(0)
    // Without a running discount, min_price is the lowest stock price.
    const wrongPrice = await count(sql`
      SELECT count(*)::int AS n FROM products p
      WHERE NOT EXISTS (SELECT 1 FROM product_discounts pd JOIN discounts d ON d.id = pd.discount_id
                        WHERE pd.product_id = p.id AND d.active AND d.start <= now() AND d."end" >= now())
        AND p.min_price <> (SELECT min(price) FROM stocks s WHERE s.product_id = p.id)`)
    expect(wrongPrice).toBe(0)
    const discounted = await count(sql`
      SELECT count(*)::int AS n FROM products p JOIN product_discounts pd ON pd.product_id = p.id
      JOIN discounts d ON d.id = pd.discount_id AND d.active AND d.start <= now() AND d."end" >= now()
      WHERE p.min_price < (SELECT min(price) FROM stocks s WHERE s.product_id = p.id)`)
    expect(discounted).toBeGreaterThan(0)
  })

  it('has extras, addons, galleries and out-of-stock stocks', async () => {
    expect(await count(sql`SELECT count(*)::int AS n FROM stock_extras`)).toBeGreaterThan(100)
    expect(await count(sql`SELECT count(*)::int AS n FROM products WHERE addon`)).toBeGreaterThan(50)
    // An addon always belongs to the same shop as the dish.
    expect(
      await count(sql`
        SELECT count(*)::int AS n FROM stock_addons sa JOIN stocks s ON s.id = sa.stock_id
        JOIN products dish ON dish.id = s.product_id JOIN products a ON a.id = sa.addon_product_id
        WHERE dish.shop_id <> a.shop_id OR NOT a.addon`),
    ).toBe(0)
    expect(await count(sql`SELECT count(*)::int AS n FROM product_galleries`)).toBeGreaterThan(0)
    expect(await count(sql`SELECT count(*)::int AS n FROM stocks WHERE quantity = 0`)).toBeGreaterThan(0)
  })

  it('translates every row of every translatable table into all three languages', async () => {
    // Each *_translations table (and the recipe ingredient and instruction tables) points at its owner through the
    // foreign key on its second column.
    const links = await rows<{ tbl: string; owner_col: string; owner_tbl: string }>(sql`
      SELECT c.conrelid::regclass::text AS tbl, a.attname AS owner_col, c.confrelid::regclass::text AS owner_tbl
      FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
      WHERE c.contype = 'f' AND a.attnum = 2 AND c.connamespace = 'public'::regnamespace
        AND (c.conrelid::regclass::text LIKE '%translations' OR c.conrelid::regclass::text IN ('receipt_ingredients', 'receipt_instructions'))`)
    expect(links.length).toBeGreaterThanOrEqual(21)
    for (const { tbl, owner_col, owner_tbl } of links) {
      const incomplete = await count(
        sql.raw(`SELECT count(*)::int AS n FROM (SELECT ${owner_col} FROM ${tbl} GROUP BY ${owner_col}
                 HAVING array_agg(locale ORDER BY locale) <> ARRAY['ar','en','fr']) x`),
      )
      expect(incomplete, tbl).toBe(0)
      const untranslated = await count(
        sql.raw(
          `SELECT count(*)::int AS n FROM ${owner_tbl} o WHERE NOT EXISTS (SELECT 1 FROM ${tbl} t WHERE t.${owner_col} = o.id)`,
        ),
      )
      expect(untranslated, `${owner_tbl} rows without ${tbl}`).toBe(0)
    }
    // Arabic titles are really Arabic.
    expect(
      await count(
        sql`SELECT count(*)::int AS n FROM shop_translations WHERE locale = 'ar' AND title !~ '[\u0600-\u06FF]'`,
      ),
    ).toBe(0)
    expect(
      await count(
        sql`SELECT count(*)::int AS n FROM product_translations WHERE locale = 'ar' AND title !~ '[\u0600-\u06FF]'`,
      ),
    ).toBe(0)
  })

  it('writes the pictures it stores', async () => {
    const shops = await rows<{ logo_img: string; background_img: string }>(
      sql`SELECT logo_img, background_img FROM shops`,
    )
    for (const s of shops) {
      expect(s.logo_img).toMatch(/^shops\/.+\.webp$/)
      expect(existsSync(path.join(t.storageDir, 'images', s.logo_img)), s.logo_img).toBe(true)
      expect(existsSync(path.join(t.storageDir, 'images', s.background_img)), s.background_img).toBe(true)
    }
    const productImages = await rows<{ img: string }>(sql`SELECT DISTINCT img FROM products`)
    for (const p of productImages) expect(existsSync(path.join(t.storageDir, 'images', p.img)), p.img).toBe(true)
  })

  it('shows every product, and its gallery, as what its name says', async () => {
    const products = await rows<{ title: string; img: string; gallery: string[] }>(sql`
      SELECT t.title, p.img, coalesce(array_agg(g.path) FILTER (WHERE g.path IS NOT NULL), '{}') AS gallery
      FROM products p JOIN product_translations t ON t.product_id = p.id AND t.locale = 'en'
      LEFT JOIN product_galleries g ON g.product_id = p.id
      GROUP BY t.title, p.img`)
    expect(products.length).toBeGreaterThan(300)
    const wrong: string[] = []
    for (const p of products) {
      const motif = motifOfProductImage(p.img)
      const allowed = allowedMotifs(p.title)
      if (!motif || !allowed?.includes(motif as never)) wrong.push(`${p.title}: ${p.img}`)
      for (const path of p.gallery) if (motifOfProductImage(path) !== motif) wrong.push(`${p.title}: gallery ${path}`)
    }
    expect(wrong).toEqual([])
  })

  it('fills ratings from the reviews', async () => {
    const mismatched = await count(sql`
      SELECT count(*)::int AS n FROM shops s
      WHERE s.reviews_count <> (SELECT count(*) FROM reviews r WHERE r.reviewable_type = 'shop' AND r.reviewable_id = s.id)`)
    expect(mismatched).toBe(0)
    expect(
      await count(sql`SELECT count(*)::int AS n FROM products WHERE reviews_count > 0 AND rating_avg IS NOT NULL`),
    ).toBeGreaterThan(0)
  })

  it('creates the demo accounts with working passwords', async () => {
    const [customer] = await rows<{ password_hash: string; role: string; firstname: string }>(
      sql`SELECT password_hash, role, firstname FROM users WHERE email = ${demoAccounts.customer.email}`,
    )
    expect(customer?.role).toBe('user')
    expect(customer?.firstname).toBe('Alex')
    expect(await verify(customer!.password_hash, demoAccounts.customer.password)).toBe(true)
    expect(await verify(customer!.password_hash, 'wrong-password')).toBe(false)

    const [seller] = await rows<{ id: number; password_hash: string; role: string }>(
      sql`SELECT id, password_hash, role FROM users WHERE email = ${demoAccounts.seller.email}`,
    )
    expect(seller?.role).toBe('seller')
    expect(await verify(seller!.password_hash, demoAccounts.seller.password)).toBe(true)
    expect(await count(sql`SELECT count(*)::int AS n FROM shops WHERE user_id = ${seller!.id}`)).toBe(1)
    expect(await count(sql`SELECT count(*)::int AS n FROM users WHERE my_referral IS NULL`)).toBe(0)

    const [admin] = await rows<{ password_hash: string; role: string }>(
      sql`SELECT password_hash, role FROM users WHERE email = ${demoAccounts.admin.email}`,
    )
    expect(admin?.role).toBe('admin')
    expect(await verify(admin!.password_hash, demoAccounts.admin.password)).toBe(true)

    const [courier] = await rows<{ password_hash: string; role: string }>(
      sql`SELECT password_hash, role FROM users WHERE email = ${demoAccounts.courier.email}`,
    )
    expect(courier?.role).toBe('deliveryman')
    expect(await verify(courier!.password_hash, demoAccounts.courier.password)).toBe(true)
  })

  it('fills every table of the catalogue, shops and content', async () => {
    // Tables of user activity (orders, carts, tokens...) added later start empty on purpose; these must not.
    const tables = await rows<{ table_name: string }>(sql`
      SELECT table_name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name = ANY(string_to_array(${seededTables.join(',')}, ','))`)
    expect(tables.map((r) => r.table_name).sort()).toEqual([...seededTables].sort())
    const empty: string[] = []
    for (const { table_name } of tables) {
      if ((await count(sql.raw(`SELECT count(*)::int AS n FROM "${table_name}"`))) === 0) empty.push(table_name)
    }
    expect(empty).toEqual([])
  })
})

const seededTables =
  `banner_shops banner_translations banners blog_translations blogs booking_closed_dates booking_tables
  booking_working_days bookings branch_translations branches brands career_translations careers categories
  category_translations coupon_translations coupons currencies discounts extra_group_translations extra_groups
  extra_values faq_translations faqs landing_page_translations landing_pages languages page_translations pages
  parcel_order_type_translations parcel_order_types payments product_discounts product_galleries product_translations
  products receipt_ingredients receipt_instructions receipt_nutrition_translations receipt_nutritions receipt_stocks
  receipt_translations receipts referral_translations referrals reviews search_words settings shop_categories
  shop_closed_dates shop_delivery_zones shop_payments shop_section_translations shop_sections shop_shop_tags
  shop_tag_translations shop_tags shop_translations shop_working_days shops stock_addons stock_extras stocks stories
  ui_translations unit_translations units user_bookings users`
    .split(/\s+/)
    .filter(Boolean)
