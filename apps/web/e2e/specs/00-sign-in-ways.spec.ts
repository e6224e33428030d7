// Issue 16 item 6: every way to sign in. "Continue with Google" through a local OpenID issuer (the worker's API
// accepts its tokens as Google's: fixtures.ts, withOidcIssuer), buttons only for the providers the API accepts, and
// sign-in by a phone one-time code read from the API log; axe on /login in desktop light and phone dark Arabic.
import { readFileSync } from 'node:fs'
import type { BrowserContext, Page } from '@playwright/test'
import { allowConsole, PHONE_DARK_RTL, test } from '../fixtures.ts'
import { apiCall } from '../kit/data.ts'
import { assert, assertEqual, hydrated, open, waitFor } from '../kit/harness.ts'

// The issuer is a worker option, so these tests run in workers of their own, each with its own stack. The file is
// named to come first because Playwright hands out files in the order of their names: first, its stack starts while
// the other workers start theirs, and its worker goes on to the next files; named 27-, it ran last, on a stack started
// when the other workers had finished (the run's last 30 s, with one core idle).
test.use({ withOidcIssuer: true })

const PASSWORD = 'secret-pass-1'
// Answers the tests provoke on purpose (a wrong code, a refused state) are logged by the browser as failed resources.
const expectStatus = (...codes: number[]) =>
  allowConsole([new RegExp(`Failed to load resource: the server responded with a status of (${codes.join('|')})`)])

async function sessionToken(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((c) => c.name === 'access_token')?.value
}

function newPhone(): string {
  return `+1202${String(Date.now()).slice(-7)}`
}

/** The newest SMS code the API's log sender wrote for this number, after `after` codes of it were already read. */
async function smsCode(phone: string, after = 0): Promise<string> {
  const file = process.env.E2E_API_LOG
  assert(file, 'the stack exposes the API log (E2E_API_LOG)')
  return waitFor(
    () => {
      const codes = [...readFileSync(file, 'utf8').matchAll(new RegExp(`sms to \\${phone}:[^\\n]*?(\\d{6})`, 'g'))]
      return codes.length > after ? codes.at(-1)?.[1] : undefined
    },
    { message: `an SMS code for ${phone} in the API log` },
  )
}

async function signOut(page: Page) {
  const done = page.waitForResponse((r) => r.url().includes('/api/v1/auth/logout'))
  await page.evaluate(() => fetch('/api/v1/auth/logout', { method: 'POST', credentials: 'same-origin' }))
  await done
}

test('Google: the button signs a new customer in through the provider, and the same one the second time', async ({
  page,
  base,
  oidcIssuer,
  axe,
}) => {
  assert(oidcIssuer, 'the worker runs a local OpenID issuer')
  const stamp = Date.now().toString(36)
  const email = `google.${stamp}@example.org`
  oidcIssuer.setIdentity({
    sub: `google-${stamp}`,
    email,
    email_verified: true,
    name: 'Gale Google',
    given_name: 'Gale',
    family_name: 'Google',
  })
  await open(page, base, '/login?next=/settings')
  const social = page.getByTestId('social-sign-in')
  await social.getByTestId('social-google').waitFor()
  assertEqual(await social.getByTestId('social-google').textContent(), 'Continue with Google', 'Google button')
  // Facebook is switched on in the settings too, but the API accepts no token of its: no button.
  assertEqual(await social.getByTestId('social-apple').textContent(), 'Continue with Apple', 'Apple button')
  assertEqual(await social.getByRole('link').count(), 2, 'only the configured providers are offered')
  await axe(page, 'login with the social buttons')

  await social.getByTestId('social-google').click()
  await page.waitForURL('**/settings')
  await page.getByTestId('notification-settings').getByRole('switch').first().waitFor()
  const token = await sessionToken(page.context())
  assert(token, 'the session cookie is set')
  const request = oidcIssuer.requests.at(-1)
  assert(request, 'the provider was asked')
  assertEqual(request.response_type, 'id_token', 'an implicit ID-token request')
  assertEqual(request.client_id, oidcIssuer.clientId, 'the storefront’s client id')
  assertEqual(request.redirect_uri, `${base}/session/social/google/return`, 'the redirect URI')
  assert(request.nonce && request.nonce.length >= 20, 'a nonce')
  assert(request.state && request.state.length >= 20 && request.state !== request.nonce, 'a state')
  assert(!page.url().includes('id_token'), 'the token left the address bar')
  const first = (await apiCall(token, 'GET', 'dashboard/user/profile/show')).data
  assertEqual(first.email, email, 'a new customer with the provider’s address')
  assertEqual(first.firstname, 'Gale', 'and name')

  // Signed out, then in again with the same Google account: the same customer.
  await signOut(page)
  await open(page, base, '/register')
  await page.getByTestId('social-google').click()
  await page.waitForURL(`${base}/`)
  await hydrated(page)
  const again = await sessionToken(page.context())
  assert(again && again !== token, 'a new session')
  assertEqual((await apiCall(again, 'GET', 'dashboard/user/profile/show')).data.id, first.id, 'the same customer')
  await page.getByTestId('header-desktop').getByTestId('user-menu-button').waitFor()
})

