import {
  REVALIDATE_SIGNATURE_HEADER,
  REVALIDATE_TIMESTAMP_HEADER,
  type CatalogueTag,
  type RevalidateBody,
} from '@basil/contracts'
import fp from 'fastify-plugin'
import { createHmac } from 'node:crypto'

export type WebRevalidateOptions = {
  /** The storefront's web servers (each keeps its own cache): where to POST `/cache/revalidate`. */
  urls: string[]
  /** Shared with the storefront (its REVALIDATE_SECRET). */
  secret: string
}

/**
 * Which successful writes change what the storefront's cached catalogue pages show, by route. A review changes the
 * shop's rating on every shop card. (The operator console's catalogue routes belong here when they come.)
 */
const CHANGES: Record<string, CatalogueTag[]> = {
  'POST /api/v1/dashboard/user/orders/review/:id': ['shops'],
}

/** `sha256=<hex>` over `<timestamp>.<body>` (the storefront checks it the same way). */
export function signRevalidation(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`
}

/**
 * After a write that changes catalogue data, tells each storefront web server which cache tags to drop. Fire and
 * forget: the answer is already sent, and a storefront that misses the call still renders fresh data once its cached
 * reads expire (CATALOGUE_REVALIDATE_SECONDS there).
 */
export const webRevalidatePlugin = fp<{ storefronts?: WebRevalidateOptions }>(
  async (app, { storefronts }) => {
    if (!storefronts?.urls.length) return
    const { urls, secret } = storefronts
    app.addHook('onResponse', async (request, reply) => {
      if (reply.statusCode >= 300) return
      const tags = CHANGES[`${request.method} ${request.routeOptions.url ?? ''}`]
      if (!tags) return
      const body = JSON.stringify({ tags } satisfies RevalidateBody)
      const timestamp = Math.floor(Date.now() / 1000)
      const headers = {
        'content-type': 'application/json',
        [REVALIDATE_TIMESTAMP_HEADER]: String(timestamp),
        [REVALIDATE_SIGNATURE_HEADER]: signRevalidation(secret, timestamp, body),
      }
      for (const url of urls) {
        void fetch(`${url.replace(/\/+$/, '')}/cache/revalidate`, {
          method: 'POST',
          headers,
          body,
          signal: AbortSignal.timeout(5_000),
        })
          .then((res) => {
            if (!res.ok) request.log.warn({ url, status: res.status }, 'storefront refused the revalidation')
          })
          .catch((error: Error) => request.log.warn({ url, err: error.message }, 'storefront revalidation failed'))
      }
    })
  },
  { name: 'basil-web-revalidate' },
)
