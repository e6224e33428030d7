// Graceful shutdown, part one (security probe D18: requests on connections accepted just before SIGTERM were reset,
// so a client could not tell whether its POST was applied). While the API drains it keeps listening for a moment and
// answers every new request 503 in the contract's shape with `Connection: close`, then closes; requests already in
// flight finish normally. Health probes keep answering (readiness says "shutdown in progress").
import type { FastifyInstance } from 'fastify'
import { ApiError } from '../lib/errors.ts'
import { serviceUnavailableMessage } from './errors.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Starts draining: from now on new requests are answered 503 (see server.ts for the whole shutdown). */
    startDraining(): void
  }
}

export function registerDraining(app: FastifyInstance): { isDraining: () => boolean } {
  let draining = false
  app.decorate('startDraining', () => {
    draining = true
  })
  app.addHook('onRequest', async (request, reply) => {
    if (!draining || request.url === '/health' || request.url.startsWith('/health/')) return
    reply.header('connection', 'close')
    throw new ApiError(503, 'ERROR_503', serviceUnavailableMessage(request), undefined, { 'retry-after': '5' })
  })
  return { isDraining: () => draining }
}
