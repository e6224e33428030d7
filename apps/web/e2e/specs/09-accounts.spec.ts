// Issue #5 (storefront): sign-up by e-mail with the code from the API's log, sign-in, the 401 rule, profile and
// avatar, addresses on the map, sign-out clearing what spec §4 lists, and the account screens' accessibility.
import { readFileSync } from 'node:fs'
import type { BrowserContext } from '@playwright/test'
import { allowConsole, type ContextOptions, expect, type NewContext, test } from '../fixtures.ts'
import { apiBase, assert, assertEqual, type Json, open, PHONE, waitFor } from '../kit/harness.ts'

let serial = 0
const uniqueEmail = (tag: string) => `e2e-${tag}-${process.pid}-${Date.now().toString(36)}-${++serial}@basil.test`
const PASSWORD = 'secret-pass-1'
// Answers the tests provoke on purpose (a wrong password or code, a refused file, a revoked token) are logged by the
// browser as failed resources.
const expectStatus = (...codes: number[]) =>
  allowConsole([new RegExp(`Failed to load resource: the server responded with a status of (${codes.join('|')})`)])
// A 2x2 PNG: the API checks uploads by content and re-encodes them.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
)

/** The sign-up or reset code the API's default mail sender wrote to its log for this address. */
async function codeFromLog(email: string, subject = 'Your Basil verification code') {
  const file = process.env.E2E_API_LOG
  assert(file, 'the stack exposes the API log (E2E_API_LOG)')
  const pattern = new RegExp(`mail to ${email.replace(/[.+]/g, '\\$&')}: ${subject}[^\\n]*?code is (\\d{6})`, 'g')
  return waitFor(
    () => {
      const matches = [...readFileSync(file, 'utf8').matchAll(pattern)]
      return matches.at(-1)?.[1]
    },
    { message: `a code for ${email} in the API log` },
  )
}

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
  return { status: res.status, body: await res.json().catch(() => null) }
}

/** A new account made through the API the way the sign-up screens do it; answers its e-mail and session token. */
async function createUser(tag: string, firstname = 'Robin') {
  const email = uniqueEmail(tag)
  const started = await api('POST', 'auth/register', { query: { email } })
  assertEqual(started.status, 200, `register ${email}: ${JSON.stringify(started.body)}`)
  const code = await codeFromLog(email)
  assertEqual((await api('GET', `auth/verify/${code}`, { query: { email } })).status, 200, 'verify code')
  const done = await api('POST', 'auth/after-verify', {
    body: { email, firstname, lastname: 'Tester', password: PASSWORD, password_confirmation: PASSWORD },
  })
  assertEqual(done.status, 200, `after-verify: ${JSON.stringify(done.body)}`)
  return { email, token: done.body.data.token, user: done.body.data.user }
}

// The API limits code sending (10 in 15 minutes) and sign-ins (20 in 10 minutes) per address, and every test runs
// from 127.0.0.1: tests share one account and its first session, sign it in again only where a session gets revoked,
// and only tests that change the password make their own account.
let shared
function sharedUser() {
  shared ??= createUser('shared', 'Sam')
  return shared
}

/** A fresh session of an existing account (sign-in through the API). */
async function signInApi(email: string, password = PASSWORD) {
  const res = await api('POST', 'auth/login', { body: { email, password } })
  assertEqual(res.status, 200, `sign-in ${email}: ${JSON.stringify(res.body)}`)
  return res.body.data.access_token
}

/** A browser context signed in as that user: the session cookie the web server would have set. */
async function signedInPage(newContext: NewContext, token: string, options: ContextOptions = {}) {
  const context = await newContext({
    ...options,
    cookies: [{ name: 'access_token', value: token, httpOnly: true, sameSite: 'Lax' }, ...(options.cookies ?? [])],
  })
  const page = await context.newPage()
  page.setDefaultTimeout(15_000)
  return { context, page }
}

async function cookieNamed(context: BrowserContext, name: string) {
  return (await context.cookies()).find((c) => c.name === name)
}

