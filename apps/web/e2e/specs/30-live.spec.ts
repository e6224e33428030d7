// Issue 18, items 1 and 5 (decision 017): the storefront holds one WebSocket through its own origin. Two browser
// contexts: the seller moves an order on (through the API, as the seller's app would) and the customer's open order
// page shows it within 2 s, without reloading and without polling while the socket is up; a member joining a group
// cart in one browser appears in the owner's within 2 s; with the socket blocked, the page still follows by polling.
import type { Page, Request } from '@playwright/test'
import { allowConsole, test } from '../fixtures.ts'
import { assert, assertEqual, open, waitFor } from '../kit/harness.ts'
import { apiCall, clearServerCart, placeOrder, sellerProduct } from '../kit/data.ts'

const CUSTOMER = { email: 'customer@basil.test', password: 'basil-customer' }
const SELLER = { email: 'seller@basil.test', password: 'basil-seller' }
/** The promise: a change shows within this long of the API committing it. */
const LIVE_MS = 2_000

const api = apiCall

/** The page's calls to the API (its own origin's /api/v1), kept as they are made. */
function recordApiCalls(page: Page): Request[] {
  const calls: Request[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/v1/') && request.resourceType() !== 'websocket')
      calls.push(request)
  })
  return calls
}

const liveStatus = (page: Page) => page.evaluate(() => document.documentElement.dataset.live ?? 'off')

/** The seller moves the order on; answers how long until the customer's page shows it (it fails past `within`). */
async function advance(page: Page, seller: { token: string }, orderId: number, status: string, within: number) {
  const detail = page.getByTestId('order-detail')
  await api(seller.token, 'POST', `dashboard/seller/order/${orderId}/status`, { status })
  const committed = Date.now()
  await waitFor(async () => (await detail.getAttribute('data-status')) === status, {
    timeout: within,
    interval: 50,
    message: `status ${status} on the open page within ${within} ms`,
  })
  return Date.now() - committed
}

test('the order page follows the seller within 2 s over the socket, with no polling while it is up', async ({
  base,
  login,
}) => {
  const customer = await login(CUSTOMER)
  const seller = await login(SELLER)
  const orderId = await placeOrder(customer, seller)

  const context = await customer.newContext()
  const page = await context.newPage()
  const calls = recordApiCalls(page)
  const sockets: string[] = []
  page.on('websocket', (ws) => sockets.push(ws.url()))
  await open(page, base, `/orders/${orderId}`)
  const detail = page.getByTestId('order-detail')
  await detail.waitFor()
  assertEqual(await detail.getAttribute('data-status'), 'new', 'a new order')
  await waitFor(async () => (await liveStatus(page)) === 'up', { message: 'the live socket is up' })
  // One socket, to this site's own origin (the API's address never reaches the page).
  assertEqual(sockets.length, 1, 'one socket for the tab')
  assertEqual(new URL(sockets[0]!).host, new URL(base).host, 'the socket goes to the storefront')
  assertEqual(new URL(sockets[0]!).pathname, '/api/v1/ws', 'on the API path')

  // The socket's resume (a refetch of what may have changed before it was up) settles; then nothing is polled for
  // longer than any poll interval (the order's 10 s, the bell's 10 s).
  await page.waitForTimeout(1_000)
  const quietFrom = calls.length
  await page.waitForTimeout(11_000)
  assertEqual(
    calls
      .slice(quietFrom)
      .map((c) => `${c.method()} ${new URL(c.url()).pathname}`)
      .join(', '),
    '',
    'no API call while the socket is up and nothing changed',
  )

  // The seller moves it on twice: each shows within 2 s, with no reload.
  const navigations: string[] = []
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url())
  })
  for (const status of ['accepted', 'cooking']) {
    const took = await advance(page, seller, orderId, status, LIVE_MS)
    console.log(`status ${status} shown ${took} ms after the seller's change`)
  }
  const step = detail.locator('[data-testid=timeline-step][data-status=cooking]')
  assertEqual(await step.getAttribute('data-state'), 'current', 'the timeline moved on')
  assertEqual(navigations.length, 0, 'no reload')
  // Each change cost one read of the order (and of what its notification changed), none of it a poll.
  const orderReads = calls.filter(
    (c) => c.method() === 'GET' && new URL(c.url()).pathname === `/api/v1/dashboard/user/orders/${orderId}`,
  )
  assert(orderReads.length <= 4, `the order read once per change, plus the first reads (${orderReads.length})`)

  await api(seller.token, 'POST', `dashboard/seller/order/${orderId}/status`, { status: 'canceled' })
  await context.close()
})

