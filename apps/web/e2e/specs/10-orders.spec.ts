// Issue #6 storefront: the guest cart (persisted), sign-in sync, checkout with cash, the order page following the
// seller's status changes, review, refund request, and a group order with two browsers.
import type { Page } from '@playwright/test'
import { allowConsole, PHONE_DARK_RTL, test } from '../fixtures.ts'
import { apiBase, apiGet, assert, assertEqual, hydrated, type Json, open, PHONE, waitFor } from '../kit/harness.ts'
import { apiCall, clearServerCart, findProductOfAnotherShop, listShops } from '../kit/data.ts'

const CUSTOMER = { email: 'customer@basil.test', password: 'basil-customer' }
const SELLER = { email: 'seller@basil.test', password: 'basil-seller' }

const api = apiCall

/** The seller moves an order on (the seller app's route family). */
async function sellerSetStatus(token: string, orderId: number, status: string) {
  return api(token, 'POST', `dashboard/seller/order/${orderId}/status`, { status })
}

/** The seller's shop (the demo seller owns one) and one of its in-stock products with an addon when it has one. */
async function findSellerProduct(sellerId: Json) {
  const shop = (await listShops()).find((s) => s.user_id === sellerId)
  assert(shop, 'the demo seller has a shop')
  const menu = (await apiGet(apiBase(), `rest/shops/${shop.id}/products`)).data
  let fallback = null
  for (const p of menu.all.flatMap((c: Json) => c.products)) {
    const product = (await apiGet(apiBase(), `rest/products/${p.uuid}`)).data
    const stock = product.stocks[0]
    if (!stock || stock.quantity < 20) continue
    const addon = stock.addons?.find((a: Json) => (a.product.stock ?? a.product.stocks[0])?.quantity > 20)
    if (addon) return { shop, product, stock, addon }
    fallback ??= { shop, product, stock, addon: null }
  }
  assert(fallback, 'an in-stock product in the seller shop')
  return fallback
}

/** Units needed so the goods reach the shop's minimum order (and a little more), within the product's limits. */
function unitsFor(shop: Json, product: Json, stock: Json) {
  const unit = stock.total_price || 1
  const needed = Math.max(product.min_qty || 1, Math.ceil((shop.min_amount + 1) / unit))
  const max = Math.min(product.max_qty > 0 ? product.max_qty : 1000, stock.quantity)
  return Math.min(needed, max)
}

async function addFromDialog(page: Page, base: string, shop: Json, product: Json, { quantity = 1, addon = null } = {}) {
  await open(page, base, `/shop/${shop.id}?product=${product.uuid}`)
  const dialog = page.getByTestId('product-dialog')
  await dialog.and(page.locator('[data-ready]')).waitFor()
  if (addon) {
    await dialog.getByTestId('addon').first().getByRole('button').last().click()
  }
  const qty = dialog.locator('[role=group]').last()
  for (let i = Number(await qty.getByTestId('stepper-value').textContent()); i < quantity; i++) {
    await qty.getByRole('button').last().click()
  }
  await dialog.getByTestId('add-to-cart').click()
  await dialog.waitFor({ state: 'detached' })
}

async function signIn(page: Page, base: string, next: string) {
  await open(page, base, `/login?next=${encodeURIComponent(next)}`)
  await page.locator('input[name=login]').fill(CUSTOMER.email)
  await page.locator('input[name=password]').fill(CUSTOMER.password)
  await page.getByTestId('login-submit').click()
  await page.waitForURL((url) => url.pathname === next.split('?')[0], { timeout: 20_000 })
}

async function countOrders(token: string) {
  return (await api(token, 'GET', 'dashboard/user/orders/paginate?perPage=1')).meta.total
}

