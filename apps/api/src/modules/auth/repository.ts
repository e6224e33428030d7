import { and, asc, desc, eq, sql } from 'drizzle-orm'
import { randomInt } from 'node:crypto'
import type { Executor } from '../../db/types.ts'
import { socialAccounts, userAddresses, userReferrals, users, wallets } from '../../db/schema/index.ts'

export type UserRow = typeof users.$inferSelect

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`)
    .limit(1)
  return row
}

export async function findUserByPhone(db: Executor, phone: string): Promise<UserRow | undefined> {
  // Stored numbers are E.164 with `+`; older rows may lack it.
  const [row] = await db
    .select()
    .from(users)
    .where(sql`${users.phone} IN (${phone}, ${phone.replace(/^\+/, '')})`)
    .limit(1)
  return row
}

export async function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id))
  return row
}

const REFERRAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
export function makeReferralCode(): string {
  let code = ''
  for (let i = 0; i < 8; i++) code += REFERRAL_ALPHABET[randomInt(REFERRAL_ALPHABET.length)]
  return code
}

export async function insertUser(
  db: Executor,
  values: Omit<typeof users.$inferInsert, 'myReferral'>,
): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ ...values, myReferral: makeReferralCode() })
    .returning()
  // Every account has its (empty) wallet from the start, so a client can top it up by its id at once.
  await db.insert(wallets).values({ userId: row!.id }).onConflictDoNothing({ target: wallets.userId })
  return row!
}

export async function updateUser(db: Executor, id: number, values: Partial<typeof users.$inferInsert>): Promise<void> {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
}

/** Links the new user to the owner of `code`; unknown codes are ignored, as a typo must not block sign-up. */
export async function recordReferral(db: Executor, newUserId: number, code: string | null | undefined): Promise<void> {
  const wanted = code?.trim().toUpperCase()
  if (!wanted) return
  const [referrer] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`upper(${users.myReferral}) = ${wanted}`)
  if (!referrer || referrer.id === newUserId) return
  await db.insert(userReferrals).values({ referrerId: referrer.id, referredId: newUserId }).onConflictDoNothing()
}

export async function findSocialAccount(db: Executor, provider: 'google' | 'facebook' | 'apple', subject: string) {
  const [row] = await db
    .select()
    .from(socialAccounts)
    .where(and(eq(socialAccounts.provider, provider), eq(socialAccounts.subject, subject)))
  return row
}

export async function linkSocialAccount(
  db: Executor,
  values: { userId: number; provider: 'google' | 'facebook' | 'apple'; subject: string; email: string | null },
): Promise<void> {
  await db.insert(socialAccounts).values(values).onConflictDoNothing()
}

/** PostgreSQL's unique_violation, as node-postgres reports it (Drizzle wraps it in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (e: unknown) => (e && typeof e === 'object' && 'code' in e ? (e as { code: unknown }).code : undefined)
  const cause = error && typeof error === 'object' && 'cause' in error ? (error as { cause: unknown }).cause : undefined
  return code(error) === '23505' || code(cause) === '23505'
}

/**
 * A user with their addresses (the active one first), how many users they referred, and their referral rewards
 * (as referrer: `from`; as the new customer: `to`); undefined when unknown.
 */
export async function findUserRecord(db: Executor, userId: number) {
  const [[user], addresses, [referrals], [rewardedTo]] = await Promise.all([
    db.select().from(users).where(eq(users.id, userId)),
    db
      .select()
      .from(userAddresses)
      .where(eq(userAddresses.userId, userId))
      .orderBy(desc(userAddresses.active), asc(userAddresses.id)),
    db
      .select({
        n: sql<number>`count(*)::int`,
        rewarded: sql<number>`count(${userReferrals.rewardedAt})::int`,
        earned: sql<number>`coalesce(sum(${userReferrals.referrerReward}), 0)::int`,
      })
      .from(userReferrals)
      .where(eq(userReferrals.referrerId, userId)),
    db
      .select({
        rewarded: sql<number>`count(${userReferrals.rewardedAt})::int`,
        earned: sql<number>`coalesce(sum(${userReferrals.referredReward}), 0)::int`,
      })
      .from(userReferrals)
      .where(eq(userReferrals.referredId, userId)),
  ])
  if (!user) return undefined
  const rewards = {
    fromCount: Number(referrals?.rewarded ?? 0),
    fromPrice: Number(referrals?.earned ?? 0),
    toCount: Number(rewardedTo?.rewarded ?? 0),
    toPrice: Number(rewardedTo?.earned ?? 0),
  }
  return { user, addresses, referralsCount: Number(referrals?.n ?? 0), referralRewards: rewards }
}

export type UserRecord = NonNullable<Awaited<ReturnType<typeof findUserRecord>>>
