import {
  CHAT_TEXT_MAX,
  chatConversationResponseSchema,
  chatConversationsPaginatedSchema,
  chatMarksEventSchema,
  chatMarksResponseSchema,
  chatMessageEventSchema,
  chatMessageResponseSchema,
  chatMessagesPageSchema,
  chatTypingEventSchema,
  chatUnreadResponseSchema,
  galleryUploadResponseSchema,
  type ChatMessage,
} from '@basil/contracts'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/app.ts'
import { connectSocket, type TestMessage, type TestSocket } from '../../../test/fakes/ws-client.ts'
import {
  createAccount,
  demoSeller,
  otherShopId,
  placeOrder,
  sellerShopId,
  type Account,
} from '../../../test/fixtures/orders.ts'
import { call, errorOf, freshIp, json, type Reply } from '../../../test/kit.ts'
import { chatMessages, shops, users } from '../../db/schema/index.ts'
import { issueSession } from '../../lib/sessions.ts'
import { InProcessEventBus } from '../../plugins/realtime/index.ts'
import { SEND_PER_MINUTE } from './service.ts'

const bus = new InProcessEventBus()
let t: TestApp
let wsBase: string
let seller: Account
let shopId: number
let admin: Account
const open: TestSocket[] = []

let adminCounter = 0
async function createAdmin(): Promise<Account> {
  adminCounter += 1
  const email = `chat.admin.${process.pid}.${Date.now().toString(36)}.${adminCounter}@example.org`
  const [user] = await t.db
    .insert(users)
    .values({ email, firstname: 'Ada', lastname: 'Support', role: 'admin' })
    .returning({ id: users.id })
  return { id: user!.id, token: await issueSession(t.db, user!.id, 1) }
}

beforeAll(async () => {
  t = await createTestApp({ realtimeBus: bus })
  const address = await t.app.listen({ host: '127.0.0.1', port: 0 })
  wsBase = `${address.replace('http', 'ws')}/api/v1/ws`
  seller = await demoSeller(t.db)
  shopId = await sellerShopId(t.db, seller.id)
  admin = await createAdmin()
})
afterAll(async () => {
  await Promise.all(open.map((s) => s.close()))
  await t.close()
})

const conversationOf = (res: Reply) => json(res, chatConversationResponseSchema).data
const messageOf = (res: Reply) => json(res, chatMessageResponseSchema).data

async function openSupport(account: Account) {
  const res = await call(t, 'POST', 'dashboard/user/chats/support', { token: account.token })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return conversationOf(res)
}

async function send(prefix: string, account: Account, id: number, body: Record<string, unknown>) {
  return call(t, 'POST', `dashboard/${prefix}/chats/${id}/messages`, { token: account.token, body })
}

async function sendOk(prefix: string, account: Account, id: number, text: string): Promise<ChatMessage> {
  const res = await send(prefix, account, id, { text, client_id: crypto.randomUUID() })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return messageOf(res)
}

async function page(prefix: string, account: Account, id: number, query: Record<string, string | number> = {}) {
  const res = await call(t, 'GET', `dashboard/${prefix}/chats/${id}/messages`, { token: account.token, query })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return json(res, chatMessagesPageSchema)
}

async function listOf(prefix: string, account: Account) {
  const res = await call(t, 'GET', `dashboard/${prefix}/chats`, { token: account.token, query: { perPage: 100 } })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return json(res, chatConversationsPaginatedSchema)
}

async function unreadOf(prefix: string, account: Account) {
  const res = await call(t, 'GET', `dashboard/${prefix}/chats/unread`, { token: account.token })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return json(res, chatUnreadResponseSchema).data
}

/** A seller with a shop of their own that is not the demo seller's. */
async function otherSeller(): Promise<Account> {
  const account = await createAccount(t.db, 'seller')
  await t.db
    .update(shops)
    .set({ userId: account.id })
    .where(eq(shops.id, await otherShopId(t.db, shopId)))
  return account
}

async function connect(account: Account) {
  const socket = await connectSocket(`${wsBase}?token=${account.token}`)
  open.push(socket)
  await socket.next(ofType('ready'))
  return socket
}
const ofType = (type: string) => (m: TestMessage) => m.type === type