test('a member joining a group cart in one browser appears in the owner’s within 2 s', async ({
  base,
  login,
  newContext,
}) => {
  const customer = await login(CUSTOMER)
  const seller = await login(SELLER)
  await clearServerCart(customer.token)
  const { shop, stock } = await sellerProduct(seller.user.id)
  const cart = await api(customer.token, 'POST', 'dashboard/user/cart/insert-product', {
    shop_id: shop.id,
    products: [{ stock_id: stock.id, quantity: 1 }],
  })
  const group = await api(customer.token, 'POST', `dashboard/user/cart/set-group/${cart.data.id}`)
  const invite: string = group.data.invite
  assert(invite, 'the group has an invitation')

  // The owner's shop page: the cart panel lists the group's members.
  const ownerContext = await customer.newContext()
  const owner = await ownerContext.newPage()
  owner.setDefaultTimeout(15_000)
  const ownerCalls = recordApiCalls(owner)
  await open(owner, base, `/shop/${shop.id}`)
  const panel = owner.getByTestId('cart-panel')
  await panel.getByTestId('group-link').waitFor()
  await waitFor(async () => (await liveStatus(owner)) === 'up', { message: "the owner's socket is up" })
  // The cart channel confirmed and its resume read done, the owner's page polls the cart no more (every 3 s before).
  await owner.waitForTimeout(1_500)
  const quietFrom = ownerCalls.length
  await owner.waitForTimeout(4_000)
  assertEqual(
    ownerCalls
      .slice(quietFrom)
      .map((c) => `${c.method()} ${new URL(c.url()).pathname}`)
      .join(', '),
    '',
    "no polling of the owner's cart while the socket is up",
  )

  // A guest opens the invitation in another browser and joins.
  const guestContext = await newContext()
  const guest = await guestContext.newPage()
  guest.setDefaultTimeout(15_000)
  await open(guest, base, `/group/${cart.data.id}?shop_id=${shop.id}&invite=${invite}`)
  await guest.getByTestId('group-name').fill('Sam Live')
  const joined = guest.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/v1/rest/cart/open' && r.request().method() === 'POST',
  )
  await guest.getByTestId('group-join-submit').click()
  assertEqual((await joined).status(), 200, 'joined')
  const committed = Date.now()
  const member = panel.locator('[data-testid=group-member][data-name="Sam Live"]')
  await member.waitFor({ timeout: LIVE_MS })
  console.log(`member shown ${Date.now() - committed} ms after joining`)

  // The guest's own browser follows the cart too (an anonymous socket, by its member secret).
  await guest.waitForURL((u) => u.pathname === `/shop/${shop.id}`)
  await waitFor(async () => (await liveStatus(guest)) === 'up', { message: "the guest's socket is up" })

  await Promise.all([ownerContext.close(), guestContext.close()])
  await clearServerCart(customer.token)
})

test(
  'with the socket blocked, the order page still follows the seller by polling',
  allowConsole([/WebSocket/i]),
  async ({ base, login }) => {
    const customer = await login(CUSTOMER)
    const seller = await login(SELLER)
    const orderId = await placeOrder(customer, seller)

    const context = await customer.newContext()
    // Whatever opens the socket is closed at once (as a proxy that refuses WebSockets would).
    let attempts = 0
    await context.routeWebSocket(/\/api\/v1\/ws/, (ws) => {
      attempts++
      void ws.close({ code: 4000, reason: 'Blocked by the test' })
    })
    const page = await context.newPage()
    const calls = recordApiCalls(page)
    await open(page, base, `/orders/${orderId}`)
    const detail = page.getByTestId('order-detail')
    await detail.waitFor()
    await waitFor(() => attempts > 0, { message: 'the page tried the socket' })
    const before = calls.length

    // Polled every 10 s: the change shows within one interval (and a little).
    const took = await advance(page, seller, orderId, 'accepted', 13_000)
    console.log(`status accepted shown ${took} ms after the seller's change, by polling`)
    assert((await liveStatus(page)) !== 'up', 'the socket never came up')
    assert(
      calls.slice(before).some((c) => new URL(c.url()).pathname === `/api/v1/dashboard/user/orders/${orderId}`),
      'the order was polled',
    )
    assert(attempts >= 2, `the page kept trying to reconnect (${attempts} attempts)`)

    await api(seller.token, 'POST', `dashboard/seller/order/${orderId}/status`, { status: 'canceled' })
    await context.close()
  },
)
