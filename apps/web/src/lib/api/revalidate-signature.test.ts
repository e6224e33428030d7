import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { isSignedByApi } from './revalidate-signature'

const SECRET = 'a-secret-of-at-least-thirty-two-characters'
const BODY = JSON.stringify({ tags: ['shops'] })
const NOW = 1_800_000_000
// Signed here by hand, as the API's plugin does (apps/api/src/plugins/web-revalidate.ts), so both follow the contract.
const sign = (secret: string, timestamp: number, body: string) =>
  `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`

describe('isSignedByApi', () => {
  it('accepts the API’s signature of this body and a recent timestamp', () => {
    expect(isSignedByApi(SECRET, BODY, String(NOW - 10), sign(SECRET, NOW - 10, BODY), NOW)).toBe(true)
  })
  it('refuses another secret, another body, or a signature moved to another timestamp', () => {
    expect(
      isSignedByApi(SECRET, BODY, String(NOW), sign('another-secret-of-thirty-two-characters!', NOW, BODY), NOW),
    ).toBe(false)
    expect(
      isSignedByApi(SECRET, JSON.stringify({ tags: ['catalogue'] }), String(NOW), sign(SECRET, NOW, BODY), NOW),
    ).toBe(false)
    expect(isSignedByApi(SECRET, BODY, String(NOW + 1), sign(SECRET, NOW, BODY), NOW)).toBe(false)
  })
  it('refuses a replay older than five minutes, and missing or malformed headers', () => {
    expect(isSignedByApi(SECRET, BODY, String(NOW - 301), sign(SECRET, NOW - 301, BODY), NOW)).toBe(false)
    expect(isSignedByApi(SECRET, BODY, null, sign(SECRET, NOW, BODY), NOW)).toBe(false)
    expect(isSignedByApi(SECRET, BODY, String(NOW), null, NOW)).toBe(false)
    expect(isSignedByApi(SECRET, BODY, 'soon', sign(SECRET, NOW, BODY), NOW)).toBe(false)
    expect(isSignedByApi(SECRET, BODY, String(NOW), 'sha256=00', NOW)).toBe(false)
  })
})
