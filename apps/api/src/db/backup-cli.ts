// `npm run db:backup [FILE]` and `npm run db:restore FILE`: see backup.ts. The database is the one the API uses:
// DATABASE_URL, or the embedded one in BASIL_DATA_DIR (reached through the running API's database process when Basil
// is running; opened directly when it is not). A restore needs Basil stopped.
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { readEnv, readInvocationDir } from '../env.ts'
import { restoreBackup, writeBackup } from './backup.ts'
import { connectDatabase, migrateDatabase } from './client.ts'
import { launchEmbeddedDatabase, runningEmbeddedUrl, type EmbeddedProcess } from './embedded-launcher.ts'

const [command, fileArgument] = process.argv.slice(2)
if (command !== 'backup' && command !== 'restore') {
  console.error('Usage: npm run db:backup [FILE]  |  npm run db:restore FILE')
  process.exit(2)
}
if (command === 'restore' && !fileArgument) {
  console.error('Usage: npm run db:restore FILE   (a file written by npm run db:backup)')
  process.exit(2)
}

const env = readEnv()
const cwd = readInvocationDir()
let embedded: EmbeddedProcess | undefined
let url = env.DATABASE_URL
if (!url) {
  const running = runningEmbeddedUrl(env.BASIL_DATA_DIR)
  if (running && command === 'restore') {
    console.error('Basil is running on this data folder: stop it (Ctrl-C in its terminal), then restore.')
    process.exit(1)
  }
  if (running) url = running
  else {
    embedded = await launchEmbeddedDatabase(env.BASIL_DATA_DIR, 0)
    url = embedded.url
  }
}

const database = connectDatabase(url, 2)
try {
  if (command === 'backup') {
    const stamp = new Date().toISOString().replace(/[:T]/g, '-').replace(/\..*$/, '')
    const file = fileArgument
      ? path.resolve(cwd, fileArgument)
      : path.join(env.BASIL_DATA_DIR, 'backups', `basil-${stamp}.json.gz`)
    mkdirSync(path.dirname(file), { recursive: true })
    const summary = await writeBackup(database.db, file)
    console.log(
      `Backed up ${summary.rows} rows of ${summary.tables} tables to ${file} (${(summary.bytes / 1024).toFixed(0)} KiB).`,
    )
    console.log(
      `Images are files: keep a copy of ${env.STORAGE_DIR ?? path.join(env.BASIL_DATA_DIR, 'storage')} as well.`,
    )
  } else {
    const file = path.resolve(cwd, fileArgument!)
    await migrateDatabase(database.db)
    const summary = await restoreBackup(database.db, file)
    console.log(`Restored ${summary.rows} rows of ${summary.tables} tables from ${file}.`)
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  await database.close()
  await embedded?.stop()
}
