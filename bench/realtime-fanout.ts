// Realtime fan-out (issue 18, item 4): N open WebSockets on the API, every one of them following the same order and
// the same conversation; the seller moves the order's status and the customer writes in the order's chat, and each
// event must reach every socket. Measured: delivery latency (percentiles over every event × socket), lost and doubled
// events, the time until the last socket has an event, and the API's memory per socket. First one API instance
// (in-process bus), then two instances sharing Redis, the sockets split across them and the events sent to the first.
//
//   npx tsx bench/realtime-fanout.ts            (or: npm run bench:fanout)
//
// The API runs as `npm start` runs it (compiled, its own process, NODE_ENV=production) on a throwaway PostgreSQL
// database, `basil_bench_fanout` on BENCH_DATABASE_URL's server (default the local one), seeded with the demo
// marketplace; dropped at the end. Half of the sockets are signed in as the order's customer (their user channel
// carries the order's status and the chat's messages), half as the shop's seller (the shop channel carries both); a
// user holds many sockets (many tabs and devices) with a few sessions. Each socket also subscribes to the
// conversation's typing channel, as an open chat does. The sockets are held by BENCH_CLIENTS child processes (this
// file again, `client` argument), which timestamp each frame as it arrives; the WebSocket connect limit (60 a minute
// per address) is met by giving each 50 sockets their own loopback address (127.x.y.z).
//
// Settings: BENCH_SOCKETS (1000,5000), BENCH_INSTANCES (1,2), BENCH_RUNS (2 per configuration), BENCH_ORDERS (6
// orders × 4 status moves per run), BENCH_MESSAGES (24 per run), BENCH_INTERVAL_MS (150 ms between two triggers),
// BENCH_CLIENTS (2), BENCH_PORT (first API port; the second instance takes the next), BENCH_REDIS_URL
// (redis://127.0.0.1:6379/9), BENCH_SKIP_BUILD=1 (reuse apps/api/dist), BENCH_API_NODE_ARGS (extra node flags for
// the API, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`).
// Latency is measured from the server time in the event (the order's updated_at, the message's created_at: the
// commit, within a few ms) to the frame's arrival; also from the trigger request's sending. Memory is read from the
// API's /metrics after a full GC (the API gets `--expose-gc` and a SIGUSR2 handler that runs it).
// Target (issue 18): p95 delivery ≤ 200 ms at 1,000 sockets, and no event lost, in every configuration.
// Results: bench/results/realtime-fanout.json, and the table between the markers of realtime-fanout.md.
import { fork, spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer, type AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import WebSocket from 'ws'
import { connectDatabase } from '../apps/api/src/db/client.ts'
import { issueSession } from '../apps/api/src/lib/sessions.ts'
import { processCpuMs } from './cpu.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const now = () => performance.timeOrigin + performance.now()
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

// ---------------------------------------------------------------------------------------------------------------
// The client processes: open sockets, note when each event reaches each socket.

interface SocketPlan {
  url: string
  token: string
  localAddress: string
}

type ToClient =
  | { type: 'open'; sockets: SocketPlan[]; conversationId: number }
  | { type: 'count' }
  | { type: 'collect' }
  | { type: 'close' }

type FromClient =
  | { type: 'opened'; ready: number; failed: number; failures: Record<string, number>; ms: number }
  | { type: 'count'; received: number }
  | {
      type: 'collected'
      receipts: Record<string, number[]>
      serverTimes: Record<string, number>
      duplicates: number
      closedEarly: number
    }
  | { type: 'closed' }

/**
 * What identifies an event across sockets (the order's move, or the message's id), and the server's time in it: the
 * order's `updated_at`, taken as its transaction ends, or the message's `created_at`, the start of its transaction.
 */
function eventKey(frame: { type?: string; data?: Record<string, unknown> }): [string, number] | undefined {
  const data = frame.data ?? {}
  if (frame.type === 'order.status_changed')
    return [`order:${String(data.order_id)}:${String(data.status)}`, Date.parse(String(data.updated_at))]
  if (frame.type === 'chat.message') {
    const message = data.message as { id?: number; created_at?: string } | undefined
    return [`message:${String(message?.id)}`, Date.parse(String(message?.created_at))]
  }
  return undefined
}

function runClient(): void {
  const sockets: WebSocket[] = []
  let receipts = new Map<string, number[]>()
  let serverTimes = new Map<string, number>()
  let seen: Array<Set<string>> = []
  let duplicates = 0
  let received = 0
  let closedEarly = 0
  let closing = false
  const reply = (message: FromClient) => process.send!(message)

  const openOne = (plan: SocketPlan, index: number, conversationId: number) =>
    new Promise<string | null>((resolve) => {
      const socket = new WebSocket(plan.url, {
        localAddress: plan.localAddress,
        headers: { authorization: `Bearer ${plan.token}` },
        perMessageDeflate: false,
      })
      sockets[index] = socket
      seen[index] = new Set()
      let settled = false
      const settle = (failure: string | null) => {
        if (settled) return
        settled = true
        clearTimeout(timer)
        resolve(failure)
      }
      const timer = setTimeout(() => settle('timeout'), 30_000)
      socket.on('message', (raw: Buffer) => {
        const at = now()
        const frame = JSON.parse(raw.toString()) as { type?: string; data?: Record<string, unknown> }
        const keyed = eventKey(frame)
        if (keyed) {
          const [key, serverTime] = keyed
          const mine = seen[index]!
          if (mine.has(key)) {
            duplicates++
            return
          }
          mine.add(key)
          received++
          let list = receipts.get(key)
          if (!list) {
            receipts.set(key, (list = []))
            serverTimes.set(key, serverTime)
          }
          list.push(at)
          return
        }
        if (frame.type === 'ready') {
          socket.send(JSON.stringify({ type: 'subscribe', channel: 'chat', conversation_id: conversationId }))
        } else if (frame.type === 'subscribed') {
          settle(null)
        } else if (frame.type === 'error') {
          settle(`error ${String((frame.data as { message?: string } | undefined)?.message)}`)
        }
      })
      socket.on('error', (error: Error) => settle(`socket error: ${error.message}`))
      socket.on('unexpected-response', (_request: unknown, response: { statusCode?: number }) =>
        settle(`HTTP ${response.statusCode}`),
      )
      socket.on('close', () => {
        if (!closing) closedEarly++
        settle('closed')
      })
    })

  process.on('message', async (message: ToClient) => {
    switch (message.type) {
      case 'open': {
        const started = now()
        receipts = new Map()
        serverTimes = new Map()
        seen = []
        duplicates = 0
        received = 0
        closedEarly = 0
        closing = false
        const failures: Record<string, number> = {}
        let ready = 0
        // 100 handshakes at a time, as many browsers reconnecting at once would.
        let next = 0
        const lane = async () => {
          while (next < message.sockets.length) {
            const index = next++
            const failure = await openOne(message.sockets[index]!, index, message.conversationId)
            if (failure) failures[failure] = (failures[failure] ?? 0) + 1
            else ready++
          }
        }
        await Promise.all(Array.from({ length: 100 }, lane))
        reply({
          type: 'opened',
          ready,
          failed: message.sockets.length - ready,
          failures,
          ms: Math.round(now() - started),
        })
        return
      }
      case 'count':
        return reply({ type: 'count', received })
      case 'collect':
        return reply({
          type: 'collected',
          receipts: Object.fromEntries(receipts),
          serverTimes: Object.fromEntries(serverTimes),
          duplicates,
          closedEarly,
        })
      case 'close': {
        closing = true
        await Promise.all(
          sockets.map(
            (socket) =>
              new Promise<void>((resolve) => {
                if (socket.readyState === WebSocket.CLOSED) return resolve()
                socket.once('close', () => resolve())
                socket.close(1000)
                setTimeout(() => {
                  socket.terminate()
                  resolve()
                }, 2_000).unref()
              }),
          ),
        )
        sockets.length = 0
        reply({ type: 'closed' })
        return
      }
    }
  })
}

// ---------------------------------------------------------------------------------------------------------------
// The benchmark.

const list = (value: string | undefined, fallback: number[]) =>
  value
    ? value
        .split(',')
        .map((s) => Number(s.trim()))
        .filter((n) => Number.isInteger(n) && n > 0)
    : fallback
const SOCKETS = list(process.env.BENCH_SOCKETS, [1_000, 5_000])
const INSTANCES = list(process.env.BENCH_INSTANCES, [1, 2])
const RUNS = Number(process.env.BENCH_RUNS ?? 2)
const ORDERS = Number(process.env.BENCH_ORDERS ?? 6)
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 24)
const INTERVAL_MS = Number(process.env.BENCH_INTERVAL_MS ?? 150)
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 2)
const SESSIONS_PER_USER = 10
const SOCKETS_PER_ADDRESS = 50
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/9'
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const DATABASE = 'basil_bench_fanout'
const TARGET_P95_MS = 200
const STATUS_MOVES = ['accepted', 'cooking', 'ready', 'on_a_way'] as const

