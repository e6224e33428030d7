// server.mjs pipes the page's WebSocket (`/api/v1/ws`) to the API (decision 017): only for pages of this site (its
// Origin), with the session cookie turned into `Authorization: Bearer`, and no cookie of the site passed on.
import { createHash } from 'node:crypto'
import http from 'node:http'
import type { Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compileTrust, passSocket, rewriteForwarding, sessionTokenOf } from '../../../server.mjs'
import { close, listen } from './local-servers.test-kit.ts'

const TOKEN = 'tok_ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'

/** Starts `server` and answers its host and port (`127.0.0.1:PORT`). */
const listenHost = async (server: http.Server) => new URL(await listen(server)).host
/** Every connection a server accepted (upgraded ones are no longer the server's to close). */
const connections = new Set<Socket>()
function track(server: http.Server): http.Server {
  server.on('connection', (socket: Socket) => {
    connections.add(socket)
    socket.on('close', () => connections.delete(socket))
  })
  return server
}

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string; socket?: Socket }

/** A WebSocket upgrade request as a browser makes it (or as a test wants it), answered without a WebSocket library. */
function upgrade(host: string, path: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const [hostname, port] = host.split(':')
    const request = http.request({
      hostname,
      port: Number(port),
      path,
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
        ...headers,
      },
    })
    request.on('upgrade', (response, socket) =>
      resolve({ status: response.statusCode ?? 0, headers: response.headers, body: '', socket }),
    )
    request.on('response', (response) => {
      let body = ''
      response.on('data', (chunk: Buffer) => (body += chunk.toString()))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }))
    })
    request.on('error', reject)
    request.end()
  })
}

/** The next bytes a socket receives, as text. */
function nextData(socket: Socket): Promise<string> {
  return new Promise((resolve) => socket.once('data', (data: Buffer) => resolve(data.toString())))
}

