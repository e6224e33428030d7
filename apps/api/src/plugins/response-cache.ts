import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { randomBytes } from 'node:crypto'
import { TtlCache } from '../lib/cache.ts'

/**
 * Public catalogue reads change rarely and are read constantly: each instance keeps their JSON for a few seconds.
 * Only the routes listed here are cached, keyed by origin and full URL (language, currency and filters are in the
 * query), and only while no Authorization header is sent. A hit gets a fresh envelope timestamp. Stock and prices
 * are checked again by the server when an order is placed, so a few seconds' staleness never reaches an order.
 *
 * Stale while revalidating: during one more TTL after an entry expires, a request gets the previous response at once
 * (`x-cache: stale`) while a single background request per URL builds the new one, so a busy page never makes its
 * readers wait for the database; an entry older than that is dropped and read fresh. Responses are thus at most two
 * TTLs old.
 *
 * Refreshes are spread out: entries cached together (a page's reads, or every page a crawler walked) would otherwise
 * all go stale in the same second, and rebuilding them all at once holds up the event loop for every other request
 * (cart writes under catalogue load waited hundreds of milliseconds each time, bench/cart-contention.ts). So an entry
 * lives for a random 75-100 % of the TTL, and at most MAX_REFRESHING rebuilds run at once (a stale entry whose
 * rebuild has to wait is served stale, and the next request for it tries again).
 */
const CACHEABLE_ROUTES = new Set([
  '/rest/shops/paginate',
  '/rest/shops/search',
  '/rest/shops/recommended',
  '/rest/shops/:id',
  '/rest/shops/:id/categories',
  '/rest/shops/:id/reviews',
  '/rest/shops/:id/products',
  '/rest/shops/:id/products/paginate',
  '/rest/shops/:id/products/recommended/paginate',
  '/rest/shops-takes',
  '/rest/products/paginate',
  '/rest/products/search',
  '/rest/products/:uuid',
  '/rest/products-avg-prices',
  '/rest/categories/paginate',
  '/rest/categories/:id',
  '/rest/categories/sub-shop/:id',
  '/rest/brands/paginate',
  '/rest/banners/paginate',
  '/rest/banners/:id',
  '/rest/banners-ads',
  '/rest/banners-ads/:id',
  '/rest/stories/paginate',
  '/rest/blogs/paginate',
  '/rest/blogs/:uuid',
  '/rest/last-blog/show',
  '/rest/careers/paginate',
  '/rest/careers/:id',
  '/rest/receipts/paginate',
  '/rest/receipts/:id',
  '/rest/faqs/paginate',
  '/rest/pages/paginate',
  '/rest/landing-pages/:type',
  '/rest/branches',
  '/rest/branches/:id',
  '/rest/booking/shops/paginate',
  '/rest/booking/shops/:id',
])

interface Entry {
  body: string
  contentType: string
  /** Served as fresh while younger than this (freshFor: 75-100 % of the TTL), then stale until two TTLs. */
  freshMs: number
}

/** Background rebuilds running at once, per instance. */
export const MAX_REFRESHING = 4

/** How long a new entry stays fresh: a random 75-100 % of the TTL, so entries made together expire apart. */
export function freshFor(ttlMs: number, random = Math.random()): number {
  return Math.round(ttlMs * (0.75 + 0.25 * random))
}

/** Which entries are being rebuilt: one rebuild per key, and no more than `max` at once. */
export class RefreshLimiter {
  private readonly running = new Set<string>()
  constructor(private readonly max: number) {}

  /** True when a rebuild of `key` may start now (and it is then counted as running until `finish`). */
  tryStart(key: string): boolean {
    if (this.running.has(key) || this.running.size >= this.max) return false
    this.running.add(key)
    return true
  }

  finish(key: string): void {
    this.running.delete(key)
  }
}

/** The header that marks the cache's own refresh requests; its value is a per-instance secret. */
const REFRESH_HEADER = 'x-basil-cache-refresh'

export interface ResponseCacheOptions {
  /** The prefix of the API's routes (the cacheable routes above are listed without it). */
  apiPrefix: string
  /** How long an entry stays fresh; 0 turns the cache off. */
  ttlMs: number
  maxEntries?: number
}

/**
 * Registered after helmet and CORS (its dependencies): their request hooks run first, so an answer from the cache
 * carries the same headers as a fresh one.
 */
export const responseCachePlugin = fp<ResponseCacheOptions>(
  async (app, options) => {
    if (options.ttlMs <= 0) return
    const maxEntries = options.maxEntries ?? 5000
    // An entry lives two TTLs: fresh for most of the first (freshFor), served stale (and refreshed) after that.
    const entries = new TtlCache<Entry>(2 * options.ttlMs, maxEntries)
    const routes = new Set([...CACHEABLE_ROUTES].map((r) => options.apiPrefix + r))
    const cacheKey = (request: { protocol: string; host: string; url: string }) =>
      `${request.protocol}://${request.host}${request.url}`
    const refreshSecret = randomBytes(16).toString('hex')
    const refreshing = new RefreshLimiter(MAX_REFRESHING)

    function refreshInBackground(key: string, request: FastifyRequest) {
      if (!refreshing.tryStart(key)) return
      // The same headers (host, forwarded host and protocol, language) so that the answer lands under the same key.
      const headers = { ...request.headers, [REFRESH_HEADER]: refreshSecret }
      // The refresh runs the route as a request would; onSend stores its answer. A failed refresh leaves the stale
      // entry to expire on its own.
      app
        .inject({ method: 'GET', url: request.url, headers })
        .catch((error: unknown) => app.log.warn({ err: error, url: request.url }, 'catalogue cache refresh failed'))
        .finally(() => refreshing.finish(key))
    }

    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' || request.headers.authorization) return
      if (!routes.has(request.routeOptions.url ?? '')) return
      if (request.headers[REFRESH_HEADER] === refreshSecret) return
      const key = cacheKey(request)
      const found = entries.peek(key)
      if (!found) return
      const hit = found.value
      let state = 'hit'
      if (found.ageMs > hit.freshMs) {
        state = 'stale'
        refreshInBackground(key, request)
      }
      const body = hit.body.startsWith('{"timestamp":"')
        ? `{"timestamp":"${new Date().toISOString()}"${hit.body.slice(hit.body.indexOf('"', 14) + 1)}`
        : hit.body
      reply
        .header('content-type', hit.contentType)
        .header('x-cache', state)
        .header('cache-control', `public, max-age=${Math.floor(options.ttlMs / 1000)}`)
      return reply.send(body)
    })

    app.addHook('onSend', async (request, reply, payload) => {
      if (request.method !== 'GET' || request.headers.authorization || reply.statusCode !== 200) return payload
      if (!routes.has(request.routeOptions.url ?? '') || reply.getHeader('x-cache')) return payload
      if (typeof payload !== 'string') return payload
      const key = cacheKey(request)
      entries.set(key, {
        freshMs: freshFor(options.ttlMs),
        body: payload,
        contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
      })
      reply.header('cache-control', `public, max-age=${Math.floor(options.ttlMs / 1000)}`)
      return payload
    })
  },
  { name: 'basil-response-cache', dependencies: ['@fastify/helmet', '@fastify/cors'] },
)