function percentile(sorted: ArrayLike<number>, p: number): number {
  if (!sorted.length) return 0
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!
}

function summary(values: number[]) {
  const sorted = Float64Array.from(values).sort()
  const round = (n: number) => Math.round(n * 10) / 10
  return {
    count: sorted.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.length ? sorted[sorted.length - 1]! : 0),
  }
}

async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  return port
}

function run(command: string, args: string[]): Promise<number> {
  return new Promise((resolve) =>
    spawn(command, args, { cwd: root, stdio: 'inherit' }).on('exit', (code) => resolve(code ?? 1)),
  )
}

/** One API process, as `npm start` runs it. */
interface Api {
  process: ChildProcess
  origin: string
  port: number
}

async function startApi(port: number, databaseUrl: string, redisUrl: string | undefined): Promise<Api> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
  }
  if (redisUrl) env.REDIS_URL = redisUrl
  else delete env.REDIS_URL
  const extra = (process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean)
  // SIGUSR2 makes the API collect its garbage, so that memory is read without it (see memoryOf).
  const gcOnSignal = `data:text/javascript,process.on('SIGUSR2',()=>globalThis.gc())`
  const args = [
    '--expose-gc',
    '--import',
    gcOnSignal,
    ...extra,
    '--conditions=basil-compiled',
    'apps/api/dist/server.js',
  ]
  const child = spawn(process.execPath, args, {
    cwd: root,
    env,
    stdio: 'inherit',
  })
  const origin = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 300_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API on port ${port} exited with ${child.exitCode}`)
    const ready = await fetch(`${origin}/health/ready`).then(
      (r) => r.ok,
      () => false,
    )
    if (ready) return { process: child, origin, port }
    await sleep(500)
  }
  child.kill('SIGTERM')
  throw new Error(`the API on port ${port} did not start`)
}

async function stopApi(api: Api): Promise<void> {
  if (api.process.exitCode !== null) return
  const exited = new Promise((resolve) => api.process.once('exit', resolve))
  api.process.kill('SIGTERM')
  await Promise.race([exited, sleep(20_000)])
  if (api.process.exitCode === null) api.process.kill('SIGKILL')
}

/** The API's event-loop delay (p50, p99, max in ms) since the previous scrape of its /metrics. */
async function eventLoopDelay(api: Api): Promise<{ p50: number; p99: number; max: number }> {
  const text = await fetch(`${api.origin}/metrics`).then((r) => r.text())
  const read = (quantile: string) => {
    const line = text.split('\n').find((l) => l.startsWith(`basil_event_loop_delay_seconds{quantile="${quantile}"}`))
    return line ? Math.round(Number(line.split(' ').at(-1)) * 10_000) / 10 : NaN
  }
  return { p50: read('0.5'), p99: read('0.99'), max: read('1') }
}

/** The API process's resident memory and V8 heap in use after a full garbage collection, from its /metrics. */
async function memoryOf(api: Api): Promise<{ rss: number; heapUsed: number }> {
  api.process.kill('SIGUSR2')
  await sleep(500)
  const text = await fetch(`${api.origin}/metrics`).then((r) => r.text())
  const read = (name: string) =>
    Number(
      text
        .split('\n')
        .find((l) => l.startsWith(`${name} `))
        ?.split(' ')[1] ?? NaN,
    )
  return { rss: read('process_resident_memory_bytes'), heapUsed: read('nodejs_heap_used_bytes') }
}

class Client {
  private readonly child: ChildProcess
  private waiting: ((message: FromClient) => void) | undefined
  constructor() {
    this.child = fork(fileURLToPath(import.meta.url), ['client'], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    })
    this.child.on('message', (message: FromClient) => {
      const waiting = this.waiting
      this.waiting = undefined
      waiting?.(message)
    })
  }
  ask<T extends FromClient['type']>(message: ToClient): Promise<Extract<FromClient, { type: T }>> {
    return new Promise((resolve) => {
      this.waiting = resolve as (message: FromClient) => void
      this.child.send(message)
    })
  }
  stop(): void {
    if (this.child.exitCode === null) this.child.kill('SIGTERM')
  }
}

/** The n-th loopback address handed to sockets (127.1.0.1 on): 50 sockets each, under the connect limit. */
function loopback(n: number): string {
  const k = n + 1
  return `127.${1 + ((k >> 16) & 0xff)}.${(k >> 8) & 0xff}.${k & 0xff}`
}

interface Actors {
  sellerId: number
  shopId: number
  sellerTokens: string[]
}

async function api<T>(origin: string, token: string, route: string, body: unknown): Promise<T> {
  const res = await fetch(`${origin}/api/v1/${route}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  })
  const json = (await res.json()) as { data?: T; message?: string }
  if (!res.ok) throw new Error(`${route}: ${res.status} ${json.message ?? ''}`)
  return json.data as T
}

