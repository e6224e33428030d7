// Runs drizzle-kit generate, then makes sure the first migration creates the extensions the schema's indexes need
// (drizzle-kit never writes CREATE EXTENSION itself).
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'

const args = ['drizzle-kit', 'generate', ...process.argv.slice(2)]
execFileSync('npx', args, { stdio: 'inherit' })
const first = readdirSync('drizzle').filter((f) => /^0000_.*\.sql$/.test(f))[0]
if (first) {
  const path = `drizzle/${first}`
  const sql = readFileSync(path, 'utf8')
  const header = 'CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint\n'
  if (!sql.startsWith(header)) writeFileSync(path, header + sql)
}
