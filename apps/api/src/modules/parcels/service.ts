// The rules of door-to-door parcels. A customer sends a parcel (the price is always computed here, from the type and
// the great-circle distance, whatever the client sent), pays it by cash or wallet, cancels it while it is new and
// reviews the courier once it is delivered. An admin assigns a courier; the assigned courier moves it
// new → accepted → on_a_way → delivered. Each change is written with its timeline row and the customer's
// `status_changed` notification in one transaction, under a lock of the parcel row.
import type { Parcel, ParcelCreateBody, ParcelStatusValue } from '@basil/contracts'
import type { Database, Executor } from '../../db/types.ts'
import type { ParcelAddress, ParcelStatus } from '../../db/schema/index.ts'
import type { RequestContext } from '../../lib/context.ts'
import { ApiError, badRequest, forbidden, notFound } from '../../lib/errors.ts'
import { claimIdempotencyKey, recordIdempotentResult } from '../../lib/idempotency.ts'
import type { PageWindow } from '../../lib/pagination.ts'
import type { AuthUser } from '../../plugins/auth.ts'
import { notifyUser } from '../notifications/index.ts'
import { postWalletEntry } from '../wallet/index.ts'
import { atRate, currentTransaction } from './present.ts'
import { presentParcel, presentParcels } from './read-model.ts'
import * as repo from './repository.ts'
import { priceParcel } from './types-service.ts'

export const MESSAGES = {
  off: 'Sending parcels is not available at the moment',
  notFound: 'Parcel not found',
  typeInvalid: 'The selected type id is invalid.',
  notNew: 'Only a new parcel can be canceled',
  canceled: 'The parcel is canceled',
  alreadyPaid: 'The parcel is already paid',
  choosePayment: 'Please, choose payment method',
  cardNotAvailable: 'A parcel is paid by card on its payment page (order-{tag}-process with parcel_id)',
  notDelivered: 'You can review the courier once the parcel is delivered',
  alreadyReviewed: 'You have already reviewed this delivery',
  noCourier: 'The parcel has no courier to review',
  notAdmin: 'Only an admin can do this',
  notCourier: 'Only a courier can do this',
  notYours: 'This parcel is not assigned to you',
  notACourier: 'The user is not a courier',
  notAssignable: 'A courier can be assigned only while the parcel is new',
  notImage: 'must be a picture you uploaded',
} as const

/** Where each status may go, and who moves it there. */
const COURIER_NEXT: Partial<Record<ParcelStatus, ParcelStatus>> = {
  new: 'accepted',
  accepted: 'on_a_way',
  on_a_way: 'delivered',
}

const STATUS_TITLES: Record<ParcelStatus, string> = {
  new: 'Your parcel was received',
  accepted: 'A courier accepted your parcel',
  on_a_way: 'Your parcel was picked up and is on the way',
  delivered: 'Your parcel was delivered',
  canceled: 'Your parcel was canceled',
}

export interface ParcelChange {
  parcel: Parcel
  /** Who hears it over the realtime socket: the customer and the courier. */
  userId: number | null
  deliverymanId: number | null
}

/** `active_parcel`: parcels are offered unless it is set to something other than 1/true. */
export async function assertParcelsOn(db: Executor): Promise<void> {
  const value = (await repo.readSetting(db, 'active_parcel'))?.trim().toLowerCase()
  if (value !== undefined && value !== '1' && value !== 'true') throw badRequest(MESSAGES.off)
}

/** The stored path of a picture URL from `dashboard/galleries` (`http://host/storage/images/x/y.webp` → `x/y.webp`). */
function storedImagePath(url: string): string | null {
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

type Limits = Pick<
  repo.ParcelTypeRow,
  'minLength' | 'maxLength' | 'minWidth' | 'maxWidth' | 'minHeight' | 'maxHeight' | 'minG' | 'maxG'
>

/** Each given size and weight within the type's limits (a maximum of 0 is no limit); errors by field. */
export function checkLimits(
  type: Limits,
  sizes: { length: number | null; width: number | null; height: number | null; weight: number | null },
): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  const check = (field: keyof typeof sizes, min: number, max: number, unit: string) => {
    const value = sizes[field]
    if (value === null) return
    if (value < min || (max > 0 && value > max)) {
      errors[field] = [`The ${field} must be between ${min} and ${max} ${unit}.`]
    }
  }
  check('length', type.minLength, type.maxLength, 'cm')
  check('width', type.minWidth, type.maxWidth, 'cm')
  check('height', type.minHeight, type.maxHeight, 'cm')
  check('weight', type.minG, type.maxG, 'g')
  return errors
}

