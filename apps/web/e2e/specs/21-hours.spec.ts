// Issue 14, items 1–3: opening hours in the shop's time zone, times shown in a named zone, and one shop state. The
// demo's shops keep New York hours; the browsers here are elsewhere (Tokyo) or there, as a person's would be.
import type { Page } from '@playwright/test'
import { test } from '../fixtures.ts'
import { apiBase, apiGet, assert, assertEqual, type Json, open, waitFor } from '../kit/harness.ts'
import { apiCall, listShops } from '../kit/data.ts'

const CUSTOMER = { email: 'customer@basil.test', password: 'basil-customer' }
const SELLER = { email: 'seller@basil.test', password: 'basil-seller' }
const SHOP_ZONE = 'America/New_York'
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday']

const api = apiCall

async function clearServerCart(token: string) {
  const res = await fetch(`${apiBase()}/api/v1/dashboard/user/cart`, { headers: { authorization: `Bearer ${token}` } })
  if (res.status !== 200) return
  await api(token, 'DELETE', 'dashboard/user/cart/delete', { ids: [(await res.json()).data.id] })
}

/** The wall clock of an instant in a zone, as this test's own reading (Node's Intl, not the storefront's code). */
function wall(instant: Json, timeZone: Json) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  )
  const date = `${parts.year}-${parts.month}-${parts.day}`
  return {
    date,
    dmy: `${parts.day}.${parts.month}.${parts.year}`,
    time: `${parts.hour}:${parts.minute}`,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
    day: WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()],
  }
}

const nextDate = (date: Json) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
const plain = (text: string) => (text ?? '').replace(/[\u2066-\u2069]/g, '').trim()

/** "Opens today at 18:00" as the storefront words it, from the shop's next opening. */
function openingWords(opensAt: Json) {
  const at = wall(opensAt, SHOP_ZONE)
  const today = wall(Date.now(), SHOP_ZONE).date
  if (at.date === today) return `Opens today at ${at.time}`
  if (at.date === nextDate(today)) return `Opens tomorrow at ${at.time}`
  return `Opens ${at.day![0]!.toUpperCase()}${at.day!.slice(1)} at ${at.time}`
}

/** An in-stock product of the shop, and how many make its minimum order. */
async function orderableProduct(shop: Json) {
  const menu = (await apiGet(apiBase(), `rest/shops/${shop.id}/products`)).data
  for (const p of menu.all.flatMap((c: Json) => c.products)) {
    const product = (await apiGet(apiBase(), `rest/products/${p.uuid}`)).data
    const stock = product.stocks[0]
    if (!stock || stock.quantity < 20 || !(stock.total_price > 0)) continue
    const needed = Math.max(product.min_qty || 1, Math.ceil((shop.min_amount + 1) / stock.total_price))
    const max = Math.min(product.max_qty > 0 ? product.max_qty : 1000, stock.quantity)
    if (needed <= max && needed <= 15) return { product, quantity: needed }
  }
  return null
}

async function signIn(page: Page, base: string, next: string) {
  await open(page, base, `/login?next=${encodeURIComponent(next)}`)
  await page.locator('input[name=login]').fill(CUSTOMER.email)
  await page.locator('input[name=password]').fill(CUSTOMER.password)
  await page.getByTestId('login-submit').click()
  await page.waitForURL((url) => url.pathname === next.split('?')[0], { timeout: 20_000 })
}

async function addFromDialog(page: Page, base: string, shop: Json, product: Json, quantity: Json) {
  await open(page, base, `/shop/${shop.id}?product=${product.uuid}`)
  const dialog = page.locator('[data-testid=product-dialog][data-ready]')
  await dialog.waitFor()
  const qty = dialog.locator('[role=group]').last()
  for (let i = Number(await qty.getByTestId('stepper-value').textContent()); i < quantity; i++)
    await qty.getByRole('button').last().click()
  await dialog.getByTestId('add-to-cart').click()
  await dialog.waitFor({ state: 'detached' })
}

