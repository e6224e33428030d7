import type { WalletHistory } from '@basil/contracts'
import type { Database, Executor } from '../../db/types.ts'
import type { RequestContext } from '../../lib/context.ts'
import { badRequest, notFound } from '../../lib/errors.ts'
import { imageUrl, isoDate, money } from '../../lib/present.ts'
import { claimIdempotencyKey, recordIdempotentResult } from '../../lib/idempotency.ts'
import { ensureWallet, postWalletEntry } from './ledger.ts'
import * as repo from './repository.ts'

/** The `wallet` block of IUser: the balance in the request's currency; null until the user has a wallet. */
export async function loadWalletBlock(db: Executor, userId: number, ctx: RequestContext) {
  const wallet = await repo.findWalletOfUser(db, userId)
  if (!wallet) return null
  return { id: wallet.id, uuid: wallet.uuid, price: money(wallet.balance, ctx), symbol: ctx.currency.symbol }
}

function presentPerson(
  row: { id: number; uuid: string; firstname: string | null; lastname: string | null; img: string | null } | null,
  ctx: RequestContext,
) {
  if (!row) return null
  return { id: row.id, uuid: row.uuid, firstname: row.firstname, lastname: row.lastname, img: imageUrl(row.img, ctx) }
}

export async function listWalletHistories(
  db: Executor,
  userId: number,
  window: { perPage: number; offset: number },
  ctx: RequestContext,
): Promise<{ items: WalletHistory[]; total: number }> {
  const wallet = await repo.findWalletOfUser(db, userId)
  if (!wallet) return { items: [], total: 0 }
  const { rows, total } = await repo.pageWalletHistories(db, wallet.id, window)
  return {
    total,
    items: rows.map(({ h, author: a, user: u }) => ({
      id: h.id,
      uuid: h.uuid,
      wallet_uuid: wallet.uuid,
      type: h.amount >= 0 ? ('topup' as const) : ('withdraw' as const),
      reason: h.type,
      price: money(Math.abs(h.amount), ctx),
      note: h.note,
      status: h.status,
      order_id: h.orderId,
      created_at: isoDate(h.createdAt)!,
      author: presentPerson(a, ctx),
      user: presentPerson(u, ctx),
    })),
  }
}

/** Request-currency decimal to minor units of the default currency. */
export function toMinor(amount: number, ctx: RequestContext): number {
  return Math.round((amount * 100) / (ctx.currency.rate || 1))
}

/**
 * Sends money from the user's wallet to another user's: both ledger rows and both balances in one transaction.
 * With an idempotency key, a retry does nothing more. Answers the sender's wallet and, when money moved now, who
 * received it (for the live event the route publishes after the commit).
 */
export async function sendMoney(
  db: Database,
  userId: number,
  input: { price: number; uuid: string },
  ctx: RequestContext,
  idempotencyKey: string | null,
) {
  const amount = toMinor(input.price, ctx)
  if (amount <= 0) throw badRequest('The amount is too small', { price: ['must be positive'] })
  return db.transaction(async (tx) => {
    if (idempotencyKey) {
      const claim = await claimIdempotencyKey(tx, userId, 'wallet_send', idempotencyKey)
      if (!claim.claimed) return { wallet: await loadWalletBlock(tx, userId, ctx), receiverId: null }
      const receiverId = await transfer(tx, userId, input.uuid, amount)
      await recordIdempotentResult(tx, claim.id, amount)
      return { wallet: await loadWalletBlock(tx, userId, ctx), receiverId }
    }
    const receiverId = await transfer(tx, userId, input.uuid, amount)
    return { wallet: await loadWalletBlock(tx, userId, ctx), receiverId }
  })
}

async function transfer(tx: Executor, userId: number, recipientUuid: string, amount: number): Promise<number> {
  const recipient = await repo.findUserByUuid(tx, recipientUuid)
  if (!recipient || !recipient.active) throw notFound('User not found')
  if (recipient.id === userId) throw badRequest('You cannot send money to yourself', { uuid: ['is your own account'] })
  // Lock both wallets in one order (by id) so two opposite transfers cannot deadlock.
  await ensureWallet(tx, recipient.id)
  await repo.lockWalletsOfUsers(tx, [userId, recipient.id])
  await postWalletEntry(tx, {
    userId,
    amount: -amount,
    type: 'transfer_out',
    authorId: userId,
    counterpartyId: recipient.id,
  })
  await postWalletEntry(tx, {
    userId: recipient.id,
    amount,
    type: 'transfer_in',
    authorId: userId,
    counterpartyId: userId,
  })
  await repo.notifyMoneyReceived(tx, recipient.id, userId, amount)
  return recipient.id
}

/** Name prefixes shorter than this find nobody: two letters would page through the whole directory. */
export const MIN_NAME_SEARCH = 3
/** The most users one search answers, whatever the page asked for. */
export const MAX_RECIPIENTS = 10

/**
 * Users to send money to: active users whose first or last name starts with the term (at least MIN_NAME_SEARCH
 * characters), or whose e-mail or phone is exactly the term (so contact details cannot be fished for by fragments).
 * Never the caller, never more than MAX_RECIPIENTS, and without contact details or role.
 */
export async function searchRecipients(
  db: Executor,
  userId: number,
  term: string,
  window: { perPage: number; offset: number },
  ctx: RequestContext,
) {
  const exact = term.trim().toLowerCase()
  const byName = exact.length >= MIN_NAME_SEARCH
  const prefix = `${term.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  const found = await repo.findRecipients(db, userId, { exact, phone: term.trim(), prefix, byName }, MAX_RECIPIENTS)
  return {
    total: found.length,
    items: found.slice(window.offset, window.offset + window.perPage).map((u) => ({
      id: u.id,
      uuid: u.uuid,
      firstname: u.firstname,
      lastname: u.lastname,
      img: imageUrl(u.img, ctx),
      active: u.active,
      empty_p: !u.passwordHash,
    })),
  }
}
