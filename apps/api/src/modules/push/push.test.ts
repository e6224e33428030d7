// Web Push end to end against a local push service that does what a browser's push service and the browser do
// together: it checks the VAPID token (signature, audience, expiry), decrypts the message with the keys the
// "browser" made (RFC 8291), and answers as told (201, or 410 for a subscription that is gone).
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { notificationSettingsResponseSchema } from '@basil/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/app.ts'
import { call, errorOf, json, record } from '../../../test/kit.ts'
import { pushOutbox, pushSubscriptions, userPushTokens, users } from '../../db/schema/index.ts'
import { issueSession } from '../../lib/sessions.ts'
import { makeCustomer } from '../orders/test-support.ts'
import { isAllowedEndpoint, pathOfNotification } from './service.ts'

interface Browser {
  endpoint: string
  ecdh: ReturnType<typeof createECDH>
  auth: Buffer
  subscription: string
}

interface Received {
  path: string
  payload: { title: string; body: string; url: string; tag: string | null }
  headers: http.IncomingHttpHeaders
}

const info = (text: string) => Buffer.from(`${text}\0`, 'latin1')

/** What the browser does with a message: RFC 8291 decryption with its own private key and secret. */
function decrypt(browser: Browser, body: Buffer): string {
  const salt = body.subarray(0, 16)
  const keyLength = body.readUInt8(20)
  const senderKey = body.subarray(21, 21 + keyLength)
  const sealed = body.subarray(21 + keyLength)
  const shared = browser.ecdh.computeSecret(senderKey)
  const keyInfo = Buffer.concat([info('WebPush: info'), browser.ecdh.getPublicKey(), senderKey])
  const ikm = Buffer.from(hkdfSync('sha256', shared, browser.auth, keyInfo, 32))
  const key = Buffer.from(hkdfSync('sha256', ikm, salt, info('Content-Encoding: aes128gcm'), 16))
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, info('Content-Encoding: nonce'), 12))
  const decipher = createDecipheriv('aes-128-gcm', key, nonce)
  decipher.setAuthTag(sealed.subarray(sealed.length - 16))
  const plain = Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - 16)), decipher.final()])
  expect(plain.at(-1)).toBe(2) // the last record's delimiter
  return plain.subarray(0, -1).toString('utf8')
}

