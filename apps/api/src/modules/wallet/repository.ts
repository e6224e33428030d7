// The wallet's reads and locks besides the ledger's own writes (ledger.ts): wallets, their history, recipients.
import { aliasedTable, and, asc, desc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm'
import type { Executor } from '../../db/types.ts'
import { users, walletHistories, wallets } from '../../db/schema/index.ts'
import { notifyUser } from '../notifications/index.ts'
import { pageOf } from '../../db/sql.ts'
import type { WalletRow } from './ledger.ts'

export async function findWalletOfUser(db: Executor, userId: number): Promise<WalletRow | undefined> {
  const [wallet] = await db.select().from(wallets).where(eq(wallets.userId, userId))
  return wallet
}

const author = aliasedTable(users, 'author')
const counterparty = aliasedTable(users, 'counterparty')

const person = (t: typeof users) => ({
  id: t.id,
  uuid: t.uuid,
  firstname: t.firstname,
  lastname: t.lastname,
  img: t.img,
})

/** One page of a wallet's history, newest first, with who wrote each row and the other party, and the count. */
export function pageWalletHistories(db: Executor, walletId: number, window: { perPage: number; offset: number }) {
  return pageOf(
    db
      .select({ h: walletHistories, author: person(author), user: person(counterparty) })
      .from(walletHistories)
      .leftJoin(author, eq(author.id, walletHistories.authorId))
      .leftJoin(counterparty, eq(counterparty.id, walletHistories.counterpartyId))
      .where(eq(walletHistories.walletId, walletId))
      .orderBy(desc(walletHistories.id))
      .limit(window.perPage)
      .offset(window.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(walletHistories)
      .where(eq(walletHistories.walletId, walletId)),
  )
}

export async function findUserByUuid(db: Executor, uuid: string): Promise<{ id: number; active: boolean } | undefined> {
  const [user] = await db
    .select({ id: users.id, active: users.active })
    .from(users)
    .where(eq(users.uuid, uuid.toLowerCase()))
  return user
}

/** Locks the users' wallets for update, in one order (by id) so that two opposite transfers cannot deadlock. */
export async function lockWalletsOfUsers(db: Executor, userIds: number[]): Promise<void> {
  await db
    .select({ id: wallets.id })
    .from(wallets)
    .where(inArray(wallets.userId, userIds))
    .orderBy(asc(wallets.id))
    .for('update')
}

/**
 * Active users other than `userId` whose e-mail (any case) or phone is exactly the term, or, `byName`, whose first
 * name, last name or full name starts with it; by first name, at most `limit`.
 */
export function findRecipients(
  db: Executor,
  userId: number,
  term: { exact: string; phone: string; prefix: string; byName: boolean },
  limit: number,
) {
  const where = and(
    ne(users.id, userId),
    eq(users.active, true),
    or(
      sql`lower(${users.email}) = ${term.exact}`,
      eq(users.phone, term.phone),
      ...(term.byName
        ? [
            ilike(users.firstname, term.prefix),
            ilike(users.lastname, term.prefix),
            sql`(coalesce(${users.firstname}, '') || ' ' || coalesce(${users.lastname}, '')) ILIKE ${term.prefix}`,
          ]
        : []),
    ),
  )
  return db.select().from(users).where(where).orderBy(asc(users.firstname), asc(users.id)).limit(limit)
}

/**
 * The receiver's bell: a `transaction` notification (it opens /wallet) naming the sender, written in the transfer's
 * transaction so it exists exactly when the money arrived. `amount` in minor units of the default currency.
 */
export async function notifyMoneyReceived(db: Executor, userId: number, senderId: number, amount: number) {
  const [sender] = await db
    .select({ uuid: users.uuid, firstname: users.firstname, lastname: users.lastname })
    .from(users)
    .where(eq(users.id, senderId))
  const name = [sender?.firstname, sender?.lastname].filter(Boolean).join(' ') || 'A customer'
  await notifyUser(db, {
    userId,
    type: 'transaction',
    title: 'You received money',
    body: `${name} sent money to your wallet`,
    data: { type: 'wallet', amount, sender: sender?.uuid ?? null },
  })
}