function multipart(parts: { name: string; value: Buffer | string; filename?: string }[]) {
  const boundary = `----basilchat${Date.now()}`
  const chunks: Buffer[] = []
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`))
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value), Buffer.from('\r\n'))
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` }
}

async function uploadPicture(account: Account): Promise<string> {
  const png = await sharp({ create: { width: 32, height: 24, channels: 3, background: { r: 200, g: 90, b: 40 } } })
    .png()
    .toBuffer()
  const { payload, contentType } = multipart([
    { name: 'image', value: png, filename: 'photo.png' },
    { name: 'type', value: 'chats' },
  ])
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/dashboard/galleries',
    remoteAddress: freshIp(),
    headers: { 'content-type': contentType, authorization: `Bearer ${account.token}` },
    payload,
  })
  expect(res.statusCode, res.body).toBe(200)
  return json(res, galleryUploadResponseSchema).data.title
}

describe('opening conversations', () => {
  it('gives a customer one support conversation, shown to admins once it has a message', async () => {
    const customer = await createAccount(t.db)
    const first = await openSupport(customer)
    const again = await openSupport(customer)
    expect(again.id).toBe(first.id)
    expect(first).toMatchObject({
      kind: 'support',
      my_side: 'customer',
      peer_side: 'support',
      shop: null,
      order_id: null,
      last_message: null,
      unread_count: 0,
      customer: { id: customer.id },
    })
    expect((await listOf('user', customer)).data.map((c) => c.id)).toEqual([first.id])
    expect((await listOf('admin', admin)).data.some((c) => c.id === first.id)).toBe(false)

    await sendOk('user', customer, first.id, 'Hello, where is my refund?')
    const inbox = (await listOf('admin', admin)).data.find((c) => c.id === first.id)
    expect(inbox).toMatchObject({ my_side: 'support', peer_side: 'customer', unread_count: 1 })
    expect(inbox!.last_message).toMatchObject({ text: 'Hello, where is my refund?', side: 'customer' })
    expect(inbox!.last_message!.sender).toMatchObject({ id: customer.id, firstname: 'Test' })
  })

  it('lets support open a customer’s support conversation, the same one the customer has', async () => {
    const customer = await createAccount(t.db)
    const res = await call(t, 'POST', `dashboard/admin/chats/users/${customer.id}`, { token: admin.token })
    const opened = conversationOf(res)
    expect(opened).toMatchObject({ kind: 'support', my_side: 'support', customer: { id: customer.id } })
    expect((await openSupport(customer)).id).toBe(opened.id)
    const missing = await call(t, 'POST', 'dashboard/admin/chats/users/999999', { token: admin.token })
    expect(missing.status).toBe(404)
    expect(errorOf(missing).message).toBe('User not found')
    const notAdmin = await call(t, 'POST', `dashboard/admin/chats/users/${customer.id}`, { token: customer.token })
    expect(notAdmin.status).toBe(403)
  })

  it('opens an order conversation for the order’s customer and its shop’s seller only', async () => {
    const customer = await createAccount(t.db)
    const stranger = await createAccount(t.db)
    const order = await placeOrder(t.db, { userId: customer.id, shopId })
    const res = await call(t, 'POST', `dashboard/user/chats/orders/${order.id}`, { token: customer.token })
    const conversation = conversationOf(res)
    expect(conversation).toMatchObject({ kind: 'order', order_id: order.id, my_side: 'customer', peer_side: 'shop' })
    expect(conversation.shop).toMatchObject({ id: shopId })
    expect(conversation.shop!.title).toEqual(expect.any(String))

    const fromSeller = await call(t, 'POST', `dashboard/seller/chats/orders/${order.id}`, { token: seller.token })
    expect(conversationOf(fromSeller)).toMatchObject({ id: conversation.id, my_side: 'shop', peer_side: 'customer' })

    const notMine = await call(t, 'POST', `dashboard/user/chats/orders/${order.id}`, { token: stranger.token })
    expect(notMine.status).toBe(404)
    expect(errorOf(notMine)).toMatchObject({ statusCode: 'ERROR_404', message: 'Order not found' })
    const another = await otherSeller()
    const otherShop = await call(t, 'POST', `dashboard/seller/chats/orders/${order.id}`, { token: another.token })
    expect(otherShop.status).toBe(404)
    const missing = await call(t, 'POST', 'dashboard/user/chats/orders/999999', { token: customer.token })
    expect(missing.status).toBe(404)
  })

  it('asks for a user, an admin for the inbox and a seller with a shop for shop chats', async () => {
    const customer = await createAccount(t.db)
    expect((await call(t, 'GET', 'dashboard/user/chats')).status).toBe(401)
    expect((await call(t, 'POST', 'dashboard/user/chats/support')).status).toBe(401)
    const notAdmin = await call(t, 'GET', 'dashboard/admin/chats', { token: customer.token })
    expect(notAdmin.status).toBe(403)
    expect(errorOf(notAdmin).statusCode).toBe('ERROR_101')
    expect((await call(t, 'GET', 'dashboard/seller/chats', { token: customer.token })).status).toBe(403)
    const badId = await call(t, 'GET', 'dashboard/user/chats/abc', { token: customer.token })
    expect(badId.status).toBe(400)
    expect(errorOf(badId).statusCode).toBe('ERROR_400')
  })
})

