// Issue item 2: home.
import { test } from '../fixtures.ts'
import { apiBase, apiGet, assert, assertEqual, type Json, open, waitFor } from '../kit/harness.ts'
import { countShops } from '../kit/data.ts'

test('home shows welcome, why-choose-us, banners, ads, stories, recommended shops, restaurant and shop rows', async ({
  page,
  base,
}) => {
  await open(page, base, '/')
  const welcome = page.getByTestId('welcome')
  assert(await welcome.getByRole('heading', { level: 1 }).isVisible(), 'welcome heading')
  assert(
    await page.getByTestId('why-choose-us').getByRole('heading', { name: 'Why choose Basil' }).isVisible(),
    'why-choose-us',
  )
  const banners = (await apiGet(apiBase(), 'rest/banners/paginate?perPage=10')).data
  if (banners.length)
    assert(
      (await page.getByTestId('banners').getByTestId('banner-card').count()) === banners.length,
      'every banner shown',
    )
  const ads = (await apiGet(apiBase(), 'rest/banners-ads?perPage=12')).data
  if (ads.length)
    assert((await page.getByTestId('ads-row').getByTestId('ad-card').count()) === ads.length, 'every ad shown')
  const stories = await apiGet(apiBase(), 'rest/stories/paginate')
  if (stories.length)
    assertEqual(
      await page.getByTestId('stories').getByRole('button').count(),
      stories.filter((g: Json) => g.length).length,
      'a circle per story',
    )
  const recommended = (await apiGet(apiBase(), 'rest/shops/recommended')).data
  if (recommended.length)
    assertEqual(
      await page.getByTestId('recommended').getByTestId('shop-card').count(),
      recommended.length,
      'recommended shops',
    )
  const restaurantCards = page.getByTestId('restaurants-row').getByTestId('shop-card')
  assert((await restaurantCards.count()) > 0, 'restaurants row')
  assertEqual(
    await page.getByTestId('restaurants-row').getByRole('link', { name: 'See all' }).getAttribute('href'),
    '/restaurants',
    'restaurants see-all',
  )
  assert((await page.getByTestId('shops-row').getByTestId('shop-card').count()) > 0, 'shops row')
})

test('a story opens and plays its frames', async ({ page, base }) => {
  const stories = await apiGet(apiBase(), 'rest/stories/paginate')
  if (!stories.length) return
  await open(page, base, '/')
  await page.getByTestId('stories').getByRole('button').first().click()
  const dialog = page.getByRole('dialog')
  await dialog.waitFor()
  assert(await dialog.getByRole('button', { name: 'Next' }).isVisible(), 'next frame button')
  await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'detached' })
})

test('category and tag filters narrow the shop list (and the URL says so)', async ({ page, base }) => {
  await open(page, base, '/')
  const categories = page.getByTestId('category-filters').getByRole('link')
  assert((await categories.count()) > 1, 'category chips')
  const chip = categories.nth(1)
  await chip.click()
  await page.waitForURL(/category_id=\d+/)
  const categoryId = new URL(page.url()).searchParams.get('category_id')
  const expected = await countShops(`category_id=${categoryId}`)
  await waitFor(
    async () =>
      (await page.getByTestId('category-filters').locator('[aria-current=page]').textContent()) ===
      (await chip.textContent()),
    { message: 'chip marked current' },
  )
  await waitFor(
    async () => (await page.getByTestId('all-shops').getByTestId('shop-card').count()) === Math.min(expected, 12),
    {
      message: `${expected} shops in category ${categoryId}`,
    },
  )
  const tags = page.getByTestId('tag-filters').getByRole('link')
  if ((await tags.count()) > 1) {
    await tags.nth(1).click()
    await page.waitForURL(/take=\d+/)
    const take = new URL(page.url()).searchParams.get('take')
    const both = await countShops(`category_id=${categoryId}&take=${take}`)
    await waitFor(
      async () => {
        const cards = await page.getByTestId('all-shops').getByTestId('shop-card').count()
        const empty = await page.getByTestId('all-shops').getByTestId('listing-empty').count()
        return both === 0 ? empty === 1 : cards === Math.min(both, 12)
      },
      { message: `${both} shops for category ${categoryId} and tag ${take}` },
    )
  }
})

test('/?news={uuid} opens that news item; closing it drops the parameter', async ({ page, base }) => {
  const news = (await apiGet(apiBase(), 'rest/blogs/paginate?type=notification&perPage=1')).data[0]
  if (!news) return
  await open(page, base, `/?news=${news.uuid}`)
  const dialog = page.getByRole('dialog', { name: news.translation.title })
  await dialog.waitFor()
  assert(await dialog.getByTestId('news-dialog').isVisible(), 'news content')
  await dialog.getByRole('button', { name: 'Close' }).click()
  await page.waitForURL((url) => !url.searchParams.has('news'))
  assertEqual(await page.evaluate(() => document.querySelectorAll('[role=dialog]').length), 0, 'dialog closed')
})

test('cards and chips are prefetched when a person reaches for them, not merely because they are on screen', async ({
  page,
  base,
}) => {
  const prefetched: string[] = []
  page.on('request', (request) => {
    if (request.headers()['next-router-prefetch'])
      prefetched.push(new URL(request.url()).pathname + new URL(request.url()).search)
  })
  await open(page, base, '/')
  const card = page.getByTestId('recommended').getByTestId('shop-card').first()
  await card.waitFor()
  // Negative check ("nothing was prefetched on sight"): leave the viewport-driven prefetch the time it would take.
  await page.waitForTimeout(1500)
  const target = new URL((await card.getByRole('link').first().getAttribute('href'))!, base).pathname
  assertEqual(prefetched.filter((p) => p.startsWith(target)).length, 0, `${target} not prefetched on sight`)
  assertEqual(
    prefetched.filter((p) => /[?&](category_id|take)=/.test(p)).length,
    0,
    'filter chips not prefetched on sight',
  )
  await card.getByRole('link').first().hover()
  await waitFor(async () => prefetched.some((p) => p.startsWith(target)), { message: `${target} prefetched on hover` })
})
