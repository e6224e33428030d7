// Shared by the cart, order and wallet tests: customers made straight in the database with a session, and the demo
// data an order needs (an always-open shop, a product stock with an addon) reset to known values.
import { eq, inArray, sql } from 'drizzle-orm'
import type { TestApp } from '../../../test/app.ts'
import { payments, products, settings, shops, stocks, users } from '../../db/schema/index.ts'
import { issueSession } from '../../lib/sessions.ts'
import { postWalletEntry } from '../wallet/ledger.ts'

export { call, type Json } from '../auth/test-support.ts'

let counter = 0

/** A fresh customer with a session token; `balance` (minor units) is credited through the ledger. */
export async function makeCustomer(t: TestApp, options: { balance?: number; phone?: string | null } = {}) {
  counter += 1
  const tag = `${process.pid}-${Date.now().toString(36)}-${counter}`
  const [user] = await t.db
    .insert(users)
    .values({
      firstname: 'Cart',
      lastname: `Tester ${counter}`,
      email: `cart.${tag}@example.org`,
      phone:
        options.phone === undefined
          ? `+1555${String(counter).padStart(3, '0')}${String(Date.now() % 10000).padStart(4, '0')}`
          : options.phone,
      role: 'user',
    })
    .returning()
  if (options.balance) await postWalletEntry(t.db, { userId: user!.id, amount: options.balance, type: 'topup' })
  const token = await issueSession(t.db, user!.id, 1)
  return { id: user!.id, uuid: user!.uuid, token }
}

export interface Fixture {
  shopId: number
  /** Inside the shop's delivery zone. */
  location: { latitude: number; longitude: number }
  /** A main stock with an addon offered, and that addon's stock. */
  stockId: number
  productId: number
  addonStockId: number
  addonProductId: number
  /** Another main stock of the same shop (another product). */
  otherStockId: number
  otherProductId: number
  /** A stock of another orderable shop. */
  foreignShopId: number
  foreignStockId: number
  paymentIds: Record<string, number>
}

/** An always-open approved shop of the demo with a stock that has an addon, and what else the tests need. */
export async function findFixture(t: TestApp): Promise<Fixture> {
  const found = await t.db.execute<{
    shop_id: number
    stock_id: number
    product_id: number
    addon_stock_id: number
    addon_product_id: number
  }>(sql`
    SELECT s.id AS shop_id, st.id AS stock_id, p.id AS product_id, ast.id AS addon_stock_id, ap.id AS addon_product_id
    FROM shops s
    JOIN products p ON p.shop_id = s.id AND p.active AND p.status = 'published' AND NOT p.addon
    JOIN stocks st ON st.product_id = p.id
    JOIN stock_addons sa ON sa.stock_id = st.id
    JOIN products ap ON ap.id = sa.addon_product_id AND ap.active AND ap.status = 'published'
    JOIN stocks ast ON ast.product_id = ap.id
    WHERE s.status = 'approved' AND s.visibility AND s.open
      AND (SELECT count(*) FROM shop_working_days w
           WHERE w.shop_id = s.id AND w."from" = '00:00' AND w."to" = '23:59' AND NOT w.disabled) = 7
    ORDER BY s.id, st.id LIMIT 1`)
  const row = found.rows[0]
  if (!row) throw new Error('the demo has no always-open shop with addons')
  const [shop] = await t.db.select().from(shops).where(eq(shops.id, row.shop_id))
  const other = await t.db.execute<{ stock_id: number; product_id: number }>(sql`
    SELECT st.id AS stock_id, p.id AS product_id FROM products p JOIN stocks st ON st.product_id = p.id
    WHERE p.shop_id = ${row.shop_id} AND p.active AND p.status = 'published' AND NOT p.addon AND p.id <> ${row.product_id}
    ORDER BY st.id LIMIT 1`)
  const foreign = await t.db.execute<{ shop_id: number; stock_id: number }>(sql`
    SELECT s.id AS shop_id, st.id AS stock_id FROM shops s
    JOIN products p ON p.shop_id = s.id AND p.active AND p.status = 'published' AND NOT p.addon
    JOIN stocks st ON st.product_id = p.id
    WHERE s.status = 'approved' AND s.visibility AND s.id <> ${row.shop_id}
    ORDER BY s.id, st.id LIMIT 1`)
  const paymentRows = await t.db.select().from(payments)
  return {
    shopId: row.shop_id,
    location: { latitude: shop!.latitude, longitude: shop!.longitude },
    stockId: row.stock_id,
    productId: row.product_id,
    addonStockId: row.addon_stock_id,
    addonProductId: row.addon_product_id,
    otherStockId: other.rows[0]!.stock_id,
    otherProductId: other.rows[0]!.product_id,
    foreignShopId: foreign.rows[0]!.shop_id,
    foreignStockId: foreign.rows[0]!.stock_id,
    paymentIds: Object.fromEntries(paymentRows.map((p) => [p.tag, p.id])),
  }
}

/** Known quantities and rules for the fixture's stocks and shop, so each test starts from the same place. */
export async function resetFixture(t: TestApp, f: Fixture, quantity = 100) {
  await t.db
    .update(stocks)
    .set({ quantity })
    .where(inArray(stocks.id, [f.stockId, f.addonStockId, f.otherStockId, f.foreignStockId]))
  await t.db
    .update(products)
    .set({ minQty: 1, maxQty: 50, interval: 1, active: true, status: 'published' })
    .where(inArray(products.id, [f.productId, f.otherProductId]))
  await t.db.update(products).set({ minQty: 1, maxQty: 10, interval: 1 }).where(eq(products.id, f.addonProductId))
  await t.db.update(shops).set({ minAmount: 0, open: true }).where(eq(shops.id, f.shopId))
  await setSetting(t, 'before_order_phone_required', '0')
  await setSetting(t, 'group_order', '1')
}

export async function setSetting(t: TestApp, key: string, value: string) {
  await t.db.insert(settings).values({ key, value }).onConflictDoUpdate({ target: settings.key, set: { value } })
}

export async function stockQuantity(t: TestApp, stockId: number) {
  const [row] = await t.db.select({ q: stocks.quantity }).from(stocks).where(eq(stocks.id, stockId))
  return row!.q
}

/** Today's date in the shop's time zone (the demo's shops share one). */
export async function shopToday(t: TestApp, shopId: number, plusDays = 0) {
  const [shop] = await t.db.select({ tz: shops.timezone }).from(shops).where(eq(shops.id, shopId))
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone: shop!.tz,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date())
  const d = new Date(`${today}T12:00:00Z`)
  d.setUTCDate(d.getUTCDate() + plusDays)
  return d.toISOString().slice(0, 10)
}
