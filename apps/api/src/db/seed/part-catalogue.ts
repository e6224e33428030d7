// The catalogue: every shop's products with stocks, extras, addons, galleries and discounts.
import {
  discounts,
  productDiscounts,
  productGalleries,
  products,
  productTranslations,
  stockAddons,
  stockExtras,
  stocks,
} from '../schema/index.ts'
import { insertAll, insertIds, localized, type SeedContext } from './context.ts'
import { motifPicture, type Motif } from './images.ts'
import { extraGroupDefs, type GlobalRefs } from './part-global.ts'
import type { SeededShop } from './part-shops.ts'
import { codeFor, createRandom, uuidFor, type Random } from './random.ts'
import {
  brandCategories,
  groceryItems,
  organicWord,
  packLabel,
  type GroceryItem,
  type UnitKey,
} from './vocabulary/grocery.ts'
import { t, type L10n } from './vocabulary/l10n.ts'
import { addonDefs, cuisines, sharedMenuItems, type Cuisine, type MenuItem } from './vocabulary/menu.ts'
import { shopAisles } from './vocabulary/shops.ts'

/**
 * Pictures per motif: a dish is drawn on one of two backgrounds (chosen by its name, so it looks the same in every
 * shop) and its gallery shows it on the other. Each extra variant costs a render per motif (see the decision record
 * docs/decisions/008-pictures-one-drawing-per-dish.md).
 */
const VARIANTS_PER_MOTIF = 2

interface StockPlan {
  price: number
  quantity: number
  extra?: string
}

export interface ProductPlan {
  shop: SeededShop
  key: string
  title: L10n
  description: L10n
  category: string
  motif: Motif
  unit: UnitKey
  brand: string | null
  minQty: number
  maxQty: number
  interval: number
  addon: boolean
  vegetarian: boolean
  kcal: number | null
  barCode: string | null
  tax: number
  isRecommended: boolean
  stocks: StockPlan[]
  gallery: number
  /** English base name of the grocery item, for recipes. */
  baseName: string
  /** Dish category, to attach matching addons. */
  addonKinds?: string[]
}

export interface SeededProduct {
  plan: ProductPlan
  id: number
  stockIds: number[]
}

function productImage(ctx: SeedContext, motif: Motif, seed: string, offset = 0): string {
  let h = 0
  for (const ch of seed) h = (h * 31 + ch.charCodeAt(0)) >>> 0
  const variant = (h + offset) % VARIANTS_PER_MOTIF
  const file = `products/${motif}-${variant + 1}.webp`
  return ctx.images.addOnce(file, () => motifPicture(file, motif, variant))
}

function round(cents: number, r: Random): number {
  // Menu prices end in 9 or 5 cents, like real ones.
  const base = Math.max(49, Math.round(cents / 10) * 10)
  return base - (r.chance(0.7) ? 1 : 5)
}

function stocksFor(variantKey: string | undefined, price: number, r: Random, multi: boolean): StockPlan[] {
  const quantity = () => (r.chance(0.04) ? 0 : r.int(8, 250))
  const group = variantKey ? extraGroupDefs.find((g) => g.key === variantKey) : undefined
  if (!group || !multi) return [{ price: round(price, r), quantity: quantity() }]
  const count = r.chance(0.6) ? 3 : 2
  return group.values.slice(0, count).map((value, i) => ({
    price: round(price * group.factors[i]!, r),
    quantity: quantity(),
    extra: `${group.key}:${value}`,
  }))
}

