// End-to-end tests of the storefront (npm test in apps/web): starts the API on a fresh embedded database, builds the
// storefront when its sources changed, starts it, runs every spec in Chromium and stops what it started.
// Options (environment): E2E_GREP=regex (run matching tests), E2E_KEEP_BUILD=1 (never rebuild), E2E_SHOTS=dir
// (a screenshot of each failing test), E2E_API_PORT / E2E_WEB_PORT / E2E_GATE_PORT / E2E_CARD_PORT.
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { filterTests, launchBrowser, runAll } from './lib/harness.mjs'
import { createStack } from './lib/stack.mjs'

const here = path.dirname(fileURLToPath(import.meta.url))
const started = Date.now()
const log = (message) => console.log(`[e2e ${((Date.now() - started) / 1000).toFixed(0).padStart(3)}s] ${message}`)
const stack = createStack({ log, label: 'e2e' })

// A fresh machine may lack the browser: say so at once, before building and starting anything.
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
if (!existsSync(chromiumPath)) {
  console.error(`Chromium is missing (${chromiumPath}): install Debian's package (apt-get install chromium), or set CHROMIUM_PATH.`)
  console.log('0 passed, 1 failed')
  process.exit(1)
}

async function main() {
  const { base, apiBase, gate, tiles } = await stack.start({
    apiPort: Number(process.env.E2E_API_PORT ?? 41300),
    webPort: Number(process.env.E2E_WEB_PORT ?? 41301),
    gatePort: Number(process.env.E2E_GATE_PORT ?? 41302),
    cardPort: Number(process.env.E2E_CARD_PORT ?? 41303),
  })
  process.env.E2E_API_BASE = apiBase
  const specs = readdirSync(path.join(here, 'specs')).filter((f) => f.endsWith('.spec.mjs')).sort()
  for (const spec of specs) await import(pathToFileURL(path.join(here, 'specs', spec)).href)
  filterTests(process.env.E2E_GREP)
  const browser = await launchBrowser()
  try {
    const result = await runAll({ base, gate, tiles, browser, log: (m) => console.log(m) })
    if (result.failed) {
      console.log(`\nServer logs: ${stack.logDir}`)
      console.log('Failures:')
      for (const f of result.failures) console.log(`  - ${f.name}`)
    }
    return result
  } finally {
    await browser.close().catch(() => {})
  }
}

let exitCode = 1
let runnerProblem = false
process.on('unhandledRejection', (error) => {
  console.error('unhandled rejection in the runner:', error)
  runnerProblem = true
})
try {
  const result = await main()
  log(`done in ${((Date.now() - started) / 1000).toFixed(0)} s`)
  const failed = result.failed + (runnerProblem ? 1 : 0)
  console.log(`${result.passed} passed, ${failed} failed`)
  exitCode = failed ? 1 : 0
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  console.log('0 passed, 1 failed')
  exitCode = 1
} finally {
  await stack.stop({ keepLogs: exitCode !== 0 })
}
process.exit(exitCode)
