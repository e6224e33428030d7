// End-to-end tests of the storefront: `npm test` in apps/web (builds first when needed, see global-setup.ts).
// Workers run side by side, each with its own API, embedded database and storefront (fixtures.ts). Options
// (environment): E2E_WORKERS (one more than the cores, 2 to 4), E2E_PORT_BASE (24000; worker N uses the 4 ports from
// base + 10 N), E2E_KEEP_BUILD=1 (never rebuild), CHROMIUM_PATH (the one browser of every test; by default Debian's
// headless shell, see lib/chromium.mjs), E2E_VERBOSE=1 (log the stacks' start), CI (forbid test.only, retry once).
import os from 'node:os'
import { defineConfig } from '@playwright/test'
import type { StorefrontCookie } from './fixtures.ts'
import { DESKTOP, PHONE } from './kit/harness.ts'
import { CHROMIUM_ARGS, E2E_CHROMIUM_PATH } from './lib/chromium.mjs'

const CI = Boolean(process.env.CI)
// A test spends much of its time waiting (on the storefront's render, the API and its database, the browser's frames),
// so one worker more than there are cores keeps them busy: on 2 cores, 10 spec files took 461 s on 3 workers and 583 s
// on 2. Each worker runs its own API, storefront and database (some 400 MB), hence the cap.
const WORKERS = Number(process.env.E2E_WORKERS ?? Math.min(4, Math.max(2, os.availableParallelism() + 1)))
const PHONE_DARK_RTL = /@phone-dark-rtl/

export default defineConfig<{ storefrontCookies: StorefrontCookie[] }>({
  testDir: './specs',
  testMatch: '*.spec.ts',
  outputDir: './test-results',
  globalSetup: './global-setup.ts',
  workers: WORKERS,
  // Tests of one file run in order in one worker (some share an account); files spread over the workers.
  fullyParallel: false,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  // The longest tests (several contexts, languages and themes, each page scanned by axe) take one to two minutes on an
  // idle machine of two cores and over three on a loaded one.
  timeout: 300_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./summary-reporter.ts']],
  use: {
    // Recording a trace (DOM snapshots and a screencast of every action) costs much CPU on every test; in CI a failed
    // test runs again, recorded, and that retry's trace is kept. Run by hand, without retries, every test is recorded
    // and the traces of failed ones kept.
    trace: CI ? 'on-first-retry' : 'retain-on-failure',
    navigationTimeout: 30_000,
    // An action (a click, a fill) waits for its element to be there and ready; without a limit of its own a lost one
    // (a control that never appears) held its test until the test's timeout, five minutes of a worker, before the
    // retry. Under the heaviest load an action was seen to need seconds, not tens of them.
    actionTimeout: 30_000,
    launchOptions: { executablePath: E2E_CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      // The tests about phones, the dark theme and right-to-left Arabic (tagged @phone-dark-rtl); their default page is
      // a phone in dark Arabic, set as a visitor sets it (the theme and lang cookies).
      name: 'phone-dark-rtl',
      grep: PHONE_DARK_RTL,
      // One worker, first: the other starts on desktop-light meanwhile, and desktop-light's many files fill both
      // workers at the end.
      workers: 1,
      use: {
        viewport: PHONE,
        isMobile: true,
        hasTouch: true,
        locale: 'en-US',
        colorScheme: 'light',
        storefrontCookies: [
          { name: 'theme', value: 'dark' },
          { name: 'lang', value: 'ar' },
        ],
      },
    },
    {
      name: 'desktop-light',
      grepInvert: PHONE_DARK_RTL,
      use: { viewport: DESKTOP, locale: 'en-US', colorScheme: 'light' },
    },
  ],
})
