// Issue 16 item 5: seller and courier applications. A new customer sends a shop application through /be-seller
// (uploads included), the demo admin approves it through the API, the page shows it accepted, and the new seller
// stocks the shop and accepts a customer's order of it through the API; the courier form likewise; both pages on a
// phone, dark, in Arabic (axe everywhere).
import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { allowConsole, PHONE_DARK_ARABIC, PHONE_DARK_RTL, test } from '../fixtures.ts'
import { apiBase, assert, assertEqual, type Json, open, waitFor } from '../kit/harness.ts'

let serial = 0
const uniqueEmail = (tag: string) => `e2e-apply-${tag}-${process.pid}-${Date.now().toString(36)}-${++serial}@basil.test`
const PASSWORD = 'secret-pass-1'
const ADMIN = { email: 'admin@basil.test', password: 'basil-admin' }
const PRIYA = { email: 'priya.shah@basil.test', password: 'basil-demo' }
const SOFIA = { email: 'sofia.rossi@basil.test', password: 'basil-demo' }
// A 2x2 PNG: the API checks uploads by content and re-encodes them.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
)
const picture = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG })

async function api(
  method: string,
  path: string,
  { token, query, body }: { token?: string; query?: Record<string, string>; body?: unknown } = {},
) {
  const url = new URL(`${apiBase()}/api/v1/${path}`)
  for (const [k, v] of Object.entries(query ?? {})) url.searchParams.set(k, v)
  const res = await fetch(url, {
    method,
    headers: {
      accept: 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  })
  return { status: res.status, body: (await res.json().catch(() => null)) as Json }
}

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

/** A new customer with a password, signed up through the API as the sign-up screens do it. */
async function createCustomer(tag: string) {
  const email = uniqueEmail(tag)
  assertEqual((await api('POST', 'auth/register', { query: { email } })).status, 200, `register ${email}`)
  const code = await codeFromLog(email)
  assertEqual((await api('GET', `auth/verify/${code}`, { query: { email } })).status, 200, 'verify code')
  const done = await api('POST', 'auth/after-verify', {
    body: { email, firstname: 'Ari', lastname: 'Applicant', password: PASSWORD, password_confirmation: PASSWORD },
  })
  assertEqual(done.status, 200, `after-verify: ${JSON.stringify(done.body)}`)
  return { email, password: PASSWORD }
}

async function stateOf(page: Page, testId: string, status: string) {
  const state = page.getByTestId(testId)
  await waitFor(async () => (await state.getAttribute('data-status').catch(() => null)) === status, {
    message: `${testId} ${status}`,
  })
  return state
}

test(
  'be a seller: the application sent through the screen with its uploads, approved by the admin, and the new seller accepts an order of the new shop',
  allowConsole([/Failed to load resource: the server responded with a status of 400/]),
  async ({ base, login, axe, api: worker }) => {
    const applicant = await login(await createCustomer('seller'))
    const admin = await login(ADMIN)
    const context = await applicant.newContext()
    const page = await context.newPage()
    page.setDefaultTimeout(15_000)

    // The user menu leads to the page.
    await open(page, base, '/')
    await page.getByTestId('header-desktop').getByTestId('user-menu-button').click()
    await page.getByRole('menuitem', { name: 'Become a seller' }).click()
    await page.waitForURL('**/be-seller')
    const form = page.getByTestId('seller-form')
    await form.waitFor()
    await axe(page, 'be-seller form')
    if (process.env.E2E_SHOTS) {
      await page.screenshot({ path: `${process.env.E2E_SHOTS}/be-seller-desktop-light.png`, fullPage: true })
    }

    // Nothing filled: the spec's messages under the fields, nothing sent.
    await page.getByTestId('seller-submit').click()
    await page.getByTestId('title_en-error').filter({ hasText: 'Required' }).waitFor()
    await page.getByTestId('phone-error').filter({ hasText: 'Phone number is required' }).waitFor()
    await page.getByTestId('logo-error').filter({ hasText: 'Upload a logo' }).waitFor()
    await axe(page, 'be-seller form with errors')

    const title = `E2E Kitchen ${Date.now().toString(36)}`
    await form.locator('[name="title_en"]').fill(title)
    await form.locator('[name="description_en"]').fill('Soups and stews, cooked every morning.')
    await form.locator('[name="phone"]').fill('+12025550188')
    await form.locator('[name="address"]').fill('12 Garden street')
    await page.getByTestId('logo-input').setInputFiles(picture('logo.png'))
    await page.getByTestId('logo-state').filter({ hasText: 'Uploaded' }).waitFor()
    await page.getByTestId('background-input').setInputFiles(picture('background.png'))
    await page.getByTestId('background-state').filter({ hasText: 'Uploaded' }).waitFor()
    await page
      .getByTestId(/^category-\d+$/)
      .first()
      .check({ force: true })
    // Open around the clock, so the order below can be placed whenever the test runs.
    for (const input of await form.locator('input[name^="from_"]').all()) await input.fill('00:00')
    for (const input of await form.locator('input[name^="to_"]').all()) await input.fill('23:59')
    await page.getByTestId('seller-submit').click()
    await stateOf(page, 'seller-application-state', 'new')
    // The toast saying it was sent has gone (a scan during its fade measures half-drawn colours).
    await page.locator('[data-sonner-toast]').filter({ hasText: 'Your application was sent' }).waitFor()
    await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 15_000 })
    await axe(page, 'be-seller under review')

    // The admin approves through the API.
    const listed = await worker.call(
      admin.token,
      'GET',
      'dashboard/admin/shop-applications/paginate?status=new&perPage=100',
    )
    const application = (listed.data as Json[]).find((a) => a.user.email === applicant.user.email)
    assert(application, 'the application is listed for the admin')
    assertEqual(application.title.en, title, 'sent with its name')
    assert(String(application.logo_img).includes('/storage/images/shops/'), 'the logo uploaded')
    const approved = await worker.call(
      admin.token,
      'POST',
      `dashboard/admin/shop-applications/${application.id}/approve`,
    )
    const shopId: number = approved.data.shop_id
    assert(shopId > 0, 'the shop was created')

    await page.reload()
    const state = await stateOf(page, 'seller-application-state', 'approved')
    assertEqual(
      await state.getByTestId('seller-shop-link').getAttribute('href'),
      `/restaurant/${shopId}`,
      'a link to the new shop',
    )
    assertEqual(await page.getByTestId('to-be-courier').getAttribute('href'), '/be-courier', 'courier link')
    await axe(page, 'be-seller accepted')
    if (process.env.E2E_SHOTS)
      await page.screenshot({ path: `${process.env.E2E_SHOTS}/be-seller-accepted-desktop-light.png` })

    // The new seller stocks the shop and accepts a customer's order of it, through the API.
    const product = await worker.call(applicant.token, 'POST', 'dashboard/seller/products', {
      title: { en: 'Soup of the day' },
      price: 9.5,
      quantity: 40,
    })
    const stockId: number = product.data.stocks[0].id
    const customer = await login(PRIYA)
    const cart = await worker.call(customer.token, 'POST', 'dashboard/user/cart/insert-product', {
      shop_id: shopId,
      products: [{ stock_id: stockId, quantity: 2 }],
    })
    const payments = await worker.json('rest/payments')
    const cash = (payments.data as Json[]).find((p) => p.tag === 'cash')
    const order = await worker.call(customer.token, 'POST', 'dashboard/user/orders', {
      cart_id: cart.data.id,
      shop_id: shopId,
      payment_id: cash.id,
      delivery_type: 'delivery',
      location: application.location,
      address: { address: '3 Garden street' },
      phone: '+12025550189',
    })
    const moved = await worker.call(applicant.token, 'POST', `dashboard/seller/order/${order.data.id}/status`, {
      status: 'accepted',
    })
    assertEqual(moved.data.status, 'accepted', 'the new seller accepted the order')
    const bell = await worker.call(applicant.token, 'GET', 'dashboard/notifications?type=application_status')
    assertEqual(bell.data[0]?.title, 'Your shop application was accepted', 'the applicant is notified')
    await context.close()
  },
)

