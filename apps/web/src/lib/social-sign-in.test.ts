import { describe, expect, it } from 'vitest'
import { readProviderAnswer, readSocialSignIns, readUnverifiedClaims } from './social-sign-in'

describe('readSocialSignIns', () => {
  const configured = {
    social_auth_google: '1',
    social_auth_google_client_id: 'web-client',
    social_auth_google_issuer: 'https://accounts.google.com',
    social_auth_apple: '1',
    social_auth_facebook: '0',
    social_auth_facebook_client_id: 'fb',
    social_auth_facebook_issuer: 'https://www.facebook.com',
  }

  it('offers a provider whose setting is on and whose client id the API names', () => {
    expect(readSocialSignIns(configured)).toEqual([
      { provider: 'google', clientId: 'web-client', issuer: 'https://accounts.google.com' },
    ])
  })

  it('hides a provider whose setting is off, or that has no client id or issuer', () => {
    expect(readSocialSignIns({ ...configured, social_auth_google: '0' })).toEqual([])
    expect(readSocialSignIns({ ...configured, social_auth_google_client_id: '' })).toEqual([])
    expect(readSocialSignIns({ social_auth_google: '1', social_auth_google_client_id: 'x' })).toEqual([])
    expect(readSocialSignIns({ ...configured, social_auth_google_issuer: 'javascript:alert(1)' })).toEqual([])
  })
})

describe('readProviderAnswer', () => {
  it('reads the fragment, and the name Apple posts once', () => {
    const user = JSON.stringify({ name: { firstName: 'Ada', lastName: 'Lovelace' }, email: 'a@example.org' })
    expect(readProviderAnswer(`#id_token=a.b.c&state=s1&user=${encodeURIComponent(user)}`)).toEqual({
      idToken: 'a.b.c',
      state: 's1',
      error: null,
      name: 'Ada Lovelace',
    })
    expect(readProviderAnswer('#error=access_denied&state=s2')).toMatchObject({ error: 'access_denied', idToken: null })
    expect(readProviderAnswer('#user=not-json').name).toBeNull()
  })
})

describe('readUnverifiedClaims', () => {
  it('decodes a payload, and refuses what is not one', () => {
    const payload = Buffer.from(JSON.stringify({ nonce: 'n-1', sub: 'x' })).toString('base64url')
    expect(readUnverifiedClaims(`h.${payload}.s`)).toEqual({ nonce: 'n-1', sub: 'x' })
    expect(readUnverifiedClaims('nope')).toBeNull()
    expect(readUnverifiedClaims('h.!!!.s')).toBeNull()
  })
})
