// Plain HTTP for the specs that speak to the storefront or the API as a client would (no browser): one request from
// an optional local source address (127.0.0.x, so that per-address rate limits count each spec apart).
import http from 'node:http'
import type { Json } from './harness.ts'

export interface HttpAnswer {
  status: number | undefined
  headers: http.IncomingHttpHeaders
  text: string
  /** The body parsed as JSON, or null when it is not JSON. */
  json: Json
}

export interface HttpOptions {
  method?: string
  headers?: http.OutgoingHttpHeaders
  body?: string | Buffer
  source?: string
}

/** One request to `url`; resolves with the status, the headers, the body as text and, when it parses, as JSON. */
export function httpRequest(
  url: string,
  { method = 'GET', headers = {}, body, source }: HttpOptions = {},
): Promise<HttpAnswer> {
  const target = new URL(url)
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname + target.search,
        method,
        headers,
        localAddress: source,
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8')
          let json: Json = null
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
