/* global fetch, document */
// Storefront budgets (ARCHITECTURE.md): first-load JavaScript of every route at most 130 kB gzip, and Lighthouse
// mobile performance and accessibility of at least 95 on home, a shop page and search; issue 14 item 9 adds the
// floor users' tools must show: performance >= 90, LCP <= 2.5 s, TBT <= 200 ms, and an INP of typing in the desktop
// header search <= 200 ms.
//
// What runs:
//  1. First-load JS from the Next build output: for every route, the client chunks its page needs on first load
//     (rootMainFiles of .next/build-manifest.json plus every entryJSFiles chunk of the route's
//     page_client-reference-manifest.js: its layouts, loading, error and not-found boundaries and the page), each
//     gzipped at level 9 and summed. Lighthouse's network records add the script bytes a page really transferred.
//  2. Real Lighthouse (the `lighthouse` package, its Node API) with its default configuration: mobile form factor,
//     simulated throttling (Lantern: 150 ms RTT, 1.6 Mbit/s, CPU 4x), categories performance and accessibility, on
//     home, a shop page and search; each page 3 times (BUDGET_RUNS), each run in a fresh Chromium (as Lighthouse CI
//     does). The reported score is the median of the runs' scores; the "median run" (Lighthouse's own choice, closest
//     to the median FCP and TTI) gives the metrics and the diagnostics (LCP element and its phases, long tasks).
//  3. INP of typing in the header search on desktop: a Lighthouse timespan (desktop configuration) over a person
//     typing a query into the header search of the home page, pausing while results come, typing on and deleting;
//     3 runs, median of Lighthouse's `interaction-to-next-paint`.
// Chromium is Debian's (/usr/bin/chromium, or CHROMIUM_PATH) with the flags of the end-to-end harness, plus the
// --hide-scrollbars that Playwright (and Puppeteer) add to every headless launch; nothing here
// downloads a browser.
//
// Usage: node bench/storefront-budgets.mjs            (starts the API on a fresh database and the built storefront)
//        BASE_URL=http://127.0.0.1:3000 API_BASE=http://127.0.0.1:4000 node bench/storefront-budgets.mjs
//        BUDGET_PORT=41310 (the first of three ports for the stack it starts), BUDGET_RUNS=3, BUDGET_PAGES=home,shop,
//        BUDGET_LHR_DIR=/tmp/lhr (keeps every Lighthouse result as JSON)
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import { createRequire } from 'node:module'
import lighthouse, { desktopConfig, startTimespan } from 'lighthouse'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'

const here = path.dirname(fileURLToPath(import.meta.url))
const repoDir = path.resolve(here, '..')
const webDir = path.join(repoDir, 'apps/web')
// The browser launcher and the DevTools driver Lighthouse itself depends on (same versions as its CLI uses).
const lighthouseRequire = createRequire(createRequire(import.meta.url).resolve('lighthouse/package.json'))
const importFromLighthouse = (name) => import(pathToFileURL(lighthouseRequire.resolve(name)).href)
const chromeLauncher = await importFromLighthouse('chrome-launcher')
const { default: puppeteer } = await importFromLighthouse('puppeteer-core')
const lighthouseVersion = JSON.parse(readFileSync(lighthouseRequire.resolve('lighthouse/package.json'), 'utf8')).version
const { createStack } = await import(path.join(webDir, 'e2e/lib/stack.mjs'))
const { CHROMIUM_ARGS, disableFeaturesSwitch } = await import(path.join(webDir, 'e2e/lib/chromium.mjs'))

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const JS_BUDGET = 130_000
const SCORE_BUDGET = 95
const TARGETS = { performance: 90, lcpMs: 2500, tbtMs: 200, inpMs: 200 }
const RUNS = Number(process.env.BUDGET_RUNS ?? 3)
const started = Date.now()
const log = (m) => console.log(`[budgets ${((Date.now() - started) / 1000).toFixed(0).padStart(4)}s] ${m}`)
const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b)
  if (!sorted.length) return null
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}
const loadAverage = () => os.loadavg().map((l) => Number(l.toFixed(2)))

// ---- 1. first-load JS from the build ----

