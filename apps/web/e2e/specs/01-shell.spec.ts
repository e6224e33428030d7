// Issue item 1 (shell and layout) and item 7 (theme, language, currency).
import type { Page } from '@playwright/test'
import { currenciesResponseSchema, settingsResponseSchema } from '@basil/contracts'
import { type Api, PHONE_DARK_RTL, test } from '../fixtures.ts'
import {
  apiBase,
  apiGet,
  assert,
  assertEqual,
  DESKTOP,
  hydrated,
  type Json,
  open,
  PHONE,
  waitFor,
} from '../kit/harness.ts'

/** The operator's settings (key → value), as the contract types them. */
async function settings(api: Api): Promise<Record<string, string | null>> {
  const body = await api.get('rest/settings', settingsResponseSchema)
  return Object.fromEntries(body.data.map((s) => [s.key, s.value]))
}

const visible = (page: Page, selector: string) => page.locator(selector).first().isVisible()

test('desktop header (1440 px): logo, search bar, address, theme toggle, bell and a login button to /login', async ({
  page,
  base,
}) => {
  await open(page, base, '/')
  const header = page.getByTestId('header-desktop')
  assert(await header.isVisible(), 'desktop header visible')
  assert(!(await page.getByTestId('header-compact').isVisible()), 'compact header hidden')
  assert(await header.getByRole('link', { name: 'Basil home' }).isVisible(), 'logo links home')
  assertEqual(await header.getByRole('link', { name: 'Basil home' }).getAttribute('href'), '/', 'logo href')
  assert(await header.getByRole('searchbox', { name: 'Search' }).isVisible(), 'search bar')
  assert(await header.getByTestId('address-button').isVisible(), 'delivery address')
  assert(await header.getByTestId('theme-toggle').isVisible(), 'theme toggle')
  assert(await header.getByRole('button', { name: 'Notifications' }).isVisible(), 'bell')
  const login = header.getByRole('link', { name: 'Log in' })
  assertEqual(await login.getAttribute('href'), '/login', 'login button target')
  await login.click()
  await page.waitForURL('**/login')
})

test('compact header below 1140 px: menu, logo, bell, address and a search button opening full-screen search', async ({
  newContext,
  base,
}) => {
  for (const viewport of [PHONE, { width: 1139, height: 800 }]) {
    const context = await newContext({ viewport })
    const page = await context.newPage()
    await open(page, base, '/')
    const header = page.getByTestId('header-compact')
    assert(await header.isVisible(), `compact header at ${viewport.width}`)
    assert(!(await page.getByTestId('header-desktop').isVisible()), `desktop header hidden at ${viewport.width}`)
    assert(await header.getByRole('button', { name: 'Menu' }).isVisible(), 'menu button')
    assert(await header.getByRole('link', { name: 'Basil home' }).isVisible(), 'logo')
    assert(await header.getByRole('button', { name: 'Notifications' }).isVisible(), 'bell')
    assert(await header.getByTestId('address-button').filter({ visible: true }).first().isVisible(), 'address')
    await header.getByRole('button', { name: 'Search' }).click()
    const overlay = page.getByTestId('search-overlay')
    await overlay.waitFor()
    const box = await overlay.boundingBox()
    assert(box && box.width >= viewport.width - 1 && box.height >= viewport.height - 1, 'search covers the screen')
    await waitFor(() => page.evaluate(() => document.activeElement?.getAttribute('role') === 'searchbox'), {
      message: 'search box focused',
    })
    await page.keyboard.press('Escape')
    await overlay.waitFor({ state: 'detached' })
  }
  // exactly 1140 px is desktop
  const context = await newContext({ viewport: { width: 1140, height: 800 } })
  const page = await context.newPage()
  await open(page, base, '/')
  assert(await page.getByTestId('header-desktop').isVisible(), 'desktop header at 1140')
})

test(
  'the menu button opens a drawer with navigation and preferences',
  { tag: PHONE_DARK_RTL },
  async ({ newContext, base }) => {
    const context = await newContext({ viewport: PHONE, hasTouch: true })
    const page = await context.newPage()
    await open(page, base, '/')
    await page.getByRole('button', { name: 'Menu' }).click()
    const dialog = page.getByRole('dialog', { name: 'Menu' })
    await dialog.waitFor()
    assert(await dialog.getByRole('link', { name: 'Recipes' }).isVisible(), 'menu lists content pages')
    await dialog.getByRole('link', { name: 'Recipes' }).click()
    await page.waitForURL('**/recipes')
  },
)

