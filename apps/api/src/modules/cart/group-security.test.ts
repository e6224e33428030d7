// Group carts (docs/security.md "Group carts"): the share link carries an invitation secret, each member holds a
// secret (its `user_carts.uuid`) no other member sees, only the signed-in owner acts on the owner's lines, and a
// guest changes only its own lines. D7 and D8 of the security report are reproduced exactly and must be refused.
import { cartResponseSchema, userCartResponseSchema } from '@basil/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/app.ts'
import { call, errorOf, json, type Reply } from '../../../test/kit.ts'
import { cartDetails, carts, userCarts } from '../../db/schema/index.ts'
import { findFixture, makeCustomer, resetFixture, type Fixture } from '../orders/test-support.ts'
import { INVALID_GROUP, KICKED_FROM_GROUP } from './service.ts'

let t: TestApp
let f: Fixture
beforeAll(async () => {
  t = await createTestApp()
  f = await findFixture(t)
})
afterAll(() => t.close())
beforeEach(() => resetFixture(t, f))

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/** An owner with one line in a group cart; the owner's member uuid and line id read from the database. */
async function groupCart() {
  const owner = await makeCustomer(t)
  const inserted = await call(t, 'POST', 'dashboard/user/cart/insert-product', {
    token: owner.token,
    body: { shop_id: f.shopId, currency_id: 1, rate: 1, products: [{ stock_id: f.stockId, quantity: 1 }] },
  })
  expect(inserted.status, JSON.stringify(inserted.body)).toBe(200)
  const set = await call(t, 'POST', `dashboard/user/cart/set-group/${json(inserted, cartResponseSchema).data.id}`, {
    token: owner.token,
  })
  expect(set.status).toBe(200)
  const cart = json(set, cartResponseSchema).data
  const [ownerRow] = await t.db.select().from(userCarts).where(eq(userCarts.userId, owner.id))
  const [ownerLine] = await t.db.select().from(cartDetails).where(eq(cartDetails.userCartId, ownerRow!.id))
  const [row] = await t.db.select().from(carts).where(eq(carts.id, cart.id))
  return { owner, cart, ownerUuid: ownerRow!.uuid, ownerLineId: ownerLine!.id, invite: row!.inviteToken }
}

async function join(cartId: number, name: string, invite: string | undefined, token?: string) {
  return call(t, 'POST', 'rest/cart/open', {
    token,
    body: { name, shop_id: f.shopId, cart_id: cartId, ...(invite === undefined ? {} : { invite }) },
  })
}

/** A guest who joined with the invitation and added one line of `stockId`. */
async function guestWithLine(cartId: number, invite: string, name: string, stockId = f.otherStockId) {
  const joined = await join(cartId, name, invite)
  expect(joined.status, JSON.stringify(joined.body)).toBe(200)
  const uuid = json(joined, userCartResponseSchema).data.uuid
  const added = await call(t, 'POST', 'rest/cart/insert-product', {
    body: { shop_id: f.shopId, cart_id: cartId, user_cart_uuid: uuid, products: [{ stock_id: stockId, quantity: 1 }] },
  })
  expect(added.status, JSON.stringify(added.body)).toBe(200)
  const [member] = await t.db.select().from(userCarts).where(eq(userCarts.uuid, uuid))
  const [line] = await t.db.select().from(cartDetails).where(eq(cartDetails.userCartId, member!.id))
  return { uuid, memberId: member!.id, lineId: line!.id }
}

async function linesOf(memberUuid: string) {
  const [member] = await t.db.select().from(userCarts).where(eq(userCarts.uuid, memberUuid))
  return t.db.select().from(cartDetails).where(eq(cartDetails.userCartId, member!.id))
}

/** A refusal in the error envelope (`errorSchema`: status false, a statusCode and a message). */
function expectErrorShape(res: Reply, message?: string) {
  const error = errorOf(res)
  if (message) expect(error.message).toBe(message)
}

