// Issue item 5: search (spec §2 search results screen, §4, §5, §9).
import type { Locator, Page, Request } from '@playwright/test'
import { PHONE_DARK_RTL, test } from '../fixtures.ts'
import { apiBase, apiGet, assert, assertEqual, hydrated, type Json, open, PHONE, waitFor } from '../kit/harness.ts'
import { listShops, searchTotals } from '../kit/data.ts'

/** Records search API calls with their search term (and the request, for its timing). */
function recordSearches(page: Page) {
  const calls: { request: Request; kind: 'shops' | 'products'; search: string | null; page: string | null }[] = []
  page.on('request', (r) => {
    const url = new URL(r.url())
    if (/\/api\/v1\/rest\/(shops|products)\/search/.test(url.pathname)) {
      calls.push({
        request: r,
        kind: url.pathname.includes('shops') ? 'shops' : 'products',
        search: url.searchParams.get('search'),
        page: url.searchParams.get('page'),
      })
    }
  })
  return calls
}

/** When the browser sent a request (its own clock, ms since the epoch). */
async function sentAt(request: Request): Promise<number> {
  await request.response()
  return request.timing().startTime
}

async function pickTerm() {
  // A word from a real shop name that the API finds both shops and products for.
  for (const shop of await listShops()) {
    for (const word of shop.translation.title.split(/\s+/).filter((w: Json) => w.length > 3)) {
      const totals = await searchTotals(word)
      if (totals.shops > 0 && totals.products > 0) return word
    }
  }
  throw new Error('no shop name word finds shops and products')
}

test('search waits 400 ms after the last change, trims the term and shows both sections with their counts', async ({
  page,
  base,
}) => {
  const term = 'chicken'
  const totals = await searchTotals(term)
  const calls = recordSearches(page)
  await open(page, base, '/search')
  assertEqual(await page.getByTestId('search-results').count(), 0, 'no results before a term')
  const box = page.getByRole('searchbox', { name: 'Search' }).last()
  // Times are taken in the browser (the change, the requests), not in the test, whose view of them lags on a busy
  // machine.
  await page.evaluate(() => document.addEventListener('input', () => (window.__lastInput = Date.now()), true))
  await box.fill(`  ${term}  `)
  const changedAt = await page.evaluate(() => window.__lastInput ?? 0)
  await waitFor(() => calls.length >= 2, { message: 'search requests' })
  const sent = await Promise.all(calls.map((c) => sentAt(c.request)))
  assertEqual(sent.filter((t) => t < changedAt + 250).length, 0, 'nothing asked within 250 ms of the change')
  const delay = Math.round(Math.min(...sent) - changedAt)
  assert(delay >= 380, `first request ${delay} ms after the change (400 ms debounce)`)
  assert(
    calls.every((c) => c.search === term),
    `term trimmed (${calls.map((c) => JSON.stringify(c.search)).join(',')})`,
  )
  const shops = page.getByTestId('search-shops')
  const products = page.getByTestId('search-products')
  assert(await shops.getByRole('heading', { name: 'Restaurants and shops' }).isVisible(), 'shops heading')
  assert(await products.getByRole('heading', { name: 'Products' }).isVisible(), 'products heading')
  const found = (n: number) => `found ${n} ${n === 1 ? 'result' : 'results'}`
  await waitFor(
    async () => (await page.getByTestId('search-products-count').textContent()) === found(totals.products),
    {
      message: found(totals.products),
    },
  )
  assertEqual(await page.getByTestId('search-shops-count').textContent(), found(totals.shops), 'shops count')
  assertEqual(new URL(page.url()).searchParams.get('q'), term, 'the URL keeps the term')
  // typing key by key: nothing is asked for the partial words, only for the word once typing pauses
  calls.length = 0
  await box.fill('')
  await box.pressSequentially('soup', { delay: 120 })
  await waitFor(() => calls.length >= 2, { message: 'search for the typed word' })
  // Negative check: no late request for a partial word follows.
  await page.waitForTimeout(500)
  assertEqual(
    JSON.stringify([...new Set(calls.map((c) => c.search))]),
    JSON.stringify(['soup']),
    'only the whole word is searched',
  )
})

