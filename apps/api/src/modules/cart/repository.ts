import { and, asc, eq, getTableColumns, inArray, isNull, sql, type SQL } from 'drizzle-orm'
import type { Executor } from '../../db/types.ts'
import { cartDetails, carts, settings, shops, stockAddons, stocks, userCarts, users } from '../../db/schema/index.ts'
import { rowsOf } from '../../db/pipeline.ts'
import { intArray } from '../../db/sql.ts'

export type CartRow = typeof carts.$inferSelect
export type UserCartRow = typeof userCarts.$inferSelect
export type CartDetailRow = typeof cartDetails.$inferSelect

export async function findActiveCartOfOwner(db: Executor, ownerId: number, lock = false): Promise<CartRow | undefined> {
  const query = db
    .select()
    .from(carts)
    .where(and(eq(carts.ownerId, ownerId), eq(carts.status, 'active')))
  const [row] = lock ? await query.for('update') : await query
  return row
}

// The functions below that return `builder.then(...)` instead of awaiting start their statement when called, so that
// statements queued together (db/pipeline.ts) reach the connection in the order they were called.

/**
 * Locks the owner's active cart and marks it changed, in one statement (a write takes the row lock as an UPDATE, and
 * the lock is held for one round trip less than a SELECT ... FOR UPDATE followed by the touch at the end).
 */
export function lockActiveCartOfOwner(db: Executor, ownerId: number): Promise<CartRow | undefined> {
  return db
    .update(carts)
    .set({ updatedAt: new Date() })
    .where(and(eq(carts.ownerId, ownerId), eq(carts.status, 'active')))
    .returning()
    .then(([row]) => row)
}

/**
 * What a batch of the owner's inserts opens its transaction with, sent with BEGIN in one query (db/pipeline.ts
 * transactionOpenedWith): the lock on the owner's active cart (lockActiveCartOfOwner), then, each in a snapshot taken
 * once the lock is granted, the owner's own member row (the first not kicked) and every line of members not kicked.
 * Read the answers with readOwnerCartOpening.
 */
export function ownerCartOpening(db: Executor, ownerId: number) {
  const ofOwner = and(eq(carts.ownerId, ownerId), eq(carts.status, 'active'))
  return [
    db
      .update(carts)
      .set({ updatedAt: sql`now()` })
      .where(ofOwner)
      .returning(),
    db
      .select(getTableColumns(userCarts))
      .from(userCarts)
      .innerJoin(carts, eq(carts.id, userCarts.cartId))
      .where(and(ofOwner, eq(userCarts.userId, ownerId), isNull(userCarts.kickedAt)))
      .orderBy(asc(userCarts.id))
      .limit(1),
    db
      .select(getTableColumns(cartDetails))
      .from(cartDetails)
      .innerJoin(userCarts, eq(userCarts.id, cartDetails.userCartId))
      .innerJoin(carts, eq(carts.id, userCarts.cartId))
      .where(and(ofOwner, isNull(userCarts.kickedAt)))
      .orderBy(asc(cartDetails.id)),
  ] as const
}

/** The answers of ownerCartOpening's statements. */
export function readOwnerCartOpening(opened: readonly Record<string, unknown>[][]): {
  locked: CartRow | undefined
  ownMember: UserCartRow | undefined
  lines: CartDetailRow[]
} {
  const [locked = [], members = [], lines = []] = opened
  return {
    locked: rowsOf(carts, locked)[0],
    ownMember: rowsOf(userCarts, members)[0],
    lines: rowsOf(cartDetails, lines),
  }
}

export async function findCart(db: Executor, cartId: number, lock = false): Promise<CartRow | undefined> {
  const query = db
    .select()
    .from(carts)
    .where(and(eq(carts.id, cartId), eq(carts.status, 'active')))
  const [row] = lock ? await query.for('update') : await query
  return row
}

/** Creates the owner's active cart with the owner's own member row; an existing active cart wins a race. */
export async function createOwnerCart(
  db: Executor,
  input: { ownerId: number; shopId: number; currencyId: number | null; rate: number; ownerName: string | null },
): Promise<CartRow> {
  const [created] = await db
    .insert(carts)
    .values({ ownerId: input.ownerId, shopId: input.shopId, currencyId: input.currencyId, rate: input.rate })
    .onConflictDoNothing()
    .returning()
  if (created) {
    await db.insert(userCarts).values({ cartId: created.id, userId: input.ownerId, name: input.ownerName })
    return created
  }
  return (await findActiveCartOfOwner(db, input.ownerId, true))!
}

export async function updateCart(
  db: Executor,
  cartId: number,
  values: Partial<Pick<CartRow, 'shopId' | 'currencyId' | 'rate' | 'group' | 'status' | 'inviteToken'>>,
) {
  const [row] = await db
    .update(carts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(carts.id, cartId))
    .returning()
  return row!
}

export function touchCart(db: Executor, cartId: number) {
  return db.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cartId))
}