function routeFromManifestPath(file) {
  const rel = path.relative(path.join(webDir, process.env.NEXT_DIST_DIR ?? '.next', 'server/app'), path.dirname(file))
  const route =
    '/' +
    rel
      .split(path.sep)
      .filter((s) => !/^\(.*\)$/.test(s))
      .join('/')
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
  if (!existsSync(path.join(nextDir, 'BUILD_ID')))
    throw new Error('no storefront build: run `npm run build -w @basil/web` first')
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

// ---- 2. Lighthouse, mobile, simulated throttling ----

async function launchChromium() {
  // chrome-launcher adds Lighthouse's usual flags (no extensions, no background throttling, ...) to the harness's.
  // Chromium applies only the last --disable-features switch: ours carries chrome-launcher's list as well.
  const launcherDisabled = chromeLauncher.Launcher.defaultFlags()
    .filter((flag) => flag.startsWith('--disable-features='))
    .flatMap((flag) => flag.slice('--disable-features='.length).split(','))
  // --hide-scrollbars, as Playwright and Puppeteer pass it headless. Without it, headless Chromium 156 held the first
  // frame of our (scrollable) pages under mobile emulation until a tick about 1 s apart, in half or more of the runs
  // (4-6 of 6-8 per batch): observed first paint at 1.27-1.34 s or 2.3 s, though the page had loaded and been painted
  // on the main thread by 0.4-0.6 s, its compositor dropping every frame meanwhile. A one-screen static page never
  // stalled. With the flag, 12 runs of 12 painted at 0.21-0.42 s. Lantern counts every script and task up to the
  // observed paint towards LCP, so a stalled run scored LCP 4.5-5.2 s instead of 2.2-3.0 s.
  const flags = [
    ...CHROMIUM_ARGS.filter((flag) => !flag.startsWith('--disable-features=')),
    disableFeaturesSwitch(launcherDisabled),
    '--hide-scrollbars',
  ]
  return chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: flags, logLevel: 'silent' })
}

const numeric = (lhr, id) => {
  const v = lhr.audits[id]?.numericValue
  return typeof v === 'number'
    ? Math.round(v * (id === 'cumulative-layout-shift' ? 1000 : 1)) / (id === 'cumulative-layout-shift' ? 1000 : 1)
    : null
}

/** The LCP element and its phases (TTFB, load delay, load time, render delay) from `largest-contentful-paint-element`. */
function readLcp(lhr) {
  const tables = lhr.audits['largest-contentful-paint-element']?.details?.items ?? []
  const node = tables[0]?.items?.[0]?.node
  const phases = {}
  for (const row of tables[1]?.items ?? []) phases[row.phase] = Math.round(row.timing)
  return { element: node ? `${node.selector ?? ''} ${node.snippet ?? ''}`.trim().slice(0, 200) : null, phases }
}

/** What kept the main thread busy: the longest tasks and the scripts that cost most, from the run's diagnostics. */
function readMainThread(lhr) {
  const longTasks = (lhr.audits['long-tasks']?.details?.items ?? []).slice(0, 5).map((t) => ({
    url: String(t.url ?? '').replace(/^https?:\/\/[^/]+/, ''),
    startTime: Math.round(t.startTime),
    duration: Math.round(t.duration),
  }))
  const bootup = (lhr.audits['bootup-time']?.details?.items ?? []).slice(0, 5).map((s) => ({
    url: String(s.url ?? '').replace(/^https?:\/\/[^/]+/, ''),
    totalMs: Math.round(s.total),
    scriptingMs: Math.round(s.scripting),
  }))
  const work = {}
  for (const row of lhr.audits['mainthread-work-breakdown']?.details?.items ?? [])
    work[row.group] = Math.round(row.duration)
  return { longTasks, bootup, mainThreadMs: work }
}

function readRun(lhr) {
  const requests = lhr.audits['network-requests']?.details?.items ?? []
  const scripts = requests.filter((r) => r.resourceType === 'Script')
  const a11yFailures = (lhr.categories.accessibility?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
    .map((ref) => ref.id)
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    metrics: {
      fcp: numeric(lhr, 'first-contentful-paint'),
      lcp: numeric(lhr, 'largest-contentful-paint'),
      tbt: numeric(lhr, 'total-blocking-time'),
      cls: numeric(lhr, 'cumulative-layout-shift'),
      si: numeric(lhr, 'speed-index'),
      tti: numeric(lhr, 'interactive'),
    },
    lcp: readLcp(lhr),
    ...readMainThread(lhr),
    scriptTransferBytes: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    scriptRequests: scripts.length,
    accessibilityFailures: a11yFailures,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    warnings: (lhr.runWarnings ?? []).map(String),
  }
}

