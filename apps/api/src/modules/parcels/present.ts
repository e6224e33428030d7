// Pure: parcel rows and their loaded relations to the contract's Parcel.
import type { Parcel, ParcelType } from '@basil/contracts'
import type { RequestContext } from '../../lib/context.ts'
import { imageUrl, isoDate } from '../../lib/present.ts'
import type * as repo from './repository.ts'

export interface ParcelBundle {
  types: ParcelType[]
  history: Awaited<ReturnType<typeof repo.listHistory>>
  reviews: Awaited<ReturnType<typeof repo.listReviews>>
  transactions: Awaited<ReturnType<typeof repo.listTransactions>>
  currencies: Awaited<ReturnType<typeof repo.listCurrencies>>
  people: Awaited<ReturnType<typeof repo.listPeople>>
}

/** Minor units at the parcel's rate to a 2-decimal amount. */
export const atRate = (minor: number, rate: number) => Math.round(minor * rate) / 100

/** The attempt a parcel shows: the settled one when there is one, else the newest. */
export function currentTransaction<T>(rows: T[], statusOf: (row: T) => string): T | undefined {
  return rows.find((t) => statusOf(t) === 'paid' || statusOf(t) === 'refund') ?? rows.at(-1)
}

export function presentParcelBundles(rows: repo.ParcelRow[], bundle: ParcelBundle, ctx: RequestContext): Parcel[] {
  const typeById = new Map(bundle.types.map((t) => [t.id, t]))
  const currencyById = new Map(bundle.currencies.map((c) => [c.id, c]))
  const personById = new Map(bundle.people.map((p) => [p.id, p]))
  const reviewByParcel = new Map(bundle.reviews.map((r) => [r.parcelOrderId, r]))
  return rows.map((parcel) => {
    const currency = parcel.currencyId === null ? undefined : currencyById.get(parcel.currencyId)
    const courier = parcel.deliverymanId === null ? undefined : personById.get(parcel.deliverymanId)
    const review = reviewByParcel.get(parcel.id)
    const transaction = currentTransaction(
      bundle.transactions.filter((t) => t.transaction.parcelOrderId === parcel.id),
      (t) => t.transaction.status,
    )
    return {
      id: parcel.id,
      user_id: parcel.userId,
      type_id: parcel.typeId,
      status: parcel.status,
      total_price: atRate(parcel.totalPrice, parcel.rate),
      rate: parcel.rate,
      currency_id: parcel.currencyId,
      km: Math.round(parcel.km * 100) / 100,
      username_from: parcel.usernameFrom,
      phone_from: parcel.phoneFrom,
      address_from: parcel.addressFrom,
      username_to: parcel.usernameTo,
      phone_to: parcel.phoneTo,
      address_to: parcel.addressTo,
      delivery_date: parcel.deliveryDate,
      delivery_time: parcel.deliveryTime,
      note: parcel.note,
      description: parcel.description,
      instructions: parcel.instructions,
      images: parcel.images.flatMap((path) => imageUrl(path, ctx) ?? []),
      notify: parcel.notify,
      length: parcel.length,
      width: parcel.width,
      height: parcel.height,
      weight: parcel.weight,
      created_at: isoDate(parcel.createdAt)!,
      updated_at: isoDate(parcel.updatedAt)!,
      type: typeById.get(parcel.typeId) ?? null,
      currency: currency
        ? {
            id: currency.id,
            title: currency.title,
            symbol: currency.symbol,
            rate: currency.rate,
            default: currency.isDefault,
            position: currency.position,
            active: currency.active,
          }
        : null,
      deliveryman: courier
        ? {
            id: courier.id,
            firstname: courier.firstname,
            lastname: courier.lastname,
            phone: courier.phone,
            img: imageUrl(courier.img, ctx),
          }
        : null,
      review: review
        ? { id: review.id, rating: review.rating, comment: review.comment, created_at: isoDate(review.createdAt)! }
        : null,
      transaction: transaction
        ? {
            id: transaction.transaction.id,
            price: atRate(transaction.transaction.price, parcel.rate),
            status: transaction.transaction.status,
            payment_system: { id: transaction.transaction.paymentId, tag: transaction.tag },
            created_at: isoDate(transaction.transaction.createdAt)!,
          }
        : null,
      status_history: bundle.history
        .filter((h) => h.parcelOrderId === parcel.id)
        .map((h) => ({ id: h.id, status: h.status, created_at: isoDate(h.createdAt)! })),
    }
  })
}
