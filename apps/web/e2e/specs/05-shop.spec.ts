// Issue item 4: shop and restaurant pages, the product dialog with shallow navigation, extras/addons, cart merge, liked.
import { allowConsole, PHONE_DARK_RTL, test } from '../fixtures.ts'
import { apiBase, apiGet, assert, assertEqual, htmlText, type Json, open, PHONE, waitFor } from '../kit/harness.ts'
import { findAddonProduct, listShops } from '../kit/data.ts'

test('shop page is server-rendered with its header facts and metadata', async ({ page, base }) => {
  const shop = (await listShops()).find((s) => s.rating_avg) ?? (await listShops())[0]
  const html = await (await page.context().request.get(`${base}/shop/${shop.id}`)).text()
  assert(html.includes(`<title>${htmlText(shop.translation.title)} · `), 'title in the server HTML')
  assert(html.includes('og:title'), 'open graph tags')
  assert(
    html.includes(`data-testid="shop-title">${htmlText(shop.translation.title)}<`),
    'shop name rendered on the server',
  )
  await open(page, base, `/shop/${shop.id}`)
  const header = page.getByTestId('shop-header')
  assertEqual(await header.getByRole('heading', { level: 1 }).textContent(), shop.translation.title, 'name')
  assert((await header.getByRole('img').count()) >= 0, 'images')
  const facts = await header.getByTestId('shop-facts').textContent()
  assert(facts!.includes(shop.rating_avg ? shop.rating_avg.toFixed(1) : 'New'), `rating in facts (${facts})`)
  assert(facts!.includes(`${shop.delivery_time.from}–${shop.delivery_time.to}`), 'delivery time')
  assert(facts!.includes(shop.price === 0 ? 'Free delivery' : `$${shop.price.toFixed(2)}`), 'delivery fee')
  assert(facts!.includes(`$${shop.min_amount.toFixed(2)}`), 'minimum order')
  await header.getByTestId('opening-hours').locator('summary').click()
  for (const day of shop.shop_working_days.filter((d: Json) => !d.disabled)) {
    // Hours written 00:00–23:59 are the whole day, and say so.
    const expected = day.from === '00:00' && day.to === '23:59' ? 'Open 24 hours' : `${day.from}–${day.to}`
    assert(
      (await header.getByTestId('opening-hours').locator(`tr[data-day=${day.day}]`).textContent())!.includes(expected),
      `hours of ${day.day}`,
    )
  }
  assertEqual(await header.getByTestId('badge-closed').count(), shop.open ? 0 : 1, 'closed badge follows the API')
})

test(
  'restaurant path works the same, and an unknown shop is a 404 page',
  allowConsole([/status of 404 .*\/shop\/999999/]),
  async ({ page, base }) => {
    const restaurant = (await listShops('type=restaurant'))[0]
    await open(page, base, `/restaurant/${restaurant.id}`)
    assertEqual(await page.getByTestId('shop-title').textContent(), restaurant.translation.title, 'restaurant page')
    const res = await page.goto(`${base}/shop/999999`)
    assertEqual(res!.status(), 404, 'unknown shop status')
    // Next answers a route's own notFound() with an empty shell and the client draws the not-found page, so it can
    // come after the load event (the page's scripts are fetched after its first paint, decision 019): wait for it.
    await page.getByTestId('not-found').waitFor({ state: 'visible', timeout: 10_000 })
    assert(await page.getByTestId('not-found').isVisible(), 'not found page')
  },
)

test('menu by category with a sticky category bar that follows the scroll', async ({ page, base }) => {
  const shop = (await listShops()).find((s) => s.products_count > 20) ?? (await listShops())[0]
  await open(page, base, `/shop/${shop.id}`)
  const menu = (await apiGet(apiBase(), `rest/shops/${shop.id}/products`)).data
  const sections = page.getByTestId('shop-menu').locator('section[data-category]')
  const expected = menu.all.filter((c: Json) => c.products.length).length + (menu.recommended.length ? 1 : 0)
  assertEqual(await sections.count(), expected, 'a section per category')
  const bar = page.getByTestId('category-bar')
  const last = sections.last()
  await last.scrollIntoViewIfNeeded()
  await page.mouse.wheel(0, 200)
  await waitFor(
    async () => {
      const at = await bar.boundingBox()
      return at && at.y >= 0 && at.y < 140
    },
    { message: 'the category bar sticks at the top' },
  )
  const box = await bar.boundingBox()
  assert(box && box.y >= 0 && box.y < 140, `category bar stays at the top (${box?.y})`)
  const lastId = await last.getAttribute('data-category')
  // Sections above render lazily (content-visibility) and may settle to their real height after the first scroll,
  // moving the last one: keep it in view while waiting, as a person scrolling to the end would.
  await waitFor(
    async () => {
      await last.scrollIntoViewIfNeeded()
      return (
        (await bar.locator('[aria-current=true]').filter({ visible: true }).first().getAttribute('data-chip')) ===
        lastId
      )
    },
    { message: 'active chip follows', interval: 250 },
  )
  // clicking a chip scrolls to its section
  const firstChip = bar.locator('a[data-chip]').filter({ visible: true }).first()
  await firstChip.click()
  await waitFor(
    async () => {
      const top = await sections.first().boundingBox()
      return top && top.y > 0 && top.y < 300
    },
    { message: 'scrolled to the first category' },
  )
})

