// Issue 14, item 7: the address picker's map shows a map. Tiles come from MAP_TILE_URL (here the stack's local tile
// server; OpenStreetMap's by default) with OpenStreetMap's credit; when they cannot load, an outline basemap shipped
// with the storefront is drawn instead, with a note, and the pin is placed the same way.
import { apiLogin } from '../kit/data.ts'
import type { Locator, Page } from '@playwright/test'
import { allowConsole, type ContextOptions, type NewContext, test } from '../fixtures.ts'
import { assert, assertEqual, open, PHONE, waitFor } from '../kit/harness.ts'

const CUSTOMER = { email: 'customer@basil.test', password: 'basil-customer' }
const NOTE = {
  en: 'Detailed map unavailable: showing an outline map. Place the pin, then check the address below.',
  ar: 'الخريطة التفصيلية غير متاحة: تُعرض خريطة مبسطة. ضع الدبوس ثم تحقق من العنوان أدناه.',
}
// The one request the browser makes to a tile server it cannot reach: Chromium reports any failed load in the console
// itself (no page code can prevent it), so the map asks for a single tile before it asks for a view's worth.
const FAILED_PROBE =
  /^Failed to load resource: net::ERR_[A-Z_]+ \(http:\/\/127\.0\.0\.1:\d+\/tiles\/15\/\d+\/\d+\.png\)$/

async function openAddressMap(newContext: NewContext, base: string, options: ContextOptions = {}) {
  const { token } = await apiLogin(CUSTOMER)
  const { cookies = [], ...rest } = options
  const context = await newContext({
    ...rest,
    cookies: [{ name: 'access_token', value: token, httpOnly: true, sameSite: 'Lax' }, ...cookies],
  })
  const page = await context.newPage()
  page.setDefaultTimeout(15_000)
  await open(page, base, '/')
  await page.getByTestId('address-button').filter({ visible: true }).first().click()
  const picker = page.getByTestId('address-picker')
  await picker.getByTestId('address-list').or(picker.getByTestId('address-form')).waitFor()
  if (await picker.getByTestId('address-add').count()) await picker.getByTestId('address-add').click()
  const map = picker.getByTestId('address-map')
  await map.locator('.leaflet-marker-icon').waitFor()
  return { page, picker, map }
}

/** Clicks the map away from the pin: the pin's tip goes there (and stays: the map does not pan away), and the
 * point's address is looked up. */
async function placePin(page: Page, map: Locator) {
  const box = await map.boundingBox()
  const at = { x: box!.x + box!.width * 0.7, y: box!.y + box!.height * 0.65 }
  const lookedUp = page.waitForResponse((r) => r.url().includes('/api/v1/rest/geocode/reverse') && r.ok())
  await page.mouse.click(at.x, at.y)
  await lookedUp
  const tipOf = async () => {
    const box = await map.locator('.leaflet-marker-icon').boundingBox()
    return box && { x: box.x + box.width / 2, y: box.y + box.height - 1 }
  }
  await waitFor(
    async () => {
      const t = await tipOf()
      return t && Math.abs(t.x - at.x) <= 3 && Math.abs(t.y - at.y) <= 3
    },
    { message: 'the pin settles on the clicked point' },
  )
  const pin = await map.locator('.leaflet-marker-icon').boundingBox()
  const tip = { x: pin!.x + pin!.width / 2, y: pin!.y + pin!.height - 1 }
  assert(
    Math.abs(tip.x - at.x) <= 3 && Math.abs(tip.y - at.y) <= 3,
    `the pin's tip is on the clicked point (${JSON.stringify(tip)} vs ${JSON.stringify(at)})`,
  )
}

test('address map: tiles from MAP_TILE_URL with the OpenStreetMap credit, and the pin placed on them', async ({
  base,
  newContext,
  tiles,
}) => {
  const already = tiles.requests.length
  const { page, picker, map } = await openAddressMap(newContext, base)
  // The pages let images come from the tile server the template names (an http one here, so 'https:' would not do).
  const policy = (await page.request.get(`${base}/`)).headers()['content-security-policy']
  const imgSrc = policy!
    .split('; ')
    .find((d) => d.startsWith('img-src '))!
    .split(' ')
  assert(imgSrc.includes(tiles.origin), `img-src names the tile server: ${imgSrc.join(' ')}`)
  await picker.locator('[data-map-mode=tiles]').waitFor()
  await waitFor(async () => (await map.locator('img.leaflet-tile-loaded').count()) >= 4, { message: 'tiles shown' })
  const shown = await map
    .locator('img.leaflet-tile-loaded')
    .evaluateAll((imgs: HTMLImageElement[]) => imgs.map((i) => ({ src: i.src, width: i.naturalWidth })))
  assert(
    shown.every((t) => t.src.startsWith(`${tiles.origin}/tiles/15/`) && t.width === 256),
    `tiles from the configured server: ${JSON.stringify(shown.slice(0, 2))}`,
  )
  assert(
    tiles.requests.slice(already).some((r) => r.path!.startsWith('/tiles/15/')),
    'the tile server was asked',
  )
  const credit = map.locator('.leaflet-control-attribution')
  assert(await credit.isVisible(), 'the credit is visible')
  assert(
    (await credit.textContent())!.includes('© OpenStreetMap contributors'),
    `the credit reads: ${await credit.textContent()}`,
  )
  assertEqual(
    await credit.getByRole('link', { name: 'OpenStreetMap' }).getAttribute('href'),
    'https://www.openstreetmap.org/copyright',
    'the credit links to the copyright page',
  )
  assertEqual(await picker.getByTestId('map-offline-note').count(), 0, 'no offline note')
  assertEqual(await map.locator('.basil-land').count(), 0, 'no offline basemap under the tiles')
  await placePin(page, map)
})