function menuPlans(shop: SeededShop, cuisine: Cuisine, r: Random): ProductPlan[] {
  const kitchen = cuisine.kitchen
  const describe = (item: MenuItem): L10n =>
    item.description ??
    t(
      `${item.name.en}, made to order in ${kitchen.en} with fresh, local ingredients.`,
      `${item.name.ar}. تحضير طازج عند الطلب في ${kitchen.ar} بمكونات محلية.`,
      `${item.name.fr}. Préparation minute dans ${kitchen.fr}, avec des produits frais et locaux.`,
    )
  const plan = (
    item: MenuItem,
    key: string,
    title: L10n,
    description: L10n,
    price: number,
    variant = item.variant,
  ): ProductPlan => ({
    shop,
    key,
    title,
    description,
    category: item.category,
    motif: item.motif,
    unit: 'pcs',
    brand: null,
    minQty: 1,
    maxQty: r.pick([10, 20, 30]),
    interval: 1,
    addon: false,
    vegetarian: Boolean(item.vegetarian),
    kcal: item.kcal,
    barCode: null,
    tax: 0,
    isRecommended: false,
    stocks: stocksFor(variant, price * (0.92 + r.next() * 0.16), r, r.chance(0.75)),
    gallery: r.chance(0.3) ? r.int(1, 3) : 0,
    baseName: item.name.en,
    addonKinds: [item.category],
  })

  const own = r.shuffle(cuisine.items).slice(0, 18)
  const out = own.map((item) => plan(item, item.name.en, item.name, describe(item), item.price))

  // Meal deals of the heartier dishes.
  const mealCategories = [
    'pizza',
    'burgers',
    'sandwiches',
    'tacos',
    'grills',
    'mains',
    'noodles',
    'curries',
    'seafood-dishes',
  ]
  for (const item of own.filter((i) => mealCategories.includes(i.category)).slice(0, 6)) {
    out.push(
      plan(
        item,
        `${item.name.en} Meal`,
        t(`${item.name.en} Meal`, `وجبة ${item.name.ar}`, `Menu ${item.name.fr}`),
        t(
          `${item.name.en} with a side and a drink of your choice.`,
          `${item.name.ar} مع طبق جانبي ومشروب من اختيارك.`,
          `${item.name.fr} avec un accompagnement et une boisson au choix.`,
        ),
        item.price + 450,
        undefined,
      ),
    )
  }
  const titles = new Set(out.map((p) => p.title.en))
  for (const item of r.shuffle(sharedMenuItems)) {
    if (out.length >= 38 + r.int(0, 4)) break
    if (titles.has(item.name.en)) continue
    titles.add(item.name.en)
    out.push(plan(item, item.name.en, item.name, describe(item), item.price))
  }
  for (const p of r.sample(out, 4)) p.isRecommended = true

  // Addon products this kitchen sells with its dishes.
  const categories = new Set(out.map((p) => p.category))
  const addons = addonDefs
    .filter((a) => a.goesWith.length === 0 || a.goesWith.some((c) => categories.has(c)))
    .slice(0, 9)
  for (const a of addons) {
    out.push({
      shop,
      key: `addon:${a.name.en}`,
      title: a.name,
      description: t(
        `${a.name.en}: an extra for your dish.`,
        `${a.name.ar}: إضافة إلى طبقك.`,
        `${a.name.fr} : un supplément pour votre plat.`,
      ),
      category: 'extras',
      motif: a.motif,
      unit: 'pcs',
      brand: null,
      minQty: 1,
      maxQty: 5,
      interval: 1,
      addon: true,
      vegetarian: !['meat'].includes(a.motif),
      kcal: null,
      barCode: null,
      tax: 0,
      isRecommended: false,
      stocks: [{ price: a.price, quantity: r.int(50, 500) }],
      gallery: 0,
      baseName: a.name.en,
      addonKinds: a.goesWith,
    })
  }
  return out
}

