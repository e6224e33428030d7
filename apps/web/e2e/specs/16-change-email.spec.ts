// Issue 12, item 4 (security probe D10): the e-mail changes only with the current password and a code sent to the new
// address, from a dialog on the profile; the old address keeps working until then and is told of the change.
// API calls of this spec go out from a loopback address of its own, so that its sign-up does not use the code budget
// the account specs count on (the API limits code sending per client address).
import { readFileSync } from 'node:fs'
import { allowConsole, type ContextOptions, expect, type NewContext, test } from '../fixtures.ts'
import { apiBase, assert, assertEqual, type Json, open, PHONE, waitFor } from '../kit/harness.ts'
import { httpRequest } from '../kit/http.ts'

const SOURCE = '127.0.0.160'
const PASSWORD = 'secret-pass-1'
let serial = 0
const uniqueEmail = (tag: string) => `e2e-${tag}-${process.pid}-${Date.now().toString(36)}-${++serial}@basil.test`

/** One request to the API itself (as the seller's or a test's client would), from this spec's address. */
async function api(
  method: string,
  path: string,
  { token, query, body }: { token?: string; query?: Record<string, string>; body?: unknown } = {},
) {
  const url = new URL(`${apiBase()}/api/v1/${path}`)
  for (const [k, v] of Object.entries(query ?? {})) url.searchParams.set(k, v)
  const payload = body ? JSON.stringify(body) : undefined
  const headers = {
    accept: 'application/json',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(payload ? { 'content-type': 'application/json' } : {}),
  }
  const res = await httpRequest(url.href, { method, headers, body: payload, source: SOURCE })
  return { status: res.status, body: res.json }
}

/** The newest mail the API's default sender wrote to its log for `to` with `subject`; answers its text (one line). */
function mailFromLog(to: Json, subject: string) {
  const file = process.env.E2E_API_LOG
  assert(file, 'the stack exposes the API log (E2E_API_LOG)')
  const pattern = new RegExp(`mail to ${to.replace(/[.+]/g, '\\$&')}: ${subject}([^\\n]*)`, 'g')
  return waitFor(() => [...readFileSync(file, 'utf8').matchAll(pattern)].at(-1)?.[1], {
    message: `a mail "${subject}" to ${to} in the API log`,
  })
}

async function codeFromLog(to: Json, subject: string) {
  const text = await mailFromLog(to, subject)
  const code = /code is (\d{6})/.exec(text)?.[1]
  assert(code, `a code in the mail to ${to}`)
  return code
}

async function createUser(tag: string) {
  const email = uniqueEmail(tag)
  const started = await api('POST', 'auth/register', { query: { email } })
  assertEqual(started.status, 200, `register ${email}: ${JSON.stringify(started.body)}`)
  const code = await codeFromLog(email, 'Your Basil verification code')
  assertEqual((await api('GET', `auth/verify/${code}`, { query: { email } })).status, 200, 'verify code')
  const done = await api('POST', 'auth/after-verify', {
    body: { email, firstname: 'Casey', lastname: 'Mover', password: PASSWORD, password_confirmation: PASSWORD },
  })
  assertEqual(done.status, 200, `after-verify: ${JSON.stringify(done.body)}`)
  return { email, token: done.body.data.token }
}

async function signedInPage(newContext: NewContext, token: string, options: ContextOptions = {}) {
  const context = await newContext({
    ...options,
    cookies: [{ name: 'access_token', value: token, httpOnly: true, sameSite: 'Lax' }, ...(options.cookies ?? [])],
  })
  const page = await context.newPage()
  page.setDefaultTimeout(15_000)
  return page
}

