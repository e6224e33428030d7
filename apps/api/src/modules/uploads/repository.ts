import { and, eq } from 'drizzle-orm'
import type { Executor } from '../../db/types.ts'
import { uploads } from '../../db/schema/index.ts'

export async function recordUpload(db: Executor, values: typeof uploads.$inferInsert): Promise<void> {
  await db.insert(uploads).values(values)
}

/** Whether `path` is a picture `userId` uploaded. */
export async function isUploadOf(db: Executor, userId: number, path: string): Promise<boolean> {
  const [row] = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), eq(uploads.path, path)))
  return Boolean(row)
}
