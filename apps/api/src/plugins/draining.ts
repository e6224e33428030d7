// Graceful shutdown, part one (security probe D18: requests on connections accepted just before SIGTERM were reset,
// so a client could not tell whether its POST was applied). While the API drains it keeps listening for a moment and
// answers every new request 503 in the contract's shape with `Connection: close`, then closes; requests already in
// flight finish normally. Health probes keep answering (readiness says "shutdown in progress").
import fp from 'fastify-plugin'
import { ApiError } from '../lib/errors.ts'
import { serviceUnavailableMessage } from './errors.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Starts draining: from now on new requests are answered 503 (see server.ts for the whole shutdown). */
    startDraining(): void
    /** Whether draining has started (readiness reports it). */
    isDraining(): boolean
  }
}

/** New requests answered 503 once `startDraining` is called; health probes keep answering. */
export const drainingPlugin = fp(
  async (app) => {
    let draining = false
    app.decorate('startDraining', () => {
      draining = true
    })
    app.decorate('isDraining', () => draining)
    app.addHook('onRequest', async (request, reply) => {
      if (!draining || request.url === '/health' || request.url.startsWith('/health/')) return
      reply.header('connection', 'close')
      throw new ApiError(503, 'ERROR_503', serviceUnavailableMessage(request), undefined, { 'retry-after': '5' })
    })
  },
  { name: 'basil-draining', dependencies: ['basil-errors'] },
)