test(
  'sign-up by e-mail: code from the API log, the spec’s messages, welcome, then signed in with an HttpOnly cookie',
  expectStatus(400),
  async ({ page, base }) => {
    const email = uniqueEmail('signup')
    await open(page, base, '/register')
    const form = page.getByTestId('register-form')
    await form.getByTestId('register-submit').click()
    await expect(page.getByTestId('email-error'), 'empty e-mail').toHaveText('Required')
    // the phone way checks numbers with the spec's messages
    await form.getByText('Phone', { exact: true }).click()
    await form.getByRole('textbox', { name: 'Phone' }).fill('12')
    await form.getByTestId('register-submit').click()
    await expect(page.getByTestId('phone-error'), 'bad phone').toHaveText('Phone number is invalid')
    await form.getByText('Email', { exact: true }).click()

    await form.getByRole('textbox', { name: 'Email' }).fill(email)
    await form.getByTestId('register-submit').click()
    const codeForm = page.getByTestId('code-form')
    await codeForm.waitFor()
    assert(
      /expires in \d+:\d\d/.test((await page.getByTestId('code-expiry').textContent())!),
      'expiry countdown from otp_expire_time',
    )
    await codeForm.getByLabel('Verification code').fill('000000')
    await codeForm.getByTestId('code-submit').click()
    await waitFor(async () => (await page.getByTestId('code-error').textContent()) === 'Wrong verification code', {
      message: 'wrong code message',
    })

    const code = await codeFromLog(email)
    await codeForm.getByLabel('Verification code').fill(code)
    await codeForm.getByTestId('code-submit').click()
    const details = page.getByTestId('details-form')
    await details.waitFor()
    await details.getByTestId('details-submit').click()
    await expect(page.getByTestId('firstname-error'), 'first name required').toHaveText('Required')
    await details.getByLabel('First name').fill('Dana')
    await details.getByLabel('Last name').fill('Signup')
    await details.getByLabel('Password', { exact: true }).fill('123')
    await details.getByLabel('Confirm password').fill('1234')
    await details.getByTestId('details-submit').click()
    await expect(page.getByTestId('password-error'), 'short password').toHaveText(
      'Password should contain at least 6 characters',
    )
    await expect(page.getByTestId('password_confirmation-error'), 'mismatch').toHaveText("Passwords don't match")
    await details.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await details.getByLabel('Confirm password').fill(PASSWORD)
    const answer = page.waitForResponse((r) => r.url().includes('/api/v1/auth/after-verify'))
    await details.getByTestId('details-submit').click()
    const body = await (await answer).json()
    assertEqual(body.data.token, undefined, 'the token never reaches browser code')
    await page.waitForURL('**/welcome')
    await page.getByTestId('welcome').waitFor()

    const cookie = await cookieNamed(page.context(), 'access_token')
    assert(cookie, 'session cookie set')
    assert(cookie.httpOnly, 'HttpOnly')
    assertEqual(cookie.sameSite, 'Lax', 'SameSite=Lax')
    const days = (cookie.expires - Date.now() / 1000) / 86400
    assert(days > 6.9 && days <= 7.01, `7-day cookie (${days.toFixed(2)} days)`)
    assert(!(await page.evaluate(() => document.cookie)).includes('access_token'), 'scripts cannot read the token')

    await page.getByRole('link', { name: 'Start shopping' }).click()
    await page.waitForURL((url) => url.pathname === '/')
    const header = page.getByTestId('header-desktop')
    await header.getByTestId('user-menu-button').waitFor()
    assertEqual(await header.getByTestId('login-button').count(), 0, 'no login button when signed in')
    await waitFor(async () => (await header.getByTestId('user-menu-name').textContent()) === 'Dana Signup', {
      message: 'name in the menu',
    })

    // the same address cannot sign up twice. Signed out away from the signed-in page: cleared under it, the page's own
    // calls (notification counts, unread chats) made meanwhile were answered 401, logged by the browser as errors.
    await page.goto('about:blank')
    await page.context().clearCookies()
    await open(page, base, '/register')
    await page.getByTestId('register-form').getByRole('textbox', { name: 'Email' }).fill(email)
    await page.getByTestId('register-submit').click()
    await waitFor(
      async () => (await page.getByTestId('email-error').textContent()) === 'The email has already been taken',
      { message: 'email taken' },
    )
  },
)

