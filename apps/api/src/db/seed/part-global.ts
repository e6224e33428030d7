// Global data: languages, currencies, settings, UI strings, users, payments and the shared catalogue dictionaries
// (categories, brands, units, shop tags, extra groups).
import {
  brands,
  categories,
  categoryTranslations,
  currencies,
  extraGroups,
  extraGroupTranslations,
  extraValues,
  languages,
  payments,
  settings,
  shopTags,
  shopTagTranslations,
  uiTranslations,
  units,
  unitTranslations,
  users,
} from '../schema/index.ts'
import { insertAll, insertIds, localized, type SeedContext } from './context.ts'
import { badgePicture, motifPicture } from './images.ts'
import { codeFor, slugify, uuidFor } from './random.ts'
import {
  careerCategoryDefs,
  productCategoryDefs,
  recipeCategoryDefs,
  shopCategoryDefs,
  type CategoryDef,
} from './vocabulary/categories.ts'
import { clientTexts } from './vocabulary/client-texts.ts'
import { paymentTags, reviewerNames } from './vocabulary/content.ts'
import { brandMotifs, brandNames, unitDefs, type UnitKey } from './vocabulary/grocery.ts'
import { seedLocales, t, type L10n } from './vocabulary/l10n.ts'
import { currencyDefs, languageDefs, settingValues, uiStrings } from './vocabulary/settings.ts'
import { shopTagDefs } from './vocabulary/shops.ts'

export const demoAccounts = {
  customer: {
    email: 'customer@basil.test',
    password: 'basil-customer',
    firstname: 'Alex',
    lastname: 'Morgan',
    phone: '+12025550100',
  },
  seller: {
    email: 'seller@basil.test',
    password: 'basil-seller',
    firstname: 'Sam',
    lastname: 'Rivera',
    phone: '+12025550101',
  },
  /** Approves or rejects seller and courier applications (`dashboard/admin/...`). */
  admin: {
    email: 'admin@basil.test',
    password: 'basil-admin',
    firstname: 'Robin',
    lastname: 'Admin',
    phone: '+12025550102',
  },
  /** Accepts, picks up and delivers the parcels an admin assigns (`dashboard/deliveryman/parcel-orders/...`). */
  courier: {
    email: 'courier@basil.test',
    password: 'basil-courier',
    firstname: 'Casey',
    lastname: 'Courier',
    phone: '+12025550103',
  },
  /** Every other demo user (the reviewers) signs in with this password. */
  othersPassword: 'basil-demo',
} as const

export interface GlobalRefs {
  customerId: number
  sellerId: number
  reviewerIds: number[]
  categoryIds: Map<string, number>
  brandIds: Map<string, number>
  unitIds: Map<UnitKey, number>
  shopTagIds: number[]
  paymentIds: Map<string, number>
  /** `group:value` → extra value id; group → extra group id. */
  extraValueIds: Map<string, number>
  extraGroupIds: Map<string, number>
}

export interface PasswordHashes {
  customer: string
  seller: string
  admin: string
  courier: string
  others: string
}

