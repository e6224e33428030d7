// Dev helper: screenshots of storefront pages at phone and desktop sizes, light/dark, for a person to look at.
// node e2e/screenshot.mjs <baseUrl> <outDir> <path> [phone|desktop] [light|dark] [lang]
import { chromium } from 'playwright-core'

const [
  base = 'http://localhost:3000',
  out = '/tmp/shots',
  path = '/',
  size = 'desktop',
  theme = 'light',
  lang = 'en',
  full = '',
] = process.argv.slice(2)
const viewport = size === 'phone' ? { width: 390, height: 844 } : { width: 1440, height: 900 }
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
  ],
})
const context = await browser.newContext({
  viewport,
  deviceScaleFactor: 1,
  isMobile: size === 'phone',
  hasTouch: size === 'phone',
})
const url = new URL(base)
await context.addCookies([
  { name: 'theme', value: theme, domain: url.hostname, path: '/' },
  { name: 'lang', value: lang, domain: url.hostname, path: '/' },
])
const page = await context.newPage()
page.on('console', (m) => {
  if (m.type() === 'error' || m.type() === 'warning') console.log(`[console.${m.type()}]`, m.text())
})
page.on('pageerror', (e) => console.log('[pageerror]', e.message))
await page.goto(new URL(path, base).href, { waitUntil: 'networkidle' })
await page.waitForTimeout(500)
const name = `${out}/${path.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${size}-${theme}-${lang}.png`
await page.screenshot({ path: name, fullPage: full === 'full' })
console.log(name)
await browser.close()