test(
  'address map without tiles: the offline basemap with a note, the pin still placed, the server asked once',
  allowConsole([FAILED_PROBE]),
  async ({ base, newContext, tiles, axe }) => {
    tiles.setDown(true)
    const already = tiles.requests.length
    const { page, picker, map } = await openAddressMap(newContext, base)
    await picker.locator('[data-map-mode=offline]').waitFor()
    const note = picker.getByTestId('map-offline-note')
    assert(await note.isVisible(), 'the note is shown')
    assertEqual(await note.textContent(), NOTE.en, 'the note says the detailed map is unavailable')
    await map.locator('path.basil-land').first().waitFor({ state: 'attached' })
    // The demo marketplace is in Washington: the city and the towns around it are named on the outline map.
    // (The towns come with the second file, the cell of smaller places in view.)
    let names = []
    await waitFor(
      async () => {
        names = await map.locator('.basil-place').allTextContents()
        return names.some((t) => t.startsWith('Washington')) && names.length >= 3
      },
      { message: 'Washington and the towns around it named' },
    )
    assert(
      (await map.locator('.leaflet-control-attribution').textContent())!.includes('Natural Earth, GeoNames'),
      'the outline map credits its sources',
    )
    assertEqual(await map.locator('img.leaflet-tile').count(), 0, 'no broken tiles left on the map')
    const asked = tiles.requests.slice(already)
    assertEqual(asked.length, 1, `one tile asked for, not a view's worth (${asked.map((r) => r.path).join(', ')})`)
    await placePin(page, map)
    const line = picker.getByLabel('Address', { exact: true })
    await waitFor(async () => (await line.inputValue()).length > 0, {
      message: 'the address line filled in from the pin',
    })
    await axe(page, 'address map offline')

    // Opened again in the same visit: the map remembers the server is away and does not ask again.
    await page.keyboard.press('Escape')
    await picker.waitFor({ state: 'detached' })
    await page.getByTestId('address-button').filter({ visible: true }).first().click()
    await picker.getByTestId('address-list').or(picker.getByTestId('address-form')).waitFor()
    if (await picker.getByTestId('address-add').count()) await picker.getByTestId('address-add').click()
    await picker.locator('[data-map-mode=offline]').waitFor()
    assertEqual(tiles.requests.length - already, 1, 'no new tile request')
  },
)

test(
  'address map without tiles on a phone, in Arabic and the dark theme: the note in Arabic, controls on the right',
  allowConsole([FAILED_PROBE]),
  async ({ base, newContext, tiles, axe }) => {
    tiles.setDown(true)
    const { page, picker, map } = await openAddressMap(newContext, base, {
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
      cookies: [
        { name: 'lang', value: 'ar' },
        { name: 'theme', value: 'dark' },
      ],
    })
    await picker.locator('[data-map-mode=offline]').waitFor()
    assertEqual(await page.locator('html').getAttribute('dir'), 'rtl', 'right to left')
    assertEqual(await picker.getByTestId('map-offline-note').textContent(), NOTE.ar, 'the note in Arabic')
    const mapBox = await map.boundingBox()
    const zoom = await map.locator('.leaflet-control-zoom').boundingBox()
    assert(zoom!.x > mapBox!.x + mapBox!.width / 2, 'the zoom buttons sit at the start (right) of the map')
    const note = await picker.getByTestId('map-offline-note').boundingBox()
    assert(note!.x + note!.width <= zoom!.x, 'the note leaves the zoom buttons free')
    assert(
      note!.x >= mapBox!.x && note!.y >= mapBox!.y && note!.y + note!.height < mapBox!.y + mapBox!.height,
      'the note stays on the map',
    )
    assertEqual(
      await map.locator('.leaflet-control-zoom-in').getAttribute('title'),
      'تكبير',
      'zoom buttons named in Arabic',
    )
    await map.locator('path.basil-land').first().waitFor({ state: 'attached' })
    // The sea and the land differ in the dark theme too.
    const colours = await map.evaluate((el) => ({
      sea: getComputedStyle(el).backgroundColor,
      land: getComputedStyle(el.querySelector('path.basil-land')!).fill,
    }))
    assert(
      colours.sea !== colours.land && colours.sea !== 'rgb(255, 255, 255)',
      `dark sea and land: ${JSON.stringify(colours)}`,
    )
    // A tap places the pin as a click does.
    const box = await map.boundingBox()
    const lookedUp = page.waitForResponse((r) => r.url().includes('/api/v1/rest/geocode/reverse') && r.ok())
    await page.touchscreen.tap(box!.x + box!.width * 0.3, box!.y + box!.height * 0.6)
    await lookedUp
    await axe(page, 'address map offline (phone, ar, dark)')
  },
)