/** A touch swipe through CDP (pointer events of type touch), from x0 to x1 at mid-height over `ms` milliseconds. */
async function touchSwipe(page: Page, x0: number, x1: number, ms: number) {
  const cdp = await page.context().newCDPSession(page)
  const y = 400
  const steps = 6
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: x0, y }] })
  for (let i = 1; i <= steps; i++) {
    await new Promise((r) => setTimeout(r, ms / steps))
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: x0 + ((x1 - x0) * i) / steps, y }],
    })
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  await cdp.detach()
}

test(
  'swiping in from the start edge (20 px area) opens the menu drawer; a short slow drag does not',
  { tag: PHONE_DARK_RTL },
  async ({ newContext, base }) => {
    const context = await newContext({ viewport: PHONE, hasTouch: true })
    const page = await context.newPage()
    await open(page, base, '/')
    const strip = await page.getByTestId('edge-swipe').boundingBox()
    assertEqual(Math.round(strip!.width), 20, 'swipe area width')
    assertEqual(Math.round(strip!.x), 0, 'swipe area on the left edge in English')
    assertEqual(Math.round(strip!.height), PHONE.height, 'swipe area runs the full height of the screen')
    const hit = await page.evaluate(() => document.elementFromPoint(8, 400)?.getAttribute('data-testid'))
    assertEqual(hit, 'edge-swipe', 'the area is on top of the page content')
    // 40 px in 900 ms: neither past 52% of the drawer nor a fling.
    await touchSwipe(page, 8, 48, 900)
    // Negative check: give the drawer the time it would take to start opening, then see that it did not.
    await page.waitForTimeout(300)
    assert(!(await page.getByRole('dialog', { name: 'Menu' }).isVisible()), 'a slow short drag leaves the menu closed')
    await touchSwipe(page, 8, 260, 240)
    await page.getByRole('dialog', { name: 'Menu' }).waitFor()

    // Arabic reads right to left: the area is on the right edge and the swipe goes leftwards.
    const rtl = await newContext({ viewport: PHONE, hasTouch: true, cookies: [{ name: 'lang', value: 'ar' }] })
    const arabic = await rtl.newPage()
    await open(arabic, base, '/')
    const rtlStrip = await arabic.getByTestId('edge-swipe').boundingBox()
    assertEqual(Math.round(rtlStrip!.x + rtlStrip!.width), PHONE.width, 'swipe area on the right edge in Arabic')
    await touchSwipe(arabic, PHONE.width - 8, PHONE.width - 260, 240)
    await arabic.getByRole('dialog').first().waitFor()
  },
)

test('back header on checkout, profile, settings, help, orders/{id}, be-seller; main header elsewhere', async ({
  page,
  base,
}) => {
  for (const path of ['/checkout', '/profile', '/settings', '/help', '/orders/7', '/be-seller']) {
    await open(page, base, path)
    assertEqual(await page.locator('header').getAttribute('data-header'), 'back', `header on ${path}`)
    assert(await page.getByTestId('back-button').isVisible(), `back button on ${path}`)
  }
  for (const path of ['/', '/orders', '/restaurants', '/recipes', '/search']) {
    await open(page, base, path)
    assertEqual(await page.locator('header').getAttribute('data-header'), 'main', `header on ${path}`)
  }
})

test('back rules: order page → /orders, checkout → one step back, others → /', async ({ page, base }) => {
  await open(page, base, '/orders/7')
  await page.getByTestId('back-button').click()
  await page.waitForURL((url) => url.pathname === '/orders')

  await open(page, base, '/help')
  await page.getByTestId('back-button').click()
  await page.waitForURL((url) => url.pathname === '/')

  await open(page, base, '/recipes')
  await open(page, base, '/checkout')
  await page.getByTestId('back-button').click()
  await page.waitForURL((url) => url.pathname === '/recipes')
})

test('sign-in pages load without the shell (no header, no footer)', async ({ page, base }) => {
  for (const path of [
    '/login',
    '/register',
    '/reset-password',
    '/verify-phone',
    '/update-password',
    '/update-details',
    '/welcome',
  ]) {
    await open(page, base, path)
    assertEqual(await page.locator('header[data-header]').count(), 0, `no site header on ${path}`)
    assertEqual(await page.getByTestId('site-footer').count(), 0, `no footer on ${path}`)
    assert(await page.getByRole('heading', { level: 1 }).isVisible(), `${path} has its heading`)
  }
})

