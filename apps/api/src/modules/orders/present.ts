import type { Order, Product, Shop } from '@basil/contracts'
import type { RequestContext } from '../../lib/context.ts'
import { imageUrl, isoDate } from '../../lib/present.ts'
import { stockWithProduct, type StockInfo } from '../cart/index.ts'
import type * as repo from './repository.ts'

function groupBy<T>(rows: readonly T[], key: (row: T) => number | null): Map<number, T[]> {
  const groups = new Map<number, T[]>()
  for (const row of rows) {
    const k = key(row)
    if (k === null) continue
    const list = groups.get(k)
    if (list) list.push(row)
    else groups.set(k, [row])
  }
  return groups
}

/** The rows a repository read answers (awaited). */
type RowsOf<Read extends (...args: never[]) => PromiseLike<unknown>> = Awaited<ReturnType<Read>>

/** What the orders' responses show besides the order rows, loaded by the read model for all of them at once. */
export interface OrderBundle {
  details: RowsOf<typeof repo.listDetails>
  transactions: RowsOf<typeof repo.listTransactions>
  reviews: RowsOf<typeof repo.listReviews>
  repeats: RowsOf<typeof repo.listRepeats>
  refunds: RowsOf<typeof repo.listRefunds>
  history: RowsOf<typeof repo.listHistory>
  currencies: RowsOf<typeof repo.listCurrencies>
  people: RowsOf<typeof repo.listPeople>
  /** Presented shops by id. */
  shops: ReadonlyMap<number, Shop>
  /** The lines' stocks by id (the product each belongs to); a deleted stock is absent. */
  info: ReadonlyMap<number, StockInfo>
  /** The lines' products as presented, by id. */
  products: ReadonlyMap<number, Product>
}

/**
 * Orders as the contract's Order, in the order given. Money is in the order's own currency at the rate it was placed
 * with; product pictures and titles follow the request. Pure: everything it shows is in the rows and the bundle.
 */
export function presentOrderBundles(
  rows: readonly repo.OrderRow[],
  { details, transactions, reviews, repeats, refunds, history, currencies, people, shops, info, products }: OrderBundle,
  ctx: RequestContext,
): Order[] {
  const detailsByOrder = groupBy(details, (d) => d.orderId)
  const transactionsByOrder = groupBy(transactions, (t) => t.t.orderId)
  const refundsByOrder = groupBy(refunds, (r) => r.orderId)
  const historyByOrder = groupBy(history, (h) => h.orderId)
  const reviewByOrder = new Map(reviews.map((r) => [r.orderId, r]))
  const repeatByOrder = new Map(repeats.map((r) => [r.orderId, r]))
  const currencyById = new Map(currencies.map((c) => [c.id, c]))
  const personById = new Map(people.map((p) => [p.id, p]))

  return rows.map((order) => {
    const m = (minor: number) => Math.round(minor * order.rate) / 100
    const lines = detailsByOrder.get(order.id) ?? []
    const presentLine = (d: (typeof lines)[number]) => ({
      id: d.id,
      stock_id: d.stockId,
      parent_id: d.parentId,
      quantity: d.quantity,
      origin_price: m(d.originPrice),
      discount: m(d.discount),
      tax: m(d.tax),
      total_price: m(d.totalPrice),
      bonus: d.bonus,
      note: d.note,
      stock: d.stockId === null ? null : stockWithProduct(products, info.get(d.stockId)?.productId, d.stockId),
    })
    const transaction = (transactionsByOrder.get(order.id) ?? []).at(-1)
    const currency = order.currencyId === null ? undefined : currencyById.get(order.currencyId)
    const review = reviewByOrder.get(order.id)
    const repeat = repeatByOrder.get(order.id)
    const deliveryman = order.deliverymanId === null ? undefined : personById.get(order.deliverymanId)
    return {
      id: order.id,
      user_id: order.userId,
      shop_id: order.shopId,
      status: order.status,
      total_price: m(order.totalPrice),
      origin_price: m(order.originPrice),
      total_discount: m(order.totalDiscount),
      tax: m(order.tax),
      service_fee: m(order.serviceFee),
      delivery_fee: m(order.deliveryFee),
      tips: m(order.tips),
      coupon:
        order.couponPrice > 0 || order.couponCode ? { name: order.couponCode, price: m(order.couponPrice) } : null,
      rate: order.rate,
      currency_id: order.currencyId,
      created_at: isoDate(order.createdAt)!,
      updated_at: isoDate(order.updatedAt)!,
      delivery_date: order.deliveryDate,
      delivery_time: order.deliveryTime,
      delivery_type: order.deliveryType,
      address: { address: order.address, office: order.office, house: order.house, floor: order.floor },
      location:
        order.latitude === null || order.longitude === null
          ? null
          : { latitude: order.latitude, longitude: order.longitude },
      phone: order.phone,
      username: order.username,
      note: order.note,
      shop: shops.get(order.shopId) ?? null,
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
      deliveryman: deliveryman
        ? {
            id: deliveryman.id,
            firstname: deliveryman.firstname,
            lastname: deliveryman.lastname,
            phone: deliveryman.phone,
            img: imageUrl(deliveryman.img, ctx),
          }
        : null,
      review: review
        ? { id: review.id, rating: review.rating, comment: review.comment, created_at: isoDate(review.createdAt)! }
        : null,
      repeat: repeat
        ? {
            id: repeat.id,
            order_id: repeat.orderId,
            from: repeat.from,
            to: repeat.to,
            created_at: isoDate(repeat.createdAt)!,
          }
        : null,
      details: lines
        .filter((d) => d.parentId === null)
        .map((main) => ({
          ...presentLine(main),
          addons: lines.filter((d) => d.parentId === main.id).map(presentLine),
        })),
      order_refunds: (refundsByOrder.get(order.id) ?? []).map((r) => ({
        id: r.id,
        status: r.status,
        cause: r.cause,
        answer: r.answer,
        created_at: isoDate(r.createdAt)!,
      })),
      transaction: transaction
        ? {
            id: transaction.t.id,
            price: m(transaction.t.price),
            status: transaction.t.status,
            payment_system: { id: transaction.t.paymentId, tag: transaction.tag },
            created_at: isoDate(transaction.t.createdAt)!,
          }
        : null,
      status_history: (historyByOrder.get(order.id) ?? []).map((h) => ({
        id: h.id,
        status: h.status,
        created_at: isoDate(h.createdAt)!,
      })),
      otp: order.otp,
      image_after_delivered: imageUrl(order.imageAfterDelivered, ctx),
    }
  })
}
