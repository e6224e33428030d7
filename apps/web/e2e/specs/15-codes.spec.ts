// Issue 12, items 2 and 3 (security probe D2, D9): the e-mail sign-up code is checked together with its address, and
// a sign-in held back by the API (429) tells the visitor how long to wait, in their language. Hostile requests come
// from loopback addresses of their own (127.0.0.150 and up) so that their counts are not the other tests'.
import { readFileSync } from 'node:fs'
import { allowConsole, test } from '../fixtures.ts'
import { assert, assertEqual, type Json, open, waitFor } from '../kit/harness.ts'
import { httpRequest } from '../kit/http.ts'

let nextSource = 150
const freshSource = () => `127.0.0.${nextSource++}`
let serial = 0
const uniqueEmail = (tag: string) => `e2e-${tag}-${process.pid}-${Date.now().toString(36)}-${++serial}@basil.test`
const PASSWORD = 'secret-pass-15'
// Answers provoked on purpose (a wrong password, a 429) are logged by the browser as failed resources.
const expectStatus = (...codes: number[]) =>
  allowConsole([new RegExp(`Failed to load resource: the server responded with a status of (${codes.join('|')})`)])

/** One HTTP request to the storefront from `source`. */
const request = (base: string, path: string, options: Json) => httpRequest(new URL(path, base).href, options)

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

test('15-codes: sign-up by e-mail completes through the screens, the code checked with its address', async ({
  page,
  base,
}) => {
  const email = uniqueEmail('codes')
  await open(page, base, '/register')
  const form = page.getByTestId('register-form')
  await form.getByRole('textbox', { name: 'Email' }).fill(email)
  await form.getByTestId('register-submit').click()
  const codeForm = page.getByTestId('code-form')
  await codeForm.waitFor()
  const code = await codeFromLog(email)

  // The code alone is no longer enough (it used to find any pending sign-up by its value).
  const alone = await request(base, `/api/v1/auth/verify/${code}`, { source: freshSource() })
  assertEqual(alone.status, 400, 'a code without its address')
  assert(alone.json?.params?.email, `the answer names the missing address: ${JSON.stringify(alone.json)}`)
  const elsewhere = await request(
    base,
    `/api/v1/auth/verify/${code}?email=${encodeURIComponent(uniqueEmail('other'))}`,
    { source: freshSource() },
  )
  assertEqual(elsewhere.status, 400, 'the code with another address')

  const verify = page.waitForRequest((r) => r.url().includes('/api/v1/auth/verify/'))
  await codeForm.getByLabel('Verification code').fill(code)
  await codeForm.getByTestId('code-submit').click()
  const sent = new URL((await verify).url())
  assertEqual(sent.searchParams.get('email'), email, 'the screen sends the address it registered')
  const details = page.getByTestId('details-form')
  await details.waitFor()
  await details.getByLabel('First name').fill('Codi')
  await details.getByLabel('Last name').fill('Fifteen')
  await details.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await details.getByLabel('Confirm password').fill(PASSWORD)
  await details.getByTestId('details-submit').click()
  await page.waitForURL('**/welcome')
  await page.getByTestId('welcome').waitFor()
})

test(
  '15-codes: a sign-in held back (429) says how long to wait, in the visitor’s language',
  expectStatus(400, 429),
  async ({ newContext, base }) => {
    const email = uniqueEmail('wait')
    const french = await newContext({ cookies: [{ name: 'lang', value: 'fr' }] })
    const page = await french.newPage()
    page.setDefaultTimeout(15_000)
    await open(page, base, '/login')
    const form = page.getByTestId('login-form')
    const alert = page.getByTestId('form-alert')
    const submit = async (password: string) => {
      await form.locator('input[name="login"]').fill(email)
      await form.locator('input[name="password"]').fill(password)
      const answer = page.waitForResponse((r) => r.url().includes('/api/v1/auth/login'))
      await form.getByTestId('login-submit').click()
      return (await answer).status()
    }
    assertEqual(await submit('wrong-1'), 400, 'a first wrong password is answered')
    await waitFor(async () => (await alert.textContent()) === 'Identifiant ou mot de passe invalide', {
      message: 'the wrong-password message',
    })

    // Others keep failing on the same account from their own addresses: each is answered once...
    for (let i = 0; i < 8; i++) {
      const res = await request(base, '/api/v1/auth/login', {
        method: 'POST',
        source: freshSource(),
        headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
        body: JSON.stringify({ email, password: `guess-${i}` }),
      })
      assertEqual(res.status, 400, `failure ${i + 2} from a fresh address`)
    }
    // ...and this address, which failed too, now has to wait: the screen says for how long.
    assertEqual(await submit('wrong-2'), 429, 'held back')
    await waitFor(
      async () => /^Trop de tentatives\. Réessayez dans \d+ secondes\.$/.test((await alert.textContent()) ?? ''),
      {
        message: 'the wait in French',
      },
    )
    const seconds = Number(/\d+/.exec((await alert.textContent())!)![0])
    assert(seconds > 1 && seconds <= 60, `a short wait (${seconds} s)`)

    const english = await newContext({ cookies: [{ name: 'lang', value: 'en' }] })
    const enPage = await english.newPage()
    await open(enPage, base, '/login')
    await enPage.locator('input[name="login"]').fill(email)
    await enPage.locator('input[name="password"]').fill('wrong-3')
    await enPage.getByTestId('login-submit').click()
    await waitFor(
      async () =>
        /^Too many attempts\. Try again in \d+ seconds\.$/.test(
          (await enPage.getByTestId('form-alert').textContent()) ?? '',
        ),
      {
        message: 'the wait in English',
      },
    )
  },
)