test('theme follows the system preference until the visitor chooses (dark system: dark from the first paint)', async ({
  base,
  newContext,
}) => {
  const context = await newContext({ colorScheme: 'dark' })
  const page = await context.newPage()
  await page.addInitScript(() => {
    const log: string[] = (window.__classLog = [])
    // Only moments with a body count: before it nothing can be painted (the head script runs before the body).
    const record = () =>
      document.body && log.push(document.documentElement.className.includes('dark') ? 'dark' : 'light')
    new MutationObserver(record).observe(document, {
      subtree: true,
      attributes: true,
      attributeFilter: ['class'],
      childList: true,
    })
    document.addEventListener('readystatechange', record)
  })
  await open(page, base, '/')
  await hydrated(page)
  const seen = await page.evaluate(() => window.__classLog.filter((c, i, all) => all.indexOf(c) === i))
  assertEqual(seen.join(','), 'dark', 'dark at every recorded moment, no light flash')
  const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)
  assert(bg !== 'rgb(255, 255, 255)', `dark background (${bg})`)
  const toggle = page.getByTestId('header-desktop').getByTestId('theme-toggle')
  assertEqual(await toggle.getAttribute('aria-label'), 'Switch to light theme', 'the toggle offers the other theme')
  // The system switching to light while no choice is made: the page follows.
  await page.emulateMedia({ colorScheme: 'light' })
  await page.waitForFunction(() => !document.documentElement.classList.contains('dark'))
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.waitForFunction(() => document.documentElement.classList.contains('dark'))
  // A choice wins over the system from then on, also on the server's next page.
  await toggle.click()
  assert(!(await page.evaluate(() => document.documentElement.classList.contains('dark'))), 'light after choosing')
  await page.emulateMedia({ colorScheme: 'light' })
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.reload()
  assert(
    !(await page.evaluate(() => document.documentElement.classList.contains('dark'))),
    'the choice (light) stays on a dark system',
  )
  // A light system starts light.
  const light = await (await newContext({ colorScheme: 'light' })).newPage()
  await open(light, base, '/')
  assert(!(await light.evaluate(() => document.documentElement.classList.contains('dark'))), 'light system, light page')
})

test('footer shows the settings: footer text, social links and app links', async ({ page, base, newContext, api }) => {
  const s = await settings(api)
  await open(page, base, '/')
  const footer = page.getByTestId('site-footer')
  assertEqual((await footer.getByTestId('footer-text').textContent())?.trim(), s.footer_text, 'footer text')
  // The footer text in the page's language (the operator's footer_text_<locale>), never the English one.
  for (const lang of ['fr', 'ar']) {
    assert(s[`footer_text_${lang}`] && s[`footer_text_${lang}`] !== s.footer_text, `the demo has a ${lang} footer text`)
    const other = await (await newContext({ cookies: [{ name: 'lang', value: lang }] })).newPage()
    await open(other, base, '/')
    assertEqual(
      (await other.getByTestId('site-footer').getByTestId('footer-text').textContent())?.trim(),
      s[`footer_text_${lang}`],
      `footer text in ${lang}`,
    )
  }
  for (const key of ['instagram', 'facebook', 'twitter']) {
    if (s[key]) assertEqual(await footer.getByTestId(`social-${key}`).getAttribute('href'), s[key], `${key} link`)
  }
  if (s.customer_app_ios)
    assertEqual(await footer.getByTestId('app-ios').getAttribute('href'), s.customer_app_ios, 'App Store link')
  if (s.customer_app_android)
    assertEqual(
      await footer.getByTestId('app-android').getAttribute('href'),
      s.customer_app_android,
      'Google Play link',
    )
})

test('v query parameter picks home variant 1–4, anything else is 1', async ({ page, base }) => {
  for (const [v, expected] of [
    ['', '1'],
    ['1', '1'],
    ['2', '2'],
    ['3', '3'],
    ['4', '4'],
    ['5', '1'],
    ['x', '1'],
    ['0', '1'],
  ]) {
    await open(page, base, v ? `/?v=${v}` : '/')
    assertEqual(await page.getByTestId('home').getAttribute('data-variant'), expected, `variant for v=${v}`)
  }
})

test('ui_type setting picks the shop page layout (1 → classic, 2–4 → modern, unknown → classic)', async ({
  page,
  base,
  api,
}) => {
  const s = await settings(api)
  const shop = (await apiGet(apiBase(), 'rest/shops/paginate?perPage=1')).data[0]
  await open(page, base, `/shop/${shop.id}`)
  const expected = ['2', '3', '4'].includes(String(s.ui_type)) ? 'modern' : 'classic'
  assertEqual(await page.getByTestId('shop-menu').getAttribute('data-layout'), expected, 'layout')
})

