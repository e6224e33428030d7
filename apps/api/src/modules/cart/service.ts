// Cart rules: one shop per cart, the merge rule, addons as child lines, quantity limits and stock on hand, group
// carts. Every mutation runs in one transaction that locks the cart row, so concurrent edits apply one after another.
import { randomUUID, timingSafeEqual } from 'node:crypto'
import { type Cart, type CartInsertBody, type CartProductInput, type UserCart } from '@basil/contracts'
import type { Database, Executor } from '../../db/types.ts'
import {
  runTogether,
  transactionOpenedWith,
  transactionWithTail,
  type BuiltStatement,
  type Pipeline,
} from '../../db/pipeline.ts'
import { KeyedBatches, type Settled } from '../../lib/keyed-batches.ts'
import { isPublicShopRow } from '../../db/rules.ts'
import type { RequestContext } from '../../lib/context.ts'
import { badRequest, forbidden, notFound } from '../../lib/errors.ts'
import {
  existingMainsNamed,
  ONE_SHOP_PER_CART,
  OUT_OF_STOCK,
  planInsert,
  planOf,
  planWrites,
  type CartPlan,
  type PlanLine,
  type PlanStocks,
  type PlannedWrite,
} from './plan.ts'
import type { CartViewer } from './present.ts'
import { presentCart } from './read-model.ts'
import { priceLines, type GoodsTotals, type PricedLine, type StockInfo } from './pricing.ts'
import { loadStockInfo } from './stock-info.ts'
import * as repo from './repository.ts'

export { ONE_SHOP_PER_CART, OUT_OF_STOCK }
export const INVALID_GROUP = 'You cannot join. Invalid group order'
export const KICKED_FROM_GROUP = 'You have been kicked from group order'
export const LEAVE_GROUP_FIRST = 'You have joined in group order. In order to add product, leave group first!'
export const CART_NOT_FOUND = 'Cart not found'
/** A guest route used with the owner's own member row: the owner changes their cart signed in. */
export const OWNER_SIGNS_IN = 'The owner of a group order changes it when signed in'
/** A guest route used without a member's secret. */
export const MEMBERS_ONLY = 'Only a member of the group order can do this'

const OWNER: CartViewer = { owner: true }

type ShopRow = repo.ShopRow

/** A shop customers can order from (approved and visible); 404 otherwise. */
export async function requireOrderableShop(db: Executor, shopId: number): Promise<ShopRow> {
  return orderable(await repo.findShop(db, shopId))
}

function orderable(shop: ShopRow | undefined): ShopRow {
  if (!shop || !isPublicShopRow(shop)) throw notFound('Shop not found')
  return shop
}

async function isGroupOrderOn(db: Executor): Promise<boolean> {
  const value = await repo.readSetting(db, 'group_order')
  return value === '1' || value === 'true'
}

async function ownerName(db: Executor, userId: number): Promise<string | null> {
  const row = await repo.findUserName(db, userId)
  return [row?.firstname, row?.lastname].filter(Boolean).join(' ') || null
}

/** The signed-in user's active cart (of `shopId` when given); 404 when there is none. */
export async function getOwnCart(
  db: Executor,
  userId: number,
  shopId: number | undefined,
  ctx: RequestContext,
): Promise<Cart> {
  const cart = await repo.findActiveCartOfOwner(db, userId)
  if (!cart || (shopId !== undefined && cart.shopId !== shopId)) throw notFound(CART_NOT_FOUND)
  return presentCart(db, cart, ctx, OWNER)
}

/**
 * The user's active cart for `shopId`, created when missing. A cart of another shop is switched over when it is
 * empty; otherwise the one-shop rule answers (the client offers to replace the cart).
 */
async function openOwnCart(tx: Executor, userId: number, shopId: number, ctx: RequestContext): Promise<repo.CartRow> {
  await requireOrderableShop(tx, shopId)
  return openLockedCart(tx, userId, shopId, ctx, await repo.lockActiveCartOfOwner(tx, userId))
}

