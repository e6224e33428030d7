// D1 of the security probe: per-address limits must count the address the API can vouch for, not one a client names
// in X-Forwarded-For. Forwarding headers are believed only from the proxies TRUST_PROXY names.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readEnv } from '../src/env.ts'
import { createTestApp, type TestApp } from './app.ts'

/** Sign-in attempts (wrong passwords, a new e-mail each time) until the first 429; how many went before it. */
async function attemptsBefore429(t: TestApp, from: { peer: string; forwarded?: (i: number) => string }, limit = 60) {
  for (let i = 0; i < limit; i++) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      remoteAddress: from.peer,
      headers: {
        'content-type': 'application/json',
        ...(from.forwarded ? { 'x-forwarded-for': from.forwarded(i) } : {}),
      },
      payload: JSON.stringify({ email: `nobody-${from.peer}-${i}@basil.test`, password: 'not-the-password' }),
    })
    if (res.statusCode === 429) {
      expect(res.json()).toMatchObject({ status: false, statusCode: 'ERROR_429' })
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
      return i
    }
    expect(res.statusCode).toBe(400)
  }
  return limit
}

describe('TRUST_PROXY in the environment', () => {
  it('trusts nobody by default and reads hop counts, addresses, ranges and names', () => {
    expect(readEnv({}).TRUST_PROXY).toBe(false)
    expect(readEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false)
    expect(readEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2)
    expect(readEnv({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1' }).TRUST_PROXY).toBe('127.0.0.1,10.0.0.0/8,::1')
    expect(readEnv({ TRUST_PROXY: 'loopback' }).TRUST_PROXY).toBe('loopback')
  })

  it('refuses `true` (it would believe any client) and anything that is not an address', () => {
    expect(() => readEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: true would believe any client/)
    expect(() => readEnv({ TRUST_PROXY: 'proxy.example.org' })).toThrow(/TRUST_PROXY: not an address/)
    expect(() => readEnv({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/)
  })
})

describe('a client that names its own address', () => {
  let open: TestApp
  let behindStorefront: TestApp
  beforeAll(async () => {
    open = await createTestApp()
    behindStorefront = await createTestApp({ trustProxy: '127.0.0.1' })
  })
  afterAll(async () => {
    await open.close()
    await behindStorefront.close()
  })

  it('is limited by its real address when no proxy is trusted, whatever X-Forwarded-For says', async () => {
    const spoofed = await attemptsBefore429(open, { peer: '203.0.113.7', forwarded: (i) => `10.77.${i}.9` })
    expect(spoofed).toBeLessThan(60)
    // The same limit as a client that sends no header at all.
    const plain = await attemptsBefore429(open, { peer: '203.0.113.8' })
    expect(spoofed).toBe(plain)
  })

  it('is limited by its real address when it talks to the API directly past a trusted proxy', async () => {
    const direct = await attemptsBefore429(behindStorefront, { peer: '198.51.100.4', forwarded: (i) => `10.78.${i}.9` })
    expect(direct).toBeLessThan(60)
  })

  it('gets the address the trusted storefront saw', async () => {
    // Each request comes through the storefront (127.0.0.1) on behalf of a different visitor: nobody is limited...
    const visitors = await attemptsBefore429(
      behindStorefront,
      { peer: '127.0.0.1', forwarded: (i) => `192.0.2.${i + 1}` },
      40,
    )
    expect(visitors).toBe(40)
    // ...while one visitor behind the storefront is, even when it prepends addresses of its own choosing.
    const one = await attemptsBefore429(behindStorefront, {
      peer: '127.0.0.1',
      forwarded: (i) => `10.79.${i}.1, 198.51.100.77`,
    })
    expect(one).toBeLessThan(60)
  })

  it('counts hops when TRUST_PROXY is a number (one load balancer in front)', async () => {
    const oneHop = await createTestApp({ trustProxy: 1 })
    try {
      // Whatever the balancer's own address, the address it appended is the client; what the client wrote before it
      // is not believed.
      const spoofing = await attemptsBefore429(oneHop, {
        peer: '10.1.1.1',
        forwarded: (i) => `10.80.${i}.1, 198.51.100.90`,
      })
      expect(spoofing).toBeLessThan(60)
      const visitors = await attemptsBefore429(oneHop, { peer: '10.1.1.2', forwarded: (i) => `192.0.2.${i + 1}` }, 40)
      expect(visitors).toBe(40)
    } finally {
      await oneHop.close()
    }
  })
})
