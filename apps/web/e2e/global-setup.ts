// Before any worker starts its stack: check the browser is there, then build the API and (when its sources changed,
// unless E2E_KEEP_BUILD=1) the storefront, once, so that workers never build into the same folders at once; and seed
// the API's demo data once, meanwhile, into a folder every worker's API starts on a copy of (E2E_SEEDED_DIR), unless
// `npm test` seeded it already (E2E_PRESEEDED_DIR, see prebuild.mjs).
import { existsSync } from 'node:fs'
import { E2E_CHROMIUM_PATH, NOTIFYING_CHROMIUM_PATH } from './lib/chromium.mjs'
import { createStack, removeSeeded } from './lib/stack.mjs'

export default async function globalSetup(): Promise<() => Promise<void>> {
  for (const browser of new Set([E2E_CHROMIUM_PATH, NOTIFYING_CHROMIUM_PATH])) {
    if (!existsSync(browser)) {
      throw new Error(
        `Chromium is missing (${browser}): install Debian's packages (apt-get install chromium chromium-headless-shell), or set CHROMIUM_PATH.`,
      )
    }
  }
  const started = Date.now()
  const stack = createStack({
    label: 'e2e-build',
    log: (m) => console.log(`[e2e ${((Date.now() - started) / 1000).toFixed(0).padStart(3)}s] ${m}`),
  })
  // The data `npm test` seeded beside the vitest run (prebuild.mjs), handed over to this suite, which removes it.
  const preseeded = process.env.E2E_PRESEEDED_DIR
  if (preseeded) console.log(`[e2e   0s] demo data seeded beside the vitest run`)
  try {
    const seeded = (await stack.prepare({ withSeed: !preseeded })) ?? preseeded
    await stack.stop()
    if (!seeded) throw new Error('the demo data was not seeded')
    // Workers are started after this function and inherit the variable.
    process.env.E2E_SEEDED_DIR = seeded
    return () => removeSeeded(seeded)
  } catch (error) {
    console.log(`build logs: ${stack.logDir}`)
    await stack.stop({ keepLogs: true })
    if (preseeded) await removeSeeded(preseeded)
    throw error
  }
}
