// Issue 16 item 2: referrals. A customer copies their invitation link on /referrals; a friend opens it, signs up (the
// code is filled in), and when the friend's first order is delivered (the seller moves it through the API, as their
// app would) both wallets are rewarded with the programme's amounts, shown on /wallet and /referrals.
import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { PHONE_DARK_ARABIC, PHONE_DARK_RTL, test } from '../fixtures.ts'
import { apiBase, apiGet, assert, assertEqual, type Json, open, waitFor } from '../kit/harness.ts'
import { apiCall, apiLogin, apiLogout, listShops } from '../kit/data.ts'

const JORDAN = { email: 'jordan.lee@basil.test', password: 'basil-demo' }
const SELLER = { email: 'seller@basil.test', password: 'basil-seller' }
const PASSWORD = 'secret-pass-1'

const api = apiCall
const cents = (value: number) => Math.round(value * 100)

/** The sign-up code the API's default mail sender wrote to its log for this address. */
async function codeFromLog(email: string) {
  const file = process.env.E2E_API_LOG
  assert(file, 'the stack exposes the API log (E2E_API_LOG)')
  const pattern = new RegExp(
    `mail to ${email.replace(/[.+]/g, '\\$&')}: Your Basil verification code[^\\n]*?code is (\\d{6})`,
    'g',
  )
  return waitFor(() => [...readFileSync(file, 'utf8').matchAll(pattern)].at(-1)?.[1], {
    message: `a code for ${email} in the API log`,
  })
}

const profileOf = async (token: string) => (await api(token, 'GET', 'dashboard/user/profile/show')).data as Json

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

/** A pickup order of the customer, paid in cash, placed through the API; answers its id. */
async function placeOrder(customer: { token: string }, seller: { user: Json }) {
  const { shop, stock, quantity } = await sellerProduct(seller.user.id)
  const cart = await api(customer.token, 'POST', 'dashboard/user/cart/insert-product', {
    shop_id: shop.id,
    products: [{ stock_id: stock.id, quantity }],
  })
  const cash = (await apiGet(apiBase(), 'rest/payments')).data.find((p: Json) => p.tag === 'cash')
  assert(cash, 'cash is a payment method')
  const placed = await api(customer.token, 'POST', 'dashboard/user/orders', {
    cart_id: cart.data.id,
    shop_id: shop.id,
    payment_id: cash.id,
    delivery_type: 'pickup',
    phone: '+12025550177',
  })
  return placed.data.id as number
}

/** The shop's seller moves the order on to delivered. */
async function deliver(seller: { token: string }, orderId: number) {
  for (const status of ['accepted', 'cooking', 'ready', 'delivered'])
    await api(seller.token, 'POST', `dashboard/seller/order/${orderId}/status`, { status })
}

/** The newest wallet entry on /wallet, once it is a referral reward. */
async function referralEntryOn(page: Page, base: string) {
  await open(page, base, '/wallet')
  const entry = page.getByTestId('wallet-entry').first()
  await waitFor(async () => (await entry.getAttribute('data-reason')) === 'referral', { message: 'referral entry' })
  return entry
}

/** Opens a notification from the notifications page and waits for where it leads. */
async function openNotification(page: Page, base: string, id: number, target: string) {
  await open(page, base, '/notifications')
  const row = page.getByTestId('notification-row').and(page.locator(`[data-id="${id}"]`))
  await row.click()
  await page.waitForURL((u) => u.pathname === target)
}