test(
  'profile: change the e-mail with the password and the mailed code; the dialog by keyboard, axe in light and in dark rtl on a phone',
  allowConsole([/Failed to load resource: the server responded with a status of 400/]),
  async ({ newContext, base, axe }) => {
    const { email, token } = await createUser('change')
    const next = uniqueEmail('changed')

    // dark, Arabic, phone width: the dialog opens by keyboard, passes axe, and Escape gives the focus back
    const phone = await signedInPage(newContext, token, {
      viewport: PHONE,
      cookies: [
        { name: 'theme', value: 'dark' },
        { name: 'lang', value: 'ar' },
      ],
    })
    await open(phone, base, '/profile')
    assertEqual(await phone.evaluate(() => document.documentElement.dir), 'rtl', 'Arabic is right-to-left')
    await phone.getByTestId('profile-email-value').waitFor()
    await phone.getByTestId('profile-change-email').focus()
    await phone.keyboard.press('Enter')
    const arDialog = phone.getByTestId('change-email-dialog')
    await arDialog.waitFor()
    await waitFor(() => phone.evaluate(() => document.activeElement?.getAttribute('name') === 'value'), {
      message: 'focus in the new address box',
    })
    const box = await phone.getByRole('dialog').boundingBox()
    assert(box!.x >= 0 && box!.x + box!.width <= PHONE.width, 'the dialog fits a phone')
    await axe(phone, 'change e-mail dialog (dark, rtl, phone)')
    await phone.keyboard.press('Escape')
    await waitFor(async () => (await arDialog.count()) === 0, { message: 'Escape closes' })
    await waitFor(
      () =>
        phone.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.testid === 'profile-change-email'),
      { message: 'focus back on the button' },
    )

    const page = await signedInPage(newContext, token)
    await open(page, base, '/profile')
    assertEqual(await page.getByTestId('profile-email-value').textContent(), email, 'the current e-mail is shown')
    await page.getByTestId('profile-change-email').click()
    const dialog = page.getByRole('dialog', { name: 'Change email' })
    await dialog.waitFor()
    await axe(page, 'change e-mail dialog')

    await dialog.getByTestId('change-send').click()
    await expect(dialog.getByTestId('value-error'), 'the new address is required').toHaveText('Required')
    await dialog.getByLabel('New email').fill(next)
    await dialog.getByLabel('Current password').fill('not-my-password')
    await dialog.getByTestId('change-send').click()
    await waitFor(
      async () => (await dialog.getByTestId('password-error').textContent()) === 'The password is incorrect',
      { message: 'wrong password refused' },
    )
    await dialog.getByLabel('Current password').fill(PASSWORD)
    await dialog.getByTestId('change-send').click()
    const codeForm = dialog.getByTestId('change-code-form')
    await codeForm.waitFor()
    assert((await dialog.textContent())!.includes(next), 'the dialog says where the code went')
    await axe(page, 'change e-mail dialog, code step')

    // until the code comes back, the old address is the account's
    assertEqual(
      (await api('POST', 'auth/login', { body: { email, password: PASSWORD } })).status,
      200,
      'old address signs in',
    )
    assertEqual((await api('GET', 'dashboard/user/profile/show', { token })).body.data.email, email, 'not changed yet')

    await codeForm.getByLabel('Verification code').fill('000000')
    await dialog.getByTestId('change-confirm').click()
    await waitFor(async () => (await dialog.getByTestId('code-error').textContent()) === 'Wrong verification code', {
      message: 'wrong code message',
    })
    const code = await codeFromLog(next, 'Confirm your new Basil email address')
    await codeForm.getByLabel('Verification code').fill(code)
    await dialog.getByTestId('change-confirm').click()
    await page.locator('[data-sonner-toast]').filter({ hasText: 'Email changed' }).waitFor()
    await waitFor(async () => (await dialog.count()) === 0, { message: 'dialog closed' })
    await waitFor(async () => (await page.getByTestId('profile-email-value').textContent()) === next, {
      message: 'new e-mail on the profile',
    })

    assertEqual(
      (await api('GET', 'dashboard/user/profile/show', { token })).body.data.email,
      next,
      'changed at the API',
    )
    assertEqual(
      (await api('POST', 'auth/login', { body: { email: next, password: PASSWORD } })).status,
      200,
      'new address signs in',
    )
    assertEqual(
      (await api('POST', 'auth/login', { body: { email, password: PASSWORD } })).status,
      400,
      'old address no longer does',
    )
    assert(
      (await mailFromLog(email, 'Your Basil email address was changed')).includes(next),
      'the old address was told',
    )

    // after a reload the profile still shows it (from the server)
    await open(page, base, '/profile')
    await waitFor(async () => (await page.getByTestId('profile-email-value').textContent()) === next, {
      message: 'new e-mail after reload',
    })
  },
)
