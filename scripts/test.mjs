#!/usr/bin/env node
// `npm test`: every workspace's tests in turn (unit and API tests with vitest, then the storefront's end-to-end
// suite), then one closing line with the totals.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const postgresUrl = process.env.TEST_DATABASE_URL
// The API suite always runs on the embedded database; with TEST_DATABASE_URL it runs again on that PostgreSQL.
// Suites of one stage run at the same time: the API suite's two passes wait on their databases much of the time, so
// side by side they take little longer than the slower one alone (about 400 s instead of 730 s on a 2-core machine).
const stages = [
  [{ name: 'contracts', cwd: 'packages/contracts', args: ['run', 'test'] }],
  [
    { name: 'api (embedded database)', cwd: 'apps/api', args: ['run', 'test'], env: { TEST_DATABASE_URL: '' } },
    ...(postgresUrl
      ? [{ name: 'api (PostgreSQL)', cwd: 'apps/api', args: ['run', 'test'], env: { TEST_DATABASE_URL: postgresUrl } }]
      : []),
  ],
  [{ name: 'web unit', cwd: 'apps/web', args: ['run', 'test:unit'] }],
  [{ name: 'web e2e', cwd: 'apps/web', args: ['run', 'test'] }],
]
const only = process.argv.slice(2)

let passed = 0
let failed = 0
const broken = []

/** Runs one suite; streams its output when it runs alone, prints it whole when it ends otherwise (no interleaving). */
function runSuite(suite, alone) {
  if (alone) console.log(`\n=== ${suite.name} ===`)
  const output = []
  return new Promise((resolve) => {
    const child = spawn('npm', suite.args, {
      cwd: path.join(root, suite.cwd),
      env: { ...process.env, ...suite.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk) => {
        if (alone) process.stdout.write(chunk)
        output.push(String(chunk))
      })
    }
    child.on('exit', (code) => {
      if (!alone) console.log(`\n=== ${suite.name} ===\n${output.join('')}`)
      resolve({ code: code ?? 1, text: output.join('') })
    })
  })
}

function count(suite, { code, text: raw }) {
  // eslint-disable-next-line no-control-regex -- vitest colours its summary
  const text = raw.replace(/\x1b\[[0-9;]*m/g, '')
  const vitest = text.match(/^\s*Tests\s+(.*)$/m)
  const plain = [...text.matchAll(/^(?:\w+: )?(\d+) passed, (\d+) failed/gm)].pop()
  if (vitest) {
    passed += Number(vitest[1].match(/(\d+) passed/)?.[1] ?? 0)
    failed += Number(vitest[1].match(/(\d+) failed/)?.[1] ?? 0)
  } else if (plain) {
    passed += Number(plain[1])
    failed += Number(plain[2])
  }
  if (code !== 0) broken.push(suite.name)
}

for (const stage of stages) {
  const chosen = stage.filter((suite) => !only.length || only.some((o) => suite.name.startsWith(o)))
  if (chosen.length === 0) continue
  const results = await Promise.all(chosen.map((suite) => runSuite(suite, chosen.length === 1)))
  chosen.forEach((suite, i) => count(suite, results[i]))
}
if (!postgresUrl && !only.length) {
  console.log('\napi (PostgreSQL): skipped, TEST_DATABASE_URL is not set (e.g. postgres://postgres@127.0.0.1:5432/test)')
}
console.log(`\n${broken.length ? `failing suites: ${broken.join(', ')}` : 'all suites green'}`)
console.log(`tests: ${passed} passed, ${failed} failed`)
process.exit(broken.length ? 1 : 0)
