// `npm run seed -w @basil/api`: seeds the database of DATABASE_URL (or the embedded one in BASIL_DATA_DIR) when it
// is empty. Pass --force to seed even if data exists (only sensible on a fresh database).
import { sql } from 'drizzle-orm'
import path from 'node:path'
import { connectDatabase, migrateDatabase } from '../client.ts'
import { launchEmbeddedDatabase, type EmbeddedProcess } from '../embedded-launcher.ts'
import { readEnv } from '../../env.ts'
import { isSeeded, seedDemoMarketplace } from './index.ts'

const env = readEnv()
const force = process.argv.includes('--force')
let embedded: EmbeddedProcess | undefined
let url = env.DATABASE_URL
if (!url) {
  embedded = await launchEmbeddedDatabase(env.BASIL_DATA_DIR, env.EMBEDDED_DB_PORT)
  url = embedded.url
}
const database = connectDatabase(url, 4)
try {
  let started = Date.now()
  await migrateDatabase(database.db)
  console.log(`Migrated in ${((Date.now() - started) / 1000).toFixed(1)} s.`)
  if (!force && (await isSeeded(database.db))) {
    console.log('The database already has data; nothing to do (use --force on a fresh database).')
  } else {
    started = Date.now()
    await seedDemoMarketplace(database.db, {
      storageDir: env.STORAGE_DIR ?? path.join(env.BASIL_DATA_DIR, 'storage'),
      log: (line) => console.log(`  ${line}`),
    })
    await database.db.execute(sql`VACUUM ANALYZE`)
    console.log(`Seeded the demo marketplace in ${((Date.now() - started) / 1000).toFixed(1)} s.`)
  }
} finally {
  await database.close()
  await embedded?.stop()
}