test('Apple: the provider posts its answer back (form_post); signed in where the visitor was going', async ({
  page,
  base,
  oidcIssuer,
}) => {
  assert(oidcIssuer, 'the worker runs a local OpenID issuer')
  const stamp = Date.now().toString(36)
  oidcIssuer.setIdentity({ sub: `apple-${stamp}`, email: `apple.${stamp}@example.org`, email_verified: 'true' })
  await open(page, base, '/login?next=/settings')
  await page.getByTestId('social-apple').click()
  // The provider's own page (here the local issuer's): it posts the answer to our redirect URI.
  const request = await waitFor(() => oidcIssuer.requests.at(-1), { message: 'the provider was asked' })
  assertEqual(request.response_type, 'code id_token', 'Apple’s response type')
  assertEqual(request.response_mode, 'form_post', 'answered by form POST')
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.waitForURL('**/settings')
  const token = await sessionToken(page.context())
  assert(token, 'the session cookie is set')
  assertEqual(
    (await apiCall(token, 'GET', 'dashboard/user/profile/show')).data.email,
    `apple.${stamp}@example.org`,
    'a customer with the address Apple vouched for',
  )
})

test(
  'Google: a refused sign-in, and an answer whose state this browser did not start, sign nobody in',
  expectStatus(400),
  async ({ page, base, oidcIssuer }) => {
    assert(oidcIssuer, 'the worker runs a local OpenID issuer')
    oidcIssuer.setDecision('deny')
    try {
      await open(page, base, '/login')
      await page.getByTestId('social-google').click()
      await page.waitForURL(/\/login\/callback\/google/)
      await waitFor(async () => (await page.getByTestId('form-alert').textContent()) === 'Sign-in was cancelled.', {
        message: 'the cancelled message',
      })
    } finally {
      oidcIssuer.setDecision('approve')
    }
    // A token handed over with a made-up state (as a link from elsewhere would): refused, no session. (From another
    // page: a change of the fragment alone would not load the callback page again.)
    await open(page, base, '/login')
    await open(page, base, '/login/callback/google#id_token=a.b.c&state=made-up')
    await waitFor(
      async () =>
        (await page.getByTestId('form-alert').textContent()) ===
        'The sign-in took too long or was started elsewhere. Please, try again',
      { message: 'the refused state' },
    )
    assertEqual(await sessionToken(page.context()), undefined, 'no session')
    await page.getByRole('link', { name: 'Back to sign in' }).click()
    await page.waitForURL('**/login')
  },
)