describe("D7: member uuids are secrets, and only the signed-in owner acts on the owner's lines", () => {
  it("never shows a guest the owner's uuid, and refuses the owner's uuid on every guest route", async () => {
    const { owner, cart, ownerUuid, ownerLineId, invite } = await groupCart()
    const g = await guestWithLine(cart.id, invite, 'Guest G')

    // GET /rest/cart/3?user_cart_uuid=<G uuid> → user_carts[0].uuid must not be A's member uuid.
    const seen = await call(t, 'GET', `rest/cart/${cart.id}`, { query: { user_cart_uuid: g.uuid } })
    expect(seen.status).toBe(200)
    expect(json(seen, cartResponseSchema).data.user_carts[0]?.user_id).toBe(owner.id)
    expect(json(seen, cartResponseSchema).data.user_carts[0]?.uuid).not.toBe(ownerUuid)
    expect(JSON.stringify(seen.body)).not.toContain(ownerUuid)
    expect(JSON.stringify(seen.body)).not.toContain(invite)

    // DELETE /rest/cart/product/delete {"ids":[<A's line>],"user_cart_uuid":"<A's uuid>"} → refused, A's line stays.
    const del = await call(t, 'DELETE', 'rest/cart/product/delete', {
      body: { ids: [ownerLineId], user_cart_uuid: ownerUuid },
    })
    expect(del.status).toBe(403)
    expectErrorShape(del)
    expect(await linesOf(ownerUuid)).toHaveLength(1)

    // POST /rest/cart/insert-product as A with 9 items → refused, nothing added to A's part.
    const add = await call(t, 'POST', 'rest/cart/insert-product', {
      body: {
        shop_id: f.shopId,
        cart_id: cart.id,
        user_cart_uuid: ownerUuid,
        products: [{ stock_id: f.otherStockId, quantity: 9 }],
      },
    })
    expect(add.status).toBe(403)
    expectErrorShape(add)
    const ownerLines = await linesOf(ownerUuid)
    expect(ownerLines.map((l) => [l.stockId, l.quantity])).toEqual([[f.stockId, 1]])

    // Reading as the owner's member row, or marking it done, is the owner's business (signed in) too.
    expect((await call(t, 'GET', `rest/cart/${cart.id}`, { query: { user_cart_uuid: ownerUuid } })).status).toBe(403)
    expect((await call(t, 'POST', `rest/cart/status/${ownerUuid}`, { body: { cart_id: cart.id } })).status).toBe(403)
    // The owner still changes their own lines when signed in.
    const own = await call(t, 'DELETE', 'dashboard/user/cart/product/delete', {
      token: owner.token,
      body: { ids: [ownerLineId] },
    })
    expect(own.status).toBe(200)
  })

  it('shows each guest its own uuid only: names, lines and statuses of the others, never their uuids', async () => {
    const { owner, cart, ownerUuid, invite } = await groupCart()
    const g = await guestWithLine(cart.id, invite, 'Guest G')
    const h = await guestWithLine(cart.id, invite, 'Guest H', f.stockId)
    await call(t, 'POST', `rest/cart/status/${h.uuid}`, { body: { cart_id: cart.id } })

    for (const [me, other] of [
      [g, h],
      [h, g],
    ] as const) {
      const view = await call(t, 'GET', `rest/cart/${cart.id}`, { query: { user_cart_uuid: me.uuid } })
      expect(view.status).toBe(200)
      const text = JSON.stringify(view.body)
      expect(text).not.toContain(other.uuid)
      expect(text).not.toContain(ownerUuid)
      expect(text).not.toContain(invite)
      const members = json(view, cartResponseSchema).data.user_carts
      expect(members.map((m) => m.name)).toEqual([expect.any(String), 'Guest G', 'Guest H'])
      expect(members.find((m) => m.id === me.memberId)?.uuid).toBe(me.uuid)
      expect(members.find((m) => m.id === other.memberId)).toMatchObject({
        uuid: '',
        cartDetails: [expect.objectContaining({ id: other.lineId })],
      })
      expect(members.find((m) => m.name === 'Guest H')?.status).toBe(true)
      expect(json(view, cartResponseSchema).data).not.toHaveProperty('invite')
    }

    // Every answer to a guest hides the others: insert, status, delete, join.
    const answers = [
      await call(t, 'POST', 'rest/cart/insert-product', {
        body: {
          shop_id: f.shopId,
          cart_id: cart.id,
          user_cart_uuid: g.uuid,
          products: [{ stock_id: f.otherStockId, quantity: 2 }],
        },
      }),
      await call(t, 'POST', `rest/cart/status/${g.uuid}`, { body: { cart_id: cart.id } }),
      await join(cart.id, 'Guest I', invite),
    ]
    for (const answer of answers) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(200)
      expect(JSON.stringify(answer.body)).not.toContain(h.uuid)
      expect(JSON.stringify(answer.body)).not.toContain(ownerUuid)
    }

    // The owner sees everyone's names and lines but no guest's secret; the invitation is the owner's alone.
    const ownerView = await call(t, 'GET', 'dashboard/user/cart', { token: owner.token })
    expect(ownerView.status).toBe(200)
    expect(json(ownerView, cartResponseSchema).data.invite).toBe(invite)
    expect(JSON.stringify(ownerView.body)).not.toContain(g.uuid)
    expect(JSON.stringify(ownerView.body)).not.toContain(h.uuid)
    expect(json(ownerView, cartResponseSchema).data.user_carts.map((m) => m.name)).toEqual([
      expect.any(String),
      'Guest G',
      'Guest H',
      'Guest I',
    ])
  })

  it('lets a guest change only its own lines, only in its own cart', async () => {
    const { cart, invite } = await groupCart()
    const g = await guestWithLine(cart.id, invite, 'Guest G')
    const h = await guestWithLine(cart.id, invite, 'Guest H', f.stockId)
    // G cannot delete H's line with G's own secret.
    expect(
      (await call(t, 'DELETE', 'rest/cart/product/delete', { body: { ids: [h.lineId], user_cart_uuid: g.uuid } }))
        .status,
    ).toBe(404)
    expect(await linesOf(h.uuid)).toHaveLength(1)
    // G's secret does not open another group cart.
    const other = await groupCart()
    const cross = await call(t, 'GET', `rest/cart/${other.cart.id}`, { query: { user_cart_uuid: g.uuid } })
    expect(cross.status).toBe(400)
    expectErrorShape(cross, INVALID_GROUP)
    const crossAdd = await call(t, 'POST', 'rest/cart/insert-product', {
      body: {
        shop_id: f.shopId,
        cart_id: other.cart.id,
        user_cart_uuid: g.uuid,
        products: [{ stock_id: f.stockId, quantity: 1 }],
      },
    })
    expect(crossAdd.status).toBe(400)
    expect(await linesOf(other.ownerUuid)).toHaveLength(1)
  })
})

