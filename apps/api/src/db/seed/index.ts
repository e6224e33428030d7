// The demo marketplace seeded on first start: deterministic (same rows, ids, uuids and pictures on every machine),
// translated into every shipped language, with pictures drawn locally. See README for the demo accounts.
import { hash } from '@node-rs/argon2'
import { sql } from 'drizzle-orm'
import { refreshSearchIndex } from '../search-index.ts'
import type { Database } from '../client.ts'
import { ImageQueue, type SeedContext } from './context.ts'
import { seedCatalogue } from './part-catalogue.ts'
import { seedBooking, seedMarketing, seedRecipes, seedReviews } from './part-content.ts'
import { demoAccounts, seedGlobal } from './part-global.ts'
import { seedShops } from './part-shops.ts'
import { seedOrdering } from './part-orders.ts'

export { demoAccounts } from './part-global.ts'
export { shopStates } from './part-shops.ts'

export interface SeedOptions {
  /** Storage folder: generated images go to `images/` under it. */
  storageDir: string
  /** The moment "today", discounts and bookings are computed from (defaults to now). */
  now?: Date
  /** Progress lines (part and milliseconds), for the CLI. */
  log?: (message: string) => void
}

/** True once the demo marketplace (or any data) is in the database. */
export async function isSeeded(db: Database): Promise<boolean> {
  const result = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM languages`)
  return (result.rows[0]?.n ?? 0) > 0
}

export async function seedDemoMarketplace(db: Database, options: SeedOptions): Promise<void> {
  const images = ImageQueue.forStorage(options.storageDir)
  const now = options.now ?? new Date()
  const [customer, seller, admin, courier, others] = await Promise.all([
    hash(demoAccounts.customer.password),
    hash(demoAccounts.seller.password),
    hash(demoAccounts.admin.password),
    hash(demoAccounts.courier.password),
    hash(demoAccounts.othersPassword),
  ])
  try {
    await db.transaction(async (tx) => {
      const ctx: SeedContext = { tx, now, images }
      const step = timer(options.log)
      const refs = await seedGlobal(ctx, { customer, seller, admin, courier, others })
      step('global data and users')
      const shops = await seedShops(ctx, refs)
      step('shops')
      const catalogue = await seedCatalogue(ctx, refs, shops)
      step(`catalogue (${catalogue.length} products)`)
      await seedReviews(ctx, refs, shops, catalogue)
      step('reviews')
      await seedMarketing(ctx, refs, shops, catalogue)
      await seedRecipes(ctx, refs, shops, catalogue)
      await seedBooking(ctx, refs, shops)
      await seedOrdering(ctx, refs, shops)
      step('content, recipes and booking')
      await refreshSearchIndex(tx)
      step('search index')
    })
  } finally {
    // Pictures render while the rows are written; wait for them either way so no write outlives the seed.
    await images.drain()
    options.log?.('images rendered')
  }
}

function timer(log: SeedOptions['log']) {
  let last = Date.now()
  return (part: string) => {
    const now = Date.now()
    log?.(`${part}: ${now - last} ms`)
    last = now
  }
}
