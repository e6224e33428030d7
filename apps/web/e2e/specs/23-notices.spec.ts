// Issue 16, items 3 and 4: the refund requests page (/refunds) and the notifications page (/notifications): counts,
// filters by kind, mark one (on open) and all read, the click targets of spec §4, the bell's "See all" link.
import type { Page } from '@playwright/test'
import { PHONE_DARK_RTL, test } from '../fixtures.ts'
import { apiBase, apiGet, assert, assertEqual, hydrated, type Json, open, PHONE, waitFor } from '../kit/harness.ts'
import { apiCall, listShops } from '../kit/data.ts'

const CUSTOMER = { email: 'customer@basil.test', password: 'basil-customer' }
const SELLER = { email: 'seller@basil.test', password: 'basil-seller' }

const api = apiCall

async function clearServerCart(token: string) {
  const res = await fetch(`${apiBase()}/api/v1/dashboard/user/cart`, { headers: { authorization: `Bearer ${token}` } })
  if (res.status !== 200) return
  await api(token, 'DELETE', 'dashboard/user/cart/delete', { ids: [(await res.json()).data.id] })
}

/** An in-stock product of the demo seller's shop, with the units that reach the shop's minimum order. */
async function sellerProduct(sellerId: Json) {
  const shop = (await listShops()).find((s) => s.user_id === sellerId)
  assert(shop, 'the demo seller has a shop')
  const menu = (await apiGet(apiBase(), `rest/shops/${shop.id}/products`)).data
  for (const p of menu.all.flatMap((c: Json) => c.products)) {
    const product = (await apiGet(apiBase(), `rest/products/${p.uuid}`)).data
    const stock = product.stocks[0]
    if (!stock || stock.quantity < 20) continue
    const unit = stock.total_price || 1
    const needed = Math.max(product.min_qty || 1, Math.ceil((shop.min_amount + 1) / unit))
    const max = Math.min(product.max_qty > 0 ? product.max_qty : 1000, stock.quantity)
    return { shop, stock, quantity: Math.min(needed, max) }
  }
  throw new Error('an in-stock product in the seller shop')
}

/**
 * A pickup order of the customer paid in cash, placed and moved on to delivered by the seller through the API (as
 * their apps would): each move notifies the customer (`status_changed`). Answers the order's id.
 */
async function deliveredOrder(customer: { token: string }, seller: { token: string; user: Json }) {
  await clearServerCart(customer.token)
  const { shop, stock, quantity } = await sellerProduct(seller.user.id)
  const cart = await api(customer.token, 'POST', 'dashboard/user/cart/insert-product', {
    shop_id: shop.id,
    products: [{ stock_id: stock.id, quantity }],
  })
  const payments = (await apiGet(apiBase(), 'rest/payments')).data
  const cash = payments.find((p: Json) => p.tag === 'cash')
  assert(cash, 'cash is a payment method')
  const placed = await api(customer.token, 'POST', 'dashboard/user/orders', {
    cart_id: cart.data.id,
    shop_id: shop.id,
    payment_id: cash.id,
    delivery_type: 'pickup',
    phone: '+12025550177',
  })
  const orderId: number = placed.data.id
  for (const status of ['accepted', 'cooking', 'ready', 'delivered'])
    await api(seller.token, 'POST', `dashboard/seller/order/${orderId}/status`, { status })
  return orderId
}

async function askRefund(token: string, orderId: number, cause: string): Promise<number> {
  return (await api(token, 'POST', 'dashboard/user/order-refunds', { order_id: orderId, cause })).data.id
}

const stats = async (token: string) =>
  (await api(token, 'GET', 'dashboard/user/profile/notifications-statistic')) as Json

/** The page's refund item of a request. */
const refundItem = (page: Page, refundId: number) =>
  page.getByTestId('refund-item').and(page.locator(`[data-id="${refundId}"]`))

