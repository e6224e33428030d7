import compress from '@fastify/compress'
import cors from '@fastify/cors'
import helmet from '@fastify/helmet'
import fastifyStatic from '@fastify/static'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import qs from 'qs'
import type { Redis } from 'ioredis'
import type pg from 'pg'
import type { Database } from './db/types.ts'
import type { TrustProxy } from './env.ts'
import { LocaleCache, resolveContext, type RequestContext } from './lib/context.ts'
import { LocalDiskStorage, type ImageStorage } from './lib/storage/index.ts'
import { authPlugin, type AuthOptions } from './plugins/auth.ts'
import { errorsPlugin } from './plugins/errors.ts'
import { drainingPlugin } from './plugins/draining.ts'
import { turnsPlugin } from './plugins/turns.ts'
import { healthPlugin } from './plugins/health.ts'
import { inputGuardPlugin } from './plugins/input-guard.ts'
import { metricsPlugin } from './plugins/metrics.ts'
import { responseCachePlugin } from './plugins/response-cache.ts'
import { webRevalidatePlugin, type WebRevalidateOptions } from './plugins/web-revalidate.ts'
import { rateLimitPlugin } from './plugins/rate-limit.ts'
import { measureBusRoundTrip, realtimePlugin, type EventBus } from './plugins/realtime/index.ts'
import { createPaymentsRuntime, type PaymentsOptions } from './modules/payments/index.ts'
import { modules } from './modules/index.ts'
import { mayFollowCart } from './modules/cart/index.ts'
import { hearsSupportChats, mayFollowConversation } from './modules/chat/index.ts'
import { listOwnedShopIds, ownsShop } from './modules/shops/index.ts'

export interface AppOptions extends AuthOptions {
  db: Database
  /** Folder whose `images/` subfolder is served under `/storage/images/`. */
  storageDir: string
  publicUrl?: string
  corsOrigins?: string
  bodyLimit?: number
  /** Whose X-Forwarded-* to believe: none unless given (see TRUST_PROXY in env.ts). */
  trustProxy?: TrustProxy
  /** How long public catalogue reads are kept per instance; 0 (the default) turns the cache off. */
  responseCacheTtlMs?: number
  /** GET requests let in per turn of the event loop (plugins/turns.ts); 12 unless given, 0 for no limit. */
  readsPerTurn?: number
  logger?: FastifyServerOptions['logger']
  /** Shared rate-limit counters across instances; in memory when not given. */
  redis?: Redis
  /** Where uploads go; the local disk under `storageDir/images` when not given. */
  storage?: ImageStorage
  /** Realtime event bus; Redis pub/sub when `redis` is given, in-process otherwise. */
  realtimeBus?: EventBus
  /** Card payment providers (Stripe) and where their pages send customers back. */
  payments?: PaymentsOptions
  /** The database pool, for the pool gauges of `/metrics`. */
  pool?: pg.Pool
  /** When set, `/metrics` needs `Authorization: Bearer <token>`. */
  metricsToken?: string
  /** The clock requests are answered by (`request.ctx.now`); the system's. Tests set it to tricky instants. */
  clock?: () => Date
  /** The storefront web servers to tell when catalogue data changes; nobody is told when not given. */
  webRevalidate?: WebRevalidateOptions
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Database
    localeCache: LocaleCache
    storageDir: string
    storage: ImageStorage
  }
  interface FastifyRequest {
    ctx: RequestContext
  }
}

export type App = FastifyInstance

export const API_PREFIX = '/api/v1'