interface RunResult {
  instances: number
  sockets: number
  run: number
  loadAverage: number[]
  connect: { ms: number; ready: number; failed: number; failures: Record<string, number> }
  events: { orders: number; messages: number; triggerMs: ReturnType<typeof summary> }
  deliveries: { expected: number; received: number; lost: number; duplicates: number; closedEarly: number }
  /** The event's server time (the order's updated_at, the message's created_at) → frame received: the target's. */
  latencyMs: ReturnType<typeof summary>
  /** Trigger request sent → frame received, over every event × socket (adds the request's own handling). */
  latencyFromSendMs: ReturnType<typeof summary>
  /** Per event: trigger request sent → the last socket received it. */
  lastSocketMs: ReturnType<typeof summary>
  /** Each API's event-loop delay while the events were sent and delivered. */
  apiEventLoopDelayMs: Array<{ p50: number; p99: number; max: number }>
  /**
   * CPU the API process(es) used while the events were sent and delivered, per event: the trigger's request (its
   * queries, its response) plus the fan-out to every socket. Unlike latencies, barely moved by the machine's load.
   */
  apiCpuMsPerEvent: number
  memory: {
    before: Array<{ rss: number; heapUsed: number }>
    after: Array<{ rss: number; heapUsed: number }>
    afterClose: Array<{ rss: number; heapUsed: number }>
    rssPerSocketKb: number
    heapPerSocketKb: number
    /** Heap still in use once the run's sockets closed, per socket: about 0 unless something leaks. */
    heapLeftPerClosedSocketKb: number
  }
  pass: { p95: boolean | null; lost: boolean }
}

