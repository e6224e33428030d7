// A pass-through HTTP proxy in front of the API that a test can switch off, to see the storefront's error screen
// and its recovery without stopping the real API.
import http from 'node:http'

const SETTINGS_PATH = /^\/api\/v1\/rest\/settings(?:\?|$)/

/** The settings answer with some values replaced (as an operator would change them), or as it was. */
function overrideSettings(text, overrides) {
  try {
    const body = JSON.parse(text)
    if (!Array.isArray(body?.data)) return text
    const seen = new Set()
    body.data = body.data.map((s) => {
      seen.add(s.key)
      return s.key in overrides ? { ...s, value: overrides[s.key] } : s
    })
    for (const [key, value] of Object.entries(overrides)) if (!seen.has(key)) body.data.push({ key, value })
    return JSON.stringify(body)
  } catch {
    return text
  }
}

export function startApiGate({ port, target }) {
  const state = { down: false, settings: null }
  const server = http.createServer((req, res) => {
    if (state.settings && req.method === 'GET' && SETTINGS_PATH.test(req.url ?? '')) {
      const overrides = state.settings
      const headers = { ...req.headers }
      delete headers['accept-encoding']
      const upstream = http.request(
        { host: target.hostname, port: target.port, path: req.url, method: 'GET', headers },
        (up) => {
          const chunks = []
          up.on('data', (c) => chunks.push(c))
          up.on('end', () => {
            const text = overrideSettings(Buffer.concat(chunks).toString('utf8'), overrides)
            const out = { ...up.headers, 'content-length': String(Buffer.byteLength(text)) }
            delete out['content-encoding']
            delete out.etag
            res.writeHead(up.statusCode ?? 502, out)
            res.end(text)
          })
        },
      )
      upstream.on('error', () => {
        if (!res.headersSent) res.writeHead(502)
        res.end()
      })
      upstream.end()
      req.resume()
      return
    }
    if (state.down) {
      res.writeHead(503, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ status: false, statusCode: 'ERROR_503', message: 'API switched off by the test' }))
      req.resume()
      return
    }
    const upstream = http.request(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers)
        up.pipe(res)
      },
    )
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502)
      res.end()
    })
    req.pipe(upstream)
  })
  // The storefront's live socket (server.mjs pipes /api/v1/ws here): passed on as it is, refused while down.
  server.on('upgrade', (req, socket, head) => {
    socket.on('error', () => socket.destroy())
    if (state.down) {
      socket.end('HTTP/1.1 503 Service Unavailable\r\nContent-Length: 0\r\nConnection: close\r\n\r\n')
      return
    }
    const upstream = http.request({
      host: target.hostname,
      port: target.port,
      path: req.url,
      method: req.method,
      headers: req.headers,
      agent: false,
    })
    const lines = (raw) => raw.reduce((text, value, i) => (i % 2 ? `${text}${value}\r\n` : `${text}${value}: `), '')
    upstream.on('upgrade', (up, upSocket, upHead) => {
      upSocket.on('error', () => socket.destroy())
      upSocket.on('close', () => socket.destroy())
      socket.on('close', () => upSocket.destroy())
      socket.write(`HTTP/1.1 101 Switching Protocols\r\n${lines(up.rawHeaders)}\r\n`)
      if (upHead.length) socket.write(upHead)
      if (head.length) upSocket.write(head)
      upSocket.pipe(socket)
      socket.pipe(upSocket)
    })
    upstream.on('response', (up) => {
      const chunks = []
      up.on('data', (c) => chunks.push(c))
      up.on('end', () => {
        const body = Buffer.concat(chunks)
        socket.end(
          `HTTP/1.1 ${up.statusCode} ${up.statusMessage}\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
        )
      })
    })
    upstream.on('error', () => socket.destroy())
    upstream.end()
  })
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () =>
      resolve({
        setDown: (down) => {
          state.down = down
        },
        setSettings: (overrides) => {
          state.settings = overrides
        },
        close: () => new Promise((r) => server.close(() => r())),
      }),
    )
    // Idle connections must outlive the clients' own keep-alive (undici: 4 s), or a reused socket is reset.
    server.keepAliveTimeout = 70_000
    server.headersTimeout = 71_000
  })
}
