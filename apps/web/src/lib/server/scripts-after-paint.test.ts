// server.mjs has pages fetch their scripts after their first paint (scripts-after-paint.mjs, decision 019): Next's
// async build scripts become inert placeholders that one inline script (with the page's nonce) turns back into
// scripts, Next's script preloads go, and documents are compressed here, piece by piece as they stream.
import http from 'node:http'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  AFTER_PAINT_TYPE,
  createScriptDeferral,
  deferScriptsOfDocuments,
  pickEncoding,
} from '../../../scripts-after-paint.mjs'
import { close, listen } from './local-servers.test-kit.ts'

const NONCE = 'kHeeEzFvhGroM+JgsJuagg=='
const HEAD =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  `<link rel="preload" href="/_next/static/media/inter.woff2" as="font" crossorigin="" nonce="${NONCE}" type="font/woff2"/>` +
  '<link rel="preload" as="image" href="/storage/images/shops/a.webp" fetchPriority="high"/>' +
  `<link rel="stylesheet" href="/_next/static/chunks/a.css" nonce="${NONCE}" data-precedence="next"/>` +
  `<link rel="preload" as="script" fetchPriority="low" nonce="${NONCE}" href="/_next/static/chunks/boot.js"/>` +
  `<script src="/_next/static/chunks/one.js" async="" nonce="${NONCE}"></script>` +
  `<script src="/_next/static/chunks/two.js" async="" nonce="${NONCE}"></script>` +
  '<script src="https://elsewhere.example/widget.js" async=""></script>' +
  `<script nonce="${NONCE}">document.documentElement.dataset.theme='dark'</script>` +
  `<script src="/_next/static/chunks/polyfills.js" noModule="" nonce="${NONCE}"></script>` +
  '</head>'
const BODY =
  '<body><main><h1>Basil</h1><img src="/storage/images/shops/a.webp" alt=""/></main>' +
  `<script nonce="${NONCE}">(self.__next_f=self.__next_f||[]).push([0])</script>` +
  `<script src="/_next/static/chunks/boot.js" nonce="${NONCE}" async=""></script>` +
  '</body></html>'
const PAGE = HEAD + BODY

const placeholder = (src: string) => `<script type="${AFTER_PAINT_TYPE}" nonce="${NONCE}" data-src="${src}"></script>`

function rewriteWhole(text: string) {
  const deferral = createScriptDeferral()
  return deferral.push(text) + deferral.end()
}

describe('createScriptDeferral: the build scripts of a page wait for its first paint', () => {
  it("turns the build's async scripts into placeholders and drops their preloads; everything else stays", () => {
    const out = rewriteWhole(PAGE)
    for (const src of ['/_next/static/chunks/one.js', '/_next/static/chunks/two.js', '/_next/static/chunks/boot.js'])
      expect(out).toContain(placeholder(src))
    expect(out).not.toMatch(/<script src="\/_next\/static\/chunks\/(?:one|two|boot)\.js"/)
    expect(out).not.toContain('as="script"')
    // The font and picture preloads, the style sheet, another site's script, inline scripts and the fallback for old
    // browsers (noModule, which modern browsers neither fetch nor run) are left as Next wrote them.
    expect(out).toContain('as="font"')
    expect(out).toContain('as="image"')
    expect(out).toContain('rel="stylesheet"')
    expect(out).toContain('<script src="https://elsewhere.example/widget.js" async=""></script>')
    expect(out).toContain(`<script nonce="${NONCE}">document.documentElement.dataset.theme='dark'</script>`)
    expect(out).toContain('noModule=""')
    expect(out).toContain('<h1>Basil</h1>')
  })

  it('keeps a script address as written (not escaped twice)', () => {
    const page = PAGE.replace('/_next/static/chunks/two.js', '/_next/static/chunks/two.js?v=1&amp;dpl=a')
    expect(rewriteWhole(page)).toContain(placeholder('/_next/static/chunks/two.js?v=1&amp;dpl=a'))
  })

  it("puts one loader, with the page's nonce, at the end of the head", () => {
    const out = rewriteWhole(PAGE)
    const loaders = out.match(/<script nonce="[^"]+">\(function\(\)\{var d=document.*?<\/script>/g) ?? []
    expect(loaders).toHaveLength(1)
    expect(loaders[0]).toContain(`nonce="${NONCE}"`)
    expect(out.indexOf(loaders[0]!) + loaders[0]!.length).toBe(out.indexOf('</head>'))
    expect(loaders[0]).toContain('DOMContentLoaded')
    expect(loaders[0]).toContain('requestAnimationFrame')
  })

  it('gives the same document however the text is cut into pieces', () => {
    const whole = rewriteWhole(PAGE)
    for (let at = 1; at < PAGE.length; at += 7) {
      const deferral = createScriptDeferral()
      const out = deferral.push(PAGE.slice(0, at)) + deferral.push(PAGE.slice(at)) + deferral.end()
      expect(out, `cut at ${at}`).toBe(whole)
    }
    // And in many small pieces at once.
    const deferral = createScriptDeferral()
    let out = ''
    for (let at = 0; at < PAGE.length; at += 13) out += deferral.push(PAGE.slice(at, at + 13))
    expect(out + deferral.end()).toBe(whole)
  })

  it('changes nothing on a page whose head has no build script with a nonce (the loader could not run there)', () => {
    const withoutNonce = PAGE.replaceAll(` nonce="${NONCE}"`, '')
    expect(rewriteWhole(withoutNonce)).toBe(withoutNonce)
    const noScripts = '<!DOCTYPE html><html><head><title>x</title></head><body><p>x</p></body></html>'
    expect(rewriteWhole(noScripts)).toBe(noScripts)
  })
})

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, as the browser accepts them', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(pickEncoding('gzip, deflate')).toBe('gzip')
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip')
    expect(pickEncoding('*')).toBe('br')
    expect(pickEncoding('identity')).toBeNull()
    expect(pickEncoding('')).toBeNull()
    expect(pickEncoding(undefined)).toBeNull()
  })
})