/** BUDGET_LHR_DIR keeps every Lighthouse result (open them in the Lighthouse viewer for the full diagnostics). */
let saved = 0
function saveLhr(name, lhr) {
  const dir = process.env.BUDGET_LHR_DIR
  if (!dir) return
  mkdirSync(dir, { recursive: true })
  writeFileSync(path.join(dir, `${String(++saved).padStart(2, '0')}-${name}.json`), JSON.stringify(lhr))
}

/** Why a run cannot count (Lighthouse's own error, or a metric it could not compute), or null. */
function runProblem(lhr) {
  if (lhr.runtimeError) return `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`
  for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'interactive']) {
    if (typeof lhr.audits[id]?.numericValue !== 'number') return `${id}: ${lhr.audits[id]?.errorMessage ?? 'no value'}`
  }
  return null
}

const MAX_ATTEMPTS = 3

/** One Lighthouse run in a fresh Chromium; a run Lighthouse could not finish is tried again (at most 3 attempts). */
async function lighthouseRun(url, failures) {
  for (let attempt = 1; ; attempt++) {
    const chrome = await launchChromium()
    let lhr
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      })
      lhr = result?.lhr
    } finally {
      await chrome.kill()
    }
    const problem = lhr ? runProblem(lhr) : 'Lighthouse returned nothing'
    if (!problem) return lhr
    failures.push(problem)
    log(`  attempt ${attempt} did not count (${problem})`)
    if (attempt >= MAX_ATTEMPTS) throw new Error(`Lighthouse could not measure ${url}: ${failures.join('; ')}`)
  }
}

async function measurePage(name, url) {
  // Warm the server (the first render of a route fills its data caches), as a visitor after the first would find it.
  for (let i = 0; i < 2; i++) await (await fetch(url)).text()
  const loadBefore = loadAverage()
  const lhrs = []
  const failedAttempts = []
  for (let i = 0; i < RUNS; i++) {
    const lhr = await lighthouseRun(url, failedAttempts)
    lhrs.push(lhr)
    saveLhr(name, lhr)
    const r = readRun(lhr)
    log(
      `  ${name} run ${i + 1}: performance ${r.performance}, accessibility ${r.accessibility}, LCP ${r.metrics.lcp} ms, TBT ${r.metrics.tbt} ms, CLS ${r.metrics.cls}, FCP ${r.metrics.fcp} ms (load ${loadAverage()[0]})`,
    )
  }
  const runs = lhrs.map(readRun)
  const medianRun = readRun(computeMedianRun(lhrs))
  const performance = median(runs.map((r) => r.performance))
  const accessibility = median(runs.map((r) => r.accessibility))
  const medians = {}
  for (const key of Object.keys(runs[0].metrics)) medians[key] = median(runs.map((r) => r.metrics[key]))
  return {
    url: new URL(url).pathname + new URL(url).search,
    performance,
    accessibility,
    performanceRuns: runs.map((r) => r.performance),
    accessibilityRuns: runs.map((r) => r.accessibility),
    medianMetrics: medians,
    runs: runs.map(({ performance: p, accessibility: a, metrics, lcp, benchmarkIndex }) => ({
      performance: p,
      accessibility: a,
      metrics,
      lcp,
      benchmarkIndex,
    })),
    medianRun,
    failedAttempts,
    loadAverage: { before: loadBefore, after: loadAverage() },
  }
}

// ---- 3. INP of typing in the desktop header search ----

const TYPING = { first: 'pizza', more: ' margherita', keyDelayMs: 150 }

