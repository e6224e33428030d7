// A real WebSocket client for tests (the `ws` package, which @fastify/websocket already depends on; it ships no
// types here, so the few members we use are typed below). Messages are queued so a test can wait for the one it
// expects without racing the socket.
import { createRequire } from 'node:module'

interface WsSocket {
  readyState: number
  send(data: string): void
  close(code?: number): void
  on(event: 'open', listener: () => void): void
  on(event: 'message', listener: (data: Buffer) => void): void
  on(event: 'close', listener: (code: number, reason: Buffer) => void): void
  on(event: 'error', listener: (error: Error) => void): void
  on(event: 'unexpected-response', listener: (request: unknown, response: { statusCode?: number }) => void): void
}
type WsConstructor = new (url: string, options?: { headers?: Record<string, string> }) => WsSocket

const { WebSocket } = createRequire(import.meta.url)('ws') as { WebSocket: WsConstructor }

export interface TestMessage {
  type: string
  data: Record<string, unknown>
}

export interface TestSocket {
  send(message: unknown): void
  /** The next queued message matching `predicate` (earlier non-matching ones stay queued). */
  next(predicate?: (m: TestMessage) => boolean, timeoutMs?: number): Promise<TestMessage>
  /** Fails if a message matching `predicate` arrives within `ms`. */
  expectNone(predicate: (m: TestMessage) => boolean, ms?: number): Promise<void>
  closed: Promise<{ code: number; reason: string }>
  close(): Promise<void>
}

export async function connectSocket(url: string, headers?: Record<string, string>): Promise<TestSocket> {
  const socket = new WebSocket(url, headers ? { headers } : undefined)
  const queue: TestMessage[] = []
  const waiters = new Set<() => void>()
  socket.on('message', (data) => {
    queue.push(JSON.parse(data.toString()) as TestMessage)
    for (const wake of [...waiters]) wake()
  })
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on('close', (code, reason) => {
      resolve({ code, reason: reason.toString() })
      for (const wake of [...waiters]) wake()
    })
  })
  await new Promise<void>((resolve, reject) => {
    socket.on('open', () => resolve())
    socket.on('error', reject)
    socket.on('unexpected-response', (_request, response) =>
      reject(new Error(`upgrade refused: ${response.statusCode}`)),
    )
  })

  const take = (predicate: (m: TestMessage) => boolean) => {
    const index = queue.findIndex(predicate)
    return index === -1 ? undefined : queue.splice(index, 1)[0]
  }

  return {
    send: (message) => socket.send(JSON.stringify(message)),
    next(predicate = () => true, timeoutMs = 5000) {
      const found = take(predicate)
      if (found) return Promise.resolve(found)
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(wake)
          reject(new Error(`no matching message within ${timeoutMs} ms; queued: ${JSON.stringify(queue)}`))
        }, timeoutMs)
        const wake = () => {
          const match = take(predicate)
          if (match) {
            clearTimeout(timer)
            waiters.delete(wake)
            resolve(match)
          }
        }
        waiters.add(wake)
      })
    },
    async expectNone(predicate, ms = 300) {
      await new Promise((resolve) => setTimeout(resolve, ms))
      const found = queue.find(predicate)
      if (found) throw new Error(`unexpected message ${JSON.stringify(found)}`)
    },
    closed,
    async close() {
      if (socket.readyState === 1 || socket.readyState === 0) socket.close()
      await closed
    },
  }
}
