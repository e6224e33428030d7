/* global fetch, performance, PerformanceObserver, window */
// Storefront budgets (ARCHITECTURE.md): first-load JavaScript of every route at most 130 kB gzip, and Lighthouse
// mobile performance and accessibility of at least 95 on home, a shop page and search.
//
// Lighthouse is not installed here, so this measures the same things with what is:
//  1. First-load JS from the Next build output: for every route, the client chunks its page needs on first load
//     (rootMainFiles of .next/build-manifest.json plus every entryJSFiles chunk of the route's
//     page_client-reference-manifest.js: its layouts, loading, error and not-found boundaries and the page), each
//     gzipped at level 9 and summed. Also cross-checked in Chromium: the script bytes actually transferred (gzip, as
//     `next start` serves them) while the page loads.
//  2. Performance in Chromium with Lighthouse's mobile settings applied through the DevTools protocol: a 412x823
//     phone screen at DPR 1.75, CPU slowed 4x, and network throttled to Lighthouse's mobile profile (150 ms RTT,
//     1.6 Mbit/s down, 750 kbit/s up), cache disabled. FCP, LCP, CLS and TBT (long tasks over 50 ms from FCP until the
//     page has been quiet for 2 s), each scored on Lighthouse 10's log-normal curves for mobile; Speed Index is not
//     measured, so the score is the weighted mean of the other four (weights 10/25/25/30 out of 90).
//  3. Accessibility with axe-core (WCAG 2 A/AA rules, as Lighthouse uses): score = share of applicable axe rules that
//     pass, and the list of any violations.
// Each page is measured 3 times; the median run is kept.
//
// Usage: node bench/storefront-budgets.mjs            (starts the API on a fresh database and the built storefront)
//        BASE_URL=http://localhost:3000 node bench/storefront-budgets.mjs   (measures a running storefront)
import { AxeBuilder } from '@axe-core/playwright'
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { createRequire } from 'node:module'

const here = path.dirname(fileURLToPath(import.meta.url))
const repoDir = path.resolve(here, '..')
const webDir = path.join(repoDir, 'apps/web')
const require = createRequire(path.join(webDir, 'package.json'))
const { chromium } = require('playwright-core')
const { createStack } = await import(path.join(webDir, 'e2e/lib/stack.mjs'))
const { CHROMIUM_ARGS } = await import(path.join(webDir, 'e2e/lib/harness.mjs'))

const JS_BUDGET = 130_000
const SCORE_BUDGET = 95
const RUNS = Number(process.env.BUDGET_RUNS ?? 3)
const started = Date.now()
const log = (m) => console.log(`[budgets ${((Date.now() - started) / 1000).toFixed(0).padStart(3)}s] ${m}`)

// ---- 1. first-load JS from the build ----

function routeFromManifestPath(file) {
  const rel = path.relative(path.join(webDir, process.env.NEXT_DIST_DIR ?? '.next', 'server/app'), path.dirname(file))
  const route = '/' + rel.split(path.sep).filter((s) => !/^\(.*\)$/.test(s)).join('/')
  return route === '/' ? '/' : route.replace(/\/$/, '')
}

function findManifests(dir) {
  const out = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) out.push(...findManifests(full))
    else if (entry.name === 'page_client-reference-manifest.js') out.push(full)
  }
  return out
}

