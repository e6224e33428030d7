import type { FastifyInstance } from 'fastify'

/**
 * Public catalogue reads change rarely and are read constantly: each instance keeps their JSON for a few seconds.
 * Only the routes listed here are cached, keyed by origin and full URL (language, currency and filters are in the
 * query), and only while no Authorization header is sent. A hit gets a fresh envelope timestamp. Stock and prices
 * are checked again by the server when an order is placed, so a few seconds' staleness never reaches an order.
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
  expires: number
  body: string
  contentType: string
}

export function registerResponseCache(app: FastifyInstance, options: { prefix: string; ttlMs: number; maxEntries?: number }) {
  if (options.ttlMs <= 0) return
  const maxEntries = options.maxEntries ?? 5000
  const entries = new Map<string, Entry>()
  const routes = new Set([...CACHEABLE_ROUTES].map((r) => options.prefix + r))
  const cacheKey = (request: { protocol: string; host: string; url: string }) =>
    `${request.protocol}://${request.host}${request.url}`

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || request.headers.authorization) return
    if (!routes.has(request.routeOptions.url ?? '')) return
    const key = cacheKey(request)
    const hit = entries.get(key)
    if (!hit) return
    if (hit.expires < Date.now()) {
      entries.delete(key)
      return
    }
    // Refresh the LRU position.
    entries.delete(key)
    entries.set(key, hit)
    const body = hit.body.startsWith('{"timestamp":"')
      ? `{"timestamp":"${new Date().toISOString()}"${hit.body.slice(hit.body.indexOf('"', 14) + 1)}`
      : hit.body
    reply
      .header('content-type', hit.contentType)
      .header('x-cache', 'hit')
      .header('cache-control', `public, max-age=${Math.floor(options.ttlMs / 1000)}`)
    return reply.send(body)
  })

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || request.headers.authorization || reply.statusCode !== 200) return payload
    if (!routes.has(request.routeOptions.url ?? '') || reply.getHeader('x-cache') === 'hit') return payload
    if (typeof payload !== 'string') return payload
    entries.set(cacheKey(request), {
      expires: Date.now() + options.ttlMs,
      body: payload,
      contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
    })
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value!)
    reply.header('cache-control', `public, max-age=${Math.floor(options.ttlMs / 1000)}`)
    return payload
  })
}
