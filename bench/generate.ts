// Generates a large, deterministic catalogue straight into a migrated database: languages, currencies, categories,
// units, brands, shops (approved, translated, with working days and a delivery zone) and products (translated, with
// stocks), then builds the search index and runs VACUUM ANALYZE.
//
//   npx tsx bench/generate-catalogue.ts [embedded|postgres] [--products N] [--shops N] [--force]
//
// (the database is the one the benchmark uses: bench/.work/embedded, or `basil_bench` on BENCH_DATABASE_URL).
import { sql } from 'drizzle-orm'
import type pg from 'pg'
import type { DatabaseHandle } from '../apps/api/src/db/client.ts'
import { weekDays } from '../apps/api/src/db/schema/index.ts'
import { refreshSearchIndex } from '../apps/api/src/db/search-index.ts'
import { advanceIdentity, insertColumns } from './bulk-insert.ts'
import { Random, ZipfSampler } from './random.ts'
import {
  adjectives,
  brandSuffixes,
  foods,
  qualifiers,
  rareWords,
  shopKinds,
  shopNameWords,
  streets,
  type Word,
} from './vocabulary.ts'

/** Bump when the generated data changes shape, so that a kept database is regenerated. */
export const CATALOGUE_VERSION = 1
export const SEED = 0x5eed_ba51
const MARKER_KEY = 'bench_catalogue'

export interface CatalogueScale {
  shops: number
  products: number
}

export interface SearchWord {
  word: string
  /** Products whose title (in any language) contains the word, or the word it is a misspelling of. */
  products: number
  /** For the misspelt word: the word a typo-tolerant search should find. */
  intended?: string
}

export interface CatalogueInfo {
  version: number
  seed: number
  scale: CatalogueScale
  words: { common: SearchWord; rare: SearchWord; misspelt: SearchWord }
  rows: Record<string, number>
  /** Milliseconds per step of the generation, and in total. */
  timings: Record<string, number>
  totalMs: number
  generatedAt: string
}

const LOCALES = ['en', 'fr', 'ar'] as const
type Locale = (typeof LOCALES)[number]
const EN = 0
const FR = 1
const AR = 2

// The common search word is the most frequent food; the rare one is planted in exactly 5 products; the misspelling is
// a frequent typo of the second most frequent food.
const COMMON_FOOD = 0
const RARE_INDEX = 4
const MISSPELT = { word: 'tomatoe', food: 1 }

/** Every timestamp is relative to a fixed date, so two generations are identical. */
const EPOCH = Date.parse('2025-06-01T00:00:00Z')
const DAY = 86_400_000

// A city-sized area (around New York, the schema's default time zone) the shops are spread over.
const CENTER = { latitude: 40.73, longitude: -73.99 }
const SPREAD = { latitude: 0.25, longitude: 0.33 }

const capitalize = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s)
const titleCase = (s: string) => s.split(' ').map(capitalize).join(' ')

