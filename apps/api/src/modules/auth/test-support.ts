// Shared by the account tests: an app whose mail and SMS go to recording senders, a local OpenID issuer, and
// small request helpers. Requests get a fresh client address each unless a test names one, so per-address rate
// limits only bite in the tests about them.
import { loginResponseSchema, tokenResponseSchema } from '@basil/contracts'
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createTestApp, type TestApp } from '../../../test/app.ts'
import { RecordingMailSender, RecordingSmsSender } from '../../lib/senders/index.ts'
import { call as kitCall, json, type CallOptions } from '../../../test/kit.ts'

type TestAppOptions = NonNullable<Parameters<typeof createTestApp>[0]>

export interface AccountsTestApp extends TestApp {
  mail: RecordingMailSender
  sms: RecordingSmsSender
}

export async function createAccountsTestApp(options: TestAppOptions = {}): Promise<AccountsTestApp> {
  const mail = new RecordingMailSender()
  const sms = new RecordingSmsSender()
  const t = await createTestApp({ mailSender: mail, smsSender: sms, ...options })
  return Object.assign(t, { mail, sms })
}

export { freshIp, type CallOptions, type Reply } from '../../../test/kit.ts'

// The old loose reading, until every test reads its responses through the kit (test/kit.ts `call` and `json`).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any

export async function call<T = Json>(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: CallOptions = {},
): Promise<{ status: number; headers: Record<string, unknown>; body: T }> {
  const res = await kitCall(t, method, url, options)
  return { ...res, body: res.body as T }
}

/** The six-digit code in the newest message to `to`. */
export function codeIn(sender: RecordingMailSender | RecordingSmsSender, to: string): string {
  const message = sender.lastTo(to)
  const text = message ? ('subject' in message ? message.text : message.text) : ''
  const code = /\b(\d{6})\b/.exec(text)?.[1]
  if (!code) throw new Error(`no code was sent to ${to}`)
  return code
}

export async function signIn(t: TestApp, login: { email?: string; phone?: string }, password: string): Promise<string> {
  const res = await kitCall(t, 'POST', 'auth/login', { body: { ...login, password } })
  if (res.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(res.body)}`)
  return json(res, loginResponseSchema).data.access_token
}

let uniqueCounter = 0
export function uniqueEmail(label = 'user'): string {
  uniqueCounter += 1
  return `${label}.${process.pid}.${Date.now().toString(36)}.${uniqueCounter}@example.org`
}
export function uniquePhone(): string {
  uniqueCounter += 1
  return `+1415${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}${uniqueCounter % 10}`
}

/** Signs up a fresh customer through the e-mail flow and answers its token and e-mail. */
export async function registerByEmail(t: AccountsTestApp, password = 'secret-123') {
  const email = uniqueEmail()
  const started = await kitCall(t, 'POST', 'auth/register', { query: { email }, body: {} })
  if (started.status !== 200) throw new Error(`register failed: ${JSON.stringify(started.body)}`)
  const verified = await kitCall(t, 'GET', `auth/verify/${codeIn(t.mail, email)}`, { query: { email } })
  if (verified.status !== 200) throw new Error(`verify failed: ${JSON.stringify(verified.body)}`)
  const done = await kitCall(t, 'POST', 'auth/after-verify', {
    body: { email, firstname: 'Test', lastname: 'User', password, password_confirmation: password, gender: 'male' },
  })
  if (done.status !== 200) throw new Error(`after-verify failed: ${JSON.stringify(done.body)}`)
  const { token, user } = json(done, tokenResponseSchema).data
  return { email, password, token, userId: user.id }
}

/** A local OpenID Connect issuer: discovery document, a JWKS, and ID tokens signed with its key. */
export interface LocalIssuer {
  issuer: string
  close(): Promise<void>
  sign(
    claims: Record<string, unknown>,
    options?: { audience?: string; issuer?: string; expiresIn?: string; kid?: string },
  ): Promise<string>
  /** A token signed by a key the issuer does not publish. */
  signWithForeignKey(claims: Record<string, unknown>, audience: string): Promise<string>
}

export async function startLocalIssuer(): Promise<LocalIssuer> {
  const { publicKey, privateKey } = await generateKeyPair('RS256')
  const foreign = await generateKeyPair('RS256')
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'test-key-1', alg: 'RS256', use: 'sig' }
  let issuer = ''
  const server: Server = createServer((req, res) => {
    if (req.url === '/.well-known/openid-configuration') {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ issuer, jwks_uri: `${issuer}/jwks`, id_token_signing_alg_values_supported: ['RS256'] }))
    } else if (req.url === '/jwks') {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ keys: [jwk] }))
    } else {
      res.writeHead(404)
      res.end()
    }
  })
  // An unusual port range; 0 lets the system pick a free one there if taken.
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const signWith =
    (key: typeof privateKey, kid: string) =>
    async (claims: Record<string, unknown>, options: { audience?: string; issuer?: string; expiresIn?: string } = {}) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid })
        .setIssuer(options.issuer ?? issuer)
        .setAudience(options.audience ?? 'basil-test-client')
        .setIssuedAt()
        .setExpirationTime(options.expiresIn ?? '10m')
        .sign(key)
  return {
    get issuer() {
      return issuer
    },
    sign: signWith(privateKey, 'test-key-1'),
    signWithForeignKey: (claims, audience) => signWith(foreign.privateKey, 'test-key-1')(claims, { audience }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