test(
  'sign-in: "Login or password is invalid", then the user menu (profile, orders, wallet, settings, become a seller, sign out) by keyboard',
  expectStatus(400),
  async ({ page, base }) => {
    const { email } = await sharedUser()
    await open(page, base, '/login?next=/settings')
    const form = page.getByTestId('login-form')
    await form.getByTestId('login-submit').click()
    // The error's element is always in the page (empty while fine): wait for its text, not for the element.
    await expect(page.getByTestId('login-error'), 'login required').toHaveText('Required')
    await form.getByLabel('Email or phone').fill(email)
    await form.getByLabel('Password', { exact: true }).fill('wrong-password')
    await form.getByTestId('login-submit').click()
    await waitFor(async () => (await page.getByTestId('form-alert').textContent()) === 'Login or password is invalid', {
      message: 'invalid login message',
    })
    assertEqual(await cookieNamed(page.context(), 'access_token'), undefined, 'no cookie after a failed sign-in')

    await form.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await form.getByLabel('Password', { exact: true }).press('Enter')
    await page.waitForURL('**/settings')
    // settings now show the notification switches of the account
    const switches = page.getByTestId('notification-settings').getByRole('switch')
    await switches.first().waitFor()
    assert((await switches.count()) >= 4, 'notification kinds listed')
    const saved = page.waitForResponse((r) => r.url().includes('/api/v1/dashboard/user/update/notifications') && r.ok())
    await switches.first().click({ force: true })
    await saved
    assertEqual(await switches.first().isChecked(), false, 'switched off')

    await open(page, base, '/')
    const menuButton = page.getByTestId('header-desktop').getByTestId('user-menu-button')
    await menuButton.focus()
    await page.keyboard.press('Enter')
    const menu = page.getByRole('menu', { name: 'Account menu' })
    await menu.waitFor()
    const items = await menu.getByRole('menuitem').allTextContents()
    assertEqual(
      JSON.stringify(items),
      JSON.stringify([
        'Profile',
        'Orders',
        'Parcels',
        'Wallet',
        'Reservations',
        'Referrals',
        'Refund requests',
        'Notifications',
        'Settings',
        'Become a seller',
        'Sign out',
      ]),
      'menu items',
    )
    await waitFor(async () => (await page.evaluate(() => document.activeElement?.textContent)) === 'Profile', {
      message: 'first item focused',
    })
    await page.keyboard.press('ArrowDown')
    assertEqual(await page.evaluate(() => document.activeElement?.textContent), 'Orders', 'arrow moves down')
    await page.keyboard.press('Escape')
    assertEqual(await menu.count(), 0, 'Escape closes')
    assertEqual(
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.testid),
      'user-menu-button',
      'focus back on the button',
    )
    await menuButton.click()
    await menu.getByRole('menuitem', { name: 'Profile' }).click()
    await page.waitForURL('**/profile')
    await page.getByTestId('profile').waitFor()
  },
)

test('signing in from the header brings the person back to the page they were on', async ({ page, base }) => {
  const { email } = await sharedUser()
  await open(page, base, '/recipes')
  await page.getByTestId('header-desktop').getByTestId('login-button').click()
  await page.waitForURL('**/login?next=%2Frecipes')
  const form = page.getByTestId('login-form')
  await form.getByLabel('Email or phone').fill(email)
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await form.getByTestId('login-submit').click()
  await page.waitForURL(`${base}/recipes`)
  await page.getByTestId('header-desktop').getByTestId('user-menu-button').waitFor()
})