function slugify(s: string): string {
  return s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

interface Translations {
  ownerIds: number[]
  locales: Locale[]
  titles: string[]
  descriptions: (string | null)[]
  addresses?: (string | null)[]
}

function emptyTranslations(withAddress = false): Translations {
  return { ownerIds: [], locales: [], titles: [], descriptions: [], ...(withAddress ? { addresses: [] } : {}) }
}

function addTranslations(t: Translations, ownerId: number, titles: string[], descriptions: (string | null)[]) {
  LOCALES.forEach((locale, i) => {
    t.ownerIds.push(ownerId)
    t.locales.push(locale)
    t.titles.push(titles[i]!)
    t.descriptions.push(descriptions[i] ?? null)
  })
}

function translationColumns(t: Translations, ownerColumn: string) {
  return [
    { name: ownerColumn, type: 'int', values: t.ownerIds },
    { name: 'locale', type: 'text', values: t.locales },
    { name: 'title', type: 'text', values: t.titles },
    ...(t.descriptions.some((d) => d !== null) ? [{ name: 'description', type: 'text', values: t.descriptions }] : []),
    ...(t.addresses ? [{ name: 'address', type: 'text', values: t.addresses }] : []),
  ]
}

/** Reads the marker a finished generation leaves; undefined when the database holds no generated catalogue. */
export async function readCatalogueInfo(pool: pg.Pool): Promise<CatalogueInfo | undefined> {
  const result = await pool.query<{ value: string | null }>('SELECT value FROM settings WHERE key = $1', [MARKER_KEY])
  const value = result.rows[0]?.value
  return value ? (JSON.parse(value) as CatalogueInfo) : undefined
}

export function matchesScale(info: CatalogueInfo, scale: CatalogueScale): boolean {
  return (
    info.version === CATALOGUE_VERSION &&
    info.seed === SEED &&
    info.scale.shops === scale.shops &&
    info.scale.products === scale.products
  )
}

/** Whether any marketplace data is there (a generation must start from an empty, migrated database). */
export async function hasData(pool: pg.Pool): Promise<boolean> {
  const result = await pool.query<{ n: number }>(
    'SELECT (SELECT count(*) FROM languages) + (SELECT count(*) FROM shops) + (SELECT count(*) FROM products) AS n',
  )
  return Number(result.rows[0]?.n ?? 0) > 0
}

export async function generateCatalogue(
  handle: DatabaseHandle,
  scale: CatalogueScale,
  log: (line: string) => void = console.log,
): Promise<CatalogueInfo> {
  if (await hasData(handle.pool)) throw new Error('generate: the database already holds data; start from an empty one')
  if (scale.shops < 20 || scale.products < scale.shops)
    throw new Error('generate: need at least 20 shops and a product each')

  const timings: Record<string, number> = {}
  const rows: Record<string, number> = {}
  const started = performance.now()
  let stepStart = started
  const step = (name: string) => {
    const now = performance.now()
    timings[name] = Math.round(now - stepStart)
    log(`  ${name}: ${((now - stepStart) / 1000).toFixed(1)} s`)
    stepStart = now
  }

  const random = new Random(SEED)
  const client = await handle.pool.connect()
  try {
    const inTransaction = async (work: () => Promise<void>) => {
      await client.query('BEGIN')
      try {
        await work()
        await client.query('COMMIT')
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {})
        throw error
      }
    }
    const insert = async (table: string, columns: Parameters<typeof insertColumns>[2], explicitIds = false) => {
      rows[table] = (rows[table] ?? 0) + (await insertColumns(client, table, columns, { explicitIds }))
      if (explicitIds) await advanceIdentity(client, table)
    }

    // Reference data: languages (en default, ar right-to-left), currencies, settings, units, categories, brands.
    const reference = buildReference(random)
    await inTransaction(async () => {
      await insert('languages', [
        { name: 'locale', type: 'text', values: ['en', 'ar', 'fr'] },
        { name: 'title', type: 'text', values: ['English', 'العربية', 'Français'] },
        { name: 'backward', type: 'bool', values: [false, true, false] },
        { name: 'default', type: 'bool', values: [true, false, false] },
      ])
      await insert('currencies', [
        { name: 'title', type: 'text', values: ['US Dollar', 'Euro', 'Saudi Riyal'] },
        { name: 'symbol', type: 'text', values: ['$', '€', 'SAR'] },
        { name: 'rate', type: 'float8', values: [1, 0.92, 3.75] },
        { name: 'position', type: 'text', values: ['before', 'after', 'after'] },
        { name: 'default', type: 'bool', values: [true, false, false] },
      ])
      await insert('settings', [
        { name: 'key', type: 'text', values: ['ui_type', 'primary_color', 'payment_type', 'group_order'] },
        { name: 'value', type: 'text', values: ['1', '#2f9e44', 'admin', '1'] },
      ])
      await insert('units', [{ name: 'id', type: 'int', values: reference.units.map((_, i) => i + 1) }], true)
      const unitTr = emptyTranslations()
      reference.units.forEach((u, i) => addTranslations(unitTr, i + 1, [...u], []))
      await insert('unit_translations', translationColumns(unitTr, 'unit_id'))
      await insert(
        'categories',
        [
          { name: 'id', type: 'int', values: reference.categories.map((c) => c.id) },
          { name: 'uuid', type: 'uuid', values: reference.categories.map((c) => c.uuid) },
          { name: 'parent_id', type: 'int', values: reference.categories.map((c) => c.parentId) },
          { name: 'type', type: 'text', values: reference.categories.map((c) => c.type) },
          { name: 'input', type: 'int', values: reference.categories.map((c) => c.input) },
        ],
        true,
      )
      const categoryTr = emptyTranslations()
      for (const c of reference.categories) addTranslations(categoryTr, c.id, [...c.titles], [])
      await insert('category_translations', translationColumns(categoryTr, 'category_id'))
      await insert(
        'brands',
        [
          { name: 'id', type: 'int', values: reference.brands.map((_, i) => i + 1) },
          { name: 'uuid', type: 'uuid', values: reference.brands.map(() => random.uuid()) },
          { name: 'title', type: 'text', values: reference.brands },
        ],
        true,
      )
    })
    step('reference data')

    const shops = buildShops(random, scale.shops, reference.shopCategoryIds)
    await inTransaction(async () => {
      await insert(
        'shops',
        [
          { name: 'id', type: 'int', values: shops.ids },
          { name: 'uuid', type: 'uuid', values: shops.uuids },
          { name: 'slug', type: 'text', values: shops.slugs },
          { name: 'type', type: 'text', values: shops.types },
          { name: 'logo_img', type: 'text', values: shops.logos },
          { name: 'background_img', type: 'text', values: shops.backgrounds },
          { name: 'phone', type: 'text', values: shops.phones },
          { name: 'latitude', type: 'float8', values: shops.latitudes },
          { name: 'longitude', type: 'float8', values: shops.longitudes },
          { name: 'price', type: 'int', values: shops.prices },
          { name: 'price_per_km', type: 'int', values: shops.pricesPerKm },
          { name: 'min_amount', type: 'int', values: shops.minAmounts },
          { name: 'tax', type: 'float8', values: shops.taxes },
          { name: 'service_fee', type: 'int', values: shops.serviceFees },
          { name: 'percentage', type: 'float8', values: shops.percentages },
          { name: 'delivery_time_from', type: 'int', values: shops.deliveryFrom },
          { name: 'delivery_time_to', type: 'int', values: shops.deliveryTo },
          { name: 'open', type: 'bool', values: shops.open },
          { name: 'verify', type: 'bool', values: shops.verify },
          { name: 'status', type: 'text', values: shops.ids.map(() => 'approved') },
          { name: 'is_recommended', type: 'bool', values: shops.recommended },
          { name: 'rating_avg', type: 'float8', values: shops.ratings },
          { name: 'reviews_count', type: 'int', values: shops.reviewCounts },
          { name: 'created_at', type: 'timestamptz', values: shops.createdAt },
          { name: 'updated_at', type: 'timestamptz', values: shops.createdAt },
        ],
        true,
      )
      await insert('shop_translations', translationColumns(shops.translations, 'shop_id'))
      await insert('shop_working_days', [
        { name: 'shop_id', type: 'int', values: shops.days.shopIds },
        { name: 'day', type: 'text', values: shops.days.days },
        { name: 'from', type: 'text', values: shops.days.from },
        { name: 'to', type: 'text', values: shops.days.to },
        { name: 'disabled', type: 'bool', values: shops.days.disabled },
      ])
      await insert('shop_delivery_zones', [
        { name: 'shop_id', type: 'int', values: shops.ids },
        { name: 'address', type: 'jsonb', values: shops.zones.polygons },
        { name: 'min_latitude', type: 'float8', values: shops.zones.minLatitude },
        { name: 'max_latitude', type: 'float8', values: shops.zones.maxLatitude },
        { name: 'min_longitude', type: 'float8', values: shops.zones.minLongitude },
        { name: 'max_longitude', type: 'float8', values: shops.zones.maxLongitude },
      ])
      await insert('shop_categories', [
        { name: 'shop_id', type: 'int', values: shops.categories.shopIds },
        { name: 'category_id', type: 'int', values: shops.categories.categoryIds },
      ])
    })
    step('shops')

    const products = buildProducts(random, scale.products, shops, reference)
    step('products built in memory')
    await inTransaction(async () => {
      await insert(
        'products',
        [
          { name: 'id', type: 'int', values: products.ids },
          { name: 'uuid', type: 'uuid', values: products.uuids },
          { name: 'shop_id', type: 'int', values: products.shopIds },
          { name: 'category_id', type: 'int', values: products.categoryIds },
          { name: 'brand_id', type: 'int', values: products.brandIds },
          { name: 'unit_id', type: 'int', values: products.unitIds },
          { name: 'img', type: 'text', values: products.imgs },
          { name: 'tax', type: 'float8', values: products.taxes },
          { name: 'addon', type: 'bool', values: products.addons },
          { name: 'vegetarian', type: 'bool', values: products.vegetarian },
          { name: 'kcal', type: 'int', values: products.kcal },
          { name: 'bar_code', type: 'text', values: products.barCodes },
          { name: 'is_recommended', type: 'bool', values: products.recommended },
          { name: 'rating_avg', type: 'float8', values: products.ratings },
          { name: 'reviews_count', type: 'int', values: products.reviewCounts },
          { name: 'min_price', type: 'int', values: products.minPrices },
          { name: 'created_at', type: 'timestamptz', values: products.createdAt },
          { name: 'updated_at', type: 'timestamptz', values: products.createdAt },
        ],
        true,
      )
    })
    step('products')
    await inTransaction(async () => {
      await insert('product_translations', translationColumns(products.translations, 'product_id'))
    })
    step('product translations')
    await inTransaction(async () => {
      await insert('stocks', [
        { name: 'product_id', type: 'int', values: products.stocks.productIds },
        { name: 'price', type: 'int', values: products.stocks.prices },
        { name: 'quantity', type: 'int', values: products.stocks.quantities },
        { name: 'sku', type: 'text', values: products.stocks.skus },
      ])
    })
    step('stocks')

    const words = countSearchWords(products.titleWords)
    const info: CatalogueInfo = {
      version: CATALOGUE_VERSION,
      seed: SEED,
      scale,
      words,
      rows,
      timings,
      totalMs: 0,
      generatedAt: new Date().toISOString(),
    }

    await refreshSearchIndex(handle.db)
    step('search index')
    await handle.db.execute(sql`VACUUM ANALYZE`)
    step('vacuum analyze')

    info.totalMs = Math.round(performance.now() - started)
    // Written last: a generation that stopped half-way leaves no marker and is redone.
    await client.query('INSERT INTO settings (key, value) VALUES ($1, $2)', [MARKER_KEY, JSON.stringify(info)])
    log(`  total: ${(info.totalMs / 1000).toFixed(1)} s`)
    log(
      `  search words: common "${words.common.word}" (${words.common.products} products), ` +
        `rare "${words.rare.word}" (${words.rare.products}), misspelt "${words.misspelt.word}" ` +
        `for "${words.misspelt.intended}" (${words.misspelt.products})`,
    )
    return info
  } finally {
    client.release()
  }
}

