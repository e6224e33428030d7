// The fixtures every spec uses. Each worker gets its own stack (API on a fresh embedded database, the API gate, the
// map tile server and the storefront) on ports derived from its index, so no two workers share a database. Each test
// gets instrumented browser contexts: a console error or an uncaught page error fails the test unless the test
// declares it (allowConsole), and the API gate and the tile server are switched back on after it.
import {
  test as base,
  chromium,
  expect,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type TestInfo,
} from '@playwright/test'
import type { ApiGate } from './lib/api-gate.mjs'
import { createStack, type RunningStack } from './lib/stack.mjs'
import type { TileServer } from './lib/tile-server.mjs'
import { startOidcIssuer, type OidcIssuer } from './lib/oidc-issuer.mjs'
import { CHROMIUM_ARGS } from './lib/chromium.mjs'
import { scan } from './kit/axe.ts'
import { apiCall, apiLogin, apiLogout, type Credentials } from './kit/data.ts'
import { apiGet, DESKTOP, PHONE, type Json } from './kit/harness.ts'
import type { ZodType, output } from 'zod'

export { expect }

/** A cookie for the storefront's origin (domain and path are filled in). */
export interface StorefrontCookie {
  name: string
  value: string
  httpOnly?: boolean
  sameSite?: 'Strict' | 'Lax' | 'None'
}

export type ContextOptions = BrowserContextOptions & { cookies?: StorefrontCookie[] }

/**
 * Ports of worker N: E2E_PORT_BASE (24000) + 10 N, five of them (API, storefront, gate, card sandbox, and the local
 * OpenID issuer when a spec asks for it). Below 32768, where Linux hands out the local ports of outgoing connections:
 * from 43000 a worker's API once found its port taken by one (EADDRINUSE).
 */
const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 24000)
const ALLOW_CONSOLE = 'allow-console'

/**
 * Test details declaring the console and page errors a test provokes on purpose (matched against the message and,
 * for console messages, the resource's address): `test(name, allowConsole([/status of 404/]), async () => ...)`.
 */
export function allowConsole(patterns: RegExp[], details: { tag?: string | string[] } = {}) {
  return {
    ...details,
    annotation: patterns.map((p) => ({ type: ALLOW_CONSOLE, description: `/${p.source}/${p.flags}` })),
  }
}

/** The project that runs a test: every test runs in desktop-light unless tagged for phone-dark-rtl. */
export const PHONE_DARK_RTL = '@phone-dark-rtl'
/** A context as a visitor on a phone who chose the dark theme and Arabic (the tests tagged PHONE_DARK_RTL open one). */
export const PHONE_DARK_ARABIC: ContextOptions = {
  viewport: PHONE,
  hasTouch: true,
  cookies: [
    { name: 'lang', value: 'ar' },
    { name: 'theme', value: 'dark' },
  ],
}

function allowedPatterns(info: TestInfo): RegExp[] {
  return info.annotations
    .filter((a) => a.type === ALLOW_CONSOLE && a.description)
    .map((a) => {
      const [, source = '', flags = ''] = /^\/(.*)\/(\w*)$/s.exec(a.description ?? '') ?? []
      return new RegExp(source, flags)
    })
}

/** Typed reads and calls of this worker's API. */
export interface Api {
  base: string
  /** GET without a session, parsed by a contract schema. */
  get<S extends ZodType>(path: string, schema: S): Promise<output<S>>
  /** GET without a session, as untyped JSON (demo data the specs walk freely). */
  json(path: string): Promise<Json>
  /** A call with a user's token, as another app (the seller's) would make it. */
  call(token: string, method: string, path: string, body?: unknown): Promise<Json>
}

export interface SignedIn {
  token: string
  user: Awaited<ReturnType<typeof apiLogin>>['user']
  /** A browser context signed in as that user (the session cookie the storefront's server would have set). */
  newContext(options?: ContextOptions): Promise<BrowserContext>
}

interface ConsoleGuard {
  instrument(page: Page): void
}