const toAddress = (a: ParcelCreateBody['address_from']): ParcelAddress => ({
  latitude: a.latitude,
  longitude: a.longitude,
  address: a.address,
  house: a.house,
  stage: a.stage,
  room: a.room,
})

/** Great-circle distance, km (the same formula the price uses: price = type price + per-km price × km). */
function kmBetween(from: ParcelAddress, to: ParcelAddress): number {
  const base = { price: 0, pricePerKm: 1 }
  return priceParcel(base, from, to)
}

export interface SmsDeps {
  sendSms(message: { to: string; text: string }): Promise<void>
  logError(error: unknown): void
}

/**
 * `POST dashboard/user/parcel-orders`: the parcel, `new`, priced by the server. Its timeline starts, and when
 * `notify` is set the receiver gets a text message (after the commit; a failed text does not undo the parcel).
 */
export async function createParcel(
  db: Database,
  userId: number,
  body: ParcelCreateBody,
  currency: { id: number | null; rate: number },
  ctx: RequestContext,
  sms: SmsDeps,
): Promise<Parcel> {
  await assertParcelsOn(db)
  const type = await repo.findActiveType(db, body.type_id)
  if (!type) throw badRequest(MESSAGES.typeInvalid, { type_id: [MESSAGES.typeInvalid] })
  const sizes = { length: body.length, width: body.width, height: body.height, weight: body.weight }
  const errors = checkLimits(type, sizes)
  const urls = body.images ?? []
  const paths = urls.map(storedImagePath)
  const own = await repo.ownUploads(
    db,
    userId,
    paths.filter((p): p is string => p !== null),
  )
  paths.forEach((p, i) => {
    if (!p || !own.has(p)) errors[`images.${i}`] = [`The image ${MESSAGES.notImage}.`]
  })
  const first = Object.values(errors)[0]
  if (first) throw badRequest(first[0]!, errors)

  const from = toAddress(body.address_from)
  const to = toAddress(body.address_to)
  const row = await db.transaction(async (tx) => {
    const parcel = await repo.insertParcel(tx, {
      userId,
      typeId: type.id,
      status: 'new',
      currencyId: currency.id,
      rate: currency.rate,
      totalPrice: Math.round(priceParcel(type, from, to)),
      km: kmBetween(from, to),
      usernameFrom: body.username_from,
      phoneFrom: body.phone_from,
      addressFrom: from,
      usernameTo: body.username_to,
      phoneTo: body.phone_to,
      addressTo: to,
      deliveryDate: body.delivery_date ?? null,
      deliveryTime: body.delivery_time ?? null,
      note: body.note,
      description: body.description,
      instructions: body.instructions,
      images: paths.filter((p): p is string => p !== null),
      notify: body.notify,
      ...sizes,
    })
    await repo.insertStatus(tx, parcel.id, 'new', userId)
    return parcel
  })
  if (row.notify) {
    const when = row.deliveryDate ? ` on ${row.deliveryDate}${row.deliveryTime ? ` at ${row.deliveryTime}` : ''}` : ''
    try {
      await sms.sendSms({
        to: row.phoneTo,
        text: `Basil: ${row.usernameFrom} is sending you a parcel (#${row.id})${when}. A courier will bring it to you.`,
      })
    } catch (error) {
      sms.logError(error)
    }
  }
  return presentParcel(db, row, ctx)
}

export async function listOwnParcels(
  db: Executor,
  userId: number,
  query: {
    statuses?: ParcelStatusValue[]
    status?: ParcelStatusValue
    column?: repo.ParcelSort['column']
    sort?: 'asc' | 'desc'
  },
  window: PageWindow,
  ctx: RequestContext,
) {
  const statuses = query.statuses ?? (query.status ? [query.status] : undefined)
  const { rows, total } = await repo.pageParcels(db, { userId, statuses }, window, {
    column: query.column ?? 'id',
    direction: query.sort ?? 'desc',
  })
  return { items: await presentParcels(db, rows, ctx), total }
}

/** Someone else's parcel is as absent as a missing one. */
export async function showOwnParcel(db: Executor, userId: number, id: number, ctx: RequestContext): Promise<Parcel> {
  const row = await repo.findParcel(db, id)
  if (!row || row.userId !== userId) throw notFound(MESSAGES.notFound)
  return presentParcel(db, row, ctx)
}