describe('D8: joining needs the invitation secret; anonymous deletes are refused', () => {
  it('refuses DELETE /rest/cart/product/delete {"ids":[<G line>]} without a member uuid', async () => {
    const { cart, invite } = await groupCart()
    const g = await guestWithLine(cart.id, invite, 'Guest G')
    const res = await call(t, 'DELETE', 'rest/cart/product/delete', { body: { ids: [g.lineId] } })
    expect(res.status).toBe(403)
    expectErrorShape(res)
    expect(await linesOf(g.uuid)).toHaveLength(1)
    // An unknown uuid is no better.
    const unknown = await call(t, 'DELETE', 'rest/cart/product/delete', {
      body: { ids: [g.lineId], user_cart_uuid: '00000000-0000-4000-8000-000000000000' },
    })
    expect(unknown.status).toBe(404)
    expect(await linesOf(g.uuid)).toHaveLength(1)
    // G deletes its own line.
    const own = await call(t, 'DELETE', 'rest/cart/product/delete', {
      body: { ids: [g.lineId], user_cart_uuid: g.uuid },
    })
    expect(own.status, JSON.stringify(own.body)).toBe(200)
    expect(await linesOf(g.uuid)).toHaveLength(0)
  })

  it('refuses POST /rest/cart/open {"name":"x","shop_id":..,"cart_id":..} without the right invitation', async () => {
    const { owner, cart, invite } = await groupCart()
    for (const wrong of [undefined, '', '00000000-0000-4000-8000-000000000000', invite.slice(0, 35), 'x'.repeat(36)]) {
      const res = await join(cart.id, 'x', wrong)
      expect(res.status, `invite ${String(wrong)}`).toBe(400)
      expectErrorShape(res, INVALID_GROUP)
    }
    // Another cart's invitation does not open this one.
    const other = await groupCart()
    expect((await join(cart.id, 'x', other.invite)).status).toBe(400)
    // Nobody joined.
    expect(await t.db.select().from(userCarts).where(eq(userCarts.cartId, cart.id))).toHaveLength(1)
    // The right one, in any letter case.
    const ok = await join(cart.id, 'Guest G', invite.toUpperCase())
    expect(ok.status, JSON.stringify(ok.body)).toBe(200)
    expect(json(ok, userCartResponseSchema).data).toMatchObject({
      name: 'Guest G',
      cart_id: cart.id,
      user_id: null,
      status: false,
    })
    expect(json(ok, userCartResponseSchema).data.uuid).toMatch(UUID)
    // A signed-in member needs it too, and gets the same membership back with it.
    const user = await makeCustomer(t)
    expect((await join(cart.id, 'Cleo', undefined, user.token)).status).toBe(400)
    const first = await join(cart.id, 'Cleo', invite, user.token)
    const again = await join(cart.id, 'Cleo', invite, user.token)
    expect(json(again, userCartResponseSchema).data.uuid).toBe(json(first, userCartResponseSchema).data.uuid)
    // The owner's answers carry the invitation; a cart that is not a group has none to share.
    expect(
      json(await call(t, 'GET', 'dashboard/user/cart', { token: owner.token }), cartResponseSchema).data.invite,
    ).toBe(invite)
  })

  it('retires the invitation when the owner ends the group: old links stop working', async () => {
    const { owner, cart, invite } = await groupCart()
    const g = await guestWithLine(cart.id, invite, 'Guest G')
    const off = await call(t, 'POST', `dashboard/user/cart/set-group/${cart.id}`, { token: owner.token })
    expect(json(off, cartResponseSchema).data.group).toBe(false)
    expect(json(off, cartResponseSchema).data).not.toHaveProperty('invite')
    expect(errorOf(await call(t, 'GET', `rest/cart/${cart.id}`, { query: { user_cart_uuid: g.uuid } })).message).toBe(
      KICKED_FROM_GROUP,
    )
    const on = await call(t, 'POST', `dashboard/user/cart/set-group/${cart.id}`, { token: owner.token })
    expect(json(on, cartResponseSchema).data.group).toBe(true)
    expect(json(on, cartResponseSchema).data.invite).toMatch(UUID)
    expect(json(on, cartResponseSchema).data.invite).not.toBe(invite)
    expect((await join(cart.id, 'Late', invite)).status).toBe(400)
    expect((await join(cart.id, 'New', json(on, cartResponseSchema).data.invite)).status).toBe(200)
  })
})

