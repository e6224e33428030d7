// Issue 18, items 2 and 5: the storefront's chat. A customer opens the support conversation and writes; support (an
// admin, through the API as the operator console would) reads and answers; the customer's open page shows the read
// mark and the answer within 2 s over the live socket. The network drops (offline, and the socket is cut as a lost
// connection cuts it) while support writes again: nothing arrives while down; back online the socket reconnects and
// the message shows once (caught up through REST on the reconnect, no loss, no double). Phone, dark, Arabic: the conversation view (axe).
import type { Page, WebSocketRoute } from '@playwright/test'
import { allowConsole, PHONE_DARK_ARABIC, PHONE_DARK_RTL, test } from '../fixtures.ts'
import { assertEqual, open, waitFor } from '../kit/harness.ts'
import { apiCall, placeOrder } from '../kit/data.ts'

const OMAR = { email: 'omar.haddad@basil.test', password: 'basil-demo' }
const JORDAN = { email: 'jordan.lee@basil.test', password: 'basil-demo' }
const ADMIN = { email: 'admin@basil.test', password: 'basil-admin' }
const CUSTOMER = { email: 'customer@basil.test', password: 'basil-customer' }
const SELLER = { email: 'seller@basil.test', password: 'basil-seller' }
/** A 24×24 PNG sent as a picture. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAYCAIAAABvFaqvAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAKElEQVQ4jWM4UaFBFcQwatCJ0TA6MZqOKkazSMVoMaIxWkJqDGQtAgDJUyouJJ0o5wAAAABJRU5ErkJggg==',
  'base64',
)
const LIVE_MS = 2_000
/** Screenshots of the screens go there when set. */
const shots = process.env.E2E_SHOTS

const liveStatus = (page: Page) => page.evaluate(() => document.documentElement.dataset.live ?? 'off')
const nonce = () => Math.random().toString(36).slice(2, 8)

/** The messages of the open conversation with exactly this text. */
const messagesWith = (page: Page, text: string) =>
  page
    .getByTestId('chat-message')
    .filter({ has: page.getByTestId('chat-message-text').getByText(text, { exact: true }) })

test(
  'support chat: send, read mark and answer within 2 s, and after the network drops the socket reconnects and a message sent meanwhile shows once',
  allowConsole([/Failed to load resource/, /ERR_INTERNET_DISCONNECTED/, /WebSocket/]),
  async ({ base, login, axe }) => {
    const customer = await login(OMAR)
    const admin = await login(ADMIN)
    const context = await customer.newContext()
    const page = await context.newPage()
    page.setDefaultTimeout(15_000)
    // The live socket passes through a route the test can cut. Chromium's offline mode stops new requests but leaves
    // an open WebSocket alone; a dropped network does not, so the cut closes it and refuses new ones until back.
    const sockets: WebSocketRoute[] = []
    let cut = false
    await page.routeWebSocket(/\/api\/v1\/ws$/, async (ws) => {
      if (cut) return ws.close({ code: 4000, reason: 'network down' })
      ws.connectToServer()
      sockets.push(ws)
    })
    await open(page, base, '/chat')

    // Support: the existing conversation, or "Chat with support" creates it.
    const item = page.getByTestId('chat-item').and(page.locator('[data-kind="support"]'))
    const start = page.getByTestId('chat-support')
    await item.or(start).first().waitFor()
    if (await start.isVisible()) await start.click()
    else await item.click()
    const conversation = page.getByTestId('chat-conversation')
    await conversation.waitFor()
    const id = Number(await conversation.getAttribute('data-conversation'))
    await waitFor(async () => page.url().includes(`c=${id}`), { message: 'the address names the conversation' })
    await waitFor(async () => (await liveStatus(page)) === 'up', { message: 'the live socket is up' })

    // Shift+Enter is a new line, Enter sends.
    const first = `Where is my order? ${nonce()}`
    const composer = page.getByTestId('chat-composer')
    await composer.fill(first)
    await composer.press('Shift+Enter')
    await composer.press('Backspace')
    await composer.press('Enter')
    const mine = messagesWith(page, first)
    await mine.waitFor()
    assertEqual(await mine.getAttribute('data-mine'), 'true', 'own message on the end side')
    assertEqual(await composer.inputValue(), '', 'the composer is emptied')

    // Support reads it: the mark turns to read on the open page.
    await apiCall(admin.token, 'POST', `dashboard/admin/chats/${id}/read`, {})
    await waitFor(async () => (await mine.getAttribute('data-status')) === 'read', {
      timeout: LIVE_MS,
      interval: 50,
      message: 'the read mark within 2 s',
    })

    // Support answers: shown within 2 s, on the start side.
    const answer = `Hello from support ${nonce()}`
    await apiCall(admin.token, 'POST', `dashboard/admin/chats/${id}/messages`, { text: answer })
    const answered = messagesWith(page, answer)
    await answered.waitFor({ timeout: LIVE_MS })
    assertEqual(await answered.getAttribute('data-mine'), 'false', 'support on the start side')
    await axe(page, 'chat conversation')
    if (shots) await page.screenshot({ path: `${shots}/chat-desktop-light.png` })

    // The network drops while support writes again: nothing arrives while down; back online the socket reconnects
    // and the message is there exactly once.
    const connections = sockets.length
    cut = true
    await context.setOffline(true)
    for (const ws of sockets) await ws.close({ code: 4000, reason: 'network down' })
    await waitFor(async () => (await liveStatus(page)) !== 'up', { message: 'the socket is down' })
    const away = `While you were away ${nonce()}`
    await apiCall(admin.token, 'POST', `dashboard/admin/chats/${id}/messages`, { text: away })
    await page.waitForTimeout(1_000)
    assertEqual(await messagesWith(page, away).count(), 0, 'nothing arrives while the network is down')
    cut = false
    await context.setOffline(false)
    await waitFor(async () => (await liveStatus(page)) === 'up', { timeout: 20_000, message: 'the socket is back' })
    if (sockets.length <= connections) throw new Error('the page did not open a new socket')
    await messagesWith(page, away).waitFor({ timeout: 5_000 })
    await page.waitForTimeout(1_500)
    assertEqual(await messagesWith(page, away).count(), 1, 'the message shows once')
    assertEqual(await messagesWith(page, answer).count(), 1, 'no double of the earlier answer')
    assertEqual(await messagesWith(page, first).count(), 1, 'no double of the first message')
    // A send that fails: the spec's toast, the text kept with Retry; the retry stores it once.
    const sendRoute = /\/api\/v1\/dashboard\/user\/chats\/\d+\/messages(\?|$)/
    await page.route(sendRoute, (route) => (route.request().method() === 'POST' ? route.abort() : route.fallback()))
    const lost = `Not lost ${nonce()}`
    await composer.fill(lost)
    await composer.press('Enter')
    await page.getByText('chat error', { exact: true }).first().waitFor()
    const failed = page.getByTestId('chat-pending').and(page.locator('[data-failed="true"]'))
    await failed.filter({ hasText: lost }).waitFor()
    await page.unroute(sendRoute)
    await failed.getByTestId('chat-retry').click()
    await messagesWith(page, lost).waitFor()
    await page.getByTestId('chat-pending').waitFor({ state: 'detached' })
    assertEqual(await messagesWith(page, lost).count(), 1, 'the retried message once')

    // Ordered by server time.
    const ids = await page
      .getByTestId('chat-message')
      .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-id'))))
    assertEqual(JSON.stringify(ids), JSON.stringify([...ids].sort((a, b) => a - b)), 'messages in order')
    await context.close()
  },
)

