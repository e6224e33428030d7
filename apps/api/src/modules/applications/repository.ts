// SQL of the applications: the applicant's rows, the admin's lists, and what an approval writes (the shop with its
// translations, zone, hours, categories and tags; the applicant's role).
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm'
import { pageOf } from '../../db/sql.ts'
import { refreshSearchIndex } from '../../db/search-index.ts'
import type { Executor } from '../../db/types.ts'
import {
  categories,
  courierApplications,
  languages,
  shopApplications,
  shopCategories,
  shopDeliveryZones,
  shopShopTags,
  shopTags,
  shopTranslations,
  shopWorkingDays,
  shops,
  uploads,
  users,
  type ApplicationStatus,
  type LatLng,
  type WeekDay,
} from '../../db/schema/index.ts'

export type ShopApplicationRow = typeof shopApplications.$inferSelect
export type CourierApplicationRow = typeof courierApplications.$inferSelect
export type ApplicantRow = Pick<
  typeof users.$inferSelect,
  'id' | 'uuid' | 'firstname' | 'lastname' | 'email' | 'phone' | 'passwordHash' | 'role'
>

export async function findApplicants(db: Executor, ids: number[]): Promise<Map<number, ApplicantRow>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({
      id: users.id,
      uuid: users.uuid,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
      phone: users.phone,
      passwordHash: users.passwordHash,
      role: users.role,
    })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]))
  return new Map(rows.map((r) => [r.id, r]))
}

export async function findApplicant(db: Executor, id: number): Promise<ApplicantRow | undefined> {
  return (await findApplicants(db, [id])).get(id)
}

/** The upload paths among `paths` that `userId` uploaded. */
export async function ownUploads(db: Executor, userId: number, paths: string[]): Promise<Set<string>> {
  if (paths.length === 0) return new Set()
  const rows = await db
    .select({ path: uploads.path })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), inArray(uploads.path, paths)))
  return new Set(rows.map((r) => r.path))
}

/** The ids among `ids` that are active shop categories. */
export async function knownShopCategories(db: Executor, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set()
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(inArray(categories.id, ids), eq(categories.type, 'shop'), eq(categories.active, true)))
  return new Set(rows.map((r) => r.id))
}

export async function knownShopTags(db: Executor, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set()
  const rows = await db.select({ id: shopTags.id }).from(shopTags).where(inArray(shopTags.id, ids))
  return new Set(rows.map((r) => r.id))
}

export async function activeLocales(db: Executor): Promise<string[]> {
  const rows = await db.select({ locale: languages.locale }).from(languages).where(eq(languages.active, true))
  return rows.map((r) => r.locale)
}

// ---- shop applications ----

/** Inserts an application under review; undefined when the user already has one (the partial unique index decides). */
export async function insertShopApplication(
  db: Executor,
  values: typeof shopApplications.$inferInsert,
): Promise<ShopApplicationRow | undefined> {
  const [row] = await db.insert(shopApplications).values(values).onConflictDoNothing().returning()
  return row
}

export async function latestShopApplication(db: Executor, userId: number): Promise<ShopApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(shopApplications)
    .where(eq(shopApplications.userId, userId))
    .orderBy(desc(shopApplications.id))
    .limit(1)
  return row
}

export async function findShopApplication(
  db: Executor,
  id: number,
  lock = false,
): Promise<ShopApplicationRow | undefined> {
  const query = db.select().from(shopApplications).where(eq(shopApplications.id, id))
  const [row] = lock ? await query.for('update') : await query
  return row
}