describe('the group flow with secrets', () => {
  it('joins by link, adds, marks done, is kicked by member id (or uuid), leaves with its own secret', async () => {
    const { owner, cart, invite } = await groupCart()
    const g = await guestWithLine(cart.id, invite, 'Guest G')
    const done = await call(t, 'POST', `rest/cart/status/${g.uuid}`, { body: { cart_id: cart.id } })
    expect(done.status).toBe(200)
    expect(json(done, cartResponseSchema).data.user_carts.find((m) => m.id === g.memberId)?.status).toBe(true)

    const ownerView = json(await call(t, 'GET', 'dashboard/user/cart', { token: owner.token }), cartResponseSchema).data
    const guestRow = ownerView.user_carts.find((m) => m.name === 'Guest G')
    expect(guestRow).toMatchObject({ id: g.memberId, status: true, uuid: '' })
    // The owner kicks by member id (the owner never learns the guest's secret).
    const kicked = await call(t, 'DELETE', 'dashboard/user/cart/member/delete', {
      token: owner.token,
      query: { 'ids[0]': String(g.memberId) },
    })
    expect(kicked.status, JSON.stringify(kicked.body)).toBe(200)
    expect(json(kicked, cartResponseSchema).data.user_carts).toHaveLength(1)
    const after = await call(t, 'GET', `rest/cart/${cart.id}`, { query: { user_cart_uuid: g.uuid } })
    expect(after.status).toBe(400)
    expect(errorOf(after).message).toBe(KICKED_FROM_GROUP)
    // Kicking a member of someone else's cart, or the owner's own row, finds no one.
    const other = await groupCart()
    const stranger = await guestWithLine(other.cart.id, other.invite, 'Stranger')
    expect(
      (
        await call(t, 'DELETE', 'dashboard/user/cart/member/delete', {
          token: owner.token,
          query: { 'ids[0]': String(stranger.memberId) },
        })
      ).status,
    ).toBe(404)
    const ownRow = ownerView.user_carts[0]!
    expect(
      (
        await call(t, 'DELETE', 'dashboard/user/cart/member/delete', {
          token: owner.token,
          query: { 'ids[0]': String(ownRow.id) },
        })
      ).status,
    ).toBe(404)
    // Kicking by uuid keeps working for clients that know it.
    const h = await guestWithLine(cart.id, invite, 'Guest H')
    const byUuid = await call(t, 'DELETE', 'dashboard/user/cart/member/delete', {
      token: owner.token,
      query: { 'ids[0]': h.uuid },
    })
    expect(byUuid.status).toBe(200)
    expect(errorOf(await call(t, 'GET', `rest/cart/${cart.id}`, { query: { user_cart_uuid: h.uuid } })).message).toBe(
      KICKED_FROM_GROUP,
    )

    // A guest leaves with its own secret; the owner cannot be made to leave by anyone.
    const i = await guestWithLine(cart.id, invite, 'Guest I')
    expect((await call(t, 'DELETE', 'rest/cart/member/delete', { query: { 'ids[0]': i.uuid } })).status).toBe(200)
    expect((await call(t, 'DELETE', 'rest/cart/member/delete', { query: { 'ids[0]': other.ownerUuid } })).status).toBe(
      404,
    )
  })
})
