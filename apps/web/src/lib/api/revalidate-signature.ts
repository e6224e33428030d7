import { REVALIDATE_MAX_AGE_SECONDS } from '@basil/contracts'
import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Whether a "catalogue changed" call is the API's: `signature` is `sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">`
 * with the shared secret, and the timestamp (Unix seconds) is at most REVALIDATE_MAX_AGE_SECONDS from now.
 */
export function isSignedByApi(
  secret: string,
  body: string,
  timestamp: string | null,
  signature: string | null,
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  if (!timestamp || !signature || !/^\d{1,12}$/.test(timestamp)) return false
  if (Math.abs(nowSeconds - Number(timestamp)) > REVALIDATE_MAX_AGE_SECONDS) return false
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`)
  const given = Buffer.from(signature)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