async function measureTypingInp(url) {
  const chrome = await launchChromium()
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null })
  try {
    const page = await browser.newPage()
    // The desktop header (with its search) shows from 1140 px; Lighthouse's desktop screen is 1350 x 940.
    const screen = desktopConfig.settings.screenEmulation
    await page.setViewport({ width: screen.width, height: screen.height, deviceScaleFactor: screen.deviceScaleFactor })
    await page.goto(url, { waitUntil: 'networkidle0', timeout: 120_000 })
    const box = await page.waitForSelector('[data-testid="header-search"] input', { visible: true })
    // Hydrated: React attached its handlers (a typed character is then kept in state and shows the clear button).
    await page.waitForFunction(() => {
      const input = document.querySelector('[data-testid="header-search"] input')
      return Boolean(input && Object.keys(input).some((k) => k.startsWith('__reactProps')))
    })
    const timespan = await startTimespan(page, {
      config: desktopConfig,
      flags: { logLevel: 'error', onlyCategories: ['performance'] },
    })
    await box.click()
    await page.keyboard.type(TYPING.first, { delay: TYPING.keyDelayMs })
    // A pause long enough for the debounced search: the results come in under the box.
    await page.waitForSelector('[data-testid="header-search"] [data-testid="search-products-count"]', {
      timeout: 30_000,
    })
    await page.keyboard.type(TYPING.more, { delay: TYPING.keyDelayMs })
    await new Promise((r) => setTimeout(r, 1500))
    for (let i = 0; i < TYPING.more.length; i++) {
      await page.keyboard.press('Backspace')
      await new Promise((r) => setTimeout(r, TYPING.keyDelayMs))
    }
    await new Promise((r) => setTimeout(r, 1500))
    const result = await timespan.endTimespan()
    const lhr = result?.lhr
    if (!lhr) throw new Error('Lighthouse timespan returned nothing')
    const inp = lhr.audits['interaction-to-next-paint']?.numericValue
    const work = lhr.audits['work-during-interaction']?.details?.items ?? []
    // Per phase (input delay, processing, presentation delay): its length and what the main thread did in it.
    const phases = {}
    for (const row of work.find((t) => t.items?.some((i) => i.phase))?.items ?? []) {
      const sum = (key) => Math.round((row.subItems?.items ?? []).reduce((total, item) => total + (item[key] ?? 0), 0))
      phases[row.phase] = {
        total: Math.round(row.total ?? 0),
        scripting: sum('scripting'),
        styleLayout: sum('layout'),
        paint: sum('render'),
      }
    }
    const target = work[0]?.items?.[0]?.node
    saveLhr('typing', lhr)
    return {
      inp: typeof inp === 'number' ? Math.round(inp) : null,
      interaction: { target: target ? `${target.selector ?? ''}`.slice(0, 160) : null, phases },
      tbt: numeric(lhr, 'total-blocking-time'),
      cls: numeric(lhr, 'cumulative-layout-shift'),
    }
  } finally {
    await browser.disconnect()
    await chrome.kill()
  }
}

async function measureTyping(url) {
  const loadBefore = loadAverage()
  const runs = []
  const failedAttempts = []
  for (let i = 0; i < RUNS; i++) {
    let run = null
    for (let attempt = 1; !run; attempt++) {
      try {
        run = await measureTypingInp(url)
        if (run.inp === null) throw new Error('no interaction recorded')
      } catch (error) {
        run = null
        failedAttempts.push(String(error?.message ?? error))
        log(`  typing attempt ${attempt} did not count (${failedAttempts.at(-1)})`)
        if (attempt >= MAX_ATTEMPTS) throw error
      }
    }
    runs.push(run)
    const phases = Object.entries(run.interaction.phases).map(
      ([k, v]) => `${k} ${v.total} ms (script ${v.scripting}, style+layout ${v.styleLayout}, paint ${v.paint})`,
    )
    log(
      `  typing run ${i + 1}: INP ${run.inp} ms on ${run.interaction.target}: ${phases.join('; ')} (load ${loadAverage()[0]})`,
    )
  }
  return {
    url: new URL(url).pathname,
    what: `desktop header search: type "${TYPING.first}" (${TYPING.keyDelayMs} ms between keys), wait for the results, type "${TYPING.more}", wait 1.5 s, delete it key by key`,
    inp: median(runs.map((r) => r.inp)),
    runs,
    failedAttempts,
    loadAverage: { before: loadBefore, after: loadAverage() },
  }
}

// ---- the pages, the report ----

async function pickPages(apiBase) {
  const shops = await (await fetch(`${apiBase}/api/v1/rest/shops/paginate?perPage=1`)).json()
  const shop = shops.data[0]
  const pages = [
    { name: 'home', path: '/' },
    { name: 'shop', path: `/shop/${shop.id}` },
    { name: 'search', path: '/search?q=pizza' },
  ]
  return pages
}

/** BUDGET_PAGES (e.g. `home,typing`) limits a run to some of home, shop, search and typing; all by default. */
const selected = (name) =>
  !process.env.BUDGET_PAGES ||
  process.env.BUDGET_PAGES.split(',')
    .map((s) => s.trim())
    .includes(name)

