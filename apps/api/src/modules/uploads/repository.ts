import type { Executor } from '../../db/types.ts'
import { uploads } from '../../db/schema/index.ts'

export async function recordUpload(db: Executor, values: typeof uploads.$inferInsert): Promise<void> {
  await db.insert(uploads).values(values)
}
