import { sql } from 'drizzle-orm'
import { Redis } from 'ioredis'
import path from 'node:path'
import { buildApp } from './app.ts'
import { connectDatabase, migrateDatabase } from './db/client.ts'
import { launchEmbeddedDatabase, type EmbeddedProcess } from './db/embedded-launcher.ts'
import { isSeeded, seedDemoMarketplace } from './db/seed/index.ts'
import { readEnv } from './env.ts'
import { vapidKeysFrom } from './modules/push/index.ts'
import { loggerOptions, prettyStream } from './lib/log-redaction.ts'
import { HttpSmsSender, SmtpMailSender } from './lib/senders/index.ts'
import type { OidcConfig } from './plugins/auth.ts'

const env = readEnv()
const started = Date.now()

let embedded: EmbeddedProcess | undefined
let url = env.DATABASE_URL
if (!url) {
  embedded = await launchEmbeddedDatabase(env.BASIL_DATA_DIR, env.EMBEDDED_DB_PORT)
  url = embedded.url
}
const database = embedded
  ? connectDatabase(url, Math.min(env.DATABASE_POOL_SIZE, 8))
  : connectDatabase(url, env.DATABASE_POOL_SIZE, { namedStatements: env.DATABASE_NAMED_STATEMENTS })
const storageDir = env.STORAGE_DIR ?? path.join(env.BASIL_DATA_DIR, 'storage')

const clientIds = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean)
const oidc: OidcConfig = {
  google: {
    issuer: env.OIDC_GOOGLE_ISSUER,
    clientIds: clientIds(env.OIDC_GOOGLE_CLIENT_ID),
    extraIssuers: env.OIDC_GOOGLE_ISSUER === 'https://accounts.google.com' ? ['accounts.google.com'] : [],
  },
  apple: { issuer: env.OIDC_APPLE_ISSUER, clientIds: clientIds(env.OIDC_APPLE_CLIENT_ID) },
  facebook: { issuer: env.OIDC_FACEBOOK_ISSUER, clientIds: clientIds(env.OIDC_FACEBOOK_CLIENT_ID) },
}
const redis = env.REDIS_URL
  ? new Redis(env.REDIS_URL, { maxRetriesPerRequest: 1, enableOfflineQueue: false })
  : undefined
// Until the app's logger exists; a missing listener would crash the process on the first connection error.
redis?.on('error', () => {})

// Declared before anything can fail: the start-up error path below shuts down too (a failed migration once ended in
// "Cannot access 'SHUTDOWN_TIMEOUT_MS' before initialization" instead of the database's own message and exit 1).
let closing = false
/** How long a draining API keeps reading new requests (to answer them 503) before it stops listening. */
const DRAIN_WINDOW_MS = 1_000
/** Requests in flight get this long to finish; then the process exits anyway. */
const SHUTDOWN_TIMEOUT_MS = 15_000

const app = await buildApp({
  db: database.db,
  storageDir,
  publicUrl: env.PUBLIC_URL,
  corsOrigins: env.CORS_ORIGINS,
  bodyLimit: env.BODY_LIMIT,
  trustProxy: env.TRUST_PROXY,
  responseCacheTtlMs: env.CATALOGUE_CACHE_SECONDS * 1000,
  readsPerTurn: env.READS_PER_TURN,
  mailSender: env.SMTP_URL ? new SmtpMailSender(env.SMTP_URL, env.MAIL_FROM) : undefined,
  smsSender: env.SMS_PROVIDER_URL ? new HttpSmsSender(env.SMS_PROVIDER_URL, env.SMS_PROVIDER_TOKEN) : undefined,
  oidc,
  authTokenTtlDays: env.AUTH_TOKEN_TTL_DAYS,
  redis,
  payments: {
    stripe: {
      secretKey: env.STRIPE_SECRET_KEY || undefined,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
      apiUrl: env.STRIPE_API_URL,
      webhookToleranceSeconds: env.STRIPE_WEBHOOK_TOLERANCE_SECONDS,
    },
    storefrontUrl: env.STOREFRONT_URL,
  },
  // Tokens, codes and passwords never reach a log line (docs/security.md, "Logs").
  // One readable line per entry in a terminal, JSON lines otherwise (LOG_FORMAT chooses).
  logger: loggerOptions(
    env.LOG_LEVEL,
    (env.LOG_FORMAT ?? (process.stdout.isTTY ? 'pretty' : 'json')) === 'pretty' ? prettyStream() : undefined,
  ),
  pool: database.pool,
  metricsToken: env.METRICS_TOKEN,
  push: {
    pollMs: env.PUSH_POLL_MS,
    allowedHosts: (env.PUSH_ALLOWED_HOSTS ?? '')
      .split(',')
      .map((h) => h.trim())
      .filter(Boolean),
    subject: env.VAPID_SUBJECT ?? (env.PUBLIC_URL?.startsWith('https://') ? env.PUBLIC_URL : undefined),
    keys:
      env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
        ? vapidKeysFrom(env.VAPID_PUBLIC_KEY, env.VAPID_PRIVATE_KEY)
        : undefined,
  },
  webRevalidate:
    env.WEB_REVALIDATE_URLS && env.WEB_REVALIDATE_SECRET
      ? {
          urls: env.WEB_REVALIDATE_URLS.split(',')
            .map((u) => u.trim())
            .filter(Boolean),
          secret: env.WEB_REVALIDATE_SECRET,
        }
      : undefined,
})
redis?.on('error', (error) => app.log.warn({ err: error }, 'redis connection problem'))

try {
  await migrateDatabase(database.db)
  if (env.SEED_DEMO && !(await isSeeded(database.db))) {
    app.log.info('seeding the demo marketplace (first start)')
    await seedDemoMarketplace(database.db, { storageDir })
    await database.db.execute(sql`VACUUM ANALYZE`)
  }
  await app.listen({ host: env.HOST, port: env.PORT })
  app.log.info(
    `Basil API ready in ${((Date.now() - started) / 1000).toFixed(1)} s on ${embedded ? 'the embedded database' : 'PostgreSQL'}`,
  )
} catch (error) {
  app.log.error(error)
  await shutdown(1)
}

/**
 * SIGTERM / SIGINT: answer new requests 503 for a moment (connections accepted just before the signal get an answer,
 * not a reset), stop listening, let requests in flight finish, tell WebSockets "going away", close the pools and the
 * embedded database, exit 0.
 */
async function shutdown(code = 0, reason = 'shutdown') {
  if (closing) return
  closing = true
  app.log.info(`${reason}: draining requests, then stopping`)
  const force = setTimeout(() => {
    app.log.error(`requests still running after ${SHUTDOWN_TIMEOUT_MS} ms; exiting anyway`)
    process.exit(code || 1)
  }, SHUTDOWN_TIMEOUT_MS)
  force.unref()
  app.startDraining()
  if (app.server.listening) await new Promise((resolve) => setTimeout(resolve, DRAIN_WINDOW_MS))
  await app.close().catch((error: unknown) => app.log.error({ err: error }, 'closing the server failed'))
  await database.close().catch(() => {})
  redis?.disconnect()
  await embedded?.stop().catch(() => {})
  app.log.info('stopped')
  process.exit(code)
}
process.on('SIGINT', () => void shutdown(0, 'SIGINT'))
process.on('SIGTERM', () => void shutdown(0, 'SIGTERM'))