interface Category {
  id: number
  uuid: string
  parentId: number | null
  type: 'main' | 'sub' | 'shop'
  input: number
  titles: Word
}

const MAIN_CATEGORIES: Word[] = [
  ['Fruits', 'Fruits', 'فواكه'],
  ['Vegetables', 'Légumes', 'خضروات'],
  ['Dairy', 'Produits laitiers', 'ألبان'],
  ['Meat', 'Viandes', 'لحوم'],
  ['Seafood', 'Poissons', 'مأكولات بحرية'],
  ['Bakery', 'Boulangerie', 'مخبوزات'],
  ['Pantry', 'Épicerie', 'مؤونة'],
  ['Drinks', 'Boissons', 'مشروبات'],
  ['Snacks', 'Snacks', 'وجبات خفيفة'],
  ['Frozen', 'Surgelés', 'مجمدات'],
  ['Household', 'Maison', 'منزلية'],
  ['Ready meals', 'Plats préparés', 'وجبات جاهزة'],
]

const UNITS: Word[] = [
  ['kg', 'kg', 'كغ'],
  ['g', 'g', 'غ'],
  ['pcs', 'pcs', 'قطعة'],
  ['l', 'l', 'ل'],
  ['ml', 'ml', 'مل'],
  ['pack', 'paquet', 'عبوة'],
]