function measureBuild() {
  const nextDir = path.join(webDir, process.env.NEXT_DIST_DIR ?? '.next')
  if (!existsSync(path.join(nextDir, 'BUILD_ID'))) throw new Error('no storefront build: run `npm run build -w @basil/web` first')
  const buildManifest = JSON.parse(readFileSync(path.join(nextDir, 'build-manifest.json'), 'utf8'))
  const shared = buildManifest.rootMainFiles ?? []
  const gzipCache = new Map()
  const gz = (file) => {
    if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(path.join(nextDir, file)), { level: 9 }).length)
    return gzipCache.get(file)
  }
  const routes = {}
  const runtimeBytes = shared.reduce((sum, c) => sum + gz(c), 0)
  for (const file of findManifests(path.join(nextDir, 'server/app'))) {
    const sandbox = { globalThis: {} }
    sandbox.globalThis.__RSC_MANIFEST = {}
    new Function('globalThis', 'self', readFileSync(file, 'utf8'))(sandbox.globalThis, sandbox.globalThis)
    const manifest = Object.values(sandbox.globalThis.__RSC_MANIFEST)[0]
    const chunks = new Set(shared)
    for (const list of Object.values(manifest?.entryJSFiles ?? {})) for (const c of list) chunks.add(c)
    const route = routeFromManifestPath(file)
    if (route.startsWith('/_')) continue
    const gzipBytes = [...chunks].reduce((sum, c) => sum + gz(c.replace(/^\/_next\//, '')), 0)
    routes[route] = { chunks: chunks.size, gzipBytes, addedGzipBytes: gzipBytes - runtimeBytes }
  }
  const max = Math.max(...Object.values(routes).map((r) => r.gzipBytes))
  const maxAdded = Math.max(...Object.values(routes).map((r) => r.addedGzipBytes))
  // docs/decisions/003: the framework runtime alone exceeds the 130 kB budget; what our code adds is reported too.
  return {
    budgetBytes: JS_BUDGET,
    sharedChunks: shared.length,
    runtimeGzipBytes: runtimeBytes,
    routes,
    maxGzipBytes: max,
    maxAddedGzipBytes: maxAdded,
    pass: max <= JS_BUDGET,
  }
}

// ---- 2 and 3. performance and accessibility in Chromium ----

const INVERSE_ERFC_ONE_FIFTH = 0.9061938024368232
function erf(x) {
  // Abramowitz-Stegun 7.1.26 (as Lighthouse's statistics.js)
  const sign = Math.sign(x)
  x = Math.abs(x)
  const a1 = 0.254829592, a2 = -0.284496736, a3 = 1.421413741, a4 = -1.453152027, a5 = 1.061405429, p = 0.3275911
  const t = 1 / (1 + p * x)
  const y = t * (a1 + t * (a2 + t * (a3 + t * (a4 + t * a5))))
  return sign * (1 - y * Math.exp(-x * x))
}
function logNormalScore({ median, p10 }, value) {
  if (value <= 0) return 1
  const standardizedX = (Math.log(value / median) * INVERSE_ERFC_ONE_FIFTH) / -Math.log(p10 / median)
  const score = (1 - erf(standardizedX)) / 2
  return Math.min(1, Math.max(0, score))
}
const CURVES = {
  fcp: { p10: 1800, median: 3000, weight: 10 },
  lcp: { p10: 2500, median: 4000, weight: 25 },
  tbt: { p10: 200, median: 600, weight: 30 },
  cls: { p10: 0.1, median: 0.25, weight: 25 },
}

function scorePerformance(m) {
  let total = 0
  let weights = 0
  const parts = {}
  for (const [key, curve] of Object.entries(CURVES)) {
    const s = logNormalScore(curve, m[key])
    parts[key] = Math.round(s * 100)
    total += s * curve.weight
    weights += curve.weight
  }
  return { score: Math.round((total / weights) * 100), parts }
}

// Collects paint, LCP, layout shifts and long tasks from the first moment of the page.
function observeVitals() {
  const v = (window.__vitals = { lcp: 0, cls: 0, longTasks: [], fcp: 0 })
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      v.lcp = Math.max(v.lcp, e.renderTime || e.loadTime || e.startTime)
      v.lcpElement = e.element ? `${e.element.tagName.toLowerCase()}${e.url ? ` ${e.url.split('/').pop()}` : ''} ${String(e.element.className).slice(0, 60)}` : ''
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true })
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) v.cls += e.value
  }).observe({ type: 'layout-shift', buffered: true })
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) v.longTasks.push({ start: e.startTime, duration: e.duration })
  }).observe({ type: 'longtask', buffered: true })
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') v.fcp = e.startTime
  }).observe({ type: 'paint', buffered: true })
}

async function measurePage(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    userAgent:
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
  })
  await context.addInitScript(observeVitals)
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  const scripts = new Map()
  cdp.on('Network.responseReceived', (e) => {
    if (e.type === 'Script') scripts.set(e.requestId, 0)
  })
  cdp.on('Network.loadingFinished', (e) => {
    if (scripts.has(e.requestId)) scripts.set(e.requestId, e.encodedDataLength)
  })
  const response = await page.goto(url, { waitUntil: 'load', timeout: 120_000 })
  // quiet period: no long task for 2 s (TBT window), at most 15 s
  const end = Date.now() + 15_000
  let lastCount = -1
  while (Date.now() < end) {
    await page.waitForTimeout(2000)
    const count = await page.evaluate(() => window.__vitals.longTasks.length)
    if (count === lastCount) break
    lastCount = count
  }
  const vitals = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0]
    return { ...window.__vitals, ttfb: nav ? nav.responseStart : 0 }
  })
  const tbt = vitals.longTasks.filter((t) => t.start >= vitals.fcp).reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0)
  const metrics = { fcp: Math.round(vitals.fcp), lcp: Math.round(vitals.lcp || vitals.fcp), cls: Number(vitals.cls.toFixed(4)), tbt: Math.round(tbt), ttfb: Math.round(vitals.ttfb) }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
  const jsTransferred = [...scripts.values()].reduce((a, b) => a + b, 0)
  await context.close()
  return { status: response?.status(), metrics, lcpElement: vitals.lcpElement, jsTransferredBytes: jsTransferred, ...scorePerformance(metrics) }
}