async function notifyCustomer(tx: Executor, parcel: repo.ParcelRow, status: ParcelStatus): Promise<void> {
  if (parcel.userId === null) return
  await notifyUser(tx, {
    userId: parcel.userId,
    type: 'status_changed',
    title: STATUS_TITLES[status],
    body: `Parcel #${parcel.id}`,
    data: { id: parcel.id, type: 'parcel', status },
  })
}

/** Moves the locked parcel to `status`: its row, its timeline and the customer's notification. */
async function moveTo(
  tx: Executor,
  parcel: repo.ParcelRow,
  status: ParcelStatus,
  byUserId: number,
  extra: { canceledAt?: Date } = {},
): Promise<repo.ParcelRow> {
  const row = await repo.updateParcel(tx, parcel.id, { status, ...extra })
  await repo.insertStatus(tx, parcel.id, status, byUserId)
  await notifyCustomer(tx, row, status)
  return row
}

/**
 * `POST dashboard/user/parcel-orders/{id}/status/change?status=canceled`: only the owner, only while `new`. A paid
 * wallet amount goes back to the wallet through the ledger; an open cash attempt is canceled.
 */
export async function cancelOwnParcel(
  db: Database,
  userId: number,
  id: number,
  ctx: RequestContext,
): Promise<ParcelChange> {
  const row = await db.transaction(async (tx) => {
    const parcel = await repo.lockParcel(tx, id)
    if (!parcel || parcel.userId !== userId) throw notFound(MESSAGES.notFound)
    if (parcel.status !== 'new') throw badRequest(MESSAGES.notNew, { status: [MESSAGES.notNew] })
    for (const t of await repo.parcelTransactions(tx, parcel.id)) {
      if (t.status === 'paid') {
        const payment = await repo.findPayment(tx, t.paymentId)
        if (payment?.tag === 'wallet') {
          await postWalletEntry(tx, {
            userId,
            amount: t.price,
            type: 'refund',
            parcelOrderId: parcel.id,
            authorId: userId,
            note: `Refund of canceled parcel #${parcel.id}`,
          })
          await repo.updateTransactionStatus(tx, t.id, 'refund', 'parcel canceled: refunded to the wallet')
        }
      } else if (t.status === 'progress') {
        await repo.updateTransactionStatus(tx, t.id, 'canceled', 'parcel canceled')
      }
    }
    return moveTo(tx, parcel, 'canceled', userId, { canceledAt: new Date() })
  })
  return { parcel: await presentParcel(db, row, ctx), userId: row.userId, deliverymanId: row.deliverymanId }
}

/** `POST dashboard/user/parcel-orders/deliveryman-review/{id} {rating, comment}`: once, after delivery. */
export async function reviewCourier(
  db: Database,
  userId: number,
  id: number,
  review: { rating: number; comment?: string | null | undefined },
  ctx: RequestContext,
): Promise<Parcel> {
  const row = await db.transaction(async (tx) => {
    const parcel = await repo.lockParcel(tx, id)
    if (!parcel || parcel.userId !== userId) throw notFound(MESSAGES.notFound)
    if (parcel.status !== 'delivered') throw badRequest(MESSAGES.notDelivered)
    if (parcel.deliverymanId === null) throw badRequest(MESSAGES.noCourier)
    const written = await repo.insertReview(tx, {
      parcelOrderId: parcel.id,
      userId,
      deliverymanId: parcel.deliverymanId,
      rating: review.rating,
      comment: review.comment?.trim() ? review.comment.trim() : null,
    })
    if (!written) throw badRequest(MESSAGES.alreadyReviewed)
    return parcel
  })
  return presentParcel(db, row, ctx)
}

export interface ParcelPaymentResult {
  transaction: {
    id: number
    parcel_id: number
    price: number
    status: 'progress' | 'paid' | 'canceled' | 'rejected' | 'refund'
    payment_system: { id: number; tag: string } | null
    created_at: string
  }
  userId: number
  changed: boolean
}

function presentParcelTransaction(t: repo.TransactionRow, tag: string, rate: number, parcelId: number) {
  return {
    id: t.id,
    parcel_id: parcelId,
    price: atRate(t.price, rate),
    status: t.status,
    payment_system: { id: t.paymentId, tag },
    created_at: t.createdAt.toISOString(),
  }
}