test('result links: a product opens /shop/{shopId}?product={uuid}, a shop /shop/{id}', async ({ page, base }) => {
  const term = await pickTerm()
  await open(page, base, `/search?q=${encodeURIComponent(term)}`)
  const shopLink = page.getByTestId('search-shops-list').getByTestId('shop-card').first().getByRole('link')
  await shopLink.waitFor()
  assert(
    /^\/shop\/\d+$/.test((await shopLink.getAttribute('href'))!),
    `shop link ${await shopLink.getAttribute('href')}`,
  )
  const productCard = page.getByTestId('search-products-list').getByTestId('product-card').first()
  if (await productCard.count()) {
    const href = await productCard.getByRole('link').getAttribute('href')
    assert(
      new RegExp(`^/shop/\\d+\\?product=${await productCard.getAttribute('data-uuid')}$`).test(href!),
      `product link ${href}`,
    )
    await productCard.getByRole('link').click()
    await page.waitForURL(/\/shop\/\d+\?product=/)
    await page.getByTestId('product-dialog').waitFor()
  }
})

test('each list loads its next page at its end marker, with shimmer placeholders meanwhile', async ({ page, base }) => {
  const term = 'ch'
  const totals = await searchTotals(term)
  assert(totals.productsLast > 1, `the demo data has more than a page of products for "${term}"`)
  const calls = recordSearches(page)
  // slow the second page a little so its placeholders can be seen
  await page.route(/products\/search.*page=2/, async (route) => {
    await new Promise((r) => setTimeout(r, 700))
    await route.continue()
  })
  await open(page, base, `/search?q=${term}`)
  const list = page.getByTestId('search-products-list')
  await list.getByTestId('product-card').first().waitFor()
  const firstPage = await list.getByTestId('product-card').count()
  await page.getByTestId('search-products').getByTestId('end-marker').scrollIntoViewIfNeeded()
  await list.getByTestId('shimmer').first().waitFor({ timeout: 5000 })
  await waitFor(async () => (await list.getByTestId('product-card').count()) > firstPage, {
    message: 'second page appended',
  })
  assert(
    calls.some((c) => c.kind === 'products' && c.page === '2'),
    'page 2 of products asked',
  )
  assert(!calls.some((c) => c.kind === 'shops' && c.page === '2') || totals.shops > 10, 'shops list pages on its own')
})

test('shimmer placeholders show while the first results load', async ({ page, base }) => {
  await page.route(/\/search\?/, async (route) => {
    await new Promise((r) => setTimeout(r, 800))
    await route.continue()
  })
  await open(page, base, '/search')
  await page.getByRole('searchbox', { name: 'Search' }).last().fill('rice')
  await page.getByTestId('search-results').getByTestId('shimmer').first().waitFor()
  await page.getByTestId('search-products-count').waitFor({ timeout: 10_000 })
})

