// One-time codes: six digits, kept as a SHA-256, valid for the `otp_expire_time` setting (minutes), at most
// MAX_ATTEMPTS wrong tries each, and a new code for the same target and purpose retires the old one.
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import { createHash, randomInt, timingSafeEqual } from 'node:crypto'
import type { Executor } from '../../db/client.ts'
import { settings, verificationCodes } from '../../db/schema/index.ts'
import { MESSAGES, fieldError } from './rules.ts'

export const MAX_ATTEMPTS = 5
export const DEFAULT_OTP_MINUTES = 10
/** How long a verified sign-up code may wait for the details step. */
export const DETAILS_WINDOW_MS = 60 * 60_000

type Purpose = (typeof verificationCodes.$inferSelect)['purpose']
type Channel = (typeof verificationCodes.$inferSelect)['channel']
export type CodeRow = typeof verificationCodes.$inferSelect

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex')

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))
}

export async function readOtpMinutes(db: Executor): Promise<number> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, 'otp_expire_time'))
  const minutes = Number(row?.value)
  return Number.isFinite(minutes) && minutes > 0 ? Math.min(minutes, 24 * 60) : DEFAULT_OTP_MINUTES
}

/** A fresh code for (purpose, channel, target); earlier unused codes of the same kind stop working. */
export async function createCode(
  db: Executor,
  purpose: Purpose,
  channel: Channel,
  target: string,
): Promise<{ code: string; verifyId: string; minutes: number }> {
  const minutes = await readOtpMinutes(db)
  const now = new Date()
  await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(verificationCodes.purpose, purpose),
        eq(verificationCodes.channel, channel),
        eq(verificationCodes.target, target),
        isNull(verificationCodes.consumedAt),
      ),
    )
  // The e-mail sign-up link carries the code alone, so live codes of that kind must not collide.
  let code = ''
  for (let attempt = 0; attempt < 10; attempt++) {
    code = String(randomInt(0, 1_000_000)).padStart(6, '0')
    if (purpose !== 'register' || channel !== 'email') break
    const clash = await db
      .select({ id: verificationCodes.id })
      .from(verificationCodes)
      .where(and(liveCode(now), eq(verificationCodes.codeHash, hashCode(code))))
      .limit(1)
    if (clash.length === 0) break
  }
  const [row] = await db
    .insert(verificationCodes)
    .values({ purpose, channel, target, codeHash: hashCode(code), expiresAt: new Date(now.getTime() + minutes * 60_000) })
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

/** Checks `code` against one live code row; a wrong code counts an attempt. Marks the row verified. */
async function checkRow(db: Executor, row: CodeRow | undefined, code: string | undefined): Promise<CodeRow> {
  if (!row) throw wrongCode()
  if (!code || !sameHash(row.codeHash, hashCode(code.trim()))) {
    await db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(eq(verificationCodes.id, row.id))
    throw wrongCode()
  }
  const [verified] = await db
    .update(verificationCodes)
    .set({ verifiedAt: new Date() })
    .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.verifiedAt)))
    .returning()
  // A concurrent request used the same code first.
  if (!verified) throw wrongCode()
  return verified
}

/** The phone flows: the client sends back the `verifyId` it was given with the code. */
export async function verifyCodeById(
  db: Executor,
  purpose: Purpose,
  verifyId: string | undefined,
  code: string | undefined,
): Promise<CodeRow> {
  if (!verifyId || !UUID.test(verifyId)) throw wrongCode()
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.verifyId, verifyId), eq(verificationCodes.purpose, purpose), liveCode(new Date())))
  return checkRow(db, row, code)
}

/** The e-mail reset: the client sends the address and the code. */
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

/** The e-mail sign-up link carries the code alone (`auth/verify/{code}`); guessing is held back by rate limits. */
export async function verifyEmailSignUpCode(db: Executor, code: string): Promise<CodeRow> {
  if (!/^\d{6}$/.test(code)) throw wrongCode()
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.purpose, 'register'),
        eq(verificationCodes.channel, 'email'),
        eq(verificationCodes.codeHash, hashCode(code)),
        liveCode(new Date()),
      ),
    )
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
