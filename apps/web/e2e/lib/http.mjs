// Plain HTTP for the specs that speak to the storefront or the API as a client would (no browser): one request from
// an optional local source address (127.0.0.x, so that per-address rate limits count each spec apart).
import http from 'node:http'

/**
 * One request to `url`; resolves with the status, the headers, the body as text and, when it parses, as JSON.
 * `body` is sent as it is (a string or a Buffer).
 */
export function httpRequest(url, { method = 'GET', headers = {}, body, source } = {}) {
  const target = new URL(url)
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: target.hostname, port: target.port, path: target.pathname + target.search, method, headers, localAddress: source },
      (res) => {
        const chunks = []
        res.on('data', (c) => chunks.push(c))
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8')
          let json = null
          try {
            json = JSON.parse(text)
          } catch {
            // Not JSON: `json` stays null.
          }
          resolve({ status: res.statusCode, headers: res.headers, text, json })
        })
      },
    )
    req.on('error', reject)
    if (body) req.write(body)
    req.end()
  })
}
