// Issue item 6: recipes, blog and news, careers, FAQ, help, about, delivery, privacy, terms, deals, branches, ads.
import { allowConsole, test } from '../fixtures.ts'
import { apiBase, apiGet, assert, assertEqual, htmlText, type Json, open, waitFor } from '../kit/harness.ts'

test('recipes: list, then a recipe with total time, calories, servings, instructions, nutrition and its discount', async ({
  page,
  base,
}) => {
  const recipes = (await apiGet(apiBase(), 'rest/receipts/paginate?perPage=12')).data
  assert(recipes.length, 'the demo data has recipes')
  await open(page, base, '/recipes')
  assertEqual(await page.getByTestId('recipe-card').count(), recipes.length, 'a card per recipe')
  const recipe = recipes.find((r: Json) => r.discount_price) ?? recipes[0]
  const html = await (await page.context().request.get(`${base}/recipes/${recipe.id}`)).text()
  assert(html.includes(`<title>${htmlText(recipe.translation.title)} · `), 'server-rendered title')
  await page.getByTestId('recipe-card').filter({ hasText: recipe.translation.title }).getByRole('link').click()
  await page.waitForURL(`**/recipes/${recipe.id}`)
  const article = page.getByTestId('recipe')
  assertEqual(await article.getByRole('heading', { level: 1 }).textContent(), recipe.translation.title, 'title')
  if (recipe.total_time)
    assert((await article.getByTestId('recipe-time').textContent())!.includes(recipe.total_time), 'total time')
  if (recipe.calories)
    assert((await article.getByTestId('recipe-kcal').textContent())!.includes(String(recipe.calories)), 'calories')
  if (recipe.servings)
    assert((await article.getByTestId('recipe-servings').textContent())!.includes(String(recipe.servings)), 'servings')
  assert(await article.getByRole('heading', { name: 'Instructions' }).isVisible(), 'instructions')
  if (recipe.nutritions.length)
    assertEqual(
      await article.getByTestId('recipe-nutrition').locator('tr').count(),
      recipe.nutritions.length,
      'nutrition rows',
    )
  if (recipe.discount_price) assert(await article.getByTestId('recipe-discount').isVisible(), 'recipe discount')
})

test('recipe: "Add all ingredients to cart" puts every ingredient in the cart', async ({ page, base }) => {
  const recipes = (await apiGet(apiBase(), 'rest/receipts/paginate?perPage=50')).data
  const recipe = recipes.find((r: Json) => r.stocks.length > 1 && r.stocks.every((s: Json) => s.quantity > 0))
  if (!recipe) return
  await open(page, base, `/recipes/${recipe.id}`)
  await page.getByTestId('add-recipe').click()
  await waitFor(
    async () => (await page.getByTestId('cart-panel').getByTestId('cart-line').count()) === recipe.stocks.length,
    {
      message: `${recipe.stocks.length} ingredient lines`,
    },
  )
  await page.locator('[data-sonner-toast]').filter({ hasText: 'Added to cart' }).waitFor()
})

test('blog: list and a server-rendered post with metadata', async ({ page, base }) => {
  const blogs = (await apiGet(apiBase(), 'rest/blogs/paginate?type=blog&perPage=12')).data
  await open(page, base, '/blog')
  assertEqual(await page.getByTestId('blog-card').count(), blogs.length, 'a card per post')
  if (!blogs.length) return
  const post = blogs[0]
  const html = await (await page.context().request.get(`${base}/blog/${post.uuid}`)).text()
  assert(html.includes(`<title>${htmlText(post.translation.title)} · `), 'title')
  assert(html.includes('property="og:type" content="article"'), 'article metadata')
  await page.getByTestId('blog-card').first().getByRole('link').click()
  await page.waitForURL(`**/blog/${post.uuid}`)
  assertEqual(await page.getByRole('heading', { level: 1 }).textContent(), post.translation.title, 'post title')
})

test('news list links to the home page news dialog', async ({ page, base }) => {
  const news = (await apiGet(apiBase(), 'rest/blogs/paginate?type=notification&perPage=30')).data
  await open(page, base, '/news')
  if (!news.length) return
  const link = page.getByTestId('blog-card').first().getByRole('link')
  assertEqual(await link.getAttribute('href'), `/?news=${news[0].uuid}`, 'news link')
  await link.click()
  await page.getByTestId('news-dialog').waitFor()
})

