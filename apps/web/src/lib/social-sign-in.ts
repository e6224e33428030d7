// Sign-in with Google, Facebook or Apple (spec §6): which providers the storefront offers, and the parts of their
// OpenID Connect authorization request and answer that the browser and the web server share. No secret is involved:
// the browser gets an ID token straight from the provider (implicit flow, `response_type` with `id_token`), the web
// server checks the state and nonce it made, and the API checks the token's signature, issuer and audience.
import type { SettingsMap } from './settings'

export const SOCIAL_PROVIDERS = ['google', 'facebook', 'apple'] as const
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]

export function isSocialProvider(value: unknown): value is SocialProvider {
  return typeof value === 'string' && (SOCIAL_PROVIDERS as readonly string[]).includes(value)
}

export type SocialSignIn = { provider: SocialProvider; clientId: string; issuer: string }

const isOn = (value: string | undefined) => value === '1' || value === 'true'

/**
 * The providers to offer: the operator's `social_auth_<provider>` setting is on AND the API accepts that provider's
 * tokens (it then names `social_auth_<provider>_client_id` and `_issuer` in rest/settings).
 */
export function readSocialSignIns(settings: SettingsMap): SocialSignIn[] {
  const out: SocialSignIn[] = []
  for (const provider of SOCIAL_PROVIDERS) {
    const clientId = settings[`social_auth_${provider}_client_id`]?.trim()
    const issuer = settings[`social_auth_${provider}_issuer`]?.trim()
    if (isOn(settings[`social_auth_${provider}`]) && clientId && issuer && /^https?:\/\//.test(issuer))
      out.push({ provider, clientId, issuer })
  }
  return out
}

/**
 * How each provider is asked. Google and Facebook answer an `id_token` in the redirect's fragment. Apple answers
 * only by form POST when a name or e-mail is asked for, and only with a `code` besides the `id_token` (the code is
 * not used: no client secret here).
 */
export const AUTHORIZATION: Record<
  SocialProvider,
  { responseType: string; responseMode: 'fragment' | 'form_post'; scope: string }
> = {
  google: { responseType: 'id_token', responseMode: 'fragment', scope: 'openid email profile' },
  facebook: { responseType: 'id_token', responseMode: 'fragment', scope: 'openid email public_profile' },
  apple: { responseType: 'code id_token', responseMode: 'form_post', scope: 'openid name email' },
}

/** What came back from the provider (the fragment, or the form it posted, moved into a fragment by the server). */
export type ProviderAnswer = { idToken: string | null; state: string | null; error: string | null; name: string | null }

export function readProviderAnswer(fragment: string): ProviderAnswer {
  const params = new URLSearchParams(fragment.replace(/^#/, ''))
  return {
    idToken: params.get('id_token'),
    state: params.get('state'),
    error: params.get('error'),
    name: readAppleName(params.get('user')),
  }
}

/** Apple sends the person's name once, on the first sign-in, as JSON in the `user` field. */
function readAppleName(user: string | null): string | null {
  if (!user) return null
  try {
    const parsed = JSON.parse(user) as { name?: { firstName?: unknown; lastName?: unknown } }
    const parts = [parsed.name?.firstName, parsed.name?.lastName].filter(
      (p): p is string => typeof p === 'string' && p.trim() !== '',
    )
    return parts.length ? parts.join(' ').slice(0, 200) : null
  } catch {
    return null
  }
}

/** The claims of a JWT's payload, unverified (only to compare the nonce; the API verifies the signature). */
export function readUnverifiedClaims(jwt: string): Record<string, unknown> | null {
  const part = jwt.split('.')[1]
  if (!part) return null
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/')
    const text = new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)))
    const claims = JSON.parse(text) as unknown
    return claims && typeof claims === 'object' && !Array.isArray(claims) ? (claims as Record<string, unknown>) : null
  } catch {
    return null
  }
}
