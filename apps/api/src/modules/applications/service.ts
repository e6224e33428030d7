// Applications to join the marketplace and the admin's decision.
//
// A customer with a password sends one shop application (be a seller) or courier application at a time: a second
// one while the first is under review is refused (the partial unique index keeps it under a race). An admin approves
// or rejects: approving a shop application writes the shop (approved, open, with the application's data), links it to
// the applicant and makes them a seller, all in one transaction; approving a courier makes the applicant a
// deliveryman. The applicant gets a notification of the decision in the same transaction.
import type {
  ApplicationStatus,
  CourierApplication,
  CourierApplicationBody,
  ShopApplication,
  ShopApplicationBody,
} from '@basil/contracts'
import type { LatLng, WeekDay } from '../../db/schema/index.ts'
import type { Database, Executor } from '../../db/types.ts'
import type { RequestContext } from '../../lib/context.ts'
import { badRequest, forbidden, notFound } from '../../lib/errors.ts'
import type { AuthUser } from '../../plugins/auth.ts'
import { FieldErrors } from '../auth/index.ts'
import { notifyUser } from '../notifications/index.ts'
import { presentCourierApplication, presentShopApplication } from './present.ts'
import * as repo from './repository.ts'

export const MESSAGES = {
  passwordFirst: 'Set a password for your account first',
  alreadyUnderReview: 'Your application is already under review',
  alreadySeller: 'Your account is already a seller',
  alreadyCourier: 'Your account is already a courier',
  notCustomer: 'Only a customer account can apply',
  notAdmin: 'Only an admin can do this',
  notFound: 'Application not found',
  alreadyDecided: 'This application was already decided',
  notUpload: 'must be one of your uploads',
  unknownCategory: 'The selected category is invalid.',
  unknownTag: 'The selected tag is invalid.',
  timeRange: 'must not be less than delivery_time_from',
  dayTwice: 'lists a day twice',
} as const

/** The zone a shop application gets when it names neither a radius nor a polygon. */
export const DEFAULT_RADIUS_KM = 5
const NOTIFICATION_TYPE = 'application_status'

// ---- shared checks ----

async function requireApplicant(db: Executor, user: AuthUser, kind: 'shop' | 'courier'): Promise<void> {
  const applicant = await repo.findApplicant(db, user.id)
  if (!applicant) throw new Error('signed-in user vanished')
  if (!applicant.passwordHash) throw badRequest(MESSAGES.passwordFirst, { password: [MESSAGES.passwordFirst] })
  if (kind === 'shop' && applicant.role === 'seller') throw badRequest(MESSAGES.alreadySeller)
  if (kind === 'courier' && applicant.role === 'deliveryman') throw badRequest(MESSAGES.alreadyCourier)
  if (applicant.role !== 'user') throw badRequest(MESSAGES.notCustomer)
}

export function requireAdmin(user: AuthUser): void {
  if (user.role !== 'admin') throw forbidden(MESSAGES.notAdmin)
}