test('theme toggle switches light/dark, is saved, and the server renders it (no flash on reload)', async ({
  page,
  base,
  newContext,
}) => {
  await open(page, base, '/')
  assert(!(await page.evaluate(() => document.documentElement.classList.contains('dark'))), 'starts light')
  assert(await visible(page, '[data-testid=header-desktop] .logo-light'), 'light logo shown')
  await page.getByTestId('header-desktop').getByTestId('theme-toggle').click()
  assert(await page.evaluate(() => document.documentElement.classList.contains('dark')), 'dark after toggle')
  const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)
  assert(bg !== 'rgb(255, 255, 255)', `dark background applied (${bg})`)
  assert(await visible(page, '[data-testid=header-desktop] .logo-dark'), 'dark logo shown')
  // The HTML the server sends already carries the class, so nothing flips after load.
  const html = await (await page.context().request.get(`${base}/`)).text()
  assert(/<html[^>]*class="[^"]*\bdark\b/.test(html), 'server HTML has the dark class')
  // Record the class of <html> from the first parsed moment through hydration.
  await page.addInitScript(() => {
    const log: string[] = (window.__classLog = [])
    const record = () => log.push(document.documentElement?.className ?? '')
    document.addEventListener('readystatechange', record)
    new MutationObserver(record).observe(document, {
      subtree: true,
      attributes: true,
      attributeFilter: ['class'],
      childList: true,
    })
  })
  await page.reload()
  await hydrated(page)
  const classes = (await page.evaluate(() => window.__classLog)).filter((c, i, all) => c && all.indexOf(c) === i)
  assert(
    classes.length > 0 && classes.every((c: Json) => c.includes('dark')),
    `dark at every moment of the reload: ${classes.join(' | ')}`,
  )
  await page.getByTestId('header-desktop').getByTestId('theme-toggle').click()
  assert(!(await page.evaluate(() => document.documentElement.classList.contains('dark'))), 'back to light')
  // a fresh visitor still starts light
  const other = await (await newContext()).newPage()
  await open(other, base, '/')
  assert(!(await other.evaluate(() => document.documentElement.classList.contains('dark'))), 'other visitor light')
})

test('language switch: Arabic renders right-to-left from the server, French left-to-right', async ({ page, base }) => {
  await open(page, base, '/')
  assertEqual(await page.getAttribute('html', 'dir'), 'ltr', 'English is ltr')
  await page.getByTestId('site-footer').getByTestId('language-select').selectOption('ar')
  await waitFor(async () => (await page.getAttribute('html', 'lang')) === 'ar', { message: 'lang=ar' })
  assertEqual(await page.getAttribute('html', 'dir'), 'rtl', 'Arabic is rtl')
  const html = await (await page.context().request.get(`${base}/`)).text()
  assert(/<html[^>]*lang="ar"[^>]*dir="rtl"|<html[^>]*dir="rtl"[^>]*lang="ar"/.test(html), 'server HTML is ar/rtl')
  await page.reload()
  await hydrated(page)
  assertEqual(await page.getAttribute('html', 'dir'), 'rtl', 'still rtl after reload')
  // the header's start side is on the right in rtl
  const logo = await page.getByTestId('header-desktop').getByRole('link').first().boundingBox()
  assert(logo && logo.x > DESKTOP.width / 2, 'logo sits at the right in rtl')
  await page.getByTestId('site-footer').getByTestId('language-select').selectOption('fr')
  await waitFor(async () => (await page.getAttribute('html', 'lang')) === 'fr', { message: 'lang=fr' })
  assertEqual(await page.getAttribute('html', 'dir'), 'ltr', 'French is ltr')
})

test('currency switch: prices use the chosen currency symbol on its side', async ({ page, base, api }) => {
  const currencies = (await api.get('rest/currencies/active', currenciesResponseSchema)).data
  const other = currencies.find((c) => !c.default && c.position === 'after') ?? currencies.find((c) => !c.default)
  assert(other, 'a second currency exists')
  const shop = (await apiGet(apiBase(), 'rest/shops/paginate?perPage=1')).data[0]
  await open(page, base, `/shop/${shop.id}`)
  const first = page.getByTestId('price').first()
  const before = await first.textContent()
  assert(before!.includes('$'), `default currency symbol shown (${before})`)
  await page.getByTestId('site-footer').getByTestId('currency-select').selectOption(String(other.id))
  await waitFor(async () => (await first.textContent())?.includes(other.symbol), {
    message: `prices in ${other.symbol}`,
  })
  const after = (await first.textContent())!.trim()
  if (other.position === 'after') assert(after.endsWith(other.symbol), `symbol after the amount (${after})`)
  else assert(after.startsWith(other.symbol), `symbol before the amount (${after})`)
  await page.reload()
  await hydrated(page)
  assert((await page.getByTestId('price').first().textContent())!.includes(other.symbol), 'currency kept after reload')
})