test(
  'a 401 shows "Unauthorized", clears the session and goes to /login (client and server side)',
  expectStatus(401),
  async ({ newContext, base }) => {
    const { email } = await sharedUser()
    const token = await signInApi(email)
    const { context, page } = await signedInPage(newContext, token)
    await open(page, base, '/')
    await page.getByTestId('header-desktop').getByTestId('user-menu-button').waitFor()
    // the token stops working at the API (as when it is revoked elsewhere or expires)
    assertEqual((await api('POST', 'auth/logout', { token })).status, 200, 'revoked')
    // the next signed-in call (opening the notifications) answers 401
    await page.getByTestId('header-desktop').getByTestId('bell-button').click()
    await page.waitForURL('**/login')
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Unauthorized' })
    await toast.waitFor()
    await waitFor(async () => !(await cookieNamed(context, 'access_token')), { message: 'session cookie cleared' })

    // a server-rendered page with a dead session goes the same way
    const again = await signInApi(email)
    const second = await signedInPage(newContext, again)
    await api('POST', 'auth/logout', { token: again })
    await open(second.page, base, '/profile')
    await second.page.waitForURL('**/login**')
    await second.page.locator('[data-sonner-toast]').filter({ hasText: 'Unauthorized' }).waitFor()
    await waitFor(async () => !(await cookieNamed(second.context, 'access_token')), {
      message: 'cookie cleared (server side)',
    })
  },
)

test(
  'profile: edit details, avatar upload (placeholder on failure), change password with the spec’s messages',
  expectStatus(400),
  async ({ newContext, base }) => {
    const { token } = await createUser('profile', 'Morgan')
    const { page } = await signedInPage(newContext, token)
    await open(page, base, '/profile')
    const profile = page.getByTestId('profile')
    await profile.waitFor()
    assertEqual(await page.getByTestId('profile-name').textContent(), 'Morgan Tester', 'name shown')
    assert(
      (await page.getByTestId('profile-avatar').getAttribute('src'))!.endsWith('/images/avatar_placeholder.png'),
      'placeholder without a picture',
    )

    const form = page.getByTestId('profile-form')
    await form.getByLabel('First name').fill('')
    await form.getByTestId('profile-save').click()
    await expect(page.getByTestId('firstname-error'), 'first name required').toHaveText('Required')
    await form.getByLabel('First name').fill('Jordan')
    await form.getByLabel('Date of birth').fill('1990-04-05')
    await form.getByLabel('Gender').selectOption('other')
    await form.getByTestId('profile-save').click()
    await page.locator('[data-sonner-toast]').filter({ hasText: 'Profile saved' }).waitFor()
    await waitFor(async () => (await page.getByTestId('profile-name').textContent()) === 'Jordan Tester', {
      message: 'name updated',
    })
    const shown = await api('GET', 'dashboard/user/profile/show', { token })
    assertEqual(shown.body.data.firstname, 'Jordan', 'saved at the API')
    assertEqual(shown.body.data.birthday?.slice(0, 10), '1990-04-05', 'birthday saved')

    // a file that is not a picture is refused: an error toast, and the placeholder stays
    await page
      .getByTestId('avatar-input')
      .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') })
    await page.locator('[data-sonner-toast][data-type="error"]').first().waitFor()
    assert(
      (await page.getByTestId('profile-avatar').getAttribute('src'))!.endsWith('/images/avatar_placeholder.png'),
      'placeholder after a failed upload',
    )

    await page.getByTestId('avatar-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG })
    await page.locator('[data-sonner-toast]').filter({ hasText: 'Profile picture updated' }).waitFor()
    const avatar = page.getByTestId('profile-avatar')
    await waitFor(async () => (await avatar.getAttribute('src'))!.includes('/storage/images/users/'), {
      message: 'avatar URL',
    })
    await waitFor(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
      message: 'avatar loads through /storage',
    })
    assert(
      (await api('GET', 'dashboard/user/profile/show', { token })).body.data.img.includes('/storage/images/users/'),
      'avatar saved',
    )

    const pw = page.getByTestId('password-form')
    await pw.getByLabel('Current password').fill('not-my-password')
    await pw.getByLabel('New password').fill('abc')
    await pw.getByLabel('Confirm password').fill('abd')
    await pw.getByTestId('password-submit').click()
    await expect(pw.getByTestId('password-error'), 'short').toHaveText('Password should contain at least 6 characters')
    await expect(pw.getByTestId('password_confirmation-error'), 'mismatch').toHaveText("Passwords don't match")
    await pw.getByLabel('New password').fill('new-secret-2')
    await pw.getByLabel('Confirm password').fill('new-secret-2')
    await pw.getByTestId('password-submit').click()
    await waitFor(
      async () => (await pw.getByTestId('old_password-error').textContent()) === 'The old password is incorrect',
      { message: 'old password checked' },
    )
    await pw.getByLabel('Current password').fill(PASSWORD)
    await pw.getByTestId('password-submit').click()
    await page.locator('[data-sonner-toast]').filter({ hasText: 'Password changed' }).waitFor()
  },
)