export async function seedGlobal(ctx: SeedContext, hashes: PasswordHashes): Promise<GlobalRefs> {
  const { tx } = ctx
  await insertAll(
    tx,
    languages,
    languageDefs.map((l) => ({
      locale: l.locale,
      title: l.title,
      backward: l.backward,
      isDefault: l.isDefault,
      active: true,
    })),
  )
  await insertAll(
    tx,
    currencies,
    currencyDefs.map((c) => ({
      title: c.title,
      symbol: c.symbol,
      rate: c.rate,
      position: c.position,
      isDefault: c.isDefault,
      active: true,
    })),
  )
  await insertAll(
    tx,
    settings,
    Object.entries(settingValues).map(([key, value]) => ({ key, value })),
  )
  // The storefront's own strings, then the texts the other web client reads (a key in both keeps the storefront's text).
  const webStrings = [
    ...Object.entries(uiStrings),
    ...Object.entries(clientTexts).filter(([key]) => !Object.hasOwn(uiStrings, key)),
  ]
  await insertAll(
    tx,
    uiTranslations,
    seedLocales.flatMap((locale) =>
      webStrings.map(([key, value]) => ({ locale, group: 'web', key, value: value[locale] })),
    ),
  )

  // Users: the two demo accounts first, then the reviewers.
  const userRows = [
    {
      ...demoAccount('customer', hashes.customer),
      role: 'user' as const,
      birthday: '1992-04-18',
      gender: 'male',
    },
    { ...demoAccount('seller', hashes.seller), role: 'seller' as const, gender: 'female' },
    ...reviewerNames.map(([firstname, lastname], i) => ({
      uuid: uuidFor(`user:reviewer:${i}`),
      firstname,
      lastname,
      email: `${slugify(firstname)}.${slugify(lastname)}@basil.test`,
      phone: `+1202555${String(110 + i).padStart(4, '0')}`,
      passwordHash: hashes.others,
      role: 'user' as const,
      myReferral: codeFor(`referral:reviewer:${i}`),
      emailVerifiedAt: ctx.now.toISOString(),
    })),
  ]
  const userIds = await insertIds(tx, users, userRows)
  // The admin comes after the reviewers, so the ids of the accounts seeded before it stay as they were.
  await insertIds(tx, users, [{ ...demoAccount('admin', hashes.admin), role: 'admin' as const }])
  // The courier comes last for the same reason.
  await insertIds(tx, users, [{ ...demoAccount('courier', hashes.courier), role: 'deliveryman' as const }])

  // Payments: cash, wallet and Stripe work out of the box; the other providers need keys first.
  const paymentIdList = await insertIds(
    tx,
    payments,
    paymentTags.map((tag, i) => ({
      tag,
      input: i + 1,
      active: ['cash', 'wallet', 'stripe'].includes(tag),
      sandbox: true,
    })),
  )
  const paymentIds = new Map(paymentTags.map((tag, i) => [tag, paymentIdList[i]!]))

  const categoryIds = await seedCategories(ctx)

  const brandIdList = await insertIds(
    tx,
    brands,
    brandNames.map((title, i) => ({
      uuid: uuidFor(`brand:${title}`),
      title,
      img: ctx.images.add(badgePicture(`brands/${slugify(title)}.webp`, brandMotifs[title] ?? 'grocery-bag', i)),
      active: true,
    })),
  )
  const brandIds = new Map(brandNames.map((name, i) => [name, brandIdList[i]!]))

  const unitIdList = await insertIds(
    tx,
    units,
    unitDefs.map((u) => ({ position: u.position, active: true })),
  )
  await insertAll(
    tx,
    unitTranslations,
    unitDefs.flatMap((u, i) => localized(unitIdList[i]!, { title: u.title })),
  )
  const unitIds = new Map(unitDefs.map((u, i) => [u.key, unitIdList[i]!]))

  const shopTagIds = await insertIds(
    tx,
    shopTags,
    shopTagDefs.map((tag, i) => ({
      img: ctx.images.add(badgePicture(`shop-tags/${slugify(tag.title.en)}.webp`, tag.motif, i + 3, 160)),
    })),
  )
  await insertAll(
    tx,
    shopTagTranslations,
    shopTagDefs.flatMap((tag, i) => localized(shopTagIds[i]!, { title: tag.title })),
  )

  const { extraGroupIds, extraValueIds } = await seedExtraGroups(ctx)
  ctx.images.flush()

  return {
    customerId: userIds[0]!,
    sellerId: userIds[1]!,
    reviewerIds: userIds.slice(2),
    categoryIds,
    brandIds,
    unitIds,
    shopTagIds,
    paymentIds,
    extraGroupIds,
    extraValueIds,
  }
}

function demoAccount(kind: 'customer' | 'seller' | 'admin' | 'courier', passwordHash: string) {
  const account = demoAccounts[kind]
  return {
    uuid: uuidFor(`user:${kind}`),
    firstname: account.firstname,
    lastname: account.lastname,
    email: account.email,
    phone: account.phone,
    passwordHash,
    myReferral: { customer: 'ALEXBASIL', seller: 'SAMBASIL', admin: 'ROBINBASIL', courier: 'CASEYBASIL' }[kind],
    emailVerifiedAt: '2025-01-01T00:00:00.000Z',
    phoneVerifiedAt: '2025-01-01T00:00:00.000Z',
  }
}