test(
  'become a courier: vehicle, plate, documents photo and working area, under review, approved by the admin',
  allowConsole([/Failed to load resource: the server responded with a status of 400/]),
  async ({ base, login, axe, api: worker }) => {
    const applicant = await login(await createCustomer('courier'))
    const admin = await login(ADMIN)
    const context = await applicant.newContext()
    const page = await context.newPage()
    page.setDefaultTimeout(15_000)
    await open(page, base, '/be-courier')
    const form = page.getByTestId('courier-form')
    await form.waitFor()
    await axe(page, 'be-courier form')

    await page.getByTestId('courier-submit').click()
    await page.getByTestId('working_area-error').filter({ hasText: 'Required' }).waitFor()
    await page.getByTestId('documents-error').filter({ hasText: 'Upload a photo of your documents' }).waitFor()

    await page.getByTestId('courier-vehicle').selectOption('scooter')
    await form.locator('[name="plate"]').fill('DC-4821')
    await form.locator('[name="working_area"]').fill('Downtown')
    await page.getByTestId('documents-input').setInputFiles(picture('licence.png'))
    await page.getByTestId('documents-state').filter({ hasText: 'Uploaded' }).waitFor()
    await page.getByTestId('courier-submit').click()
    await stateOf(page, 'courier-application-state', 'new')

    const listed = await worker.call(
      admin.token,
      'GET',
      'dashboard/admin/courier-applications/paginate?status=new&perPage=100',
    )
    const application = (listed.data as Json[]).find((a) => a.user.email === applicant.user.email)
    assert(application, 'the courier application is listed for the admin')
    assertEqual(application.vehicle_type, 'scooter', 'the vehicle')
    assert(String(application.documents[0]).includes('/storage/images/deliveryman/'), 'the documents photo uploaded')
    await worker.call(admin.token, 'POST', `dashboard/admin/courier-applications/${application.id}/approve`)
    await page.reload()
    await stateOf(page, 'courier-application-state', 'approved')
    await axe(page, 'be-courier accepted')
    const profile = await worker.call(applicant.token, 'GET', 'dashboard/user/profile/show')
    assertEqual(profile.data.role, 'deliveryman', 'the applicant is a courier')
    await context.close()
  },
)