async function measure(
  apis: Api[],
  clients: Client[],
  db: ReturnType<typeof connectDatabase>,
  actors: Actors,
  sockets: number,
  runIndex: number,
  addressBase: { next: number },
): Promise<RunResult> {
  const loadAverage = os.loadavg().map((n) => Math.round(n * 100) / 100)
  // A customer of this run, with their orders in the seller's shop and the chat of the first one.
  const stamp = `${Date.now()}-${apis.length}-${sockets}-${runIndex}`
  const user = await db.db.execute<{ id: number }>(
    sql`INSERT INTO users (email, firstname, lastname, role) VALUES (${`fanout-${stamp}@example.org`}, 'Fanout', ${stamp}, 'user') RETURNING id`,
  )
  const customerId = user.rows[0]!.id
  const customerTokens: string[] = []
  for (let i = 0; i < SESSIONS_PER_USER; i++) customerTokens.push(await issueSession(db.db, customerId, 1))
  const orderIds: number[] = []
  for (let i = 0; i < ORDERS; i++) {
    const order = await db.db.execute<{ id: number }>(
      sql`INSERT INTO orders (user_id, shop_id, status, delivery_type, currency_id) VALUES (${customerId}, ${actors.shopId}, 'new', 'delivery', (SELECT id FROM currencies ORDER BY id LIMIT 1)) RETURNING id`,
    )
    orderIds.push(order.rows[0]!.id)
  }
  const trigger = apis[0]!
  const conversation = await api<{ id: number }>(
    trigger.origin,
    customerTokens[0]!,
    `dashboard/user/chats/orders/${orderIds[0]}`,
    {},
  )

  const before = await Promise.all(apis.map(memoryOf))
  // Socket i: customer when even, seller when odd; instance i mod the instances; client process by blocks.
  const plans: SocketPlan[][] = clients.map(() => [])
  for (let i = 0; i < sockets; i++) {
    const tokens = i % 2 === 0 ? customerTokens : actors.sellerTokens
    const target = apis[Math.floor(i / 2) % apis.length]!
    plans[i % clients.length]!.push({
      url: `ws://127.0.0.1:${target.port}/api/v1/ws`,
      token: tokens[Math.floor(i / 2) % tokens.length]!,
      localAddress: loopback(addressBase.next + Math.floor(i / SOCKETS_PER_ADDRESS)),
    })
  }
  addressBase.next += Math.ceil(sockets / SOCKETS_PER_ADDRESS)
  const opened = await Promise.all(
    clients.map((client, c) =>
      client.ask<'opened'>({ type: 'open', sockets: plans[c]!, conversationId: conversation.id }),
    ),
  )
  const failures: Record<string, number> = {}
  for (const o of opened) for (const [k, v] of Object.entries(o.failures)) failures[k] = (failures[k] ?? 0) + v
  const ready = opened.reduce((n, o) => n + o.ready, 0)
  const connect = { ms: Math.max(...opened.map((o) => o.ms)), ready, failed: sockets - ready, failures }
  await sleep(1_000)
  const after = await Promise.all(apis.map(memoryOf))

  // Opens the window of the event-loop delay reported below.
  await Promise.all(apis.map(eventLoopDelay))
  const cpuBefore = apis.map((a) => processCpuMs(a.process.pid!) ?? NaN)
  // The triggers: order moves and messages in turn, one every INTERVAL_MS, each awaited.
  const sent = new Map<string, number>()
  const triggerTimes: number[] = []
  const moves = orderIds.flatMap((id) => STATUS_MOVES.map((status) => ({ id, status })))
  let orders = 0
  let messages = 0
  for (let i = 0; orders < moves.length || messages < MESSAGES; i++) {
    const sendOrder = orders < moves.length && (i % 2 === 0 || messages >= MESSAGES)
    const at = now()
    if (sendOrder) {
      const move = moves[orders++]!
      await api(trigger.origin, actors.sellerTokens[0]!, `dashboard/seller/order/${move.id}/status`, {
        status: move.status,
      })
      sent.set(`order:${move.id}:${move.status}`, at)
    } else {
      messages++
      const message = await api<{ id: number }>(
        trigger.origin,
        customerTokens[messages % customerTokens.length]!,
        `dashboard/user/chats/${conversation.id}/messages`,
        { text: `fan-out ${stamp} #${messages}` },
      )
      sent.set(`message:${message.id}`, at)
    }
    triggerTimes.push(now() - at)
    await sleep(INTERVAL_MS)
  }
  // Wait until every socket has every event, or 10 s.
  const expected = ready * sent.size
  const waitUntil = Date.now() + 10_000
  while (Date.now() < waitUntil) {
    const counts = await Promise.all(clients.map((c) => c.ask<'count'>({ type: 'count' })))
    if (counts.reduce((n, c) => n + c.received, 0) >= expected) break
    await sleep(200)
  }
  const cpuMs = apis.reduce((n, a, i) => n + (processCpuMs(a.process.pid!) ?? NaN) - cpuBefore[i]!, 0)
  const loopDelay = await Promise.all(apis.map(eventLoopDelay))
  const collected = await Promise.all(clients.map((c) => c.ask<'collected'>({ type: 'collect' })))
  const latencies: number[] = []
  const fromServer: number[] = []
  const lastSocket: number[] = []
  let received = 0
  for (const [key, at] of sent) {
    let last = 0
    for (const c of collected) {
      const serverAt = c.serverTimes[key] ?? NaN
      for (const t of c.receipts[key] ?? []) {
        received++
        latencies.push(t - at)
        if (Number.isFinite(serverAt)) fromServer.push(t - serverAt)
        last = Math.max(last, t - at)
      }
    }
    lastSocket.push(last)
  }
  await Promise.all(clients.map((c) => c.ask<'closed'>({ type: 'close' })))
  // What the closed sockets left behind (a leak would stay after the collection).
  await sleep(1_000)
  const afterClose = await Promise.all(apis.map(memoryOf))
  // Nothing of another run stays: the customer's chat and orders go with them.
  const latency = summary(fromServer)
  const lost = expected - received + connect.failed * sent.size
  const perSocket = (key: 'rss' | 'heapUsed', to = after) =>
    Math.round((to.reduce((n, m) => n + m[key], 0) - before.reduce((n, m) => n + m[key], 0)) / sockets / 102.4) / 10
  return {
    instances: apis.length,
    sockets,
    run: runIndex,
    loadAverage,
    connect,
    events: { orders, messages, triggerMs: summary(triggerTimes) },
    deliveries: {
      expected: sockets * sent.size,
      received,
      lost,
      duplicates: collected.reduce((n, c) => n + c.duplicates, 0),
      closedEarly: collected.reduce((n, c) => n + c.closedEarly, 0),
    },
    latencyMs: latency,
    latencyFromSendMs: summary(latencies),
    apiEventLoopDelayMs: loopDelay,
    apiCpuMsPerEvent: Math.round((cpuMs / sent.size) * 10) / 10,
    lastSocketMs: summary(lastSocket),
    memory: {
      before,
      after,
      afterClose,
      rssPerSocketKb: perSocket('rss'),
      heapPerSocketKb: perSocket('heapUsed'),
      heapLeftPerClosedSocketKb: perSocket('heapUsed', afterClose),
    },
    pass: { p95: sockets <= 1_000 ? latency.p95 <= TARGET_P95_MS : null, lost: lost === 0 },
  }
}