/**
 * `POST /payments/parcel-order/{id}/transactions {payment_sys_id}`: cash (paid to the courier: the attempt stays
 * `progress` until delivery) or wallet (debited at once through the ledger, in this transaction; 400 "Insufficient
 * wallet balance" changes nothing). Card providers are refused with a message (no hosted page for parcels). Under a
 * lock of the parcel: a paid parcel refuses any further payment with 400 "The parcel is already paid", so money moves
 * once; a retry carrying the same `Idempotency-Key` answers the first attempt instead.
 */
export async function payParcel(
  db: Database,
  userId: number,
  id: number,
  paymentId: number | null | undefined,
  idempotencyKey: string | null,
): Promise<ParcelPaymentResult> {
  if (!paymentId) throw badRequest(MESSAGES.choosePayment, { payment_sys_id: [MESSAGES.choosePayment] })
  return db.transaction(async (tx) => {
    const parcel = await repo.lockParcel(tx, id)
    if (!parcel || parcel.userId !== userId) throw notFound(MESSAGES.notFound)
    if (idempotencyKey) {
      const claim = await claimIdempotencyKey(tx, userId, `parcel_payment:${parcel.id}`, idempotencyKey)
      if (!claim.claimed && claim.resourceId !== null) {
        const first = await repo.findTransaction(tx, claim.resourceId)
        const payment = first && (await repo.findPayment(tx, first.paymentId))
        if (first && payment) {
          return {
            transaction: presentParcelTransaction(first, payment.tag, parcel.rate, parcel.id),
            userId,
            changed: false,
          }
        }
      }
      const result = await payLocked(tx, parcel, userId, paymentId)
      if (claim.claimed) await recordIdempotentResult(tx, claim.id, result.transaction.id)
      return result
    }
    return payLocked(tx, parcel, userId, paymentId)
  })
}

async function payLocked(
  tx: Executor,
  parcel: repo.ParcelRow,
  userId: number,
  paymentId: number,
): Promise<ParcelPaymentResult> {
  if (parcel.status === 'canceled') throw badRequest(MESSAGES.canceled)
  const payment = await repo.findPayment(tx, paymentId)
  if (!payment || !payment.active)
    throw badRequest(MESSAGES.choosePayment, { payment_sys_id: [MESSAGES.choosePayment] })
  if (payment.tag !== 'cash' && payment.tag !== 'wallet') throw badRequest(MESSAGES.cardNotAvailable)
  const existing = await repo.parcelTransactions(tx, parcel.id)
  if (existing.some((t) => t.status === 'paid' || t.status === 'refund')) throw badRequest(MESSAGES.alreadyPaid)
  const open = existing.find((t) => t.status === 'progress' && t.paymentId === payment.id)
  if (open) {
    return {
      transaction: presentParcelTransaction(open, payment.tag, parcel.rate, parcel.id),
      userId,
      changed: false,
    }
  }
  for (const t of existing) {
    if (t.status === 'progress') await repo.updateTransactionStatus(tx, t.id, 'canceled', `switched to ${payment.tag}`)
  }
  let status: repo.TransactionRow['status'] = 'progress'
  if (payment.tag === 'wallet') {
    await postWalletEntry(tx, {
      userId,
      amount: -parcel.totalPrice,
      type: 'parcel',
      parcelOrderId: parcel.id,
      authorId: userId,
      note: `Payment for parcel #${parcel.id}`,
    })
    status = 'paid'
  }
  const row = await repo.insertTransaction(tx, {
    parcelOrderId: parcel.id,
    userId,
    paymentId: payment.id,
    price: parcel.totalPrice,
    status,
  })
  await repo.updateParcel(tx, parcel.id, { paymentId: payment.id })
  return { transaction: presentParcelTransaction(row, payment.tag, parcel.rate, parcel.id), userId, changed: true }
}

// ---- operators ----

function requireAdmin(user: AuthUser): void {
  if (user.role !== 'admin') throw forbidden(MESSAGES.notAdmin)
}

function requireCourier(user: AuthUser): void {
  if (user.role !== 'deliveryman') throw forbidden(MESSAGES.notCourier)
}

export async function listAllParcels(
  db: Executor,
  user: AuthUser,
  query: {
    statuses?: ParcelStatusValue[]
    status?: ParcelStatusValue
    column?: repo.ParcelSort['column']
    sort?: 'asc' | 'desc'
  },
  window: PageWindow,
  ctx: RequestContext,
) {
  requireAdmin(user)
  const statuses = query.statuses ?? (query.status ? [query.status] : undefined)
  const { rows, total } = await repo.pageParcels(db, { statuses }, window, {
    column: query.column ?? 'id',
    direction: query.sort ?? 'desc',
  })
  return { items: await presentParcels(db, rows, ctx), total }
}

