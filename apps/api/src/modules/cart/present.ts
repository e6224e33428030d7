import type { Cart, CartDetail, Product } from '@basil/contracts'
import type { RequestContext } from '../../lib/context.ts'
import { isoDate, money } from '../../lib/present.ts'
import { priceLines, type PricedLine, type StockInfo } from './pricing.ts'
import type { CartDetailRow, CartRow, UserCartRow } from './repository.ts'

/** A stock of a presented product, with the product itself (as a cart or order line shows it). */
export function stockWithProduct(
  products: ReadonlyMap<number, Product>,
  productId: number | undefined,
  stockId: number,
) {
  const product = productId === undefined ? undefined : products.get(productId)
  const stock = product?.stocks.find((s) => s.id === stockId)
  if (!product || !stock) return null
  const { addons: _addons, ...plain } = stock
  return { ...plain, product: { ...product, stocks: product.stocks.map(({ addons: _a, ...s }) => s), stock: plain } }
}

/**
 * Who reads a cart: its signed-in owner, or one member (a guest, or a user who joined) by its `user_carts` row.
 * Member uuids are secrets: each viewer sees its own only. The invitation secret is the owner's.
 */
export type CartViewer = { owner: true } | { memberId: number }

/** What a cart's response shows besides the cart row, loaded by the read model. */
export interface CartBundle {
  /** Members that were not kicked, the owner's row first. */
  members: UserCartRow[]
  /** The members' lines. */
  details: CartDetailRow[]
  /** Current price and product of each line's stock, by stock id; a vanished stock is absent. */
  info: ReadonlyMap<number, StockInfo>
  /** The lines' products as presented, by id. */
  products: ReadonlyMap<number, Product>
}

/**
 * CartType of a cart: every member that was not kicked, each line priced now, in the request's currency. Pure:
 * everything it shows is in the cart row and its bundle.
 */
export function presentCartBundle(
  cart: CartRow,
  { members, details, info, products }: CartBundle,
  ctx: RequestContext,
  viewer: CartViewer,
): Cart {
  const { lines, totals } = priceLines(details, info)
  const pricedById = new Map(lines.map((l) => [l.id, l]))

  const presentLine = (line: PricedLine) => {
    const productId = info.get(line.stockId)?.productId
    const stock = stockWithProduct(products, productId, line.stockId)
    return {
      id: line.id,
      price: money(line.total, ctx),
      quantity: line.quantity,
      discount: money(line.discount, ctx),
      bonus: false,
      parent_id: line.parentId,
      // A line whose stock vanished still shows, priced 0, so the customer can remove it.
      stock: stock ?? emptyStock(line.stockId),
      unit: productId === undefined ? null : (products.get(productId)?.unit ?? null),
    }
  }

  const ownerRowId =
    'owner' in viewer ? members.find((m) => m.userId !== null && m.userId === cart.ownerId)?.id : undefined
  const viewerRowId = 'owner' in viewer ? ownerRowId : viewer.memberId
  const userCarts = members.map((member) => {
    const own = details.filter((d) => d.userCartId === member.id)
    const mains = own.filter((d) => d.parentId === null)
    let memberTotal = 0
    const cartDetails: CartDetail[] = mains.map((main) => {
      const priced = pricedById.get(main.id)!
      memberTotal += priced.total
      const addons = own
        .filter((d) => d.parentId === main.id)
        .map((a) => {
          const pa = pricedById.get(a.id)!
          memberTotal += pa.total
          return presentLine(pa)
        })
      return { ...presentLine(priced), addons }
    })
    return {
      id: member.id,
      cart_id: cart.id,
      user_id: member.userId,
      name: member.name,
      status: member.status,
      uuid: member.id === viewerRowId ? member.uuid : '',
      total_price: money(memberTotal, ctx),
      cartDetails,
    }
  })

  return {
    id: cart.id,
    owner_id: cart.ownerId,
    shop_id: cart.shopId,
    currency_id: ctx.currency.id || cart.currencyId,
    rate: ctx.currency.rate,
    total_price: money(totals.total, ctx),
    group: cart.group,
    receipt_count: 0,
    receipt_discount: 0,
    user_carts: userCarts,
    created_at: isoDate(cart.createdAt)!,
    updated_at: isoDate(cart.updatedAt)!,
    ...('owner' in viewer && cart.group ? { invite: cart.inviteToken } : {}),
  }
}

function emptyStock(stockId: number) {
  return {
    id: stockId,
    product_id: 0,
    price: 0,
    quantity: 0,
    discount: 0,
    tax: 0,
    total_price: 0,
    sku: null,
    addon: false,
    bonus: null,
    extras: [],
    product: null,
  }
}