test('guest cart survives a reload, syncs on sign-in, checks out with cash, follows the seller, is reviewed and refunded', async ({
  page,
  base,
  login,
  axe,
}) => {
  const seller = await login(SELLER)
  const customer = await login(CUSTOMER)
  await clearServerCart(customer.token)
  const { shop, product, stock, addon } = await findSellerProduct(seller.user.id)
  assert(shop.open, `the seller's shop is open now (${shop.translation.title})`)
  const quantity = unitsFor(shop, product, stock)

  // A guest fills the cart: the line, its addon as a child line, the quantity.
  await addFromDialog(page, base, shop, product, { quantity, addon })
  const panel = page.getByTestId('cart-panel')
  await panel.getByTestId('cart-line').first().waitFor()
  assertEqual(await panel.getByTestId('cart-line-qty').first().textContent(), String(quantity), 'quantity in the cart')
  if (addon) assertEqual(await panel.getByTestId('cart-addon').count(), 1, 'addon shown as a child line')

  // Persisted across a reload (and no mismatch: a console error would fail the test).
  await page.reload({ waitUntil: 'domcontentloaded' })
  await hydrated(page)
  await panel.getByTestId('cart-line').first().waitFor()
  assertEqual(await panel.getByTestId('cart-line').count(), 1, 'line kept after reload')

  // At checkout a guest is asked to sign in, and comes back to checkout; the local cart goes to the server and is
  // cleared locally.
  await open(page, base, '/checkout')
  await page.getByTestId('cart-line').first().waitFor()
  await page.getByTestId('checkout-login').click()
  await page.getByRole('dialog').getByRole('link').click()
  await page.waitForURL((u) => u.pathname === '/login' && u.searchParams.get('next') === '/checkout')
  await hydrated(page)
  await page.locator('input[name=login]').fill(CUSTOMER.email)
  await page.locator('input[name=password]').fill(CUSTOMER.password)
  await page.getByTestId('login-submit').click()
  await page.waitForURL((u) => u.pathname === '/checkout', { timeout: 20_000 })
  const form = page.getByTestId('checkout-form')
  await form.waitFor({ timeout: 20_000 })
  await form.getByTestId('cart-line').first().waitFor()
  assertEqual(await form.getByTestId('cart-line-qty').first().textContent(), String(quantity), 'synced quantity')
  const serverCart = (await api(customer.token, 'GET', 'dashboard/user/cart')).data
  assertEqual(serverCart.shop_id, shop.id, 'server cart of the shop')
  assertEqual(serverCart.user_carts[0].cartDetails[0].quantity, quantity, 'server cart quantity')
  const local = await page.evaluate(() => JSON.parse(localStorage.getItem('basil-state') ?? '{}').state?.cart ?? [])
  assertEqual(local.length, 0, 'local cart cleared after the sync')

  // Totals come from the server's calculation.
  await waitFor(async () => (await form.getByTestId('checkout-total').textContent())!.includes('$'), {
    message: 'server total',
  })
  await axe(page, 'checkout')

  // Without a payment method: the spec's message.
  await form.getByTestId('place-order').click()
  await form.getByTestId('error-payment').waitFor()
  assertEqual(
    (await form.getByTestId('error-payment').textContent())!.trim(),
    'Please, choose payment method',
    'payment message',
  )

  // Cash, then a double click: one order only (idempotency key per attempt).
  const before = await countOrders(customer.token)
  await form.getByTestId('payment-cash').click()
  const street = form.getByTestId('checkout-street')
  if (!(await street.inputValue())) await street.fill('1600 Pennsylvania Avenue NW')
  await form.getByTestId('place-order').dblclick()
  await page.waitForURL(/\/orders\/\d+$/, { timeout: 20_000 })
  const orderId = Number(new URL(page.url()).pathname.split('/').pop())
  assertEqual(await countOrders(customer.token), before + 1, 'exactly one order created')

  const detail = page.getByTestId('order-detail')
  await detail.waitFor()
  assertEqual(await detail.getAttribute('data-status'), 'new', 'new order')
  await axe(page, 'order page')
  assertEqual(await detail.getByTestId('order-line').count(), 1, 'one item line')
  if (addon) assertEqual(await detail.getByTestId('order-addon').count(), 1, 'addon line in the order')
  assert(
    (await page.getByTestId('header-back').getAttribute('data-testid')) === 'header-back',
    'back header on the order page',
  )

  // The seller moves it on; the open page follows (10 s polling).
  for (const status of ['accepted', 'cooking', 'ready', 'on_a_way', 'delivered']) {
    await sellerSetStatus(seller.token, orderId, status)
    await waitFor(async () => (await detail.getAttribute('data-status')) === status, {
      timeout: 25_000,
      interval: 250,
      message: `status ${status}`,
    })
    const current = detail.locator(`[data-testid=timeline-step][data-status=${status}]`)
    assertEqual(
      await current.getAttribute('data-state'),
      status === 'delivered' ? 'done' : 'current',
      `${status} in the timeline`,
    )
  }

  // Review after delivery.
  await detail.getByTestId('order-review').click()
  const review = page.getByTestId('review-form')
  await review.getByRole('radio', { name: '5 stars' }).check({ force: true })
  await review.locator('textarea').fill('Hot and on time')
  await review.getByTestId('review-submit').click()
  await detail.getByTestId('order-reviewed').waitFor()

  // Refund request, then the refunds list.
  await detail.getByTestId('order-refund').click()
  const refund = page.getByTestId('refund-form')
  await refund.getByTestId('refund-cause').fill('One item was missing')
  await refund.getByTestId('refund-submit').click()
  await detail.getByTestId('order-refunds').getByTestId('refund-status').waitFor()
  assertEqual(
    await detail.getByTestId('order-refunds').getByTestId('refund-status').getAttribute('data-status'),
    'pending',
    'pending refund',
  )

  await open(page, base, '/orders')
  await page.getByTestId('tab-history').click()
  await page.getByTestId('orders-history').locator(`[data-id="${orderId}"]`).waitFor()
  await axe(page, 'orders history')
  await page.getByTestId('tab-refunds').click()
  await page.getByTestId('refunds-list').getByTestId('refund-row').first().waitFor()

  // Order again: the same items go back to the cart and on to checkout.
  await open(page, base, `/orders/${orderId}`)
  await page.getByTestId('order-again').click()
  await page.waitForURL((u) => u.pathname === '/checkout')
  await page.getByTestId('checkout-form').getByTestId('cart-line').first().waitFor()
  const again = (await api(customer.token, 'GET', 'dashboard/user/cart')).data
  assertEqual(again.user_carts[0].cartDetails[0].quantity, quantity, 'the order is in the cart again')

  // One shop per cart, signed in too: the spec's message and the offer to replace the cart.
  const other = await findProductOfAnotherShop(shop.id)
  await open(page, base, `/shop/${other!.shop.id}?product=${other!.product.uuid}`)
  const dialog = page.getByTestId('product-dialog')
  await dialog.and(page.locator('[data-ready]')).waitFor()
  await dialog.getByTestId('add-to-cart').click()
  await page.getByText('You can only add items from one restaurant to your shopping cart').waitFor()
  await page.getByTestId('replace-cart').click()
  await dialog.waitFor({ state: 'detached' })
  await waitFor(async () => (await api(customer.token, 'GET', 'dashboard/user/cart')).data.shop_id === other!.shop.id, {
    message: 'cart replaced',
  })
  await clearServerCart(customer.token)
})

