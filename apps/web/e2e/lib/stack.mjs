/* global fetch, AbortSignal */
// Starts what the storefront needs, for the end-to-end tests and the budget bench: the API on a fresh embedded
// database (in a temp dir), a switchable gate in front of it, and `next start` (building first when sources changed).
// With E2E_DATABASE_URL (a PostgreSQL server; `npm test` sets it from TEST_DATABASE_URL), each API gets a database of
// its own on that server instead, copied from one seeded once: the embedded database's WebAssembly engine was about
// an eighth of the suite's CPU time, which a server spends far less of.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import {
  cpSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { startApiGate } from './api-gate.mjs'
import { startTileServer } from './tile-server.mjs'

const here = path.dirname(fileURLToPath(import.meta.url))
export const webDir = path.resolve(here, '../..')
export const repoDir = path.resolve(webDir, '../..')
/** The build's folder: NEXT_DIST_DIR (as next.config.ts reads it) lets parallel runs keep separate builds. */
export const distDir = path.join(webDir, process.env.NEXT_DIST_DIR ?? '.next')
const apiDir = path.join(repoDir, 'apps/api')

function newestMtime(target) {
  if (!existsSync(target)) return 0
  const stat = statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry.startsWith('.next')) continue
    newest = Math.max(newest, newestMtime(path.join(target, entry)))
  }
  return newest
}

/** True when there is no build, or a source of the storefront (or of the contracts) is newer than it. */
export function needsBuild() {
  const marker = path.join(distDir, 'BUILD_ID')
  if (!existsSync(marker)) return true
  if (process.env.E2E_KEEP_BUILD === '1') return false
  const built = statSync(marker).mtimeMs
  const sources = ['src', 'public', 'next.config.ts', 'postcss.config.mjs', 'tsconfig.json', 'package.json']
    .map((p) => path.join(webDir, p))
    .concat(path.join(repoDir, 'packages/contracts/src'))
  return sources.some((p) => newestMtime(p) > built)
}

/** True when the API's compiled output (or the contracts') is missing or older than a source it is built from. */
export function apiNeedsBuild() {
  const outputs = [path.join(apiDir, 'dist/server.js'), path.join(repoDir, 'packages/contracts/dist/index.js')]
  if (!outputs.every((p) => existsSync(p))) return true
  const built = Math.min(...outputs.map((p) => statSync(p).mtimeMs))
  const sources = [
    path.join(apiDir, 'src'),
    path.join(apiDir, 'package.json'),
    path.join(apiDir, 'tsconfig.json'),
    path.join(apiDir, 'tsconfig.build.json'),
    path.join(repoDir, 'packages/contracts/src'),
    path.join(repoDir, 'packages/contracts/package.json'),
    path.join(repoDir, 'packages/contracts/tsconfig.json'),
    path.join(repoDir, 'packages/contracts/tsconfig.build.json'),
    path.join(repoDir, 'tsconfig.base.json'),
  ]
  return sources.some((p) => newestMtime(p) > built)
}

/** The PostgreSQL server the stacks' APIs use instead of the embedded database, when one is given. */
const serverUrl = process.env.E2E_DATABASE_URL || undefined
/** The seeded folder's note of the database seeded with it (on the server of E2E_DATABASE_URL). */
const SEEDED_DATABASE_NOTE = 'seeded-database.txt'

function databaseUrl(name) {
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}

async function adminQuery(text) {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(text)
  } finally {
    await client.end()
  }
}

const newDatabaseName = (kind) => `basil_e2e_${kind}_${process.pid}_${randomBytes(4).toString('hex')}`

/** Removes a folder made by prepare({ withSeed: true }), and the database seeded with it on the server, if any. */
export async function removeSeeded(folder) {
  const note = path.join(folder, SEEDED_DATABASE_NOTE)
  if (serverUrl && existsSync(note)) {
    await adminQuery(`DROP DATABASE IF EXISTS ${readFileSync(note, 'utf8').trim()} WITH (FORCE)`).catch(() => {})
  }
  rmSync(folder, { recursive: true, force: true })
}

