// Sessions are opaque random tokens; the database keeps only their SHA-256, an expiry and a revocation time.
import { and, eq, gt, isNull, ne } from 'drizzle-orm'
import { createHash, randomBytes } from 'node:crypto'
import type { Executor } from '../db/types.ts'
import { authTokens, users } from '../db/schema/index.ts'

export type SessionPurpose = (typeof authTokens.$inferInsert)['purpose'] & string

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

export async function issueSession(
  db: Executor,
  userId: number,
  ttlDays: number,
  purpose: SessionPurpose = 'login',
): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await db.insert(authTokens).values({
    userId,
    tokenHash: hashToken(token),
    purpose,
    expiresAt: new Date(Date.now() + ttlDays * 86_400_000),
  })
  return token
}

/** The live session of a token (not expired, not revoked, its user active), or undefined. */
export async function findSession(db: Executor, token: string) {
  const [row] = await db
    .select({
      tokenId: authTokens.id,
      purpose: authTokens.purpose,
      createdAt: authTokens.createdAt,
      id: users.id,
      uuid: users.uuid,
      role: users.role,
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(token)),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, new Date()),
        eq(users.active, true),
      ),
    )
    .limit(1)
  return row
}

export async function revokeSession(db: Executor, tokenId: number): Promise<void> {
  await db.update(authTokens).set({ revokedAt: new Date() }).where(eq(authTokens.id, tokenId))
}

/** Ends every session of a user, except `keepTokenId` when given (after a password change). */
export async function revokeUserSessions(db: Executor, userId: number, keepTokenId?: number): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(authTokens.userId, userId),
        isNull(authTokens.revokedAt),
        keepTokenId === undefined ? undefined : ne(authTokens.id, keepTokenId),
      ),
    )
}
