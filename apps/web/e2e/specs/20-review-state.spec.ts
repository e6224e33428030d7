// Issue 14, item 6 (storefront review defects 11, 14 and 16): what a person sees first on a shop, a news item and the
// phone home. Screenshots go to E2E_SHOTS when it is set.
import type { Locator, Page } from '@playwright/test'
import { type ContextOptions, PHONE_DARK_RTL, test } from '../fixtures.ts'
import { apiBase, apiGet, assert, hydrated, type Json, open, PHONE } from '../kit/harness.ts'

const shots = process.env.E2E_SHOTS

async function shot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png` })
}

/** The box of a locator relative to the document (not the viewport). */
const boxOf = (locator: Locator) =>
  locator.evaluate((el) => {
    const r = el.getBoundingClientRect()
    return { top: r.top + window.scrollY, bottom: r.bottom + window.scrollY, left: r.left, right: r.right }
  })

test('shop header: the title and its Open/Closed pill sit below the cover photo (desktop, phone, Arabic)', async ({
  newContext,
  base,
}) => {
  const shops = (await apiGet(apiBase(), 'rest/shops/paginate?perPage=50')).data
  const open_ = shops.find((s: Json) => s.open) ?? shops[0]
  const views = [
    { label: 'desktop', options: {} },
    { label: 'phone', options: { viewport: PHONE, isMobile: true, hasTouch: true } },
    { label: 'desktop-ar', options: { cookies: [{ name: 'lang', value: 'ar' }] } },
    {
      label: 'phone-ar-dark',
      options: {
        viewport: PHONE,
        isMobile: true,
        hasTouch: true,
        cookies: [
          { name: 'lang', value: 'ar' },
          { name: 'theme', value: 'dark' },
        ],
      },
    },
  ]
  for (const { label, options } of views) {
    const page = await (await newContext(options)).newPage()
    await open(page, base, `/shop/${open_.id}`)
    const header = page.getByTestId('shop-header')
    const cover = await boxOf(header.locator('div.relative').first())
    const pill = header.getByTestId(open_.open ? 'shop-open' : 'badge-closed')
    await pill.waitFor()
    const pillBox = await boxOf(pill)
    const titleBox = await boxOf(page.getByTestId('shop-title'))
    assert(pillBox.top >= cover.bottom, `${label}: the pill starts below the cover (${pillBox.top} < ${cover.bottom})`)
    assert(
      titleBox.top >= cover.bottom,
      `${label}: the title starts below the cover (${titleBox.top} < ${cover.bottom})`,
    )
    await shot(page, `shop-header-${label}`)
  }
})

test("news dialog: the picture's 16:9 box is there before the picture, fetched first", async ({ page, base }) => {
  const news = (await apiGet(apiBase(), 'rest/blogs/paginate?type=notification&perPage=10')).data.find(
    (n: Json) => n.img,
  )
  assert(news, 'a news item with a picture')
  // Hold the picture back: the box must already take its place.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(
    (url) => url.pathname.includes('/storage/') && news.img.includes(url.pathname.split('/').pop()),
    async (route) => {
      await held
      await route.continue()
    },
  )
  await open(page, base, `/?news=${news.uuid}`)
  const dialog = page.getByTestId('news-dialog')
  await dialog.waitFor()
  const image = dialog.locator('img').first()
  const before = await image.boundingBox()
  assert(
    before && before.width > 200 && Math.abs(before.height - (before.width * 9) / 16) < 2,
    `a 16:9 box before the picture (${JSON.stringify(before)})`,
  )
  assert((await image.getAttribute('fetchpriority')) === 'high', 'fetched with high priority')
  const dialogBefore = await dialog.boundingBox()
  release()
  await image.evaluate((img: HTMLImageElement) =>
    img.complete ? null : new Promise((resolve) => img.addEventListener('load', resolve, { once: true })),
  )
  const dialogAfter = await dialog.boundingBox()
  assert(
    Math.abs(dialogAfter!.height - dialogBefore!.height) < 1,
    `no shift when the picture arrives (${dialogBefore!.height} → ${dialogAfter!.height})`,
  )
})

test('phone home: shops show in the first screen', { tag: PHONE_DARK_RTL }, async ({ newContext, base }) => {
  for (const cookies of [[], [{ name: 'lang', value: 'ar' }]]) {
    const page = await (await newContext({ viewport: PHONE, isMobile: true, hasTouch: true, cookies })).newPage()
    await open(page, base, '/')
    const card = page.getByTestId('shop-card').first()
    await card.waitFor()
    const box = await card.boundingBox()
    await shot(page, `phone-home${cookies.length ? '-ar' : ''}`)
    assert(box && box.y + Math.min(box.height, 120) <= PHONE.height, `a shop card in the first screen (top ${box?.y})`)
  }
})

test('the browser location is asked on a first visit without an address only, not on every page', async ({
  newContext,
  base,
}) => {
  const counting = async (options: Json) => {
    const context = await newContext(options)
    // Count the asks across pages (the permission is refused, as a person who said no).
    await context.addInitScript(() => {
      const geo = window.navigator.geolocation
      if (!geo) return
      const ask = geo.getCurrentPosition.bind(geo)
      geo.getCurrentPosition = (ok, fail, opts) => {
        window.localStorage.setItem(
          'e2e-location-asks',
          String(Number(window.localStorage.getItem('e2e-location-asks') ?? 0) + 1),
        )
        ask(ok, fail, opts)
      }
    })
    return context
  }
  const asks = (page: Page) => page.evaluate(() => Number(window.localStorage.getItem('e2e-location-asks') ?? 0))
  const firstVisit = await (await counting({})).newPage()
  for (const path of ['/', '/restaurants', '/shops', '/']) {
    await open(firstVisit, base, path)
    await hydrated(firstVisit)
    // Negative check ("asked once only"): leave each page the time a location request would take to be made.
    await firstVisit.waitForTimeout(1800)
  }
  assert((await asks(firstVisit)) === 1, `asked once in four pages (${await asks(firstVisit)})`)
  const withAddress = await (
    await counting({
      cookies: [
        { name: 'address', value: encodeURIComponent('1 Test Row') },
        { name: 'location', value: '38.91,-77.04' },
      ],
    })
  ).newPage()
  for (const path of ['/', '/shops']) {
    await open(withAddress, base, path)
    await hydrated(withAddress)
    // Negative check ("never asked"), as above.
    await withAddress.waitForTimeout(1800)
  }
  assert((await asks(withAddress)) === 0, `never asked with an address (${await asks(withAddress)})`)
})

test('a shop that does not deliver to the chosen point says "Sorry, we\'re not available here" and takes an e-mail (phone, Arabic, dark too)', async ({
  newContext,
  base,
}) => {
  const shops = (await apiGet(apiBase(), 'rest/shops/paginate?perPage=50')).data.filter((s: Json) => s.open)
  const far = [
    { name: 'location', value: encodeURIComponent('-40.5,-140.5') },
    { name: 'address', value: encodeURIComponent('Far away') },
  ]
  const views: { label: string; lang: 'en' | 'ar'; options: ContextOptions }[] = [
    { label: 'desktop', lang: 'en', options: { cookies: far } },
    {
      label: 'phone-ar-dark',
      lang: 'ar',
      options: {
        viewport: PHONE,
        isMobile: true,
        hasTouch: true,
        cookies: [...far, { name: 'lang', value: 'ar' }, { name: 'theme', value: 'dark' }],
      },
    },
  ]
  const texts = {
    en: {
      banner: "Sorry, we're not available here",
      bad: 'Enter a valid e-mail address',
      thanks: 'Thank you! We will write to you when we deliver here.',
    },
    ar: {
      banner: 'عذراً، نحن غير متاحين هنا',
      bad: 'أدخل عنوان بريد إلكتروني صالحاً',
      thanks: 'شكراً لك! سنراسلك عندما نبدأ التوصيل إلى هنا.',
    },
  }
  for (const { label, lang, options } of views) {
    const page = await (await newContext(options)).newPage()
    await open(page, base, `/shop/${shops[0].id}`)
    const banner = page.getByTestId('not-delivering-banner')
    await banner.waitFor()
    assert(
      (await banner.getByRole('status').textContent())!.trim() === texts[lang].banner,
      `${label}: the spec's message`,
    )
    const form = banner.getByTestId('not-available-form')
    const input = form.getByRole('textbox')
    await input.fill('not-an-address')
    await form.getByRole('button').click()
    await form.getByRole('alert').waitFor()
    assert(
      (await form.getByRole('alert').textContent())!.trim() === texts[lang].bad,
      `${label}: the e-mail is refused with a clear message`,
    )
    assert((await input.inputValue()) === 'not-an-address', `${label}: what was typed is kept`)
    await input.fill(`waiting-${label}-${Date.now()}@example.org`)
    await form.getByRole('button').click()
    await banner.getByTestId('not-available-sent').waitFor()
    assert(
      (await banner.getByTestId('not-available-sent').textContent())!.trim() === texts[lang].thanks,
      `${label}: thanked`,
    )
    await shot(page, `not-available-${label}`)
    if (label !== 'desktop') continue
    // In the cart: the order can still be picked up, and the cart says why delivery is not offered.
    await page.getByTestId('shop-menu').getByTestId('product-card').first().click()
    const dialog = page.locator('[data-testid=product-dialog][data-ready]')
    await dialog.waitFor()
    await dialog.getByTestId('add-to-cart').click()
    await page.waitForURL((url) => !url.searchParams.has('product'))
    const hint = page.getByTestId('cart-panel').getByTestId('not-delivering-hint')
    await hint.waitFor()
    assert((await hint.textContent())!.includes('pick the order up'), 'the cart explains delivery is not offered here')
  }
})