/** A port nobody listens on now (the system's pick). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

export function createStack({ log = console.log, label = 'e2e' } = {}) {
  const children = []
  const logDir = path.join(tmpdir(), `basil-${label}-logs-${process.pid}`)
  mkdirSync(logDir, { recursive: true })
  let dataDir
  /** This stack's API database on the server of E2E_DATABASE_URL, dropped by stop(). */
  let database
  let gate
  let tiles

  function launch(name, command, args, options) {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
    const tail = []
    const keep = (chunk) => {
      tail.push(...chunk.toString().split('\n').filter(Boolean))
      if (tail.length > 60) tail.splice(0, tail.length - 60)
    }
    const file = createWriteStream(path.join(logDir, `${name.replace(/\W+/g, '-')}.log`))
    child.stdout.on('data', keep)
    child.stderr.on('data', keep)
    // Two streams into one file: neither may end it (the first to end would, and the other's next line would then
    // be a write after end, which threw in a worker's teardown); it ends when the process's streams have closed.
    child.stdout.pipe(file, { end: false })
    child.stderr.pipe(file, { end: false })
    child.on('close', () => file.end())
    child.tail = tail
    child.label = name
    children.push(child)
    return child
  }

  async function waitForHttp(url, child, timeoutMs) {
    const end = Date.now() + timeoutMs
    while (Date.now() < end) {
      if (child.exitCode !== null)
        throw new Error(`${child.label} exited (${child.exitCode}):\n${child.tail.join('\n')}`)
      try {
        const res = await fetch(url, { signal: AbortSignal.timeout(3000) })
        if (res.ok) return
      } catch {
        // not up yet
      }
      await new Promise((r) => setTimeout(r, 500))
    }
    throw new Error(`${child.label} did not answer ${url} within ${timeoutMs / 1000} s:\n${child.tail.join('\n')}`)
  }

  async function build() {
    log('building the storefront (next build)')
    const child = launch('next build', process.execPath, [path.join(webDir, 'scripts/build.mjs')], {
      cwd: webDir,
      // Types are checked by `npm run typecheck`, not again by this build (next.config.ts).
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', BASIL_BUILD_TYPECHECKED: '1' },
    })
    const code = await new Promise((resolve) => child.on('exit', resolve))
    if (code !== 0) throw new Error(`next build failed (${code}):\n${child.tail.join('\n')}`)
    log('build done')
  }

  /** The API's compiled JavaScript (and the contracts' it imports), as `npm run build -w @basil/api` makes it but
   * without checking types again (tsc --noCheck: the same output, a quarter of the time); `npm run typecheck` checks
   * them. TypeScript 7's compiler, as the build scripts use (1 s instead of 6.5 s for the API, measured). */
  async function buildApi() {
    log('building the API (tsc)')
    const tsc = path.join(repoDir, 'node_modules/typescript7/bin/tsc')
    for (const dir of [path.join(repoDir, 'packages/contracts'), apiDir]) {
      const child = launch('api build', process.execPath, [tsc, '-p', 'tsconfig.build.json', '--noCheck'], {
        cwd: dir,
        env: process.env,
      })
      const code = await new Promise((resolve) => child.on('exit', (c) => resolve(c)))
      if (code !== 0) throw new Error(`the API build failed (${code}):\n${child.tail.join('\n')}`)
    }
  }

  /**
   * The API's data folder after its first start (migrated, demo data seeded), made once in a temp folder: stacks
   * started with `seededDir` copy it instead of seeding again, which was most of a stack's start. The API is stopped
   * as an operator would stop it (SIGTERM), so the folder holds no lock and a clean shutdown of the database.
   */
  async function seed() {
    const folder = mkdtempSync(path.join(tmpdir(), `basil-${label}-seeded-`))
    const port = await freePort()
    log(`seeding the demo data once${serverUrl ? ' (PostgreSQL)' : ''}`)
    const onServer = {}
    if (serverUrl) {
      const name = newDatabaseName('seed')
      await adminQuery(`CREATE DATABASE ${name}`)
      writeFileSync(path.join(folder, SEEDED_DATABASE_NOTE), name)
      onServer.DATABASE_URL = databaseUrl(name)
    }
    const api = launch('api seed', process.execPath, ['--conditions=basil-compiled', 'dist/server.js'], {
      cwd: apiDir,
      env: {
        ...process.env,
        ...onServer,
        PORT: String(port),
        HOST: '127.0.0.1',
        BASIL_DATA_DIR: folder,
        NODE_ENV: 'production',
      },
    })
    await waitForHttp(`http://127.0.0.1:${port}/api/v1/rest/settings`, api, 300_000)
    const exited = new Promise((resolve) => api.once('exit', resolve))
    process.kill(-api.pid, 'SIGTERM')
    const code = await exited
    if (code !== 0) throw new Error(`the seeding API did not stop cleanly (${code}):\n${api.tail.join('\n')}`)
    log('demo data seeded')
    return folder
  }

  /** Both builds, each when its sources changed since it was made: once, before several stacks start with `prebuilt`
   * (parallel test workers must not build into the same folders at the same time). With `withSeed`, the API's data
   * folder is seeded meanwhile (see seed) and its path is returned. */
  async function prepare({ withSeed = false } = {}) {
    if (apiNeedsBuild()) await buildApi()
    else log('API build is up to date')
    const seeded = withSeed ? seed() : Promise.resolve(undefined)
    // Both settle before either error is thrown: no process is left running behind a failed build.
    const [folder, built] = await Promise.allSettled([
      seeded,
      needsBuild() ? build() : Promise.resolve(log('storefront build is up to date')),
    ])
    if (built.status === 'rejected') {
      if (folder.status === 'fulfilled' && folder.value) await removeSeeded(folder.value)
      throw built.reason
    }
    if (folder.status === 'rejected') throw folder.reason
    return folder.value
  }

  /** API (fresh data) + gate + map tiles + storefront; resolves with their addresses once all answer. With `prebuilt`,
   * the builds are taken as they are (see prepare); with `seededDir`, the API starts on a copy of that data folder. */
  async function start({
    apiPort,
    gatePort,
    webPort,
    cardPort,
    prebuilt = false,
    seededDir,
    apiEnv = {},
    storefrontEnv = {},
  }) {
    dataDir = mkdtempSync(path.join(tmpdir(), `basil-${label}-`))
    if (seededDir) cpSync(seededDir, dataDir, { recursive: true })
    // On the server: a copy of the database seeded with the folder (a template copy takes a moment), or an empty one
    // the API seeds.
    const onServer = {}
    if (serverUrl) {
      const note = seededDir ? path.join(seededDir, SEEDED_DATABASE_NOTE) : undefined
      const template = note && existsSync(note) ? readFileSync(note, 'utf8').trim() : undefined
      database = newDatabaseName('w')
      await adminQuery(`CREATE DATABASE ${database}${template ? ` TEMPLATE ${template}` : ''}`)
      onServer.DATABASE_URL = databaseUrl(database)
    }
    log(`API on :${apiPort} (data in ${dataDir}), storefront on :${webPort}`)
    // Card payments go to the local card sandbox (Stripe's API shape, a Pay / Cancel page, signed webhooks), as with
    // `npm start`.
    // Keys made for this run only, as `npm start` makes its own per installation.
    const card = cardPort
      ? {
          STRIPE_API_URL: `http://127.0.0.1:${cardPort}`,
          STRIPE_SECRET_KEY: `sk_test_${randomBytes(12).toString('hex')}`,
          STRIPE_WEBHOOK_SECRET: `whsec_${randomBytes(24).toString('hex')}`,
        }
      : {}
    // The API and the sandbox run from the API's build, compiled JavaScript, as `npm start` runs them.
    if (!prebuilt) await buildApi()
    const compiled = (file) => ['--conditions=basil-compiled', `dist/${file}.js`]
    if (cardPort) {
      launch('card sandbox', process.execPath, compiled('dev/stripe-sandbox'), {
        cwd: apiDir,
        env: {
          ...process.env,
          ...card,
          FAKE_STRIPE_PORT: String(cardPort),
          FAKE_STRIPE_WEBHOOK_URL: `http://127.0.0.1:${apiPort}/api/v1/webhook/stripe/payment`,
        },
      })
    }
    const api = launch('api', process.execPath, compiled('server'), {
      cwd: apiDir,
      // info: the default mail and SMS senders write sign-up and reset codes to this log at info level, and the account
      // tests read them from it (E2E_API_LOG), as a person running the demo would.
      // The storefront (through the gate) is the API's one trusted proxy, as `npm start` sets it up.
      env: {
        ...process.env,
        ...card,
        ...onServer,
        PORT: String(apiPort),
        HOST: '127.0.0.1',
        BASIL_DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        NODE_ENV: 'production',
        TRUST_PROXY: '127.0.0.1',
        ...apiEnv,
      },
    })
    const apiLog = path.join(logDir, 'api.log')
    process.env.E2E_API_LOG = apiLog
    // The API seeds its demo data while the storefront builds.
    const apiReady = waitForHttp(`http://127.0.0.1:${apiPort}/api/v1/rest/settings`, api, 300_000)
    if (prebuilt) {
      if (!existsSync(path.join(distDir, 'BUILD_ID'))) throw new Error(`no storefront build in ${distDir}`)
    } else if (needsBuild()) await build()
    else log('storefront build is up to date')
    await apiReady
    log('API ready')
    gate = await startApiGate({ port: gatePort, target: { hostname: '127.0.0.1', port: apiPort } })
    // The address map's tiles come from a local server (the browser reaches no other host), on a free port.
    tiles = await startTileServer()
    const web = launch(
      'storefront',
      process.execPath,
      [path.join(webDir, 'server.mjs'), '-p', String(webPort), '-H', '127.0.0.1'],
      {
        cwd: webDir,
        env: {
          ...process.env,
          API_URL: `http://127.0.0.1:${gatePort}`,
          MAP_TILE_URL: tiles.template,
          NEXT_TELEMETRY_DISABLED: '1',
          NODE_ENV: 'production',
          ...storefrontEnv,
        },
      },
    )
    const base = `http://127.0.0.1:${webPort}`
    await waitForHttp(`${base}/login`, web, 60_000)
    log('storefront ready')
    return {
      base,
      apiBase: `http://127.0.0.1:${apiPort}`,
      gate,
      tiles,
      apiLog,
      cardOrigin: cardPort ? `http://127.0.0.1:${cardPort}` : null,
    }
  }

  /** Stops every process started here (their whole process groups) and removes the temp data (and the logs unless
   * asked to keep them, e.g. after a failure). */
  async function stop({ keepLogs = false } = {}) {
    await gate?.close().catch(() => {})
    await tiles?.close().catch(() => {})
    for (const child of children) {
      if (child.exitCode === null) {
        try {
          process.kill(-child.pid, 'SIGTERM')
        } catch {
          // already gone
        }
      }
    }
    // The API drains for a moment before it closes (and stops its database): wait for everyone, then kill the rest.
    const running = children.filter((c) => c.exitCode === null && c.signalCode === null)
    const exited = Promise.all(running.map((c) => new Promise((r) => c.once('exit', r))))
    await Promise.race([exited, new Promise((r) => setTimeout(r, 20_000))])
    for (const child of running) {
      try {
        process.kill(-child.pid, 'SIGKILL')
      } catch {
        // already gone
      }
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 })
    if (database) await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => {})
    database = undefined
    if (!keepLogs) rmSync(logDir, { recursive: true, force: true })
  }

  return { prepare, start, stop, logDir }
}
