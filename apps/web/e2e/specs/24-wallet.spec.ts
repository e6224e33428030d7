// Issue 16 item 1: the wallet page. Two customers in two browsers: one sends money (search, amount, confirmation),
// both histories show it and the receiver is notified; a top-up through the card sandbox; phone, dark, Arabic.
import type { Page } from '@playwright/test'
import { PHONE_DARK_ARABIC, PHONE_DARK_RTL, test } from '../fixtures.ts'
import { assert, assertEqual, hydrated, type Json, open, waitFor } from '../kit/harness.ts'
import { apiCall } from '../kit/data.ts'

const ALEX = { email: 'customer@basil.test', password: 'basil-customer' }
const JORDAN = { email: 'jordan.lee@basil.test', password: 'basil-demo' }
const OMAR = { email: 'omar.haddad@basil.test', password: 'basil-demo' }

async function balanceOf(token: string): Promise<number> {
  return (await apiCall(token, 'GET', 'dashboard/user/profile/show')).data.wallet?.price ?? 0
}

/** The send dialog: find the person, the amount, continue, then confirm. */
async function sendFromPage(page: Page, search: string, amount: string) {
  await page.getByTestId('wallet-send').click()
  const form = page.getByTestId('wallet-send-form')
  await form.getByTestId('wallet-recipient-search').fill(search)
  await form.getByTestId('wallet-recipient-option').first().click()
  await form.getByTestId('wallet-recipient').waitFor()
  await form.getByTestId('wallet-amount').fill(amount)
  await form.getByTestId('wallet-send-next').click()
  const confirm = page.getByTestId('wallet-send-confirm')
  await confirm.waitFor()
  return confirm
}

test('send money: found by name, confirmed, in both histories, and the receiver is notified', async ({
  base,
  login,
  axe,
}) => {
  const alex = await login(ALEX)
  const jordan = await login(JORDAN)
  const before = await balanceOf(alex.token)
  assert(before > 10, `the demo customer has money (${before})`)
  const receivedBefore = await balanceOf(jordan.token)

  // Each context closes before the test ends: the sessions are revoked at teardown and an open page would poll on.
  const senderContext = await alex.newContext()
  const receiverContext = await jordan.newContext()
  const senderPage = await senderContext.newPage()
  senderPage.setDefaultTimeout(15_000)
  await open(senderPage, base, '/wallet')
  await senderPage.getByTestId('wallet-entry').first().waitFor()
  await axe(senderPage, 'wallet page')

  // More than the balance: the spec's message, nothing sent.
  await senderPage.getByTestId('wallet-send').click()
  const form = senderPage.getByTestId('wallet-send-form')
  await form.getByTestId('wallet-recipient-search').fill('Jordan')
  await form.getByTestId('wallet-recipient-option').filter({ hasText: 'Jordan Lee' }).click()
  await form.getByTestId('wallet-amount').fill(String(Math.ceil(before) + 1))
  await form.getByTestId('wallet-send-next').click()
  await form.getByTestId('amount-error').filter({ hasText: 'Insufficient wallet balance' }).waitFor()
  await axe(senderPage, 'send money dialog')

  // A right amount: the confirmation names who and how much; sending closes the dialog.
  await form.getByTestId('wallet-amount').fill('3.25')
  await form.getByTestId('wallet-send-next').click()
  const confirm = senderPage.getByTestId('wallet-send-confirm')
  await confirm.filter({ hasText: 'Jordan Lee' }).filter({ hasText: '3.25' }).waitFor()
  await confirm.getByTestId('wallet-send-confirm-button').click()
  await confirm.waitFor({ state: 'detached' })
  const sent = senderPage.getByTestId('wallet-entry').first()
  await waitFor(async () => (await sent.getAttribute('data-reason')) === 'transfer_out', { message: 'sent entry' })
  assertEqual(await sent.getByTestId('wallet-entry-person').textContent(), 'To Jordan Lee', 'to whom')
  assert((await sent.getByTestId('wallet-entry-amount').textContent())!.includes('3.25'), 'the amount sent')
  assertEqual(Math.round((before - (await balanceOf(alex.token))) * 100), 325, 'sender debited')

  // The receiver, in another browser, sees it on the wallet page, with the sender's name.
  const receiverPage = await receiverContext.newPage()
  receiverPage.setDefaultTimeout(15_000)
  await open(receiverPage, base, '/wallet')
  const received = receiverPage.getByTestId('wallet-entry').first()
  await waitFor(async () => (await received.getAttribute('data-reason')) === 'transfer_in', { message: 'received' })
  assertEqual(await received.getByTestId('wallet-entry-person').textContent(), 'From Alex Morgan', 'from whom')
  assertEqual(Math.round(((await balanceOf(jordan.token)) - receivedBefore) * 100), 325, 'receiver credited')
  const bell = await apiCall(jordan.token, 'GET', 'dashboard/notifications?type=transaction')
  assertEqual(bell.data[0]?.title, 'You received money', 'the receiver is notified')

  // The user menu leads to the wallet.
  await open(receiverPage, base, '/')
  await receiverPage.getByTestId('user-menu-button').click()
  await receiverPage.getByRole('menuitem', { name: 'Wallet' }).click()
  await receiverPage.waitForURL('**/wallet')
  await Promise.all([senderContext.close(), receiverContext.close()])
})

