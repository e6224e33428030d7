#!/usr/bin/env node
// The storefront's HTTP server: Next.js behind a thin Node server of our own, for what `next start` cannot do.
//
// 1. The client's address. Next fills `X-Forwarded-For` only when the request has none, so a browser could name any
//    address it liked, and the API (which trusts this server as its proxy) would count rate limits per that choice.
//    Here the forwarding headers are rebuilt from the peer this server actually saw; they are believed only from the
//    proxies named in WEB_TRUST_PROXY (a hop count, or addresses / CIDR ranges; none by default).
// 2. No internal address leaves: Next adds `x-middleware-rewrite` (the API's internal URL) to proxied responses.
// 3. Pictures straight from the API: `/storage/*` is piped to the API here, over kept-alive connections, without
//    Next's proxy (which runs src/proxy.ts and a route match for every picture). The page's largest picture then
//    arrives as fast as the build's own files, and the browser paints it before the page's scripts run.
// 4. Scripts after the first paint (decision 019, scripts-after-paint.mjs): a page's scripts are fetched once it has
//    been parsed and painted, and documents are compressed here rather than by Next.
// 5. The live socket (decision 017): the page's WebSocket to `/api/v1/ws` is piped to the API here, after checking
//    that the page is this site's own (its Origin), with the HttpOnly session cookie turned into the API's token
//    (`Authorization: Bearer`) and no cookie passed on. Browser code never sees the token.
//
// Usage: node server.mjs [--dev]   (PORT or -p, HOSTNAME or -H; the other settings are read by the app itself)
import proxyAddr from '@fastify/proxy-addr'
import { EventEmitter } from 'node:events'
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import next from 'next'
import { deferScriptsOfDocuments } from './scripts-after-paint.mjs'

const dir = path.dirname(fileURLToPath(import.meta.url))
const argv = process.argv.slice(2)
const option = (flag) => {
  const at = argv.indexOf(flag)
  return at >= 0 ? argv[at + 1] : undefined
}
const dev = argv.includes('--dev')
const port = Number(option('-p') ?? process.env.PORT ?? 3000)
const hostname = option('-H') ?? process.env.HOSTNAME ?? undefined

/** Response headers that only make sense inside this server. */
const INTERNAL_HEADERS = new Set([
  'x-middleware-rewrite',
  'x-middleware-next',
  'x-middleware-set-cookie',
  'x-powered-by',
])

/**
 * WEB_TRUST_PROXY: empty / `false` / `0` trusts no proxy (the peer is the client); a whole number trusts that many
 * hops; anything else is a comma-separated list of addresses, CIDR ranges or `loopback` / `linklocal` / `uniquelocal`.
 */
export function compileTrust(value) {
  const text = (value ?? '').trim()
  if (!text || text === 'false' || text === '0') return () => false
  if (/^\d+$/.test(text)) {
    const hops = Number(text)
    return (_address, index) => index < hops
  }
  if (text === 'true')
    throw new Error("WEB_TRUST_PROXY=true would believe any client: give the hop count or the proxies' addresses")
  return proxyAddr.compile(
    text
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )
}

/** Replaces the forwarding headers of `request` with what this server can vouch for. */
export function rewriteForwarding(request, trust) {
  const client = proxyAddr(request, trust)
  const peerTrusted = trust(request.socket.remoteAddress ?? '', 0)
  const first = (name) =>
    String(request.headers[name] ?? '')
      .split(',')[0]
      .trim()
  const proto =
    peerTrusted && first('x-forwarded-proto') ? first('x-forwarded-proto') : request.socket.encrypted ? 'https' : 'http'
  const host = peerTrusted && first('x-forwarded-host') ? first('x-forwarded-host') : request.headers.host
  request.headers['x-forwarded-for'] = client
  request.headers['x-forwarded-proto'] = proto
  if (host) request.headers['x-forwarded-host'] = host
  else delete request.headers['x-forwarded-host']
  delete request.headers['x-forwarded-port']
  delete request.headers['x-real-ip']
  delete request.headers.forwarded
}

/** Drops INTERNAL_HEADERS however Next sets them (setHeader, or the headers argument of writeHead). */
function stripInternalHeaders(response) {
  const setHeader = response.setHeader.bind(response)
  response.setHeader = (name, value) =>
    INTERNAL_HEADERS.has(String(name).toLowerCase()) ? response : setHeader(name, value)
  const writeHead = response.writeHead.bind(response)
  response.writeHead = (status, ...rest) => {
    for (const name of INTERNAL_HEADERS) response.removeHeader(name)
    const headers = rest.find((r) => r && typeof r === 'object')
    if (headers && !Array.isArray(headers))
      for (const key of Object.keys(headers)) if (INTERNAL_HEADERS.has(key.toLowerCase())) delete headers[key]
    return writeHead(status, ...rest)
  }
}