export async function showParcelToAdmin(db: Executor, user: AuthUser, id: number, ctx: RequestContext) {
  requireAdmin(user)
  const row = await repo.findParcel(db, id)
  if (!row) throw notFound(MESSAGES.notFound)
  return presentParcel(db, row, ctx)
}

/**
 * `POST dashboard/admin/parcel-orders/{id}/deliveryman {deliveryman_id}`: assigns (or reassigns) an active courier
 * while the parcel is new, before any courier accepted it.
 */
export async function assignCourier(
  db: Database,
  user: AuthUser,
  id: number,
  deliverymanId: number,
  ctx: RequestContext,
): Promise<ParcelChange> {
  requireAdmin(user)
  const row = await db.transaction(async (tx) => {
    const parcel = await repo.lockParcel(tx, id)
    if (!parcel) throw notFound(MESSAGES.notFound)
    if (parcel.status !== 'new') throw badRequest(MESSAGES.notAssignable, { status: [MESSAGES.notAssignable] })
    const courier = await repo.findUserRole(tx, deliverymanId)
    if (!courier || courier.role !== 'deliveryman' || !courier.active) {
      throw badRequest(MESSAGES.notACourier, { deliveryman_id: [MESSAGES.notACourier] })
    }
    if (parcel.deliverymanId === deliverymanId) return parcel
    return repo.updateParcel(tx, parcel.id, { deliverymanId })
  })
  return { parcel: await presentParcel(db, row, ctx), userId: row.userId, deliverymanId: row.deliverymanId }
}

export async function listCourierParcels(
  db: Executor,
  user: AuthUser,
  query: {
    statuses?: ParcelStatusValue[]
    status?: ParcelStatusValue
    column?: repo.ParcelSort['column']
    sort?: 'asc' | 'desc'
  },
  window: PageWindow,
  ctx: RequestContext,
) {
  requireCourier(user)
  const statuses = query.statuses ?? (query.status ? [query.status] : undefined)
  const { rows, total } = await repo.pageParcels(db, { deliverymanId: user.id, statuses }, window, {
    column: query.column ?? 'id',
    direction: query.sort ?? 'desc',
  })
  return { items: await presentParcels(db, rows, ctx), total }
}

export async function showCourierParcel(db: Executor, user: AuthUser, id: number, ctx: RequestContext) {
  requireCourier(user)
  const row = await repo.findParcel(db, id)
  if (!row || row.deliverymanId !== user.id) throw notFound(MESSAGES.notFound)
  return presentParcel(db, row, ctx)
}

/**
 * `POST dashboard/deliveryman/parcel-orders/{id}/status/update {status}`: the assigned courier moves the parcel one
 * step: new → accepted → on_a_way → delivered. Anything else is 400 with the allowed next status in
 * `params.status`. Delivering a cash parcel marks its payment collected.
 */
export async function moveCourierParcel(
  db: Database,
  user: AuthUser,
  id: number,
  next: ParcelStatus | undefined,
  ctx: RequestContext,
): Promise<ParcelChange> {
  requireCourier(user)
  const row = await db.transaction(async (tx) => {
    const parcel = await repo.lockParcel(tx, id)
    if (!parcel) throw notFound(MESSAGES.notFound)
    if (parcel.deliverymanId !== user.id) throw forbidden(MESSAGES.notYours)
    const allowed = COURIER_NEXT[parcel.status]
    if (!next || next !== allowed) {
      const message = allowed
        ? `The parcel can only move from ${parcel.status} to ${allowed}`
        : `A ${parcel.status} parcel cannot change its status`
      throw new ApiError(400, 'ERROR_400', message, { status: allowed ? [allowed] : [] })
    }
    if (next === 'delivered') {
      const open = currentTransaction(await repo.parcelTransactions(tx, parcel.id), (t) => t.status)
      if (open?.status === 'progress') {
        const payment = await repo.findPayment(tx, open.paymentId)
        if (payment?.tag === 'cash')
          await repo.updateTransactionStatus(tx, open.id, 'paid', 'cash collected on delivery')
      }
    }
    return moveTo(tx, parcel, next, user.id)
  })
  return { parcel: await presentParcel(db, row, ctx), userId: row.userId, deliverymanId: row.deliverymanId }
}