/** The stored path of a picture URL from `dashboard/galleries` (`http://host/storage/images/shops/x.webp` → `shops/x.webp`). */
export function storedImagePath(url: string): string | null {
  let path = url.trim()
  if (/^https?:\/\//i.test(path)) {
    try {
      path = new URL(path).pathname
    } catch {
      return null
    }
  }
  path = path.replace(/^\/+/, '').replace(/^storage\/images\//, '')
  return /^[a-z0-9_-]+\/[A-Za-z0-9_-]+\.(?:webp|jpe?g|png)$/.test(path) ? path : null
}

/** The stored paths of `urls`, each checked to be the user's own upload; errors under `field.i`. */
async function ownPaths(
  db: Executor,
  userId: number,
  field: string,
  urls: string[],
  errors: FieldErrors,
): Promise<string[]> {
  const paths = urls.map(storedImagePath)
  const own = await repo.ownUploads(
    db,
    userId,
    paths.filter((p): p is string => p !== null),
  )
  paths.forEach((p, i) => {
    if (!p || !own.has(p)) errors.add(`${field}.${i}`, `The ${field} ${MESSAGES.notUpload}.`)
  })
  return paths.filter((p): p is string => p !== null)
}

const minor = (amount: number, ctx: RequestContext) => Math.round((amount * 100) / (ctx.currency.rate || 1))

/** A circle of `radiusKm` around a point, as a polygon of 24 points. */
export function circleZone(latitude: number, longitude: number, radiusKm: number): LatLng[] {
  const dLat = radiusKm / 111.32
  const dLng = radiusKm / (111.32 * Math.max(Math.cos((latitude * Math.PI) / 180), 0.01))
  return Array.from({ length: 24 }, (_, i): LatLng => {
    const angle = (i / 24) * 2 * Math.PI
    return [
      Math.round((latitude + dLat * Math.sin(angle)) * 1e6) / 1e6,
      Math.round((longitude + dLng * Math.cos(angle)) * 1e6) / 1e6,
    ]
  })
}

function slugOf(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
  return slug || 'shop'
}

// ---- shop applications ----

export async function applyForShop(
  db: Database,
  user: AuthUser,
  body: ShopApplicationBody,
  ctx: RequestContext,
): Promise<ShopApplication> {
  await requireApplicant(db, user, 'shop')
  const errors = new FieldErrors()
  if (body.delivery_time_to < body.delivery_time_from) errors.add('delivery_time_to', MESSAGES.timeRange)
  const days = body.working_days.map((d) => d.day)
  if (new Set(days).size !== days.length) errors.add('working_days', `working_days ${MESSAGES.dayTwice}`)
  const [logo, background] = body.images
  const imagePaths = await ownPaths(db, user.id, 'images', body.images, errors)
  const documentPaths = await ownPaths(db, user.id, 'documents', body.documents, errors)
  const [categories, tags] = await Promise.all([
    repo.knownShopCategories(db, body.categories),
    repo.knownShopTags(db, body.tags),
  ])
  body.categories.forEach((id, i) => {
    if (!categories.has(id)) errors.add(`categories.${i}`, MESSAGES.unknownCategory)
  })
  body.tags.forEach((id, i) => {
    if (!tags.has(id)) errors.add(`tags.${i}`, MESSAGES.unknownTag)
  })
  errors.throwIfAny()

  const polygon = body.delivery_zone?.map(([lat, lng]): LatLng => [lat, lng]) ?? null
  const row = await repo.insertShopApplication(db, {
    userId: user.id,
    type: body.type,
    title: body.title,
    description: body.description,
    address: body.address,
    phone: body.phone,
    logoImg: logo !== undefined ? (imagePaths[0] ?? null) : null,
    backgroundImg: background !== undefined ? (imagePaths[1] ?? null) : null,
    documents: documentPaths,
    latitude: body.location.latitude,
    longitude: body.location.longitude,
    price: minor(body.price, ctx),
    pricePerKm: minor(body.price_per_km, ctx),
    minAmount: minor(body.min_amount, ctx),
    tax: body.tax,
    deliveryTimeFrom: body.delivery_time_from,
    deliveryTimeTo: body.delivery_time_to,
    deliveryTimeType: body.delivery_time_type,
    deliveryRadiusKm: polygon ? (body.delivery_radius ?? null) : (body.delivery_radius ?? DEFAULT_RADIUS_KM),
    deliveryPolygon: polygon,
    categories: [...new Set(body.categories)],
    tags: [...new Set(body.tags)],
    workingDays: body.working_days.map((d) => ({ day: d.day, from: d.from, to: d.to, disabled: d.disabled })),
  })
  if (!row) throw badRequest(MESSAGES.alreadyUnderReview)
  return presentShopApplication(row, await repo.findApplicant(db, user.id), ctx)
}

export async function myShopApplication(
  db: Database,
  user: AuthUser,
  ctx: RequestContext,
): Promise<ShopApplication | null> {
  const row = await repo.latestShopApplication(db, user.id)
  return row ? presentShopApplication(row, await repo.findApplicant(db, user.id), ctx) : null
}

export async function listShopApplications(
  db: Database,
  user: AuthUser,
  status: ApplicationStatus | undefined,
  window: { perPage: number; offset: number },
  ctx: RequestContext,
): Promise<{ items: ShopApplication[]; total: number }> {
  requireAdmin(user)
  return withApplicants(db, await repo.pageShopApplications(db, status, window.perPage, window.offset), (row, who) =>
    presentShopApplication(row, who, ctx),
  )
}

/** A page of applications of either kind, each presented with its applicant (read in one query for the page). */
async function withApplicants<Row extends { userId: number }, Item>(
  db: Executor,
  page: { rows: Row[]; total: number },
  present: (row: Row, applicant: repo.ApplicantRow | undefined) => Item,
): Promise<{ items: Item[]; total: number }> {
  const applicants = await repo.findApplicants(
    db,
    page.rows.map((r) => r.userId),
  )
  return { items: page.rows.map((r) => present(r, applicants.get(r.userId))), total: page.total }
}

/** The shop's translations: every given language, and every active one it lacks gets the first given text. */
async function shopTranslationsOf(tx: Executor, row: repo.ShopApplicationRow, defaultLocale: string) {
  const given = Object.keys(row.title)
  const first = given.includes(defaultLocale) ? defaultLocale : given[0]!
  const locales = [...new Set([...given, ...(await repo.activeLocales(tx))])]
  return locales.map((locale) => ({
    locale,
    title: row.title[locale] ?? row.title[first]!,
    description: row.description[locale] ?? row.description[first] ?? null,
    address: row.address[locale] ?? row.address[first] ?? null,
  }))
}

export async function approveShopApplication(
  db: Database,
  user: AuthUser,
  id: number,
  ctx: RequestContext,
): Promise<ShopApplication> {
  requireAdmin(user)
  const row = await db.transaction(async (tx) => {
    const application = await repo.findShopApplication(tx, id, true)
    if (!application) throw notFound(MESSAGES.notFound)
    if (application.status !== 'new') throw badRequest(MESSAGES.alreadyDecided)
    const translations = await shopTranslationsOf(tx, application, ctx.defaultLocale)
    const shopId = await repo.insertShop(tx, {
      userId: application.userId,
      slugBase: slugOf(application.title[ctx.defaultLocale] ?? Object.values(application.title)[0] ?? ''),
      type: application.type,
      logoImg: application.logoImg,
      backgroundImg: application.backgroundImg,
      phone: application.phone,
      latitude: application.latitude,
      longitude: application.longitude,
      price: application.price,
      pricePerKm: application.pricePerKm,
      minAmount: application.minAmount,
      tax: application.tax,
      deliveryTimeFrom: application.deliveryTimeFrom,
      deliveryTimeTo: application.deliveryTimeTo,
      deliveryTimeType: application.deliveryTimeType,
      translations,
      zone:
        application.deliveryPolygon ??
        circleZone(application.latitude, application.longitude, application.deliveryRadiusKm ?? DEFAULT_RADIUS_KM),
      workingDays: application.workingDays.map((d) => ({
        day: d.day as WeekDay,
        from: d.from,
        to: d.to,
        disabled: d.disabled,
      })),
      categoryIds: application.categories,
      tagIds: application.tags,
    })
    await repo.grantRole(tx, application.userId, 'seller')
    const decided = await repo.decideShopApplication(tx, id, { status: 'approved', shopId, decidedBy: user.id })
    await notifyUser(tx, {
      userId: application.userId,
      type: NOTIFICATION_TYPE,
      title: 'Your shop application was accepted',
      body: `${application.title[ctx.defaultLocale] ?? Object.values(application.title)[0]} is now open on the marketplace`,
      data: { id, type: 'shop', status: 'approved', shop_id: shopId },
    })
    return decided
  })
  return presentShopApplication(row, await repo.findApplicant(db, row.userId), ctx)
}

export async function rejectShopApplication(
  db: Database,
  user: AuthUser,
  id: number,
  reason: string,
  ctx: RequestContext,
): Promise<ShopApplication> {
  requireAdmin(user)
  const row = await db.transaction(async (tx) => {
    const application = await repo.findShopApplication(tx, id, true)
    if (!application) throw notFound(MESSAGES.notFound)
    if (application.status !== 'new') throw badRequest(MESSAGES.alreadyDecided)
    const decided = await repo.decideShopApplication(tx, id, { status: 'rejected', reason, decidedBy: user.id })
    await notifyUser(tx, {
      userId: application.userId,
      type: NOTIFICATION_TYPE,
      title: 'Your shop application was rejected',
      body: reason,
      data: { id, type: 'shop', status: 'rejected' },
    })
    return decided
  })
  return presentShopApplication(row, await repo.findApplicant(db, row.userId), ctx)
}

// ---- courier applications ----

export async function applyForCourier(
  db: Database,
  user: AuthUser,
  body: CourierApplicationBody,
  ctx: RequestContext,
): Promise<CourierApplication> {
  await requireApplicant(db, user, 'courier')
  const errors = new FieldErrors()
  const documents = await ownPaths(db, user.id, 'documents', body.documents, errors)
  errors.throwIfAny()
  const row = await repo.insertCourierApplication(db, {
    userId: user.id,
    vehicleType: body.vehicle_type,
    plate: body.plate || null,
    documents,
    workingArea: body.working_area,
    latitude: body.location?.latitude ?? null,
    longitude: body.location?.longitude ?? null,
    radiusKm: body.radius ?? null,
  })
  if (!row) throw badRequest(MESSAGES.alreadyUnderReview)
  return presentCourierApplication(row, await repo.findApplicant(db, user.id), ctx)
}

export async function myCourierApplication(
  db: Database,
  user: AuthUser,
  ctx: RequestContext,
): Promise<CourierApplication | null> {
  const row = await repo.latestCourierApplication(db, user.id)
  return row ? presentCourierApplication(row, await repo.findApplicant(db, user.id), ctx) : null
}

export async function listCourierApplications(
  db: Database,
  user: AuthUser,
  status: ApplicationStatus | undefined,
  window: { perPage: number; offset: number },
  ctx: RequestContext,
): Promise<{ items: CourierApplication[]; total: number }> {
  requireAdmin(user)
  return withApplicants(db, await repo.pageCourierApplications(db, status, window.perPage, window.offset), (row, who) =>
    presentCourierApplication(row, who, ctx),
  )
}

export async function decideCourierApplication(
  db: Database,
  user: AuthUser,
  id: number,
  decision: { status: 'approved' } | { status: 'rejected'; reason: string },
  ctx: RequestContext,
): Promise<CourierApplication> {
  requireAdmin(user)
  const row = await db.transaction(async (tx) => {
    const application = await repo.findCourierApplication(tx, id, true)
    if (!application) throw notFound(MESSAGES.notFound)
    if (application.status !== 'new') throw badRequest(MESSAGES.alreadyDecided)
    const reason = decision.status === 'rejected' ? decision.reason : null
    if (decision.status === 'approved') await repo.grantRole(tx, application.userId, 'deliveryman')
    const decided = await repo.decideCourierApplication(tx, id, { status: decision.status, reason, decidedBy: user.id })
    await notifyUser(tx, {
      userId: application.userId,
      type: NOTIFICATION_TYPE,
      title:
        decision.status === 'approved'
          ? 'Your courier application was accepted'
          : 'Your courier application was rejected',
      body: reason ?? 'You can now deliver orders',
      data: { id, type: 'courier', status: decision.status },
    })
    return decided
  })
  return presentCourierApplication(row, await repo.findApplicant(db, row.userId), ctx)
}