test(
  'group order: a guest joins by link, adds items and marks done; the owner sees it and kicks them',
  allowConsole([/status of 400.*\/api\/v1\/rest\/cart\/(\d+|open)/]),
  async ({ page, base, newContext, login }) => {
    const customer = await login(CUSTOMER)
    await clearServerCart(customer.token)
    const seller = await login(SELLER)
    const { shop, product } = await findSellerProduct(seller.user.id)

    // The owner (signed in) fills a cart and turns it into a group.
    await signIn(page, base, `/shop/${shop.id}`)
    await addFromDialog(page, base, shop, product)
    const panel = page.getByTestId('cart-panel')
    await panel.getByTestId('cart-line').first().waitFor()
    await panel.getByTestId('group-start').click()
    const link = panel.getByTestId('group-link')
    await waitFor(async () => (await link.inputValue()).includes('/group/'), { message: 'share link' })
    const url = new URL(await link.inputValue())
    // The link carries the invitation secret (issue 12: joining needs it).
    const invite = url.searchParams.get('invite')
    assert(/^[0-9a-f-]{36}$/i.test(invite ?? ''), `the share link carries the invitation (${url.search})`)
    const cartId = url.pathname.split('/').pop()

    // A guest opens the link in another browser, joins with a name, adds an item and marks done.
    const guestContext = await newContext()
    const guest = await guestContext.newPage()
    guest.setDefaultTimeout(15_000)
    // A wrong link: the spec's message.
    await open(guest, base, `/group/999999?shop_id=${shop.id}&invite=${invite}`)
    await guest.getByTestId('group-name').fill('Robin')
    await guest.getByTestId('group-join-submit').click()
    assertEqual(
      (await guest.getByTestId('group-join-error').textContent())!.trim(),
      'You cannot join. Invalid group order',
      'invalid group message',
    )
    // The right cart with a wrong secret, and an old link without one: refused too.
    await open(guest, base, `/group/${cartId}?shop_id=${shop.id}&invite=00000000-0000-4000-8000-000000000000`)
    await guest.getByTestId('group-name').fill('Robin')
    await guest.getByTestId('group-join-submit').click()
    assertEqual(
      (await guest.getByTestId('group-join-error').textContent())!.trim(),
      'You cannot join. Invalid group order',
      'wrong invitation',
    )
    await open(guest, base, `/group/${cartId}?shop_id=${shop.id}`)
    assertEqual(
      (await guest.getByTestId('group-join-error').textContent())!.trim(),
      'You cannot join. Invalid group order',
      'link without invitation',
    )
    assertEqual(await guest.getByTestId('group-name').count(), 0, 'no join form without the invitation')

    await open(guest, base, url.pathname + url.search)
    await guest.getByTestId('group-name').fill('Robin')
    await guest.getByTestId('group-join-submit').click()
    await guest.waitForURL((u) => u.pathname === `/shop/${shop.id}`)
    await guest.getByTestId('member-banner').first().waitFor()
    // The guest keeps its own secret; the owner's answers never show it.
    const secret = await guest.evaluate(
      () => JSON.parse(localStorage.getItem('basil-group') ?? '{}').state?.membership?.uuid,
    )
    assert(/^[0-9a-f-]{36}$/i.test(secret ?? ''), 'the guest stored its member uuid')
    assert(
      !JSON.stringify(await api(customer.token, 'GET', 'dashboard/user/cart')).includes(secret),
      "the owner never sees the guest's uuid",
    )
    await addFromDialog(guest, base, shop, product)
    const guestPanel = guest.getByTestId('cart-panel')
    await guestPanel.getByTestId('cart-line').first().waitFor()
    await guestPanel.getByTestId('member-done').click()
    await waitFor(async () => (await guestPanel.getByTestId('member-done').getAttribute('aria-pressed')) === 'true', {
      message: 'marked done',
    })

    // The owner sees the member's line and status within seconds.
    const member = panel.locator('[data-testid=group-member][data-name=Robin]')
    await member.waitFor({ timeout: 10_000 })
    await member.getByTestId('cart-line').first().waitFor({ timeout: 10_000 })
    await waitFor(async () => (await member.getByTestId('group-member-status').textContent()) === 'Done', {
      message: 'member done',
    })

    // Kicked: the member is told.
    await member.getByTestId('group-kick').click()
    await guest.getByText('You have been kicked from group order').first().waitFor({ timeout: 10_000 })
    await guestPanel.getByTestId('member-banner').waitFor({ state: 'detached' })
    await member.waitFor({ state: 'detached' })

    await clearServerCart(customer.token)
  },
)

