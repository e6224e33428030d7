// The push module's public face: the only file other modules (and app.ts) import.
import { PushRuntime, type PushOptions } from './service.ts'

export { pushRoutes } from './routes.ts'
export {
  PushRuntime,
  parsePushToken,
  queueChatMessage,
  queueNotification,
  subscribe,
  type PushOptions,
} from './service.ts'
export { vapidKeysFrom } from './service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Web Push: VAPID keys, the outbox dispatcher (modules/push). */
    push: PushRuntime
  }
}

export function createPushRuntime(options: PushOptions = {}): PushRuntime {
  return new PushRuntime(options)
}