/** deleteCartById as a statement that starts when awaited or queued (db/pipeline.ts). */
export function deleteCartRow(db: Executor, cartId: number) {
  return db.delete(carts).where(eq(carts.id, cartId))
}

export async function deleteCartById(db: Executor, cartId: number) {
  await db.delete(carts).where(eq(carts.id, cartId))
}

export async function deleteCarts(db: Executor, ownerId: number, ids: number[]): Promise<number> {
  const rows = await db
    .delete(carts)
    .where(and(eq(carts.ownerId, ownerId), inArray(carts.id, ids)))
    .returning({ id: carts.id })
  return rows.length
}

/** Members of a cart that were not kicked, the owner's row first. */
export function listMembers(db: Executor, cartId: number, ownerId: number | null) {
  return db
    .select()
    .from(userCarts)
    .where(and(eq(userCarts.cartId, cartId), isNull(userCarts.kickedAt)))
    .orderBy(sql`(${userCarts.userId} IS NOT DISTINCT FROM ${ownerId}) DESC`, asc(userCarts.id))
}

export async function findOwnerMember(db: Executor, cart: CartRow): Promise<UserCartRow> {
  const [row] = await db
    .select()
    .from(userCarts)
    .where(
      and(
        eq(userCarts.cartId, cart.id),
        cart.ownerId === null ? isNull(userCarts.userId) : eq(userCarts.userId, cart.ownerId),
        isNull(userCarts.kickedAt),
      ),
    )
    .orderBy(asc(userCarts.id))
    .limit(1)
  if (row) return row
  const [created] = await db.insert(userCarts).values({ cartId: cart.id, userId: cart.ownerId }).returning()
  return created!
}

export async function findMemberByUuid(db: Executor, uuid: string): Promise<UserCartRow | undefined> {
  const [row] = await db.select().from(userCarts).where(eq(userCarts.uuid, uuid.toLowerCase()))
  return row
}

export async function findMemberOfUser(db: Executor, cartId: number, userId: number): Promise<UserCartRow | undefined> {
  const [row] = await db
    .select()
    .from(userCarts)
    .where(and(eq(userCarts.cartId, cartId), eq(userCarts.userId, userId)))
    .orderBy(asc(userCarts.id))
    .limit(1)
  return row
}

export async function insertMember(db: Executor, cartId: number, name: string, userId: number | null) {
  const [row] = await db.insert(userCarts).values({ cartId, name, userId }).returning()
  return row!
}

export function setMemberStatus(db: Executor, memberId: number, status: boolean) {
  return db.update(userCarts).set({ status, updatedAt: new Date() }).where(eq(userCarts.id, memberId))
}

/** Marks members kicked and drops their lines: they are told so on their next request. */
export async function kickMembers(db: Executor, cartId: number, memberIds: number[]) {
  if (memberIds.length === 0) return
  await db.delete(cartDetails).where(inArray(cartDetails.userCartId, memberIds))
  await db
    .update(userCarts)
    .set({ kickedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(userCarts.cartId, cartId), inArray(userCarts.id, memberIds)))
}

export function deleteMembers(db: Executor, memberIds: number[]) {
  if (memberIds.length === 0) return Promise.resolve()
  return db.delete(userCarts).where(inArray(userCarts.id, memberIds))
}

/** Another user's active group cart this user joined and was not kicked from. */
export async function findJoinedGroupOf(db: Executor, userId: number) {
  const [row] = await db
    .select({ cartId: carts.id })
    .from(userCarts)
    .innerJoin(carts, eq(carts.id, userCarts.cartId))
    .where(
      and(
        eq(userCarts.userId, userId),
        isNull(userCarts.kickedAt),
        eq(carts.status, 'active'),
        eq(carts.group, true),
        sql`${carts.ownerId} IS DISTINCT FROM ${userId}`,
      ),
    )
    .limit(1)
  return row
}

export function listDetailsOfMembers(db: Executor, memberIds: number[]): Promise<CartDetailRow[]> {
  if (memberIds.length === 0) return Promise.resolve([])
  return db.select().from(cartDetails).where(inArray(cartDetails.userCartId, memberIds)).orderBy(asc(cartDetails.id))
}

/** A sub-select of the stock ids of a cart's lines (members not kicked). */
export function stockIdsOfCart(cartId: number): SQL {
  return sql`SELECT d.stock_id FROM ${cartDetails} d JOIN ${userCarts} m ON m.id = d.user_cart_id
    WHERE m.cart_id = ${cartId} AND m.kicked_at IS NULL`
}

/** A sub-select of the product ids of a cart's lines (members not kicked). */
export function productIdsOfCart(cartId: number): SQL {
  return sql`SELECT st.product_id FROM ${cartDetails} d JOIN ${userCarts} m ON m.id = d.user_cart_id
    JOIN ${stocks} st ON st.id = d.stock_id WHERE m.cart_id = ${cartId} AND m.kicked_at IS NULL`
}

