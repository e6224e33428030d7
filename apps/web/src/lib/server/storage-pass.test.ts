// server.mjs pipes /storage/* straight to the API: the API's answer comes back unchanged, the site's cookies stay
// here, and an API that cannot be reached is a 502 in the contract's error shape.
import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compileTrust, passStorage, rewriteForwarding } from '../../../server.mjs'
import { close, listen } from './local-servers.test-kit.ts'

type Seen = { method: string; url: string; headers: http.IncomingHttpHeaders }

describe('server.mjs: /storage/* straight to the API', () => {
  const seen: Seen[] = []
  const picture = Buffer.from([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50])
  const api = http.createServer((request, response) => {
    seen.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers })
    if (request.url === '/storage/images/shops/a.webp') {
      response.writeHead(200, {
        'content-type': 'image/webp',
        'cache-control': 'public, max-age=3600',
        'x-content-type-options': 'nosniff',
      })
      response.end(picture)
      return
    }
    response.writeHead(404, { 'content-type': 'application/json; charset=utf-8' })
    response.end(JSON.stringify({ status: false, statusCode: 'ERROR_404', message: 'Not found' }))
  })
  let apiUrl = ''
  let storefront: http.Server
  let base = ''
  let unreachable: http.Server
  let unreachableBase = ''

  beforeAll(async () => {
    apiUrl = await listen(api)
    const handler = (target: () => string) => (request: http.IncomingMessage, response: http.ServerResponse) => {
      rewriteForwarding(request, compileTrust(undefined))
      if (!passStorage(request, response, target())) {
        response.writeHead(200, { 'content-type': 'text/plain' })
        response.end('a page of the site')
      }
    }
    storefront = http.createServer(handler(() => apiUrl))
    base = await listen(storefront)
    // A port that was open a moment ago and is closed now: nothing answers there.
    const gone = http.createServer()
    const goneUrl = await listen(gone)
    await close(gone)
    unreachable = http.createServer(handler(() => goneUrl))
    unreachableBase = await listen(unreachable)
  })
  afterAll(async () => {
    await Promise.all([close(storefront), close(unreachable), close(api)])
  })

  it("passes a picture with the API's status, headers and bytes, and keeps the site's cookies", async () => {
    const response = await fetch(`${base}/storage/images/shops/a.webp`, {
      headers: { cookie: 'basil_session=secret; theme=dark', 'x-forwarded-for': '203.0.113.9' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/webp')
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600')
    expect(Buffer.from(await response.arrayBuffer()).equals(picture)).toBe(true)
    const request = seen.at(-1)!
    expect(request.url).toBe('/storage/images/shops/a.webp')
    expect(request.headers.cookie).toBeUndefined()
    // The forwarding headers are the ones this server vouches for (a client's own X-Forwarded-For is not believed).
    expect(request.headers['x-forwarded-for']).toBe('127.0.0.1')
    expect(request.headers.host).toBe(new URL(apiUrl).host)
  })

  it("passes the API's 404 as it is, query string included", async () => {
    const response = await fetch(`${base}/storage/images/none.webp?v=2`)
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ status: false, statusCode: 'ERROR_404', message: 'Not found' })
    expect(seen.at(-1)!.url).toBe('/storage/images/none.webp?v=2')
  })

  it('leaves every other path to the site, /storage-like names included', async () => {
    const before = seen.length
    for (const path of ['/', '/storages', '/shop/1', '/api/v1/rest/settings']) {
      const response = await fetch(`${base}${path}`)
      expect(await response.text()).toBe('a page of the site')
    }
    expect(seen.length).toBe(before)
  })

  it('answers 502 in the contract error shape when the API cannot be reached', async () => {
    const response = await fetch(`${unreachableBase}/storage/images/shops/a.webp`)
    expect(response.status).toBe(502)
    const body = (await response.json()) as { status: boolean; statusCode: string; message: string }
    expect(body.status).toBe(false)
    expect(body.statusCode).toBe('ERROR_502')
    expect(body.message).toBeTruthy()
  })
})
