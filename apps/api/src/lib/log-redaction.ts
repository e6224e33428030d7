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

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO ', 40: 'WARN ', 50: 'ERROR', 60: 'FATAL' }
/** Fields a pretty line shows in its own way, or not at all. */
const SHOWN = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'req', 'res', 'responseTime', 'err'])

/**
 * One pino JSON line as one readable line: `12:04:05.123 INFO  [1a2b3c4d] GET /api/v1/... 200 12 ms`, then the other
 * fields as key=value; an error's stack follows on its own lines.
 */
export function formatLogLine(json: string): string {
  let entry: Record<string, unknown>
  try {
    entry = JSON.parse(json) as Record<string, unknown>
  } catch {
    return json
  }
  const time = new Date(typeof entry.time === 'number' ? entry.time : Date.now()).toISOString().slice(11, 23)
  const level = LEVELS[Number(entry.level)] ?? String(entry.level)
  const id = typeof entry.reqId === 'string' ? ` [${entry.reqId.slice(0, 8)}]` : ''
  const req = entry.req as { method?: string; url?: string; remoteAddress?: string } | undefined
  const res = entry.res as { statusCode?: number } | undefined
  let text = String(entry.msg ?? '')
  if (req?.method) text = `${req.method} ${req.url ?? ''} ${text === 'incoming request' ? '' : text}`.trim()
  if (res?.statusCode)
    text = `${text} -> ${res.statusCode}${typeof entry.responseTime === 'number' ? ` ${entry.responseTime.toFixed(0)} ms` : ''}`
  const extra = Object.entries(entry)
    .filter(([key]) => !SHOWN.has(key))
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
  const err = entry.err as { message?: string; stack?: string } | undefined
  const stack = err ? `\n    ${(err.stack ?? err.message ?? '').split('\n').join('\n    ')}` : ''
  return `${time} ${level}${id} ${text}${extra.length ? `  ${extra.join(' ')}` : ''}${stack}\n`
}

/** A destination that writes pino's lines to `out` in the readable form. */
export function prettyStream(out: { write(text: string): unknown } = process.stdout) {
  return {
    write(line: string) {
      for (const one of line.split('\n')) if (one) out.write(formatLogLine(one))
    },
  }
}
