import { existsSync } from 'node:fs'

// The flags Debian's Chromium runs with in the end-to-end tests and the storefront budgets: headless, no sandbox (CI
// runs as root), no background traffic, and no host but this machine (every other name fails to resolve).
//
// Headless Chromium 156 still builds each window's toolbar, and its omnibox loads two WebUI popups (the suggestions
// and the AI-mode box), each in a renderer of its own, for every browser context a test opens. Nobody sees them:
// measured on this machine, 20 contexts took 23.3-23.8 s of CPU with them and 12.3-15.4 s without.
export const DISABLED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']

// Chromium applies only the last --disable-features switch on its command line, and a launcher puts its own before
// the caller's: ours must repeat the launcher's list. Playwright 1.65's (read off the browser it starts):
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
]

/** The one --disable-features switch: a launcher's own list (`defaults`) and ours. */
export function disableFeaturesSwitch(defaults) {
  return `--disable-features=${[...new Set([...defaults, ...DISABLED_FEATURES])].join(',')}`
}

/** The flags for Playwright (its own disabled features kept). */
export const CHROMIUM_ARGS = [
  disableFeaturesSwitch(PLAYWRIGHT_DISABLED_FEATURES),
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
]

/** Debian's Chromium (the whole browser), or CHROMIUM_PATH: nothing downloads a browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * The browser of the end-to-end tests: Debian's Chromium headless shell (package `chromium-headless-shell`: the same
 * engine and version, without the windows, toolbar and omnibox that headless Chromium still builds for every
 * context), or the whole Chromium where the shell is not installed; CHROMIUM_PATH, when set, names the one browser of
 * every test. Measured over the same 29 tests (home, shop, search, content): Chromium's processes took 67 CPU seconds
 * with the shell and 86 with the whole browser; the tests' own processes took the same.
 */
export const E2E_CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : CHROMIUM_PATH)

/**
 * The shell has no notifications: its `Notification.permission` is always "denied", whatever the context was granted.
 * A test of what a browser with notifications does (the Web Push offer) runs in the whole browser.
 */
export const NOTIFYING_CHROMIUM_PATH = CHROMIUM_PATH