function buildReference(random: Random) {
  const categories: Category[] = []
  let id = 0
  MAIN_CATEGORIES.forEach((titles, i) => {
    const mainId = ++id
    categories.push({ id: mainId, uuid: random.uuid(), parentId: null, type: 'main', input: i, titles })
    for (let j = 0; j < 4; j++) {
      const adjective = adjectives[(i * 4 + j) % adjectives.length]!
      categories.push({
        id: ++id,
        uuid: random.uuid(),
        parentId: mainId,
        type: 'sub',
        input: j,
        titles: [
          `${capitalize(adjective[EN])} ${titles[EN].toLowerCase()}`,
          `${titles[FR]} ${adjective[FR]}`,
          `${titles[AR]} ${adjective[AR]}`,
        ],
      })
    }
  })
  const shopCategoryIds: number[] = []
  shopKinds.forEach((kind, i) => {
    const categoryId = ++id
    shopCategoryIds.push(categoryId)
    categories.push({
      id: categoryId,
      uuid: random.uuid(),
      parentId: null,
      type: 'shop',
      input: i,
      titles: [capitalize(kind[EN]), capitalize(kind[FR]), kind[AR]],
    })
  })
  const subCategoryIds = categories.filter((c) => c.type === 'sub').map((c) => c.id)
  const brands: string[] = []
  for (let i = 0; i < 120; i++) {
    const name = shopNameWords[i % shopNameWords.length]!
    brands.push(`${capitalize(name[EN])} ${brandSuffixes[Math.floor(i / shopNameWords.length) % brandSuffixes.length]}`)
  }
  return { categories, shopCategoryIds, subCategoryIds, brands, units: UNITS }
}