describe('server.mjs: the live socket passed to the API', () => {
  const seen: http.IncomingHttpHeaders[] = []
  const apiSockets: Socket[] = []
  // A stand-in for the API's endpoint: it accepts the upgrade (or refuses with 429 when asked) and then echoes.
  const api = track(
    http.createServer((_request, response) => {
      response.writeHead(426)
      response.end()
    }),
  )
  api.on('upgrade', (request: http.IncomingMessage, socket: Socket) => {
    seen.push(request.headers)
    if (request.url?.includes('busy')) {
      const body = JSON.stringify({ status: false, statusCode: 'ERROR_429', message: 'Too many requests' })
      socket.end(
        `HTTP/1.1 429 Too Many Requests\r\ncontent-type: application/json; charset=utf-8\r\n` +
          `content-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      )
      return
    }
    apiSockets.push(socket)
    const accept = createHash('sha1')
      .update(`${String(request.headers['sec-websocket-key'])}258EAFA5-E914-47DA-95CA-C5AB0DC85B11`)
      .digest('base64')
    socket.write(
      `HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`,
    )
    socket.on('data', (data: Buffer) => socket.write(data))
    socket.on('end', () => socket.end())
  })
  let apiHost = ''
  let site = ''
  let unreachableSite = ''
  const servers: http.Server[] = []

  const storefront = (apiUrl: () => string) => {
    const server = track(http.createServer((_request, response) => response.end('a page')))
    server.on('upgrade', (request: http.IncomingMessage, socket: Socket, head: Buffer) => {
      rewriteForwarding(request, compileTrust(undefined))
      if (!passSocket(request, socket, head, apiUrl()))
        socket.end('HTTP/1.1 418 Next\r\nContent-Length: 4\r\nConnection: close\r\n\r\nNext')
    })
    servers.push(server)
    return server
  }

  beforeAll(async () => {
    apiHost = await listenHost(api)
    site = await listenHost(storefront(() => `http://${apiHost}`))
    const gone = http.createServer()
    const goneHost = await listenHost(gone)
    await close(gone)
    unreachableSite = await listenHost(storefront(() => `http://${goneHost}`))
  })
  afterAll(async () => {
    for (const socket of connections) socket.destroy()
    await Promise.all([...servers.map(close), close(api)])
  })

  it('passes a page of this site with its session as a Bearer token, no cookie, and pipes both ways', async () => {
    const before = seen.length
    const answer = await upgrade(site, '/api/v1/ws', {
      origin: `http://${site}`,
      cookie: `theme=dark; access_token=${TOKEN}; lang=fr`,
    })
    expect(answer.status).toBe(101)
    expect(answer.headers['sec-websocket-accept']).toBe('s3pPLMBiTxaQ9kYGzzhZRbK+xOo=')
    expect(seen.length).toBe(before + 1)
    const headers = seen.at(-1)!
    expect(headers.authorization).toBe(`Bearer ${TOKEN}`)
    expect(headers.cookie).toBeUndefined()
    expect(headers.host).toBe(apiHost)
    expect(headers['x-forwarded-for']).toBe('127.0.0.1')
    expect(headers['sec-websocket-key']).toBe('dGhlIHNhbXBsZSBub25jZQ==')
    const socket = answer.socket!
    const echoed = nextData(socket)
    socket.write('hello through the pipe')
    expect(await echoed).toBe('hello through the pipe')
    // Closing the page's side closes the API's.
    const apiSide = apiSockets.at(-1)!
    const apiClosed = new Promise((resolve) => apiSide.once('close', resolve))
    socket.destroy()
    await apiClosed
  })

  it('passes a visitor without a session as anonymous, and never a credential the page sent itself', async () => {
    const answer = await upgrade(site, '/api/v1/ws', {
      origin: `http://${site}`,
      authorization: 'Bearer someone-elses-token-000000000000',
      cookie: 'access_token=not a token; theme=light',
    })
    expect(answer.status).toBe(101)
    const headers = seen.at(-1)!
    expect(headers.authorization).toBeUndefined()
    expect(headers.cookie).toBeUndefined()
    answer.socket!.destroy()
  })

  it("refuses another site's page (which would carry the visitor's cookie) and a request without an Origin", async () => {
    const before = seen.length
    for (const origin of ['http://evil.example', `https://${site}.evil.example`, 'null', undefined]) {
      const answer = await upgrade(site, '/api/v1/ws', {
        ...(origin ? { origin } : {}),
        cookie: `access_token=${TOKEN}`,
      })
      expect(answer.status, String(origin)).toBe(403)
      expect(JSON.parse(answer.body)).toEqual({
        status: false,
        statusCode: 'ERROR_403',
        message: 'This socket is for pages of this site',
      })
    }
    // Nothing reached the API.
    expect(seen.length).toBe(before)
  })

  it("passes the API's refusal as it is", async () => {
    const answer = await upgrade(site, '/api/v1/ws?busy=1', { origin: `http://${site}` })
    expect(answer.status).toBe(429)
    expect(JSON.parse(answer.body).statusCode).toBe('ERROR_429')
  })

  it('answers 502 in the contract error shape when the API cannot be reached', async () => {
    const answer = await upgrade(unreachableSite, '/api/v1/ws', { origin: `http://${unreachableSite}` })
    expect(answer.status).toBe(502)
    expect(JSON.parse(answer.body)).toMatchObject({ status: false, statusCode: 'ERROR_502' })
  })

  it("leaves other upgrades to Next (its development reload socket) and reads only the session's cookie", async () => {
    const before = seen.length
    const answer = await upgrade(site, '/_next/webpack-hmr', { origin: `http://${site}` })
    expect(answer.status).toBe(418)
    expect((await upgrade(site, '/api/v1/wsx', { origin: `http://${site}` })).status).toBe(418)
    expect(seen.length).toBe(before)
    expect(sessionTokenOf(`a=1; access_token=${TOKEN}`)).toBe(TOKEN)
    expect(sessionTokenOf(`my_access_token=${TOKEN}`)).toBeUndefined()
    expect(sessionTokenOf('access_token=short')).toBeUndefined()
    expect(sessionTokenOf(undefined)).toBeUndefined()
  })
})
