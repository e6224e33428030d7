// Reviews, marketing content, recipes, coupons, parcels and table booking.
import { sql } from 'drizzle-orm'
import {
  bannerShops,
  banners,
  bannerTranslations,
  blogs,
  blogTranslations,
  bookingClosedDates,
  bookings,
  bookingTables,
  bookingWorkingDays,
  careers,
  careerTranslations,
  coupons,
  couponTranslations,
  faqs,
  faqTranslations,
  landingPages,
  landingPageTranslations,
  pages,
  pageTranslations,
  parcelOrderTypes,
  parcelOrderTypeTranslations,
  receiptIngredients,
  receiptInstructions,
  receiptNutritions,
  receiptNutritionTranslations,
  receipts,
  receiptStocks,
  receiptTranslations,
  referrals,
  referralTranslations,
  reviews,
  shopSections,
  shopSectionTranslations,
  stories,
  userBookings,
  weekDays,
} from '../schema/index.ts'
import { insertAll, insertIds, localized, type SeedContext } from './context.ts'
import { badgePicture, motifPicture, scenePicture } from './images.ts'
import type { SeededProduct } from './part-catalogue.ts'
import type { GlobalRefs } from './part-global.ts'
import { localDate, SHOP_TIMEZONE, type SeededShop } from './part-shops.ts'
import { createRandom, slugify, uuidFor } from './random.ts'
import {
  adDefs,
  bannerDefs,
  blogDefs,
  careerDefs,
  couponDefs,
  faqDefs,
  landingData,
  newsDefs,
  nutritionNames,
  pageDefs,
  parcelTypeDefs,
  referralText,
  reviewComments,
  sectionNames,
} from './vocabulary/content.ts'
import { seedLocales, type L10n } from './vocabulary/l10n.ts'
import { recipeDefs } from './vocabulary/recipes.ts'
import { shopSceneMotifs } from './vocabulary/shops.ts'

const DAY = 86_400_000

export async function seedReviews(ctx: SeedContext, refs: GlobalRefs, shops: SeededShop[], catalogue: SeededProduct[]) {
  const r = createRandom('reviews')
  const authors = [...refs.reviewerIds, refs.customerId]
  const rows: Array<typeof reviews.$inferInsert> = []
  const review = (type: 'shop' | 'product', id: number, shopId: number, bias: number) => {
    const comment = r.pick(reviewComments)
    const rating = Math.max(1, Math.min(5, comment.rating + (r.chance(0.2) ? bias : 0)))
    rows.push({
      reviewableType: type,
      reviewableId: id,
      shopId,
      userId: r.pick(authors),
      rating,
      comment: r.chance(0.85) ? comment.text : null,
      createdAt: new Date(ctx.now.getTime() - r.int(1, 180) * DAY - r.int(0, 86_000) * 1000),
    })
  }
  for (const shop of shops) {
    if (!shop.listed) continue
    const bias = r.pick([-1, 0, 0, 1])
    for (let i = r.int(4, 14); i > 0; i--) review('shop', shop.id, shop.id, bias)
  }
  for (const p of catalogue) {
    if (p.plan.addon || !r.chance(0.3)) continue
    for (let i = r.int(1, 4); i > 0; i--) review('product', p.id, p.plan.shop.id, 0)
  }
  await insertAll(ctx.tx, reviews, rows)
  await ctx.tx.execute(sql`
    UPDATE shops s SET rating_avg = round(a.avg::numeric, 2)::float8, reviews_count = a.n
    FROM (SELECT reviewable_id AS id, avg(rating) AS avg, count(*)::int AS n FROM reviews
          WHERE reviewable_type = 'shop' GROUP BY reviewable_id) a
    WHERE s.id = a.id`)
  await ctx.tx.execute(sql`
    UPDATE products p SET rating_avg = round(a.avg::numeric, 2)::float8, reviews_count = a.n
    FROM (SELECT reviewable_id AS id, avg(rating) AS avg, count(*)::int AS n FROM reviews
          WHERE reviewable_type = 'product' GROUP BY reviewable_id) a
    WHERE p.id = a.id`)
}