function checkTargets(pages, typing, build) {
  const checks = []
  const add = (name, value, limit, ok) => checks.push({ name, value, limit, pass: ok })
  add('first-load JS, largest route (gzip bytes)', build.maxGzipBytes, JS_BUDGET, build.pass)
  for (const [name, p] of Object.entries(pages)) {
    add(
      `${name}: performance (median)`,
      p.performance,
      `>= ${SCORE_BUDGET} (issue: >= ${TARGETS.performance})`,
      p.performance >= SCORE_BUDGET,
    )
    add(`${name}: accessibility (median)`, p.accessibility, `>= ${SCORE_BUDGET}`, p.accessibility >= SCORE_BUDGET)
    add(`${name}: LCP ms (median)`, p.medianMetrics.lcp, TARGETS.lcpMs, p.medianMetrics.lcp <= TARGETS.lcpMs)
    add(`${name}: TBT ms (median)`, p.medianMetrics.tbt, TARGETS.tbtMs, p.medianMetrics.tbt <= TARGETS.tbtMs)
    add(`${name}: CLS (median)`, p.medianMetrics.cls, 0.1, p.medianMetrics.cls <= 0.1)
  }
  if (typing)
    add(
      'typing in the header search: INP ms (median)',
      typing.inp,
      TARGETS.inpMs,
      typing.inp !== null && typing.inp <= TARGETS.inpMs,
    )
  return checks
}

function writeMarkdown(result) {
  const lines = []
  const ms = (v) => (v === null || v === undefined ? '–' : `${Math.round(v).toLocaleString('en-US')}`)
  lines.push('# Storefront budgets, measured with Lighthouse', '')
  lines.push(
    'Generated by `node bench/storefront-budgets.mjs`; the raw numbers are in `storefront-budgets.json` beside this file.',
    '',
  )
  lines.push('## What was measured, and on what', '')
  lines.push(
    `- Measured ${result.measuredAt}; Lighthouse ${result.tools.lighthouse} (Node API), ${result.tools.chromium}, Node ${result.machine.node}.`,
    "- Chromium runs with the end-to-end harness's flags and `--hide-scrollbars`, as Playwright and Puppeteer launch it headless (why: `launchChromium` in the script).",
  )
  lines.push(
    `- Machine: ${result.machine.cpus} × ${result.machine.model}, ${result.machine.memoryGb} GB, shared with other work. Load average (1, 5, 15 min) at the start ${result.machine.loadAverage.start.join(', ')}, at the end ${result.machine.loadAverage.end.join(', ')}; Lighthouse's CPU benchmark index per run is in the JSON (it falls when the machine is busy, and simulated throttling multiplies what it sees by 4).`,
  )
  lines.push(
    '- Pages: the storefront as `next build` + `next start` serve it (production), on a fresh demo database, each page warmed with two requests before it is measured.',
  )
  lines.push(`- Performance and accessibility: ${result.method.performance}`)
  lines.push(`- Typing: ${result.method.typing}`)
  lines.push(`- First-load JS: ${result.method.firstLoadJs}`, '')
  lines.push('## Results', '')
  lines.push(
    '| page | performance (runs) | accessibility | LCP ms | TBT ms | CLS | FCP ms | Speed Index ms | LCP element (median run) | LCP phases ms (median run) |',
  )
  lines.push('|---|---|---:|---:|---:|---:|---:|---:|---|---|')
  for (const [name, p] of Object.entries(result.pages)) {
    const m = p.medianMetrics
    const phases = Object.entries(p.medianRun.lcp.phases)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')
    const element = (p.medianRun.lcp.element ?? '–').replace(/\|/g, '\\|').replace(/</g, '&lt;')
    lines.push(
      `| ${name} \`${p.url}\` | **${p.performance}** (${p.performanceRuns.join(', ')}) | ${p.accessibility} | ${ms(m.lcp)} | ${ms(m.tbt)} | ${m.cls} | ${ms(m.fcp)} | ${ms(m.si)} | ${element} | ${phases} |`,
    )
  }
  lines.push('')
  if (result.typing) {
    const t = result.typing
    lines.push(
      `Typing in the desktop header search (\`${t.url}\`): **INP ${ms(t.inp)} ms** (median; runs ${t.runs.map((r) => ms(r.inp)).join(', ')} ms).`,
      '',
    )
  }
  lines.push(
    `First-load JS: largest route ${(result.build.maxGzipBytes / 1000).toFixed(1)} kB gzip (budget ${JS_BUDGET / 1000} kB; the framework runtime alone is ${(result.build.runtimeGzipBytes / 1000).toFixed(1)} kB, see docs/decisions/003), largest addition of our own ${(result.build.maxAddedGzipBytes / 1000).toFixed(1)} kB.`,
    '',
  )
  lines.push('## Checks', '')
  lines.push('| check | value | limit | |', '|---|---:|---|---|')
  for (const c of result.checks) lines.push(`| ${c.name} | ${c.value} | ${c.limit} | ${c.pass ? 'pass' : '**FAIL**'} |`)
  lines.push('')
  writeFileSync(path.join(here, 'results/storefront-budgets.md'), `${lines.join('\n')}\n`)
}

