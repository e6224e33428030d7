import { describe, expect, it } from 'vitest'
import { OFFER_PAUSE_MS, applicationServerKey, shouldOfferPush, type OfferState } from './push-offer'

const base: OfferState = {
  signedIn: true,
  supported: true,
  permission: 'default',
  subscribed: false,
  dismissedAt: null,
  pending: true,
  now: 1_800_000_000_000,
}

describe('the push offer', () => {
  it('is made to a signed-in customer following an order, in a browser that can', () => {
    expect(shouldOfferPush(base)).toBe(true)
    expect(shouldOfferPush({ ...base, permission: 'granted' })).toBe(true)
  })
  it('is not made to visitors, in browsers without push, once refused or subscribed, or for a finished order', () => {
    expect(shouldOfferPush({ ...base, signedIn: false })).toBe(false)
    expect(shouldOfferPush({ ...base, supported: false })).toBe(false)
    expect(shouldOfferPush({ ...base, permission: 'denied' })).toBe(false)
    expect(shouldOfferPush({ ...base, subscribed: true })).toBe(false)
    expect(shouldOfferPush({ ...base, pending: false })).toBe(false)
  })
  it('stays away for a month after "Not now"', () => {
    expect(shouldOfferPush({ ...base, dismissedAt: base.now - 1000 })).toBe(false)
    expect(shouldOfferPush({ ...base, dismissedAt: base.now - OFFER_PAUSE_MS + 1 })).toBe(false)
    expect(shouldOfferPush({ ...base, dismissedAt: base.now - OFFER_PAUSE_MS })).toBe(true)
  })
  it("turns the server's base64url key into the bytes the browser wants", () => {
    const raw = new Uint8Array(65).map((_, i) => (i * 37 + 4) % 256)
    raw[0] = 4
    const text = Buffer.from(raw).toString('base64url')
    expect([...applicationServerKey(text)]).toEqual([...raw])
  })
})