test('addresses: a visitor is asked to log in; add on the map (no tiles), choose (optimistic), delete; catalogue follows', async ({
  page,
  newContext,
  base,
}) => {
  await open(page, base, '/')
  await page.getByTestId('header-desktop').getByTestId('address-button').click()
  await page.getByRole('dialog', { name: 'Please, login first' }).waitFor()

  const { token } = await sharedUser()
  await api('DELETE', 'dashboard/user/addresses/delete', {
    token,
    query: Object.fromEntries(
      (await api('GET', 'dashboard/user/addresses', { token })).body.data.map((a: Json, i: number) => [
        `ids[${i}]`,
        a.id,
      ]),
    ),
  }).catch(() => {})
  const signed = await signedInPage(newContext, token)
  const p = signed.page
  await open(p, base, '/')
  await p.getByTestId('header-desktop').getByTestId('address-button').click()
  const picker = p.getByTestId('address-picker')
  await picker.waitFor()
  // no address yet: the form with the map opens directly
  const map = picker.getByTestId('address-map')
  await map.locator('.leaflet-marker-icon').waitFor()
  const box = await map.boundingBox()
  const idleHint = 'Click the map or drag the pin.'
  await waitFor(async () => (await picker.getByTestId('address-lookup').textContent()) === idleHint, {
    message: 'first lookup done',
  })
  const lookedUp = p.waitForResponse((r) => r.url().includes('/api/v1/rest/geocode/reverse') && r.ok())
  await p.mouse.click(box!.x + box!.width * 0.7, box!.y + box!.height * 0.3)
  const place = (await (await lookedUp).json()).data.address
  const line = picker.getByLabel('Address', { exact: true })
  await waitFor(
    async () =>
      (await line.inputValue()) === place && (await picker.getByTestId('address-lookup').textContent()) === idleHint,
    {
      message: 'reverse geocoded address line',
    },
  )
  const geocoded = await line.inputValue()
  await picker.getByLabel('Label').fill('Home')
  await picker.getByLabel('Floor').fill('3')
  await picker.getByTestId('address-save').click()
  await picker.getByTestId('address-list').waitFor()
  await waitFor(
    async () => (await p.getByTestId('header-desktop').getByTestId('address-label').textContent()) === geocoded,
    { message: 'header shows the chosen address' },
  )
  const first = (await api('GET', 'dashboard/user/addresses', { token })).body.data
  assertEqual(first.length, 1, 'saved')
  assertEqual(first[0].active, true, 'new address active')
  assertEqual(first[0].address.floor, '3', 'details saved')
  assertEqual((await cookieNamed(signed.context, 'location_id'))?.value, String(first[0].id), 'location id saved')
  const location = decodeURIComponent((await cookieNamed(signed.context, 'location'))!.value)
  assertEqual(
    location,
    `${first[0].location.latitude.toFixed(6)},${first[0].location.longitude.toFixed(6)}`,
    'location saved',
  )

  // a second address (typed line), then choose the first again
  await picker.getByTestId('address-add').click()
  await picker.getByTestId('address-map').locator('.leaflet-marker-icon').waitFor()
  const marker = picker.getByTestId('address-map').locator('.leaflet-marker-icon')
  const mb = await marker.boundingBox()
  await p.mouse.move(mb!.x + mb!.width / 2, mb!.y + mb!.height - 2)
  await p.mouse.down()
  await p.mouse.move(mb!.x - 60, mb!.y + 40, { steps: 6 })
  await p.mouse.up()
  await picker.getByLabel('Address', { exact: true }).fill('1600 Work Street')
  await picker.getByTestId('address-save').click()
  const items = picker.getByTestId('address-item')
  await waitFor(async () => (await items.count()) === 2, { message: 'two addresses listed' })
  await waitFor(
    async () =>
      (await p.getByTestId('header-desktop').getByTestId('address-label').textContent()) === '1600 Work Street',
    { message: 'new address chosen' },
  )

  const setActive = p.waitForResponse((r) => r.url().includes('/address/set-active/'))
  await items.filter({ hasText: 'Home' }).getByRole('radio').check()
  // optimistic: checked before the server answers
  assert(await items.filter({ hasText: 'Home' }).getByRole('radio').isChecked(), 'chosen at once')
  await setActive
  await waitFor(
    async () =>
      (await api('GET', 'dashboard/user/addresses', { token })).body.data.find((a: Json) => a.active)?.title === 'Home',
    { message: 'server has Home active' },
  )
  await waitFor(
    async () => (await p.getByTestId('header-desktop').getByTestId('address-label').textContent()) === geocoded,
    { message: 'header follows the choice' },
  )

  // the catalogue calls now carry the chosen point
  const lat = first[0].location.latitude.toFixed(6)
  await p.keyboard.press('Escape')
  const shopsCall = p.waitForRequest(
    (r) =>
      r.url().includes('/api/v1/rest/') && decodeURIComponent(r.url()).includes(`address[latitude]=${Number(lat)}`),
    { timeout: 15_000 },
  )
  await p.getByTestId('header-desktop').getByRole('searchbox').first().fill('pizza')
  await shopsCall

  await p.getByTestId('header-desktop').getByTestId('address-button').click()
  const work = p.getByTestId('address-picker').getByTestId('address-item').filter({ hasText: '1600 Work Street' })
  await work.getByTestId('address-delete').click()
  await waitFor(async () => (await p.getByTestId('address-picker').getByTestId('address-item').count()) === 1, {
    message: 'deleted from the list',
  })
  await waitFor(async () => (await api('GET', 'dashboard/user/addresses', { token })).body.data.length === 1, {
    message: 'deleted at the API',
  })
})