test(
  'phone, dark, Arabic: the seller and courier forms (axe)',
  { tag: PHONE_DARK_RTL },
  async ({ base, login, axe }) => {
    const sofia = await login(SOFIA)
    const context = await sofia.newContext(PHONE_DARK_ARABIC)
    const page = await context.newPage()
    page.setDefaultTimeout(15_000)
    await open(page, base, '/be-seller')
    assertEqual(await page.locator('html').getAttribute('dir'), 'rtl', 'right to left')
    await page.getByTestId('seller-form').waitFor()
    await page.getByTestId('seller-submit').click()
    await page.getByTestId('logo-error').filter({ hasText: 'ارفع شعاراً' }).waitFor()
    await axe(page, 'be-seller (phone, dark, rtl)')
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)
    assert(await fits(), 'the seller form fits the phone’s width')
    if (process.env.E2E_SHOTS) {
      await page.screenshot({ path: `${process.env.E2E_SHOTS}/be-seller-phone-dark-ar.png`, fullPage: true })
    }

    await open(page, base, '/be-courier')
    await page.getByTestId('courier-form').waitFor()
    await axe(page, 'be-courier (phone, dark, rtl)')
    assert(await fits(), 'the courier form fits the phone’s width')
    if (process.env.E2E_SHOTS) {
      await page.screenshot({ path: `${process.env.E2E_SHOTS}/be-courier-phone-dark-ar.png`, fullPage: true })
    }
    await context.close()
  },
)