async function payCashAndPlace(page: Page) {
  const form = page.getByTestId('checkout-form')
  await waitFor(async () => /\d/.test((await form.getByTestId('checkout-total').textContent())!), {
    message: 'server total',
  })
  // Cash where the shop takes it, else the demo customer's wallet.
  const cash = form.getByTestId('payment-cash')
  await form.getByTestId('payment-methods').getByRole('radio').first().waitFor()
  if (await cash.count()) await cash.click()
  else await form.getByTestId('payment-wallet').click()
  const street = form.getByTestId('checkout-street')
  if (!(await street.inputValue())) await street.fill('1600 Pennsylvania Avenue NW')
  await form.getByTestId('place-order').click()
  await page.waitForURL(/\/orders\/\d+$/, { timeout: 20_000 })
  return Number(new URL(page.url()).pathname.split('/').pop())
}

test('a browser in Tokyo sees a New York shop in New York time, is offered "As soon as possible", and sees each time in its stated zone', async ({
  newContext,
  base,
  login,
}) => {
  const customer = await login(CUSTOMER)
  await clearServerCart(customer.token)
  const seller = await login(SELLER)
  const shop = (await listShops()).find((s) => s.user_id === seller.user.id)
  assert(shop && shop.open, "the demo seller's shop is open (around the clock)")
  assertEqual(shop.timezone, SHOP_ZONE, 'the shop says its zone')
  const found = await orderableProduct(shop)
  assert(found, 'an orderable product')

  const context = await newContext({ timezoneId: 'Asia/Tokyo' })
  const page = await context.newPage()
  page.setDefaultTimeout(15_000)
  // The browser says where it is; the server's next pages show the visitor's own times in that zone.
  await open(page, base, '/')
  await waitFor(
    async () => (await context.cookies()).some((c) => c.name === 'tz' && decodeURIComponent(c.value) === 'Asia/Tokyo'),
    { message: 'tz cookie' },
  )

  // The shop's hours: its today (New York's, not Tokyo's), its state, and the zone they are in.
  await open(page, base, `/shop/${shop.id}`)
  const hours = page.getByTestId('opening-hours')
  assertEqual(await hours.getAttribute('data-today'), wall(Date.now(), SHOP_ZONE).day, "today is the shop's today")
  assertEqual(
    plain((await hours.getByTestId('opening-summary').textContent())!),
    'Open now · New York time',
    'state now, zone named',
  )
  await hours.locator('summary').click()
  assertEqual(
    (await hours.locator('caption').textContent())!.trim(),
    'Hours are in New York time',
    'the table says its zone',
  )

  // Checkout: as soon as possible first (the shop is open), days and times in New York, the zone said.
  await signIn(page, base, `/shop/${shop.id}`)
  await addFromDialog(page, base, shop, found.product, found.quantity)
  await open(page, base, '/checkout')
  const form = page.getByTestId('checkout-form')
  await form.waitFor({ timeout: 20_000 })
  const timeSelect = form.getByTestId('delivery-time')
  await waitFor(async () => (await timeSelect.inputValue()) === 'asap', { message: 'as soon as possible chosen' })
  assertEqual(
    (await timeSelect.locator('option').first().textContent())!.trim(),
    'As soon as possible',
    'first time offered',
  )
  const today = wall(Date.now(), SHOP_ZONE)
  assertEqual(
    (await form.getByTestId('delivery-date').locator('option').first().textContent())!.trim(),
    `Today ${today.dmy.slice(0, 5)}`,
    "the shop's today first",
  )
  assertEqual(
    (await form.getByTestId('checkout-zone-note').textContent())!.trim(),
    'Times are New York time, where the shop is.',
    'zone note',
  )
  // Tomorrow's first slot is the shop's own hour (00:00 around the clock), whatever the hour in Tokyo.
  await form.getByTestId('delivery-date').selectOption(nextDate(today.date))
  await waitFor(async () => (await timeSelect.inputValue()) === '00:00', { message: 'tomorrow from 00:00' })
  await form.getByTestId('delivery-date').selectOption(today.date)
  await waitFor(async () => (await timeSelect.inputValue()) !== '00:00', { message: 'back to today' })
  await timeSelect.selectOption('asap')

  const orderId = await payCashAndPlace(page)
  const order = (await api(customer.token, 'GET', `dashboard/user/orders/${orderId}`)).data
  assertEqual(order.delivery_time, null, 'as soon as possible: no time')
  assertEqual(order.delivery_date, wall(order.created_at, SHOP_ZONE).date, "for the shop's today")
  const detail = page.getByTestId('order-detail')
  await detail.waitFor()
  const placed = detail.locator('header').getByTestId('zoned-time')
  assertEqual(
    (await placed.textContent())!.trim(),
    `${wall(order.created_at, SHOP_ZONE).dmy}, ${wall(order.created_at, SHOP_ZONE).time} · New York time`,
    "placed at, in the shop's zone",
  )
  assertEqual(
    plain((await detail.getByTestId('order-when').textContent())!),
    `${wall(order.created_at, SHOP_ZONE).dmy} As soon as possible · New York time`,
    'when',
  )

  // The seller accepts it: the notification's time is the visitor's own (Tokyo), not named.
  await api(seller.token, 'POST', `dashboard/seller/order/${orderId}/status`, { status: 'accepted' })
  const first = (await api(customer.token, 'GET', 'dashboard/notifications?page=1&perPage=5&column=id&sort=desc'))
    .data[0]
  await open(page, base, '/')
  await page.getByTestId('header-desktop').getByTestId('bell-button').click()
  const center = page.getByTestId('notification-center')
  const time = center.getByTestId('zoned-time').first()
  await time.waitFor()
  const tokyo = wall(first.created_at, 'Asia/Tokyo')
  assertEqual((await time.textContent())!.trim(), `${tokyo.dmy}, ${tokyo.time}`, 'notification time in Tokyo, unnamed')
  await api(customer.token, 'POST', `dashboard/user/orders/${orderId}/status/change?status=canceled`).catch(() => {})
  await clearServerCart(customer.token)
})