/** The push service's check of `Authorization: vapid t=..., k=...` (RFC 8292). */
function checkVapid(header: string | undefined, origin: string, publicKey: string): void {
  const match = /^vapid t=([\w-]+\.[\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(header ?? '')
  expect(match, `Authorization: ${header}`).not.toBeNull()
  const [, unsigned, signature, k] = match!
  expect(k).toBe(publicKey)
  const point = Buffer.from(k!, 'base64url')
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  })
  const valid = verify(
    'sha256',
    Buffer.from(unsigned!),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature!, 'base64url'),
  )
  expect(valid).toBe(true)
  const claims = JSON.parse(Buffer.from(unsigned!.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>
  expect(claims.aud).toBe(origin)
  expect(Number(claims.exp)).toBeGreaterThan(Date.now() / 1000)
  expect(String(claims.sub)).toMatch(/^(mailto:|https:)/)
}

let t: TestApp
let service: http.Server
let origin = ''
let publicKey = ''
const received: Received[] = []
const goneEndpoints = new Set<string>()
const browsers = new Map<string, Browser>()

function newBrowser(name: string): Browser {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  const auth = randomBytes(16)
  const endpoint = `${origin}/push/${name}`
  const browser: Browser = {
    endpoint,
    ecdh,
    auth,
    subscription: JSON.stringify({
      endpoint,
      expirationTime: null,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    }),
  }
  browsers.set(`/push/${name}`, browser)
  return browser
}

beforeAll(async () => {
  service = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (c: Buffer) => chunks.push(c))
    request.on('end', () => {
      const path = request.url ?? ''
      if (goneEndpoints.has(path)) {
        response.writeHead(410).end()
        return
      }
      const browser = browsers.get(path)
      if (!browser || request.method !== 'POST') {
        response.writeHead(404).end()
        return
      }
      try {
        checkVapid(request.headers.authorization, origin, publicKey)
        const payload = JSON.parse(decrypt(browser, Buffer.concat(chunks))) as Received['payload']
        received.push({ path, payload, headers: request.headers })
        response.writeHead(201).end()
      } catch (error) {
        response.writeHead(400, { 'content-type': 'text/plain' }).end(String(error))
      }
    })
  })
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(service.address() as AddressInfo).port}`
  t = await createTestApp({ push: { allowedHosts: ['127.0.0.1'], subject: 'mailto:ops@basil.test' } })
})
afterAll(async () => {
  await t.close()
  await new Promise<void>((resolve) => service.close(() => resolve()))
})

describe('web push', () => {
  it('serves one VAPID public key, made once and kept', async () => {
    const first = await call(t, 'GET', 'rest/push/key')
    expect(first.status).toBe(200)
    publicKey = String(record(record(first.body).data).public_key)
    const point = Buffer.from(publicKey, 'base64url')
    expect(point.length).toBe(65)
    expect(point[0]).toBe(4)
    const again = await call(t, 'GET', 'rest/push/key')
    expect(record(record(again.body).data).public_key).toBe(publicKey)
  })

  it('takes a browser subscription through the contract route, and refuses unknown services and bad keys', async () => {
    const customer = await makeCustomer(t)
    const browser = newBrowser('takes')
    const saved = await call(t, 'POST', 'dashboard/user/profile/firebase/token/update', {
      token: customer.token,
      body: { firebase_token: browser.subscription },
    })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    const rows = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, customer.id))
    expect(rows.map((r) => r.endpoint)).toEqual([browser.endpoint])

    const elsewhere = JSON.parse(browser.subscription) as { endpoint: string }
    for (const endpoint of ['https://evil.example/push/1', 'http://169.254.169.254/latest', 'file:///etc/passwd']) {
      const refused = await call(t, 'POST', 'dashboard/user/profile/firebase/token/update', {
        token: customer.token,
        body: {
          firebase_token: JSON.stringify({ ...elsewhere, endpoint, keys: JSON.parse(browser.subscription).keys }),
        },
      })
      expect(refused.status).toBe(400)
      expect(errorOf(refused).params?.firebase_token).toBeDefined()
    }
    const badKeys = await call(t, 'POST', 'dashboard/user/profile/firebase/token/update', {
      token: customer.token,
      body: { firebase_token: JSON.stringify({ endpoint: browser.endpoint, keys: { p256dh: 'AAAA', auth: 'AAAA' } }) },
    })
    expect(badKeys.status).toBe(400)
    // A mobile app's device token is kept as before.
    const device = await call(t, 'POST', 'dashboard/user/profile/firebase/token/update', {
      token: customer.token,
      body: { firebase_token: `device-token-${customer.id}` },
    })
    expect(device.status).toBe(200)
    const tokens = await t.db.select().from(userPushTokens).where(eq(userPushTokens.userId, customer.id))
    expect(tokens.map((r) => r.token)).toEqual([`device-token-${customer.id}`])
  })

  it('pushes a notification after its change commits, encrypted to each browser, opening its page', async () => {
    const sender = await makeCustomer(t, { balance: 5000 })
    const receiver = await makeCustomer(t)
    const phone = newBrowser(`phone-${receiver.id}`)
    const laptop = newBrowser(`laptop-${receiver.id}`)
    for (const browser of [phone, laptop]) {
      const res = await call(t, 'POST', 'dashboard/user/profile/firebase/token/update', {
        token: receiver.token,
        body: { firebase_token: browser.subscription },
      })
      expect(res.status).toBe(200)
    }
    const sent = await call(t, 'POST', 'dashboard/user/wallet/send', {
      token: sender.token,
      body: { price: 12.5, uuid: receiver.uuid },
    })
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    // Queued in the same transaction: one message for the receiver (the sender has no browser subscribed).
    const queued = await t.db.select().from(pushOutbox)
    expect(queued.filter((m) => m.userId === receiver.id)).toHaveLength(1)
    expect(queued.filter((m) => m.userId === sender.id)).toHaveLength(0)

    const before = received.length
    const result = await t.app.push.dispatchOnce(t.db)
    expect(result.sent).toBeGreaterThanOrEqual(2)
    const mine = received.slice(before).filter((r) => r.path.endsWith(`-${receiver.id}`))
    expect(mine.map((r) => r.path).sort()).toEqual([`/push/laptop-${receiver.id}`, `/push/phone-${receiver.id}`])
    for (const r of mine) {
      expect(r.payload).toMatchObject({ title: 'You received money', url: '/wallet' })
      expect(r.payload.body).toContain('sent money to your wallet')
      expect(r.headers['content-encoding']).toBe('aes128gcm')
      expect(Number(r.headers.ttl)).toBeGreaterThan(0)
    }
    // Sent once: the outbox is empty, and another look sends nothing again.
    expect((await t.db.select().from(pushOutbox)).filter((m) => m.userId === receiver.id)).toHaveLength(0)
    const again = received.length
    await t.app.push.dispatchOnce(t.db)
    expect(received.length).toBe(again)
  })

  it('prunes a subscription its push service says is gone, and keeps the others', async () => {
    const sender = await makeCustomer(t, { balance: 5000 })
    const receiver = await makeCustomer(t)
    const old = newBrowser(`old-${receiver.id}`)
    const current = newBrowser(`current-${receiver.id}`)
    for (const browser of [old, current])
      await call(t, 'POST', 'dashboard/user/profile/firebase/token/update', {
        token: receiver.token,
        body: { firebase_token: browser.subscription },
      })
    goneEndpoints.add(`/push/old-${receiver.id}`)
    await call(t, 'POST', 'dashboard/user/wallet/send', {
      token: sender.token,
      body: { price: 1, uuid: receiver.uuid },
    })
    const result = await t.app.push.dispatchOnce(t.db)
    expect(result.pruned).toBe(1)
    const left = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, receiver.id))
    expect(left.map((r) => r.endpoint)).toEqual([current.endpoint])
  })

  it('sends nothing to a browser its user unsubscribed, and nothing when notifications are switched off', async () => {
    const sender = await makeCustomer(t, { balance: 5000 })
    const receiver = await makeCustomer(t)
    const browser = newBrowser(`quiet-${receiver.id}`)
    await call(t, 'POST', 'dashboard/user/profile/firebase/token/update', {
      token: receiver.token,
      body: { firebase_token: browser.subscription },
    })
    // Someone else cannot remove it; its user can.
    await call(t, 'POST', 'dashboard/user/profile/push/unsubscribe', {
      token: sender.token,
      body: { endpoint: browser.endpoint },
    })
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, receiver.id))).toHaveLength(1)
    const off = await call(t, 'POST', 'dashboard/user/profile/push/unsubscribe', {
      token: receiver.token,
      body: { endpoint: browser.endpoint },
    })
    expect(off.status).toBe(200)
    await call(t, 'POST', 'dashboard/user/wallet/send', {
      token: sender.token,
      body: { price: 1, uuid: receiver.uuid },
    })
    expect((await t.db.select().from(pushOutbox)).filter((m) => m.userId === receiver.id)).toHaveLength(0)
  })

  it("pushes support's answer in a chat to the customer's browser; nothing for the customer's own message, nor once notifications are off", async () => {
    const customer = await makeCustomer(t)
    const browser = newBrowser(`chat-${customer.id}`)
    await call(t, 'POST', 'dashboard/user/profile/firebase/token/update', {
      token: customer.token,
      body: { firebase_token: browser.subscription },
    })
    const [admin] = await t.db
      .insert(users)
      .values({ email: `push.admin.${customer.id}@example.org`, firstname: 'Ada', lastname: 'Support', role: 'admin' })
      .returning({ id: users.id })
    const adminToken = await issueSession(t.db, admin!.id, 1)
    const opened = await call(t, 'POST', 'dashboard/user/chats/support', { token: customer.token })
    const conversationId = Number(record(record(opened.body).data).id)
    const own = await call(t, 'POST', `dashboard/user/chats/${conversationId}/messages`, {
      token: customer.token,
      body: { text: 'Where is my order?' },
    })
    expect(own.status, JSON.stringify(own.body)).toBe(200)
    expect((await t.db.select().from(pushOutbox)).filter((m) => m.userId === customer.id)).toHaveLength(0)
    const answer = await call(t, 'POST', `dashboard/admin/chats/${conversationId}/messages`, {
      token: adminToken,
      body: { text: 'On its way, five minutes.' },
    })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    const before = received.length
    await t.app.push.dispatchOnce(t.db)
    const mine = received.slice(before).filter((r) => r.path === `/push/chat-${customer.id}`)
    expect(mine.map((r) => r.payload)).toEqual([
      {
        title: 'New message from support',
        body: 'On its way, five minutes.',
        url: `/chat?c=${conversationId}`,
        tag: `chat-${conversationId}`,
      },
    ])

    // Notifications switched off ("push" in dashboard/user/notifications): the next answer is not pushed.
    const settings = await call(t, 'GET', 'dashboard/user/notifications', { token: customer.token })
    const pushSwitch = json(settings, notificationSettingsResponseSchema).data.find((s) => s.type === 'push')!
    const saved = await call(t, 'POST', 'dashboard/user/update/notifications', {
      token: customer.token,
      body: { notifications: [{ notification_id: pushSwitch.id, active: false }] },
    })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    const quiet = await call(t, 'POST', `dashboard/admin/chats/${conversationId}/messages`, {
      token: adminToken,
      body: { text: 'Anything else?' },
    })
    expect(quiet.status).toBe(200)
    expect((await t.db.select().from(pushOutbox)).filter((m) => m.userId === customer.id)).toHaveLength(0)
  })

  it('accepts only https to known push services, or the hosts the operator names', () => {
    expect(isAllowedEndpoint('https://fcm.googleapis.com/fcm/send/abc')).toBe(true)
    expect(isAllowedEndpoint('https://updates.push.services.mozilla.com/wpush/v2/x')).toBe(true)
    expect(isAllowedEndpoint('https://web.push.apple.com/QGx')).toBe(true)
    expect(isAllowedEndpoint('http://fcm.googleapis.com/fcm/send/abc')).toBe(false)
    expect(isAllowedEndpoint('https://fcm.googleapis.com.evil.example/x')).toBe(false)
    expect(isAllowedEndpoint('https://user:pw@fcm.googleapis.com/x')).toBe(false)
    expect(isAllowedEndpoint('http://127.0.0.1:9/x')).toBe(false)
    expect(isAllowedEndpoint('http://127.0.0.1:9/x', ['127.0.0.1'])).toBe(true)
  })

  it("opens the spec's click targets", () => {
    expect(pathOfNotification('status_changed', { order_id: 12 })).toBe('/orders/12')
    expect(pathOfNotification('status_changed', { parcel_id: 3 })).toBe('/parcels/3')
    expect(pathOfNotification('status_changed', { id: 5, type: 'parcel', status: 'accepted' })).toBe('/parcels/5')
    expect(pathOfNotification('booking_status', null)).toBe('/reservations')
    expect(pathOfNotification('order_refunded', {})).toBe('/wallet')
    expect(pathOfNotification('news_publish', { uuid: 'abc-1' })).toBe('/?news=abc-1')
    expect(pathOfNotification('news_publish', { uuid: '<script>' })).toBe('/')
  })
})
