import { fileURLToPath } from 'node:url'
import path from 'node:path'
import { isIP } from 'node:net'
import { z } from 'zod'

/** The repository root: `.data/` lives there unless BASIL_DATA_DIR says otherwise. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')

const flag = (fallback: boolean) =>
  z
    .enum(['1', '0', 'true', 'false', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? fallback : ['1', 'true', 'yes'].includes(v)))

/** Fastify's `trustProxy`: false (none), a hop count, or an address list. */
export type TrustProxy = false | number | string

function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true
  const [address, bits, ...rest] = entry.split('/')
  if (rest.length || !address || !isIP(address)) return false
  if (bits === undefined) return true
  const max = isIP(address) === 4 ? 32 : 128
  return /^\d+$/.test(bits) && Number(bits) <= max
}

/** Card-sandbox secrets that older versions shipped in the repository (anyone could sign webhooks with them). */
const PUBLISHED_SECRETS = new Set(['whsec_basil_local', 'whsec_basil_e2e'])

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  /** PostgreSQL 15+; without it the embedded database under BASIL_DATA_DIR is used. */
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Named prepared statements for the hottest catalogue reads; turn off behind a transaction-mode pooler. */
  DATABASE_NAMED_STATEMENTS: flag(true),
  BASIL_DATA_DIR: z.string().default(path.join(repoRoot, '.data')),
  /** Port of the embedded database's wire server; 0 picks a free one. */
  EMBEDDED_DB_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  /** Where uploaded and generated images are kept (local storage driver). */
  STORAGE_DIR: z.string().optional(),
  /** Origin used for absolute image URLs; by default taken from each request's (forwarded) host. */
  PUBLIC_URL: z.string().url().optional(),
  /** Comma-separated allowed origins for CORS, or `*`. */
  CORS_ORIGINS: z.string().default('*'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `pretty`: one readable line per entry; `json`: one JSON object per line; by default pretty in a terminal only. */
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  /** When set, `GET /metrics` needs `Authorization: Bearer <METRICS_TOKEN>`. */
  METRICS_TOKEN: z.string().min(16, 'use at least 16 characters').optional(),
  BODY_LIMIT: z.coerce.number().int().min(1024).default(1_048_576),
  REDIS_URL: z.string().url().optional(),
  /** Seconds each instance keeps public catalogue responses; 0 turns the cache off. */
  CATALOGUE_CACHE_SECONDS: z.coerce.number().min(0).max(3600).default(10),
  /** GET requests let in per turn of the event loop under load (plugins/turns.ts); 0 for no limit. */
  READS_PER_TURN: z.coerce.number().int().min(0).max(10_000).default(12),
  /** Milliseconds between looks at the Web Push outbox (modules/push); 0 sends no push. */
  PUSH_POLL_MS: z.coerce.number().int().min(0).max(600_000).default(1000),
  /** Push service hosts accepted besides the browsers' own (comma-separated `host`, `host:port`, `*.domain`). */
  PUSH_ALLOWED_HOSTS: z.string().optional(),
  /** The contact named in every push (`mailto:` or an https URL). */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'use mailto: or an https URL')
    .optional(),
  /** A fixed VAPID key pair (base64url raw keys, both or neither); otherwise one is made once and kept in the database. */
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  /** Seed the demo marketplace into an empty database at start. */
  SEED_DEMO: flag(true),
  /** Which proxies' X-Forwarded-* headers to believe: none by default (the peer is the client); a hop count; or a
   * comma-separated list of addresses, CIDR ranges or `loopback`. `npm start` names the storefront in front. */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx): TrustProxy => {
      const text = (v ?? '').trim()
      if (!text || text === 'false' || text === '0' || text === 'no') return false
      if (/^\d+$/.test(text)) return Number(text)
      const entries = text
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
      const bad = entries.filter((e) => !isProxyAddress(e))
      if (bad.length) {
        ctx.addIssue({
          code: 'custom',
          message:
            text === 'true' || text === 'yes' || text === '1'
              ? "true would believe any client: give the hop count or the proxies' addresses"
              : `not an address, CIDR range, hop count or loopback: ${bad.join(', ')}`,
        })
        return z.NEVER
      }
      return entries.join(',')
    }),
  /** Outgoing mail (sign-up and reset codes), e.g. `smtps://user:pass@smtp.example.org:465`; codes go to the log without it. */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Basil <no-reply@basil.local>'),
  /** HTTP SMS provider: POST JSON `{to, text}` (Bearer SMS_PROVIDER_TOKEN); codes go to the log without it. */
  SMS_PROVIDER_URL: z.string().url().optional(),
  SMS_PROVIDER_TOKEN: z.string().optional(),
  /** Social sign-in: a provider is enabled by its client id(s) (comma-separated). For Firebase ID tokens set the
   * issuer to `https://securetoken.google.com/<project-id>` and the client id to the project id. */
  OIDC_GOOGLE_ISSUER: z.string().url().default('https://accounts.google.com'),
  OIDC_GOOGLE_CLIENT_ID: z.string().optional(),
  OIDC_APPLE_ISSUER: z.string().url().default('https://appleid.apple.com'),
  OIDC_APPLE_CLIENT_ID: z.string().optional(),
  OIDC_FACEBOOK_ISSUER: z.string().url().default('https://www.facebook.com'),
  OIDC_FACEBOOK_CLIENT_ID: z.string().optional(),
  /** Lifetime of sign-in sessions. */
  AUTH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  /** Card payments through Stripe Checkout: enabled by the secret key; webhooks go to `POST /api/v1/webhook/stripe/payment`. */
  STRIPE_SECRET_KEY: z.string().optional(),
  /** The webhook endpoint's signing secret (`whsec_...`): webhooks are refused without it. The demo secrets that
   * earlier versions wrote into the repository are public, so they are refused. */
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .optional()
    .refine((v) => !v || !PUBLISHED_SECRETS.has(v), 'this secret was published in the repository: use your own'),
  /** Stripe's API base (a local stand-in in tests and demos). */
  STRIPE_API_URL: z.string().url().default('https://api.stripe.com'),
  /** How old a signed webhook may be, in seconds. */
  STRIPE_WEBHOOK_TOLERANCE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  /** The storefront's origin, where the payment page sends customers back (`/orders/{id}`); by default the origin
   * the request came through (the storefront proxies the API). */
  STOREFRONT_URL: z.string().url().optional(),
  /** The storefront web servers to tell when catalogue data changes (comma-separated origins; see
   * plugins/web-revalidate.ts), with the secret they share (the storefront's REVALIDATE_SECRET). */
  WEB_REVALIDATE_URLS: z.string().optional(),
  WEB_REVALIDATE_SECRET: z.string().min(32, 'use at least 32 characters').optional(),
})

export type Env = z.infer<typeof EnvSchema>

/** Where the user typed an npm command (npm runs scripts in the package's folder): paths they give are relative to it. */
export function readInvocationDir(source: NodeJS.ProcessEnv = process.env): string {
  return source.INIT_CWD ?? process.cwd()
}

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(source)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid environment:\n${lines.join('\n')}`)
  }
  return parsed.data
}

/** The local card sandbox's settings when it runs on its own (`npm start` without a real Stripe key). Its keys are
 * the installation's own random ones (`npm start` keeps them under the data folder): there is no default. */
export function readCardSandboxEnv(source: NodeJS.ProcessEnv = process.env) {
  const secretKey = source.STRIPE_SECRET_KEY
  const webhookSecret = source.STRIPE_WEBHOOK_SECRET
  if (!secretKey || !webhookSecret)
    throw new Error('The card sandbox needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET')
  return {
    port: Number(source.FAKE_STRIPE_PORT ?? 4010),
    secretKey,
    webhookSecret,
    webhookUrl: source.FAKE_STRIPE_WEBHOOK_URL ?? 'http://127.0.0.1:4000/api/v1/webhook/stripe/payment',
  }
}