test('a shop closed now says when it opens on its card, page, product and cart, and checkout offers its next slots', async ({
  newContext,
  base,
  login,
}) => {
  const customer = await login(CUSTOMER)
  await clearServerCart(customer.token)
  const closed = (await listShops()).filter((s) => !s.open && s.opens_at && s.delivers_to_address !== false)
  let picked = null
  for (const shop of closed) {
    const found = await orderableProduct(shop)
    if (found) {
      picked = { shop, ...found }
      break
    }
  }
  assert(
    picked,
    `a shop closed now that opens later, with a product to order (closed: ${closed.map((s) => s.id).join(', ')})`,
  )
  const { shop, product, quantity } = picked
  const opening = openingWords(shop.opens_at)

  const context = await newContext({ timezoneId: SHOP_ZONE })
  const page = await context.newPage()
  page.setDefaultTimeout(15_000)
  await open(page, base, '/')
  await waitFor(async () => (await context.cookies()).some((c) => c.name === 'tz'), { message: 'tz cookie' })

  // The card in its list says when it opens.
  await open(page, base, shop.type === 'restaurant' ? '/restaurants' : '/shops')
  const card = page.locator(`[data-testid=shop-card][data-shop-id="${shop.id}"]`)
  await waitFor(
    async () => {
      if (await card.count()) return true
      await page.mouse.wheel(0, 4000)
      return false
    },
    { timeout: 20_000, message: "the shop's card" },
  )
  assertEqual(await card.getByTestId('badge-closed').count(), 1, 'closed badge')
  assertEqual(plain((await card.getByTestId('card-opening').textContent())!), opening, 'card says when it opens')

  // Its page: badge, summary and banner agree.
  await open(page, base, `/shop/${shop.id}`)
  const header = page.getByTestId('shop-header')
  assertEqual(await header.getByTestId('badge-closed').count(), 1, 'closed badge on the page')
  assertEqual(plain((await header.getByTestId('opening-summary').textContent())!), opening, 'hours summary')
  assertEqual(
    plain((await header.getByTestId('shop-closed-banner').textContent())!),
    `This shop is closed right now. ${opening}: you can already order for then.`,
    'banner',
  )

  // The product dialog takes the order for later and says so; the cart says why checkout is for later.
  await open(page, base, `/shop/${shop.id}?product=${product.uuid}`)
  const dialog = page.locator('[data-testid=product-dialog][data-ready]')
  await dialog.waitFor()
  assertEqual(
    plain((await dialog.getByTestId('product-shop-state').textContent())!),
    `The shop is closed now. ${opening}: add to your cart and choose the time at checkout.`,
    'dialog says the same',
  )
  assert(await dialog.getByTestId('add-to-cart').isEnabled(), 'add to cart is on')
  await page.keyboard.press('Escape')
  await addFromDialog(page, base, shop, product, quantity)
  const panel = page.getByTestId('cart-panel')
  await panel.getByTestId('closed-hint').waitFor()
  assertEqual(
    plain((await panel.getByTestId('closed-hint').textContent())!),
    `The shop is closed now. ${opening}: at checkout, choose a time from then on.`,
    'cart hint',
  )
  assert(await panel.getByTestId('go-checkout').isVisible(), 'checkout is open for later')

  // Checkout offers the next slots, not "as soon as possible", from the opening on.
  await signIn(page, base, '/checkout')
  const form = page.getByTestId('checkout-form')
  await form.waitFor({ timeout: 20_000 })
  assertEqual(
    plain((await form.getByTestId('checkout-closed-now').textContent())!),
    `The shop is closed now. ${opening}: choose a time from then on.`,
    'closed note',
  )
  const opens = wall(shop.opens_at, SHOP_ZONE)
  const firstSlot = Math.ceil(opens.minutes / 30) * 30
  const slot = `${String(Math.floor(firstSlot / 60)).padStart(2, '0')}:${String(firstSlot % 60).padStart(2, '0')}`
  await waitFor(async () => (await form.getByTestId('delivery-date').inputValue()) === opens.date, {
    message: 'the opening day chosen',
  })
  await waitFor(async () => (await form.getByTestId('delivery-time').inputValue()) === slot, {
    message: `the first slot ${slot}`,
  })
  assertEqual(
    await form.getByTestId('delivery-time').locator('option[value=asap]').count(),
    0,
    'no "as soon as possible" while closed',
  )
  assertEqual(await form.getByTestId('checkout-zone-note').count(), 0, 'no zone note where the visitor is')
  const orderId = await payCashAndPlace(page)
  const order = (await api(customer.token, 'GET', `dashboard/user/orders/${orderId}`)).data
  assertEqual(`${order.delivery_date} ${order.delivery_time}`, `${opens.date} ${slot}`, 'ordered for the first slot')
  await api(customer.token, 'POST', `dashboard/user/orders/${orderId}/status/change?status=canceled`).catch(() => {})
  await clearServerCart(customer.token)
})

test('a shop its seller switched off takes no orders, and every place says so', async ({ page, base }) => {
  const off = (await listShops()).find((s) => !s.open && !s.opens_at)
  assert(off, 'a shop switched off by its seller')
  const menu = (await apiGet(apiBase(), `rest/shops/${off.id}/products`)).data
  const product = menu.all.flatMap((c: Json) => c.products)[0]
  assert(product, 'it has a product')
  await open(page, base, `/shop/${off.id}?product=${product.uuid}`)
  const header = page.getByTestId('shop-header')
  assertEqual(
    plain((await header.getByTestId('shop-closed-banner').textContent())!),
    'This shop is not taking orders right now. You can still look at the menu.',
    'banner',
  )
  assertEqual(plain((await header.getByTestId('opening-summary').textContent())!).split(' · ')[0], 'Closed', 'summary')
  const dialog = page.locator('[data-testid=product-dialog][data-ready]')
  await dialog.waitFor()
  assertEqual(
    plain((await dialog.getByTestId('product-shop-state').textContent())!),
    'The shop is closed now, so ordering is paused.',
    'dialog',
  )
  assert(await dialog.getByTestId('add-to-cart').isDisabled(), 'add to cart is off')
})