export async function seedMarketing(
  ctx: SeedContext,
  refs: GlobalRefs,
  shops: SeededShop[],
  catalogue: SeededProduct[],
) {
  const r = createRandom('marketing')
  const { tx, images, now } = ctx

  // Home banners, then the "look" ads with their shops.
  const bannerIds = await insertIds(tx, banners, [
    ...bannerDefs.map((b, i) => ({
      shopId: b.shop === undefined ? null : shops[b.shop]!.id,
      type: 'banner' as const,
      url:
        b.shop === undefined
          ? null
          : `/${shops[b.shop]!.def.type === 'restaurant' ? 'restaurant' : 'shop'}/${shops[b.shop]!.id}`,
      img: images.add(scenePicture(`banners/banner-${i + 1}.webp`, b.motifs, 1200, 400)),
      active: true,
      clickable: b.shop !== undefined,
      likes: r.int(0, 120),
      input: i + 1,
      expiredAt: new Date(now.getTime() + 60 * DAY),
    })),
    ...adDefs.map((b, i) => ({
      shopId: null,
      type: 'look' as const,
      url: null,
      img: images.add(scenePicture(`banners/ad-${i + 1}.webp`, b.motifs, 800, 800)),
      active: true,
      clickable: true,
      likes: r.int(0, 60),
      input: i + 1,
      expiredAt: new Date(now.getTime() + 60 * DAY),
    })),
  ])
  const allBanners = [...bannerDefs, ...adDefs]
  await insertAll(
    tx,
    bannerTranslations,
    allBanners.flatMap((b, i) =>
      localized(bannerIds[i]!, { title: b.title, description: b.description, buttonText: b.button }),
    ),
  )
  await insertAll(
    tx,
    bannerShops,
    adDefs.flatMap((b, i) =>
      b.shops.map((s) => ({ bannerId: bannerIds[bannerDefs.length + i]!, shopId: shops[s]!.id })),
    ),
  )

  // Stories: a few frames from eight shops, some pointing at a product.
  const storyShops = shops
    .filter((s) => s.listed)
    .slice(0, 20)
    .filter((_, i) => i % 2 === 0 || i < 4)
    .slice(0, 8)
  const storyRows = storyShops.flatMap((shop, i) => {
    const own = catalogue.filter((p) => p.plan.shop === shop && !p.plan.addon)
    return Array.from({ length: 1 + (i % 2) }, (_, k) => {
      const product = k === 0 && i % 3 !== 2 ? r.pick(own) : null
      const frames = Array.from({ length: r.int(1, 3) }, (_, f) =>
        images.add(
          scenePicture(
            `stories/${shop.slug}-${k + 1}-${f + 1}.webp`,
            [product?.plan.motif ?? shop.def.motif, shop.def.motif],
            540,
            960,
          ),
        ),
      )
      return {
        shopId: shop.id,
        productId: product?.id ?? null,
        fileUrls: frames,
        active: true,
        createdAt: new Date(now.getTime() - r.int(1, 20) * 3600_000),
      }
    })
  })
  await insertAll(tx, stories, storyRows)

  // Blog articles and news.
  const articles = [
    ...blogDefs.map((a) => ({ a, type: 'blog' as const })),
    ...newsDefs.map((a) => ({ a, type: 'notification' as const })),
  ]
  const blogIds = await insertIds(
    tx,
    blogs,
    articles.map(({ a, type }, i) => {
      const published = new Date(now.getTime() - (i * 6 + 1) * DAY)
      return {
        uuid: uuidFor(`blog:${slugify(a.title.en)}`),
        userId: null,
        type,
        img: images.add(scenePicture(`blogs/${slugify(a.title.en)}.webp`, a.motifs, 1200, 630)),
        active: true,
        publishedAt: published,
        createdAt: published,
        updatedAt: published,
      }
    }),
  )
  await insertAll(
    tx,
    blogTranslations,
    articles.flatMap(({ a }, i) => localized(blogIds[i]!, { title: a.title, shortDesc: a.short, description: a.body })),
  )

  // Careers and FAQs.
  const careerIds = await insertIds(
    tx,
    careers,
    careerDefs.map((c) => ({ categoryId: refs.categoryIds.get(c.category) ?? null, active: true })),
  )
  await insertAll(
    tx,
    careerTranslations,
    careerDefs.flatMap((c, i) =>
      localized(careerIds[i]!, { title: c.title, description: c.description, address: c.address }),
    ),
  )
  const faqIds = await insertIds(
    tx,
    faqs,
    faqDefs.map((f, i) => ({
      uuid: uuidFor(`faq:${i}`),
      type: 'web',
      active: true,
      createdAt: new Date(now.getTime() - (30 - i) * DAY),
    })),
  )
  await insertAll(
    tx,
    faqTranslations,
    faqDefs.flatMap((f, i) => localized(faqIds[i]!, { question: f.q, answer: f.a })),
  )

  // Static pages and the landing page.
  const pageIds = await insertIds(
    tx,
    pages,
    pageDefs.map((p, i) => ({
      type: p.type,
      img: images.add(scenePicture(`pages/${p.type}-${i + 1}.webp`, p.motifs, 1200, 600)),
      bgImg:
        p.type === 'about' || p.type === 'delivery'
          ? images.add(scenePicture(`pages/${p.type}-background.webp`, p.motifs, 1600, 600))
          : null,
      active: true,
      input: i + 1,
    })),
  )
  await insertAll(
    tx,
    pageTranslations,
    pageDefs.flatMap((p, i) =>
      localized(pageIds[i]!, { title: p.title, description: p.body, buttonText: p.button ?? null }),
    ),
  )
  for (const [i, motif] of (['scooter', 'grocery-bag', 'wallet'] as const).entries())
    images.add(motifPicture(`pages/feature-${i + 1}.webp`, motif, i, 400))
  const [landingId] = await insertIds(tx, landingPages, [
    {
      type: 'welcome',
      img: images.add(
        scenePicture('pages/welcome.webp', ['pizza', 'apple', 'burger', 'green-salad', 'maki'], 1600, 700),
      ),
    },
  ])
  await insertAll(
    tx,
    landingPageTranslations,
    seedLocales.map((locale) => ({ ownerId: landingId!, locale, data: landingData(locale) })),
  )

  // Referral programme, parcel types.
  const [referralId] = await insertIds(tx, referrals, [
    {
      priceFrom: 500,
      priceTo: 300,
      img: images.add(scenePicture('referral/invite.webp', ['gift', 'star', 'wallet'], 800, 500)),
      expiredAt: new Date(now.getTime() + 365 * DAY),
      active: true,
    },
  ])
  await insertAll(tx, referralTranslations, localized(referralId!, referralText))

  const parcelIds = await insertIds(
    tx,
    parcelOrderTypes,
    parcelTypeDefs.map((p, i) => ({
      type: p.type,
      img: images.add(badgePicture(`parcels/${p.type}.webp`, p.motif, i + 4)),
      minWidth: 0,
      minHeight: 0,
      minLength: 0,
      maxWidth: p.max[0]!,
      maxHeight: p.max[1]!,
      maxLength: p.max[2]!,
      minG: 0,
      maxG: p.maxG,
      price: p.price,
      pricePerKm: p.perKm,
      special: i === 2,
      specialPrice: i === 2 ? p.price + 500 : 0,
      specialPricePerKm: i === 2 ? p.perKm + 40 : 0,
      active: true,
    })),
  )
  await insertAll(
    tx,
    parcelOrderTypeTranslations,
    parcelTypeDefs.flatMap((p, i) => localized(parcelIds[i]!, { title: p.title, description: p.description })),
  )

  // Coupons: current ones at some shops, and one that has expired.
  const couponPlan = shops
    .filter((s) => s.listed)
    .filter((_, i) => i % 3 === 0 || i < 3)
    .flatMap((shop, i) => r.sample(couponDefs, 1 + (i % 2)).map((c) => ({ shop, c, expired: false })))
  couponPlan.push({
    shop: shops[0]!,
    c: { name: 'EXPIRED20', type: 'percent', price: 20, title: couponDefs[0]!.title },
    expired: true,
  })
  const couponIds = await insertIds(
    tx,
    coupons,
    couponPlan.map(({ shop, c, expired }) => ({
      shopId: shop.id,
      name: c.name,
      type: c.type,
      price: c.price,
      qty: expired ? 0 : 100,
      expiredAt: new Date(now.getTime() + (expired ? -10 : 90) * DAY),
    })),
  )
  await insertAll(
    tx,
    couponTranslations,
    couponPlan.flatMap((p, i) => localized(couponIds[i]!, { title: p.c.title })),
  )
  images.flush()
}