function versions() {
  const pkg = (name: string) => {
    try {
      return (
        JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as {
          version: string
        }
      ).version
    } catch {
      return '?'
    }
  }
  return {
    node: process.version,
    fastify: pkg('fastify'),
    '@fastify/websocket': pkg('@fastify/websocket'),
    ws: pkg('ws'),
    ioredis: pkg('ioredis'),
  }
}

function markdown(result: {
  date: string
  machine: Record<string, unknown>
  versions: Record<string, string>
  settings: Record<string, unknown>
  runs: RunResult[]
  pass: boolean
}): string {
  const ms = (s: ReturnType<typeof summary>) => `${s.p50} / ${s.p95} / ${s.p99} / ${s.max}`
  const rows = result.runs.map((r) =>
    [
      r.instances === 1 ? '1 (in-process bus)' : `${r.instances} (Redis)`,
      r.sockets.toLocaleString('en'),
      r.run,
      r.loadAverage[0],
      `${r.connect.ready} in ${(r.connect.ms / 1000).toFixed(1)} s`,
      r.events.orders + r.events.messages,
      `${r.deliveries.received.toLocaleString('en')} / ${r.deliveries.expected.toLocaleString('en')}`,
      r.deliveries.lost,
      r.deliveries.duplicates,
      ms(r.latencyMs),
      ms(r.latencyFromSendMs),
      `${r.lastSocketMs.p50} / ${r.lastSocketMs.p95} / ${r.lastSocketMs.max}`,
      r.apiCpuMsPerEvent,
      `${r.memory.rssPerSocketKb} / ${r.memory.heapPerSocketKb} / ${r.memory.heapLeftPerClosedSocketKb}`,
      `${r.pass.p95 === null ? '–' : r.pass.p95 ? 'PASS' : 'FAIL'} / ${r.pass.lost ? 'PASS' : 'FAIL'}`,
    ].join(' | '),
  )
  return [
    `Run finished ${result.date}. Machine: ${String(result.machine.cpus)} × ${String(result.machine.cpu)}, ` +
      `${String(result.machine.memoryGb)} GB, ${String(result.machine.os)}; ${Object.entries(result.versions)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}. Settings: ${JSON.stringify(result.settings)}.`,
    '',
    '| API instances | sockets | run | load (1 min) | sockets ready | events | deliveries | lost | doubled | ' +
      'latency from commit, p50 / p95 / p99 / max ms | from trigger sent, p50 / p95 / p99 / max ms | ' +
      'last socket per event, p50 / p95 / max ms | API CPU ms per event | memory per socket, RSS / heap / heap left after close KB | p95 ≤ 200 ms at 1,000 / none lost |',
    '|---|---:|---:|---:|---|---:|---|---:|---:|---|---|---|---:|---|---|',
    ...rows.map((r) => `| ${r} |`),
    '',
    `Overall: ${result.pass ? 'PASS' : 'FAIL'}.`,
    '',
  ].join('\n')
}

