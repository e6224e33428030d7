// Cart writes and checkouts under catalogue read load (issue 13, security probe D17: single-cart writes waited seconds
// while 40 connections read the catalogue). The API runs as `npm start` runs it (compiled, its own process, the
// catalogue cache on) on the demo marketplace; a load process reads the catalogue over READ_CONNECTIONS connections
// while, in this process, WRITERS connections change one customer's cart (the group-cart case: several people
// editing at once) and CHECKOUT_LOOPS customers each fill a cart and order, again and again.
//
//   npx tsx bench/cart-contention.ts embedded|postgres      (postgres: BENCH_DATABASE_URL, default the local server)
//
// The first WARMUP_MS of writes (BENCH_WARMUP_MS, 3 s) warm the fresh API process up and are reported apart.
// Targets: on PostgreSQL, p99 ≤ 250 ms for a cart write and ≤ 500 ms for a checkout; on the embedded database, no
// request above 2 s. Results go to bench/results/cart-contention-<target>.json.
import { fork, spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type AddressInfo } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { issueSession } from '../apps/api/src/lib/sessions.ts'
import { connectDatabase } from '../apps/api/src/db/client.ts'
import { runningEmbeddedUrl } from '../apps/api/src/db/embedded-launcher.ts'
import type { LoadJob, LoadResult } from './load-worker.ts'

const target = process.argv[2] === 'postgres' ? 'postgres' : 'embedded'
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const DURATION_S = Number(process.env.BENCH_DURATION ?? 30)
const READ_CONNECTIONS = Number(process.env.BENCH_READ_CONNECTIONS ?? 50)
const WRITERS = Number(process.env.BENCH_WRITERS ?? 10)
const CHECKOUT_LOOPS = Number(process.env.BENCH_CHECKOUTS ?? 5)
const WARMUP_MS = Number(process.env.BENCH_WARMUP_MS ?? 3_000)
const USERS_PER_LOOP = 20
const TARGETS =
  target === 'postgres'
    ? { cartP99: 250, checkoutP99: 500, max: Infinity }
    : { cartP99: Infinity, checkoutP99: Infinity, max: 2_000 }

async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  return port
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return new Promise((resolve) =>
    spawn(command, args, { cwd: root, env, stdio: 'inherit' }).on('exit', (code) => resolve(code ?? 1)),
  )
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

/** The API's event-loop delay (p50, p99, max in ms) since the previous scrape of its /metrics. */
async function eventLoopDelay(origin: string): Promise<{ p50: number; p99: number; max: number } | null> {
  const text = await fetch(`${origin}/metrics`).then(
    (r) => (r.ok ? r.text() : ''),
    () => '',
  )
  const read = (quantile: string) => {
    const line = text.split('\n').find((l) => l.startsWith(`basil_event_loop_delay_seconds{quantile="${quantile}"}`))
    return line ? Math.round(Number(line.split(' ').at(-1)) * 10_000) / 10 : NaN
  }
  const figures = { p50: read('0.5'), p99: read('0.99'), max: read('1') }
  return Object.values(figures).every(Number.isFinite) ? figures : null
}

function summary(latencies: number[], failures: number) {
  const sorted = [...latencies].sort((a, b) => a - b)
  return {
    requests: sorted.length,
    failures,
    p50: Math.round(percentile(sorted, 50)),
    p90: Math.round(percentile(sorted, 90)),
    p99: Math.round(percentile(sorted, 99)),
    max: Math.round(sorted.at(-1) ?? 0),
  }
}