test(
  'first visit without an address: the browser location is asked and reverse geocoded ("not found" far from any place)',
  expectStatus(404),
  async ({ newContext, base }) => {
    // near the default city: the API's offline geocoder names the nearest place
    const near = await newContext({
      geolocation: { latitude: 38.9097, longitude: -77.0435 },
      permissions: ['geolocation'],
    })
    const page = await near.newPage()
    await open(page, base, '/')
    const label = page.getByTestId('header-desktop').getByTestId('address-label')
    await waitFor(async () => !['Default location', 'Current location'].includes((await label.textContent())!), {
      message: 'geocoded address in the header',
    })
    const cookie = decodeURIComponent((await cookieNamed(near, 'location'))!.value)
    assertEqual(cookie, '38.909700,-77.043500', 'the browser’s point is the delivery point')

    // in the middle of the ocean nothing is near: "not found", and the point is still used
    const far = await newContext({ geolocation: { latitude: -40, longitude: -140 }, permissions: ['geolocation'] })
    const farPage = await far.newPage()
    await open(farPage, base, '/')
    await farPage.locator('[data-sonner-toast]').filter({ hasText: 'not found' }).waitFor()
    await waitFor(
      async () =>
        (await farPage.getByTestId('header-desktop').getByTestId('address-label').textContent()) === 'Current location',
      {
        message: 'current location label',
      },
    )
  },
)

