import type { PGlite } from '@electric-sql/pglite'
import net from 'node:net'
import type { AddressInfo } from 'node:net'

/**
 * A PostgreSQL wire-protocol server in front of one PGlite instance, so the API reaches the embedded database through
 * the same driver and pool as a real server.
 *
 * PGlite is a single backend session: every connection of the pool shares it. That is only correct if the server
 * never interleaves two connections' work inside each other's units, so this server schedules whole units, not single
 * messages:
 *  - a unit is a simple Query, or the extended-protocol messages up to and including Sync (Parse, Bind, Describe,
 *    Execute, Sync sent by the driver for one statement); nothing of another connection runs inside it, so one
 *    connection's unnamed statement or portal is never replaced by another's;
 *  - while a connection has a transaction open (or an extended sequence ended by Flush rather than Sync), it owns the
 *    session: other connections' units wait, in order, until it commits, rolls back or goes away (then it is rolled
 *    back for it);
 *  - a failure in one unit closes that connection and never stalls the others.
 * Session state (prepared statement names, SET without LOCAL, temporary tables) is shared by all connections, as the
 * code that runs on the embedded database knows: it uses unnamed statements and transaction-local settings.
 */

const SSL_REQUEST = 80877103
const GSSENC_REQUEST = 80877104
const CANCEL_REQUEST = 80877102
/** A connection holding the session in a transaction without sending anything for this long is rolled back. */
const IDLE_IN_TRANSACTION_MS = 60_000

interface Unit {
  connection: Connection
  messages: Buffer[]
  /** The unit ended with Flush: the client expects to continue the same extended sequence. */
  continues: boolean
}

interface Connection {
  id: number
  socket: net.Socket
  buffer: Buffer
  started: boolean
  /** Messages received since the last unit boundary. */
  partial: Buffer[]
  closed: boolean
}

export interface WireServerOptions {
  host?: string
  port?: number
  maxConnections?: number
  /** Where problems are reported (a failed unit, a connection rolled back); silent by default. */
  log?: (line: string) => void
}

export interface WireServer {
  port: number
  host: string
  /** Connections open now; for tests and diagnostics. */
  connectionCount(): number
  stop(): Promise<void>
}

export async function startWireServer(pglite: PGlite, options: WireServerOptions = {}): Promise<WireServer> {
  const host = options.host ?? '127.0.0.1'
  const maxConnections = options.maxConnections ?? 64
  const log = options.log ?? (() => {})
  const connections = new Set<Connection>()
  const queue: Unit[] = []
  let owner: Connection | undefined
  let running = false
  let stopping = false
  let nextId = 1
  let idleTimer: NodeJS.Timeout | undefined

  function write(connection: Connection, data: Uint8Array) {
    if (!connection.closed && connection.socket.writable) connection.socket.write(Buffer.from(data))
  }

  function nextUnit(): Unit | undefined {
    if (owner) {
      const i = queue.findIndex((u) => u.connection === owner)
      return i === -1 ? undefined : queue.splice(i, 1)[0]
    }
    return queue.shift()
  }

  function armIdleTimer() {
    clearTimeout(idleTimer)
    idleTimer = undefined
    if (!owner) return
    const held = owner
    idleTimer = setTimeout(() => {
      if (owner !== held || queue.some((u) => u.connection === held)) return
      log(
        `embedded database: connection ${held.id} idle in a transaction for ${IDLE_IN_TRANSACTION_MS / 1000} s, closed`,
      )
      close(held)
    }, IDLE_IN_TRANSACTION_MS)
    idleTimer.unref()
  }

  async function releaseSession(connection: Connection) {
    if (owner !== connection) return
    owner = undefined
    try {
      // exec takes PGlite's own lock (wrapping it in runExclusive would wait on itself).
      if (pglite.isInTransaction()) await pglite.exec('ROLLBACK')
    } catch (error) {
      log(`embedded database: rollback for connection ${connection.id} failed: ${String(error)}`)
    }
  }

  async function pump() {
    if (running) return
    running = true
    try {
      for (let unit = nextUnit(); unit; unit = nextUnit()) {
        const { connection } = unit
        if (connection.closed) continue
        try {
          await pglite.runExclusive(async () => {
            for (const message of unit.messages) {
              await pglite.execProtocolRawStream(new Uint8Array(message), {
                onRawData: (data) => write(connection, data),
              })
            }
          })
          owner = pglite.isInTransaction() || unit.continues ? connection : undefined
        } catch (error) {
          log(`embedded database: a statement of connection ${connection.id} failed: ${String(error)}`)
          owner = connection
          close(connection)
        }
        armIdleTimer()
      }
    } finally {
      running = false
    }
    // A unit may have arrived between the last nextUnit() and running = false.
    if (queue.length && (!owner || queue.some((u) => u.connection === owner))) void pump()
  }

  function close(connection: Connection) {
    if (connection.closed) return
    connection.closed = true
    connections.delete(connection)
    for (let i = queue.length - 1; i >= 0; i--) if (queue[i]!.connection === connection) queue.splice(i, 1)
    connection.socket.destroy()
    if (owner === connection) {
      void (async () => {
        // Wait for the unit in progress (if any) before touching the session.
        while (running) await new Promise((r) => setImmediate(r))
        await releaseSession(connection)
        void pump()
      })()
    }
  }

  /** Splits the buffer into whole messages and queues each finished unit. */
  function receive(connection: Connection, chunk: Buffer) {
    connection.buffer = connection.buffer.length ? Buffer.concat([connection.buffer, chunk]) : chunk
    let queued = false
    for (;;) {
      const buffer = connection.buffer
      if (!connection.started) {
        if (buffer.length < 8) break
        const length = buffer.readInt32BE(0)
        if (length < 8 || length > 10_000) return close(connection)
        if (buffer.length < length) break
        const code = buffer.readInt32BE(4)
        const message = buffer.subarray(0, length)
        connection.buffer = buffer.subarray(length)
        if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
          connection.socket.write('N')
          continue
        }
        if (code === CANCEL_REQUEST) return close(connection)
        connection.started = true
        queue.push({ connection, messages: [Buffer.from(message)], continues: false })
        queued = true
        continue
      }
      if (buffer.length < 5) break
      const type = String.fromCharCode(buffer[0]!)
      const length = buffer.readInt32BE(1) + 1
      if (length < 5) return close(connection)
      if (buffer.length < length) break
      const message = Buffer.from(buffer.subarray(0, length))
      connection.buffer = buffer.subarray(length)
      if (type === 'X') return close(connection)
      connection.partial.push(message)
      if (type === 'Q' || type === 'S' || type === 'H') {
        queue.push({ connection, messages: connection.partial, continues: type === 'H' })
        connection.partial = []
        queued = true
      }
    }
    if (queued) void pump()
  }

  const server = net.createServer((socket) => {
    if (stopping || connections.size >= maxConnections) {
      socket.destroy()
      return
    }
    socket.setNoDelay(true)
    const connection: Connection = {
      id: nextId++,
      socket,
      buffer: Buffer.alloc(0),
      started: false,
      partial: [],
      closed: false,
    }
    connections.add(connection)
    socket.on('data', (chunk) => receive(connection, chunk))
    socket.on('error', () => close(connection))
    socket.on('close', () => close(connection))
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const port = (server.address() as AddressInfo).port

  return {
    host,
    port,
    connectionCount: () => connections.size,
    async stop() {
      stopping = true
      clearTimeout(idleTimer)
      for (const connection of [...connections]) close(connection)
      await new Promise<void>((resolve) => server.close(() => resolve()))
      while (running) await new Promise((r) => setImmediate(r))
    },
  }
}