function groceryPlans(shop: SeededShop, r: Random): ProductPlan[] {
  const aisles = shopAisles[shop.def.cuisine] ?? []
  const organicShop = shop.def.cuisine === 'organic'
  const candidates: Array<{ item: GroceryItem; size: number | null }> = []
  for (const item of groceryItems) {
    if (aisles.length > 0 && !aisles.includes(item.category)) continue
    if (item.sizes.length === 0) candidates.push({ item, size: null })
    item.sizes.forEach((_, i) => candidates.push({ item, size: i }))
  }
  const target = Math.min(candidates.length, r.int(60, 70))
  const picked = r.shuffle(candidates).slice(0, target)
  const brandsFor = (category: string) =>
    Object.keys(brandCategories).filter((b) => brandCategories[b]!.includes(category))

  const out = picked.map(({ item, size }): ProductPlan => {
    const organic = organicShop && Boolean(item.organic)
    const baseTitle: L10n = organic
      ? t(`${organicWord.en} ${item.name.en}`, `${item.name.ar} ${organicWord.ar}`, `${item.name.fr} ${organicWord.fr}`)
      : item.name
    const pack = size === null ? null : item.sizes[size]!
    const title: L10n = pack
      ? {
          en: `${baseTitle.en} ${packLabel(pack).en}`,
          ar: `${baseTitle.ar} ${packLabel(pack).ar}`,
          fr: `${baseTitle.fr} ${packLabel(pack).fr}`,
        }
      : baseTitle
    const brandChoices = brandsFor(item.category)
    const brand = item.weighed || brandChoices.length === 0 ? null : r.pick(brandChoices)
    const from = brand ?? shop.title.en
    const description = item.weighed
      ? t(
          `${baseTitle.en}, sold loose by weight. Priced per kilogram, hand-picked by ${shop.title.en}.`,
          `${baseTitle.ar}. البيع بالوزن والسعر للكيلوغرام، بانتقاء ${shop.title.ar}.`,
          `${baseTitle.fr}. Vente au poids, prix au kilo, sélection ${shop.title.fr}.`,
        )
      : t(
          `${baseTitle.en} by ${from}, packed and delivered by ${shop.title.en}.`,
          `${baseTitle.ar} من ${from}. تجهيز وتوصيل ${shop.title.ar}.`,
          `${baseTitle.fr} de ${from}. Préparation et livraison : ${shop.title.fr}.`,
        )
    // Bigger packs cost less per unit.
    const sizeFactor = pack && size! > 0 ? (pack.amount / item.sizes[0]!.amount) * 0.85 : 1
    const basePrice = item.price * sizeFactor * (organic ? 1.25 : 1) * (0.9 + r.next() * 0.2)
    const variant = item.weighed ? (item.variant === 'weight' ? 'weight' : undefined) : item.variant
    const stocksPlan =
      item.weighed && variant !== 'weight'
        ? stocksFor(undefined, basePrice, r, false)
        : stocksFor(variant, basePrice, r, Boolean(variant) && r.chance(0.8))
    return {
      shop,
      key: `${item.name.en}:${size ?? 'loose'}`,
      title,
      description,
      category: item.category,
      motif: item.motif,
      unit: item.weighed && variant !== 'weight' ? 'kg' : 'pcs',
      brand,
      minQty: 1,
      maxQty: item.weighed ? 10 : r.pick([10, 20, 50]),
      interval: item.weighed && variant !== 'weight' ? 0.5 : 1,
      addon: false,
      vegetarian: item.vegetarian !== false,
      kcal: item.kcal ?? null,
      barCode: item.weighed
        ? null
        : `0${String(parseInt(codeFor(`ean:${item.name.en}:${size}`, 6), 36) % 1e12).padStart(12, '0')}`,
      tax: ['household', 'personal-care'].includes(item.category) ? 6 : 0,
      isRecommended: false,
      stocks: stocksPlan,
      gallery: r.chance(0.2) ? r.int(1, 2) : 0,
      baseName: item.name.en,
    }
  })
  for (const p of r.sample(out, 5)) p.isRecommended = true
  return out
}

interface DiscountPlan {
  shop: SeededShop
  type: 'fix' | 'percent'
  price: number
  start: Date
  end: Date
  active: boolean
  products: ProductPlan[]
}

function isRunning(d: DiscountPlan, now: Date) {
  return d.active && d.start <= now && d.end >= now
}

function discounted(price: number, d: DiscountPlan | undefined): number {
  if (!d) return price
  return d.type === 'percent' ? Math.round(price * (1 - d.price / 100)) : Math.max(0, price - d.price)
}