export function listDetailsOfCart(db: Executor, cartId: number): Promise<CartDetailRow[]> {
  return db
    .select({ d: cartDetails })
    .from(cartDetails)
    .innerJoin(userCarts, eq(userCarts.id, cartDetails.userCartId))
    .where(and(eq(userCarts.cartId, cartId), isNull(userCarts.kickedAt)))
    .orderBy(asc(cartDetails.id))
    .then((rows) => rows.map((r) => r.d))
}

export function insertDetail(
  db: Executor,
  values: { userCartId: number; stockId: number; parentId: number | null; quantity: number; price: number },
) {
  return db.insert(cartDetails).values(values)
}

/**
 * A main line and its addon lines in one statement (the addons need the main line's id), so that it can be queued
 * without waiting for that id.
 */
export function insertDetailWithAddons(
  db: Executor,
  main: { userCartId: number; stockId: number; quantity: number; price: number },
  addons: ReadonlyArray<{ stockId: number; quantity: number; price: number }>,
) {
  return db.execute(sql`
    WITH main AS (
      INSERT INTO ${cartDetails} (user_cart_id, stock_id, parent_id, quantity, price)
      VALUES (${main.userCartId}, ${main.stockId}, NULL, ${main.quantity}, ${main.price})
      RETURNING id
    )
    INSERT INTO ${cartDetails} (user_cart_id, stock_id, parent_id, quantity, price)
    SELECT ${main.userCartId}, a.stock_id, main.id, a.quantity, a.price
    FROM main, unnest(${intArray(addons.map((a) => a.stockId))}, ${intArray(addons.map((a) => a.quantity))},
      ${intArray(addons.map((a) => a.price))}) WITH ORDINALITY AS a(stock_id, quantity, price, n)
    ORDER BY a.n`)
}

export function updateDetailQuantity(db: Executor, detailId: number, quantity: number, price: number) {
  return db
    .update(cartDetails)
    .set({ quantity, price, updatedAt: sql`now()` })
    .where(eq(cartDetails.id, detailId))
}

export function deleteDetailById(db: Executor, id: number) {
  return db.delete(cartDetails).where(eq(cartDetails.id, id))
}

/** Deletes lines (their addon lines go with them) among `memberIds`; returns how many matched. */
export function deleteDetails(db: Executor, memberIds: number[], ids: number[]): Promise<number> {
  if (memberIds.length === 0 || ids.length === 0) return Promise.resolve(0)
  return db
    .delete(cartDetails)
    .where(and(inArray(cartDetails.userCartId, memberIds), inArray(cartDetails.id, ids)))
    .returning({ id: cartDetails.id })
    .then((rows) => rows.length)
}

/** Which (main stock, addon product) pairs are offered: the addons a main stock may carry. */
export async function listAllowedAddons(db: Executor, stockIds: number[]): Promise<Set<string>> {
  if (stockIds.length === 0) return new Set()
  const rows = await db
    .select({ stockId: stockAddons.stockId, productId: stockAddons.addonProductId })
    .from(stockAddons)
    .where(sql`${stockAddons.stockId} = ANY(${intArray(stockIds)})`)
  return new Set(rows.map((r) => `${r.stockId}:${r.productId}`))
}

export async function readSetting(db: Executor, key: string): Promise<string | null> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key))
  return row?.value ?? null
}

export type ShopRow = typeof shops.$inferSelect

/** The shop row, whatever its status (the service decides whether it takes orders). */
export function findShop(db: Executor, shopId: number): Promise<ShopRow | undefined> {
  return db
    .select()
    .from(shops)
    .where(eq(shops.id, shopId))
    .then(([shop]) => shop)
}

export async function findUserName(db: Executor, userId: number) {
  const [row] = await db
    .select({ firstname: users.firstname, lastname: users.lastname })
    .from(users)
    .where(eq(users.id, userId))
  return row
}

/**
 * Whether someone may follow the cart's changes: its owner, a signed-in member, or whoever holds a member uuid of
 * that cart (a kicked member keeps its uuid and may still listen: that is how it hears it was kicked).
 */
export async function mayFollowCart(
  db: Executor,
  cartId: number,
  who: { userId: number | null; userCartUuid?: string },
): Promise<boolean> {
  if (who.userCartUuid) {
    const [member] = await db
      .select({ id: userCarts.id })
      .from(userCarts)
      .where(and(eq(userCarts.uuid, who.userCartUuid), eq(userCarts.cartId, cartId)))
    if (member) return true
  }
  if (who.userId === null) return false
  const [owned] = await db
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.id, cartId), eq(carts.ownerId, who.userId)))
  if (owned) return true
  const [member] = await db
    .select({ id: userCarts.id })
    .from(userCarts)
    .where(and(eq(userCarts.cartId, cartId), eq(userCarts.userId, who.userId)))
  return Boolean(member)
}