test('recent searches: shown when focused and empty, newest first, at most 5 unique, click re-runs, close removes one, Clear removes all', async ({
  page,
  base,
}) => {
  await open(page, base, '/')
  const box = page.getByTestId('header-desktop').getByRole('searchbox', { name: 'Search' })
  await box.click()
  assertEqual(await page.getByTestId('recent-searches').count(), 0, 'no panel while the history is empty')
  const terms = ['pizza', 'sushi', 'salad', 'pizza', 'bread', 'tea', 'milk']
  for (const term of terms) {
    await box.fill(term)
    await box.press('Enter')
    await page.waitForURL((url) => url.searchParams.get('q') === term)
    await open(page, base, '/')
  }
  await page.getByTestId('header-desktop').getByRole('searchbox', { name: 'Search' }).click()
  const panel = page.getByTestId('recent-searches')
  await panel.waitFor()
  const items = async () => (await panel.getByTestId('recent-item').allTextContents()).map((t) => t.trim())
  assertEqual(
    JSON.stringify(await items()),
    JSON.stringify(['milk', 'tea', 'bread', 'pizza', 'salad']),
    'newest first, 5 unique',
  )
  // focused but not empty: the panel gives way to results
  await page.getByTestId('header-desktop').getByRole('searchbox').fill('x')
  await waitFor(async () => (await page.getByTestId('recent-searches').count()) === 0, {
    message: 'panel hidden while typing',
  })
  await page.getByTestId('header-desktop').getByRole('searchbox').fill('')
  await panel.waitFor()
  // close removes one
  await panel.getByRole('button', { name: 'Remove tea from recent searches' }).click()
  assertEqual(JSON.stringify(await items()), JSON.stringify(['milk', 'bread', 'pizza', 'salad']), 'tea removed')
  // click re-runs the term
  await panel.getByRole('button', { name: 'bread', exact: true }).click()
  await waitFor(
    async () => (await page.getByTestId('header-desktop').getByRole('searchbox').inputValue()) === 'bread',
    { message: 'term in the box' },
  )
  await page.getByTestId('search-products-count').waitFor()
  // Clear removes all and the panel hides
  await page.getByTestId('header-desktop').getByRole('searchbox').fill('')
  await panel.waitFor()
  await panel.getByRole('button', { name: 'Clear' }).click()
  await waitFor(async () => (await page.getByTestId('recent-searches').count()) === 0, {
    message: 'panel hidden after Clear',
  })
  // and the history survives a reload (persisted)
  await open(page, base, '/search?q=noodles')
  await page.getByRole('searchbox').last().press('Enter')
  await page.reload()
  await hydrated(page)
  await page.getByTestId('header-desktop').getByRole('searchbox').click()
  await page.getByTestId('recent-searches').waitFor()
  assertEqual(JSON.stringify(await items()), JSON.stringify(['noodles']), 'kept across reloads')
})

test(
  'phone: full-screen search shows recent searches and results',
  { tag: PHONE_DARK_RTL },
  async ({ newContext, base }) => {
    const context = await newContext({ viewport: PHONE, hasTouch: true, isMobile: true })
    const page = await context.newPage()
    await open(page, base, '/')
    await page.getByRole('button', { name: 'Search' }).click()
    const overlay = page.getByTestId('search-overlay')
    await overlay.waitFor()
    await page.keyboard.type('soup')
    await overlay.getByTestId('search-products-count').waitFor()
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'soup')
    await page.goBack()
    await page.getByRole('button', { name: 'Search' }).click()
    await page.getByTestId('search-overlay').getByTestId('recent-searches').waitFor()
    assert(await page.evaluate(() => document.activeElement?.getAttribute('role') === 'searchbox'), 'box focused')
  },
)