describe('the OpenAPI description', () => {
  it('documents every chat route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/docs/json' })
    expect(res.statusCode).toBe(200)
    const doc = res.json<{ paths: Record<string, Record<string, { tags?: string[] }>> }>()
    for (const prefix of ['user', 'admin', 'seller']) {
      const base = `/api/v1/dashboard/${prefix}/chats`
      expect(Object.keys(doc.paths[base] ?? {})).toEqual(['get'])
      expect(doc.paths[`${base}/unread`]?.get?.tags).toEqual(['Chat'])
      expect(Object.keys(doc.paths[`${base}/{id}/messages`] ?? {}).sort()).toEqual(['get', 'post'])
      for (const action of ['read', 'delivered', 'typing'])
        expect(doc.paths[`${base}/{id}/${action}`]?.post).toBeDefined()
    }
    expect(doc.paths['/api/v1/dashboard/user/chats/support']?.post).toBeDefined()
    expect(doc.paths['/api/v1/dashboard/admin/chats/users/{id}']?.post).toBeDefined()
    expect(doc.paths['/api/v1/dashboard/user/chats/orders/{id}']?.post).toBeDefined()
    expect(doc.paths['/api/v1/dashboard/seller/chats/orders/{id}']?.post).toBeDefined()
  })
})

describe('who reads what', () => {
  it('hides a conversation from everyone but its parties (404, as if missing)', async () => {
    const a = await createAccount(t.db)
    const b = await createAccount(t.db)
    const support = await openSupport(a)
    await sendOk('user', a, support.id, 'private')
    const order = await placeOrder(t.db, { userId: a.id, shopId })
    const orderChat = conversationOf(
      await call(t, 'POST', `dashboard/user/chats/orders/${order.id}`, { token: a.token }),
    )
    await sendOk('user', a, orderChat.id, 'about my order')
    const another = await otherSeller()

    const denied: Array<[string, Account, number]> = [
      ['user', b, support.id],
      ['user', b, orderChat.id],
      ['seller', seller, support.id],
      ['seller', another, orderChat.id],
      ['admin', admin, orderChat.id],
    ]
    for (const [prefix, who, id] of denied) {
      for (const [method, path, body] of [
        ['GET', '', undefined],
        ['GET', '/messages', undefined],
        ['POST', '/messages', { text: 'hi' }],
        ['POST', '/read', {}],
        ['POST', '/delivered', { message_id: 1 }],
        ['POST', '/typing', undefined],
      ] as const) {
        const res = await call(t, method, `dashboard/${prefix}/chats/${id}${path}`, { token: who.token, body })
        expect(res.status, `${prefix} ${method} ${id}${path}`).toBe(404)
        expect(errorOf(res).message).toBe('Conversation not found')
      }
    }
    expect((await listOf('user', b)).data).toEqual([])
    expect((await listOf('seller', another)).data.some((c) => c.id === orderChat.id)).toBe(false)

    // The parties do read them.
    expect((await page('admin', admin, support.id)).data.map((m) => m.text)).toEqual(['private'])
    expect((await page('seller', seller, orderChat.id)).data.map((m) => m.text)).toEqual(['about my order'])
    expect((await listOf('seller', seller)).data.some((c) => c.id === orderChat.id)).toBe(true)
  })
})