test('careers, FAQ, help, about, delivery, privacy policy, terms, deals, branches and ads pages', async ({
  page,
  base,
}) => {
  const checks = [
    ['/careers', 'Careers'],
    ['/faq', 'Frequently asked questions'],
    ['/help', 'Help center'],
    ['/about', null],
    ['/delivery', null],
    ['/privacy', null],
    ['/terms', null],
    ['/deals', 'Deals'],
    ['/branches', 'Branches'],
    ['/ads', 'Offers'],
  ]
  for (const [path, heading] of checks) {
    const res = await page.goto(`${base}${path}`)
    assertEqual(res!.status(), 200, `${path} status`)
    const h1 = (await page.getByRole('heading', { level: 1 }).first().textContent())?.trim()
    assert(h1, `${path} has a heading`)
    if (heading) assertEqual(h1, heading, `${path} heading`)
  }
  const faqs = (await apiGet(apiBase(), 'rest/faqs/paginate?perPage=100')).data
  await open(page, base, '/faq')
  assertEqual(await page.getByTestId('faq-list').locator('details').count(), faqs.length, 'every question')
  if (faqs[0]) {
    await page.getByTestId('faq-list').locator('summary').first().click()
    assert(await page.getByTestId('faq-list').locator('details[open]').count(), 'an answer opens')
  }
  const deals = (
    await apiGet(
      apiBase(),
      'rest/shops/paginate?perPage=1&deals=1&address[latitude]=38.9120424&address[longitude]=-77.035308',
    )
  ).meta.total
  await open(page, base, '/deals')
  assert((await page.getByTestId('listing-count').textContent())!.startsWith(String(deals)), 'deals count')
  const ads = (await apiGet(apiBase(), 'rest/banners-ads?perPage=12')).data
  if (ads[0]) {
    await open(page, base, '/ads')
    await page.getByTestId('ad-card').first().click()
    await page.waitForURL(`**/ads/${ads[0].id}`)
    assertEqual(
      await page.getByRole('heading', { level: 1 }).textContent(),
      ads[0].banner?.translation?.title ?? ads[0].translation.title,
      'ad title',
    )
  }
})

test('sitemap lists shops, recipes and blog posts', async ({ page, base }) => {
  const res = await page.context().request.get(`${base}/sitemap.xml`)
  assertEqual(res.status(), 200, 'sitemap status')
  const xml = await res.text()
  const shop = (await apiGet(apiBase(), 'rest/shops/paginate?perPage=1')).data[0]
  assert(xml.includes(`/${shop.type === 'restaurant' ? 'restaurant' : 'shop'}/${shop.id}</loc>`), 'a shop URL')
  const recipe = (await apiGet(apiBase(), 'rest/receipts/paginate?perPage=1')).data[0]
  if (recipe) assert(xml.includes(`/recipes/${recipe.id}</loc>`), 'a recipe URL')
  const robots = await (await page.context().request.get(`${base}/robots.txt`)).text()
  // Absolute URLs on the origin the visitor used (crawlers ignore relative ones).
  assert(robots.includes(`Sitemap: ${base}/sitemap.xml`), `robots points at the sitemap by its absolute URL: ${robots}`)
  assert(xml.includes(`<loc>${base}/`), 'sitemap URLs are absolute')
})

test('canonical links are absolute URLs on the site origin', async ({ page, base }) => {
  for (const path of ['/', '/recipes', '/blog']) {
    await open(page, base, path)
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
    const expected = `${base}${path}`
    assert([expected, expected.replace(/\/$/, '')].includes(canonical ?? ''), `canonical of ${path}: ${canonical}`)
  }
})

test(
  'an unknown ad, recipe or blog post answers a real 404 with the not-found page',
  allowConsole([/status of 404/]),
  async ({ page, base }) => {
    for (const path of ['/ads/999999', '/recipes/999999', '/blog/no-such-post']) {
      const res = await page.goto(`${base}${path}`)
      assertEqual(res!.status(), 404, `status of ${path}`)
      // The not-found page may arrive in a streamed part after the load event on a busy machine: wait for it.
      await page
        .getByTestId('not-found')
        .waitFor({ timeout: 10_000 })
        .catch(() => {})
      assert(await page.getByTestId('not-found').isVisible(), `not-found page on ${path}`)
    }
  },
)
