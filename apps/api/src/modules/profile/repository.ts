import { and, eq, ne, sql } from 'drizzle-orm'
import type { Executor } from '../../db/types.ts'
import { uploads, userPushTokens, users } from '../../db/schema/index.ts'

export async function isEmailTakenByOther(db: Executor, email: string, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email}`, ne(users.id, userId)))
    .limit(1)
  return rows.length > 0
}

export async function isPhoneTakenByOther(db: Executor, phone: string, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`${users.phone} IN (${phone}, ${phone.replace(/^\+/, '')})`, ne(users.id, userId)))
    .limit(1)
  return rows.length > 0
}

export async function isOwnUpload(db: Executor, userId: number, path: string): Promise<boolean> {
  const rows = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), eq(uploads.path, path)))
    .limit(1)
  return rows.length > 0
}

/** A device token belongs to whoever registered it last (a phone changes hands, a user signs in elsewhere). */
export async function savePushToken(db: Executor, userId: number, token: string): Promise<void> {
  await db
    .insert(userPushTokens)
    .values({ userId, token })
    .onConflictDoUpdate({ target: userPushTokens.token, set: { userId, updatedAt: new Date() } })
}
