// End-to-end tests of the storefront (npm test in apps/web): starts the API on a fresh embedded database, builds the
// storefront when its sources changed, starts it, runs every spec in Chromium and stops what it started.
/* global fetch, AbortSignal */
// Options (environment): E2E_GREP=regex (run matching tests), E2E_KEEP_BUILD=1 (never rebuild), E2E_SHOTS=dir.
import { spawn } from 'node:child_process'
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { startApiGate } from './lib/api-gate.mjs'
import { filterTests, launchBrowser, runAll } from './lib/harness.mjs'

const here = path.dirname(fileURLToPath(import.meta.url))
const webDir = path.resolve(here, '..')
const repoDir = path.resolve(webDir, '../..')
const apiDir = path.join(repoDir, 'apps/api')
const API_PORT = Number(process.env.E2E_API_PORT ?? 41300)
const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 41301)
const GATE_PORT = Number(process.env.E2E_GATE_PORT ?? 41302)
const started = Date.now()
const children = []
let dataDir
// Every child's output goes to a file here (kept after the run, for reading when something fails).
const logDir = path.join(tmpdir(), `basil-e2e-logs-${process.pid}`)
mkdirSync(logDir, { recursive: true })

function log(message) {
  console.log(`[e2e ${((Date.now() - started) / 1000).toFixed(0).padStart(3)}s] ${message}`)
}

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
  child.stdout.pipe(file)
  child.stderr.pipe(file)
  child.tail = tail
  child.label = name
  children.push(child)
  return child
}

async function waitForHttp(url, child, timeoutMs) {
  const end = Date.now() + timeoutMs
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`${child.label} exited (${child.exitCode}):\n${child.tail.join('\n')}`)
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

function needsBuild() {
  const marker = path.join(webDir, '.next/BUILD_ID')
  if (!existsSync(marker)) return true
  if (process.env.E2E_KEEP_BUILD === '1') return false
  const built = statSync(marker).mtimeMs
  const sources = ['src', 'public', 'next.config.ts', 'postcss.config.mjs', 'tsconfig.json', 'package.json']
    .map((p) => path.join(webDir, p))
    .concat(path.join(repoDir, 'packages/contracts/src'))
  return sources.some((p) => newestMtime(p) > built)
}

async function build() {
  log('building the storefront (next build)')
  const child = launch('next build', process.execPath, [nextBin(), 'build'], {
    cwd: webDir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  })
  const code = await new Promise((resolve) => child.on('exit', resolve))
  if (code !== 0) throw new Error(`next build failed (${code}):\n${child.tail.join('\n')}`)
  log('build done')
}

function nextBin() {
  const candidates = [path.join(webDir, 'node_modules/next/dist/bin/next'), path.join(repoDir, 'node_modules/next/dist/bin/next')]
  const found = candidates.find((c) => existsSync(c))
  if (!found) throw new Error('next is not installed (run npm ci)')
  return found
}

function stopAll() {
  for (const child of children) {
    if (child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM')
      } catch {
        // already gone
      }
    }
  }
}

async function main() {
  dataDir = mkdtempSync(path.join(tmpdir(), 'basil-e2e-'))
  log(`API on :${API_PORT} (data in ${dataDir}), storefront on :${WEB_PORT}`)
  const api = launch('api', process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: { ...process.env, PORT: String(API_PORT), HOST: '127.0.0.1', BASIL_DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production' },
  })
  // The API seeds its demo data while the storefront builds.
  const apiReady = waitForHttp(`http://127.0.0.1:${API_PORT}/api/v1/rest/settings`, api, 300_000)
  if (needsBuild()) await build()
  else log('storefront build is up to date')
  await apiReady
  log('API ready')
  const gate = await startApiGate({ port: GATE_PORT, target: { hostname: '127.0.0.1', port: API_PORT } })
  const web = launch('next start', process.execPath, [nextBin(), 'start', '-p', String(WEB_PORT), '-H', '127.0.0.1'], {
    cwd: webDir,
    env: { ...process.env, API_URL: `http://127.0.0.1:${GATE_PORT}`, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
  })
  const base = `http://127.0.0.1:${WEB_PORT}`
  await waitForHttp(`${base}/login`, web, 60_000)
  log('storefront ready')

  const specs = readdirSync(path.join(here, 'specs')).filter((f) => f.endsWith('.spec.mjs')).sort()
  process.env.E2E_API_BASE = `http://127.0.0.1:${API_PORT}`
  for (const spec of specs) await import(pathToFileURL(path.join(here, 'specs', spec)).href)
  filterTests(process.env.E2E_GREP)
  const browser = await launchBrowser()
  let result
  try {
    result = await runAll({ base, gate, browser, log: (m) => console.log(m) })
  } finally {
    await browser.close().catch(() => {})
    await gate.close()
  }
  if (result.failed) {
    console.log(`\nServer logs: ${logDir}`)
    console.log('Failures:')
    for (const f of result.failures) console.log(`  - ${f.name}`)
  }
  return result
}

let exitCode = 1
process.on('unhandledRejection', (error) => {
  console.error('unhandled rejection in the runner:', error)
  exitCode = 1
})
try {
  const result = await main()
  log(`done in ${((Date.now() - started) / 1000).toFixed(0)} s`)
  console.log(`${result.passed} passed, ${result.failed} failed`)
  exitCode = result.failed ? 1 : 0
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  console.log('0 passed, 1 failed')
  exitCode = 1
} finally {
  stopAll()
  await new Promise((r) => setTimeout(r, 500))
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
}
process.exit(exitCode)