test(
  'phone code: a new number registers (details next), then signs in by code; a wrong code says so',
  expectStatus(400),
  async ({ page, base }) => {
    const phone = newPhone()
    await open(page, base, '/login')
    await page.getByText('A code by SMS', { exact: true }).click()
    const send = page.getByTestId('code-login-form')
    await send.getByTestId('code-login-send').click()
    await send.getByText('Required').waitFor()
    await send.getByRole('textbox', { name: 'Phone' }).fill(phone)
    await send.getByTestId('code-login-send').click()
    const verify = page.getByTestId('code-login-verify')
    await verify.getByLabel('Verification code').waitFor()
    const code = await smsCode(phone)
    await verify.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000')
    await verify.getByTestId('code-login-submit').click()
    await verify.getByText('Wrong verification code').waitFor()
    await verify.getByLabel('Verification code').fill(code)
    await verify.getByTestId('code-login-submit').click()
    // A new number: its details, as after a phone sign-up.
    await page.waitForURL('**/update-details?**')
    const details = page.getByTestId('details-form')
    await details.getByLabel('First name').fill('Cody')
    await details.getByLabel('Last name').fill('Sms')
    await details.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await details.getByLabel('Confirm password').fill(PASSWORD)
    await details.getByTestId('details-submit').click()
    await page.waitForURL('**/welcome')
    const token = await sessionToken(page.context())
    assert(token, 'signed in')
    const user = (await apiCall(token, 'GET', 'dashboard/user/profile/show')).data
    assertEqual(user.phone, phone, 'the account of the number')

    // The number now has an account with a password: a code signs it in all the same, and goes where asked.
    await signOut(page)
    await open(page, base, '/login?next=/settings&method=code')
    await page.getByTestId('code-login-form').getByRole('textbox', { name: 'Phone' }).fill(phone)
    await page.getByTestId('code-login-send').click()
    await page
      .getByTestId('code-login-verify')
      .getByLabel('Verification code')
      .fill(await smsCode(phone, 1))
    await page.getByTestId('code-login-submit').click()
    await page.waitForURL('**/settings')
    const again = await sessionToken(page.context())
    assert(again, 'signed in again')
    assertEqual((await apiCall(again, 'GET', 'dashboard/user/profile/show')).data.id, user.id, 'the same account')
  },
)

test(
  'phone code: codes asked for too often are held back, and the screen says how long to wait',
  expectStatus(429),
  async ({ page, base }) => {
    const phone = newPhone()
    await open(page, base, '/login?method=code')
    const box = page.getByTestId('code-login-form').getByRole('textbox', { name: 'Phone' })
    for (let i = 0; i < 3; i += 1) {
      await open(page, base, '/login?method=code')
      await box.fill(phone)
      await page.getByTestId('code-login-send').click()
      await page.getByTestId('code-login-verify').waitFor()
    }
    await open(page, base, '/login?method=code')
    await box.fill(phone)
    await page.getByTestId('code-login-send').click()
    await waitFor(
      async () =>
        /^Too many attempts\. Try again in \d+ (minutes?|seconds?)\.$/.test(
          (await page.getByTestId('form-alert').first().textContent()) ?? '',
        ),
      { message: 'the wait, in words' },
    )
  },
)

// Last of desktop-light: a test after it would see Google off (this worker's storefront keeps the settings 5 s).
test('the operator switches Google off: its button goes, and a page still showing it is refused', async ({
  page,
  base,
  gate,
}) => {
  await open(page, base, '/login')
  await page.getByTestId('social-google').waitFor()
  gate.setSettings({ social_auth_google: '0' })
  // The button of a page rendered before: the web server reads the settings afresh and sends the visitor back.
  await page.getByTestId('social-google').click()
  await page.waitForURL('**/login?social=unavailable')
  await waitFor(
    async () =>
      (await page.getByTestId('form-alert').first().textContent()) === 'This way of signing in is not available.',
    { message: 'the unavailable message' },
  )
  // Once the storefront reads its settings again (within 5 s here, a minute by default), the button is gone; Apple's
  // stays.
  await waitFor(
    async () => {
      await open(page, base, '/login')
      return (await page.getByTestId('social-google').count()) === 0
    },
    { timeout: 30_000, interval: 1_000, message: 'no Google button' },
  )
  await page.getByTestId('social-apple').waitFor()
})

test(
  'phone, dark, Arabic: /login with the Google button and the code choice (axe)',
  { tag: PHONE_DARK_RTL },
  async ({ page, base, axe }) => {
    await open(page, base, '/login')
    assertEqual(await page.locator('html').getAttribute('dir'), 'rtl', 'right to left')
    await page.getByTestId('social-google').waitFor()
    assertEqual(await page.getByTestId('social-google').textContent(), 'المتابعة باستخدام Google', 'Arabic label')
    await axe(page, 'login, dark Arabic phone')
    await page.getByText('رمز عبر رسالة نصية', { exact: true }).click()
    await page.getByTestId('code-login-form').waitFor()
    await axe(page, 'code sign-in, dark Arabic phone')
  },
)