async function measureA11y(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true })
  const page = await context.newPage()
  await page.goto(url, { waitUntil: 'networkidle' })
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  await context.close()
  const applicable = result.passes.length + result.violations.length
  return {
    score: Math.round((result.passes.length / Math.max(1, applicable)) * 100),
    rulesPassed: result.passes.length,
    violations: result.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length })),
  }
}

async function pickPages(apiBase) {
  const shops = await (await fetch(`${apiBase}/api/v1/rest/shops/paginate?perPage=1`)).json()
  const shop = shops.data[0]
  return [
    { name: 'home', path: '/' },
    { name: 'shop', path: `/shop/${shop.id}` },
    { name: 'search', path: '/search?q=pizza' },
  ]
}

async function main() {
  const build = measureBuild()
  log(
    `first-load JS: largest route ${(build.maxGzipBytes / 1000).toFixed(1)} kB gzip (budget ${JS_BUDGET / 1000} kB), ` +
      `framework runtime ${(build.runtimeGzipBytes / 1000).toFixed(1)} kB, largest addition ${(build.maxAddedGzipBytes / 1000).toFixed(1)} kB`,
  )
  let stack
  let base = process.env.BASE_URL
  let apiBase = process.env.API_BASE ?? base
  if (!base) {
    stack = createStack({ log, label: 'budgets' })
    ;({ base, apiBase } = await stack.start({ apiPort: 41310, gatePort: 41312, webPort: 41311 }))
  }
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS })
  const pages = {}
  try {
    for (const { name, path: p } of await pickPages(apiBase)) {
      const url = new URL(p, base).href
      await measurePage(browser, url) // warm the server (first render compiles and fills caches)
      const runs = []
      for (let i = 0; i < RUNS; i++) runs.push(await measurePage(browser, url))
      runs.sort((a, b) => a.score - b.score)
      const median = runs[Math.floor(runs.length / 2)]
      const a11y = await measureA11y(browser, url)
      pages[name] = { url: p, performance: median, performanceRuns: runs.map((r) => r.score), accessibility: a11y }
      log(`${name}: performance ${median.score} (${JSON.stringify(median.metrics)}, LCP ${median.lcpElement}), accessibility ${a11y.score}, JS transferred ${(median.jsTransferredBytes / 1000).toFixed(1)} kB`)
    }
  } finally {
    await browser.close()
    await stack?.stop()
  }
  const pass =
    build.pass && Object.values(pages).every((p) => p.performance.score >= SCORE_BUDGET && p.accessibility.score >= SCORE_BUDGET)
  const result = {
    measuredAt: new Date().toISOString(),
    machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, memoryGb: Math.round(os.totalmem() / 2 ** 30), node: process.version },
    method: {
      firstLoadJs: 'gzip -9 of rootMainFiles + the route\'s entryJSFiles from the Next build (and, per page below, script bytes transferred in Chromium)',
      performance: 'Chromium via CDP: 412x823 @1.75, CPU 4x slower, 150 ms RTT, 1.6 Mbit/s down; Lighthouse 10 mobile log-normal scoring of FCP, LCP, TBT, CLS (Speed Index left out, weights renormalised); median of runs',
      accessibility: 'axe-core WCAG 2.0/2.1 A and AA rules; score = passing rules / applicable rules',
    },
    budgets: { firstLoadJsGzipBytes: JS_BUDGET, performance: SCORE_BUDGET, accessibility: SCORE_BUDGET },
    build,
    pages,
    pass,
  }
  mkdirSync(path.join(here, 'results'), { recursive: true })
  writeFileSync(path.join(here, 'results/storefront-budgets.json'), `${JSON.stringify(result, null, 2)}\n`)
  log(`${pass ? 'all budgets met' : 'BUDGET MISSED'}; results in bench/results/storefront-budgets.json`)
  return pass
}

const ok = await main().catch((error) => {
  console.error(error)
  return false
})
process.exit(ok ? 0 : 1)
