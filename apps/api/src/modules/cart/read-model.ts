// Carts as responses show them: members, lines, their stocks and products are loaded here, then handed to the pure
// presenter in present.ts.
import type { Cart } from '@basil/contracts'
import type { Executor } from '../../db/types.ts'
import type { RequestContext } from '../../lib/context.ts'
import { presentProductsByIds, presentProductsFrom } from '../products/index.ts'
import { presentCartBundle, type CartViewer } from './present.ts'
import { loadStockInfo } from './stock-info.ts'
import * as repo from './repository.ts'

/** CartType of a cart: every member that was not kicked, each line priced now, in the request's currency. */
export async function presentCart(
  db: Executor,
  cart: repo.CartRow,
  ctx: RequestContext,
  viewer: CartViewer,
  now = new Date(),
): Promise<Cart> {
  // All at once, one wait instead of three: the stocks and products are those of the cart's lines, found by the cart.
  const [members, details, cartInfo, cartProducts] = await Promise.all([
    repo.listMembers(db, cart.id, cart.ownerId),
    repo.listDetailsOfCart(db, cart.id),
    loadStockInfo(db, { stockIdsFrom: repo.stockIdsOfCart(cart.id) }, now, ctx.locale),
    presentProductsFrom(db, repo.productIdsOfCart(cart.id), ctx, { withShop: false, now }),
  ])
  // Read on the pool these need not share a snapshot: a line added between them is completed here, not shown empty.
  const missingStocks = details.map((d) => d.stockId).filter((id) => !cartInfo.has(id))
  const info = missingStocks.length
    ? new Map([...cartInfo, ...(await loadStockInfo(db, missingStocks, now, ctx.locale))])
    : cartInfo
  const missingProducts = [...new Set([...info.values()].map((i) => i.productId))].filter((id) => !cartProducts.has(id))
  const products = missingProducts.length
    ? new Map([...cartProducts, ...(await presentProductsByIds(db, missingProducts, ctx, { withShop: false, now }))])
    : cartProducts
  return presentCartBundle(cart, { members, details, info, products }, ctx, viewer)
}
