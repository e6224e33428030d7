// Issue item 3: restaurant and shop listings with filters and infinite scroll; closed / not delivering on the card.
import type { Page } from '@playwright/test'
import { PHONE_DARK_RTL, test } from '../fixtures.ts'
import { assert, assertEqual, open, PHONE, waitFor } from '../kit/harness.ts'
import { countShops, listShops } from '../kit/data.ts'

const cards = (page: Page) => page.getByTestId('shop-grid').getByTestId('shop-card')

async function scrollToEnd(page: Page, expected: number) {
  await waitFor(
    async () => {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
      return (await cards(page).count()) >= expected
    },
    { timeout: 15_000, interval: 400, message: `${expected} cards after scrolling` },
  )
}

test('restaurants: only restaurants, with infinite scroll to the last one', async ({ page, base }) => {
  const total = await countShops('type=restaurant')
  await open(page, base, '/restaurants')
  assertEqual(await page.getByRole('heading', { level: 1 }).textContent(), 'Restaurants', 'heading')
  assert((await page.getByTestId('listing-count').textContent())!.startsWith(String(total)), 'count line')
  const first = await cards(page).count()
  assertEqual(first, Math.min(12, total), 'first page')
  if (total > 12) {
    await scrollToEnd(page, total)
    assertEqual(await cards(page).count(), total, 'all restaurants after scrolling')
  }
  const restaurantIds = new Set((await listShops('type=restaurant')).map((s) => String(s.id)))
  const shown = await cards(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-shop-id')))
  assert(
    shown.every((id) => restaurantIds.has(id!)),
    'every card is a restaurant',
  )
})

test('closed and not-delivering shops say so on the card', async ({ page, base }) => {
  const shops = await listShops('type=shop')
  await open(page, base, '/shops')
  await scrollToEnd(page, shops.length)
  for (const shop of shops) {
    const card = page.locator(`[data-testid=shop-card][data-shop-id="${shop.id}"]`)
    assertEqual(await card.getByTestId('badge-closed').count(), shop.open ? 0 : 1, `closed badge of shop ${shop.id}`)
    assertEqual(
      await card.getByTestId('badge-not-delivering').count(),
      shop.delivers_to_address === false ? 1 : 0,
      `not-delivering badge of ${shop.id}`,
    )
  }
  const closed = shops.find((s) => !s.open)
  if (closed)
    assert(
      (await page.locator(`[data-shop-id="${closed.id}"] [data-testid=badge-closed]`).textContent())!.includes(
        'Closed',
      ),
      'badge text',
    )
  const far = shops.find((s) => s.delivers_to_address === false)
  if (far) {
    const text = await page.locator(`[data-shop-id="${far.id}"] [data-testid=badge-not-delivering]`).textContent()
    assertEqual(text, 'Not delivering to your address', 'not delivering text')
  }
})

test('filters: rating, free delivery, open now, price range, order by, category and tag', async ({ page, base }) => {
  await open(page, base, '/restaurants')
  const form = page.locator('aside').getByTestId('filter-form')
  const expectCount = async (query: string, label: string) => {
    const total = await countShops(`type=restaurant&${query}`)
    await waitFor(async () => (await page.getByTestId('listing-count').textContent())?.startsWith(`${total} `), {
      message: `${label}: ${total} results`,
    })
    await waitFor(async () => (await cards(page).count()) === Math.min(total, 12), { message: `${label} cards` })
  }
  await form.locator('label', { has: page.getByTestId('filter-rating-4') }).click()
  await page.waitForURL(/rating=4/)
  await expectCount('rating[0]=4', 'rating 4+')
  await form.getByTestId('filter-open').check()
  await page.waitForURL(/open=1/)
  await expectCount('rating[0]=4&open=1', 'open now')
  assertEqual(await page.getByTestId('badge-closed').count(), 0, 'no closed shop while "open now"')
  await form.locator('label', { has: page.getByTestId('filter-rating-any') }).click()
  await form.getByTestId('filter-open').uncheck()
  await page.waitForURL((url) => !url.search.includes('open=') && !url.search.includes('rating='))
  // The first of the two quick choices landing in the URL must not put "open now" back on screen.
  await expectCount('', 'no rating, not only open')
  assertEqual(await form.getByTestId('filter-open').isChecked(), false, '"open now" stays unchecked')
  assertEqual(await form.getByTestId('filter-rating-any').isChecked(), true, '"any rating" stays chosen')
  await form.getByTestId('filter-free-delivery').check()
  await page.waitForURL(/free_delivery=1/)
  await expectCount('free_delivery=1', 'free delivery')
  await form.getByTestId('filter-free-delivery').uncheck()
  await form.getByTestId('filter-price-min').fill('5')
  await page.waitForURL(/price_min=5/)
  await expectCount('prices[0]=5', 'price from 5')
  await form.getByTestId('filter-price-min').fill('')
  await form.getByTestId('filter-order').selectOption('fast_delivery')
  await page.waitForURL(/order_by=fast_delivery/)
  const ordered = (await listShops('type=restaurant&order_by=fast_delivery')).slice(0, 3).map((s) => String(s.id))
  await waitFor(
    async () =>
      JSON.stringify(
        await cards(page).evaluateAll((els) => els.slice(0, 3).map((e) => e.getAttribute('data-shop-id'))),
      ) === JSON.stringify(ordered),
    {
      message: 'fastest delivery first',
    },
  )
  const chip = page.getByTestId('category-filters').getByRole('link').nth(1)
  await chip.click()
  await page.waitForURL(/category_id=/)
  const categoryId = new URL(page.url()).searchParams.get('category_id')
  await expectCount(`category_id=${categoryId}&order_by=fast_delivery`, 'category')
})

test(
  'phone: filters open in a bottom sheet and apply on "Show results"',
  { tag: PHONE_DARK_RTL },
  async ({ newContext, base }) => {
    const context = await newContext({ viewport: PHONE, hasTouch: true })
    const page = await context.newPage()
    await open(page, base, '/shops')
    await page.getByTestId('filters-button').click()
    const sheet = page.getByRole('dialog', { name: 'Filters' })
    await sheet.waitFor()
    await sheet.getByTestId('filter-open').check()
    assert(!page.url().includes('open=1'), 'nothing applied before the button')
    await sheet.getByRole('button', { name: 'Show results' }).click()
    await page.waitForURL(/open=1/)
    const total = await countShops('type=shop&open=1')
    await waitFor(async () => (await page.getByTestId('listing-count').textContent())?.startsWith(`${total} `), {
      message: 'count',
    })
  },
)
