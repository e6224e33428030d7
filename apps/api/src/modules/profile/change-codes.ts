// The codes of an e-mail or phone change. Unlike sign-up and reset codes they belong to the signed-in account that
// asked for one (`user_id`): another account cannot use (or burn) them, whatever `verifyId` it learns. Six digits,
// kept as a SHA-256, valid for `otp_expire_time`, dead after MAX_ATTEMPTS wrong tries; a new request retires the
// account's earlier code of the same kind, and wrong tries are also counted per account over an hour so that asking
// for new codes does not buy unlimited guesses.
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import type { Executor } from '../../db/types.ts'
import { verificationCodes } from '../../db/schema/index.ts'
import { MAX_ATTEMPTS, createCode, hashCode, sameHash } from '../auth/index.ts'
import { MESSAGES, fieldError } from '../auth/index.ts'

export type ChangePurpose = 'email_change' | 'phone_change'
type CodeRow = typeof verificationCodes.$inferSelect

/** Wrong tries one account may make at change codes of one kind within WRONG_TRIES_WINDOW_MS, across codes. */
export const MAX_WRONG_TRIES_PER_ACCOUNT = 10
const WRONG_TRIES_WINDOW_MS = 60 * 60_000
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const wrongCode = () => fieldError('verifyCode', MESSAGES.wrongCode)
const channelOf = (purpose: ChangePurpose) => (purpose === 'email_change' ? 'email' : 'phone')

/** A fresh code for `userId` to prove `target`; the account's earlier unused codes of this kind stop working. */
export function createChangeCode(db: Executor, userId: number, purpose: ChangePurpose, target: string) {
  return createCode(db, purpose, channelOf(purpose), target, { userId })
}

async function recentWrongTries(db: Executor, userId: number, purpose: ChangePurpose): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${verificationCodes.attempts}), 0)::int` })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.userId, userId),
        eq(verificationCodes.purpose, purpose),
        gt(verificationCodes.createdAt, new Date(Date.now() - WRONG_TRIES_WINDOW_MS)),
      ),
    )
  return row?.n ?? 0
}

/**
 * Checks the code of `verifyId` for the account `userId` and uses it up (one use only). A code of another account, an
 * unknown, expired, used or dead one all answer "Wrong verification code"; only a wrong guess at the account's own
 * live code counts a try. Call it outside a transaction: the counted try must stay even though the request fails.
 */
export async function useChangeCode(
  db: Executor,
  userId: number,
  purpose: ChangePurpose,
  verifyId: string | undefined,
  code: string | undefined,
): Promise<CodeRow> {
  if (!verifyId || !UUID.test(verifyId.trim())) throw wrongCode()
  const now = new Date()
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.verifyId, verifyId.trim()),
        eq(verificationCodes.purpose, purpose),
        eq(verificationCodes.userId, userId),
        isNull(verificationCodes.consumedAt),
        isNull(verificationCodes.verifiedAt),
        gt(verificationCodes.expiresAt, now),
        lt(verificationCodes.attempts, MAX_ATTEMPTS),
      ),
    )
  if (!row) throw wrongCode()
  if ((await recentWrongTries(db, userId, purpose)) >= MAX_WRONG_TRIES_PER_ACCOUNT) throw wrongCode()
  // Every guess takes a try before it is compared, so parallel guesses cannot get past MAX_ATTEMPTS either.
  const [reserved] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        eq(verificationCodes.id, row.id),
        isNull(verificationCodes.consumedAt),
        lt(verificationCodes.attempts, MAX_ATTEMPTS),
      ),
    )
    .returning({ id: verificationCodes.id })
  if (!reserved || !code || !sameHash(row.codeHash, hashCode(code.trim()))) throw wrongCode()
  // The right code gives its try back (the count is of wrong tries) and is used up.
  const [used] = await db
    .update(verificationCodes)
    .set({ verifiedAt: now, consumedAt: now, attempts: sql`${verificationCodes.attempts} - 1` })
    .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.consumedAt)))
    .returning()
  // A concurrent request used the same code first.
  if (!used) throw wrongCode()
  return used
}
