// Checkout totals: what a cart costs as an order. Used by the cart's calculate endpoint (checkout/routes.ts) and by
// order creation, so that both answer the same numbers.
import { isOpenAt, type CartCalculateBody, type CartCalculation } from '@basil/contracts'
import type { Executor } from '../../db/types.ts'
import type { RequestContext } from '../../lib/context.ts'
import { badRequest, notInDeliveryZone } from '../../lib/errors.ts'
import { money } from '../../lib/present.ts'
import {
  priceCart,
  requireOwnCart,
  type CartRow,
  type GoodsTotals,
  type PricedLine,
  type ShopRow,
  type StockInfo,
} from '../cart/index.ts'
import { couponDiscount, requireUsableCoupon } from '../promotions/index.ts'
import {
  assertTakesOrderAt,
  distanceKm,
  findShopsDeliveringTo,
  loadShopSchedule,
  type GeoPoint,
} from '../shops/index.ts'

export interface CheckoutInput {
  type: 'delivery' | 'pickup'
  address?: GeoPoint | null
  coupon?: string | null
  /** Minor units of the default currency. */
  tips: number
  /** Whose coupon usage counts (the cart's owner). */
  userId: number | null
  now: Date
}

export interface CheckoutTotals extends GoodsTotals {
  lines: PricedLine[]
  info: Map<number, StockInfo>
  shop: ShopRow
  shopTax: number
  deliveryFee: number
  serviceFee: number
  couponId: number | null
  couponCode: string | null
  couponPrice: number
  tips: number
  /** What the customer pays. */
  grandTotal: number
  km: number
}

/**
 * What the cart costs as an order, minor units: goods (recomputed now), the product taxes plus the shop's tax on
 * the discounted goods, a delivery fee of the shop's price per km over the great-circle distance (never below the
 * shop's delivery price), the service fee, the coupon, the tip.
 */
export async function computeCheckout(db: Executor, cart: CartRow, input: CheckoutInput): Promise<CheckoutTotals> {
  const { shop, lines, info, ...totals } = await priceCart(db, cart, input.now)
  const goods = totals.origin - totals.discount

  let km = 0
  let deliveryFee = 0
  if (input.type === 'delivery') {
    if (!input.address) throw badRequest('The delivery address is required', { address: ['is required'] })
    const delivering = await findShopsDeliveringTo(db, input.address, [shop.id])
    if (!delivering.has(shop.id)) throw notInDeliveryZone()
    km = distanceKm(input.address, shop)
    deliveryFee = Math.max(shop.price, Math.round(km * shop.pricePerKm))
  }
  const shopTax = Math.round((goods * shop.tax) / 100)
  let couponPrice = 0
  let couponId: number | null = null
  let couponCode: string | null = null
  if (input.coupon) {
    const coupon = await requireUsableCoupon(db, shop.id, input.coupon, input.userId, input.now)
    couponPrice = couponDiscount(coupon, goods)
    couponId = coupon.id
    couponCode = coupon.name
  }
  const tax = totals.tax + shopTax
  const grandTotal = Math.max(0, goods + tax + deliveryFee + shop.serviceFee - couponPrice + input.tips)
  return {
    ...totals,
    tax,
    lines,
    info,
    shop,
    shopTax,
    deliveryFee,
    serviceFee: shop.serviceFee,
    couponId,
    couponCode,
    couponPrice,
    tips: input.tips,
    grandTotal,
    km,
  }
}

/** `cart/calculate/{id}` for the cart's owner. */
export async function calculate(
  db: Executor,
  userId: number,
  cartId: number,
  body: CartCalculateBody,
  ctx: RequestContext,
): Promise<CartCalculation> {
  const cart = await requireOwnCart(db, userId, cartId)
  const tips = body.tips ? Math.round((body.tips * 100) / (ctx.currency.rate || 1)) : 0
  const t = await computeCheckout(db, cart, {
    type: body.type,
    address: body.address,
    coupon: body.coupon,
    tips,
    userId,
    now: ctx.now,
  })
  const schedule = await loadShopSchedule(db, t.shop, ctx.now, ctx.timeZone)
  // Asked for a moment: the answer the order would give, so a client learns it before placing the order.
  if (body.delivery_date || body.delivery_time) {
    assertTakesOrderAt(schedule, { date: body.delivery_date, time: body.delivery_time }, ctx.now)
  }
  return {
    price: money(t.origin, ctx),
    delivery_fee: money(t.deliveryFee, ctx),
    total_tax: money(t.tax, ctx),
    total_discount: money(t.discount, ctx),
    coupon_price: money(t.couponPrice, ctx),
    service_fee: money(t.serviceFee, ctx),
    tips: money(t.tips, ctx),
    total_price: money(t.grandTotal, ctx),
    min_amount: money(t.shop.minAmount, ctx),
    km: Math.round(t.km * 1000) / 1000,
    rate: ctx.currency.rate,
    shop_open: isOpenAt(schedule, ctx.now),
  }
}
