#!/usr/bin/env node
// `npm start`: the API on the embedded database (or DATABASE_URL) and the storefront, one command.
// `npm run dev`: the same with both in watch mode.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { chooseCardMode, sandboxKeys } from './card-mode.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const dev = process.argv.includes('--dev')
const apiPort = process.env.PORT ?? '4000'
const webPort = process.env.WEB_PORT ?? '3000'
// Both listen on this machine only unless told otherwise (HOST for the API, WEB_HOST for the storefront).
const webHost = process.env.WEB_HOST ?? '127.0.0.1'
const apiUrl = process.env.API_URL ?? `http://127.0.0.1:${apiPort}`
const dataDir = process.env.BASIL_DATA_DIR ?? path.join(root, '.data')
const children = []

function run(name, command, args, options = {}) {
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], ...options })
  const prefix = `[${name}] `
  for (const stream of [child.stdout, child.stderr]) {
    let buffered = ''
    stream.on('data', (chunk) => {
      buffered += chunk
      const lines = buffered.split('\n')
      buffered = lines.pop() ?? ''
      for (const line of lines) process.stdout.write(prefix + line + '\n')
    })
  }
  children.push(child)
  return child
}

/** Newest modification time of any file below `dir` (ignoring build output). */
function newest(dir) {
  let latest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', '.next', 'e2e'].includes(entry.name)) continue
    const full = path.join(dir, entry.name)
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs)
  }
  return latest
}

function webBuildIsCurrent() {
  const buildId = path.join(root, 'apps/web/.next/BUILD_ID')
  if (!existsSync(buildId)) return false
  const built = statSync(buildId).mtimeMs
  return newest(path.join(root, 'apps/web')) < built && newest(path.join(root, 'packages/contracts/src')) < built
}

function exitWhenDone(child, name) {
  return new Promise((resolve) =>
    child.on('exit', (code) => {
      if (code !== 0 && !stopping) console.error(`${name} exited with code ${code}`)
      resolve(code ?? 1)
    }),
  )
}

let stopping = false
/** How long the children get to finish their requests (the API drains for up to 15 s) before they are killed. */
const STOP_TIMEOUT_MS = 20_000
const running = (child) => child.exitCode === null && child.signalCode === null
/** Passes SIGTERM to every child and exits once all have exited (killing any left after STOP_TIMEOUT_MS). */
function stopAll(code = 0) {
  if (stopping) return
  stopping = true
  for (const child of children) if (running(child)) child.kill('SIGTERM')
  setTimeout(() => {
    for (const child of children) if (running(child)) child.kill('SIGKILL')
    process.exit(code || 1)
  }, STOP_TIMEOUT_MS).unref()
  Promise.all(children.map((c) => (running(c) ? new Promise((r) => c.on('exit', r)) : null))).then(() =>
    process.exit(code),
  )
}
process.on('SIGINT', () => stopAll(0))
process.on('SIGTERM', () => stopAll(0))

const tsx = ['--import', 'tsx']

const card = chooseCardMode(process.env, { webHost })
const paymentEnv = {}
/** Started once the API's build is there (the sandbox is part of it). */
let startSandbox = () => {}
if (card.mode === 'sandbox') {
  const sandboxPort = process.env.STRIPE_SANDBOX_PORT ?? '4010'
  const keys = sandboxKeys(dataDir)
  Object.assign(paymentEnv, {
    STRIPE_API_URL: `http://127.0.0.1:${sandboxPort}`,
    STRIPE_SECRET_KEY: keys.secretKey,
    STRIPE_WEBHOOK_SECRET: keys.webhookSecret,
  })
  console.log(
    `Card payments: LOCAL SANDBOX: simulated, no money moves (${card.why}; keys in ${keys.file.startsWith(root + path.sep) ? path.relative(root, keys.file) : keys.file}).`,
  )
  console.log('  Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET for real payments.')
  startSandbox = () =>
    run('card sandbox', process.execPath, apiEntry('dev/stripe-sandbox'), {
      env: {
        ...process.env,
        ...paymentEnv,
        FAKE_STRIPE_PORT: sandboxPort,
        FAKE_STRIPE_WEBHOOK_URL: `http://127.0.0.1:${apiPort}/api/v1/webhook/stripe/payment`,
      },
    })
} else if (card.mode === 'stripe') {
  console.log(`Card payments: Stripe (${process.env.STRIPE_API_URL ?? 'https://api.stripe.com'}).`)
} else {
  console.log(
    `Card payments: OFF (${card.why}). Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or STRIPE_SANDBOX=true for simulated payments.`,
  )
}
/**
 * The API runs as compiled JavaScript (no TypeScript transpiler at run time, in its process nor the embedded
 * database's): `npm run build -w @basil/api` writes apps/api/dist and packages/contracts/dist, again whenever a source
 * is newer than the build. `npm run dev` runs the sources through tsx instead.
 */