test('product opens with shallow navigation: URL has ?product=, no reload, Back closes it, the URL can be shared', async ({
  page,
  base,
  newContext,
}) => {
  const shop = (await listShops()).find((s) => s.products_count > 0)
  await open(page, base, `/shop/${shop.id}`)
  await page.evaluate(() => {
    window.__noReload = true
  })
  const card = page.getByTestId('shop-menu').getByTestId('product-card').first()
  const uuid = await card.getAttribute('data-uuid')
  const title = await card.getByRole('button').textContent()
  let navigations = 0
  page.on('request', (r) => {
    if (r.isNavigationRequest()) navigations++
  })
  await card.getByRole('button').click()
  await page.waitForURL((url) => url.searchParams.get('product') === uuid)
  const dialog = page.getByTestId('product-dialog')
  await dialog.waitFor()
  assertEqual(await dialog.getByTestId('product-title').textContent(), title, 'dialog shows the product')
  assert(await page.evaluate(() => window.__noReload === true), 'no page reload')
  assertEqual(navigations, 0, 'no navigation request')
  await page.goBack()
  await page.waitForURL((url) => !url.searchParams.has('product'))
  await dialog.waitFor({ state: 'detached' })
  assert(await page.evaluate(() => window.__noReload === true), 'still no reload after Back')
  // the close button also closes it (and the URL follows)
  await card.getByRole('button').click()
  await dialog.waitFor()
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click()
  await page.waitForURL((url) => !url.searchParams.has('product'))
  // a shared link opens the product on load, rendered by the server
  const shared = `${base}/shop/${shop.id}?product=${uuid}`
  const html = await (await page.context().request.get(shared)).text()
  assert(html.includes(`data-testid="product-title">${htmlText(title!)}<`), 'product rendered in the server HTML')
  assert(html.includes(`<title>${htmlText(title!)} · ${htmlText(shop.translation.title)}`), 'product title in <title>')
  const other = await (await newContext()).newPage()
  await open(other, base, shared)
  await other.locator('[data-testid=product-dialog][data-ready]').waitFor()
  await other.getByRole('dialog').getByRole('button', { name: 'Close' }).click()
  await other.waitForURL((url) => !url.searchParams.has('product'))
  await other.getByTestId('product-dialog').waitFor({ state: 'detached' })
})

test('extras and addons are chosen in the product; same stock and addon set merge into one cart line', async ({
  page,
  base,
}) => {
  const found = await findAddonProduct()
  assert(found, 'the demo data has an open shop with a product that has addons')
  const { shop, product, addon } = found
  await open(page, base, `/shop/${shop.id}?product=${product.uuid}`)
  const dialog = page.locator('[data-testid=product-dialog][data-ready]')
  await dialog.waitFor()
  const addonName = addon.product.translation.title
  const addonRow = dialog.getByTestId('addon').filter({ hasText: addonName })
  // Each add-on's buttons say which add-on they change.
  await addonRow.getByRole('button', { name: `Increase ${addonName}`, exact: true }).click()
  assertEqual(await addonRow.getByTestId('stepper-value').textContent(), '1', 'addon quantity')
  await dialog.getByTestId('add-to-cart').click()
  await page.waitForURL((url) => !url.searchParams.has('product'))
  const lines = page.getByTestId('cart-panel').getByTestId('cart-line')
  await waitFor(async () => (await lines.count()) === 1, { message: 'one line' })
  assert(
    (await lines.first().getByTestId('cart-line-addons').textContent())!.includes(addonName),
    'addon shown on the line',
  )
  // the same product with the same addon: merged
  await page.getByTestId('shop-menu').locator(`[data-uuid="${product.uuid}"]`).first().getByRole('button').click()
  await dialog.waitFor()
  await dialog
    .getByTestId('addon')
    .filter({ hasText: addonName })
    .getByRole('button', { name: `Increase ${addonName}`, exact: true })
    .click()
  await dialog.getByTestId('add-to-cart').click()
  await waitFor(async () => (await lines.first().getByTestId('cart-line-qty').textContent()) === '2', {
    message: 'quantity 2 on the same line',
  })
  assertEqual(await lines.count(), 1, 'still one line')
  // without the addon: a separate line
  await page.getByTestId('shop-menu').locator(`[data-uuid="${product.uuid}"]`).first().getByRole('button').click()
  await dialog.waitFor()
  await dialog.getByTestId('add-to-cart').click()
  await waitFor(async () => (await lines.count()) === 2, { message: 'a second line for a different addon set' })
})

