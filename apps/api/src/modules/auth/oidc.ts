// Social sign-in: the ID token a client got from Google, Facebook or Apple (or from Firebase, configured as the
// issuer `https://securetoken.google.com/<project>`) is checked against the issuer's published keys.
import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose'
import { ApiError } from '../../lib/errors.ts'
import type { OidcConfig, OidcProviderConfig, SocialProviderName } from '../../plugins/auth.ts'
import { fieldError } from './rules.ts'

export interface VerifiedIdentity {
  subject: string
  email: string | null
  emailVerified: boolean
  name: string | null
  givenName: string | null
  familyName: string | null
  picture: string | null
}

const providerUnreachable = () =>
  new ApiError(502, 'ERROR_502', 'The sign-in provider cannot be reached. Please, try again later')

export class OidcVerifier {
  private readonly keySets = new Map<SocialProviderName, ReturnType<typeof createRemoteJWKSet>>()

  constructor(private readonly config: OidcConfig) {}

  isEnabled(provider: SocialProviderName): boolean {
    return Boolean(this.config[provider]?.clientIds.length)
  }

  private async keySet(provider: SocialProviderName, config: OidcProviderConfig) {
    const cached = this.keySets.get(provider)
    if (cached) return cached
    const url = `${config.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`
    let jwksUri: unknown
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000), headers: { accept: 'application/json' } })
      if (!response.ok) throw new Error(`discovery answered ${response.status}`)
      jwksUri = ((await response.json()) as { jwks_uri?: unknown }).jwks_uri
    } catch {
      throw providerUnreachable()
    }
    if (typeof jwksUri !== 'string' || !/^https?:\/\//.test(jwksUri)) throw providerUnreachable()
    // jose caches the keys and refetches (with a cooldown) when a token names a key it has not seen: rotation works.
    const set = createRemoteJWKSet(new URL(jwksUri), { timeoutDuration: 5000 })
    this.keySets.set(provider, set)
    return set
  }

  async verify(provider: SocialProviderName, idToken: string): Promise<VerifiedIdentity> {
    const config = this.config[provider]
    if (!config || config.clientIds.length === 0) {
      throw new ApiError(400, 'ERROR_400', `Sign-in with ${provider} is not available`)
    }
    const keys = await this.keySet(provider, config)
    let payload: JWTPayload
    try {
      ;({ payload } = await jwtVerify(idToken, keys, {
        issuer: [config.issuer, ...(config.extraIssuers ?? [])],
        audience: config.clientIds,
      }))
    } catch (error) {
      if (error instanceof joseErrors.JWKSTimeout || (error instanceof TypeError && /fetch/i.test(error.message))) {
        throw providerUnreachable()
      }
      throw fieldError('id', 'The sign-in token is invalid or expired')
    }
    if (!payload.sub) throw fieldError('id', 'The sign-in token is invalid or expired')
    const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null)
    const email = text(payload.email)?.toLowerCase() ?? null
    return {
      subject: payload.sub,
      email,
      // Apple sends the flag as a string.
      emailVerified: payload.email_verified === true || payload.email_verified === 'true',
      name: text(payload.name),
      givenName: text(payload.given_name),
      familyName: text(payload.family_name),
      picture: text(payload.picture),
    }
  }
}