test('top up by card: the sandbox’s Pay credits the wallet once the provider confirms', async ({
  base,
  cardOrigin,
  login,
}) => {
  const alex = await login(ALEX)
  const before = await balanceOf(alex.token)
  const context = await alex.newContext()
  const page = await context.newPage()
  page.setDefaultTimeout(15_000)
  await open(page, base, '/wallet')
  await page.getByTestId('wallet-topup').click()
  const form = page.getByTestId('wallet-topup-form')
  await form.getByTestId('wallet-topup-amount').fill('20')
  await form.getByTestId('wallet-topup-submit').click()

  await page.waitForURL((url) => url.origin === cardOrigin, { timeout: 20_000 })
  assertEqual(await balanceOf(alex.token), before, 'nothing credited before the payment')
  await page.getByRole('button', { name: /^Pay/ }).click()
  await page.waitForURL((url) => url.origin === new URL(base).origin && url.pathname === '/wallet', {
    timeout: 20_000,
  })
  await hydrated(page)
  await page.locator('[data-sonner-toast]').filter({ hasText: 'Payment received, thank you!' }).waitFor()
  await waitFor(async () => Math.round(((await balanceOf(alex.token)) - before) * 100) === 2000, {
    message: 'credited 20',
  })
  const top = page.getByTestId('wallet-entry').first()
  await waitFor(async () => (await top.getAttribute('data-reason')) === 'topup', { message: 'top-up entry' })
  await context.close()
})

test(
  'phone, dark, Arabic: the wallet and sending money (axe)',
  { tag: PHONE_DARK_RTL },
  async ({ base, login, axe }) => {
    const alex = await login(ALEX)
    const omar = await login(OMAR)
    const received = await balanceOf(omar.token)
    const context = await alex.newContext(PHONE_DARK_ARABIC)
    const page = await context.newPage()
    page.setDefaultTimeout(15_000)
    await open(page, base, '/wallet')
    assertEqual(await page.locator('html').getAttribute('dir'), 'rtl', 'right to left')
    await page.getByTestId('wallet-entry').first().waitFor()
    await axe(page, 'wallet (phone, dark, rtl)')
    const confirm = await sendFromPage(page, OMAR.email, '1,5')
    await axe(page, 'send confirmation (phone, dark, rtl)')
    // Two clicks in one go (before the button can turn busy): one confirmation, one Idempotency-Key, one transfer.
    const sends: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/api/v1/dashboard/user/wallet/send')) sends.push(r.headers()['idempotency-key'] ?? '')
    })
    await confirm.getByTestId('wallet-send-confirm-button').evaluate((button: HTMLElement) => {
      button.click()
      button.click()
    })
    await confirm.waitFor({ state: 'detached' })
    await waitFor(async () => Math.round(((await balanceOf(omar.token)) - received) * 100) === 150, {
      message: 'Omar got 1.50',
    })
    assert(sends.length >= 1 && sends.every((key) => key && key === sends[0]), `one key (${sends.join(', ')})`)
    const outgoing = (await apiCall(alex.token, 'GET', 'dashboard/user/wallet/histories?perPage=5')).data as Json[]
    const toOmar = outgoing.filter(
      (e) =>
        e.reason === 'transfer_out' &&
        e.user?.uuid === omar.user.uuid &&
        Date.now() - Date.parse(e.created_at) < 60_000,
    )
    assertEqual(toOmar.length, 1, 'sent once')
    assertEqual(Math.round(((await balanceOf(omar.token)) - received) * 100), 150, 'Omar got 1.50, once')
    const sent = page.getByTestId('wallet-entry').first()
    await waitFor(async () => (await sent.getAttribute('data-reason')) === 'transfer_out', { message: 'sent entry' })
    assertEqual(await sent.getByTestId('wallet-entry-person').textContent(), 'إلى Omar Haddad', 'to whom, in Arabic')
    await context.close()
  },
)