type WorkerFixtures = {
  stack: RunningStack
  /**
   * Worker option: `test.use({ withOidcIssuer: true })` starts a local OpenID issuer before the stack and configures
   * the API to accept its ID tokens as Google's and Apple's (so the storefront offers those buttons). Playwright gives
   * the specs that set it workers, and stacks, of their own; the other specs' workers run without the issuer.
   */
  withOidcIssuer: boolean
  /** The worker's local OpenID issuer (null unless withOidcIssuer). */
  oidcIssuer: OidcIssuer | null
}
type TestFixtures = {
  /** Cookies of the project's default context (phone-dark-rtl: the dark theme and Arabic, as a visitor sets them). */
  storefrontCookies: StorefrontCookie[]
  base: string
  /** The card sandbox's origin (the payment provider's hosted page). */
  cardOrigin: string
  gate: ApiGate
  tiles: TileServer
  consoleGuard: ConsoleGuard
  /**
   * A new instrumented context. Its defaults are desktop-light's in every project (1440×900, en-US, light, no touch):
   * the options a test passes say the rest, so a test means the same wherever it runs.
   */
  newContext: (options?: ContextOptions) => Promise<BrowserContext>
  /**
   * Option: another Chromium for the contexts `newContext` opens (and so `login`'s), launched for the test and closed
   * after it; null (the default) keeps the worker's. 31-push needs the whole browser, for notifications
   * (lib/chromium.mjs). A test option, not a worker's: a worker option gave those tests workers, and stacks, of their
   * own, started late in the run with the machine half idle meanwhile.
   */
  chromiumPath: string | null
  /** The browser `newContext` opens contexts in: the worker's, or the one of `chromiumPath`. */
  contextBrowser: Browser
  axe: (page: Page, label: string) => Promise<void>
  api: Api
  /** Signs a user in through the API; the session is revoked when the test ends. */
  login: (user: Credentials) => Promise<SignedIn>
}

const CONTEXT_DEFAULTS: BrowserContextOptions = {
  viewport: DESKTOP,
  locale: 'en-US',
  colorScheme: 'light',
  isMobile: false,
  hasTouch: false,
}

async function addCookies(context: BrowserContext, base: string, cookies: StorefrontCookie[]) {
  if (!cookies.length) return
  const url = new URL(base)
  await context.addCookies(cookies.map((c) => ({ domain: url.hostname, path: '/', ...c })))
}

/** The `newContext` fixture's type, for helpers that open contexts. */
export type NewContext = TestFixtures['newContext']

let workerHadFailure = false