test('a friend signs up through the invitation link; after their first delivered order both wallets are rewarded', async ({
  base,
  login,
  newContext,
  axe,
}) => {
  const programme = (await apiGet(apiBase(), 'rest/referral')).data
  assert(programme.price_from > 0 && programme.price_to > 0, 'a referral programme runs with rewards')
  const jordan = await login(JORDAN)
  const seller = await login(SELLER)
  const before = await profileOf(jordan.token)

  // Jordan's page: the code, the link (copied, with a toast), the programme's terms.
  const context = await jordan.newContext({ permissions: ['clipboard-read', 'clipboard-write'] })
  const page = await context.newPage()
  page.setDefaultTimeout(15_000)
  await open(page, base, '/')
  await page.getByTestId('header-desktop').getByTestId('user-menu-button').click()
  await page.getByRole('menuitem', { name: 'Referrals' }).click()
  await page.waitForURL('**/referrals')
  await waitFor(async () => (await page.getByTestId('referral-code').textContent()) === before.my_referral, {
    message: 'the code is shown',
  })
  const link = await page.getByTestId('referral-link').inputValue()
  assertEqual(link, `${base.replace(/\/$/, '')}/register?referral=${before.my_referral}`, 'the invitation link')
  await page.getByTestId('referral-copy-link').click()
  await page.locator('[data-sonner-toast]').filter({ hasText: 'Link copied' }).waitFor()
  assertEqual(await page.evaluate(() => navigator.clipboard.readText()), link, 'the link is on the clipboard')
  await page
    .getByTestId('referral-terms')
    .filter({ hasText: programme.translation.description.slice(0, 24) })
    .waitFor()
  assert(
    (await page.getByTestId('referral-offer').textContent())!.includes(programme.translation.title),
    'the programme title',
  )
  await axe(page, 'referrals page')

  // The friend opens the link in another browser and signs up: the code is already in the form.
  const friendContext = await newContext()
  const friend = await friendContext.newPage()
  friend.setDefaultTimeout(15_000)
  await open(friend, base, new URL(link).pathname + new URL(link).search)
  const email = `e2e-referral-${process.pid}-${Date.now().toString(36)}@basil.test`
  const start = friend.getByTestId('register-form')
  await start.getByRole('textbox', { name: 'Email' }).fill(email)
  await start.getByTestId('register-submit').click()
  const codeForm = friend.getByTestId('code-form')
  await codeForm.waitFor()
  await codeForm.getByLabel('Verification code').fill(await codeFromLog(email))
  await codeForm.getByTestId('code-submit').click()
  const details = friend.getByTestId('details-form')
  await details.waitFor()
  assertEqual(await details.getByLabel('Referral code (optional)').inputValue(), before.my_referral, 'code filled in')
  await details.getByLabel('First name').fill('Riley')
  await details.getByLabel('Last name').fill('Invited')
  await details.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await details.getByLabel('Confirm password').fill(PASSWORD)
  await details.getByTestId('details-submit').click()
  await friend.waitForURL('**/welcome')
  assertEqual((await profileOf(jordan.token)).referrals_count, before.referrals_count + 1, 'Jordan invited one more')

  // Nothing is paid before the friend's first order is delivered; the new account has its (empty) wallet already.
  const invited = await apiLogin({ email, password: PASSWORD })
  try {
    assertEqual((await profileOf(invited.token)).wallet?.price, 0, 'a wallet from sign-up')
    const orderId = await placeOrder(invited, seller)
    assertEqual((await profileOf(invited.token)).wallet?.price ?? 0, 0, 'no reward for a placed order')
    await deliver(seller, orderId)
    const after = await profileOf(jordan.token)
    assertEqual(
      cents(after.wallet.price - (before.wallet?.price ?? 0)),
      cents(programme.price_from),
      'Jordan got price_from',
    )
    assertEqual(after.referral_from_topup_count, before.referral_from_topup_count + 1, 'one more reward')
    assertEqual(cents((await profileOf(invited.token)).wallet.price), cents(programme.price_to), 'friend got price_to')
    const bell = await api(jordan.token, 'GET', 'dashboard/notifications?type=new_user_by_referral')
    assertEqual(bell.data[0]?.title, 'You earned a referral reward', 'Jordan is notified')

    // Both wallets show it, with who: the friend's from Jordan, Jordan's from the friend.
    const friendEntry = await referralEntryOn(friend, base)
    assertEqual(await friendEntry.getByTestId('wallet-entry-person').textContent(), 'From Jordan Lee', 'friend side')
    const jordanEntry = await referralEntryOn(page, base)
    assertEqual(
      await jordanEntry.getByTestId('wallet-entry-person').textContent(),
      'From Riley Invited',
      "Jordan's side",
    )
    assert(
      (await jordanEntry.getByTestId('wallet-entry-amount').textContent())!.includes(programme.price_from.toFixed(2)),
      'the reward amount',
    )

    // The notifications lead there: the friend's reward to /wallet, Jordan's to /referrals.
    const welcome = (await api(invited.token, 'GET', 'dashboard/notifications?type=transaction')).data[0]
    assertEqual(welcome?.title, 'You received a referral reward', 'the friend is notified')
    await openNotification(friend, base, welcome.id, '/wallet')
    await openNotification(page, base, bell.data[0].id, '/referrals')

    // And /referrals counts it.
    await open(page, base, '/referrals')
    await waitFor(
      async () =>
        (await page.getByTestId('referral-rewarded').textContent()) === String(after.referral_from_topup_count),
      { message: 'rewarded count' },
    )
    assertEqual(
      await page.getByTestId('referral-invited').textContent(),
      String(after.referrals_count),
      'invited count',
    )
    // A second delivered order pays nothing more.
    await deliver(seller, await placeOrder(invited, seller))
    assertEqual(cents((await profileOf(jordan.token)).wallet.price), cents(after.wallet.price), 'paid once')
  } finally {
    await apiLogout(invited.token)
  }
  await Promise.all([context.close(), friendContext.close()])
})

test('phone, dark, Arabic: the referrals page (axe)', { tag: PHONE_DARK_RTL }, async ({ base, login, axe }) => {
  const jordan = await login(JORDAN)
  const code = (await profileOf(jordan.token)).my_referral
  const context = await jordan.newContext(PHONE_DARK_ARABIC)
  const page = await context.newPage()
  page.setDefaultTimeout(15_000)
  await open(page, base, '/referrals')
  assertEqual(await page.locator('html').getAttribute('dir'), 'rtl', 'right to left')
  await waitFor(async () => (await page.getByTestId('referral-code').textContent()) === code, { message: 'code' })
  await page.getByRole('heading', { name: 'الإحالات', level: 1 }).waitFor()
  await axe(page, 'referrals (phone, dark, rtl)')
  await context.close()
})

test('signed out, /referrals asks to sign in and comes back after', async ({ page, base }) => {
  await open(page, base, '/referrals')
  const signIn = page.getByRole('main').getByRole('link', { name: 'Log in' })
  await signIn.waitFor()
  assertEqual(await signIn.getAttribute('href'), '/login?next=/referrals', 'back to /referrals after signing in')
})