type Reference = ReturnType<typeof buildReference>

const RESTAURANT_KINDS = new Set(['grill', 'kitchen', 'cafe', 'pizzeria', 'bistro', 'diner'])
const BIG_KINDS = [shopKinds.findIndex((k) => k[EN] === 'supermarket'), shopKinds.findIndex((k) => k[EN] === 'grocery')]

function iso(ms: number): string {
  return new Date(ms).toISOString()
}

function buildShops(random: Random, count: number, shopCategoryIds: number[]) {
  // The first 5% are large grocery stores that will carry half of all products; the rest are small shops and
  // restaurants.
  const bigCount = Math.max(1, Math.round(count * 0.05))
  const shops = {
    bigCount,
    ids: [] as number[],
    uuids: [] as string[],
    slugs: [] as string[],
    types: [] as string[],
    titlesEn: [] as string[],
    logos: [] as string[],
    backgrounds: [] as string[],
    phones: [] as string[],
    latitudes: [] as number[],
    longitudes: [] as number[],
    prices: [] as number[],
    pricesPerKm: [] as number[],
    minAmounts: [] as number[],
    taxes: [] as number[],
    serviceFees: [] as number[],
    percentages: [] as number[],
    deliveryFrom: [] as number[],
    deliveryTo: [] as number[],
    open: [] as boolean[],
    verify: [] as boolean[],
    recommended: [] as boolean[],
    ratings: [] as (number | null)[],
    reviewCounts: [] as number[],
    createdAt: [] as string[],
    translations: emptyTranslations(true),
    days: {
      shopIds: [] as number[],
      days: [] as string[],
      from: [] as string[],
      to: [] as string[],
      disabled: [] as boolean[],
    },
    zones: {
      polygons: [] as [number, number][][],
      minLatitude: [] as number[],
      maxLatitude: [] as number[],
      minLongitude: [] as number[],
      maxLongitude: [] as number[],
    },
    categories: { shopIds: [] as number[], categoryIds: [] as number[] },
  }
  for (let id = 1; id <= count; id++) {
    const big = id <= bigCount
    const kindIndex = big ? BIG_KINDS[id % 2]! : random.int(0, shopKinds.length - 1)
    const kind = shopKinds[kindIndex]!
    const first = random.pick(shopNameWords)
    let second = random.pick(shopNameWords)
    if (second === first) second = shopNameWords[(shopNameWords.indexOf(first) + 1) % shopNameWords.length]!
    const titles = [
      titleCase(`${first[EN]} ${second[EN]} ${kind[EN]}`),
      `${capitalize(kind[FR])} ${first[FR]} ${second[FR]}`,
      `${kind[AR]} ${first[AR]} ${second[AR]}`,
    ]
    const specialities = [random.pick(foods), random.pick(foods)]
    const descriptions = [
      `${capitalize(kind[EN])} with ${specialities[0]![EN]} and ${specialities[1]![EN]}, delivered to your door.`,
      `${capitalize(kind[FR])} : ${specialities[0]![FR]} et ${specialities[1]![FR]}, livrés chez vous.`,
      `${kind[AR]}: ${specialities[0]![AR]} و${specialities[1]![AR]} حتى باب بيتك.`,
    ]
    const number = random.int(1, 480)
    const street = random.pick(streets)
    shops.translations.addresses!.push(
      `${number} ${street} Street`,
      `${number} rue ${street}`,
      `شارع ${street} ${number}`,
    )
    addTranslations(shops.translations, id, titles, descriptions)

    const latitude = CENTER.latitude + (random.next() * 2 - 1) * SPREAD.latitude
    const longitude = CENTER.longitude + (random.next() * 2 - 1) * SPREAD.longitude
    shops.ids.push(id)
    shops.uuids.push(random.uuid())
    shops.slugs.push(`${slugify(titles[EN]!)}-${id}`)
    shops.types.push(RESTAURANT_KINDS.has(kind[EN]) ? 'restaurant' : 'shop')
    shops.titlesEn.push(titles[EN]!)
    shops.logos.push(`bench/shops/logo-${id % 40}.webp`)
    shops.backgrounds.push(`bench/shops/background-${id % 25}.webp`)
    shops.phones.push(`+1212${String(5_000_000 + id).padStart(7, '0')}`)
    shops.latitudes.push(round(latitude, 6))
    shops.longitudes.push(round(longitude, 6))
    shops.prices.push(random.pick([0, 0, 199, 299, 499]))
    shops.pricesPerKm.push(random.pick([0, 50, 100]))
    shops.minAmounts.push(random.pick([0, 1000, 1500, 2500]))
    shops.taxes.push(random.pick([0, 5, 8.875]))
    shops.serviceFees.push(random.pick([0, 99, 149]))
    shops.percentages.push(random.pick([5, 10, 15]))
    const from = random.pick([10, 15, 20, 30])
    shops.deliveryFrom.push(from)
    shops.deliveryTo.push(from + random.pick([10, 15, 20, 30]))
    shops.open.push(random.chance(0.92))
    shops.verify.push(random.chance(0.6))
    shops.recommended.push(random.chance(0.04))
    const rated = random.chance(0.8)
    shops.ratings.push(rated ? round(3 + random.next() * 2, 2) : null)
    shops.reviewCounts.push(rated ? random.int(1, 900) : 0)
    shops.createdAt.push(iso(EPOCH - random.int(30, 1500) * DAY))

    const opens = random.pick(['07:00', '08:00', '09:00', '10:00', '11:00'])
    const closes = random.pick(['20:00', '21:00', '22:00', '23:00', '23:59'])
    const closedDay = random.chance(0.15) ? random.int(0, 6) : -1
    weekDays.forEach((day, i) => {
      shops.days.shopIds.push(id)
      shops.days.days.push(day)
      shops.days.from.push(opens)
      shops.days.to.push(closes)
      shops.days.disabled.push(i === closedDay)
    })

    // A hexagon of 2–10 km around the shop; degrees of longitude shrink with the cosine of the latitude.
    const radiusKm = 2 + random.next() * 8
    const dLat = radiusKm / 111.32
    const dLng = radiusKm / (111.32 * Math.cos((latitude * Math.PI) / 180))
    const turn = random.next() * Math.PI
    const polygon: [number, number][] = []
    for (let k = 0; k < 6; k++) {
      const angle = turn + (k * Math.PI) / 3
      polygon.push([round(latitude + dLat * Math.sin(angle), 6), round(longitude + dLng * Math.cos(angle), 6)])
    }
    shops.zones.polygons.push(polygon)
    shops.zones.minLatitude.push(Math.min(...polygon.map((p) => p[0])))
    shops.zones.maxLatitude.push(Math.max(...polygon.map((p) => p[0])))
    shops.zones.minLongitude.push(Math.min(...polygon.map((p) => p[1])))
    shops.zones.maxLongitude.push(Math.max(...polygon.map((p) => p[1])))

    shops.categories.shopIds.push(id)
    shops.categories.categoryIds.push(shopCategoryIds[kindIndex]!)
    if (random.chance(0.3)) {
      const other = shopCategoryIds[(kindIndex + random.int(1, shopCategoryIds.length - 1)) % shopCategoryIds.length]!
      shops.categories.shopIds.push(id)
      shops.categories.categoryIds.push(other)
    }
  }
  return shops
}