function apiBuildIsCurrent() {
  const built = path.join(root, 'apps/api/dist/server.js')
  const contracts = path.join(root, 'packages/contracts/dist/index.js')
  if (!existsSync(built) || !existsSync(contracts)) return false
  const builtAt = Math.min(statSync(built).mtimeMs, statSync(contracts).mtimeMs)
  return (
    newest(path.join(root, 'apps/api/src')) < builtAt && newest(path.join(root, 'packages/contracts/src')) < builtAt
  )
}
if (!dev && !apiBuildIsCurrent()) {
  console.log('Building the API (first start, or its sources changed)...')
  const build = run('api build', 'npm', ['run', 'build', '-w', '@basil/api'], { env: process.env })
  const code = await exitWhenDone(build, 'The API build')
  if (code !== 0) {
    stopAll(code)
    await new Promise(() => {})
  }
}
/** How a piece of the API starts: its TypeScript through tsx in development, its build otherwise. */
const apiEntry = (file, extra = []) =>
  dev
    ? [...tsx, ...extra, `apps/api/src/${file}.ts`]
    : ['--conditions=basil-compiled', ...extra, `apps/api/dist/${file}.js`]
startSandbox()

// The storefront keeps catalogue lists for a while; the API tells it when one changed (a signed call, decision 012).
// Unless both are configured by hand, they share a secret made for this run.
const revalidateSecret =
  process.env.REVALIDATE_SECRET ?? process.env.WEB_REVALIDATE_SECRET ?? randomBytes(32).toString('hex')
const revalidateApiEnv = process.env.WEB_REVALIDATE_URLS
  ? {}
  : { WEB_REVALIDATE_URLS: `http://127.0.0.1:${webPort}`, WEB_REVALIDATE_SECRET: revalidateSecret }
const revalidateWebEnv = process.env.REVALIDATE_SECRET ? {} : { REVALIDATE_SECRET: revalidateSecret }

// The API believes the forwarding headers of the storefront in front of it (and of nobody else) unless told otherwise.
const apiTrust = process.env.TRUST_PROXY ?? '127.0.0.1,::1'
/** An API that ran this long before it died had started fine: it crashed, and is started again. */
const API_STARTED_MS = 15_000
let apiCrashes = 0
function startApi() {
  const started = Date.now()
  const api = run('api', process.execPath, apiEntry('server', dev ? ['--watch'] : []), {
    // Its output comes through this process: readable lines when this one writes to a terminal.
    env: {
      LOG_FORMAT: process.stdout.isTTY ? 'pretty' : 'json',
      ...process.env,
      ...paymentEnv,
      ...revalidateApiEnv,
      PORT: apiPort,
      TRUST_PROXY: apiTrust,
    },
  })
  exitWhenDone(api, 'The API').then((code) => {
    if (stopping) return
    children.splice(children.indexOf(api), 1)
    const ranFor = Date.now() - started
    // A failure at start (bad settings, a port in use) would only fail again: stop, and the message above says why.
    if (dev || code === 0 || ranFor < API_STARTED_MS) return stopAll(code)
    apiCrashes = ranFor > 10 * 60_000 ? 1 : apiCrashes + 1
    const wait = Math.min(30_000, 1_000 * 2 ** (apiCrashes - 1))
    console.error(
      `The API stopped unexpectedly (code ${code}); starting it again in ${wait / 1000} s. The storefront keeps running.`,
    )
    setTimeout(() => !stopping && startApi(), wait)
  })
}
startApi()

const webEnv = { ...process.env, ...revalidateWebEnv, API_URL: apiUrl, PORT: webPort }
const webDir = path.join(root, 'apps/web')
// The storefront's own server (apps/web/server.mjs) in front of Next: it vouches for the visitor's address.
const webServer = [path.join(webDir, 'server.mjs'), '-p', webPort, '-H', webHost]
if (dev) {
  run('web', process.execPath, [...webServer, '--dev'], { cwd: webDir, env: webEnv })
} else {
  if (!webBuildIsCurrent()) {
    console.log('Building the storefront (first start, or its sources changed)...')
    const build = run('web', process.execPath, [path.join(webDir, 'scripts/build.mjs')], { cwd: webDir, env: webEnv })
    const code = await exitWhenDone(build, 'The storefront build')
    if (code !== 0) stopAll(code)
  }
  if (!stopping) {
    const web = run('web', process.execPath, webServer, { cwd: webDir, env: webEnv })
    exitWhenDone(web, 'The storefront').then((code) => stopAll(code))
    console.log(
      `\n  Storefront: http://localhost:${webPort}\n  API:        http://localhost:${apiPort}/api/v1  (docs: http://localhost:${apiPort}/api/v1/docs)\n`,
    )
  }
}