/** Kept-alive connections to the API for the pictures of `/storage/*`. */
const storageAgent = new http.Agent({ keepAlive: true, maxSockets: 64 })

/** Request headers that stay here: the site's cookies (a picture needs no session) and hop-by-hop headers. */
const NOT_PASSED = new Set(['cookie', 'connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade'])

/**
 * `/storage/*` (uploaded and seeded pictures) goes to the API as it is, and the API's answer comes back unchanged:
 * its status, its headers (its own security and caching headers) and its body. 502 in the contract's error shape when
 * the API cannot be reached.
 */
export function passStorage(request, response, apiUrl) {
  const url = request.url ?? ''
  if (!/^\/storage(?:[/?]|$)/.test(url)) return false
  const target = new URL(url, `${apiUrl}/`)
  const headers = {}
  for (const [name, value] of Object.entries(request.headers))
    if (value !== undefined && !NOT_PASSED.has(name)) headers[name] = value
  headers.host = target.host
  const upstream = http.request(target, { method: request.method, headers, agent: storageAgent }, (answer) => {
    response.writeHead(answer.statusCode ?? 502, answer.headers)
    answer.pipe(response)
  })
  upstream.on('error', () => {
    if (response.headersSent) {
      response.destroy()
      return
    }
    response.writeHead(502, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
    response.end(JSON.stringify({ status: false, statusCode: 'ERROR_502', message: 'The server is not available' }))
  })
  request.on('aborted', () => upstream.destroy())
  request.pipe(upstream)
  return true
}

/** The API's WebSocket endpoint, as the browser asks for it on this site's origin. */
export const LIVE_SOCKET_PATH = '/api/v1/ws'
/** The session cookie (src/lib/session/session-cookie.ts: SESSION_COOKIE, and the token's shape it accepts). */
const SESSION_COOKIE = 'access_token'
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,200}$/
/** Headers of the page's upgrade that stay here: its cookies, any credentials of its own, hop-by-hop headers. */
const SOCKET_NOT_PASSED = new Set([
  'cookie',
  'authorization',
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authorization',
  'transfer-encoding',
  'upgrade',
])

/** The session token in a Cookie header, when it has the shape the API issues (anything else is not passed). */
export function sessionTokenOf(cookieHeader) {
  if (!cookieHeader) return undefined
  for (const part of String(cookieHeader).split(';')) {
    const at = part.indexOf('=')
    if (at < 0 || part.slice(0, at).trim() !== SESSION_COOKIE) continue
    const value = part.slice(at + 1).trim()
    return TOKEN_PATTERN.test(value) ? value : undefined
  }
  return undefined
}

/**
 * Whether an upgrade comes from a page of this site: its Origin names the host this server answers as (the Host
 * header, or the forwarded host when a trusted proxy set it; rewriteForwarding has run). Browsers always send Origin
 * with a WebSocket; one without it (or from another site, which would carry the visitor's cookie) is refused.
 */
export function isOwnOrigin(request) {
  const origin = request.headers.origin
  const host = request.headers['x-forwarded-host'] ?? request.headers.host
  if (!origin || !host || origin === 'null') return false
  try {
    return new URL(origin).host === String(host).toLowerCase()
  } catch {
    return false
  }
}

function refuseUpgrade(socket, status, reason, message) {
  const body = JSON.stringify({ status: false, statusCode: `ERROR_${status}`, message })
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
  )
}

function headerLines(rawHeaders) {
  let lines = ''
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) lines += `${rawHeaders[i]}: ${rawHeaders[i + 1]}\r\n`
  return lines
}

/**
 * `/api/v1/ws` upgrades: refused (403) unless the page is this site's own; otherwise passed to the API with the
 * session as `Authorization: Bearer` (none for a visitor without a session: the API treats the socket as anonymous)
 * and without the site's cookies, then piped both ways. The API's refusal (a 426, a 429) comes back as it is; 502
 * when the API cannot be reached. Answers false for any other path (Next's own upgrades).
 */
