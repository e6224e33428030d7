// Issue 18, item 3, the storefront's side of Web Push: the offer to follow an order with the page closed shows on
// the order page of a signed-in customer (never on a first load), "Not now" keeps it away, and "Turn on" asks the
// browser, registers the service worker and hands the subscription to the API (the contract's
// profile/firebase/token/update), which checks it. The API side (encryption, VAPID, the outbox) is tested against a
// local push service in apps/api/src/modules/push/push.test.ts.
//
// Headless Chromium cannot reach a real push service here, so the browser's registration with one (the third party)
// is replaced by a subscription made in the test: an FCM endpoint with a real P-256 key and secret.
import { createECDH, randomBytes } from 'node:crypto'
import { PHONE_DARK_RTL, test } from '../fixtures.ts'
import { placeOrder } from '../kit/data.ts'
import { PHONE, assert, assertEqual, open, waitFor } from '../kit/harness.ts'
import { NOTIFYING_CHROMIUM_PATH } from '../lib/chromium.mjs'

// Their contexts open in the whole Chromium: the headless shell the other specs run in has no notifications (it says
// "denied" to every page), so it would never be offered them.
test.use({ chromiumPath: NOTIFYING_CHROMIUM_PATH })

const CUSTOMER = { email: 'customer@basil.test', password: 'basil-customer' }
const SELLER = { email: 'seller@basil.test', password: 'basil-seller' }

test('the order page offers notifications; "Not now" keeps the offer away', async ({ base, login, axe }) => {
  const customer = await login(CUSTOMER)
  const seller = await login(SELLER)
  const orderId = await placeOrder(customer, seller)
  const context = await customer.newContext()
  const page = await context.newPage()
  // Not on the first page of a visit: the home page says nothing about notifications.
  await open(page, base, '/')
  assertEqual(await page.getByTestId('push-offer').count(), 0, 'no offer on the home page')
  await open(page, base, `/orders/${orderId}`)
  const offer = page.getByTestId('push-offer')
  await offer.waitFor()
  assert((await offer.textContent())?.includes('Follow this order with the page closed?'), 'the offer says what for')
  await axe(page, 'order page with the notifications offer')
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/push-offer-desktop.png` })
  await offer.getByRole('button', { name: 'Not now' }).click()
  await offer.waitFor({ state: 'detached' })
  await open(page, base, `/orders/${orderId}`)
  await page.getByTestId('order-detail').waitFor()
  await page.waitForTimeout(500)
  assertEqual(await page.getByTestId('push-offer').count(), 0, 'not offered again after "Not now"')
  await context.close()
})

test(
  'phone, dark, Arabic: turning notifications on hands the subscription to the API',
  { tag: PHONE_DARK_RTL },
  async ({ base, login, axe }) => {
    const customer = await login(CUSTOMER)
    const seller = await login(SELLER)
    const orderId = await placeOrder(customer, seller)
    const context = await customer.newContext({
      viewport: PHONE,
      hasTouch: true,
      permissions: ['notifications'],
      cookies: [
        { name: 'lang', value: 'ar' },
        { name: 'theme', value: 'dark' },
      ],
    })
    const ecdh = createECDH('prime256v1')
    const fake = {
      endpoint: `https://fcm.googleapis.com/fcm/send/e2e-${randomBytes(8).toString('hex')}`,
      expirationTime: null,
      keys: { p256dh: ecdh.generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') },
    }
    await context.addInitScript((subscription) => {
      const made = () => ({ ...subscription, toJSON: () => subscription })
      PushManager.prototype.subscribe = async function () {
        localStorage.setItem('e2e-push', '1')
        return made() as unknown as PushSubscription
      }
      PushManager.prototype.getSubscription = async function () {
        return (localStorage.getItem('e2e-push') ? made() : null) as unknown as PushSubscription | null
      }
    }, fake)
    const page = await context.newPage()
    await open(page, base, `/orders/${orderId}`)
    assertEqual(await page.locator('html').getAttribute('dir'), 'rtl', 'right to left')
    const offer = page.getByTestId('push-offer')
    await offer.waitFor()
    await axe(page, 'order page with the notifications offer (phone, dark, rtl)')
    if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/push-offer-phone-dark-rtl.png` })
    const saved = page.waitForResponse((r) => r.url().includes('/api/v1/dashboard/user/profile/firebase/token/update'))
    await offer.getByRole('button', { name: 'تفعيل الإشعارات' }).click()
    const answer = await saved
    assertEqual(answer.status(), 200, 'the API took the subscription')
    assertEqual(
      JSON.parse(answer.request().postData() ?? '{}').firebase_token,
      JSON.stringify(fake),
      'the subscription as the browser gives it',
    )
    await page.getByText('الإشعارات مفعّلة على هذا الجهاز').first().waitFor()
    await offer.waitFor({ state: 'detached' })
    const worker = await page.evaluate(
      async () => (await navigator.serviceWorker.getRegistration('/'))?.active?.scriptURL,
    )
    assert(worker?.endsWith('/sw.js'), `the service worker is registered (${worker})`)
    // Subscribed: not offered again.
    await open(page, base, `/orders/${orderId}`)
    await page.getByTestId('order-detail').waitFor()
    await waitFor(async () => (await page.getByTestId('push-offer').count()) === 0, { message: 'no second offer' })
    await context.close()
  },
)
