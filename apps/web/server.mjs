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
//
// Usage: node server.mjs [--dev]   (PORT or -p, HOSTNAME or -H; the other settings are read by the app itself)
import proxyAddr from '@fastify/proxy-addr'
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import next from 'next'

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
  const app = next({ dev, dir, hostname: hostname ?? 'localhost', port })
  await app.prepare()
  const handle = app.getRequestHandler()
  const upgrade = app.getUpgradeHandler()
  const apiUrl = (process.env.API_URL ?? 'http://127.0.0.1:4000').replace(/\/$/, '')
  const server = http.createServer(async (request, response) => {
    if (await answerHealth(request, response, apiUrl)) return
    rewriteForwarding(request, trust)
    if (passStorage(request, response, apiUrl)) return
    stripInternalHeaders(response)
    void handle(request, response)
  })
  server.on('upgrade', (request, socket, head) => {
    rewriteForwarding(request, trust)
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