/** Fastify's typings take a hop count only as a function (`hop` counts from this server's peer). */
function fastifyTrust(trust: TrustProxy): boolean | string | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: options.bodyLimit ?? 1_048_576,
    trustProxy: fastifyTrust(options.trustProxy ?? false),
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: 'x-request-id',
    routerOptions: {
      ignoreTrailingSlash: true,
      ignoreDuplicateSlashes: true,
      maxParamLength: 200,
      querystringParser: (s: string) => qs.parse(s, { depth: 4, arrayLimit: 100, parameterLimit: 200 }),
    },
  }).withTypeProvider<ZodTypeProvider>()

  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  // Our plugins are named and say which plugins they need (fastify-plugin): registering one before what it needs
  // fails at start. Each is awaited so that its hooks take their place in the order written here.
  await app.register(errorsPlugin)
  await app.register(inputGuardPlugin)
  await app.register(drainingPlugin)
  await app.register(turnsPlugin, { readsPerTurn: options.readsPerTurn ?? 12 })
  // Early, so that its response hook counts every route registered after it.
  await app.register(metricsPlugin, {
    token: options.metricsToken,
    pool: options.pool,
    sockets: () => app.websocketServer?.clients.size ?? 0,
    busRoundTrip: () => measureBusRoundTrip(app.realtime.bus),
  })

  const clock = options.clock ?? (() => new Date())
  app.decorate('db', options.db)
  app.decorate('localeCache', new LocaleCache(options.db))
  app.decorate('storageDir', options.storageDir)
  app.decorate('storage', options.storage ?? new LocalDiskStorage(path.join(options.storageDir, 'images')))
  await app.register(authPlugin, {
    mailSender: options.mailSender,
    smsSender: options.smsSender,
    oidc: options.oidc,
    authTokenTtlDays: options.authTokenTtlDays,
  })
  await app.register(rateLimitPlugin, { redis: options.redis })
  app.decorateRequest('ctx', null as unknown as RequestContext)
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id)
  })

  await app.register(helmet, {
    // The API answers JSON; the only HTML it serves is the OpenAPI viewer, whose assets are its own.
    contentSecurityPolicy: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  })
  const origins = (options.corsOrigins ?? '*')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean)
  await app.register(cors, {
    origin: origins.includes('*') ? true : origins,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    exposedHeaders: ['x-request-id', 'retry-after'],
  })
  // After helmet and CORS: their request hooks run first, so an answer from the cache carries the same headers as a
  // fresh one (a cross-origin client was refused on every cache hit).
  await app.register(responseCachePlugin, { apiPrefix: API_PREFIX, ttlMs: options.responseCacheTtlMs ?? 0 })
  await app.register(webRevalidatePlugin, { storefronts: options.webRevalidate })
  // After the cache: it keeps the plain JSON, and fresh and cached answers alike are compressed for clients that ask
  // (br or gzip; the storefront's proxy passes the browser's Accept-Encoding on). Brotli at a middle quality: its
  // highest costs far more CPU than it saves bytes on JSON this size.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  })

  const imagesDir = path.join(options.storageDir, 'images')
  mkdirSync(imagesDir, { recursive: true })
  await app.register(fastifyStatic, {
    root: imagesDir,
    prefix: '/storage/images/',
    decorateReply: false,
    maxAge: '7d',
    immutable: true,
  })

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Basil marketplace API',
        description: 'The /api/v1 contract of the Basil food and grocery delivery marketplace.',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
  })
  await app.register(swaggerUi, { routePrefix: `${API_PREFIX}/docs` })

  await app.register(realtimePlugin, {
    bus: options.realtimeBus,
    redis: options.redis,
    // Who may follow a cart, a shop or a conversation is the cart's, the shops' and the chat's rule.
    permissions: { shopsOf: listOwnedShopIds, ownsShop, mayFollowCart, mayFollowConversation, hearsSupportChats },
  })
  app.decorate('payments', createPaymentsRuntime(options.payments))
  await app.register(
    async (api) => {
      api.addHook('preHandler', async (request) => {
        request.ctx = await resolveContext(app.localeCache, request, options.publicUrl, clock())
      })
      for (const register of modules) await api.register(register)
    },
    { prefix: API_PREFIX },
  )

  await app.register(healthPlugin, { db: options.db, redis: options.redis })
  return app
}
