// The wallet ledger: every movement of money is one appended wallet_histories row, written in the same transaction
// as a conditional update of the wallet's cached balance, so a balance can never go below zero whatever the
// interleaving of requests, and always equals the sum of its processed rows.
import { and, eq, gte, sql } from 'drizzle-orm'
import type { Executor } from '../../db/types.ts'
import { walletHistories, wallets, type WalletHistoryType } from '../../db/schema/index.ts'
import { badRequest } from '../../lib/errors.ts'

export const INSUFFICIENT_BALANCE = 'Insufficient wallet balance'

export type WalletRow = typeof wallets.$inferSelect

/** The user's wallet, created empty on first use. */
export async function ensureWallet(db: Executor, userId: number): Promise<WalletRow> {
  await db.insert(wallets).values({ userId }).onConflictDoNothing({ target: wallets.userId })
  const [row] = await db.select().from(wallets).where(eq(wallets.userId, userId))
  return row!
}

export interface WalletEntry {
  userId: number
  /** Minor units of the default currency: credit > 0, debit < 0. */
  amount: number
  type: WalletHistoryType
  note?: string | null
  orderId?: number | null
  parcelOrderId?: number | null
  authorId?: number | null
  counterpartyId?: number | null
}

/**
 * Appends a processed ledger row and moves the balance by `amount`. A debit larger than the balance throws the 400
 * "Insufficient wallet balance" and changes nothing; call it inside the caller's transaction so the movement commits
 * (or rolls back) with whatever it pays for.
 */
export async function postWalletEntry(
  db: Executor,
  entry: WalletEntry,
): Promise<{ wallet: WalletRow; historyId: number }> {
  if (!Number.isInteger(entry.amount) || entry.amount === 0)
    throw new Error(`wallet amount must be a non-zero integer, got ${entry.amount}`)
  if (entry.amount > 0) await ensureWallet(db, entry.userId)
  const [wallet] = await db
    .update(wallets)
    .set({ balance: sql`${wallets.balance} + ${entry.amount}`, updatedAt: new Date() })
    .where(
      entry.amount < 0
        ? and(eq(wallets.userId, entry.userId), gte(wallets.balance, -entry.amount))
        : eq(wallets.userId, entry.userId),
    )
    .returning()
  if (!wallet) throw badRequest(INSUFFICIENT_BALANCE)
  const [history] = await db
    .insert(walletHistories)
    .values({
      walletId: wallet.id,
      type: entry.type,
      amount: entry.amount,
      status: 'processed',
      note: entry.note ?? null,
      orderId: entry.orderId ?? null,
      parcelOrderId: entry.parcelOrderId ?? null,
      authorId: entry.authorId ?? null,
      counterpartyId: entry.counterpartyId ?? null,
    })
    .returning({ id: walletHistories.id })
  return { wallet, historyId: history!.id }
}

/** The balance as the ledger says it (sum of processed rows), for checks and audits. */
export async function ledgerBalance(db: Executor, walletId: number): Promise<number> {
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(${walletHistories.amount}), 0)::int` })
    .from(walletHistories)
    .where(and(eq(walletHistories.walletId, walletId), eq(walletHistories.status, 'processed')))
  return Number(row?.sum ?? 0)
}
