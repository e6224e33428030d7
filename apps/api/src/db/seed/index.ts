import { sql } from 'drizzle-orm'
import type { Database } from '../client.ts'

export interface SeedOptions {
  /** Storage folder: generated images go to `images/` under it. */
  storageDir: string
}

/** True once the demo marketplace (or any data) is in the database. */
export async function isSeeded(db: Database): Promise<boolean> {
  const result = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM languages`)
  return (result.rows[0]?.n ?? 0) > 0
}

export async function seedDemoMarketplace(_db: Database, _options: SeedOptions): Promise<void> {
  throw new Error('seed: being written')
}
