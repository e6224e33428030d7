// How `npm start` takes card payments: a real provider, a local sandbox that simulates payments, or none.
import { randomBytes } from 'node:crypto'
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { isIP } from 'node:net'
import path from 'node:path'

/** `localhost`, `*.localhost`, 127.0.0.0/8 or ::1. */
export function isLoopbackHost(host) {
  const name = host.replace(/^\[|\]$/g, '').toLowerCase()
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    name === '::1' ||
    (isIP(name) === 4 && name.startsWith('127.'))
  )
}

function isLoopbackUrl(url) {
  try {
    return isLoopbackHost(new URL(url).hostname)
  } catch {
    return false
  }
}

/**
 * With STRIPE_SECRET_KEY: Stripe. Otherwise the local sandbox (Stripe's API shape, a payment page with Pay / Cancel)
 * simulates payments, so it runs only where nobody but this machine's user can reach the shop (every address it
 * listens on or is reached at is loopback), or when STRIPE_SANDBOX=true asks for it; elsewhere card payments are off.
 * Returns `{mode: 'stripe' | 'sandbox' | 'off', why}`.
 */
export function chooseCardMode(env, { webHost }) {
  if (env.STRIPE_SECRET_KEY) return { mode: 'stripe', why: 'STRIPE_SECRET_KEY is set' }
  if (env.STRIPE_SANDBOX === 'false') return { mode: 'off', why: 'STRIPE_SANDBOX=false' }
  if (env.STRIPE_SANDBOX === 'true') return { mode: 'sandbox', why: 'STRIPE_SANDBOX=true' }
  const reachable = []
  if (!isLoopbackHost(env.HOST ?? '127.0.0.1')) reachable.push(`HOST=${env.HOST}`)
  if (!isLoopbackHost(webHost)) reachable.push(`WEB_HOST=${webHost}`)
  for (const name of ['PUBLIC_URL', 'STOREFRONT_URL']) {
    if (env[name] && !isLoopbackUrl(env[name])) reachable.push(`${name}=${env[name]}`)
  }
  if (env.NODE_ENV === 'production') reachable.push('NODE_ENV=production')
  if (reachable.length) return { mode: 'off', why: `not a loopback-only run (${reachable.join(', ')})` }
  return { mode: 'sandbox', why: 'every address is on this machine' }
}

/**
 * The sandbox's keys: random, made once per installation and kept under the data folder (readable by its owner only),
 * never in the repository, so nobody else can sign its webhooks. Returns `{secretKey, webhookSecret, file}`.
 */
export function sandboxKeys(dataDir) {
  const file = path.join(dataDir, 'card-sandbox.json')
  if (existsSync(file)) {
    const saved = JSON.parse(readFileSync(file, 'utf8'))
    if (saved.secretKey && saved.webhookSecret)
      return { secretKey: saved.secretKey, webhookSecret: saved.webhookSecret, file }
  }
  mkdirSync(dataDir, { recursive: true })
  const keys = {
    secretKey: `sk_test_${randomBytes(16).toString('hex')}`,
    webhookSecret: `whsec_${randomBytes(32).toString('hex')}`,
  }
  writeFileSync(file, JSON.stringify(keys, null, 2) + '\n', { mode: 0o600 })
  chmodSync(file, 0o600)
  return { ...keys, file }
}