type Shops = ReturnType<typeof buildShops>

function round(n: number, digits: number): number {
  const f = 10 ** digits
  return Math.round(n * f) / f
}

function buildProducts(random: Random, count: number, shops: Shops, reference: Reference) {
  const foodSampler = new ZipfSampler(foods.length, 1)
  const adjectiveSampler = new ZipfSampler(adjectives.length, 0.8)
  const qualifierSampler = new ZipfSampler(qualifiers.length, 0.8)
  const products = {
    ids: [] as number[],
    uuids: [] as string[],
    shopIds: [] as number[],
    categoryIds: [] as number[],
    brandIds: [] as (number | null)[],
    unitIds: [] as number[],
    imgs: [] as string[],
    taxes: [] as number[],
    addons: [] as boolean[],
    vegetarian: [] as boolean[],
    kcal: [] as (number | null)[],
    barCodes: [] as string[],
    recommended: [] as boolean[],
    ratings: [] as (number | null)[],
    reviewCounts: [] as number[],
    minPrices: [] as number[],
    createdAt: [] as string[],
    translations: emptyTranslations(),
    /** The lower-cased words of each product's titles in all languages, to count search matches. */
    titleWords: [] as Set<string>[],
    stocks: { productIds: [] as number[], prices: [] as number[], quantities: [] as number[], skus: [] as string[] },
  }

  // Each rare word goes into 1–8 distinct products chosen up front.
  const planted = new Map<number, Word>()
  rareWords.forEach((word, i) => {
    let n = 1 + (i % 8)
    while (n > 0) {
      const id = random.int(1, count)
      if (!planted.has(id)) {
        planted.set(id, word)
        n--
      }
    }
  })

  const smallCount = shops.ids.length - shops.bigCount
  for (let id = 1; id <= count; id++) {
    const shopId = random.chance(0.5) ? random.int(1, shops.bigCount) : shops.bigCount + random.int(1, smallCount)
    const foodIndex = foodSampler.sample(random)
    const food = foods[foodIndex]!
    const adjective = random.chance(0.7) ? adjectives[adjectiveSampler.sample(random)]! : undefined
    const qualifier = random.chance(0.5) ? qualifiers[qualifierSampler.sample(random)]! : undefined
    const rare = planted.get(id)
    const titles = [
      titleCase([adjective?.[EN], food[EN], rare?.[EN], qualifier?.[EN]].filter(Boolean).join(' ')),
      capitalize([food[FR], adjective?.[FR], rare?.[FR], qualifier?.[FR]].filter(Boolean).join(' ')),
      [food[AR], adjective?.[AR], rare?.[AR], qualifier?.[AR]].filter(Boolean).join(' '),
    ]
    const shopTitle = shops.titlesEn[shopId - 1]!
    const descriptions = [
      `${titles[EN]} from ${shopTitle}. ${capitalize(random.pick(adjectives)[EN])} and ready for delivery.`,
      `${titles[FR]}, de ${shopTitle}. Livré ${random.pick(adjectives)[FR]}.`,
      `${titles[AR]} من ${shopTitle}.`,
    ]
    addTranslations(products.translations, id, titles, descriptions)
    products.titleWords.push(new Set(titles.join(' ').toLowerCase().split(/\s+/)))

    products.ids.push(id)
    products.uuids.push(random.uuid())
    products.shopIds.push(shopId)
    products.categoryIds.push(reference.subCategoryIds[foodIndex % reference.subCategoryIds.length]!)
    products.brandIds.push(random.chance(0.6) ? random.int(1, reference.brands.length) : null)
    products.unitIds.push(random.int(1, reference.units.length))
    products.imgs.push(`bench/products/${food[EN]}-${id % 7}.webp`)
    products.taxes.push(random.pick([0, 0, 5, 10]))
    products.addons.push(random.chance(0.02))
    products.vegetarian.push(random.chance(0.3))
    products.kcal.push(random.chance(0.7) ? random.int(20, 900) : null)
    products.barCodes.push(String(4_000_000_000_000 + id * 7))
    products.recommended.push(random.chance(0.05))
    const rated = random.chance(0.4)
    products.ratings.push(rated ? round(2.5 + random.next() * 2.5, 2) : null)
    products.reviewCounts.push(rated ? random.int(1, 300) : 0)
    // Older ids were created earlier, a year's worth of catalogue.
    products.createdAt.push(iso(EPOCH - Math.round(((count - id) / count) * 365 * DAY)))

    // Prices in cents around a per-food base, so that sorting by price means something.
    const base = 99 + ((foodIndex * 7919) % 2400)
    let minPrice = Number.POSITIVE_INFINITY
    const stockCount = random.chance(0.5) ? 1 : 2
    for (let s = 0; s < stockCount; s++) {
      const price = Math.round(base * (0.6 + random.next() * 1.2) * (1 + s * 0.8))
      minPrice = Math.min(minPrice, price)
      products.stocks.productIds.push(id)
      products.stocks.prices.push(price)
      products.stocks.quantities.push(random.chance(0.1) ? 0 : random.int(1, 500))
      products.stocks.skus.push(`SKU-${id}-${s + 1}`)
    }
    products.minPrices.push(minPrice)
  }
  return products
}

function countSearchWords(titleWords: Set<string>[]): CatalogueInfo['words'] {
  const count = (word: string) => titleWords.reduce((n, words) => n + (words.has(word) ? 1 : 0), 0)
  const common = foods[COMMON_FOOD]![EN]
  const rare = rareWords[RARE_INDEX]![EN]
  const intended = foods[MISSPELT.food]![EN]
  return {
    common: { word: common, products: count(common) },
    rare: { word: rare, products: count(rare) },
    misspelt: { word: MISSPELT.word, intended, products: count(intended) },
  }
}