export const test = base.extend<TestFixtures, WorkerFixtures>({
  withOidcIssuer: [false, { scope: 'worker', option: true }],

  oidcIssuer: [
    async ({ withOidcIssuer }, use, workerInfo) => {
      if (!withOidcIssuer) {
        await use(null)
        return
      }
      // The fifth port of the worker's ten (see PORT_BASE).
      const issuer = await startOidcIssuer({ port: PORT_BASE + (workerInfo.workerIndex % 100) * 10 + 4 })
      await use(issuer)
      await issuer.close()
    },
    { scope: 'worker' },
  ],

  stack: [
    async ({ oidcIssuer }, use, workerInfo) => {
      const first = PORT_BASE + (workerInfo.workerIndex % 100) * 10
      const started = Date.now()
      const log = (message: string) => {
        if (process.env.E2E_VERBOSE)
          console.log(`[worker ${workerInfo.workerIndex} ${((Date.now() - started) / 1000).toFixed(0)}s] ${message}`)
      }
      const stack = createStack({ log, label: `e2e-w${workerInfo.workerIndex}` })
      try {
        const running = await stack.start({
          apiPort: first,
          webPort: first + 1,
          gatePort: first + 2,
          cardPort: first + 3,
          prebuilt: true,
          // The demo data seeded once by global-setup.ts (a run without it, e.g. a debugger's, seeds its own).
          ...(process.env.E2E_SEEDED_DIR ? { seededDir: process.env.E2E_SEEDED_DIR } : {}),
          ...(oidcIssuer
            ? {
                // Google answers in the fragment, Apple by form POST: one issuer plays both. Facebook stays off.
                apiEnv: {
                  OIDC_GOOGLE_ISSUER: oidcIssuer.issuer,
                  OIDC_GOOGLE_CLIENT_ID: oidcIssuer.clientId,
                  OIDC_APPLE_ISSUER: oidcIssuer.issuer,
                  OIDC_APPLE_CLIENT_ID: oidcIssuer.clientId,
                },
                // The operator's switches show within 5 s instead of a minute (00-sign-in-ways turns one off).
                storefrontEnv: { GLOBAL_DATA_SECONDS: '5' },
              }
            : {}),
        })
        // The specs' data helpers ask this worker's API (a worker is one process, running one stack at a time).
        process.env.E2E_API_BASE = running.apiBase
        process.env.E2E_API_LOG = running.apiLog
        await use(running)
      } finally {
        if (workerHadFailure) console.log(`server logs of worker ${workerInfo.workerIndex}: ${stack.logDir}`)
        await stack.stop({ keepLogs: workerHadFailure })
      }
    },
    { scope: 'worker', timeout: 420_000 },
  ],

  storefrontCookies: [[], { option: true }],

  base: async ({ stack }, use) => {
    await use(stack.base)
  },

  cardOrigin: async ({ stack }, use) => {
    if (!stack.cardOrigin) throw new Error('the stack runs without the card sandbox')
    await use(stack.cardOrigin)
  },

  gate: async ({ stack }, use) => {
    await use(stack.gate)
    stack.gate.setDown(false)
    stack.gate.setSettings(null)
  },

  tiles: async ({ stack }, use) => {
    await use(stack.tiles)
    stack.tiles.setDown(false)
  },

  consoleGuard: [
    // eslint-disable-next-line no-empty-pattern -- needs no other fixture
    async ({}, use, testInfo) => {
      const problems: { text: string; kind: 'console' | 'page' }[] = []
      await use({
        instrument(page) {
          page.on('console', (msg) => {
            if (msg.type() !== 'error') return
            const where = msg.location()?.url ? ` (${msg.location().url})` : ''
            problems.push({ kind: 'console', text: `${msg.text()}${where}` })
          })
          page.on('pageerror', (err) => problems.push({ kind: 'page', text: err.message }))
        },
      })
      const allowed = allowedPatterns(testInfo)
      const unexpected = problems
        .filter((p) => !allowed.some((re) => re.test(p.text)))
        .map((p) => (p.kind === 'console' ? `console error: ${p.text.slice(0, 400)}` : `uncaught in page: ${p.text}`))
      if (testInfo.status !== testInfo.expectedStatus) workerHadFailure = true
      if (unexpected.length) {
        workerHadFailure = true
        throw new Error(unexpected.join('\n'))
      }
    },
    { auto: true },
  ],

  context: async ({ context, base, storefrontCookies, consoleGuard }, use) => {
    context.on('page', (page) => consoleGuard.instrument(page))
    await addCookies(context, base, storefrontCookies)
    await use(context)
  },

  page: async ({ page }, use) => {
    page.setDefaultTimeout(15_000)
    await use(page)
  },

  chromiumPath: [null, { option: true }],

  contextBrowser: async ({ browser, chromiumPath }, use) => {
    if (!chromiumPath) {
      await use(browser)
      return
    }
    const other = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS })
    await use(other)
    await other.close()
  },

  newContext: async ({ contextBrowser, base, consoleGuard }, use) => {
    const contexts: BrowserContext[] = []
    await use(async (options = {}) => {
      const { cookies = [], ...rest } = options
      const context = await contextBrowser.newContext({ ...CONTEXT_DEFAULTS, ...rest })
      await addCookies(context, base, cookies)
      context.on('page', (page) => consoleGuard.instrument(page))
      contexts.push(context)
      return context
    })
    await Promise.all(contexts.map((c) => c.close().catch(() => {})))
  },

  // eslint-disable-next-line no-empty-pattern -- needs no other fixture
  axe: async ({}, use) => {
    await use(scan)
  },

  api: async ({ stack }, use) => {
    await use({
      base: stack.apiBase,
      async get(path, schema) {
        return schema.parse(await apiGet(stack.apiBase, path))
      },
      json: (path) => apiGet(stack.apiBase, path),
      call: apiCall,
    })
  },

  login: async ({ newContext }, use) => {
    const tokens: string[] = []
    await use(async (credentials) => {
      const { token, user } = await apiLogin(credentials)
      tokens.push(token)
      return {
        token,
        user,
        newContext: (options = {}) =>
          newContext({
            ...options,
            cookies: [
              { name: 'access_token', value: token, httpOnly: true, sameSite: 'Lax' },
              ...(options.cookies ?? []),
            ],
          }),
      }
    })
    for (const token of tokens) await apiLogout(token)
  },
})
