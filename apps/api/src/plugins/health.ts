// Probes for whoever runs the API (an orchestrator, a load balancer, `npm start`):
//   GET /health        alive: the process answers (no database access), always 200 while it runs;
//   GET /health/ready  ready for traffic: the database answers, every migration this build ships is applied, and
//                      Redis answers when it is configured. 503 with the reasons while not, so a balancer stops
//                      sending requests to an instance whose database is gone (security probe D5).
// Neither writes a request log line: probes come every few seconds.
import { sql } from 'drizzle-orm'
import fp from 'fastify-plugin'
import type { Redis } from 'ioredis'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { migrationsFolder, type Database } from '../db/client.ts'

const CHECK_TIMEOUT_MS = 2_000

/** The creation time (Drizzle's `folderMillis`) of the newest migration this build ships. */
function newestShippedMigration(): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: Array<{ when: number }>
  }
  return Math.max(...journal.entries.map((e) => e.when))
}

function withTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} did not answer within ${CHECK_TIMEOUT_MS} ms`)),
      CHECK_TIMEOUT_MS,
    )
  })
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
}

export interface Readiness {
  ready: boolean
  checks: Record<string, 'ok' | string>
}

export async function checkReadiness(db: Database, redis?: Redis): Promise<Readiness> {
  const checks: Record<string, string> = {}
  try {
    const newest = newestShippedMigration()
    const result = await withTimeout(
      db.execute<{ applied: string | number | null }>(
        sql`SELECT max(created_at) AS applied FROM drizzle.__drizzle_migrations`,
      ),
      'the database',
    )
    checks.database = 'ok'
    checks.migrations = Number(result.rows[0]?.applied ?? 0) >= newest ? 'ok' : 'not every migration is applied'
  } catch (error) {
    // Drizzle wraps the driver's error ("Failed query: ..."); the driver's says what is wrong.
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error
    checks.database = `unreachable: ${cause instanceof Error ? cause.message : String(cause)}`
    checks.migrations = 'unknown'
  }
  if (redis) {
    try {
      await withTimeout(redis.ping(), 'Redis')
      checks.redis = 'ok'
    } catch (error) {
      checks.redis = `unreachable: ${error instanceof Error ? error.message : String(error)}`
    }
  }
  return { ready: Object.values(checks).every((v) => v === 'ok'), checks }
}

export interface HealthOptions {
  db: Database
  redis?: Redis
}

/** `/health` and `/health/ready`; readiness also reports a shutdown in progress (the draining plugin's). */
export const healthPlugin = fp<HealthOptions>(
  async (app, options) => {
    app.get('/health', { schema: { hide: true }, logLevel: 'silent' }, async () => ({ status: 'ok' }))
    app.get('/health/ready', { schema: { hide: true }, logLevel: 'silent' }, async (_request, reply) => {
      const readiness = await checkReadiness(options.db, options.redis)
      // Shutting down: still answering, but a balancer should send new work elsewhere.
      if (app.isDraining())
        Object.assign(readiness, { ready: false, checks: { ...readiness.checks, shutdown: 'in progress' } })
      reply.header('cache-control', 'no-store')
      if (!readiness.ready) reply.status(503)
      return { status: readiness.ready ? 'ok' : 'unavailable', checks: readiness.checks }
    })
  },
  { name: 'basil-health', dependencies: ['basil-draining'] },
)