async function main() {
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    if ((await run('npm', ['run', 'build', '-w', '@basil/api'])) !== 0) throw new Error('the API build failed')
  }
  const admin = new pg.Client({ connectionString: SERVER_URL })
  await admin.connect()
  await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`)
  await admin.query(`CREATE DATABASE ${DATABASE}`)
  await admin.end()
  const u = new URL(SERVER_URL)
  u.pathname = `/${DATABASE}`
  const databaseUrl = u.toString()
  const firstPort = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort()
  const apis: Api[] = []
  const clients = Array.from({ length: CLIENTS }, () => new Client())
  const db = connectDatabase(databaseUrl, 2)
  const runs: RunResult[] = []
  try {
    // The first start migrates and seeds the database; later starts find it ready.
    apis.push(await startApi(firstPort, databaseUrl, undefined))
    const seller = await db.db.execute<{ seller_id: number; shop_id: number }>(
      sql`SELECT u.id AS seller_id, s.id AS shop_id FROM users u JOIN shops s ON s.user_id = u.id WHERE u.email = 'seller@basil.test' ORDER BY s.id LIMIT 1`,
    )
    const { seller_id: sellerId, shop_id: shopId } = seller.rows[0]!
    const sellerTokens: string[] = []
    for (let i = 0; i < SESSIONS_PER_USER; i++) sellerTokens.push(await issueSession(db.db, sellerId, 1))
    const actors: Actors = { sellerId, shopId, sellerTokens }
    const addressBase = { next: 0 }
    for (const instances of INSTANCES) {
      while (apis.length) await stopApi(apis.pop()!)
      const redisUrl = instances > 1 ? REDIS_URL : undefined
      for (let i = 0; i < instances; i++) apis.push(await startApi(firstPort + i, databaseUrl, redisUrl))
      for (const sockets of SOCKETS) {
        for (let r = 1; r <= RUNS; r++) {
          console.log(`realtime fan-out: ${instances} instance(s), ${sockets} sockets, run ${r}`)
          const result = await measure(apis, clients, db, actors, sockets, r, addressBase)
          console.log(JSON.stringify(result))
          runs.push(result)
          await sleep(2_000)
        }
      }
    }
  } finally {
    for (const client of clients) client.stop()
    while (apis.length) await stopApi(apis.pop()!)
    await db.close()
    const cleanup = new pg.Client({ connectionString: SERVER_URL })
    await cleanup.connect()
    await cleanup.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`)
    await cleanup.end()
  }
  const cpus = os.cpus()
  const result = {
    date: new Date().toISOString(),
    machine: {
      cpus: cpus.length,
      cpu: cpus[0]?.model ?? '?',
      memoryGb: Math.round(os.totalmem() / 1e8) / 10,
      os: `${os.type()} ${os.release()} ${os.arch()}`,
    },
    versions: versions(),
    settings: {
      sockets: SOCKETS,
      instances: INSTANCES,
      runs: RUNS,
      orderMoves: ORDERS * STATUS_MOVES.length,
      messages: MESSAGES,
      intervalMs: INTERVAL_MS,
      clientProcesses: CLIENTS,
      sessionsPerUser: SESSIONS_PER_USER,
      database: 'PostgreSQL (throwaway database, demo seed)',
      redis: REDIS_URL,
    },
    runs,
    pass: runs.every((r) => r.pass.lost && r.pass.p95 !== false),
  }
  mkdirSync(path.join(root, 'bench/results'), { recursive: true })
  writeFileSync(path.join(root, 'bench/results/realtime-fanout.json'), JSON.stringify(result, null, 2) + '\n')
  // The table goes between the markers of realtime-fanout.md (the prose around it is written by hand).
  const mdFile = path.join(root, 'bench/results/realtime-fanout.md')
  const [start, end] = ['<!-- generated: start -->', '<!-- generated: end -->']
  const previous = existsSync(mdFile) ? readFileSync(mdFile, 'utf8') : `# Realtime fan-out\n\n${start}\n${end}\n`
  const from = previous.indexOf(start)
  const to = previous.indexOf(end)
  const table = `${start}\n${markdown(result)}${end}`
  writeFileSync(
    mdFile,
    from >= 0 && to > from
      ? previous.slice(0, from) + table + previous.slice(to + end.length)
      : `${previous}\n${table}\n`,
  )
  console.log(markdown(result))
  console.log(`${result.pass ? 'PASS' : 'FAIL'}; written to bench/results/realtime-fanout.json`)
}

if (process.argv[2] === 'client') runClient()
else
  main().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