test('refunds: a request is listed with its order, cause, status and then the shop’s answer; the user menu leads there', async ({
  base,
  login,
  axe,
}) => {
  const customer = await login(CUSTOMER)
  const seller = await login(SELLER)
  const orderId = await deliveredOrder(customer, seller)
  const refundId = await askRefund(customer.token, orderId, 'Two drinks were missing')

  const context = await customer.newContext()
  const page = await context.newPage()
  await open(page, base, '/')
  await page.getByTestId('user-menu-button').click()
  await page.getByTestId('user-menu').getByRole('menuitem', { name: 'Refund requests' }).click()
  await page.waitForURL((u) => u.pathname === '/refunds')
  await hydrated(page)
  const item = refundItem(page, refundId)
  await item.waitFor()
  assertEqual(await item.getByTestId('refund-status').getAttribute('data-status'), 'pending', 'pending at first')
  assertEqual((await item.getByTestId('refund-status').textContent())!.trim(), 'Pending', 'status in words')
  assertEqual((await item.getByTestId('refund-cause-text').textContent())!.trim(), 'Two drinks were missing', 'cause')
  assertEqual(
    (await item.getByTestId('refund-answer').textContent())!.trim(),
    'Waiting for the shop’s answer',
    'no answer yet',
  )
  assertEqual(await item.getByTestId('refund-order-link').getAttribute('href'), `/orders/${orderId}`, 'links its order')
  await axe(page, 'refunds desktop light')
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/refunds-desktop-light.png` })

  // The shop refuses with a reason: the list says so after a reload.
  await api(seller.token, 'PUT', `dashboard/seller/order-refunds/${refundId}`, {
    status: 'rejected',
    answer: 'The bag was sealed and complete',
  })
  await page.reload()
  await hydrated(page)
  await waitFor(async () => (await item.getByTestId('refund-status').getAttribute('data-status')) === 'rejected', {
    message: 'rejected after the answer',
  })
  assertEqual(
    (await item.getByTestId('refund-answer').textContent())!.trim(),
    'The bag was sealed and complete',
    "the shop's answer",
  )
  await item.getByTestId('refund-order-link').click()
  await page.waitForURL((u) => u.pathname === `/orders/${orderId}`)
  // The order page reads the order in the browser: it shows before the test ends (and its session with it), or that
  // read could come after the sign-out and fail with a 401.
  await page.getByTestId('order-detail').waitFor()
})

test('notifications: the counts, a filter by kind, a click opens its order and reads it, mark all read; the bell links here', async ({
  base,
  login,
  axe,
}) => {
  const customer = await login(CUSTOMER)
  const seller = await login(SELLER)
  const orderId = await deliveredOrder(customer, seller)
  const before = await stats(customer.token)
  assert(before.status_changed >= 3, 'each move of the order notified the customer')

  const context = await customer.newContext()
  const page = await context.newPage()
  await open(page, base, '/')
  // The bell's dialog has "See all".
  await page.getByTestId('header-desktop').getByTestId('bell-button').click()
  await page.getByTestId('notification-center').getByTestId('notifications-see-all').click()
  await page.waitForURL((u) => u.pathname === '/notifications')
  await hydrated(page)
  const screen = page.getByTestId('notifications-page')
  await waitFor(
    async () =>
      (await screen.getByTestId('notifications-unread').textContent())?.trim() === `${before.notification} unread`,
    { message: 'the unread total of the statistics' },
  )
  const chip = (type: string) => screen.getByTestId('notifications-filter').and(page.locator(`[data-type="${type}"]`))
  assertEqual(
    (await chip('status_changed').getByTestId('notifications-filter-count').locator('[aria-hidden]').textContent())!,
    String(before.status_changed),
    'the kind’s unread count on its filter',
  )
  await screen.getByTestId('notification-row').first().waitFor()
  await axe(page, 'notifications desktop light')
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/notifications-desktop-light.png` })

  // Filtered to order changes: only those, newest first: the delivered order's own notification on top.
  await chip('status_changed').click()
  await waitFor(() => page.url().endsWith('/notifications?type=status_changed'), {
    message: 'the filter in the address',
  })
  assertEqual(await chip('status_changed').getAttribute('aria-pressed'), 'true', 'the filter is on')
  const rows = screen.getByTestId('notification-row')
  await waitFor(
    async () => {
      const types = await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-type')))
      return types.length > 0 && types.every((t) => t === 'status_changed')
    },
    { message: 'only status changes listed' },
  )
  // A kind with nothing of it: the empty state.
  await chip('booking_status').click()
  await screen.getByTestId('notifications-empty').waitFor()
  await chip('status_changed').click()
  const newest = (
    await api(customer.token, 'GET', 'dashboard/notifications?page=1&perPage=1&type=status_changed&column=id&sort=desc')
  ).data[0]
  assertEqual(newest.data.id, orderId, 'the newest change is of the order')
  const row = rows.and(page.locator(`[data-id="${newest.id}"]`))
  assertEqual(await row.getAttribute('data-read'), 'false', 'unread before opening')
  await row.click()
  await page.waitForURL((u) => u.pathname === `/orders/${orderId}`)
  await waitFor(
    async () => (await api(customer.token, 'GET', `dashboard/notifications/${newest.id}`)).data.read_at !== null,
    { message: 'opening it marked it read' },
  )
  assertEqual((await stats(customer.token)).notification, before.notification - 1, 'one fewer unread')

  // Mark all read: the counts go to zero on the page and in the API.
  await open(page, base, '/notifications')
  await screen.getByTestId('notification-row').first().waitFor()
  await screen.getByTestId('notifications-read-all').click()
  await waitFor(
    async () => (await screen.getByTestId('notifications-unread').textContent())?.trim() === 'No unread notifications',
    { message: 'no unread left on the page' },
  )
  await waitFor(
    async () =>
      (await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-read')))).every((r) => r === 'true'),
    { message: 'every row shown read' },
  )
  assertEqual((await stats(customer.token)).notification, 0, 'no unread in the statistics')
  assertEqual(await screen.getByTestId('notifications-read-all').isDisabled(), true, 'nothing left to mark')
  assertEqual(await page.getByTestId('header-desktop').getByTestId('bell-count').count(), 0, 'the bell has no count')
})

