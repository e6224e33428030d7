// Orders as responses show them: every relation of a set of orders is loaded here, once for all of them, then handed
// to the pure presenter in present.ts.
import type { Order } from '@basil/contracts'
import type { Executor } from '../../db/types.ts'
import type { RequestContext } from '../../lib/context.ts'
import { loadStockInfo } from '../cart/index.ts'
import { presentProductsByIds, presentProductsFrom } from '../products/index.ts'
import { presentShopsByIds } from '../shops/index.ts'
import { presentOrderBundles } from './present.ts'
import * as repo from './repository.ts'

/**
 * Orders as the contract's Order, in the order given, with every relation loaded once for all of them. Money is in
 * the order's own currency at the rate it was placed with; product pictures and titles follow the request.
 */
export async function presentOrders(db: Executor, rows: repo.OrderRow[], ctx: RequestContext): Promise<Order[]> {
  if (rows.length === 0) return []
  const ids = rows.map((o) => o.id)
  const now = new Date()
  // One wait: the stocks and products are those of the orders' lines, found by the orders.
  const [
    details,
    transactions,
    reviews,
    repeats,
    refunds,
    history,
    currencies,
    shops,
    people,
    orderInfo,
    orderProducts,
  ] = await Promise.all([
    repo.listDetails(db, ids),
    repo.listTransactions(db, ids),
    repo.listReviews(db, ids),
    repo.listRepeats(db, ids),
    repo.listRefunds(db, ids),
    repo.listHistory(db, ids),
    repo.listCurrencies(db, [...new Set(rows.flatMap((o) => (o.currencyId === null ? [] : [o.currencyId])))]),
    presentShopsByIds(db, [...new Set(rows.map((o) => o.shopId))], ctx),
    repo.listPeople(db, [...new Set(rows.flatMap((o) => (o.deliverymanId === null ? [] : [o.deliverymanId])))]),
    loadStockInfo(db, { stockIdsFrom: repo.stockIdsOfOrders(ids) }, now, ctx.locale),
    presentProductsFrom(db, repo.productIdsOfOrders(ids), ctx, { withShop: false, now }),
  ])
  // Lines never change after an order is made, but a stock may be deleted meanwhile: then it is missing from both.
  const missingStocks = details.flatMap((d) => (d.stockId === null || orderInfo.has(d.stockId) ? [] : [d.stockId]))
  const info = missingStocks.length
    ? new Map([...orderInfo, ...(await loadStockInfo(db, missingStocks, now, ctx.locale))])
    : orderInfo
  const missingProducts = [...new Set([...info.values()].map((i) => i.productId))].filter(
    (id) => !orderProducts.has(id),
  )
  const products = missingProducts.length
    ? new Map([...orderProducts, ...(await presentProductsByIds(db, missingProducts, ctx, { withShop: false, now }))])
    : orderProducts
  return presentOrderBundles(
    rows,
    { details, transactions, reviews, repeats, refunds, history, currencies, people, shops, info, products },
    ctx,
  )
}