describe('messages', () => {
  it('pages backwards and forwards without gaps or duplicates, oldest first within a page', async () => {
    const customer = await createAccount(t.db)
    const { id } = await openSupport(customer)
    const sent: number[] = []
    for (let i = 0; i < 12; i++) {
      sent.push((await sendOk('user', customer, id, `c${i}`)).id)
      sent.push((await sendOk('admin', admin, id, `a${i}`)).id)
    }
    const newest = await page('user', customer, id, { perPage: 5 })
    expect(newest.data.map((m) => m.id)).toEqual(sent.slice(-5))
    expect(newest.meta).toMatchObject({ per_page: 5, has_more: true, oldest_id: sent.at(-5), newest_id: sent.at(-1) })

    const seen: ChatMessage[] = [...newest.data]
    let cursor = newest.meta.oldest_id!
    let more = newest.meta.has_more
    while (more) {
      const older = await page('user', customer, id, { perPage: 5, before: cursor })
      seen.unshift(...older.data)
      cursor = older.meta.oldest_id!
      more = older.meta.has_more
    }
    expect(seen.map((m) => m.id)).toEqual(sent)
    const times = seen.map((m) => Date.parse(m.created_at))
    expect([...times].sort((x, y) => x - y)).toEqual(times)

    // Catching up from a known message, as a reconnecting client does.
    const caught: number[] = []
    let after = sent[6]!
    for (;;) {
      const newer = await page('admin', admin, id, { perPage: 7, after })
      caught.push(...newer.data.map((m) => m.id))
      if (!newer.meta.has_more) break
      after = newer.meta.newest_id!
    }
    expect(caught).toEqual(sent.slice(7))
    const fromStart = await page('admin', admin, id, { perPage: 3, after: 0 })
    expect(fromStart.data.map((m) => m.text)).toEqual(['c0', 'a0', 'c1'])
    const past = await page('admin', admin, id, { after: sent.at(-1)! })
    expect(past.data).toEqual([])
    expect(past.meta).toMatchObject({ has_more: false, oldest_id: null, newest_id: null })
  })

  it('stores a resent message once when the client id is the same', async () => {
    const customer = await createAccount(t.db)
    const { id } = await openSupport(customer)
    const clientId = crypto.randomUUID()
    const first = messageOf(await send('user', customer, id, { text: 'only once', client_id: clientId }))
    const retry = messageOf(await send('user', customer, id, { text: 'only once', client_id: clientId }))
    expect(retry).toEqual(first)
    expect(first.client_id).toBe(clientId)
    const rows = await t.db.select().from(chatMessages).where(eq(chatMessages.conversationId, id))
    expect(rows).toHaveLength(1)
    // Two copies racing (a client that retried before the first answer came back): still one message.
    const racing = crypto.randomUUID()
    const [x, y] = await Promise.all([
      send('user', customer, id, { text: 'race', client_id: racing }),
      send('user', customer, id, { text: 'race', client_id: racing }),
    ])
    expect(messageOf(x).id).toBe(messageOf(y).id)
    // Another sender may use the same id: it is the sender's own.
    const reply = messageOf(await send('admin', admin, id, { text: 'reply', client_id: clientId }))
    expect(reply.id).not.toBe(first.id)
    // Without a client id every send is a new message.
    await send('user', customer, id, { text: 'again' })
    await send('user', customer, id, { text: 'again' })
    expect((await page('user', customer, id)).data.map((m) => m.text)).toEqual([
      'only once',
      'race',
      'reply',
      'again',
      'again',
    ])
  })

  it('takes pictures the sender uploaded, and refuses others', async () => {
    const customer = await createAccount(t.db)
    const other = await createAccount(t.db)
    const { id } = await openSupport(customer)
    const url = await uploadPicture(customer)
    const withPicture = messageOf(await send('user', customer, id, { image: url }))
    expect(withPicture).toMatchObject({ text: null, image: url })
    expect(withPicture.image).toMatch(/^http:\/\/basil\.test\/storage\/images\/chats\/[0-9a-f]{32}\.webp$/)
    const both = messageOf(await send('user', customer, id, { image: url, text: 'look' }))
    expect(both).toMatchObject({ text: 'look', image: url })

    const theirs = await send('user', customer, id, { image: await uploadPicture(other) })
    expect(theirs.status).toBe(400)
    expect(errorOf(theirs).params?.image).toBeDefined()
    const madeUp = await send('user', customer, id, { image: 'http://basil.test/storage/images/chats/nothing.webp' })
    expect(madeUp.status).toBe(400)
    const elsewhere = await send('user', customer, id, { image: 'https://evil.example/x.png' })
    expect(elsewhere.status).toBe(400)
  })

  it('refuses empty, too long and malformed messages in the contract’s error shape', async () => {
    const customer = await createAccount(t.db)
    const { id } = await openSupport(customer)
    const cases: Array<[unknown, string]> = [
      [{}, 'text'],
      [{ text: '   ' }, 'text'],
      [{ text: 'x'.repeat(CHAT_TEXT_MAX + 1) }, 'text'],
      [{ text: 'bell\u0007' }, 'text'],
      [{ text: 'ok', client_id: 'short' }, 'client_id'],
      [{ text: 42 }, 'text'],
    ]
    for (const [body, field] of cases) {
      const res = await send('user', customer, id, body as Record<string, unknown>)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(errorOf(res)).toMatchObject({ status: false, statusCode: 'ERROR_400' })
      expect(errorOf(res).params?.[field], JSON.stringify(res.body)).toBeDefined()
    }
    const longest = await send('user', customer, id, { text: 'y'.repeat(CHAT_TEXT_MAX) })
    expect(longest.status).toBe(200)
    const lines = await send('user', customer, id, { text: 'two\nlines' })
    expect(messageOf(lines).text).toBe('two\nlines')

    const badQueries: Array<Record<string, string | number>> = [
      { before: 5, after: 2 },
      { perPage: 101 },
      { before: -1 },
      { after: 'x' },
    ]
    for (const query of badQueries) {
      const res = await call(t, 'GET', `dashboard/user/chats/${id}/messages`, { token: customer.token, query })
      expect(res.status, JSON.stringify(query)).toBe(400)
      expect(errorOf(res).statusCode).toBe('ERROR_400')
    }
  })

  it(`limits sending to ${SEND_PER_MINUTE} messages a minute per user`, async () => {
    const customer = await createAccount(t.db)
    const { id } = await openSupport(customer)
    for (let i = 0; i < SEND_PER_MINUTE; i++) {
      expect((await send('user', customer, id, { text: `m${i}` })).status).toBe(200)
    }
    const over = await send('user', customer, id, { text: 'one too many' })
    expect(over.status).toBe(429)
    expect(errorOf(over).statusCode).toBe('ERROR_429')
    expect(over.headers['retry-after']).toBeDefined()
    // Someone else still talks.
    expect((await send('admin', admin, id, { text: 'still here' })).status).toBe(200)
  })
})

