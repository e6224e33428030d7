// Issue 14, item 6: the menu's scroll-spy stays right after a product is opened. Opening the first product of a
// visit used to hide the whole shop page for a moment (the dialog's code suspended up to the route's loading
// skeleton), so the page behind jumped and the side menu marked a category that was not in view.
import { listShops } from '../kit/data.ts'
import type { Page } from '@playwright/test'
import { PHONE_DARK_RTL, test } from '../fixtures.ts'
import { apiBase, apiGet, assert, assertEqual, hydrated, type Json, open, PHONE, waitFor } from '../kit/harness.ts'

/** The category the side menu (or the chip bar) marks as the one in view. */
async function activeChip(page: Page) {
  return page
    .getByTestId('category-bar')
    .locator('[aria-current=true]')
    .filter({ visible: true })
    .first()
    .getAttribute('data-chip')
}

/** The shop with the longest menu, so that a category in its middle can sit at the top of the window. */
async function shopWithLongestMenu(): Promise<Json> {
  const shops = (await listShops()).filter((s) => s.products_count > 0)
  const menus = await Promise.all(
    shops.map(async (s) => ({ shop: s, menu: (await apiGet(apiBase(), `rest/shops/${s.id}/products`)).data })),
  )
  const { shop } = menus.reduce((best, m) =>
    m.menu.all.filter((c: Json) => c.products.length).length >
    best.menu.all.filter((c: Json) => c.products.length).length
      ? m
      : best,
  )
  return shop
}

/** Jumps to a category in the middle of the longest menu, opens its first product, closes it: the page stays put. */
async function openProductMidMenu(page: Page, base: string, { tap = false } = {}) {
  const shop = await shopWithLongestMenu()
  await open(page, base, `/shop/${shop.id}`)

  // Code the page loads from now on (the dialog's) arrives a little late, as on a slow network, so the dialog is
  // certainly still loading when the click is handled.
  await page.route(/\/_next\/static\/chunks\/.+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400))
    await route.continue()
  })

  const sections = page.getByTestId('shop-menu').locator('section[data-category]')
  // Waited for, not counted at once: on a loaded machine the count read right after hydration was once 1.
  await waitFor(async () => (await sections.count()) >= 4, { message: 'a menu with several categories' })
  const count = await sections.count()
  const section = sections.nth(Math.floor(count / 2))
  const id = await section.getAttribute('data-category')
  // A jump from the menu puts its heading just under the sticky header (and bar); the menu marks it once the smooth
  // scroll has come to rest.
  await page.getByTestId('category-bar').locator(`a[data-chip="${id}"]`).filter({ visible: true }).click()
  // At rest where the jump puts it: the heading at its scroll margin (just under the sticky header and bar), on two
  // polls in a row. A smooth scroll can stop short while the sections on the way take their real height (phones), and
  // the menu then corrects it: a tap before that correction would land on whatever the bar still covered.
  let lastTop: number | null = null
  let seen = ''
  await waitFor(
    async () => {
      const at = await section.evaluate((el) => ({
        top: el.getBoundingClientRect().top,
        margin: Number.parseFloat(getComputedStyle(el).scrollMarginTop) || 0,
        scrollY: window.scrollY,
        scrollHeight: document.documentElement.scrollHeight,
      }))
      const rest = at.top === lastTop && Math.abs(at.top - at.margin) <= 2
      lastTop = at.top
      seen = JSON.stringify(at)
      return rest
    },
    { interval: 200, message: 'the jump came to rest with the category just under the sticky header and bar' },
  ).catch((error: unknown) => {
    throw new Error(`${error instanceof Error ? error.message : String(error)} (last seen: ${seen})`)
  })
  await waitFor(async () => (await activeChip(page)) === id, { message: `the menu marks category ${id}` })
  const before = await page.evaluate(() => window.scrollY)
  assert(before > 600, `the page is scrolled down the menu (${before})`)

  const card = section.getByTestId('product-card').first()
  const title = await card.locator('button').textContent()
  const box = await card.boundingBox()
  assert(box && box.y > 0 && box.y + 40 < page.viewportSize()!.height, 'the product card is in view')
  // A person's click: the pointer comes over the card (which starts loading the dialog's code), then presses.
  if (tap) await page.touchscreen.tap(box.x + box.width / 2, box.y + Math.min(40, box.height / 2))
  else await page.mouse.click(box.x + box.width / 2, box.y + Math.min(40, box.height / 2))
  const dialog = page.getByRole('dialog')
  await dialog.getByTestId('product-dialog').waitFor()
  assertEqual(await dialog.getByTestId('product-title').textContent(), title, 'the product opened')
  // Negative check ("the page did not move"): let anything that would move it happen first (the dialog's code, its
  // picture).
  await page.waitForTimeout(600)

  assertEqual(await page.evaluate(() => window.scrollY), before, 'the page behind the dialog did not move')
  assertEqual(await activeChip(page), id, 'the menu still marks the category in view')
  const top = await section.evaluate((el) => el.getBoundingClientRect().top)
  assert(top > 0 && top < 300, `the category is still at the top of the window (${top})`)

  await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'detached' })
  // Negative check, as above: closing must not move the page either.
  await page.waitForTimeout(300)
  assertEqual(await page.evaluate(() => window.scrollY), before, 'closing the dialog leaves the page where it was')
  assertEqual(await activeChip(page), id, 'the menu marks the same category after closing')
}

