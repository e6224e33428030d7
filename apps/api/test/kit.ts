// The API test kit: requests through `app.inject`, and their JSON read one of two ways.
//
// - Where a contract describes the response, `json(res, someResponseSchema)` parses the body with that schema: the
//   test gets the contract's type, and the wire shape is checked on the way (a field of the wrong type, a missing
//   one, or one the contract does not declare fails the test with the route's status and body).
// - Otherwise the body is `unknown` (`res.body`), narrowed by the small helpers below (`at`, `record`, `list`, ...).
import { errorSchema, successSchema, type ApiErrorBody } from '@basil/contracts'
import { z } from 'zod'
import type { App } from '../src/app.ts'

let addressCounter = 0
/** A client address no other request used, so per-address rate limits only bite in the tests about them. */
export function freshIp(): string {
  addressCounter += 1
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`
}

export interface CallOptions {
  query?: Record<string, string | number>
  body?: unknown
  token?: string
  ip?: string
  headers?: Record<string, string>
}

/** A response whose body was JSON: its status, headers and body, not yet read by any schema. */
export interface Reply {
  status: number
  headers: Record<string, unknown>
  body: unknown
}

/** The shape of what `app.inject` answers, as far as the kit reads it. */
export interface InjectedResponse {
  statusCode: number
  body: string
}

/**
 * A request to an API path (relative to /api/v1/) from a fresh client address; the body is sent as JSON. Throws when
 * the response is not JSON.
 */
export async function call(
  t: { app: App },
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: CallOptions = {},
): Promise<Reply> {
  const query = options.query
    ? `?${new URLSearchParams(Object.entries(options.query).map(([k, v]): [string, string] => [k, String(v)])).toString()}`
    : ''
  const res = await t.app.inject({
    method,
    url: `/api/v1/${url.replace(/^\//, '')}${url.includes('?') && query ? query.replace('?', '&') : query}`,
    // The peer's address: the app believes no X-Forwarded-For unless told to trust a proxy.
    remoteAddress: options.ip ?? freshIp(),
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    },
    ...(options.body !== undefined ? { payload: JSON.stringify(options.body) } : {}),
  })
  return { status: res.statusCode, headers: res.headers, body: parseBody(res.body) }
}

function parseBody(text: string): unknown {
  return JSON.parse(text) as unknown
}

function isReply(res: Reply | InjectedResponse): res is Reply {
  return 'status' in res
}

/** The JSON body of a response from `app.inject` or `call`, unread. */
export function bodyOf(res: Reply | InjectedResponse): unknown {
  return isReply(res) ? res.body : parseBody(res.body)
}

/**
 * The body parsed by a contract's schema. Fails with the status and the body when the body does not match the
 * schema, or carries a field the schema does not declare (zod would drop it silently, and a test comparing the
 * whole object would no longer see it).
 */
export function json<S extends z.ZodType>(res: Reply | InjectedResponse, schema: S): z.output<S> {
  const status = isReply(res) ? res.status : res.statusCode
  const body = bodyOf(res)
  const parsed = schema.safeParse(body)
  if (!parsed.success) {
    throw new Error(
      `the ${status} response does not match its contract:\n${z.prettifyError(parsed.error)}\nbody: ${JSON.stringify(body)}`,
    )
  }
  const undeclared = undeclaredFields(body, parsed.data)
  if (undeclared.length > 0) {
    throw new Error(
      `the ${status} response carries fields its contract does not declare: ${undeclared.join(', ')}\nbody: ${JSON.stringify(body)}`,
    )
  }
  return parsed.data
}

/** Paths of the object keys in `raw` that parsing dropped from `parsed`. */
function undeclaredFields(raw: unknown, parsed: unknown, path = ''): string[] {
  if (Array.isArray(raw) && Array.isArray(parsed)) {
    return raw.flatMap((item: unknown, i) => undeclaredFields(item, parsed[i], `${path}[${i}]`))
  }
  if (isPlainObject(raw) && isPlainObject(parsed)) {
    return Object.entries(raw).flatMap(([key, value]) => {
      const here = path ? `${path}.${key}` : key
      return key in parsed ? undeclaredFields(value, parsed[key], here) : [here]
    })
  }
  return []
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The `{status:false, message, ...}` body of a refused request. */
export function errorOf(res: Reply | InjectedResponse): ApiErrorBody {
  return json(res, errorSchema)
}

/** The `data` of a success envelope whose data no contract describes: `unknown`, to be narrowed. */
export function dataOf(res: Reply | InjectedResponse): unknown {
  return json(res, successSchema(z.unknown())).data
}

// ---- narrowing `unknown` JSON ----

/** `value` as an object; fails when it is not one. */
export function record(value: unknown): Record<string, unknown> {
  if (!isPlainObject(value)) throw new Error(`expected an object, got ${JSON.stringify(value)}`)
  return value
}

/** `value` as an array; fails when it is not one. */
export function list(value: unknown): unknown[] {
  if (!Array.isArray(value)) throw new Error(`expected an array, got ${JSON.stringify(value)}`)
  return value as unknown[]
}

/** The value at a path of keys and indexes (`at(body, 'data', 0, 'id')`); fails when a step is not there to take. */
export function at(value: unknown, ...path: Array<string | number>): unknown {
  let here = value
  for (const [i, step] of path.entries()) {
    if (typeof step === 'number') here = list(here)[step]
    else if (isPlainObject(here)) here = here[step]
    else throw new Error(`no "${path.slice(0, i + 1).join('.')}" in ${JSON.stringify(value)}`)
  }
  return here
}

/** `value` as a string; fails when it is not one. */
export function str(value: unknown): string {
  if (typeof value !== 'string') throw new Error(`expected a string, got ${JSON.stringify(value)}`)
  return value
}

/** `value` as a number; fails when it is not one. */
export function num(value: unknown): number {
  if (typeof value !== 'number') throw new Error(`expected a number, got ${JSON.stringify(value)}`)
  return value
}