describe('marks and unread counts', () => {
  it('counts the other side’s unread messages and moves read and delivered marks forward only', async () => {
    const customer = await createAccount(t.db)
    const { id } = await openSupport(customer)
    const mine = await sendOk('user', customer, id, 'question')
    expect(mine.status).toBe('sent')
    const replies = [
      await sendOk('admin', admin, id, 'r1'),
      await sendOk('admin', admin, id, 'r2'),
      await sendOk('admin', admin, id, 'r3'),
    ]
    // The admin replied, so the admin read the question.
    expect((await page('user', customer, id, { after: 0, perPage: 1 })).data[0]!.status).toBe('read')

    let listed = (await listOf('user', customer)).data.find((c) => c.id === id)!
    expect(listed.unread_count).toBe(3)
    expect(await unreadOf('user', customer)).toEqual({ unread_total: 3, conversations: 1 })
    // Nothing the customer sent is unread for themselves.
    expect((await listOf('admin', admin)).data.find((c) => c.id === id)!.unread_count).toBe(0)

    // Delivered: the admin's replies reach the customer's client when it fetches them.
    const adminView = async () => (await page('admin', admin, id, { after: mine.id })).data.map((m) => m.status)
    expect(await adminView()).toEqual(['sent', 'sent', 'sent'])
    await page('user', customer, id)
    expect(await adminView()).toEqual(['delivered', 'delivered', 'delivered'])

    const read = await call(t, 'POST', `dashboard/user/chats/${id}/read`, {
      token: customer.token,
      body: { message_id: replies[1]!.id },
    })
    expect(json(read, chatMarksResponseSchema).data).toEqual({
      conversation_id: id,
      my_marks: { delivered_message_id: replies[2]!.id, read_message_id: replies[1]!.id },
      unread_count: 1,
    })
    expect(await adminView()).toEqual(['read', 'read', 'delivered'])
    expect(await unreadOf('user', customer)).toEqual({ unread_total: 1, conversations: 1 })

    // Marks never move back.
    const back = await call(t, 'POST', `dashboard/user/chats/${id}/read`, {
      token: customer.token,
      body: { message_id: mine.id },
    })
    expect(json(back, chatMarksResponseSchema).data.my_marks.read_message_id).toBe(replies[1]!.id)

    // Without a message id: everything.
    const all = await call(t, 'POST', `dashboard/user/chats/${id}/read`, { token: customer.token, body: {} })
    expect(json(all, chatMarksResponseSchema).data.unread_count).toBe(0)
    listed = (await listOf('user', customer)).data.find((c) => c.id === id)!
    expect(listed).toMatchObject({
      unread_count: 0,
      my_marks: { read_message_id: replies[2]!.id },
      peer_marks: { read_message_id: replies[2]!.id },
    })
    expect(listed.last_message).toMatchObject({ id: replies[2]!.id, status: 'read' })
    const noBody = await call(t, 'POST', `dashboard/user/chats/${id}/read`, { token: customer.token })
    expect(noBody.status, JSON.stringify(noBody.body)).toBe(200)

    // Another conversation's message is refused.
    const other = await createAccount(t.db)
    const otherChat = await openSupport(other)
    const foreign = await sendOk('user', other, otherChat.id, 'elsewhere')
    const wrong = await call(t, 'POST', `dashboard/user/chats/${id}/read`, {
      token: customer.token,
      body: { message_id: foreign.id },
    })
    expect(wrong.status).toBe(400)
    expect(errorOf(wrong).params?.message_id).toBeDefined()
  })

  it('keeps each admin’s own read mark in the support inbox', async () => {
    const customer = await createAccount(t.db)
    const second = await createAdmin()
    const { id } = await openSupport(customer)
    await sendOk('user', customer, id, 'anyone there?')
    await call(t, 'POST', `dashboard/admin/chats/${id}/read`, { token: admin.token, body: {} })
    expect((await listOf('admin', admin)).data.find((c) => c.id === id)!.unread_count).toBe(0)
    expect((await listOf('admin', second)).data.find((c) => c.id === id)!.unread_count).toBe(1)
    expect((await unreadOf('admin', second)).unread_total).toBeGreaterThanOrEqual(1)
  })

  it('marks delivered what the client received over the socket', async () => {
    const customer = await createAccount(t.db)
    const { id } = await openSupport(customer)
    const reply = await sendOk('admin', admin, id, 'pushed')
    const res = await call(t, 'POST', `dashboard/user/chats/${id}/delivered`, {
      token: customer.token,
      body: { message_id: reply.id },
    })
    expect(json(res, chatMarksResponseSchema).data).toMatchObject({
      my_marks: { delivered_message_id: reply.id, read_message_id: 0 },
      unread_count: 1,
    })
    const missing = await call(t, 'POST', `dashboard/user/chats/${id}/delivered`, {
      token: customer.token,
      body: {},
    })
    expect(missing.status).toBe(400)
  })
})

