// The flags Debian's Chromium runs with in the end-to-end tests and the storefront budgets: headless, no sandbox (CI
// runs as root), no background traffic, and no host but this machine (every other name fails to resolve).
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
]

/** Debian's Chromium, or CHROMIUM_PATH: nothing downloads a browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
