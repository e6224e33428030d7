#!/usr/bin/env node
// `npm test`: every unit and API test in one vitest run (the projects of the root vitest.config.ts), then the
// storefront's end-to-end suite, then one closing line with the totals.
//
//   node scripts/test.mjs [prefix...]   only the suites whose name starts with one of the prefixes, e.g. `api`,
//                                        `api-postgres`, `web` (unit and e2e), `web-e2e`, `contracts`.
//
// The vitest counts come from vitest's results (scripts/vitest-counts.mjs writes them as JSON), not from its output.
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const postgresUrl = process.env.TEST_DATABASE_URL || undefined
/** Workers per API pass: as many as apps/api/vitest.config.ts gives the suite alone. */
const API_WORKERS = 2

// The names are vitest's project names (and the e2e stage's); the older names of `npm test` still select them.
// The API suite always runs on the embedded database; with TEST_DATABASE_URL it runs again on that PostgreSQL, as a
// second project of the same vitest run: the two passes wait on their databases much of the time, so side by side
// they take little longer than the slower one alone.
const vitestSuites = [
  { name: 'contracts', aliases: [] },
  { name: 'web-unit', aliases: ['web unit'] },
  { name: 'api-embedded', aliases: ['api (embedded database)'], api: true },
  { name: 'api-postgres', aliases: ['api (PostgreSQL)'], api: true, skipped: !postgresUrl },
]
const e2eSuite = { name: 'web-e2e', aliases: ['web e2e'] }

const only = process.argv.slice(2)
const chosen = (suite) =>
  !only.length ||
  only.some((o) => [suite.name, ...suite.aliases].some((n) => n.startsWith(o) || n.startsWith(o.replaceAll(' ', '-'))))

/** name → { passed, failed, skipped, note } */
const results = new Map()
const broken = []

function run(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    const output = []
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk)
      output.push(String(chunk))
    })
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), text: output.join('') }))
  })
}