describe('realtime', () => {
  it('delivers a committed message to both parties and to no one else', async () => {
    const customer = await createAccount(t.db)
    const stranger = await createAccount(t.db)
    const { id } = await openSupport(customer)
    const customerSocket = await connect(customer)
    const adminSocket = await connect(admin)
    const strangerSocket = await connect(stranger)
    const sellerSocket = await connect(seller)

    const sent = await sendOk('user', customer, id, 'live?')
    for (const socket of [customerSocket, adminSocket]) {
      const event = chatMessageEventSchema.parse(
        await socket.next((m) => m.type === 'chat.message' && m.data.conversation_id === id),
      )
      expect(event.data).toMatchObject({ kind: 'support', customer_id: customer.id, order_id: null })
      expect(event.data.message).toEqual(sent)
    }
    await strangerSocket.expectNone((m) => m.type === 'chat.message')
    await sellerSocket.expectNone((m) => m.type === 'chat.message' && m.data.conversation_id === id)

    // The event comes after the commit: what it names can be read at once.
    const reply = await sendOk('admin', admin, id, 'yes')
    const event = await customerSocket.next((m) => m.type === 'chat.message' && m.data.conversation_id === id)
    const [row] = await t.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.id, chatMessageEventSchema.parse(event).data.message.id))
    expect(row?.id).toBe(reply.id)

    await call(t, 'POST', `dashboard/user/chats/${id}/read`, { token: customer.token, body: {} })
    // Sending marked the sender's own message read; reading the reply moves the customer's mark to it.
    const readEvent = await adminSocket.next(
      (m) => m.type === 'chat.read' && m.data.side === 'customer' && m.data.message_id === reply.id,
    )
    expect(chatMarksEventSchema.parse(readEvent).data).toEqual({
      conversation_id: id,
      side: 'customer',
      user_id: customer.id,
      message_id: reply.id,
    })
  })

  it('tells an order’s shop, not another shop', async () => {
    const customer = await createAccount(t.db)
    const another = await otherSeller()
    const order = await placeOrder(t.db, { userId: customer.id, shopId })
    const chat = conversationOf(
      await call(t, 'POST', `dashboard/user/chats/orders/${order.id}`, { token: customer.token }),
    )
    const sellerSocket = await connect(seller)
    const otherSocket = await connect(another)
    await sendOk('user', customer, chat.id, 'is it on its way?')
    const event = await sellerSocket.next((m) => m.type === 'chat.message' && m.data.conversation_id === chat.id)
    expect(event.data).toMatchObject({ kind: 'order', order_id: order.id, shop_id: shopId })
    await otherSocket.expectNone((m) => m.type === 'chat.message')
  })

  it('sends typing to the parties that follow the conversation, and lets no one else follow it', async () => {
    const customer = await createAccount(t.db)
    const stranger = await createAccount(t.db)
    const { id } = await openSupport(customer)
    const customerSocket = await connect(customer)
    const adminSocket = await connect(admin)
    const strangerSocket = await connect(stranger)
    customerSocket.send({ type: 'subscribe', channel: 'chat', conversation_id: id })
    expect(await customerSocket.next(ofType('subscribed'))).toEqual({
      type: 'subscribed',
      data: { channel: 'chat', id },
    })
    strangerSocket.send({ type: 'subscribe', channel: 'chat', conversation_id: id })
    expect(await strangerSocket.next(ofType('error'))).toMatchObject({ data: { statusCode: 'ERROR_101' } })
    adminSocket.send({ type: 'subscribe', channel: 'chat', conversation_id: id })
    await adminSocket.next(ofType('subscribed'))

    const res = await call(t, 'POST', `dashboard/admin/chats/${id}/typing`, { token: admin.token })
    expect(res.status).toBe(200)
    const typing = chatTypingEventSchema.parse(await customerSocket.next(ofType('chat.typing')))
    expect(typing.data).toEqual({ conversation_id: id, side: 'support', user_id: admin.id, firstname: 'Ada' })
    await strangerSocket.expectNone(ofType('chat.typing'))

    customerSocket.send({ type: 'unsubscribe', channel: 'chat', conversation_id: id })
    await customerSocket.next(ofType('unsubscribed'))
    await call(t, 'POST', `dashboard/admin/chats/${id}/typing`, { token: admin.token })
    await adminSocket.next(ofType('chat.typing'))
    await customerSocket.expectNone(ofType('chat.typing'))
  })

  it('limits typing notices per conversation', async () => {
    const customer = await createAccount(t.db)
    const { id } = await openSupport(customer)
    let last: Reply | undefined
    for (let i = 0; i < 21; i++)
      last = await call(t, 'POST', `dashboard/user/chats/${id}/typing`, { token: customer.token })
    expect(last!.status).toBe(429)
  })
})