async function seedCategories(ctx: SeedContext): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  const insertLevel = async (
    defs: CategoryDef[],
    type: 'main' | 'sub' | 'shop' | 'receipt' | 'career',
    parents?: number[],
  ) => {
    const rows = defs.map((def, i) => ({
      uuid: uuidFor(`category:${type}:${def.key}`),
      parentId: parents?.[i] ?? null,
      type,
      keywords: def.keywords,
      img: ctx.images.add(motifPicture(`categories/${type}-${def.key}.webp`, def.motif, i, 300)),
      input: i + 1,
      active: true,
    }))
    const created = await insertIds(ctx.tx, categories, rows)
    await insertAll(
      ctx.tx,
      categoryTranslations,
      defs.flatMap((def, i) =>
        localized(created[i]!, { title: def.title, description: categoryDescription(def.title) }),
      ),
    )
    defs.forEach((def, i) => ids.set(def.key, created[i]!))
    return created
  }
  await insertLevel(
    shopCategoryDefs.map((d) => ({ ...d, key: `shop:${d.key}` })),
    'shop',
  )
  const mains = await insertLevel(productCategoryDefs, 'main')
  const children = productCategoryDefs.flatMap((def, i) =>
    (def.children ?? []).map((child) => ({ child, parent: mains[i]! })),
  )
  await insertLevel(
    children.map((c) => c.child),
    'sub',
    children.map((c) => c.parent),
  )
  await insertLevel(recipeCategoryDefs, 'receipt')
  await insertLevel(careerCategoryDefs, 'career')
  return ids
}

function categoryDescription(title: L10n): L10n {
  return t(
    `${title.en}: picked from the best shops near you.`,
    `${title.ar}: مختارة من أفضل المتاجر القريبة منك.`,
    `${title.fr} : une sélection des meilleures boutiques près de chez vous.`,
  )
}

export const extraGroupDefs: Array<{
  key: string
  type: 'text' | 'color'
  title: L10n
  values: string[]
  factors: number[]
}> = [
  {
    key: 'pizza-size',
    type: 'text',
    title: t('Size', 'الحجم', 'Taille'),
    values: ['25 cm', '30 cm', '35 cm'],
    factors: [1, 1.3, 1.6],
  },
  {
    key: 'portion',
    type: 'text',
    title: t('Portion', 'الحصة', 'Portion'),
    values: ['S', 'M', 'L'],
    factors: [0.85, 1, 1.3],
  },
  {
    key: 'drink-size',
    type: 'text',
    title: t('Volume', 'الحجم', 'Contenance'),
    values: ['330 ml', '500 ml', '750 ml'],
    factors: [1, 1.35, 1.7],
  },
  {
    key: 'pieces',
    type: 'text',
    title: t('Pieces', 'عدد القطع', 'Nombre de pièces'),
    values: ['4', '8', '12'],
    factors: [1, 1.8, 2.5],
  },
  {
    key: 'spice',
    type: 'text',
    title: t('Spice level', 'درجة الحرارة', 'Niveau d’épices'),
    values: ['🌶', '🌶🌶', '🌶🌶🌶'],
    factors: [1, 1, 1],
  },
  {
    key: 'weight',
    type: 'text',
    title: t('Weight', 'الوزن', 'Poids'),
    values: ['500 g', '1 kg', '2 kg'],
    factors: [0.5, 1, 1.9],
  },
  { key: 'pack', type: 'text', title: t('Pack', 'العبوة', 'Lot'), values: ['×1', '×6', '×12'], factors: [1, 5.5, 10] },
  {
    key: 'colour',
    type: 'color',
    title: t('Colour', 'اللون', 'Couleur'),
    values: ['#2f9e44', '#1971c2', '#e03131'],
    factors: [1, 1, 1],
  },
]

async function seedExtraGroups(ctx: SeedContext) {
  const groupIds = await insertIds(
    ctx.tx,
    extraGroups,
    extraGroupDefs.map((g) => ({ shopId: null, type: g.type, active: true })),
  )
  await insertAll(
    ctx.tx,
    extraGroupTranslations,
    extraGroupDefs.flatMap((g, i) => localized(groupIds[i]!, { title: g.title })),
  )
  const valueRows = extraGroupDefs.flatMap((g, i) =>
    g.values.map((value) => ({ extraGroupId: groupIds[i]!, value, active: true })),
  )
  const valueIds = await insertIds(ctx.tx, extraValues, valueRows)
  const extraValueIds = new Map<string, number>()
  let k = 0
  for (const g of extraGroupDefs) for (const value of g.values) extraValueIds.set(`${g.key}:${value}`, valueIds[k++]!)
  return { extraGroupIds: new Map(extraGroupDefs.map((g, i) => [g.key, groupIds[i]!])), extraValueIds }
}
