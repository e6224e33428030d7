// Before any worker starts its stack: check the browser is there, then build the API and (when its sources changed,
// unless E2E_KEEP_BUILD=1) the storefront, once, so that workers never build into the same folders at once; and seed
// the API's demo data once, meanwhile, into a folder every worker's API starts on a copy of (E2E_SEEDED_DIR).
import { existsSync } from 'node:fs'
import { CHROMIUM_PATH } from './lib/chromium.mjs'
import { createStack, removeSeeded } from './lib/stack.mjs'

export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium is missing (${CHROMIUM_PATH}): install Debian's package (apt-get install chromium), or set CHROMIUM_PATH.`,
    )
  }
  const started = Date.now()
  const stack = createStack({
    label: 'e2e-build',
    log: (m) => console.log(`[e2e ${((Date.now() - started) / 1000).toFixed(0).padStart(3)}s] ${m}`),
  })
  try {
    const seeded = await stack.prepare({ withSeed: true })
    await stack.stop()
    if (!seeded) throw new Error('the demo data was not seeded')
    // Workers are started after this function and inherit the variable.
    process.env.E2E_SEEDED_DIR = seeded
    return () => removeSeeded(seeded)
  } catch (error) {
    console.log(`build logs: ${stack.logDir}`)
    await stack.stop({ keepLogs: true })
    throw error
  }
}