async function main() {
  if ((await run('npm', ['run', 'build', '-w', '@basil/api'])) !== 0) throw new Error('the API build failed')
  const port = await freePort()
  const dataDir = path.join(root, 'bench/.work/cart-contention')
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  }
  let adminUrl: string | undefined
  if (target === 'postgres') {
    const server = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
    const admin = new pg.Client({ connectionString: server })
    await admin.connect()
    await admin.query('DROP DATABASE IF EXISTS basil_bench_cart WITH (FORCE)')
    await admin.query('CREATE DATABASE basil_bench_cart')
    await admin.end()
    const u = new URL(server)
    u.pathname = '/basil_bench_cart'
    env.DATABASE_URL = adminUrl = u.toString()
  } else {
    rmSync(dataDir, { recursive: true, force: true })
    mkdirSync(dataDir, { recursive: true })
    env.BASIL_DATA_DIR = dataDir
    delete env.DATABASE_URL
  }
  const api: ChildProcess = spawn(process.execPath, ['--conditions=basil-compiled', 'apps/api/dist/server.js'], {
    cwd: root,
    env,
    stdio: 'inherit',
  })
  const origin = `http://127.0.0.1:${port}`
  try {
    const deadline = Date.now() + 180_000
    while (Date.now() < deadline) {
      const ready = await fetch(`${origin}/health/ready`).then(
        (r) => r.ok,
        () => false,
      )
      if (ready) break
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
    const url = adminUrl ?? runningEmbeddedUrl(dataDir)
    if (!url) throw new Error('the API did not start')
    const db = connectDatabase(url, 2)

    // An always-open shop, one of its stocks with plenty on hand, rules that let anyone order it.
    const found = await db.db.execute<{ shop_id: number; stock_id: number; product_id: number }>(sql`
      SELECT s.id AS shop_id, st.id AS stock_id, p.id AS product_id FROM shops s
      JOIN products p ON p.shop_id = s.id AND p.active AND p.status = 'published' AND NOT p.addon
      JOIN stocks st ON st.product_id = p.id
      WHERE s.status = 'approved' AND s.visibility AND s.open
        AND (SELECT count(*) FROM shop_working_days w WHERE w.shop_id = s.id AND w."from" = '00:00' AND w."to" = '23:59' AND NOT w.disabled) = 7
      ORDER BY s.id, st.id LIMIT 1`)
    const { shop_id: shopId, stock_id: stockId, product_id: productId } = found.rows[0]!
    await db.db.execute(sql`UPDATE stocks SET quantity = 1000000 WHERE id = ${stockId}`)
    await db.db.execute(sql`UPDATE products SET min_qty = 1, max_qty = 50, interval = 1 WHERE id = ${productId}`)
    await db.db.execute(sql`UPDATE shops SET min_amount = 0 WHERE id = ${shopId}`)
    await db.db.execute(sql`UPDATE settings SET value = '0' WHERE key = 'before_order_phone_required'`)
    const cash = await db.db.execute<{ id: number }>(sql`SELECT id FROM payments WHERE tag = 'cash'`)
    const paymentId = cash.rows[0]!.id
    const tokens: string[] = []
    // Orders are limited per customer (a person does not order every second): each checkout loop takes turns between
    // USERS_PER_LOOP customers of its own.
    for (let i = 0; i < 1 + CHECKOUT_LOOPS * USERS_PER_LOOP; i++) {
      const user = await db.db.execute<{ id: number }>(
        sql`INSERT INTO users (email, firstname, lastname, role) VALUES (${`bench-${Date.now()}-${i}@example.org`}, 'Bench', ${`User ${i}`}, 'user') RETURNING id`,
      )
      tokens.push(await issueSession(db.db, user.rows[0]!.id, 1))
    }
    await db.close()

    // What the read load asks: listings, shop pages, products and searches, as the storefront does.
    const list = (await (await fetch(`${origin}/api/v1/rest/products/paginate?perPage=100`)).json()) as {
      data: Array<{ uuid: string }>
    }
    const paths = [
      '/api/v1/rest/shops/paginate?perPage=12',
      '/api/v1/rest/shops/paginate?perPage=12&type=restaurant',
      `/api/v1/rest/shops/${shopId}/products/paginate?perPage=20`,
      '/api/v1/rest/products/search?search=chicken',
      '/api/v1/rest/products/search?search=rice',
      ...list.data.map((p) => `/api/v1/rest/products/${p.uuid}`),
    ]

    const failureMessages = new Map<string, number>()
    const post = async (token: string, route: string, body: unknown) => {
      const started = performance.now()
      const res = await fetch(`${origin}/api/v1/${route}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      }).catch(() => null)
      const took = performance.now() - started
      const json = res
        ? ((await res.json().catch(() => null)) as { data?: { id?: number }; message?: string } | null)
        : null
      const ok = Boolean(res && res.status < 300)
      if (!ok)
        failureMessages.set(
          `${route}: ${res?.status ?? 'no answer'} ${json?.message ?? ''}`,
          (failureMessages.get(`${route}: ${res?.status ?? 'no answer'} ${json?.message ?? ''}`) ?? 0) + 1,
        )
      return { ok, took, json }
    }

    const worker = fork(path.join(root, 'bench/load-worker.ts'), [], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    })
    const reads = new Promise<LoadResult>((resolve, reject) => {
      worker.on('message', (m: { type: string; result?: LoadResult; message?: string }) =>
        m.type === 'result' ? resolve(m.result!) : reject(new Error(m.message)),
      )
      worker.send({ id: 1, origin, paths, connections: READ_CONNECTIONS, duration: DURATION_S } satisfies LoadJob)
    })
    // Let the read load reach its steady state first.
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    // The API's event-loop delay is reported "since the last scrape": this scrape opens the measured window.
    await eventLoopDelay(origin)
    const endAt = Date.now() + (DURATION_S - 4) * 1000
    const cartTimes: number[] = []
    // [ms into the window when sent, ms taken] of each cart write: the slowest ones show whether they came together.
    const cartWhen: Array<[number, number]> = []
    // The first writes of a fresh process (connections opened, code compiled, caches filled) are a warm-up: they are
    // reported apart (coldStart), and the figures held to the targets are those of requests sent after it.
    const coldWrites: number[] = []
    const coldCheckouts: number[] = []
    const windowStart = performance.now() + WARMUP_MS
    const measuring = (sentAt: number) => sentAt >= windowStart
    const checkoutTimes: number[] = []
    let cartFailures = 0
    let checkoutFailures = 0
    const writer = async (n: number) => {
      for (let i = 0; Date.now() < endAt; i++) {
        const r = await post(tokens[0]!, 'dashboard/user/cart/insert-product', {
          shop_id: shopId,
          currency_id: 1,
          rate: 1,
          products: [{ stock_id: stockId, quantity: 1 + ((n + i) % 5) }],
        })
        const sentAt = performance.now() - r.took
        if (!r.ok) cartFailures++
        else if (!measuring(sentAt)) coldWrites.push(r.took)
        else {
          cartTimes.push(r.took)
          cartWhen.push([Math.round(sentAt - windowStart), Math.round(r.took)])
        }
      }
    }
    const checkout = async (loop: number) => {
      for (let round = 0; Date.now() < endAt; round++) {
        const token = tokens[1 + loop * USERS_PER_LOOP + (round % USERS_PER_LOOP)]!
        const cart = await post(token, 'dashboard/user/cart/insert-product', {
          shop_id: shopId,
          currency_id: 1,
          rate: 1,
          products: [{ stock_id: stockId, quantity: 1 }],
        })
        if (!cart.ok) {
          checkoutFailures++
          continue
        }
        const order = await post(token, 'dashboard/user/orders', {
          cart_id: cart.json?.data?.id,
          shop_id: shopId,
          currency_id: 1,
          rate: 1,
          payment_id: paymentId,
          delivery_type: 'pickup',
        })
        if (!order.ok) checkoutFailures++
        else if (!measuring(performance.now() - order.took)) coldCheckouts.push(order.took)
        else checkoutTimes.push(order.took)
      }
    }
    await Promise.all([
      ...Array.from({ length: WRITERS }, (_, n) => writer(n)),
      ...Array.from({ length: CHECKOUT_LOOPS }, (_, loop) => checkout(loop)),
    ])
    const loop = await eventLoopDelay(origin)
    const readResult = await reads
    worker.disconnect()

    const cart = summary(cartTimes, cartFailures)
    const checkouts = summary(checkoutTimes, checkoutFailures)
    const pass =
      cart.p99 <= TARGETS.cartP99 &&
      checkouts.p99 <= TARGETS.checkoutP99 &&
      Math.max(cart.max, checkouts.max) <= TARGETS.max &&
      cart.failures === 0 &&
      checkouts.failures === 0
    const result = {
      target,
      date: new Date().toISOString(),
      settings: {
        durationSeconds: DURATION_S,
        warmupMs: WARMUP_MS,
        readConnections: READ_CONNECTIONS,
        cartWriters: WRITERS,
        checkoutLoops: CHECKOUT_LOOPS,
        catalogueCacheSeconds: 10,
      },
      reads: {
        reqPerSec: Math.round(readResult.reqPerSec),
        p50: readResult.latency.p50,
        p99: readResult.latency.p99,
        non2xx: readResult.non2xx,
        errors: readResult.errors,
      },
      coldStartMs: { cartWrites: summary(coldWrites, 0), checkouts: summary(coldCheckouts, 0) },
      cartWritesMs: cart,
      checkoutsMs: checkouts,
      // How long the API's event loop was held up while the writes ran: a write waits that long at each of its turns.
      apiEventLoopDelayMs: loop,
      slowestCartWrites: cartWhen
        .sort((a, b) => b[1] - a[1])
        .slice(0, 12)
        .map(([at, took]) => ({ sentAtMs: at, ms: took })),
      failures: Object.fromEntries(failureMessages),
      targets: TARGETS,
      pass,
    }
    mkdirSync(path.join(root, 'bench/results'), { recursive: true })
    const file = path.join(root, `bench/results/cart-contention-${target}.json`)
    writeFileSync(file, JSON.stringify(result, null, 2) + '\n')
    console.log(JSON.stringify(result, null, 2))
    console.log(`${pass ? 'PASS' : 'FAIL'}; written to ${path.relative(root, file)}`)
  } finally {
    api.kill('SIGTERM')
    await new Promise((resolve) => api.once('exit', resolve))
    if (target === 'postgres') {
      const admin = new pg.Client({
        connectionString: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
      })
      await admin.connect()
      await admin.query('DROP DATABASE IF EXISTS basil_bench_cart WITH (FORCE)')
      await admin.end()
    }
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
