// Idempotency keys: a retried request (same user, scope and key) gets what the first one created instead of doing it
// again. The key is claimed inside the caller's transaction: a concurrent twin blocks on the unique index until the
// first commits (then sees its result) or rolls back (then claims the key itself).
import { and, eq } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { Executor } from '../db/types.ts'
import { idempotencyKeys } from '../db/schema/index.ts'
import { badRequest } from './errors.ts'

export type IdempotencyClaim = { claimed: true; id: number } | { claimed: false; resourceId: number | null }

export async function claimIdempotencyKey(
  db: Executor,
  userId: number,
  scope: string,
  key: string,
): Promise<IdempotencyClaim> {
  const [inserted] = await db
    .insert(idempotencyKeys)
    .values({ userId, scope, key })
    .onConflictDoNothing()
    .returning({ id: idempotencyKeys.id })
  if (inserted) return { claimed: true, id: inserted.id }
  const [row] = await db
    .select({ resourceId: idempotencyKeys.resourceId })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)))
  return { claimed: false, resourceId: row?.resourceId ?? null }
}

/** Remembers what a claimed key made; a statement that starts when awaited or queued (db/pipeline.ts). */
export function recordIdempotentResult(db: Executor, claimId: number, resourceId: number) {
  return db.update(idempotencyKeys).set({ resourceId }).where(eq(idempotencyKeys.id, claimId))
}

/** The `Idempotency-Key` header, else the body's `idempotency_key`; validated so a key is a short printable token. */
export function readIdempotencyKey(request: FastifyRequest, bodyKey?: string | null): string | null {
  const header = request.headers['idempotency-key']
  const raw = (Array.isArray(header) ? header[0] : header) ?? bodyKey ?? null
  if (raw === null || raw === undefined) return null
  const key = String(raw).trim()
  if (!key) return null
  if (key.length > 200 || !/^[\x21-\x7e]+$/.test(key)) {
    throw badRequest('Idempotency-Key must be 1 to 200 printable characters', { idempotency_key: ['is invalid'] })
  }
  return key
}