test('sign-out revokes the token and clears the session, chosen address, cart, liked, shop filter and search history', async ({
  page,
  base,
}) => {
  const { email, token } = await sharedUser()
  await api('POST', 'dashboard/user/addresses', {
    token,
    body: {
      title: 'Flat',
      location: { latitude: 38.91, longitude: -77.04 },
      address: { address: '1 Test Row' },
      active: true,
    },
  })
  await open(page, base, '/login')
  await page.getByTestId('login-form').getByLabel('Email or phone').fill(email)
  await page.getByTestId('login-form').getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByTestId('login-submit').click()
  await page.waitForURL((url) => url.pathname === '/')
  // the active saved address becomes current
  await waitFor(
    async () => (await page.getByTestId('header-desktop').getByTestId('address-label').textContent()) === '1 Test Row',
    { message: 'active address current' },
  )
  await page.evaluate(() => {
    localStorage.setItem(
      'basil-state',
      JSON.stringify({
        state: {
          liked: [{ uuid: 'u1', id: 1, type: 'shop', title: 'Liked', logo_img: null, background_img: null }],
          searchHistory: ['pizza', 'sushi'],
          currency: null,
          defaultCurrency: null,
        },
        version: 1,
      }),
    )
  })
  await open(page, base, '/')
  const session = (await cookieNamed(page.context(), 'access_token'))!.value
  assertEqual(
    (await api('GET', 'dashboard/user/profile/show', { token: session })).status,
    200,
    'the browser’s session works',
  )
  await page.getByTestId('header-desktop').getByTestId('user-menu-button').click()
  await page.getByTestId('sign-out').click()
  await page.getByTestId('header-desktop').getByTestId('login-button').waitFor()
  const cookies = await page.context().cookies()
  for (const name of ['access_token', 'location_id', 'address', 'location']) {
    assertEqual(
      cookies.find((c) => c.name === name),
      undefined,
      `${name} cookie cleared`,
    )
  }
  const state = await waitFor(
    async () => {
      const s = JSON.parse((await page.evaluate(() => localStorage.getItem('basil-state')))!).state
      return s.liked.length === 0 && s.searchHistory.length === 0 ? s : null
    },
    { message: 'liked and search history cleared' },
  )
  assertEqual(state.liked.length, 0, 'liked cleared')
  assertEqual(
    (await api('GET', 'dashboard/user/profile/show', { token: session })).status,
    401,
    'token revoked at the API',
  )
  // a visitor again: the bell asks to log in
  await page.getByTestId('header-desktop').getByTestId('bell-button').click()
  await page.getByRole('dialog', { name: 'Please, login first' }).waitFor()
})

test('sign-up by phone: SMS code from the log on /verify-phone, details on /update-details, welcome', async ({
  page,
  base,
}) => {
  const phone = `+1202${String(Date.now()).slice(-7)}`
  await open(page, base, '/register')
  const form = page.getByTestId('register-form')
  await form.getByText('Phone', { exact: true }).click()
  await form.getByRole('textbox', { name: 'Phone' }).fill(phone)
  await form.getByTestId('register-submit').click()
  await page.waitForURL('**/verify-phone?**')
  const file = process.env.E2E_API_LOG
  assert(file, 'the stack exposes the API log (E2E_API_LOG)')
  const code = await waitFor(
    () => [...readFileSync(file, 'utf8').matchAll(new RegExp(`sms to \\${phone}:[^\\n]*?(\\d{6})`, 'g'))].at(-1)?.[1],
    {
      message: 'SMS code in the API log',
    },
  )
  const verify = page.getByTestId('verify-phone-form')
  await verify.getByLabel('Verification code').fill(code)
  await verify.getByTestId('verify-submit').click()
  await page.waitForURL('**/update-details?**')
  const details = page.getByTestId('details-form')
  await details.getByLabel('First name').fill('Pat')
  await details.getByLabel('Last name').fill('Phone')
  await details.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await details.getByLabel('Confirm password').fill(PASSWORD)
  await details.getByTestId('details-submit').click()
  await page.waitForURL('**/welcome')
  assertEqual(
    (await api('POST', 'auth/login', { body: { phone, password: PASSWORD } })).status,
    200,
    'the phone account signs in with its password',
  )
})