test('opening a product keeps the page behind where it was, and the menu marks the category in view', async ({
  page,
  base,
}) => {
  await openProductMidMenu(page, base)
})

test(
  'on a phone too, opening a product keeps the menu behind where it was, and the chip bar marks the category in view',
  { tag: PHONE_DARK_RTL },
  async ({ newContext, base }) => {
    const context = await newContext({ viewport: PHONE, isMobile: true, hasTouch: true })
    const page = await context.newPage()
    page.setDefaultTimeout(15_000)
    await openProductMidMenu(page, base, { tap: true })
  },
)

test(
  'on a phone the shop page stays at its top while it loads: only the chip bar scrolls, to its marked chip',
  { tag: PHONE_DARK_RTL },
  async ({ page, base }) => {
    // The chip bar starts below the first screen of a phone. Centring its first chip with scrollIntoView also scrolled
    // the page down to the bar as soon as the page had loaded (and the browser stopped measuring its largest paint).
    const shop = await shopWithLongestMenu()
    await page.goto(new URL(`/shop/${shop.id}`, base).href, { waitUntil: 'load' })
    await hydrated(page)
    const strip = page.getByTestId('category-bar').locator('ul').filter({ visible: true }).first()
    const bar = await strip.evaluate((el) => ({
      top: el.getBoundingClientRect().top,
      overflows: el.scrollWidth > el.clientWidth,
    }))
    assert(bar.overflows, 'the chip bar is wider than the phone (its chips scroll)')
    assert(bar.top > 0, `the chip bar starts below the top of the window (${bar.top})`)
    // Long enough for a smooth scroll to have started and run.
    await page.waitForTimeout(800)
    assertEqual(await page.evaluate(() => window.scrollY), 0, 'the page did not scroll by itself')
    assertEqual(
      await activeChip(page),
      await strip.locator('a[data-chip]').first().getAttribute('data-chip'),
      'the first category is marked',
    )
    // Down the menu, the bar stays in sight under the header (a phone's header has a second row, the address).
    await page.mouse.wheel(0, 1500)
    await waitFor(async () => (await page.evaluate(() => window.scrollY)) > 1000, { message: 'the page scrolled' })
    const sticky = await page.evaluate(() => ({
      header: document.querySelector('header')!.getBoundingClientRect().bottom,
      bar: document.querySelector('[data-testid=category-bar]')!.getBoundingClientRect().top,
    }))
    assert(sticky.bar >= sticky.header - 1, `the chip bar (${sticky.bar}) is not under the header (${sticky.header})`)
  },
)
