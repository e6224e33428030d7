import { loginResponseSchema, settingsResponseSchema } from '@basil/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { socialAccounts, users } from '../../db/schema/index.ts'
import { demoAccounts } from '../../db/seed/index.ts'
import {
  createAccountsTestApp,
  startLocalIssuer,
  uniqueEmail,
  type AccountsTestApp,
  type LocalIssuer,
} from './test-support.ts'
import { call, errorOf, json } from '../../../test/kit.ts'

const CLIENT_ID = 'basil-test-client'
let issuer: LocalIssuer
let t: AccountsTestApp
beforeAll(async () => {
  issuer = await startLocalIssuer()
  t = await createAccountsTestApp({
    oidc: {
      google: { issuer: issuer.issuer, clientIds: [CLIENT_ID] },
      apple: { issuer: issuer.issuer, clientIds: [CLIENT_ID, 'another-client'] },
      // Configured, but its issuer cannot be reached.
      facebook: { issuer: 'http://127.0.0.1:9', clientIds: [CLIENT_ID] },
    },
  })
})
afterAll(async () => {
  await t.close()
  await issuer.close()
})

let subjects = 0
const newSubject = () => `sub-${process.pid}-${Date.now()}-${++subjects}`

describe('social sign-in', () => {
  it('creates an account from a verified Google ID token and signs the same identity in again', async () => {
    const email = uniqueEmail('google')
    const sub = newSubject()
    const idToken = await issuer.sign({ sub, email, email_verified: true, given_name: 'Grace', family_name: 'Hopper' })
    const first = await call(t, 'POST', 'auth/google/callback', { body: { name: 'Ignored Name', email, id: idToken } })
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    expect(json(first, loginResponseSchema).data.token_type).toBe('Bearer')
    expect(json(first, loginResponseSchema).data.user).toMatchObject({
      email,
      firstname: 'Grace',
      lastname: 'Hopper',
      empty_p: true,
    })
    expect(json(first, loginResponseSchema).data.user.email_verified_at).not.toBeNull()
    const profile = await call(t, 'GET', 'dashboard/user/profile/show', {
      token: json(first, loginResponseSchema).data.access_token,
    })
    expect(profile.status).toBe(200)
    const again = await call(t, 'POST', 'auth/google/callback', {
      body: { id: await issuer.sign({ sub, email, email_verified: true }) },
    })
    expect(again.status).toBe(200)
    expect(json(again, loginResponseSchema).data.user.id).toBe(json(first, loginResponseSchema).data.user.id)
    const links = await t.db.select().from(socialAccounts).where(eq(socialAccounts.subject, sub))
    expect(links).toHaveLength(1)
  })

  it('joins the existing account of an address the provider confirms', async () => {
    const [customer] = await t.db.select().from(users).where(eq(users.email, demoAccounts.customer.email))
    const idToken = await issuer.sign({ sub: newSubject(), email: demoAccounts.customer.email, email_verified: 'true' })
    const res = await call(t, 'POST', 'auth/apple/callback', {
      body: { name: 'Alex', email: demoAccounts.customer.email, id: idToken },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(json(res, loginResponseSchema).data.user.id).toBe(customer!.id)
  })

  it('does not join an existing account on an unconfirmed address', async () => {
    const idToken = await issuer.sign({ sub: newSubject(), email: demoAccounts.seller.email })
    const res = await call(t, 'POST', 'auth/google/callback', { body: { id: idToken } })
    expect(res.status).toBe(400)
    expect(errorOf(res).params?.email).toBeDefined()
  })

  it('ignores the e-mail in the body: only the token says who this is', async () => {
    const idToken = await issuer.sign({ sub: newSubject(), given_name: 'No', family_name: 'Mail' })
    const res = await call(t, 'POST', 'auth/google/callback', {
      body: { email: demoAccounts.customer.email, id: idToken },
    })
    expect(res.status).toBe(200)
    expect(json(res, loginResponseSchema).data.user.email).toBeNull()
    expect(json(res, loginResponseSchema).data.user.firstname).toBe('No')
  })

  it('refuses tokens for another audience, from another issuer, signed by another key, expired or malformed', async () => {
    const claims = { sub: newSubject(), email: uniqueEmail(), email_verified: true }
    const bad = [
      await issuer.sign(claims, { audience: 'someone-else' }),
      await issuer.sign(claims, { issuer: 'https://evil.example' }),
      await issuer.signWithForeignKey(claims, CLIENT_ID),
      await issuer.sign(claims, { expiresIn: '-1m' }),
      'not-a-jwt',
    ]
    for (const id of bad) {
      const res = await call(t, 'POST', 'auth/google/callback', { body: { id } })
      expect(res.status, id).toBe(400)
      expect(errorOf(res).statusCode).toBe('ERROR_400')
      expect(errorOf(res).params?.id).toBeDefined()
    }
  })

  it('answers 502 when the provider cannot be reached, 400 for an unknown provider or a missing token', async () => {
    const unreachable = await call(t, 'POST', 'auth/facebook/callback', {
      body: { id: await issuer.sign({ sub: newSubject() }) },
    })
    expect(unreachable.status).toBe(502)
    expect(errorOf(unreachable).status).toBe(false)
    const unknown = await call(t, 'POST', 'auth/twitter/callback', { body: { id: 'x' } })
    expect(unknown.status).toBe(400)
    const missing = await call(t, 'POST', 'auth/google/callback', { body: { name: 'x' } })
    expect(missing.status).toBe(400)
    expect(errorOf(missing).params?.id).toBeDefined()
  })

  it('rest/settings names the client id and issuer of each configured provider, and none of the others', async () => {
    const res = await call(t, 'GET', 'rest/settings')
    const values = new Map(json(res, settingsResponseSchema).data.map((s) => [s.key, s.value]))
    expect(values.get('social_auth_google_client_id')).toBe(CLIENT_ID)
    expect(values.get('social_auth_google_issuer')).toBe(issuer.issuer)
    // The first client id is the storefront's.
    expect(values.get('social_auth_apple_client_id')).toBe(CLIENT_ID)
    expect(values.get('social_auth_google')).toBe('1')
    const bare = await createAccountsTestApp()
    try {
      const keys = json(await call(bare, 'GET', 'rest/settings'), settingsResponseSchema).data.map((s) => s.key)
      expect(keys.filter((k) => /^social_auth_\w+_(client_id|issuer)$/.test(k))).toEqual([])
      expect(keys).toContain('social_auth_google')
    } finally {
      await bare.close()
    }
  })

  it('answers 400 for a provider that is not configured', async () => {
    const bare = await createAccountsTestApp()
    try {
      const res = await call(bare, 'POST', 'auth/google/callback', {
        body: { id: await issuer.sign({ sub: newSubject() }) },
      })
      expect(res.status).toBe(400)
      expect(errorOf(res).message).toBe('Sign-in with google is not available')
    } finally {
      await bare.close()
    }
  })
})
