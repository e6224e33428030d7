import {
  cartCalculationResponseSchema,
  cartResponseSchema,
  userCartResponseSchema,
  type Cart,
  type CartDetail,
} from '@basil/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/app.ts'
import { call, errorOf, json } from '../../../test/kit.ts'
import { cartDetails, carts, shops, stocks } from '../../db/schema/index.ts'
import { findFixture, makeCustomer, resetFixture, setSetting, type Fixture } from '../orders/test-support.ts'
import { KICKED_FROM_GROUP, INVALID_GROUP, LEAVE_GROUP_FIRST, ONE_SHOP_PER_CART, OUT_OF_STOCK } from './service.ts'

let t: TestApp
let f: Fixture
beforeAll(async () => {
  t = await createTestApp()
  f = await findFixture(t)
})
afterAll(() => t.close())
beforeEach(() => resetFixture(t, f))

const insert = (token: string, products: unknown[], shopId = f.shopId) =>
  call(t, 'POST', 'dashboard/user/cart/insert-product', {
    token,
    body: { shop_id: shopId, currency_id: 1, rate: 1, products },
  })

function mains(cart: Cart): CartDetail[] {
  return cart.user_carts.flatMap((m) => m.cartDetails)
}

describe("the signed-in user's cart", () => {
  it('creates the cart on the first insert; GET cart answers CartType, 404 without a cart', async () => {
    const a = await makeCustomer(t)
    expect((await call(t, 'GET', 'dashboard/user/cart', { token: a.token })).status).toBe(404)
    const res = await insert(a.token, [{ stock_id: f.stockId, quantity: 2 }])
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const cart = json(res, cartResponseSchema).data
    expect(cart).toMatchObject({ owner_id: a.id, shop_id: f.shopId, group: false, receipt_count: 0 })
    expect(cart.user_carts).toHaveLength(1)
    expect(cart.user_carts[0]).toMatchObject({ user_id: a.id, status: false })
    const line = mains(cart)[0]!
    expect(line).toMatchObject({ quantity: 2, bonus: false, addons: [] })
    expect(line.stock).toMatchObject({ id: f.stockId, product: { id: f.productId } })
    expect(line.price).toBeCloseTo(line.stock.total_price * 2, 2)
    expect(cart.total_price).toBeCloseTo(line.price, 2)
    const again = await call(t, 'GET', 'dashboard/user/cart', { token: a.token, query: { currency_id: 1 } })
    expect(again.status).toBe(200)
    expect(json(again, cartResponseSchema).data.id).toBe(cart.id)
    expect(
      (await call(t, 'GET', 'dashboard/user/cart', { token: a.token, query: { shop_id: f.foreignShopId } })).status,
    ).toBe(404)
    expect((await call(t, 'GET', 'dashboard/user/cart')).status).toBe(401)
  })

  it('merges lines by stock and addon set; quantities are absolute; 0 removes; one request adds identical lines', async () => {
    const a = await makeCustomer(t)
    await insert(a.token, [{ stock_id: f.stockId, quantity: 1 }])
    let res = await insert(a.token, [{ stock_id: f.stockId, quantity: 3 }])
    expect(mains(json(res, cartResponseSchema).data)).toHaveLength(1)
    expect(mains(json(res, cartResponseSchema).data)[0]!.quantity).toBe(3)
    // The same stock with an addon is another line; the addon is a child line.
    res = await insert(a.token, [
      { stock_id: f.stockId, quantity: 2 },
      { stock_id: f.addonStockId, quantity: 1, parent_id: f.stockId },
    ])
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    let lines = mains(json(res, cartResponseSchema).data)
    expect(lines).toHaveLength(2)
    const withAddon = lines.find((l) => l.addons.length === 1)!
    expect(withAddon.quantity).toBe(2)
    expect(withAddon.addons[0]).toMatchObject({ quantity: 1, parent_id: withAddon.id, stock: { id: f.addonStockId } })
    // The addon is charged per unit of its line: 2 × (main + addon).
    expect(withAddon.addons[0]!.price).toBeCloseTo(withAddon.addons[0]!.stock.total_price * 2, 2)
    const [detailRows] = [await t.db.select().from(cartDetails).where(eq(cartDetails.parentId, withAddon.id))]
    expect(detailRows).toHaveLength(1)
    expect(json(res, cartResponseSchema).data.total_price).toBeCloseTo(
      lines.reduce((s, l) => s + l.price + l.addons.reduce((x, ad) => x + ad.price, 0), 0),
      2,
    )
    // Same stock + same addons again: that line, its quantity set.
    res = await insert(a.token, [
      { stock_id: f.stockId, quantity: 4 },
      { stock_id: f.addonStockId, quantity: 1, parent_id: f.stockId },
    ])
    lines = mains(json(res, cartResponseSchema).data)
    expect(lines).toHaveLength(2)
    expect(lines.find((l) => l.addons.length === 1)!.quantity).toBe(4)
    // Two identical lines in one request add up (the guest cart sync).
    res = await insert(a.token, [
      { stock_id: f.otherStockId, quantity: 1 },
      { stock_id: f.otherStockId, quantity: 2 },
    ])
    expect(mains(json(res, cartResponseSchema).data).find((l) => l.stock.id === f.otherStockId)!.quantity).toBe(3)
    // Quantity 0 removes the line (with its addons).
    res = await insert(a.token, [
      { stock_id: f.stockId, quantity: 0 },
      { stock_id: f.addonStockId, quantity: 1, parent_id: f.stockId },
    ])
    lines = mains(json(res, cartResponseSchema).data)
    expect(lines.some((l) => l.addons.length > 0)).toBe(false)
    expect(lines).toHaveLength(2)
  })

  it('refuses an addon that is not offered with the product, and an addon sold alone', async () => {
    const a = await makeCustomer(t)
    const notOffered = await insert(a.token, [
      { stock_id: f.otherStockId, quantity: 1 },
      { stock_id: f.addonStockId, quantity: 1, parent_id: f.otherStockId },
    ])
    // The other product may offer the same addon; only assert when it does not.
    if (notOffered.status !== 200) expect(notOffered.status).toBe(400)
    const alone = await insert(a.token, [{ stock_id: f.addonStockId, quantity: 1 }])
    expect(alone.status).toBe(400)
    const orphan = await insert(a.token, [{ stock_id: f.addonStockId, quantity: 1, parent_id: 999_999 }])
    expect(orphan.status).toBe(400)
    expect(errorOf(orphan).status).toBe(false)
  })

  it('enforces min, max, interval and the stock on hand ("Out of stock")', async () => {
    const a = await makeCustomer(t)
    await t.db.update(stocks).set({ quantity: 5 }).where(eq(stocks.id, f.stockId))
    const tooMany = await insert(a.token, [{ stock_id: f.stockId, quantity: 6 }])
    expect(tooMany.status).toBe(400)
    expect(errorOf(tooMany).message).toBe(OUT_OF_STOCK)
    expect((await insert(a.token, [{ stock_id: f.stockId, quantity: 5 }])).status).toBe(200)
    // The addon's units scale with its line: 5 × 2 = 10 > 5 on hand.
    await t.db.update(stocks).set({ quantity: 5 }).where(eq(stocks.id, f.addonStockId))
    const addonShort = await insert(a.token, [
      { stock_id: f.stockId, quantity: 5 },
      { stock_id: f.addonStockId, quantity: 2, parent_id: f.stockId },
    ])
    expect(errorOf(addonShort).message).toBe(OUT_OF_STOCK)
    await resetFixture(t, f)
    const { products } = await import('../../db/schema/index.ts')
    await t.db.update(products).set({ minQty: 2, maxQty: 6, interval: 2 }).where(eq(products.id, f.productId))
    const b = await makeCustomer(t)
    const below = await insert(b.token, [{ stock_id: f.stockId, quantity: 1 }])
    expect(below.status).toBe(400)
    expect(errorOf(below).params?.quantity).toBeDefined()
    expect((await insert(b.token, [{ stock_id: f.stockId, quantity: 8 }])).status).toBe(400)
    expect((await insert(b.token, [{ stock_id: f.stockId, quantity: 3 }])).status).toBe(400)
    expect((await insert(b.token, [{ stock_id: f.stockId, quantity: 4 }])).status).toBe(200)
    // Nothing was written by the refused requests.
    const cart = await call(t, 'GET', 'dashboard/user/cart', { token: b.token })
    expect(mains(json(cart, cartResponseSchema).data).map((l) => l.quantity)).toEqual([4])
  })

  it('applies concurrent writes to one cart one after another, across instances: one line per item, the last quantity stands', async () => {
    // Issue 13, item 5: the write reads the cart's lines in the same queue as its lock. Were they read before the lock
    // was granted, racing writers would each see no line of the product and each insert one. Writers of one instance
    // go in batches (one lock for several requests); the four instances here meet only at the database's lock.
    const instances = [t, ...(await Promise.all([t.sibling(), t.sibling(), t.sibling()])).map((app) => ({ ...t, app }))]
    const a = await makeCustomer(t)
    // The cart exists (empty) before the race, so every writer takes the locked path.
    expect((await insert(a.token, [{ stock_id: f.stockId, quantity: 1 }])).status).toBe(200)
    expect(
      mains(json(await insert(a.token, [{ stock_id: f.stockId, quantity: 0 }]), cartResponseSchema).data),
    ).toHaveLength(0)
    const quantities = [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 6, 7, 8]
    const answers = await Promise.all(
      quantities.map((quantity, i) =>
        call(instances[i % instances.length]!, 'POST', 'dashboard/user/cart/insert-product', {
          token: a.token,
          body: {
            shop_id: f.shopId,
            currency_id: 1,
            rate: 1,
            products: [
              { stock_id: f.stockId, quantity },
              { stock_id: f.addonStockId, quantity: 1, parent_id: f.stockId },
            ],
          },
        }),
      ),
    )
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    const cart = json(await call(t, 'GET', 'dashboard/user/cart', { token: a.token }), cartResponseSchema).data
    const lines = mains(cart)
    expect(lines).toHaveLength(1)
    expect(lines[0]!.addons).toHaveLength(1)
    expect(quantities).toContain(lines[0]!.quantity)
    // Whichever write committed last, its own answer shows what the cart then held.
    const [row] = await t.db.select().from(carts).where(eq(carts.ownerId, a.id))
    expect(row?.status).toBe('active')
    expect(
      answers.some((answer) => mains(json(answer, cartResponseSchema).data)[0]?.quantity === lines[0]!.quantity),
    ).toBe(true)
  })

  it('answers each of many simultaneous writes to one cart on its own: a refused one changes nothing of the others', async () => {
    const a = await makeCustomer(t)
    await t.db.update(stocks).set({ quantity: 5 }).where(eq(stocks.id, f.stockId))
    expect((await insert(a.token, [{ stock_id: f.stockId, quantity: 1 }])).status).toBe(200)
    // Sent together, so that one instance takes them in one batch: four good writes, two refused (more than on hand).
    const tooMany = 6
    const bodies = [2, tooMany, 3, tooMany, 1].map((quantity) => [{ stock_id: f.stockId, quantity }])
    const withAddon = [
      { stock_id: f.stockId, quantity: 1 },
      { stock_id: f.addonStockId, quantity: 2, parent_id: f.stockId },
    ]
    const answers = await Promise.all([
      ...bodies.map((products) => insert(a.token, products)),
      insert(a.token, withAddon),
    ])
    expect(answers.map((r) => r.status)).toEqual([200, 400, 200, 400, 200, 200])
    expect(answers[1]!.body).toMatchObject({ status: false, statusCode: 'ERROR_400' })
    expect(answers[3]!.body).toMatchObject({ status: false, statusCode: 'ERROR_400' })
    const cart = json(await call(t, 'GET', 'dashboard/user/cart', { token: a.token }), cartResponseSchema).data
    const lines = mains(cart)
    // The plain line holds one of the good quantities (whichever came last) and the line with its addon is beside it.
    expect(lines).toHaveLength(2)
    expect([2, 3, 1]).toContain(lines.find((l) => l.addons.length === 0)?.quantity)
    expect(lines.find((l) => l.addons.length === 1)?.addons[0]?.quantity).toBe(2)
  })

  it('keeps one shop per cart, switching an empty cart over', async () => {
    const a = await makeCustomer(t)
    await insert(a.token, [{ stock_id: f.stockId, quantity: 1 }])
    const other = await insert(a.token, [{ stock_id: f.foreignStockId, quantity: 1 }], f.foreignShopId)
    expect(other.status).toBe(400)
    expect(errorOf(other).message).toBe(ONE_SHOP_PER_CART)
    // A stock of another shop sent with this shop's id is refused the same way.
    const mixed = await insert(a.token, [{ stock_id: f.foreignStockId, quantity: 1 }])
    expect(mixed.status).toBe(400)
    const cart = json(await call(t, 'GET', 'dashboard/user/cart', { token: a.token }), cartResponseSchema).data
    const line = mains(cart)[0]!
    expect(
      (await call(t, 'DELETE', 'dashboard/user/cart/product/delete', { token: a.token, body: { ids: [line.id] } }))
        .status,
    ).toBe(200)
    const switched = await insert(a.token, [{ stock_id: f.foreignStockId, quantity: 1 }], f.foreignShopId)
    expect(switched.status, JSON.stringify(switched.body)).toBe(200)
    expect(json(switched, cartResponseSchema).data).toMatchObject({ id: cart.id, shop_id: f.foreignShopId })
  })

  it('deletes lines and the cart; another user can touch neither', async () => {
    const a = await makeCustomer(t)
    const b = await makeCustomer(t)
    const res = await insert(a.token, [
      { stock_id: f.stockId, quantity: 1 },
      { stock_id: f.addonStockId, quantity: 1, parent_id: f.stockId },
      { stock_id: f.otherStockId, quantity: 1 },
    ])
    const cart = json(res, cartResponseSchema).data
    const withAddon = mains(cart).find((l) => l.addons.length === 1)!
    // B has no cart: A's ids are not found for B.
    expect(
      (await call(t, 'DELETE', 'dashboard/user/cart/product/delete', { token: b.token, body: { ids: [withAddon.id] } }))
        .status,
    ).toBe(404)
    await insert(b.token, [{ stock_id: f.stockId, quantity: 1 }])
    expect(
      (await call(t, 'DELETE', 'dashboard/user/cart/product/delete', { token: b.token, body: { ids: [withAddon.id] } }))
        .status,
    ).toBe(404)
    expect(
      (await call(t, 'DELETE', 'dashboard/user/cart/delete', { token: b.token, body: { ids: [cart.id] } })).status,
    ).toBe(404)
    expect(
      (await call(t, 'POST', `dashboard/user/cart/calculate/${cart.id}`, { token: b.token, body: { type: 'pickup' } }))
        .status,
    ).toBe(404)
    expect((await call(t, 'POST', `dashboard/user/cart/set-group/${cart.id}`, { token: b.token })).status).toBe(404)
    // A deletes the line with the addon: its addon goes too.
    const del = await call(t, 'DELETE', 'dashboard/user/cart/product/delete', {
      token: a.token,
      body: { ids: [withAddon.id] },
    })
    expect(del.status).toBe(200)
    expect(mains(json(del, cartResponseSchema).data)).toHaveLength(1)
    expect(await t.db.select().from(cartDetails).where(eq(cartDetails.parentId, withAddon.id))).toHaveLength(0)
    const gone = await call(t, 'DELETE', 'dashboard/user/cart/delete', { token: a.token, body: { ids: [cart.id] } })
    expect(gone.status).toBe(200)
    expect((await call(t, 'GET', 'dashboard/user/cart', { token: a.token })).status).toBe(404)
    expect(await t.db.select().from(carts).where(eq(carts.id, cart.id))).toHaveLength(0)
  })

  it('validates bodies with 400 and params', async () => {
    const a = await makeCustomer(t)
    const res = await call(t, 'POST', 'dashboard/user/cart/insert-product', {
      token: a.token,
      body: { shop_id: 'x', products: [] },
    })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ status: false, statusCode: 'ERROR_400' })
    const unknown = await insert(a.token, [{ stock_id: 2_000_000_000, quantity: 1 }])
    expect(unknown.status).toBe(404)
    const open = await call(t, 'POST', 'dashboard/user/cart/open', { token: a.token, body: { shop_id: f.shopId } })
    expect(open.status).toBe(200)
    expect(json(open, cartResponseSchema).data.shop_id).toBe(f.shopId)
  })
})

