// Issue 12, items 1 and 8: what the storefront's edge lets through (security probe D1, D12, D13, D15). These speak
// HTTP as a hostile client would, from loopback addresses of their own (127.0.0.x) so that their rate-limit counts
// are not the other tests' (the storefront sees the real peer, and the API counts per that address).
import { test } from '../fixtures.ts'
import { apiBase, assert, assertEqual } from '../kit/harness.ts'
import { httpRequest, type HttpOptions } from '../kit/http.ts'

let nextSource = 40
/** A loopback address no other test sends from. */
const freshSource = () => `127.0.0.${nextSource++}`

/** One HTTP request to the storefront from `source`. */
const request = (base: string, path: string, options: HttpOptions = {}) =>
  httpRequest(new URL(path, base).href, options)

const login = (base: string, source: string, i: number, extra = {}) =>
  request(base, '/api/v1/auth/login', {
    method: 'POST',
    source,
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', ...extra },
    body: JSON.stringify({ email: `edge-${source}-${i}@basil.test`, password: 'wrong-password' }),
  })

test('D1: a forged X-Forwarded-For does not escape the per-address sign-in limit', async ({ base }) => {
  // A plain client: how many wrong sign-ins before the API says 429.
  const plain = freshSource()
  let plainCount = 0
  while (plainCount < 60 && (await login(base, plain, plainCount)).status !== 429) plainCount++
  assert(plainCount < 60, 'a plain client is limited')

  // Another client naming a new address on every request: limited after the same number.
  const forger = freshSource()
  let forged = 0
  let last
  while (forged < 60) {
    last = await login(base, forger, forged, {
      'x-forwarded-for': `10.77.${forged}.9`,
      'x-real-ip': `10.78.${forged}.9`,
      forwarded: `for=10.79.${forged}.9`,
    })
    if (last.status === 429) break
    forged++
  }
  assertEqual(forged, plainCount, 'attempts before 429 with forged forwarding headers')
  assert(Number(last!.headers['retry-after']) > 0, 'Retry-After on the 429')
  assertEqual(JSON.parse(last!.text).statusCode, 'ERROR_429', 'error shape')

  // Through the API proxy too (not only the auth relay): the coupon check counts the real address.
  const guesser = freshSource()
  let guesses = 0
  while (guesses < 80) {
    const res = await request(base, '/api/v1/rest/coupons/check', {
      method: 'POST',
      source: guesser,
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `10.40.${guesses}.1`,
        'sec-fetch-site': 'same-origin',
      },
      body: JSON.stringify({ coupon: `GUESS${guesses}`, shop_id: 1 }),
    })
    if (res.status === 429) break
    guesses++
  }
  assert(guesses < 80, `coupon guessing through the proxy is limited per real address (went ${guesses} without a 429)`)
})

test('D12: /session/end sends the visitor to the login page of the host they used', async ({ base }) => {
  const res = await request(base, '/session/end', {
    headers: { host: 'shop.example.com', 'x-forwarded-host': 'evil.example.net', 'x-forwarded-proto': 'https' },
  })
  assertEqual(res.status, 303, 'a redirect')
  assertEqual(res.headers.location, '/login?session=expired', 'relative Location')
})

test('D13: signing out takes a POST; a GET cannot clear or keep the session', async ({ base }) => {
  const cookie = 'access_token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
  const res = await request(base, '/api/v1/auth/logout', {
    headers: { cookie, 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
  })
  assertEqual(res.status, 405, 'GET logout')
  assertEqual(res.headers['set-cookie'], undefined, 'no cookie change on a GET')
  assertEqual(JSON.parse(res.text).status, false, 'error shape')
  // Other auth routes are not GETs either; the e-mail sign-up code check (a GET in the contract) still answers.
  assertEqual((await request(base, '/api/v1/auth/login')).status, 405, 'GET login')
  const verify = await request(base, '/api/v1/auth/verify/000000?email=nobody%40basil.test', { source: freshSource() })
  assertEqual(verify.status, 400, 'GET verify reaches the API')
  // A same-site POST signs out (and clears the cookie even when the API no longer knows the token).
  const post = await request(base, '/api/v1/auth/logout', {
    method: 'POST',
    headers: { cookie, 'sec-fetch-site': 'same-origin' },
  })
  assertEqual(post.status, 200, 'POST logout')
  assert(String(post.headers['set-cookie']).includes('access_token=;'), 'cookie cleared')
})

test('D15: no internal address in any response header', async ({ base, tiles }) => {
  const apiHost = new URL(apiBase()).host
  // The map's tile server is the one address pages must name (CSP img-src): the browser loads tiles from it. Here it
  // is a local stand-in for the public one; any other loopback address in a header is a leak.
  const tileOrigin = tiles?.origin
  for (const path of [
    '/api/v1/rest/settings',
    '/api/v1/rest/shops/paginate?perPage=1',
    '/storage/images/none.webp',
    '/',
    '/login',
  ]) {
    const res = await request(base, path)
    assertEqual(res.headers['x-middleware-rewrite'], undefined, `x-middleware-rewrite on ${path}`)
    const all = tileOrigin ? JSON.stringify(res.headers).replaceAll(tileOrigin, 'TILES') : JSON.stringify(res.headers)
    assert(
      !all.includes(apiHost) && !/127\.0\.0\.1:\d+/.test(all),
      `an internal address in the headers of ${path}: ${all}`,
    )
  }
})

test('readiness: the storefront is ready only while the API is (alive either way)', async ({ base, gate }) => {
  const alive = await request(base, '/health')
  assertEqual(alive.status, 200, '/health')
  const ready = await request(base, '/health/ready')
  assertEqual(ready.status, 200, '/health/ready with the API up')
  assertEqual(JSON.parse(ready.text).checks.api, 'ok', 'the API check')
  gate.setDown(true)
  try {
    const down = await request(base, '/health/ready')
    assertEqual(down.status, 503, '/health/ready with the API down')
    assert(JSON.parse(down.text).checks.api.startsWith('not ready'), `the reason: ${down.text}`)
    assertEqual((await request(base, '/health')).status, 200, '/health with the API down')
  } finally {
    gate.setDown(false)
  }
})