export async function seedRecipes(ctx: SeedContext, refs: GlobalRefs, shops: SeededShop[], catalogue: SeededProduct[]) {
  const r = createRandom('recipes')
  const groceries = shops.filter((s) => s.def.type === 'shop' && s.listed && s.deliversToDefault)
  const plans = recipeDefs.map((def, index) => {
    // The shop that sells most of the ingredients hosts the recipe.
    let best: { shop: SeededShop; matches: SeededProduct[] } | null = null
    for (const shop of groceries) {
      const matches: SeededProduct[] = []
      for (const name of def.products) {
        const found = catalogue.find((p) => p.plan.shop === shop && p.plan.baseName === name)
        if (found) matches.push(found)
      }
      if (!best || matches.length > best.matches.length) best = { shop, matches }
    }
    return { def, index, shop: best!.shop, matches: best!.matches.slice(0, 6) }
  })
  const usable = plans.filter((p) => p.matches.length >= 2)
  const ids = await insertIds(
    ctx.tx,
    receipts,
    usable.map((p) => ({
      uuid: uuidFor(`recipe:${slugify(p.def.title.en)}`),
      shopId: p.shop.id,
      categoryId: refs.categoryIds.get(p.def.category) ?? null,
      img: ctx.images.add(motifPicture(`recipes/${slugify(p.def.title.en)}.webp`, p.def.motif, p.index, 800, 600)),
      discountType: p.def.discount?.type ?? null,
      discountPrice: p.def.discount?.price ?? null,
      activeTime: p.def.activeTime,
      totalTime: p.def.totalTime,
      calories: p.def.calories,
      servings: p.def.servings,
      active: true,
    })),
  )
  const list = (items: string[], ordered: boolean) => {
    const tag = ordered ? 'ol' : 'ul'
    return `<${tag}>${items.map((x) => `<li>${x}</li>`).join('')}</${tag}>`
  }
  const asL10n = (v: { en: string[]; ar: string[]; fr: string[] }, ordered: boolean): L10n => ({
    en: list(v.en, ordered),
    ar: list(v.ar, ordered),
    fr: list(v.fr, ordered),
  })
  await insertAll(
    ctx.tx,
    receiptTranslations,
    usable.flatMap((p, i) => localized(ids[i]!, { title: p.def.title, description: p.def.description })),
  )
  await insertAll(
    ctx.tx,
    receiptIngredients,
    usable.flatMap((p, i) => localized(ids[i]!, { title: asL10n(p.def.ingredients, false) })),
  )
  await insertAll(
    ctx.tx,
    receiptInstructions,
    usable.flatMap((p, i) => localized(ids[i]!, { title: asL10n(p.def.steps, true) })),
  )

  const nutritionPlan = usable.flatMap((p, i) =>
    nutritionNames.slice(0, 3 + (p.index % 3)).map((name, k) => ({
      receiptId: ids[i]!,
      name,
      weight: k === 5 ? `${r.int(200, 900)} mg` : `${r.int(2, 45)} g`,
      percentage: r.int(3, 40),
    })),
  )
  const nutritionIds = await insertIds(
    ctx.tx,
    receiptNutritions,
    nutritionPlan.map(({ receiptId, weight, percentage }) => ({ receiptId, weight, percentage })),
  )
  await insertAll(
    ctx.tx,
    receiptNutritionTranslations,
    nutritionPlan.flatMap((n, i) => localized(nutritionIds[i]!, { title: n.name })),
  )
  await insertAll(
    ctx.tx,
    receiptStocks,
    usable.flatMap((p, i) => p.matches.map((m) => ({ receiptId: ids[i]!, stockId: m.stockIds[0]!, minQuantity: 1 }))),
  )
  ctx.images.flush()
}