describe('cart/calculate', () => {
  it('adds the distance delivery fee, tax, service fee, coupon and tips', async () => {
    const a = await makeCustomer(t)
    const cart = json(await insert(a.token, [{ stock_id: f.stockId, quantity: 2 }]), cartResponseSchema).data
    const [shop] = await t.db.select().from(shops).where(eq(shops.id, f.shopId))
    const near = { latitude: f.location.latitude + 0.01, longitude: f.location.longitude }
    const res = await call(t, 'POST', `dashboard/user/cart/calculate/${cart.id}`, {
      token: a.token,
      body: { address: near, type: 'delivery', currency_id: 1, tips: 2 },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const c = json(res, cartCalculationResponseSchema).data
    const km = 0.01 * 111.195
    expect(c.km).toBeCloseTo(km, 1)
    expect(c.delivery_fee).toBeCloseTo(Math.max(shop!.price, Math.round(c.km * shop!.pricePerKm)) / 100, 1)
    expect(c.service_fee).toBeCloseTo(shop!.serviceFee / 100, 2)
    expect(c.tips).toBe(2)
    expect(c.total_price).toBeCloseTo(
      c.price - c.total_discount + c.total_tax + c.delivery_fee + c.service_fee - c.coupon_price + c.tips,
      2,
    )
    const pickup = await call(t, 'POST', `dashboard/user/cart/calculate/${cart.id}`, {
      token: a.token,
      body: { type: 'pickup' },
    })
    expect(json(pickup, cartCalculationResponseSchema).data).toMatchObject({ delivery_fee: 0, km: 0, tips: 0 })
    const coupon = await call(t, 'POST', `dashboard/user/cart/calculate/${cart.id}`, {
      token: a.token,
      body: { type: 'pickup', coupon: 'DEMO10' },
    })
    expect(coupon.status, JSON.stringify(coupon.body)).toBe(200)
    expect(json(coupon, cartCalculationResponseSchema).data.coupon_price).toBeCloseTo(
      Math.round((c.price - c.total_discount) * 10) / 100,
      1,
    )
    const bad = await call(t, 'POST', `dashboard/user/cart/calculate/${cart.id}`, {
      token: a.token,
      body: { type: 'pickup', coupon: 'NOPE' },
    })
    expect(bad.status).toBe(400)
    const far = await call(t, 'POST', `dashboard/user/cart/calculate/${cart.id}`, {
      token: a.token,
      body: { type: 'delivery', address: { latitude: -33.9, longitude: 151.2 } },
    })
    expect(far.status).toBe(400)
    expect(errorOf(far).message).toBe("Sorry, we're not available here")
    const noAddress = await call(t, 'POST', `dashboard/user/cart/calculate/${cart.id}`, {
      token: a.token,
      body: { type: 'delivery' },
    })
    expect(noAddress.status).toBe(400)
  })

  it('converts to the request currency', async () => {
    const a = await makeCustomer(t)
    const cart = json(await insert(a.token, [{ stock_id: f.stockId, quantity: 1 }]), cartResponseSchema).data
    const { currencies } = await import('../../db/schema/index.ts')
    const all = await t.db.select().from(currencies)
    const other = all.find((c) => !c.isDefault && c.active && c.rate !== 1)
    expect(other, 'a non-default currency').toBeDefined()
    if (!other) return
    const base = await call(t, 'POST', `dashboard/user/cart/calculate/${cart.id}`, {
      token: a.token,
      body: { type: 'pickup' },
    })
    const conv = await call(t, 'POST', `dashboard/user/cart/calculate/${cart.id}`, {
      token: a.token,
      query: { currency_id: other.id },
      body: { type: 'pickup' },
    })
    expect(json(conv, cartCalculationResponseSchema).data.price).toBeCloseTo(
      json(base, cartCalculationResponseSchema).data.price * other.rate,
      0,
    )
    expect(json(conv, cartCalculationResponseSchema).data.rate).toBe(other.rate)
    // Clients of this API family put currency_id in the body of cart writes.
    const viaBody = await call(t, 'POST', `dashboard/user/cart/calculate/${cart.id}`, {
      token: a.token,
      body: { type: 'pickup', currency_id: other.id },
    })
    expect(json(viaBody, cartCalculationResponseSchema).data.rate).toBe(other.rate)
    const inserted = await call(t, 'POST', 'dashboard/user/cart/insert-product', {
      token: a.token,
      body: { shop_id: f.shopId, currency_id: other.id, products: [{ stock_id: f.stockId, quantity: 1 }] },
    })
    expect(json(inserted, cartResponseSchema).data).toMatchObject({ currency_id: other.id, rate: other.rate })
  })
})

describe('group orders', () => {
  it('lets guests join, add their lines and mark done; the owner sees everyone and kicks', async () => {
    const owner = await makeCustomer(t)
    const cart = json(await insert(owner.token, [{ stock_id: f.stockId, quantity: 1 }]), cartResponseSchema).data
    // Not a group yet: nobody can join.
    const early = await call(t, 'POST', 'rest/cart/open', {
      body: { name: 'Ann', shop_id: f.shopId, cart_id: cart.id },
    })
    expect(early.status).toBe(400)
    expect(errorOf(early).message).toBe(INVALID_GROUP)
    const group = await call(t, 'POST', `dashboard/user/cart/set-group/${cart.id}`, { token: owner.token })
    expect(group.status).toBe(200)
    expect(json(group, cartResponseSchema).data.group).toBe(true)
    const invite = json(group, cartResponseSchema).data.invite as string

    const joined = await call(t, 'POST', 'rest/cart/open', {
      body: { name: 'Ann', shop_id: f.shopId, cart_id: cart.id, invite },
    })
    expect(joined.status, JSON.stringify(joined.body)).toBe(200)
    expect(json(joined, userCartResponseSchema).data).toMatchObject({
      name: 'Ann',
      cart_id: cart.id,
      user_id: null,
      status: false,
      cartDetails: [],
    })
    const ann = json(joined, userCartResponseSchema).data.uuid
    expect(
      errorOf(
        await call(t, 'POST', 'rest/cart/open', {
          body: { name: 'Bob', shop_id: f.foreignShopId, cart_id: cart.id, invite },
        }),
      ).message,
    ).toBe(INVALID_GROUP)

    const added = await call(t, 'POST', 'rest/cart/insert-product', {
      body: {
        shop_id: f.shopId,
        cart_id: cart.id,
        user_cart_uuid: ann,
        products: [{ stock_id: f.otherStockId, quantity: 2 }],
      },
    })
    expect(added.status, JSON.stringify(added.body)).toBe(200)
    const seen = await call(t, 'GET', `rest/cart/${cart.id}`, { query: { shop_id: f.shopId, user_cart_uuid: ann } })
    expect(seen.status).toBe(200)
    expect(json(seen, cartResponseSchema).data.user_carts.map((m) => m.name)).toEqual([expect.any(String), 'Ann'])
    const ownerView = json(await call(t, 'GET', 'dashboard/user/cart', { token: owner.token }), cartResponseSchema).data
    expect(ownerView.user_carts).toHaveLength(2)
    expect(ownerView.user_carts[1]!.cartDetails[0]).toMatchObject({ quantity: 2, stock: { id: f.otherStockId } })
    expect(ownerView.total_price).toBeCloseTo(
      ownerView.user_carts[0]!.total_price + ownerView.user_carts[1]!.total_price,
      2,
    )

    const done = await call(t, 'POST', `rest/cart/status/${ann}`, { body: { cart_id: cart.id } })
    expect(done.status).toBe(200)
    expect(json(done, cartResponseSchema).data.user_carts[1]!.status).toBe(true)

    // Ann removes her own line by id with her uuid; someone else's line is not hers.
    const annLine = ownerView.user_carts[1]!.cartDetails[0]!.id
    const ownerLine = ownerView.user_carts[0]!.cartDetails[0]!.id
    expect(
      (await call(t, 'DELETE', 'rest/cart/product/delete', { body: { ids: [ownerLine], user_cart_uuid: ann } })).status,
    ).toBe(404)
    expect((await call(t, 'DELETE', 'rest/cart/product/delete', { body: { ids: [ownerLine] } })).status).toBe(403)
    expect(
      (await call(t, 'DELETE', 'rest/cart/product/delete', { body: { ids: [annLine], user_cart_uuid: ann } })).status,
    ).toBe(200)

    // The owner kicks Ann: she is told so.
    const kicked = await call(t, 'DELETE', 'dashboard/user/cart/member/delete', {
      token: owner.token,
      query: { 'ids[0]': ann },
    })
    expect(kicked.status).toBe(200)
    expect(json(kicked, cartResponseSchema).data.user_carts).toHaveLength(1)
    const after = await call(t, 'GET', `rest/cart/${cart.id}`, { query: { user_cart_uuid: ann } })
    expect(after.status).toBe(400)
    expect(errorOf(after).message).toBe(KICKED_FROM_GROUP)
    const addAfter = await call(t, 'POST', 'rest/cart/insert-product', {
      body: {
        shop_id: f.shopId,
        cart_id: cart.id,
        user_cart_uuid: ann,
        products: [{ stock_id: f.otherStockId, quantity: 1 }],
      },
    })
    expect(errorOf(addAfter).message).toBe(KICKED_FROM_GROUP)
  })

  it('needs the group_order setting; a signed-in member must leave the group before filling their own cart', async () => {
    const owner = await makeCustomer(t)
    const cart = json(await insert(owner.token, [{ stock_id: f.stockId, quantity: 1 }]), cartResponseSchema).data
    await setSetting(t, 'group_order', '0')
    expect((await call(t, 'POST', `dashboard/user/cart/set-group/${cart.id}`, { token: owner.token })).status).toBe(400)
    await setSetting(t, 'group_order', '1')
    const group = await call(t, 'POST', `dashboard/user/cart/set-group/${cart.id}`, { token: owner.token })
    expect(group.status).toBe(200)
    const invite = json(group, cartResponseSchema).data.invite as string
    const member = await makeCustomer(t)
    const joined = await call(t, 'POST', 'rest/cart/open', {
      token: member.token,
      body: { name: 'Cleo', shop_id: f.shopId, cart_id: cart.id, invite },
    })
    expect(json(joined, userCartResponseSchema).data.user_id).toBe(member.id)
    const again = await call(t, 'POST', 'rest/cart/open', {
      token: member.token,
      body: { name: 'Cleo', shop_id: f.shopId, cart_id: cart.id, invite },
    })
    expect(json(again, userCartResponseSchema).data.uuid).toBe(json(joined, userCartResponseSchema).data.uuid)
    const own = await insert(member.token, [{ stock_id: f.stockId, quantity: 1 }])
    expect(own.status).toBe(400)
    expect(errorOf(own).message).toBe(LEAVE_GROUP_FIRST)
    const left = await call(t, 'DELETE', 'rest/cart/member/delete', {
      query: { 'ids[0]': json(joined, userCartResponseSchema).data.uuid },
    })
    expect(left.status).toBe(200)
    expect((await insert(member.token, [{ stock_id: f.stockId, quantity: 1 }])).status).toBe(200)
    // Unknown members and carts.
    expect(
      (
        await call(t, 'GET', `rest/cart/${cart.id}`, {
          query: { user_cart_uuid: json(joined, userCartResponseSchema).data.uuid },
        })
      ).status,
    ).toBe(404)
    expect((await call(t, 'GET', `rest/cart/${cart.id}`)).status).toBe(400)
    // Turning the group off sends the guests away.
    const guest = await call(t, 'POST', 'rest/cart/open', {
      body: { name: 'Dan', shop_id: f.shopId, cart_id: cart.id, invite },
    })
    await call(t, 'POST', `dashboard/user/cart/set-group/${cart.id}`, { token: owner.token })
    expect(
      errorOf(
        await call(t, 'GET', `rest/cart/${cart.id}`, {
          query: { user_cart_uuid: json(guest, userCartResponseSchema).data.uuid },
        }),
      ).message,
    ).toBe(KICKED_FROM_GROUP)
  })
})

describe('hostile input', () => {
  it('never answers 500 to malformed bodies and params on the cart, order and wallet routes', async () => {
    const a = await makeCustomer(t)
    const bodies: unknown[] = [
      null,
      [],
      'x',
      42,
      { shop_id: -1 },
      { products: [{ stock_id: 'a' }] },
      { ids: ['x'] },
      { cart_id: 1e20 },
      { shop_id: 1, products: [{ stock_id: 1, quantity: 1e12 }] },
      { price: 'NaN', uuid: 'nope' },
      { location: { latitude: 'x' } },
    ]
    const routes: Array<['GET' | 'POST' | 'DELETE', string]> = [
      ['POST', 'dashboard/user/cart/insert-product'],
      ['POST', 'dashboard/user/cart'],
      ['DELETE', 'dashboard/user/cart/delete'],
      ['DELETE', 'dashboard/user/cart/product/delete'],
      ['POST', 'dashboard/user/cart/open'],
      ['POST', 'dashboard/user/cart/calculate/abc'],
      ['POST', 'dashboard/user/cart/set-group/99999999999'],
      ['POST', 'rest/cart/insert-product'],
      ['POST', 'rest/cart/open'],
      ['DELETE', 'rest/cart/product/delete'],
      ['POST', 'rest/cart/status/not-a-uuid'],
      ['POST', 'dashboard/user/orders'],
      ['POST', 'dashboard/user/orders/review/1'],
      ['POST', 'dashboard/user/orders/1/repeat'],
      ['POST', 'dashboard/user/wallet/send'],
    ]
    for (const [method, url] of routes) {
      for (const body of bodies) {
        const res = await call(t, method, url, { token: a.token, body })
        expect(res.status, `${method} ${url} ${JSON.stringify(body)}`).toBeLessThan(500)
        if (res.status >= 400) expect(errorOf(res).status, `${method} ${url} ${JSON.stringify(body)}`).toBe(false)
      }
    }
    for (const url of [
      'rest/cart/abc',
      'rest/cart/1?user_cart_uuid=zzz',
      'dashboard/user/orders/paginate?statuses[]=nope',
      'dashboard/user/orders/x',
      'dashboard/user/cart/member/delete?ids[0]=x',
      'dashboard/user/wallet/histories?page=-1',
    ]) {
      const method = url.includes('member/delete') ? 'DELETE' : 'GET'
      const res = await call(t, method, url, { token: a.token })
      expect(res.status, url).toBeLessThan(500)
    }
    const badKey = await call(t, 'POST', 'dashboard/user/orders', {
      token: a.token,
      body: { cart_id: 1 },
      headers: { 'idempotency-key': 'x'.repeat(300) },
    })
    expect(badKey.status).toBe(400)
  })
})