test('password reset by e-mail: code from the log, new password, signed in', async ({ page, base }) => {
  const { email } = await createUser('reset')
  await open(page, base, '/reset-password')
  await page.getByTestId('reset-form').getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByTestId('reset-submit').click()
  const confirm = page.getByTestId('reset-confirm-form')
  await confirm.waitFor()
  const code = await codeFromLog(email, 'Reset your Basil password')
  await confirm.getByLabel('Verification code').fill(code)
  await confirm.getByLabel('New password').fill('reset-secret-3')
  await confirm.getByLabel('Confirm password').fill('reset-secret-3')
  await confirm.getByTestId('reset-confirm-submit').click()
  await page.waitForURL((url) => url.pathname === '/')
  await page.getByTestId('header-desktop').getByTestId('user-menu-button').waitFor()
  assertEqual(
    (await api('POST', 'auth/login', { body: { email, password: 'reset-secret-3' } })).status,
    200,
    'new password works',
  )
})

test('axe: account screens in light ltr and dark rtl on a phone, and the signed-in profile', async ({
  page,
  newContext,
  base,
  axe,
}) => {
  for (const path of ['/login', '/register', '/reset-password', '/welcome']) {
    await open(page, base, path)
    await axe(page, `${path} (light)`)
  }
  const phone = await newContext({
    viewport: PHONE,
    cookies: [
      { name: 'theme', value: 'dark' },
      { name: 'lang', value: 'ar' },
    ],
  })
  const p = await phone.newPage()
  await open(p, base, '/login')
  assertEqual(await p.evaluate(() => document.documentElement.dir), 'rtl', 'Arabic is right-to-left')
  await p.getByTestId('login-submit').click()
  await expect(p.getByTestId('login-error'), 'translated message shown').toHaveText(/\S/)
  await axe(p, '/login (dark, rtl)')
  await open(p, base, '/register')
  await axe(p, '/register (dark, rtl)')

  const { token } = await sharedUser()
  const signed = await signedInPage(newContext, token)
  await open(signed.page, base, '/profile')
  await signed.page.getByTestId('profile-form').waitFor()
  await axe(signed.page, '/profile')
  await open(signed.page, base, '/')
  await signed.page.getByTestId('header-desktop').getByTestId('address-button').click()
  const picker = signed.page.getByTestId('address-picker')
  await picker.getByTestId('address-list').or(picker.getByTestId('address-form')).waitFor()
  if (await picker.getByTestId('address-add').count()) {
    await axe(signed.page, 'address list')
    await picker.getByTestId('address-add').click()
  }
  await signed.page.getByTestId('address-map').locator('.leaflet-marker-icon').waitFor()
  await axe(signed.page, 'address picker')
  // keyboard: arrows move the map, Enter puts the pin at its centre (and the line is looked up again). The arrows pan
  // the map (animated) and Enter comes at once, while it still moves: the pin goes where the map comes to rest.
  const map = signed.page.getByRole('application', { name: /click or drag the pin/ })
  await map.focus()
  const pinBefore = await map.locator('.leaflet-marker-icon').boundingBox()
  for (let i = 0; i < 4; i++) await signed.page.keyboard.press('ArrowRight')
  const lookup = signed.page.waitForResponse((r) => r.url().includes('/api/v1/rest/geocode/reverse'))
  await signed.page.keyboard.press('Enter')
  await lookup
  const pinAfter = await map.locator('.leaflet-marker-icon').boundingBox()
  assert(
    Math.abs(pinAfter!.x - pinBefore!.x) < 2 && Math.abs(pinAfter!.y - pinBefore!.y) < 2,
    'the pin sits at the centre again after Enter',
  )
})
