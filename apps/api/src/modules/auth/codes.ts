// One-time codes: six digits, kept as a SHA-256, valid for the `otp_expire_time` setting (minutes), at most
// MAX_ATTEMPTS wrong tries each, and a new code for the same target and purpose retires the old one. A code is only
// ever looked up through its own target (the address, or the `verifyId` handed to whoever asked for it), never by
// its value, and wrong tries are also counted per target (MAX_TARGET_ATTEMPTS across all its codes within
// TARGET_WINDOW_MINUTES), so that asking for a new code does not buy new guesses.
import { and, asc, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm'
import { createHash, randomInt, timingSafeEqual } from 'node:crypto'
import type { Executor } from '../../db/types.ts'
import { settings, verificationCodes } from '../../db/schema/index.ts'
import { tooManyRequests } from '../../plugins/rate-limit.ts'
import { MESSAGES, fieldError } from './rules.ts'

export const MAX_ATTEMPTS = 5
/** Wrong tries allowed across every code of one (purpose, channel, target) within the target window. */
export const MAX_TARGET_ATTEMPTS = 10
/** The target window: an hour, or the codes' lifetime when that is longer. */
export const TARGET_WINDOW_MINUTES = 60
export const DEFAULT_OTP_MINUTES = 10
/** How long a verified sign-up code may wait for the details step. */
export const DETAILS_WINDOW_MS = 60 * 60_000

type Purpose = (typeof verificationCodes.$inferSelect)['purpose']
type Channel = (typeof verificationCodes.$inferSelect)['channel']
export type CodeRow = typeof verificationCodes.$inferSelect

export const hashCode = (code: string) => createHash('sha256').update(code).digest('hex')

export function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))
}

export async function readOtpMinutes(db: Executor): Promise<number> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, 'otp_expire_time'))
  const minutes = Number(row?.value)
  return Number.isFinite(minutes) && minutes > 0 ? Math.min(minutes, 24 * 60) : DEFAULT_OTP_MINUTES
}

/**
 * A fresh code for (purpose, channel, target); earlier unused codes of the same kind stop working. A code of an
 * account (`userId`: an e-mail or phone change) retires that account's earlier codes of its purpose instead.
 */
export async function createCode(
  db: Executor,
  purpose: Purpose,
  channel: Channel,
  target: string,
  owner: { userId?: number } = {},
): Promise<{ code: string; verifyId: string; minutes: number }> {
  const minutes = await readOtpMinutes(db)
  const now = new Date()
  const sameKind =
    owner.userId === undefined
      ? and(eq(verificationCodes.channel, channel), eq(verificationCodes.target, target))
      : eq(verificationCodes.userId, owner.userId)
  await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(and(eq(verificationCodes.purpose, purpose), sameKind, isNull(verificationCodes.consumedAt)))
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  const [row] = await db
    .insert(verificationCodes)
    .values({
      purpose,
      channel,
      target,
      userId: owner.userId ?? null,
      codeHash: hashCode(code),
      expiresAt: new Date(now.getTime() + minutes * 60_000),
    })
    .returning({ verifyId: verificationCodes.verifyId })
  return { code, verifyId: row!.verifyId, minutes }
}

function liveCode(now: Date) {
  return and(
    isNull(verificationCodes.consumedAt),
    isNull(verificationCodes.verifiedAt),
    gt(verificationCodes.expiresAt, now),
    lt(verificationCodes.attempts, MAX_ATTEMPTS),
  )
}

const wrongCode = () => fieldError('verifyCode', MESSAGES.wrongCode)
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * How many more wrong tries the code `row` may take: its own MAX_ATTEMPTS, and what the wrong tries on the other
 * codes of its target within the target window leave (those codes are retired, so their counts no longer move).
 * With none left, `retryAfterMs` says when the oldest counted tries leave the window.
 */
