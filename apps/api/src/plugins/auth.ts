// Who is calling: `requireUser` resolves the bearer token into `request.user` (401 otherwise). Also holds what the
// account routes need from the outside world: the mail and SMS senders and the OpenID providers.
import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { unauthorized } from '../lib/errors.ts'
import { LogMailSender, LogSmsSender, type MailSender, type SmsSender } from '../lib/senders/index.ts'
import { findSession, type SessionPurpose } from '../lib/sessions.ts'

export type SocialProviderName = 'google' | 'facebook' | 'apple'

export interface OidcProviderConfig {
  /** The issuer (`iss`) of the provider's ID tokens; its discovery document is read from `<issuer>/.well-known/openid-configuration`. */
  issuer: string
  /** Accepted audiences (`aud`): the app's client ids at the provider. */
  clientIds: string[]
  /** Also accepted as issuers (Google signs some tokens with `accounts.google.com`, without the scheme). */
  extraIssuers?: string[]
}

export type OidcConfig = Partial<Record<SocialProviderName, OidcProviderConfig>>

export interface AuthOptions {
  mailSender?: MailSender
  smsSender?: SmsSender
  oidc?: OidcConfig
  /** Session lifetime; 7 days when not given. */
  authTokenTtlDays?: number
}

export interface AccountsConfig {
  mail: MailSender
  sms: SmsSender
  oidc: OidcConfig
  tokenTtlDays: number
}

export interface AuthUser {
  id: number
  uuid: string
  role: string
  tokenId: number
  tokenPurpose: SessionPurpose
  tokenCreatedAt: Date
}

declare module 'fastify' {
  interface FastifyInstance {
    accounts: AccountsConfig
  }
  interface FastifyRequest {
    /** Set by `requireUser`; null on routes that do not ask for a user. */
    user: AuthUser | null
  }
}

/** `app.accounts` and `request.user` (set by the `requireUser` and `optionalUser` hooks from the sessions in `db`). */
export const authPlugin = fp<AuthOptions>(
  async (app, options) => {
    app.decorate('accounts', {
      mail: options.mailSender ?? new LogMailSender(app.log),
      sms: options.smsSender ?? new LogSmsSender(app.log),
      oidc: options.oidc ?? {},
      tokenTtlDays: options.authTokenTtlDays ?? 7,
    })
    app.decorateRequest('user', null)
  },
  { name: 'basil-auth', decorators: { fastify: ['db'] } },
)

/** The token of `Authorization: Bearer <token>` (clients of this API family also send the bare token). */
export function readBearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization
  if (typeof header !== 'string') return undefined
  const token = header.replace(/^Bearer\s+/i, '').trim()
  // Our tokens are 43 base64url characters; anything far from that is not worth a database round trip.
  return /^[A-Za-z0-9_-]{20,200}$/.test(token) ? token : undefined
}

/** Hook (`onRequest`, so it answers before body validation; `preHandler` works too) for every route that needs a signed-in user: 401 `ERROR_100` when the token is missing, unknown, expired or revoked. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!(await attachUser(request))) throw unauthorized()
}

/** Hook for a public route that also serves signed-in users: sets `request.user` when a valid token comes with it. */
export async function optionalUser(request: FastifyRequest): Promise<void> {
  await attachUser(request)
}

/** Sets `request.user` from the bearer token; false when there is none, or it is unknown, expired or revoked. */
async function attachUser(request: FastifyRequest): Promise<boolean> {
  const token = readBearerToken(request)
  if (!token) return false
  const session = await findSession(request.server.db, token)
  if (!session) return false
  request.user = {
    id: session.id,
    uuid: session.uuid,
    role: session.role,
    tokenId: session.tokenId,
    tokenPurpose: session.purpose,
    tokenCreatedAt: session.createdAt,
  }
  return true
}

/** The signed-in user of a route guarded by `requireUser`. */
export function getUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized()
  return request.user
}
