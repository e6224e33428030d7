import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { readSessionEvent, verifyStripeSignature } from './stripe.ts'

const secret = 'whsec_unit'
const payload = '{"id":"evt_1","type":"checkout.session.completed"}'
const sign = (t: number, body = payload, key = secret) => createHmac('sha256', key).update(`${t}.${body}`).digest('hex')
const now = 1_800_000_000_000
const t = now / 1000

describe('verifyStripeSignature', () => {
  it('accepts a fresh signature, also among several v1 entries (secret rolling)', () => {
    expect(verifyStripeSignature(payload, `t=${t},v1=${sign(t)}`, secret, 300, now)).toBe(true)
    expect(
      verifyStripeSignature(payload, `t=${t},v1=${sign(t, payload, 'old')},v1=${sign(t)},v0=abc`, secret, 300, now),
    ).toBe(true)
  })

  it('refuses stale or future timestamps outside the tolerance, and accepts the edges', () => {
    expect(verifyStripeSignature(payload, `t=${t - 300},v1=${sign(t - 300)}`, secret, 300, now)).toBe(true)
    expect(verifyStripeSignature(payload, `t=${t - 301},v1=${sign(t - 301)}`, secret, 300, now)).toBe(false)
    expect(verifyStripeSignature(payload, `t=${t + 301},v1=${sign(t + 301)}`, secret, 300, now)).toBe(false)
  })

  it('refuses other secrets, other bodies and malformed headers', () => {
    expect(verifyStripeSignature(payload, `t=${t},v1=${sign(t, payload, 'other')}`, secret, 300, now)).toBe(false)
    expect(verifyStripeSignature(`${payload} `, `t=${t},v1=${sign(t)}`, secret, 300, now)).toBe(false)
    for (const header of [
      undefined,
      '',
      'garbage',
      `v1=${sign(t)}`,
      `t=${t}`,
      `t=abc,v1=${sign(t)}`,
      `t=${t},v1=xyz`,
    ]) {
      expect(verifyStripeSignature(payload, header, secret, 300, now), String(header)).toBe(false)
    }
  })
})

describe('readSessionEvent', () => {
  it('reads a checkout session event and ignores everything else', () => {
    const event = {
      id: 'evt_1',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_1',
          payment_status: 'paid',
          amount_total: 1250,
          currency: 'usd',
          metadata: { order_id: '7', transaction_id: '9' },
        },
      },
    }
    expect(readSessionEvent(event)).toMatchObject({
      sessionId: 'cs_1',
      paymentStatus: 'paid',
      amountTotal: 1250,
      orderId: 7,
      transactionId: 9,
    })
    expect(readSessionEvent({ type: 'charge.succeeded', data: { object: { id: 'ch_1' } } })).toBeUndefined()
    expect(readSessionEvent(null)).toBeUndefined()
    expect(readSessionEvent({ type: 'checkout.session.completed', data: {} })).toBeUndefined()
  })
})