async function runVitest(suites) {
  console.log(`\n=== vitest: ${suites.map((s) => s.name).join(', ')} ===`)
  const dir = mkdtempSync(path.join(os.tmpdir(), 'basil-test-counts-'))
  const countsFile = path.join(dir, 'counts.json')
  const apiPasses = suites.filter((s) => s.api).length
  const env = { BASIL_VITEST_COUNTS: countsFile }
  // The root config gives the API group 2 workers per pass it defines; a run of one pass out of two gets its own 2.
  if (apiPasses === 1 && postgresUrl) env.VITEST_MAX_WORKERS = String(API_WORKERS)
  const args = ['vitest', 'run', ...suites.flatMap((s) => ['--project', s.name])]
  args.push('--reporter=default', `--reporter=${path.join(root, 'scripts/vitest-counts.mjs')}`)
  const { code } = await run('npx', ['--no-install', ...args], env)
  let counts
  try {
    counts = JSON.parse(readFileSync(countsFile, 'utf8'))
  } catch {
    counts = undefined
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
  if (!counts) {
    // vitest stopped before the end of its run (a broken config, a crash): every chosen suite is broken.
    for (const suite of suites) {
      results.set(suite.name, {
        passed: 0,
        failed: 0,
        skipped: 0,
        note: `vitest ended with code ${code} before reporting`,
      })
      broken.push(suite.name)
    }
    return
  }
  for (const suite of suites) {
    const c = counts.projects[suite.name] ?? { passed: 0, failed: 0, skipped: 0, brokenFiles: [] }
    const note = c.brokenFiles.length
      ? `${c.brokenFiles.length} file(s) failed outside a test: ${c.brokenFiles.map((f) => path.relative(root, f)).join(', ')}`
      : ''
    results.set(suite.name, { passed: c.passed, failed: c.failed, skipped: c.skipped, note })
    if (c.failed || c.brokenFiles.length) broken.push(suite.name)
  }
  if (counts.unhandledErrors) {
    console.log(`\nvitest: ${counts.unhandledErrors} unhandled error(s) outside the tests`)
    broken.push('vitest (unhandled errors)')
  } else if (code !== 0 && !suites.some((s) => broken.includes(s.name))) {
    broken.push(`vitest (exit code ${code})`)
  }
}

// With a PostgreSQL server for the API suite, the e2e stacks' APIs use it too (apps/web/e2e/lib/stack.mjs).
const e2eEnv = postgresUrl && !process.env.E2E_DATABASE_URL ? { E2E_DATABASE_URL: postgresUrl } : {}

/**
 * The storefront's end-to-end suite (`npm run test -w @basil/web`) is another runner: its counts are read from the
 * summary it prints, in either of the forms it has had: `N passed, M failed` (the hand-made runner) or Playwright's
 * lines (`  N passed (1.2m)`, `  N failed`, `  N flaky`, `  N skipped`, `  N did not run`).
 */
async function runE2e(preseededDir) {
  console.log(`\n=== ${e2eSuite.name} ===`)
  const env = { ...e2eEnv, ...(preseededDir ? { E2E_PRESEEDED_DIR: preseededDir } : {}) }
  const { code, text: raw } = await run('npm', ['run', 'test', '-w', '@basil/web'], env)
  // eslint-disable-next-line no-control-regex -- runners colour their summaries
  const text = raw.replace(/\x1b\[[0-9;]*m/g, '')
  const counts = { passed: 0, failed: 0, skipped: 0, note: '' }
  const plain = [...text.matchAll(/^(?:\w+: )?(\d+) passed, (\d+) failed/gm)].pop()
  const playwright = [...text.matchAll(/^\s+(\d+) (passed|failed|flaky|skipped|did not run|interrupted)\b/gm)]
  if (plain) {
    counts.passed = Number(plain[1])
    counts.failed = Number(plain[2])
  } else if (playwright.length) {
    let flaky = 0
    for (const [, n, kind] of playwright) {
      if (kind === 'passed') counts.passed += Number(n)
      else if (kind === 'flaky') flaky += Number(n)
      else if (kind === 'skipped' || kind === 'did not run') counts.skipped += Number(n)
      else counts.failed += Number(n)
    }
    // A flaky test failed first and passed on its retry: it counts as passed, and is named.
    counts.passed += flaky
    if (flaky) counts.note = `${flaky} flaky (passed on retry)`
  } else {
    counts.note = 'no summary found in its output'
  }
  results.set(e2eSuite.name, counts)
  if (code !== 0 || counts.failed || (!plain && !playwright.length)) broken.push(e2eSuite.name)
}

/**
 * The e2e suite's builds and its demo data, made beside the vitest run (apps/web/e2e/prebuild.mjs, at a low priority):
 * its output is kept and printed when it ends, so that it does not interleave with vitest's. Resolves with the seeded
 * data's folder, which the suite takes over (and removes). A failed prebuild is only reported: the e2e suite's own
 * setup builds and seeds again and fails there if it must.
 */
function prebuildE2e() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'basil-e2e-prebuild-'))
  const resultFile = path.join(dir, 'seeded')
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, 'apps/web/e2e/prebuild.mjs')], {
      cwd: path.join(root, 'apps/web'),
      env: { ...process.env, ...e2eEnv, E2E_PREBUILD_RESULT: resultFile },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const output = []
    child.stdout.on('data', (chunk) => output.push(String(chunk)))
    child.stderr.on('data', (chunk) => output.push(String(chunk)))
    child.on('exit', (code) => {
      console.log(`\n=== e2e builds, made beside vitest (exit code ${code}) ===\n${output.join('').trimEnd()}`)
      let seeded
      try {
        seeded = code === 0 ? readFileSync(resultFile, 'utf8').trim() || undefined : undefined
      } catch {
        seeded = undefined
      }
      rmSync(dir, { recursive: true, force: true })
      resolve(seeded)
    })
  })
}

const started = Date.now()
/** Each stage's wall time, printed with the totals (where the suite's minutes go). */
const stageTimes = []
const timed = async (name, work) => {
  const at = Date.now()
  const result = await work()
  stageTimes.push(`${name} ${Math.round((Date.now() - at) / 1000)} s`)
  return result
}
const suites = vitestSuites.filter((s) => !s.skipped && chosen(s))
const prebuilt = suites.length && chosen(e2eSuite) ? prebuildE2e() : undefined
if (suites.length) await timed('vitest', () => runVitest(suites))
const preseeded = prebuilt ? await timed('waiting for the e2e builds', () => prebuilt) : undefined
if (chosen(e2eSuite)) await timed('e2e', () => runE2e(preseeded))
const skipped = vitestSuites.filter((s) => s.skipped && chosen(s))
if (skipped.some((s) => s.name === 'api-postgres')) {
  console.log('\napi-postgres: skipped, TEST_DATABASE_URL is not set (e.g. postgres://postgres@127.0.0.1:5432/test)')
}
const unknown = !results.size && !skipped.length
if (unknown) console.log(`\nno suite matches ${only.join(', ')}`)

let passed = 0
let failed = 0
console.log('')
for (const [name, r] of results) {
  passed += r.passed
  failed += r.failed
  console.log(`${name}: ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped${r.note ? ` (${r.note})` : ''}`)
}
console.log(
  `\n${broken.length ? `failing suites: ${broken.join(', ')}` : results.size ? 'all suites green' : 'no suite ran'}`,
)
console.log(`tests: ${passed} passed, ${failed} failed`)
console.log(`time: ${Math.round((Date.now() - started) / 1000)} s (${stageTimes.join(', ')})`)
process.exit(broken.length || unknown ? 1 : 0)
