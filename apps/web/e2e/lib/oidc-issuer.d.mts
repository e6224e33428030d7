/** The local OpenID Connect provider (oidc-issuer.mjs). */
export interface OidcIssuer {
  issuer: string
  /** The storefront's client id at this provider (the API is configured with it). */
  clientId: string
  /** The authorization requests it received, oldest first (their query parameters). */
  requests: Record<string, string>[]
  /** Who the next ID tokens are about (`sub`, `email`, `email_verified`, `name`...). */
  setIdentity(identity: Record<string, unknown>): void
  /** `deny` answers the next requests with `error=access_denied`. */
  setDecision(decision: 'approve' | 'deny'): void
  close(): Promise<void>
}
export declare function startOidcIssuer(options?: { port?: number }): Promise<OidcIssuer>