/** openOwnCart once the shop is known to be orderable and the owner's active cart (if any) is locked. */
async function openLockedCart(
  tx: Executor,
  userId: number,
  shopId: number,
  ctx: RequestContext,
  locked: repo.CartRow | undefined,
) {
  let cart = locked
  if (!cart) {
    cart = await repo.createOwnerCart(tx, {
      ownerId: userId,
      shopId,
      currencyId: ctx.currency.id || null,
      rate: ctx.currency.rate,
      ownerName: await ownerName(tx, userId),
    })
  }
  if (cart.shopId !== shopId) {
    const details = await repo.listDetailsOfCart(tx, cart.id)
    if (details.length > 0) throw badRequest(ONE_SHOP_PER_CART)
    cart = await repo.updateCart(tx, cart.id, { shopId })
  }
  return cart
}

export async function openCart(db: Database, userId: number, shopId: number, ctx: RequestContext): Promise<Cart> {
  const cart = await db.transaction((tx) => openOwnCart(tx, userId, shopId, ctx))
  return presentCart(db, cart, ctx, OWNER)
}

/** `cart/insert-product` of the signed-in user: lines go to the owner's own part of their cart. */
export async function insertOwnProducts(
  db: Database,
  userId: number,
  body: CartInsertBody,
  ctx: RequestContext,
): Promise<Cart> {
  // What no cart lock guards, read before taking it and all at once.
  const [joined, prepared, shop] = await runTogether([
    repo.findJoinedGroupOf(db, userId),
    prepareProducts(db, body.products),
    repo.findShop(db, body.shop_id),
  ] as const)
  if (joined) throw badRequest(LEAVE_GROUP_FIRST)
  orderable(shop)
  const cart = await ownInsertsOf(db).submit(userId, { body, prepared, ctx })
  return presentCart(db, cart, ctx, OWNER)
}

/** Whether a member row is the owner's own part (in a cart no user owns, every anonymous row is: it has no guests). */
function isOwnerRow(cart: repo.CartRow, member: repo.UserCartRow): boolean {
  return member.userId === cart.ownerId
}

/**
 * A guest member (by its secret `user_cart_uuid`) of an active group cart (of `cartId` when given); the contract's
 * messages otherwise. The owner's own row is refused: the owner acts through the signed-in dashboard routes, so a
 * uuid that leaked can never change what the owner pays for.
 */
async function requireMember(
  tx: Executor,
  uuid: string | null | undefined,
  cartId: number | null | undefined,
  lock: boolean,
) {
  if (!uuid) throw badRequest(INVALID_GROUP, { user_cart_uuid: ['is required'] })
  const member = await repo.findMemberByUuid(tx, uuid)
  if (!member) throw notFound(INVALID_GROUP)
  if (cartId !== null && cartId !== undefined && member.cartId !== cartId) throw badRequest(INVALID_GROUP)
  const cart = await repo.findCart(tx, member.cartId, lock)
  if (!cart) throw notFound(INVALID_GROUP)
  if (isOwnerRow(cart, member)) throw forbidden(OWNER_SIGNS_IN)
  if (member.kickedAt) throw badRequest(KICKED_FROM_GROUP)
  if (!cart.group) throw badRequest(INVALID_GROUP)
  return { member, cart }
}