async function triesLeft(db: Executor, row: CodeRow): Promise<{ limit: number; retryAfterMs: number }> {
  const windowMs = Math.max(TARGET_WINDOW_MINUTES, await readOtpMinutes(db)) * 60_000
  const now = Date.now()
  const others = await db
    .select({ attempts: verificationCodes.attempts, createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.purpose, row.purpose),
        eq(verificationCodes.channel, row.channel),
        eq(verificationCodes.target, row.target),
        ne(verificationCodes.id, row.id),
        gt(verificationCodes.attempts, 0),
        gt(verificationCodes.createdAt, new Date(now - windowMs)),
      ),
    )
    .orderBy(asc(verificationCodes.createdAt))
  const spent = others.reduce((sum, r) => sum + r.attempts, 0)
  const limit = Math.min(MAX_ATTEMPTS, MAX_TARGET_ATTEMPTS - spent)
  if (row.attempts < limit) return { limit, retryAfterMs: 0 }
  // The first moment at which enough old tries have left the window for one more.
  let counted = spent + row.attempts
  let retryAt = row.createdAt.getTime() + windowMs
  for (const r of others) {
    counted -= r.attempts
    if (counted < MAX_TARGET_ATTEMPTS) {
      retryAt = r.createdAt.getTime() + windowMs
      break
    }
  }
  return { limit, retryAfterMs: Math.max(1000, retryAt - now) }
}

/**
 * Checks `code` against one live code row. The try is counted before the comparison (a conditional update, so that
 * concurrent guesses cannot compare more codes than the limits allow) and given back when the code is right. Marks
 * the row verified.
 */
async function checkRow(db: Executor, row: CodeRow | undefined, code: string | undefined): Promise<CodeRow> {
  if (!row) throw wrongCode()
  const { limit, retryAfterMs } = await triesLeft(db, row)
  if (row.attempts >= limit) {
    // A reset says no more than a wrong code would: a 429 would tell that the address or number has an account.
    if (row.purpose === 'password_reset') throw wrongCode()
    throw tooManyRequests(retryAfterMs)
  }
  const [counted] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(and(eq(verificationCodes.id, row.id), liveCode(new Date()), lt(verificationCodes.attempts, limit)))
    .returning({ id: verificationCodes.id })
  if (!counted || !code || !sameHash(row.codeHash, hashCode(code.trim()))) throw wrongCode()
  const [verified] = await db
    .update(verificationCodes)
    .set({ verifiedAt: new Date(), attempts: sql`${verificationCodes.attempts} - 1` })
    .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.verifiedAt)))
    .returning()
  // A concurrent request used the same code first.
  if (!verified) throw wrongCode()
  return verified
}

/** The phone flows (and e-mail sign-up, optionally): the client sends back the `verifyId` it was given with the code. */
export async function verifyCodeById(
  db: Executor,
  purpose: Purpose,
  verifyId: string | undefined,
  code: string | undefined,
  channel: Channel = 'phone',
): Promise<CodeRow> {
  if (!verifyId || !UUID.test(verifyId)) throw wrongCode()
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.verifyId, verifyId),
        eq(verificationCodes.purpose, purpose),
        eq(verificationCodes.channel, channel),
        liveCode(new Date()),
      ),
    )
  return checkRow(db, row, code)
}

/** The e-mail flows (sign-up, reset): the client sends the address and the code. */
export async function verifyCodeForTarget(
  db: Executor,
  purpose: Purpose,
  channel: Channel,
  target: string,
  code: string | undefined,
): Promise<CodeRow> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.purpose, purpose),
        eq(verificationCodes.channel, channel),
        eq(verificationCodes.target, target),
        liveCode(new Date()),
      ),
    )
    .orderBy(desc(verificationCodes.id))
    .limit(1)
  return checkRow(db, row, code)
}

/** A code verified within the last hour and not yet used for the details step. */
export async function findVerifiedCode(
  db: Executor,
  purpose: Purpose,
  channel: Channel,
  target: string,
): Promise<CodeRow | undefined> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.purpose, purpose),
        eq(verificationCodes.channel, channel),
        eq(verificationCodes.target, target),
        isNull(verificationCodes.consumedAt),
        gt(verificationCodes.verifiedAt, new Date(Date.now() - DETAILS_WINDOW_MS)),
      ),
    )
    .orderBy(desc(verificationCodes.id))
    .limit(1)
  return row
}

export async function consumeCode(db: Executor, id: number): Promise<void> {
  await db.update(verificationCodes).set({ consumedAt: new Date() }).where(eq(verificationCodes.id, id))
}
