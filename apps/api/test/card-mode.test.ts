// D3 of the security probe: `npm start` must not take simulated card money from the internet. The sandbox runs only
// when every address is on this machine (or when asked for), with keys of the installation's own; published demo
// secrets are refused by the API.
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { chooseCardMode, sandboxKeys } from '../../../scripts/card-mode.mjs'
import { readEnv } from '../src/env.ts'

const local = { webHost: '127.0.0.1' }

describe('card payment mode of npm start', () => {
  it('runs the sandbox on a loopback-only installation', () => {
    expect(chooseCardMode({}, local).mode).toBe('sandbox')
    expect(
      chooseCardMode(
        { HOST: 'localhost', PUBLIC_URL: 'http://localhost:4000', STOREFRONT_URL: 'http://127.0.0.1:3000' },
        local,
      ).mode,
    ).toBe('sandbox')
  })

  it('turns card payments off as soon as anything is reachable from elsewhere', () => {
    for (const [env, webHost] of [
      [{ HOST: '0.0.0.0' }, '127.0.0.1'],
      [{}, '0.0.0.0'],
      [{}, '::'],
      [{ PUBLIC_URL: 'https://shop.example.com' }, '127.0.0.1'],
      [{ STOREFRONT_URL: 'https://shop.example.com' }, '127.0.0.1'],
      [{ NODE_ENV: 'production' }, '127.0.0.1'],
    ] as const) {
      const mode = chooseCardMode(env, { webHost })
      expect(mode.mode, JSON.stringify({ env, webHost })).toBe('off')
      expect(mode.why).toMatch(/not a loopback-only run/)
    }
  })

  it('obeys an explicit choice, and a real key wins', () => {
    expect(chooseCardMode({ STRIPE_SANDBOX: 'true', HOST: '0.0.0.0' }, { webHost: '0.0.0.0' }).mode).toBe('sandbox')
    expect(chooseCardMode({ STRIPE_SANDBOX: 'false' }, local).mode).toBe('off')
    expect(chooseCardMode({ STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_SANDBOX: 'true' }, local).mode).toBe('stripe')
  })
})

describe('the sandbox keys', () => {
  const dirs: string[] = []
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })))
  const fresh = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'basil-card-'))
    dirs.push(dir)
    return dir
  }

  it('are random per installation, kept for the next start, readable by the owner only', () => {
    const one = fresh()
    const first = sandboxKeys(one)
    expect(first.webhookSecret).toMatch(/^whsec_[0-9a-f]{64}$/)
    expect(first.secretKey).toMatch(/^sk_test_[0-9a-f]{32}$/)
    expect(sandboxKeys(one)).toEqual(first)
    expect(statSync(first.file).mode & 0o777).toBe(0o600)
    expect(JSON.parse(readFileSync(first.file, 'utf8')).webhookSecret).toBe(first.webhookSecret)
    const other = sandboxKeys(fresh())
    expect(other.webhookSecret).not.toBe(first.webhookSecret)
  })

  it('are never the demo secrets earlier versions published: the API refuses those', () => {
    for (const published of ['whsec_basil_local', 'whsec_basil_e2e']) {
      expect(() => readEnv({ STRIPE_WEBHOOK_SECRET: published })).toThrow(/published in the repository/)
    }
    expect(readEnv({ STRIPE_WEBHOOK_SECRET: sandboxKeys(fresh()).webhookSecret }).STRIPE_WEBHOOK_SECRET).toMatch(
      /^whsec_/,
    )
  })
})