test(
  'phone, dark, Arabic: the cart sheet, checkout paid from the wallet, the order page (axe on each)',
  allowConsole([/status of 4\d\d.*\/api\/v1\/rest\/coupons\/check/], { tag: PHONE_DARK_RTL }),
  async ({ newContext, base, login, axe }) => {
    const customer = await login(CUSTOMER)
    await clearServerCart(customer.token)
    const seller = await login(SELLER)
    const { shop, product, stock } = await findSellerProduct(seller.user.id)
    const context = await newContext({
      viewport: PHONE,
      cookies: [
        { name: 'lang', value: 'ar' },
        { name: 'theme', value: 'dark' },
      ],
    })
    const page = await context.newPage()
    page.setDefaultTimeout(15_000)
    await signIn(page, base, `/shop/${shop.id}`)
    assertEqual(await page.locator('html').getAttribute('dir'), 'rtl', 'right to left')
    await addFromDialog(page, base, shop, product, { quantity: unitsFor(shop, product, stock) })

    // The bottom bar opens the cart as a sheet; its stepper changes the server cart.
    await page.getByTestId('cart-bar').click()
    const sheet = page.getByRole('dialog')
    await sheet.getByTestId('cart-line').first().waitFor()
    await axe(page, 'cart sheet')
    const qty = Number(await sheet.getByTestId('cart-line-qty').first().textContent())
    await sheet.getByTestId('cart-line').first().getByRole('group').getByRole('button').last().click()
    await waitFor(async () => Number(await sheet.getByTestId('cart-line-qty').first().textContent()) > qty, {
      message: 'quantity went up',
    })
    const serverQty = (await api(customer.token, 'GET', 'dashboard/user/cart')).data.user_carts[0].cartDetails[0]
      .quantity
    assert(serverQty > qty, `server cart follows the stepper (${serverQty})`)
    await sheet.getByTestId('go-checkout').click()

    const form = page.getByTestId('checkout-form')
    await form.waitFor({ timeout: 20_000 })
    await waitFor(async () => /\d/.test((await form.getByTestId('checkout-total').textContent())!), {
      message: 'server total',
    })
    // Coupons: an expired one is refused with the server's message, a current one lowers the server's total.
    const totalBefore = await form.getByTestId('checkout-total').textContent()
    await form.getByTestId('coupon-input').fill('EXPIRED20')
    await form.getByTestId('coupon-apply').click()
    await form.getByTestId('error-coupon').waitFor()
    let applied = false
    for (const code of ['WELCOME10', 'BASIL5', 'FRESH15', 'LUNCH3']) {
      await form.getByTestId('coupon-input').fill(code)
      await form.getByTestId('coupon-apply').click()
      applied = await form
        .getByTestId('coupon-ok')
        .waitFor({ timeout: 3000 })
        .then(
          () => true,
          () => false,
        )
      if (applied) break
    }
    if (applied) {
      await waitFor(async () => (await form.getByTestId('checkout-total').textContent()) !== totalBefore, {
        message: 'coupon in the total',
      })
    }
    await form.getByTestId('payment-wallet').click()
    const street = form.getByTestId('checkout-street')
    if (!(await street.inputValue())) await street.fill('1600 Pennsylvania Avenue NW')
    await axe(page, 'checkout (phone, dark, rtl)')
    const balanceBefore = (await api(customer.token, 'GET', 'dashboard/user/profile/show')).data.wallet.price
    await form.getByTestId('place-order').click()
    await page.waitForURL(/\/orders\/\d+$/, { timeout: 20_000 })
    const detail = page.getByTestId('order-detail')
    await detail.waitFor()
    const order = (
      await api(customer.token, 'GET', `dashboard/user/orders/${new URL(page.url()).pathname.split('/').pop()}`)
    ).data
    assertEqual(order.transaction.status, 'paid', 'paid from the wallet')
    const balanceAfter = (await api(customer.token, 'GET', 'dashboard/user/profile/show')).data.wallet.price
    assertEqual(
      Math.round((balanceBefore - balanceAfter) * 100),
      Math.round(order.total_price * 100),
      'wallet debited by the total',
    )
    await axe(page, 'order page (phone, dark, rtl)')

    // Cancel while new: the wallet gets the money back.
    await detail.getByTestId('order-cancel').click()
    await page.getByTestId('order-cancel-confirm').click()
    await waitFor(async () => (await detail.getAttribute('data-status')) === 'canceled', { message: 'canceled' })
    const balanceBack = (await api(customer.token, 'GET', 'dashboard/user/profile/show')).data.wallet.price
    assertEqual(balanceBack, balanceBefore, 'wallet refunded on cancel')
  },
)