test('adding from a second shop offers to replace the cart', async ({ page, base }) => {
  const found = await findAddonProduct()
  assert(found, 'an open shop with products')
  await open(page, base, `/shop/${found.shop.id}?product=${found.product.uuid}`)
  await page.locator('[data-testid=product-dialog][data-ready]').getByTestId('add-to-cart').click()
  await page.waitForURL((url) => !url.searchParams.has('product'))
  // client-side navigation (the cart lives in memory: spec §9, not persisted)
  await page.getByTestId('header-desktop').getByRole('link', { name: 'Basil home' }).click()
  await page.getByTestId('home').waitFor()
  const card = page
    .locator(
      `[data-testid=all-shops] [data-testid=shop-card]:not([data-closed]):not([data-not-delivering]):not([data-shop-id="${found.shop.id}"])`,
    )
    .first()
  const otherId = await card.getAttribute('data-shop-id')
  assert(otherId && otherId !== String(found.shop.id), 'another open shop on the home page')
  await card.getByRole('heading').getByRole('link').click()
  await page.waitForURL((url) => url.pathname.endsWith(`/${otherId}`))
  const product = page
    .getByTestId('shop-menu')
    .getByTestId('product-card')
    .filter({ hasNotText: 'Out of stock' })
    .first()
  await product.getByRole('button').click()
  await page.getByTestId('product-dialog').getByTestId('add-to-cart').click()
  const confirm = page.getByRole('dialog', { name: 'Start a new cart?' })
  await confirm.waitFor()
  assert(
    (await confirm.textContent())!.includes('You can only add items from one restaurant to your shopping cart'),
    'message',
  )
  await confirm.getByTestId('replace-cart').click()
  await waitFor(async () => (await page.getByTestId('cart-panel').getByTestId('cart-line').count()) === 1, {
    message: 'cart replaced',
  })
})

test('liked restaurants are kept by uuid across reloads', async ({ page, base }) => {
  const restaurant = (await listShops('type=restaurant'))[0]
  await open(page, base, `/restaurant/${restaurant.id}`)
  const like = page.getByTestId('shop-header').getByTestId('like-button')
  assertEqual(await like.getAttribute('aria-pressed'), 'false', 'not liked yet')
  await like.click()
  assertEqual(await like.getAttribute('aria-pressed'), 'true', 'liked')
  const stored = await page.evaluate(() => window.localStorage.getItem('basil-state'))
  assert(stored!.includes(restaurant.uuid), 'stored by uuid')
  await open(page, base, '/liked')
  await page.getByTestId('liked-shop').filter({ hasText: restaurant.translation.title }).waitFor()
  await page.reload()
  await page.getByTestId('liked-shop').filter({ hasText: restaurant.translation.title }).waitFor()
  await page.getByTestId('liked-shop').getByTestId('like-button').first().click()
  await page.getByTestId('liked-empty').waitFor()
})

test(
  'phone: the cart opens as a bottom sheet from the cart bar',
  { tag: PHONE_DARK_RTL },
  async ({ newContext, base }) => {
    const found = await findAddonProduct()
    if (!found) return
    const context = await newContext({ viewport: PHONE, hasTouch: true, isMobile: true })
    const page = await context.newPage()
    await open(page, base, `/shop/${found.shop.id}?product=${found.product.uuid}`)
    await page.locator('[data-testid=product-dialog][data-ready]').getByTestId('add-to-cart').click()
    await page.getByTestId('cart-bar').click()
    const sheet = page.getByRole('dialog', { name: 'Your cart' })
    await sheet.waitFor()
    assertEqual(await sheet.getByTestId('cart-line').count(), 1, 'the line in the sheet')
    // (once its slide-in animation has ended)
    await waitFor(
      async () => {
        const box = await sheet.boundingBox()
        return box && Math.abs(box.y + box.height - PHONE.height) < 2
      },
      { message: 'sheet sits at the bottom' },
    )
  },
)