test(
  'phone, dark, Arabic: the refunds and notifications pages read right to left (axe on each)',
  { tag: PHONE_DARK_RTL },
  async ({ base, login, axe, newContext }) => {
    const customer = await login(CUSTOMER)
    const seller = await login(SELLER)
    const orderId = await deliveredOrder(customer, seller)
    const refundId = await askRefund(customer.token, orderId, 'الطعام وصل باردًا')
    const context = await newContext({
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
      colorScheme: 'dark',
      cookies: [
        { name: 'access_token', value: customer.token, httpOnly: true, sameSite: 'Lax' },
        { name: 'lang', value: 'ar' },
        { name: 'theme', value: 'dark' },
      ],
    })
    const page = await context.newPage()
    await open(page, base, '/refunds')
    assertEqual(await page.locator('html').getAttribute('dir'), 'rtl', 'right to left')
    const item = refundItem(page, refundId)
    await item.waitFor()
    assertEqual((await item.getByTestId('refund-status').textContent())!.trim(), 'قيد المراجعة', 'pending in Arabic')
    assertEqual((await item.getByTestId('refund-cause-text').textContent())!.trim(), 'الطعام وصل باردًا', 'cause')
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    assert(width <= PHONE.width, `no sideways scroll on /refunds (${width})`)
    await axe(page, 'refunds phone dark rtl')
    if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/refunds-phone-dark-ar.png` })

    await open(page, base, '/notifications')
    const screen = page.getByTestId('notifications-page')
    await screen.getByTestId('notification-row').first().waitFor()
    assertEqual(
      (await screen.getByTestId('notifications-filter').first().textContent())!.trim().startsWith('الكل'),
      true,
      '"all" in Arabic',
    )
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth)
    assert(pageWidth <= PHONE.width, `no sideways scroll on /notifications (${pageWidth})`)
    await axe(page, 'notifications phone dark rtl')
    if (process.env.E2E_SHOTS) {
      await page.screenshot({ path: `${process.env.E2E_SHOTS}/notifications-phone-dark-ar.png` })
      // For a person to look at: the same pages on a desktop, dark, in Arabic.
      await page.setViewportSize({ width: 1440, height: 900 })
      await page.screenshot({ path: `${process.env.E2E_SHOTS}/notifications-desktop-dark-ar.png` })
      await open(page, base, '/refunds')
      await item.waitFor()
      await page.screenshot({ path: `${process.env.E2E_SHOTS}/refunds-desktop-dark-ar.png` })
    }
  },
)