test('card: checkout goes to the provider’s hosted page; Pay confirms the order through the signed webhook', async ({
  page,
  base,
  cardOrigin,
  login,
}) => {
  const customer = await login(CUSTOMER)
  await clearServerCart(customer.token)
  const seller = await login(SELLER)
  const { shop, product, stock } = await findSellerProduct(seller.user.id)
  page.setDefaultTimeout(15_000)
  await signIn(page, base, `/shop/${shop.id}`)
  await addFromDialog(page, base, shop, product, { quantity: unitsFor(shop, product, stock) })
  await open(page, base, '/checkout')
  const form = page.getByTestId('checkout-form')
  await form.waitFor({ timeout: 20_000 })
  await waitFor(async () => /\d/.test((await form.getByTestId('checkout-total').textContent())!), {
    message: 'server total',
  })
  await form.getByTestId('payment-stripe').click()
  const street = form.getByTestId('checkout-street')
  if (!(await street.inputValue())) await street.fill('1600 Pennsylvania Avenue NW')
  await form.getByTestId('place-order').click()

  // The provider's page (the local card sandbox), then back to the order with the payment confirmed.
  await page.waitForURL((url) => url.origin === cardOrigin, { timeout: 20_000 })
  await page.getByRole('button', { name: /^Pay/ }).click()
  await page.waitForURL(/\/orders\/\d+\?payment=success$/, { timeout: 20_000 })
  await page.locator('[data-sonner-toast]').filter({ hasText: 'Payment received, thank you!' }).waitFor()
  const orderId = new URL(page.url()).pathname.split('/').pop()
  const order = (await api(customer.token, 'GET', `dashboard/user/orders/${orderId}`)).data
  assertEqual(order.transaction.payment_system.tag, 'stripe', 'paid by card')
  assertEqual(order.transaction.status, 'paid', 'the webhook marked it paid')
  await waitFor(async () => (await page.getByTestId('order-payment-status').textContent())!.trim() === 'Paid', {
    message: 'the order page says Paid',
  })
})