export function passSocket(request, socket, head, apiUrl) {
  const url = request.url ?? ''
  if (url.split('?')[0] !== LIVE_SOCKET_PATH) return false
  socket.on('error', () => socket.destroy())
  if (!isOwnOrigin(request)) {
    refuseUpgrade(socket, 403, 'Forbidden', 'This socket is for pages of this site')
    return true
  }
  const target = new URL(url, `${apiUrl}/`)
  const headers = {}
  for (const [name, value] of Object.entries(request.headers))
    if (value !== undefined && !SOCKET_NOT_PASSED.has(name)) headers[name] = value
  headers.host = target.host
  headers.connection = 'Upgrade'
  headers.upgrade = 'websocket'
  const token = sessionTokenOf(request.headers.cookie)
  if (token) headers.authorization = `Bearer ${token}`
  // Its own connection (an upgraded socket never goes back to a pool).
  const upstream = http.request(target, { method: 'GET', headers, agent: false })
  upstream.on('upgrade', (answer, apiSocket, apiHead) => {
    apiSocket.on('error', () => socket.destroy())
    socket.on('close', () => apiSocket.destroy())
    apiSocket.on('close', () => socket.destroy())
    socket.write(`HTTP/1.1 101 Switching Protocols\r\n${headerLines(answer.rawHeaders)}\r\n`)
    if (apiHead.length) socket.write(apiHead)
    if (head.length) apiSocket.write(head)
    apiSocket.pipe(socket)
    socket.pipe(apiSocket)
  })
  upstream.on('response', (answer) => {
    // Not upgraded (the API refused): its answer as it is, read whole and sent with its length.
    const chunks = []
    answer.on('data', (chunk) => chunks.push(chunk))
    answer.on('end', () => {
      const body = Buffer.concat(chunks)
      const kept = []
      for (let i = 0; i + 1 < answer.rawHeaders.length; i += 2) {
        const name = answer.rawHeaders[i].toLowerCase()
        if (name !== 'transfer-encoding' && name !== 'content-length' && name !== 'connection')
          kept.push(answer.rawHeaders[i], answer.rawHeaders[i + 1])
      }
      socket.write(
        `HTTP/1.1 ${answer.statusCode} ${answer.statusMessage}\r\n${headerLines(kept)}` +
          `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
      )
      socket.end(body)
    })
  })
  upstream.on('error', () => {
    if (!socket.destroyed) refuseUpgrade(socket, 502, 'Bad Gateway', 'The server is not available')
  })
  socket.on('close', () => upstream.destroy())
  upstream.end()
  return true
}

/**
 * The storefront's own probes, answered before Next: `/health` (this server is alive) and `/health/ready` (it is
 * ready, and so is the API it depends on: 503 with the reason while the API is not).
 */
/* global fetch, AbortSignal -- Node's own, as in the browser */
async function answerHealth(request, response, apiUrl) {
  const path = (request.url ?? '').split('?')[0]
  if (path !== '/health' && path !== '/health/ready') return false
  const send = (status, body) => {
    response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
    response.end(JSON.stringify(body))
  }
  if (path === '/health') {
    send(200, { status: 'ok' })
    return true
  }
  let api = 'unreachable'
  try {
    const answer = await fetch(`${apiUrl}/health/ready`, { signal: AbortSignal.timeout(3_000) })
    api = answer.ok ? 'ok' : `not ready (${answer.status})`
  } catch (error) {
    api = `unreachable: ${error instanceof Error ? error.message : String(error)}`
  }
  send(api === 'ok' ? 200 : 503, { status: api === 'ok' ? 'ok' : 'unavailable', checks: { storefront: 'ok', api } })
  return true
}

async function main() {
  const trust = compileTrust(process.env.WEB_TRUST_PROXY)
  // Next attaches an 'upgrade' listener of its own, on its first request, to the server it is given (else to the
  // request's). This server routes upgrades itself (below: the live socket to the API, the rest to Next), so Next gets
  // a stand-in that never emits: two listeners would both answer one upgrade and garble the socket.
  const app = next({ dev, dir, hostname: hostname ?? 'localhost', port, httpServer: new EventEmitter() })
  await app.prepare()
  const handle = app.getRequestHandler()
  const upgrade = app.getUpgradeHandler()
  const apiUrl = (process.env.API_URL ?? 'http://127.0.0.1:4000').replace(/\/$/, '')
  const server = http.createServer(async (request, response) => {
    if (await answerHealth(request, response, apiUrl)) return
    rewriteForwarding(request, trust)
    if (passStorage(request, response, apiUrl)) return
    stripInternalHeaders(response)
    // Pages fetch their scripts after their first paint (scripts-after-paint.mjs, decision 019); not in development,
    // where Next's own tooling loads with the page.
    if (!dev) deferScriptsOfDocuments(request, response)
    void handle(request, response)
  })
  server.on('upgrade', (request, socket, head) => {
    rewriteForwarding(request, trust)
    if (passSocket(request, socket, head, apiUrl)) return
    void upgrade(request, socket, head)
  })
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, hostname, resolve)
  })
  console.log(`storefront listening on http://${hostname ?? 'localhost'}:${port}${dev ? ' (development)' : ''}`)
  const stop = () => {
    server.close(() => process.exit(0))
    server.closeIdleConnections?.()
    setTimeout(() => process.exit(0), 10_000).unref()
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error)
    process.exit(1)
  })
}
