// What a log line may say about a request (security probe D14: session tokens, sign-up and reset codes were written to
// the access log inside URLs). URLs are logged with their secrets replaced: every query value on the sign-in routes,
// the named secret parameters anywhere (the WebSocket's `token`, group-cart member and invitation secrets), and the
// path segments that are codes or member secrets. Headers that carry credentials are never logged.
import type { FastifyRequest } from 'fastify'

export const REDACTED = '[redacted]'

/** Query parameters whose values are secrets wherever they appear. */
const SECRET_PARAMS = new Set([
  'token',
  'access_token',
  'verifycode',
  'verify_code',
  'verifyid',
  'code',
  'password',
  'password_confirmation',
  'old_password',
  'invite',
  'invite_token',
  'user_cart_uuid',
  'secret',
])

/** Path segments that are secrets: `auth/verify/{code}`, `auth/forgot/email-password/{code}`, `cart/status/{uuid}`. */
const SECRET_SEGMENTS: RegExp[] = [
  /^(\/api\/v1\/auth\/verify\/)(?!phone(?:$|[/?]))[^/?]+/,
  /^(\/api\/v1\/auth\/forgot\/email-password\/)[^/?]+/,
  /^(\/api\/v1\/rest\/cart\/status\/)[^/?]+/,
]

/** `url` (path and query, as a request line has it) with its secrets replaced by REDACTED. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?')
  let path = at < 0 ? url : url.slice(0, at)
  const query = at < 0 ? '' : url.slice(at + 1)
  for (const pattern of SECRET_SEGMENTS) path = path.replace(pattern, `$1${REDACTED}`)
  if (!query) return path
  const everyValue = path.startsWith('/api/v1/auth/')
  const pairs = query.split('&').map((pair) => {
    const eq = pair.indexOf('=')
    if (eq < 0) return pair
    const name = pair.slice(0, eq)
    let key = name
    try {
      key = decodeURIComponent(name)
    } catch {
      // A malformed escape: judge the name as it is.
    }
    const bare = key.replace(/\[.*$/, '').toLowerCase()
    return everyValue || SECRET_PARAMS.has(bare) ? `${name}=${REDACTED}` : pair
  })
  return `${path}?${pairs.join('&')}`
}

/** Fastify's request serializer, minus the secrets: method, redacted URL, host and the client's address. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }
}

/** Paths a log redaction list removes wherever a request or its headers are logged. */
export const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["stripe-signature"]',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'password',
  'password_confirmation',
  'token',
  'access_token',
]

/** The API's logger settings (server.ts; the tests use the same, with a stream of their own). */
export function loggerOptions(level: string, stream?: { write(line: string): void }) {
  return {
    level,
    serializers: { req: serializeRequest },
    redact: { paths: REDACTED_LOG_PATHS, censor: REDACTED },
    ...(stream ? { stream } : {}),
  }
}