interface Answer {
  status: number
  headers: http.IncomingHttpHeaders
  body: string
}

/** GETs `path`, decoding the body as the answer's content-encoding says; `onText` sees the text as it arrives. */
function get(base: string, path: string, headers: Record<string, string>, onText?: (text: string) => void) {
  return new Promise<Answer>((resolve, reject) => {
    http
      .get(`${base}${path}`, { headers }, (response) => {
        const encoding = response.headers['content-encoding']
        const decoded =
          encoding === 'br'
            ? response.pipe(zlib.createBrotliDecompress())
            : encoding === 'gzip'
              ? response.pipe(zlib.createGunzip())
              : response
        let body = ''
        decoded.on('data', (chunk: Buffer) => {
          body += chunk.toString('utf8')
          onText?.(body)
        })
        decoded.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }))
        decoded.on('error', reject)
      })
      .on('error', reject)
  })
}

describe('server.mjs: documents rewritten and compressed on their way out', () => {
  /** What the stand-in for Next saw of each request's Accept-Encoding. */
  const asked: (string | undefined)[] = []
  let headSeen: () => void = () => {}
  let server: http.Server
  let base = ''

  beforeAll(async () => {
    // Stands in for Next's handler: a page streamed in pieces (the rest only once the client has read the head, so
    // a compressor that held its output back would never finish), a JSON route, a 304 and a page's data for
    // client-side navigation.
    server = http.createServer((request, response) => {
      deferScriptsOfDocuments(request, response)
      asked.push(request.headers['accept-encoding'] as string | undefined)
      const path = request.url ?? ''
      if (path === '/streamed') {
        response.setHeader('content-type', 'text/html; charset=utf-8')
        response.setHeader('vary', 'rsc')
        response.write(HEAD.slice(0, 300))
        response.write(HEAD.slice(300))
        const rest = new Promise<void>((resolve) => (headSeen = resolve))
        void rest.then(() => {
          response.write(BODY.slice(0, 40))
          response.end(BODY.slice(40))
        })
        return
      }
      if (path === '/sized') {
        response.writeHead(200, {
          'Content-Type': 'text/html',
          'Content-Length': Buffer.byteLength(PAGE),
          Vary: 'rsc',
        })
        response.end(PAGE)
        return
      }
      if (path === '/data.json') {
        response.writeHead(200, { 'content-type': 'application/json' })
        response.end(JSON.stringify({ items: Array.from({ length: 50 }, (_, i) => ({ i })) }))
        return
      }
      if (path === '/unchanged') {
        response.writeHead(304)
        response.end()
        return
      }
      response.writeHead(200, { 'content-type': 'text/x-component' })
      response.end(`0:${JSON.stringify(PAGE)}`)
    })
    base = await listen(server)
  })
  afterAll(() => close(server))

  it('asks Next for plain text, rewrites the page and sends it in brotli, piece by piece as it streams', async () => {
    const answer = await get(base, '/streamed', { accept: 'text/html', 'accept-encoding': 'gzip, br' }, (text) => {
      if (text.includes('</head>')) headSeen()
    })
    expect(asked.at(-1)).toBe('identity')
    expect(answer.status).toBe(200)
    expect(answer.headers['content-encoding']).toBe('br')
    expect(answer.headers['content-length']).toBeUndefined()
    expect(answer.headers.vary).toBe('rsc, Accept-Encoding')
    expect(answer.body).toBe(rewriteWhole(PAGE))
  })

  it('sends gzip to a browser without brotli, plain text to one that accepts neither, without a stale length', async () => {
    const gzip = await get(base, '/sized', { accept: 'text/html', 'accept-encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gzip.headers['content-length']).toBeUndefined()
    // Headers given to writeHead win over setHeader's: the answer still says it varies with Accept-Encoding.
    expect(gzip.headers.vary).toBe('rsc, Accept-Encoding')
    expect(gzip.body).toBe(rewriteWhole(PAGE))
    const plain = await get(base, '/sized', { accept: 'text/html' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(rewriteWhole(PAGE))
  })

  it('compresses but does not rewrite what is not HTML, and passes an answer without a body', async () => {
    const json = await get(base, '/data.json', { accept: 'text/html', 'accept-encoding': 'br' })
    expect(json.headers['content-encoding']).toBe('br')
    expect(JSON.parse(json.body).items).toHaveLength(50)
    const unchanged = await get(base, '/unchanged', { accept: 'text/html', 'accept-encoding': 'br' })
    expect(unchanged.status).toBe(304)
    expect(unchanged.headers['content-encoding']).toBeUndefined()
  })

  it("leaves a client-side navigation's data to Next, with the browser's own Accept-Encoding", async () => {
    const data = await get(base, '/shop/1', { accept: '*/*', rsc: '1', 'accept-encoding': 'gzip, br' })
    expect(asked.at(-1)).toBe('gzip, br')
    expect(data.headers['content-encoding']).toBeUndefined()
    expect(data.body).toBe(`0:${JSON.stringify(PAGE)}`)
  })
})