export async function seedCatalogue(ctx: SeedContext, refs: GlobalRefs, shops: SeededShop[]): Promise<SeededProduct[]> {
  const plans: ProductPlan[] = []
  for (const shop of shops) {
    const r = createRandom(`catalogue:${shop.slug}`)
    if (shop.def.type === 'restaurant')
      plans.push(
        ...menuPlans(
          shop,
          cuisines.find((c) => c.key === shop.def.cuisine)!,
          r,
        ),
      )
    else plans.push(...groceryPlans(shop, r))
  }

  // Discounts: a running one at a third of the shops, and one that has ended.
  const r = createRandom('discounts')
  const day = 86_400_000
  const discountPlans: DiscountPlan[] = []
  shops.forEach((shop, i) => {
    if (i % 3 !== 0) return
    const percent = r.chance(0.6)
    const price = percent ? r.pick([10, 15, 20, 25]) : r.pick([100, 150, 200])
    // A fixed discount only on items it leaves at three quarters of their price or more.
    const candidates = plans.filter(
      (p) => p.shop === shop && !p.addon && (percent || Math.min(...p.stocks.map((s) => s.price)) >= price * 4),
    )
    discountPlans.push({
      shop,
      type: percent ? 'percent' : 'fix',
      price,
      start: new Date(ctx.now.getTime() - 3 * day),
      end: new Date(ctx.now.getTime() + 30 * day),
      active: true,
      products: r.sample(candidates, r.int(4, 8)),
    })
  })
  discountPlans.push({
    shop: shops[1]!,
    type: 'percent',
    price: 30,
    start: new Date(ctx.now.getTime() - 40 * day),
    end: new Date(ctx.now.getTime() - 10 * day),
    active: true,
    products: r.sample(
      plans.filter((p) => p.shop === shops[1] && !p.addon),
      3,
    ),
  })
  const runningDiscount = new Map<ProductPlan, DiscountPlan>()
  for (const d of discountPlans) if (isRunning(d, ctx.now)) for (const p of d.products) runningDiscount.set(p, d)

  const productIds = await insertIds(
    ctx.tx,
    products,
    plans.map((p) => ({
      uuid: uuidFor(`product:${p.shop.slug}:${p.key}`),
      shopId: p.shop.id,
      categoryId: refs.categoryIds.get(p.category) ?? null,
      brandId: p.brand ? refs.brandIds.get(p.brand)! : null,
      unitId: refs.unitIds.get(p.unit)!,
      img: productImage(ctx, p.motif, p.baseName),
      tax: p.tax,
      minQty: p.minQty,
      maxQty: p.maxQty,
      interval: p.interval,
      active: true,
      status: 'published' as const,
      addon: p.addon,
      vegetarian: p.vegetarian,
      kcal: p.kcal,
      barCode: p.barCode,
      isRecommended: p.isRecommended,
      minPrice: Math.min(...p.stocks.map((s) => discounted(s.price, runningDiscount.get(p)))),
    })),
  )
  await insertAll(
    ctx.tx,
    productTranslations,
    plans.flatMap((p, i) => localized(productIds[i]!, { title: p.title, description: p.description })),
  )

  const stockRows = plans.flatMap((p, i) =>
    p.stocks.map((s, k) => ({
      productId: productIds[i]!,
      price: s.price,
      quantity: s.quantity,
      sku: `${codeFor(`sku:${p.shop.slug}`, 3)}-${productIds[i]}-${k + 1}`,
      addon: p.addon,
    })),
  )
  const stockIdList = await insertIds(ctx.tx, stocks, stockRows)
  const seeded: SeededProduct[] = []
  let cursor = 0
  plans.forEach((plan, i) => {
    seeded.push({ plan, id: productIds[i]!, stockIds: stockIdList.slice(cursor, cursor + plan.stocks.length) })
    cursor += plan.stocks.length
  })

  await insertAll(
    ctx.tx,
    stockExtras,
    seeded.flatMap((s) =>
      s.plan.stocks.flatMap((stock, k) =>
        stock.extra ? [{ stockId: s.stockIds[k]!, extraValueId: refs.extraValueIds.get(stock.extra)! }] : [],
      ),
    ),
  )

  // Each dish's stocks offer the shop's addons that go with it.
  const addonRows: Array<{ stockId: number; addonProductId: number }> = []
  for (const shop of shops) {
    const own = seeded.filter((s) => s.plan.shop === shop)
    const addons = own.filter((s) => s.plan.addon)
    if (addons.length === 0) continue
    for (const dish of own.filter((s) => !s.plan.addon)) {
      const fitting = addons
        .filter(
          (a) =>
            (a.plan.addonKinds ?? []).length === 0 ||
            (a.plan.addonKinds ?? []).some((k) => dish.plan.addonKinds?.includes(k)),
        )
        .slice(0, 4)
      for (const stockId of dish.stockIds) for (const a of fitting) addonRows.push({ stockId, addonProductId: a.id })
    }
  }
  await insertAll(ctx.tx, stockAddons, addonRows)

  await insertAll(
    ctx.tx,
    productGalleries,
    seeded.flatMap((s) =>
      // A gallery longer than the other variants would repeat a picture.
      Array.from({ length: Math.min(s.plan.gallery, VARIANTS_PER_MOTIF - 1) }, (_, k) => ({
        productId: s.id,
        path: productImage(ctx, s.plan.motif, s.plan.baseName, k + 1),
        position: k,
      })),
    ),
  )

  const discountIds = await insertIds(
    ctx.tx,
    discounts,
    discountPlans.map((d) => ({
      shopId: d.shop.id,
      type: d.type,
      price: d.price,
      start: d.start,
      end: d.end,
      active: d.active,
      img: null,
    })),
  )
  const idOf = new Map(seeded.map((s) => [s.plan, s.id]))
  await insertAll(
    ctx.tx,
    productDiscounts,
    discountPlans.flatMap((d, i) => d.products.map((p) => ({ productId: idOf.get(p)!, discountId: discountIds[i]! }))),
  )
  ctx.images.flush()
  return seeded
}