async function main() {
  const loadStart = loadAverage()
  const build = measureBuild()
  log(
    `first-load JS: largest route ${(build.maxGzipBytes / 1000).toFixed(1)} kB gzip (budget ${JS_BUDGET / 1000} kB), ` +
      `framework runtime ${(build.runtimeGzipBytes / 1000).toFixed(1)} kB, largest addition ${(build.maxAddedGzipBytes / 1000).toFixed(1)} kB`,
  )
  let stack
  let base = process.env.BASE_URL
  let apiBase = process.env.API_BASE ?? base
  if (!base) {
    const port = Number(process.env.BUDGET_PORT ?? 41310)
    stack = createStack({ log, label: 'budgets' })
    ;({ base, apiBase } = await stack.start({ apiPort: port, webPort: port + 1, gatePort: port + 2 }))
  }
  const pages = {}
  let typing = null
  let chromium = 'Chromium'
  try {
    const probe = await launchChromium()
    try {
      const version = await (await fetch(`http://127.0.0.1:${probe.port}/json/version`)).json()
      chromium = version.Browser.replace('/', ' ')
    } finally {
      await probe.kill()
    }
    for (const { name, path: p } of await pickPages(apiBase)) {
      const url = new URL(p, base).href
      if (selected(name)) {
        log(`${name}: Lighthouse mobile, ${RUNS} runs`)
        pages[name] = await measurePage(name, url)
        const pg = pages[name]
        log(
          `${name}: performance ${pg.performance} (${pg.performanceRuns.join(', ')}), accessibility ${pg.accessibility}, LCP ${pg.medianMetrics.lcp} ms ${JSON.stringify(pg.medianRun.lcp.phases)}, TBT ${pg.medianMetrics.tbt} ms`,
        )
        log(`${name}: LCP element ${pg.medianRun.lcp.element}`)
      }
      if (name === 'home' && selected('typing')) {
        log(`typing: Lighthouse desktop timespan, ${RUNS} runs`)
        typing = await measureTyping(url)
        log(`typing: INP ${typing.inp} ms (median)`)
      }
    }
  } finally {
    await stack?.stop()
  }
  const checks = checkTargets(pages, typing, build)
  const pass = checks.every((c) => c.pass)
  const result = {
    measuredAt: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      model: os.cpus()[0]?.model,
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      loadAverage: { start: loadStart, end: loadAverage() },
    },
    tools: { lighthouse: lighthouseVersion, chromium },
    method: {
      firstLoadJs: "gzip -9 of rootMainFiles + the route's entryJSFiles from the Next build",
      performance: `Lighthouse default configuration (mobile: moto g power screen 412x823 @1.75, simulated throttling: 150 ms RTT, 1.6 Mbit/s down, CPU 4x), categories performance and accessibility; ${RUNS} runs per page, each in a fresh Chromium; score = median of the runs' scores, metrics = medians per metric, diagnostics from Lighthouse's median run`,
      typing: `Lighthouse timespan, desktop configuration (1350x940, no CPU slowdown), over typing in the home page's header search; ${RUNS} runs, median of interaction-to-next-paint`,
    },
    budgets: {
      firstLoadJsGzipBytes: JS_BUDGET,
      performance: SCORE_BUDGET,
      accessibility: SCORE_BUDGET,
      issue14item9: TARGETS,
    },
    build,
    pages,
    typing,
    checks,
    pass,
  }
  mkdirSync(path.join(here, 'results'), { recursive: true })
  writeFileSync(path.join(here, 'results/storefront-budgets.json'), `${JSON.stringify(result, null, 2)}\n`)
  writeMarkdown(result)
  for (const c of checks.filter((c) => !c.pass)) log(`missed: ${c.name}: ${c.value} (limit ${c.limit})`)
  log(`${pass ? 'all budgets met' : 'BUDGET MISSED'}; results in bench/results/storefront-budgets.json and .md`)
  return pass
}

const ok = await main().catch((error) => {
  console.error(error)
  return false
})
process.exit(ok ? 0 : 1)