export async function pageShopApplications(
  db: Executor,
  status: ApplicationStatus | undefined,
  limit: number,
  offset: number,
): Promise<{ rows: ShopApplicationRow[]; total: number }> {
  const where = status ? eq(shopApplications.status, status) : undefined
  return pageOf(
    db.select().from(shopApplications).where(where).orderBy(asc(shopApplications.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(shopApplications).where(where),
  )
}

export async function decideShopApplication(
  db: Executor,
  id: number,
  values: { status: ApplicationStatus; reason?: string | null; shopId?: number | null; decidedBy: number },
): Promise<ShopApplicationRow> {
  const [row] = await db
    .update(shopApplications)
    .set({ ...values, decidedAt: new Date(), updatedAt: new Date() })
    .where(eq(shopApplications.id, id))
    .returning()
  return row!
}

export interface NewShop {
  userId: number
  slugBase: string
  type: 'restaurant' | 'shop'
  logoImg: string | null
  backgroundImg: string | null
  phone: string
  latitude: number
  longitude: number
  price: number
  pricePerKm: number
  minAmount: number
  tax: number
  deliveryTimeFrom: number
  deliveryTimeTo: number
  deliveryTimeType: 'minute' | 'hour'
  translations: Array<{ locale: string; title: string; description: string | null; address: string | null }>
  zone: LatLng[]
  workingDays: Array<{ day: WeekDay; from: string; to: string; disabled: boolean }>
  categoryIds: number[]
  tagIds: number[]
}

/** Writes an approved, open shop and everything that hangs on it; answers its id. */
export async function insertShop(tx: Executor, shop: NewShop): Promise<number> {
  const [taken] = await tx
    .select({ n: count() })
    .from(shops)
    .where(sql`${shops.slug} = ${shop.slugBase} OR ${shops.slug} LIKE ${`${shop.slugBase}-%`}`)
  const slug = (taken?.n ?? 0) === 0 ? shop.slugBase : `${shop.slugBase}-${Date.now().toString(36)}`
  const [row] = await tx
    .insert(shops)
    .values({
      slug,
      userId: shop.userId,
      type: shop.type,
      logoImg: shop.logoImg,
      backgroundImg: shop.backgroundImg,
      phone: shop.phone,
      latitude: shop.latitude,
      longitude: shop.longitude,
      price: shop.price,
      pricePerKm: shop.pricePerKm,
      minAmount: shop.minAmount,
      tax: shop.tax,
      deliveryTimeFrom: shop.deliveryTimeFrom,
      deliveryTimeTo: shop.deliveryTimeTo,
      deliveryTimeType: shop.deliveryTimeType,
      open: true,
      verify: true,
      status: 'approved',
      visibility: true,
    })
    .returning({ id: shops.id })
  const shopId = row!.id
  if (shop.translations.length > 0) {
    await tx.insert(shopTranslations).values(shop.translations.map((t) => ({ ownerId: shopId, ...t })))
  }
  await tx.insert(shopDeliveryZones).values({
    shopId,
    address: shop.zone,
    minLatitude: Math.min(...shop.zone.map((p) => p[0])),
    maxLatitude: Math.max(...shop.zone.map((p) => p[0])),
    minLongitude: Math.min(...shop.zone.map((p) => p[1])),
    maxLongitude: Math.max(...shop.zone.map((p) => p[1])),
  })
  if (shop.workingDays.length > 0) {
    await tx.insert(shopWorkingDays).values(shop.workingDays.map((d) => ({ shopId, ...d })))
  }
  if (shop.categoryIds.length > 0) {
    await tx.insert(shopCategories).values(shop.categoryIds.map((categoryId) => ({ shopId, categoryId })))
  }
  if (shop.tagIds.length > 0) {
    await tx.insert(shopShopTags).values(shop.tagIds.map((shopTagId) => ({ shopId, shopTagId })))
  }
  await refreshSearchIndex(tx, { shopIds: [shopId] })
  return shopId
}

/** Raises a customer's role; an admin or moderator keeps theirs. */
export async function grantRole(tx: Executor, userId: number, role: 'seller' | 'deliveryman'): Promise<void> {
  await tx
    .update(users)
    .set({ role, updatedAt: new Date() })
    .where(and(eq(users.id, userId), inArray(users.role, ['user', 'seller', 'deliveryman'])))
}

// ---- courier applications ----

export async function insertCourierApplication(
  db: Executor,
  values: typeof courierApplications.$inferInsert,
): Promise<CourierApplicationRow | undefined> {
  const [row] = await db.insert(courierApplications).values(values).onConflictDoNothing().returning()
  return row
}

export async function latestCourierApplication(
  db: Executor,
  userId: number,
): Promise<CourierApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(courierApplications)
    .where(eq(courierApplications.userId, userId))
    .orderBy(desc(courierApplications.id))
    .limit(1)
  return row
}

export async function findCourierApplication(
  db: Executor,
  id: number,
  lock = false,
): Promise<CourierApplicationRow | undefined> {
  const query = db.select().from(courierApplications).where(eq(courierApplications.id, id))
  const [row] = lock ? await query.for('update') : await query
  return row
}

export async function pageCourierApplications(
  db: Executor,
  status: ApplicationStatus | undefined,
  limit: number,
  offset: number,
): Promise<{ rows: CourierApplicationRow[]; total: number }> {
  const where = status ? eq(courierApplications.status, status) : undefined
  return pageOf(
    db.select().from(courierApplications).where(where).orderBy(asc(courierApplications.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(courierApplications).where(where),
  )
}

export async function decideCourierApplication(
  db: Executor,
  id: number,
  values: { status: ApplicationStatus; reason?: string | null; decidedBy: number },
): Promise<CourierApplicationRow> {
  const [row] = await db
    .update(courierApplications)
    .set({ ...values, decidedAt: new Date(), updatedAt: new Date() })
    .where(eq(courierApplications.id, id))
    .returning()
  return row!
}