test(
  'phone, dark, Arabic: the conversation view full screen with its back button (axe)',
  { tag: PHONE_DARK_RTL },
  async ({ base, login, axe }) => {
    const customer = await login(JORDAN)
    const support = await apiCall(customer.token, 'POST', 'dashboard/user/chats/support', {})
    const id = Number(support.data.id)
    const context = await customer.newContext(PHONE_DARK_ARABIC)
    const page = await context.newPage()
    page.setDefaultTimeout(15_000)
    await open(page, base, `/chat?c=${id}`)
    await page.getByTestId('chat-conversation').waitFor()
    await page.getByTestId('chat-back').waitFor()
    const text = `مرحبا ${nonce()}`
    await page.getByTestId('chat-composer').fill(text)
    await page.getByTestId('chat-composer').press('Enter')
    await messagesWith(page, text).waitFor()
    // A picture: uploaded through the gallery, then sent; it shows as the customer's message.
    const pictures = page.getByTestId('chat-message').filter({ has: page.getByRole('img', { name: 'صورة' }) })
    const before = await pictures.count()
    await page.getByTestId('chat-attach').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PHOTO })
    await waitFor(async () => (await pictures.count()) === before + 1, { message: 'the picture is sent' })
    await axe(page, 'chat conversation, phone dark Arabic')
    if (shots) await page.screenshot({ path: `${shots}/chat-phone-dark-ar.png` })
    await page.getByTestId('chat-back').click()
    await page.getByTestId('chat-item').first().waitFor()
    await axe(page, 'chat list, phone dark Arabic')
    if (shots) await page.screenshot({ path: `${shots}/chat-list-phone-dark-ar.png` })
    await context.close()
  },
)

test('an order page opens the chat with its shop', async ({ base, login }) => {
  const customer = await login(CUSTOMER)
  const seller = await login(SELLER)
  const orderId = await placeOrder(customer, seller)
  const context = await customer.newContext()
  const page = await context.newPage()
  page.setDefaultTimeout(15_000)
  await open(page, base, `/orders/${orderId}`)
  await page.getByTestId('order-chat').click()
  const conversation = page.getByTestId('chat-conversation')
  await conversation.waitFor()
  const id = Number(await conversation.getAttribute('data-conversation'))
  const opened = await apiCall(customer.token, 'GET', `dashboard/user/chats/${id}`)
  assertEqual(opened.data.order_id, orderId, 'the order of the conversation')
  await page.getByTestId('chat-composer').fill('Please ring twice')
  await page.getByTestId('chat-send').click()
  await messagesWith(page, 'Please ring twice').waitFor()

  // Elsewhere on the site, the shop's answer puts an unread badge on the header's chat link (over the socket).
  await open(page, base, '/orders')
  await waitFor(async () => (await liveStatus(page)) === 'up', { message: 'the live socket is up' })
  await apiCall(seller.token, 'POST', `dashboard/seller/chats/${id}/messages`, { text: 'We will' })
  await page.getByTestId('chat-unread').filter({ hasText: '1' }).first().waitFor({ timeout: LIVE_MS })
  await context.close()
})
