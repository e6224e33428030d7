// Issue item 7: the error screen and its recovery, toasts, image rules.
import { allowConsole, test } from '../fixtures.ts'
import { apiBase, apiGet, assert, assertEqual, open, waitFor } from '../kit/harness.ts'

// With the API off, the server's render fails: React reports it (errors #441 and #419 in production builds).
const EXPECTED_WHILE_DOWN = [
  /Minified React error #(441|419)/,
  /Failed to load resource: the server responded with a status of 50\d/,
]

test(
  'error screen: "Oops, something went wrong!", "Try again" recovers once the API is back',
  allowConsole(EXPECTED_WHILE_DOWN),
  async ({ page, base, gate }) => {
    const shops = (await apiGet(apiBase(), 'rest/shops/paginate?perPage=2')).data
    await open(page, base, '/')
    gate.setDown(true)
    await page.getByTestId('site-footer').getByRole('link', { name: 'Recipes' }).click()
    const screen = page.getByTestId('error-screen')
    await screen.waitFor()
    assert(await screen.getByRole('heading', { name: 'Oops, something went wrong!' }).isVisible(), 'error title')
    const retry = screen.getByRole('button', { name: 'Try again' })
    assert(await retry.isVisible(), 'Try again button')
    assertEqual(await screen.getByTestId('error-logo').getAttribute('href'), '/', 'logo goes home')
    assert(await screen.locator('.logo-light').isVisible(), 'light logo on a light theme')
    // still broken: trying again shows the screen again. The retry refetches the page's server data (an RSC request
    // that answers 200 with the error inside its stream); the button is disabled until that retry has rendered.
    const refetched = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/recipes' && response.request().headers()['rsc'] === '1',
    )
    await retry.click()
    await refetched
    await waitFor(async () => (await screen.isVisible()) && (await retry.isEnabled()), {
      message: 'error stays while the API is down',
    })
    gate.setDown(false)
    await retry.click()
    await page.getByRole('heading', { level: 1, name: 'Recipes' }).waitFor()
    assertEqual(await page.getByTestId('error-screen').count(), 0, 'error screen gone after Try again')

    // the logo brings the visitor home (and out of the error)
    gate.setDown(true)
    await open(page, base, `/shop/${shops[0].id}`).catch(() => {})
    await page.getByTestId('error-screen').waitFor()
    gate.setDown(false)
    await page.getByTestId('error-logo').click()
    await page.waitForURL((url) => url.pathname === '/')
    await page.getByTestId('home').waitFor()
    assertEqual(await page.getByTestId('error-screen').count(), 0, 'home shown after clicking the logo')
  },
)

test(
  'error screen shows the dark logo on a dark theme',
  allowConsole(EXPECTED_WHILE_DOWN),
  async ({ newContext, base, gate }) => {
    const context = await newContext({ cookies: [{ name: 'theme', value: 'dark' }] })
    const page = await context.newPage()
    await open(page, base, '/')
    gate.setDown(true)
    // A page the home did not prefetch (a prefetched one may render from the router's cache without asking the API).
    await open(page, base, `/recipes?dark-error=${Date.now()}`).catch(() => {})
    await page.getByTestId('error-screen').waitFor()
    assert(await page.getByTestId('error-screen').locator('.logo-dark').isVisible(), 'dark logo')
    assert(!(await page.getByTestId('error-screen').locator('.logo-light').isVisible()), 'light logo hidden')
  },
)

test('toasts: top right, with icon and close button, gone after 5 s', async ({ page, base }) => {
  const shop = (await apiGet(apiBase(), 'rest/shops/paginate?perPage=1')).data[0]
  await open(page, base, `/shop/${shop.id}`)
  await page.getByTestId('shop-header').getByTestId('like-button').click()
  const toast = page.locator('[data-sonner-toast]').first()
  await toast.waitFor()
  assertEqual(await toast.getAttribute('data-type'), 'success', 'a success toast')
  assert((await toast.textContent())!.includes('Saved to liked restaurants'), 'toast text')
  assert(await toast.locator('[data-icon] svg').isVisible(), 'toast icon')
  assert(await toast.getByRole('button', { name: 'Close notification' }).isVisible(), 'close button')
  const box = await toast.boundingBox()
  const viewport = page.viewportSize()
  assert(box!.y < 120 && box!.x + box!.width > viewport!.width - 80, `toast at the top right (${JSON.stringify(box)})`)
  const shownAt = Date.now()
  await toast.waitFor({ state: 'detached', timeout: 9000 })
  const shownFor = Date.now() - shownAt
  assert(shownFor > 3500 && shownFor < 8000, `toast closes after about 5 s (${shownFor} ms)`)
  // the close button closes it at once
  await page.getByTestId('shop-header').getByTestId('like-button').click()
  const second = page.locator('[data-sonner-toast]').first()
  await second.waitFor()
  await second.getByRole('button', { name: 'Close notification' }).click()
  await second.waitFor({ state: 'detached', timeout: 2000 })
})

test(
  'failed images are hidden, failed avatars show the placeholder',
  allowConsole([/Failed to load resource/]),
  async ({ page, base }) => {
    await page.route('**/storage/images/**', (route) => route.fulfill({ status: 404, body: 'gone' }))
    await open(page, base, '/')
    const card = page.getByTestId('shop-card').first()
    await card.scrollIntoViewIfNeeded()
    await waitFor(
      () => card.evaluate((el) => [...el.querySelectorAll('img')].every((img) => img.hidden && !img.checkVisibility())),
      {
        message: 'broken images of a card hidden',
      },
    )
    await waitFor(
      () =>
        page.evaluate(() =>
          [...document.querySelectorAll('img')].every(
            (img) => !(img.complete && img.naturalWidth === 0) || !img.checkVisibility(),
          ),
        ),
      { message: 'no broken image visible on the page' },
    )
    const stories = page.getByTestId('stories')
    if (await stories.count()) {
      await stories.scrollIntoViewIfNeeded()
      await waitFor(
        () =>
          page.evaluate(() => {
            const imgs = [...document.querySelectorAll<HTMLImageElement>('[data-testid=stories] img')]
            return (
              imgs.length > 0 &&
              imgs.every(
                (img) =>
                  img.getAttribute('src') === '/images/avatar_placeholder.png' && img.complete && img.naturalWidth > 0,
              )
            )
          }),
        { message: 'story avatars swapped for the placeholder' },
      )
    }
  },
)
