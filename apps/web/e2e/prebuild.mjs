// The end-to-end suite's builds (the API's JavaScript and the storefront's `next build`), made ahead of the suite:
// `npm test` runs this beside the vitest projects, at a low CPU priority, so the builds use the time the unit and API
// tests leave idle (they wait on their databases much of it) instead of adding theirs to the suite's. The demo data
// is seeded meanwhile too: with E2E_PREBUILD_RESULT set, the seeded folder's path is written to that file, and the
// suite (given it as E2E_PRESEEDED_DIR) starts its workers on it and removes it at its end. The suite's global setup
// then finds both builds up to date and the data seeded. Exits 0 when both builds are there.
import { writeFileSync } from 'node:fs'
import os from 'node:os'
import { createStack } from './lib/stack.mjs'

// Children (tsc, next build and its workers) inherit the priority.
try {
  os.setPriority(0, 10)
} catch {
  // not allowed here: build at the normal priority
}
const started = Date.now()
const stack = createStack({
  label: 'e2e-prebuild',
  log: (m) => console.log(`[e2e prebuild ${((Date.now() - started) / 1000).toFixed(0).padStart(3)}s] ${m}`),
})
try {
  const resultFile = process.env.E2E_PREBUILD_RESULT
  const seeded = await stack.prepare({ withSeed: Boolean(resultFile) })
  await stack.stop()
  if (resultFile && seeded) writeFileSync(resultFile, seeded)
} catch (error) {
  console.log(String(error instanceof Error ? error.message : error))
  console.log(`build logs: ${stack.logDir}`)
  await stack.stop({ keepLogs: true })
  process.exit(1)
}