test('recent searches after searching from the header: the emptied box shows them when focused on /search and on /, by mouse and by keyboard', async ({
  page,
  base,
}) => {
  // The storefront review's steps: six searches from the header box, one after the other, without leaving /search.
  await open(page, base, '/')
  const header = page.getByTestId('header-desktop')
  const box = header.getByRole('searchbox', { name: 'Search' })
  const terms = ['pizza', 'sushi', 'salad', 'bread', 'tea', 'milk']
  for (const term of terms) {
    await box.click()
    await box.fill(term)
    await box.press('Enter')
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === term)
  }
  // The page follows the last search: its own box holds the term, its results are the term's.
  const pageBox = page.getByRole('search', { name: 'Refine search' }).getByRole('searchbox')
  await waitFor(async () => (await pageBox.inputValue()) === 'milk', { message: 'the search page shows the last term' })
  const stored = ['milk', 'tea', 'bread', 'salad', 'sushi']
  const headerPanel = header.getByTestId('search-panel')
  const items = async (panel: Locator) =>
    (await panel.getByTestId('recent-item').allTextContents()).map((t) => t.trim())

  // Mouse: empty the header box (it kept the focus after Enter), then click it.
  await box.fill('')
  await box.click()
  await headerPanel.getByTestId('recent-searches').waitFor()
  assertEqual(JSON.stringify(await items(headerPanel)), JSON.stringify(stored), 'the five newest terms, newest first')

  // Keyboard: leave with Escape, come back with Tab from the logo, walk into the panel and pick a term.
  await page.keyboard.press('Escape')
  await waitFor(async () => (await headerPanel.count()) === 0, { message: 'the panel closes on Escape' })
  await header.getByRole('link', { name: 'Basil home' }).focus()
  await page.keyboard.press('Tab')
  assert(await page.evaluate(() => document.activeElement?.getAttribute('role') === 'searchbox'), 'Tab reaches the box')
  await headerPanel.getByTestId('recent-searches').waitFor()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  assertEqual(
    await page.evaluate(() => document.activeElement?.textContent?.trim()),
    'milk',
    'Tab reaches the newest term',
  )
  await page.keyboard.press('Enter')
  await waitFor(async () => (await box.inputValue()) === 'milk', { message: 'the picked term is in the box' })
  await headerPanel.getByTestId('search-products-count').waitFor()
  // The clear button empties the box and gives it the focus back, where the recent searches show.
  await header.getByRole('button', { name: 'Clear' }).first().press('Enter')
  await headerPanel.getByTestId('recent-searches').waitFor()
  assert(
    await page.evaluate(() => document.activeElement?.getAttribute('role') === 'searchbox'),
    'the box has the focus',
  )

  // The search page's own box, emptied and focused, shows them too.
  await page.keyboard.press('Escape')
  await pageBox.fill('')
  await pageBox.click()
  const pagePanel = page.getByTestId('search-panel').last()
  await pagePanel.getByTestId('recent-searches').waitFor()
  assertEqual(JSON.stringify(await items(pagePanel)), JSON.stringify(stored), 'the page box shows the same terms')

  // And on the home page, after a reload, by mouse and by keyboard.
  await open(page, base, '/')
  await box.click()
  await headerPanel.getByTestId('recent-searches').waitFor()
  assertEqual(JSON.stringify(await items(headerPanel)), JSON.stringify(stored), 'on /, by mouse')
  await page.keyboard.press('Escape')
  await header.getByRole('link', { name: 'Basil home' }).focus()
  await page.keyboard.press('Tab')
  await headerPanel.getByTestId('recent-searches').waitFor()
  assertEqual(JSON.stringify(await items(headerPanel)), JSON.stringify(stored), 'on /, by keyboard')
})

test('product results name their shop', async ({ page, base }) => {
  await open(page, base, '/search?q=piza')
  const cards = page.getByTestId('search-products-list').getByTestId('product-card')
  await cards.first().waitFor()
  const count = await cards.count()
  assert(count > 0, 'products found for a misspelt "piza"')
  for (let i = 0; i < count; i++) {
    const card = cards.nth(i)
    const { data: product } = await apiGet(apiBase(), `rest/products/${await card.getAttribute('data-uuid')}?lang=en`)
    const name = product.shop.translation.title
    const shop = card.getByTestId('product-shop')
    assertEqual(
      (await shop.locator('[aria-hidden="true"]:not(svg)').textContent())!.trim(),
      name,
      `product ${i + 1} shows its shop`,
    )
    assertEqual(
      (await shop.locator('.sr-only').textContent())!.trim(),
      `Sold by ${name}`,
      `product ${i + 1} names its shop to screen readers`,
    )
    assert(/pizza/i.test((await card.getByRole('heading').textContent())!), `product ${i + 1} is a pizza`)
  }
})