export async function seedBooking(ctx: SeedContext, refs: GlobalRefs, shops: SeededShop[]) {
  const r = createRandom('booking')
  const hosts = [0, 2, 7, 10].map((i) => shops[i]!)
  const bookingIds = await insertIds(
    ctx.tx,
    bookings,
    hosts.map((shop, i) => ({ shopId: shop.id, maxTime: [120, 90, 120, 150][i]!, active: true })),
  )
  const sectionPlan = hosts.flatMap((shop, i) =>
    sectionNames.slice(0, i === 0 ? 3 : 2).map((name, k) => ({ shop, name, k })),
  )
  const sectionIds = await insertIds(
    ctx.tx,
    shopSections,
    sectionPlan.map((s) => ({
      shopId: s.shop.id,
      area: r.int(40, 160),
      img: ctx.images.add(
        scenePicture(`sections/${s.shop.slug}-${s.k + 1}.webp`, shopSceneMotifs(s.shop.def), 800, 500),
      ),
    })),
  )
  await insertAll(
    ctx.tx,
    shopSectionTranslations,
    sectionPlan.flatMap((s, i) => localized(sectionIds[i]!, { title: s.name })),
  )
  const tablePlan = sectionPlan.flatMap((s, i) =>
    Array.from({ length: r.int(4, 6) }, (_, k) => ({
      shopSectionId: sectionIds[i]!,
      name: `${String.fromCharCode(65 + s.k)}${k + 1}`,
      chairCount: r.pick([2, 2, 4, 4, 6, 8]),
      tax: 0,
      active: true,
    })),
  )
  const tableIds = await insertIds(ctx.tx, bookingTables, tablePlan)
  await insertAll(
    ctx.tx,
    bookingWorkingDays,
    hosts.flatMap((shop) =>
      weekDays.map((day) => ({
        shopId: shop.id,
        day,
        from: '12:00',
        to: '22:00',
        disabled: day === 'monday' && shop !== hosts[0],
      })),
    ),
  )
  await insertAll(ctx.tx, bookingClosedDates, [{ shopId: hosts[1]!.id, day: localDate(ctx.now, SHOP_TIMEZONE, 7) }])

  // Reservations of the demo customer at the first restaurant: tomorrow 19:00 and the day after 20:00 local, and two
  // past ones.
  const firstTables = tablePlan
    .map((t, i) => ({ ...t, id: tableIds[i]! }))
    .filter((t) => t.shopSectionId === sectionIds[0])
  const at = (plusDays: number, hour: number) => {
    const date = localDate(ctx.now, SHOP_TIMEZONE, plusDays)
    // 19:00 in New York is 23:00 or 24:00 UTC; find the instant whose local wall clock reads that hour.
    for (const offset of [4, 5]) {
      const instant = new Date(`${date}T${String(hour).padStart(2, '0')}:00:00Z`)
      instant.setUTCHours(instant.getUTCHours() + offset)
      const local = new Intl.DateTimeFormat('en-GB', {
        timeZone: SHOP_TIMEZONE,
        hour: '2-digit',
        hourCycle: 'h23',
      }).format(instant)
      if (Number(local) === hour) return instant
    }
    return new Date(`${date}T${hour + 5}:00:00Z`)
  }
  await insertAll(ctx.tx, userBookings, [
    {
      bookingId: bookingIds[0]!,
      tableId: firstTables[0]!.id,
      userId: refs.customerId,
      startDate: at(1, 19),
      endDate: new Date(at(1, 19).getTime() + 2 * 3600_000),
      guest: 2,
      note: 'Window seat, please.',
      status: 'accepted' as const,
    },
    {
      bookingId: bookingIds[0]!,
      tableId: firstTables[1]!.id,
      userId: refs.customerId,
      startDate: at(2, 20),
      endDate: new Date(at(2, 20).getTime() + 90 * 60_000),
      guest: 4,
      note: null,
      status: 'new' as const,
    },
    // Past ones: a visit last week, and one the restaurant canceled (its reason shown on /reservations).
    {
      bookingId: bookingIds[0]!,
      tableId: firstTables[2]!.id,
      userId: refs.customerId,
      startDate: at(-6, 19),
      endDate: new Date(at(-6, 19).getTime() + 2 * 3600_000),
      guest: 3,
      note: null,
      status: 'finished' as const,
    },
    {
      bookingId: bookingIds[0]!,
      tableId: firstTables[2]!.id,
      userId: refs.customerId,
      startDate: at(-3, 20),
      endDate: new Date(at(-3, 20).getTime() + 2 * 3600_000),
      guest: 2,
      note: null,
      status: 'canceled' as const,
      cancelReason: 'The dining room was closed for a private event.',
    },
    {
      bookingId: bookingIds[0]!,
      tableId: firstTables[0]!.id,
      userId: refs.reviewerIds[0]!,
      startDate: at(1, 13),
      endDate: new Date(at(1, 13).getTime() + 60 * 60_000),
      guest: 2,
      note: null,
      status: 'accepted' as const,
    },
  ])
  ctx.images.flush()
}