/** The same invitation secret (uuids in any letter case), compared in constant time. */
function isInvite(cart: repo.CartRow, invite: string | null | undefined): boolean {
  if (!invite) return false
  const given = Buffer.from(invite.trim().toLowerCase())
  const expected = Buffer.from(cart.inviteToken.toLowerCase())
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** How one member sees the cart: everyone's names, lines and statuses, and its own uuid only. */
function memberView(member: repo.UserCartRow): CartViewer {
  return { memberId: member.id }
}

/** `rest/cart/insert-product`: a group member adds lines to their own part. */
export async function insertMemberProducts(db: Database, body: CartInsertBody, ctx: RequestContext): Promise<Cart> {
  const result = await transactionWithTail(db, async (tx, tail) => {
    const prepared = await prepareProducts(tx, body.products)
    const { member, cart } = await requireMember(tx, body.user_cart_uuid, body.cart_id, true)
    if (cart.shopId !== body.shop_id) throw badRequest(ONE_SHOP_PER_CART)
    await applyProducts(tx, tail, cart, member, body.products, prepared, await repo.listDetailsOfCart(tx, cart.id))
    // A member who changes their lines is no longer done.
    if (member.status) tail.add(repo.setMemberStatus(tx, member.id, false))
    tail.add(repo.touchCart(tx, cart.id))
    return { cart, member }
  })
  return presentCart(db, result.cart, ctx, memberView(result.member))
}

/** What an insert request needs that no cart lock guards: its stocks (prices, rules, stock on hand) and their addons. */
interface PreparedProducts {
  now: Date
  info: Map<number, StockInfo>
  /** `mainStockId:addonProductId` pairs offered, for the main stocks in `allowedFor`. */
  allowed: Set<string>
  allowedFor: Set<number>
}

async function prepareProducts(tx: Executor, products: readonly CartProductInput[]): Promise<PreparedProducts> {
  const now = new Date()
  const stockIds = [...new Set(products.map((p) => p.stock_id))]
  const [info, allowed] = await runTogether([
    loadStockInfo(tx, stockIds, now),
    repo.listAllowedAddons(tx, stockIds),
  ] as const)
  return { now, info, allowed, allowedFor: new Set(stockIds) }
}

/** The stocks an insert request needs under the cart's lock that were not read before it: rare (addons added to a line already in the cart by its id). */
async function completeStocks(
  tx: Executor,
  plan: CartPlan,
  memberId: number,
  jobs: ReadonlyArray<{ products: readonly CartProductInput[]; prepared: PreparedProducts }>,
): Promise<PlanStocks> {
  const info = new Map<number, StockInfo>()
  const allowed = new Set<string>()
  const allowedFor = new Set<number>()
  for (const { prepared } of jobs) {
    for (const [id, stock] of prepared.info) info.set(id, stock)
    for (const pair of prepared.allowed) allowed.add(pair)
    for (const id of prepared.allowedFor) allowedFor.add(id)
  }
  const mains = [...new Set(jobs.flatMap((j) => existingMainsNamed(plan, memberId, j.products)))]
  const unknownInfo = mains.filter((id) => !info.has(id))
  const unknownAllowed = mains.filter((id) => !allowedFor.has(id))
  if (unknownInfo.length || unknownAllowed.length) {
    const [more, moreAllowed] = await runTogether([
      loadStockInfo(tx, unknownInfo, jobs[0]!.prepared.now),
      repo.listAllowedAddons(tx, unknownAllowed),
    ] as const)
    for (const [id, stock] of more) info.set(id, stock)
    for (const pair of moreAllowed) allowed.add(pair)
  }
  return { info, allowed }
}

/** The planned writes queued on `tail`, to go with the COMMIT; prices are display snapshots of the current price. */
function queueWrites(
  tx: Executor,
  queue: (statement: PromiseLike<unknown> & BuiltStatement) => void,
  writes: readonly PlannedWrite[],
  info: ReadonlyMap<number, StockInfo>,
) {
  const price = (stockId: number) => info.get(stockId)?.unit.total ?? 0
  for (const w of writes) {
    if (w.kind === 'delete') queue(repo.deleteDetailById(tx, w.id))
    else if (w.kind === 'update') queue(repo.updateDetailQuantity(tx, w.id, w.quantity, price(w.stockId)))
    else if (w.addons.length === 0) {
      queue(
        repo.insertDetail(tx, {
          userCartId: w.userCartId,
          stockId: w.stockId,
          parentId: w.parentId,
          quantity: w.quantity,
          price: price(w.stockId),
        }),
      )
    } else {
      queue(
        repo.insertDetailWithAddons(
          tx,
          { userCartId: w.userCartId, stockId: w.stockId, quantity: w.quantity, price: price(w.stockId) },
          w.addons.map((a) => ({ ...a, price: price(a.stockId) })),
        ),
      )
    }
  }
}

/**
 * One insert request applied to one member's lines of a locked cart (`cartLines`: its lines read under the lock):
 * planned and checked in memory, written with the COMMIT.
 */
async function applyProducts(
  tx: Executor,
  tail: Pipeline,
  cart: repo.CartRow,
  member: repo.UserCartRow,
  products: readonly CartProductInput[],
  prepared: PreparedProducts,
  cartLines: readonly PlanLine[],
) {
  const before = planOf(cartLines)
  const stocks = await completeStocks(tx, before, member.id, [{ products, prepared }])
  const after = planInsert(before, member.id, cart.shopId, products, stocks)
  queueWrites(tx, (statement) => tail.add(statement), planWrites(cartLines, after), stocks.info)
}

interface OwnInsertJob {
  body: CartInsertBody
  prepared: PreparedProducts
  ctx: RequestContext
}

/**
 * Inserts into one owner's cart, several requests at a time (lib/keyed-batches.ts): one lock, one read of the lines,
 * each request planned on the result of the ones before it (a request that fails its checks changes nothing), and
 * the writes of them all with the COMMIT. A request that needs a new cart, or another shop, goes the plain way after.
 */
async function insertOwnBatch(db: Database, userId: number, jobs: OwnInsertJob[]): Promise<Settled<repo.CartRow>[]> {
  const outcomes: Array<Settled<repo.CartRow> | undefined> = jobs.map(() => undefined)
  // BEGIN, the lock (which also marks the cart changed) and the reads it guards, sent together: the reads run as soon
  // as the lock is granted, each in a snapshot of its own, so they see what the previous holder committed.
  await transactionOpenedWith(db, repo.ownerCartOpening(db, userId), async (tx, opened, closing) => {
    const { locked, ownMember, lines } = repo.readOwnerCartOpening(opened)
    if (!locked || !ownMember) return
    const mine = jobs.filter((job) => job.body.shop_id === locked.shopId)
    if (mine.length === 0) return
    const before = planOf(lines)
    const stocks = await completeStocks(
      tx,
      before,
      ownMember.id,
      mine.map((j) => ({ products: j.body.products, prepared: j.prepared })),
    )
    let plan = before
    jobs.forEach((job, i) => {
      if (job.body.shop_id !== locked.shopId) return
      try {
        plan = planInsert(plan, ownMember.id, locked.shopId, job.body.products, stocks)
        outcomes[i] = { ok: true, value: locked }
      } catch (error) {
        outcomes[i] = { ok: false, error }
      }
    })
    queueWrites(tx, (statement) => closing.push(statement), planWrites(lines, plan), stocks.info)
  })
  // The rest one by one: a new cart, one switching shops, or missing the owner's row.
  for (const [i, job] of jobs.entries()) {
    if (outcomes[i]) continue
    outcomes[i] = await insertOwnPlain(db, userId, job).then(
      (value): Settled<repo.CartRow> => ({ ok: true, value }),
      (error: unknown): Settled<repo.CartRow> => ({ ok: false, error }),
    )
  }
  return outcomes as Settled<repo.CartRow>[]
}

function insertOwnPlain(db: Database, userId: number, { body, prepared, ctx }: OwnInsertJob): Promise<repo.CartRow> {
  return transactionWithTail(db, async (tx, tail) => {
    const cart = await openLockedCart(tx, userId, body.shop_id, ctx, await repo.lockActiveCartOfOwner(tx, userId))
    const [member, cartLines] = await runTogether([
      repo.findOwnerMember(tx, cart),
      repo.listDetailsOfCart(tx, cart.id),
    ] as const)
    await applyProducts(tx, tail, cart, member, body.products, prepared, cartLines)
    return cart
  })
}

const ownInsertBatches = new WeakMap<Database, KeyedBatches<number, OwnInsertJob, repo.CartRow>>()

function ownInsertsOf(db: Database) {
  let batches = ownInsertBatches.get(db)
  if (!batches) {
    batches = new KeyedBatches((userId, jobs) => insertOwnBatch(db, userId, jobs))
    ownInsertBatches.set(db, batches)
  }
  return batches
}

/** `cart/product/delete` by the owner: any line of their cart (every member's). */
export async function deleteOwnLines(db: Database, userId: number, ids: number[], ctx: RequestContext): Promise<Cart> {
  const cart = await db.transaction(async (tx) => {
    const cart = await repo.findActiveCartOfOwner(tx, userId, true)
    if (!cart) throw notFound(CART_NOT_FOUND)
    const members = await repo.listMembers(tx, cart.id, cart.ownerId)
    const deleted = await repo.deleteDetails(
      tx,
      members.map((m) => m.id),
      ids,
    )
    if (deleted === 0) throw notFound('Cart product not found')
    await repo.touchCart(tx, cart.id)
    return cart
  })
  return presentCart(db, cart, ctx, OWNER)
}

/**
 * `rest/cart/product/delete`: a guest member deletes its own lines, naming itself by its secret `user_cart_uuid`.
 * Without it nothing is deleted (403): line ids are sequential, so an anonymous delete would reach anyone's lines.
 */
export async function deleteMemberLines(
  db: Database,
  ids: number[],
  uuid: string | null | undefined,
  ctx: RequestContext,
): Promise<{ cart: Cart; cartIds: number[] }> {
  if (!uuid) throw forbidden(MEMBERS_ONLY)
  return db.transaction(async (tx) => {
    const { member, cart } = await requireMember(tx, uuid, null, true)
    const deleted = await repo.deleteDetails(tx, [member.id], ids)
    if (deleted === 0) throw notFound('Cart product not found')
    // A member who changes their lines is no longer done.
    if (member.status) await repo.setMemberStatus(tx, member.id, false)
    await repo.touchCart(tx, cart.id)
    return { cart: await presentCart(tx, cart, ctx, memberView(member)), cartIds: [cart.id] }
  })
}

export async function deleteOwnCarts(db: Database, userId: number, ids: number[]): Promise<void> {
  const deleted = await repo.deleteCarts(db, userId, ids)
  if (deleted === 0) throw notFound(CART_NOT_FOUND)
}

/**
 * `cart/set-group/{id}`: the owner turns group ordering on or off. Off sends the other members away and retires the
 * invitation secret, so links shared before stop working when the group is started again.
 */
export async function toggleGroup(db: Database, userId: number, cartId: number, ctx: RequestContext): Promise<Cart> {
  const cart = await db.transaction(async (tx) => {
    const cart = await repo.findCart(tx, cartId, true)
    if (!cart || cart.ownerId !== userId) throw notFound(CART_NOT_FOUND)
    if (!cart.group && !(await isGroupOrderOn(tx))) throw badRequest('Group orders are not available')
    if (cart.group) {
      const members = await repo.listMembers(tx, cart.id, cart.ownerId)
      await repo.kickMembers(
        tx,
        cart.id,
        members.filter((m) => !isOwnerRow(cart, m)).map((m) => m.id),
      )
      return repo.updateCart(tx, cart.id, { group: false, inviteToken: randomUUID() })
    }
    return repo.updateCart(tx, cart.id, { group: true })
  })
  return presentCart(db, cart, ctx, OWNER)
}

/**
 * `cart/member/delete`: the owner kicks members, named by `user_carts[].id` (what the owner sees) or by uuid (they
 * are told so on their next request). Answers the cart and the kicked members' uuids (for their notices).
 */
export async function kickMembers(
  db: Database,
  userId: number,
  refs: string[],
  ctx: RequestContext,
): Promise<{ cart: Cart; kicked: string[] }> {
  const { cart, kicked } = await db.transaction(async (tx) => {
    const cart = await repo.findActiveCartOfOwner(tx, userId, true)
    if (!cart) throw notFound(CART_NOT_FOUND)
    const members = await repo.listMembers(tx, cart.id, cart.ownerId)
    const wanted = new Set(refs.map((u) => u.toLowerCase()))
    const targets = members.filter((m) => (wanted.has(m.uuid) || wanted.has(String(m.id))) && !isOwnerRow(cart, m))
    if (targets.length === 0) throw notFound('Member not found')
    await repo.kickMembers(
      tx,
      cart.id,
      targets.map((m) => m.id),
    )
    await repo.touchCart(tx, cart.id)
    return { cart, kicked: targets.map((m) => m.uuid) }
  })
  return { cart: await presentCart(db, cart, ctx, OWNER), kicked }
}

/** `rest/cart/member/delete`: members leave (their lines go with them). The owner cannot leave their own cart. */
export async function leaveGroup(db: Database, uuids: string[]): Promise<number[]> {
  return db.transaction(async (tx) => {
    const ids: number[] = []
    const cartIds = new Set<number>()
    for (const uuid of uuids) {
      const member = await repo.findMemberByUuid(tx, uuid)
      if (!member) continue
      const cart = await repo.findCart(tx, member.cartId, true)
      if (cart && isOwnerRow(cart, member)) continue
      ids.push(member.id)
      cartIds.add(member.cartId)
    }
    if (ids.length === 0) throw notFound('Member not found')
    await repo.deleteMembers(tx, ids)
    return [...cartIds]
  })
}

/**
 * `rest/cart/open`: joins a group cart with a name and the share link's invitation secret (a signed-in caller is
 * remembered as that user). Every reason not to let someone in answers the same message, so a wrong secret tells
 * nothing about the cart.
 */
export async function joinGroup(
  db: Database,
  input: { name: string; shop_id: number; cart_id: number; invite?: string | null },
  userId: number | null,
  ctx: RequestContext,
): Promise<UserCart> {
  return db.transaction(async (tx) => {
    const cart = await repo.findCart(tx, input.cart_id, true)
    if (!cart || !isInvite(cart, input.invite)) throw badRequest(INVALID_GROUP)
    if (!cart.group || cart.shopId !== input.shop_id || !(await isGroupOrderOn(tx))) throw badRequest(INVALID_GROUP)
    if (userId !== null && userId === cart.ownerId) throw badRequest(INVALID_GROUP)
    // A signed-in user joins once: opening the link again answers the same member (or the kick).
    const previous = userId === null ? undefined : await repo.findMemberOfUser(tx, cart.id, userId)
    if (previous?.kickedAt) throw badRequest(KICKED_FROM_GROUP)
    const member = previous ?? (await repo.insertMember(tx, cart.id, input.name, userId))
    await repo.touchCart(tx, cart.id)
    const presented = await presentCart(tx, cart, ctx, memberView(member))
    return presented.user_carts.find((m) => m.id === member.id)!
  })
}

/** `rest/cart/{id}`: the group cart as a member sees it (everyone's names, lines and statuses; its own uuid only). */
export async function getMemberCart(
  db: Executor,
  cartId: number,
  uuid: string | undefined,
  shopId: number | undefined,
  ctx: RequestContext,
): Promise<Cart> {
  const { cart, member } = await requireMember(db, uuid, cartId, false)
  if (shopId !== undefined && cart.shopId !== shopId) throw badRequest(INVALID_GROUP)
  return presentCart(db, cart, ctx, memberView(member))
}

/** `rest/cart/status/{uuid}`: a member marks their part done (or not done any more). */
export async function toggleMemberStatus(
  db: Database,
  uuid: string,
  cartId: number | undefined,
  ctx: RequestContext,
): Promise<Cart> {
  const result = await db.transaction(async (tx) => {
    const { member, cart } = await requireMember(tx, uuid, cartId, true)
    await repo.setMemberStatus(tx, member.id, !member.status)
    await repo.touchCart(tx, cart.id)
    return { cart, member }
  })
  return presentCart(db, result.cart, ctx, memberView(result.member))
}

// ---- the cart as an order ----

export type { ShopRow }

export interface PricedCart extends GoodsTotals {
  shop: ShopRow
  lines: PricedLine[]
  info: Map<number, StockInfo>
}

/**
 * The cart's lines priced now (minor units) with its shop, which must still take orders (404 otherwise); 400 when the
 * cart is empty. What checkout adds fees, taxes and coupons to.
 */
export async function priceCart(db: Executor, cart: repo.CartRow, now: Date): Promise<PricedCart> {
  // One wait: the stocks are those of the cart's lines, found by the cart (on one connection, in one snapshot when
  // the caller holds the cart's lock; on the pool a line added meanwhile is completed below).
  const [found, details, cartInfo] = await runTogether([
    repo.findShop(db, cart.shopId),
    repo.listDetailsOfCart(db, cart.id),
    loadStockInfo(db, { stockIdsFrom: repo.stockIdsOfCart(cart.id) }, now),
  ] as const)
  const shop = orderable(found)
  if (details.length === 0) throw badRequest('Your cart is empty')
  const missing = details.map((d) => d.stockId).filter((id) => !cartInfo.has(id))
  const info = missing.length ? new Map([...cartInfo, ...(await loadStockInfo(db, missing, now))]) : cartInfo
  const { lines, totals } = priceLines(details, info)
  return { ...totals, shop, lines, info }
}

/** The signed-in user's own cart `cartId`; 404 (CART_NOT_FOUND) when it is not theirs. */
export async function requireOwnCart(db: Executor, userId: number, cartId: number): Promise<repo.CartRow> {
  const cart = await repo.findCart(db, cartId)
  if (!cart || cart.ownerId !== userId) throw notFound(CART_NOT_FOUND)
  return cart
}
