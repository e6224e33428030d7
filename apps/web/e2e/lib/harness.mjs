/* global fetch */
// A small test runner for the storefront's end-to-end specs: sequential tests, each in a fresh browser context,
// failing on any console error, uncaught page error or failed assertion.
import { chromium } from 'playwright-core'

const tests = []
let only = null

/** Registers a test. `options.allowConsole` lists patterns of console and page errors the test expects. */
export function test(name, fn, options = {}) {
  tests.push({ name, fn, options })
}

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

export const DESKTOP = { width: 1440, height: 900 }
export const PHONE = { width: 390, height: 844 }

export async function launchBrowser() {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS })
}

export function filterTests(pattern) {
  only = pattern ? new RegExp(pattern, 'i') : null
}

/**
 * Runs every registered test. Each gets `ctx` with: base (web origin), browser, gate (API switch), tiles (the map tile
 * server, see tile-server.mjs), newContext(opts) returning an instrumented context, page (a desktop page in a fresh
 * context) and problems() to inspect errors.
 */
export async function runAll({ base, gate, tiles, browser, log = console.log }) {
  let passed = 0
  let failed = 0
  const failures = []
  for (const t of tests) {
    if (only && !only.test(t.name)) continue
    const problems = []
    const contexts = []
    const allow = t.options.allowConsole ?? []
    const instrument = (page) => {
      page.on('console', (msg) => {
        if (msg.type() !== 'error') return
        const where = msg.location()?.url ? ` (${msg.location().url})` : ''
        const text = `${msg.text()}${where}`
        if (allow.some((re) => re.test(text))) return
        problems.push(`console error: ${text.slice(0, 400)}`)
      })
      page.on('pageerror', (err) => {
        if (allow.some((re) => re.test(err.message))) return
        problems.push(`uncaught in page: ${err.message}`)
      })
    }
    const newContext = async (opts = {}) => {
      const { cookies = [], ...rest } = opts
      const context = await browser.newContext({ viewport: DESKTOP, locale: 'en-US', ...rest })
      if (cookies.length) {
        const url = new URL(base)
        await context.addCookies(cookies.map((c) => ({ domain: url.hostname, path: '/', ...c })))
      }
      context.on('page', instrument)
      contexts.push(context)
      return context
    }
    const started = Date.now()
    try {
      const context = await newContext()
      const page = await context.newPage()
      page.setDefaultTimeout(15_000)
      await t.fn({ base, browser, gate, tiles, page, newContext, problems })
      if (problems.length) throw new Error(problems.join('\n'))
      passed++
      log(`  ✔ ${t.name} (${Date.now() - started} ms)`)
    } catch (error) {
      failed++
      const message = error instanceof Error ? error.message : String(error)
      failures.push({ name: t.name, message })
      log(`  ✘ ${t.name} (${Date.now() - started} ms)\n      ${message.split('\n').join('\n      ')}`)
      if (process.env.E2E_SHOTS) {
        const page = contexts[0]?.pages()[0]
        await page?.screenshot({ path: `${process.env.E2E_SHOTS}/${t.name.replace(/\W+/g, '_')}.png` }).catch(() => {})
      }
    } finally {
      gate?.setDown(false)
      tiles?.setDown(false)
      await Promise.all(contexts.map((c) => c.close().catch(() => {})))
    }
  }
  return { passed, failed, failures }
}

// ---- helpers the specs share ----

export function assert(condition, message) {
  if (!condition) throw new Error(`assertion failed: ${message}`)
}

export function assertEqual(actual, expected, message) {
  if (actual !== expected) throw new Error(`${message}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`)
}

/** Polls until fn returns a truthy value (or throws after timeout). */
export async function waitFor(fn, { timeout = 10_000, interval = 100, message = 'condition' } = {}) {
  const end = Date.now() + timeout
  let last
  while (Date.now() < end) {
    try {
      last = await fn()
      if (last) return last
    } catch (error) {
      last = error
    }
    await new Promise((r) => setTimeout(r, interval))
  }
  throw new Error(`timed out waiting for ${message}${last instanceof Error ? `: ${last.message}` : ''}`)
}

/** Navigates and waits until React has hydrated (the app marks <html data-hydrated>). */
export async function open(page, base, path) {
  await page.goto(new URL(path, base).href, { waitUntil: 'domcontentloaded' })
  await page.waitForSelector('html[data-hydrated="1"]', { state: 'attached', timeout: 20_000 })
}

/** The API, asked directly (to pick test data the way a person would see it). */
export async function apiGet(apiBase, path) {
  const res = await fetch(`${apiBase}/api/v1/${path}`)
  if (!res.ok) throw new Error(`API ${path} answered ${res.status}`)
  return res.json()
}

/** Text as React writes it into HTML (to look for it in a server response). */
export function htmlText(text) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;')
}
