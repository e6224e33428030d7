// The page's scripts are fetched after its first paint (decision 019). Next puts every script of a page in its <head>
// as `<script async>`, so the browser fetches them with the page's picture, font and style sheet and runs them as soon
// as they arrive: on a fast connection (or from its cache) before it has painted anything. Here, between Next and the
// browser, each of those tags becomes an inert placeholder (`<script type="basil/after-paint">`, which no browser
// runs or fetches), Next's preloads of scripts go, and one small inline script (with the page's CSP nonce) turns the
// placeholders back into real scripts once the document has been parsed and a frame painted. What the scripts do is
// unchanged: the same files, in the same order, still async; only when they are fetched moves.
//
// Next compresses its answers itself, but its compression sits inside its handler, after anything this server could
// rewrite; so for documents this server asks Next for the plain text and compresses what it sends (brotli or gzip, as
// the browser accepts), chunk by chunk as the page streams.
import { StringDecoder } from 'node:string_decoder'
import zlib from 'node:zlib'

/** The placeholder's type: a data block to the browser, neither fetched nor run. */
export const AFTER_PAINT_TYPE = 'basil/after-paint'

/**
 * Runs in the page: once the document is parsed (DOMContentLoaded), after the next frame (requestAnimationFrame, then
 * a task: the frame has painted by then), every placeholder becomes the script it stood for. A hidden tab paints no
 * frames, so a short timer stands in for the frame there.
 *
 * Only placeholders this server wrote count: they carry the page's nonce (which markup put into the page by anyone
 * else cannot know: browsers hide it from the DOM's attributes) and name a file of the build. Scripts the loader adds
 * run under 'strict-dynamic', so without these checks a placeholder smuggled into the page would be a way past the
 * Content-Security-Policy.
 */
const LOADER = `(function(){var d=document,n=d.currentScript&&d.currentScript.nonce,done=0;function run(){if(done)return;done=1;var l=d.querySelectorAll('script[type="${AFTER_PAINT_TYPE}"]');for(var i=0;i<l.length;i++){var p=l[i],u=p.getAttribute('data-src')||'';if(!n||p.nonce!==n||u.indexOf('..')>=0||!/^\\/_next\\/static\\/[^?#]+\\.js(?:\\?[^#]*)?$/.test(u))continue;var s=d.createElement('script');s.src=u;s.async=true;p.replaceWith(s)}}function later(){requestAnimationFrame(function(){setTimeout(run,0)});setTimeout(run,d.visibilityState==='hidden'?0:250)}if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',later,{once:true});else later()})()`

const escapeAttribute = (value) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;')
/** An attribute's value as written in HTML (React escapes &, ", ', < and >) back to its text. */
const ENTITIES = { amp: '&', quot: '"', lt: '<', gt: '>', '#39': "'", '#x27': "'" }
const unescapeAttribute = (value) => value.replace(/&(amp|quot|lt|gt|#39|#x27);/g, (_, name) => ENTITIES[name])

/** The attributes of a start tag's text (`name="value"`, `name=''`, bare `name`), names in lower case. */
function attributesOf(tag) {
  const attributes = new Map()
  const pattern = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g
  const body = tag.replace(/^<[a-zA-Z]+/, '').replace(/\/?>$/, '')
  for (const match of body.matchAll(pattern))
    attributes.set(match[1].toLowerCase(), unescapeAttribute(match[2] ?? match[3] ?? match[4] ?? ''))
  return attributes
}

/** A script of the build (`/_next/static/…`), as Next writes them: an external async script. */
function isBuildScript(attributes) {
  const src = attributes.get('src') ?? ''
  return (
    src.startsWith('/_next/static/') &&
    /\.js(?:\?|$)/.test(src) &&
    attributes.has('async') &&
    !attributes.has('nomodule') &&
    !attributes.has('type')
  )
}

/**
 * Rewrites a document as it streams: `push` each piece of text as it comes, `end` at the end; each answers the text
 * to send on. A tag cut in two between pieces is held back until the rest of it arrives.
 *
 * Nothing changes when the head holds no build script with a nonce: the loader could not run under the page's
 * Content-Security-Policy without one, and the scripts must then load as Next wrote them.
 */
export function createScriptDeferral() {
  let held = ''
  let headDone = false
  let active = false
  let nonce = ''
  const tagPattern = /<script\b[^>]*>\s*<\/script>|<link\b[^>]*>|<\/head>/gi

  /** Looks through the head for its first build script with a nonce. */
  function activate(text) {
    if (active || headDone) return
    const end = text.search(/<\/head>/i)
    for (const [tag] of (end < 0 ? text : text.slice(0, end)).matchAll(/<script\b[^>]*>/gi)) {
      const attributes = attributesOf(tag)
      if (isBuildScript(attributes) && attributes.get('nonce')) {
        active = true
        nonce = attributes.get('nonce') ?? ''
        return
      }
    }
  }

  function rewrite(text) {
    activate(text)
    return text.replace(tagPattern, (tag) => {
      if (tag.toLowerCase() === '</head>') {
        headDone = true
        return active ? `<script nonce="${escapeAttribute(nonce)}">${LOADER}</script></head>` : tag
      }
      const attributes = attributesOf(tag.slice(0, tag.indexOf('>') + 1))
      if (tag[1].toLowerCase() === 'l') {
        const preloadsScript =
          attributes.get('rel')?.toLowerCase() === 'preload' &&
          attributes.get('as')?.toLowerCase() === 'script' &&
          (attributes.get('href') ?? '').startsWith('/_next/static/')
        return active && preloadsScript ? '' : tag
      }
      if (!active || !isBuildScript(attributes)) return tag
      return `<script type="${AFTER_PAINT_TYPE}" nonce="${escapeAttribute(nonce)}" data-src="${escapeAttribute(attributes.get('src') ?? '')}"></script>`
    })
  }

  return {
    push(text) {
      const all = held + text
      // The head is held back until it is known whether this page is rewritten (its first build script with a nonce,
      // or the end of the head without one): a script's preload comes before the scripts.
      if (!active && !headDone) {
        activate(all)
        if (!active && !/<\/head>/i.test(all)) {
          held = all
          return ''
        }
      }
      // Hold back an unfinished tag (a '<' with no '>' after it), and a script tag whose end tag has not come yet.
      let cut = all.length
      const lastOpen = all.lastIndexOf('<')
      if (lastOpen >= 0 && all.indexOf('>', lastOpen) < 0) cut = lastOpen
      const lastScript = all.slice(0, cut).search(/<script\b[^>]*>\s*$/i)
      if (lastScript >= 0) cut = lastScript
      held = all.slice(cut)
      return rewrite(all.slice(0, cut))
    },
    end() {
      const rest = held
      held = ''
      return rewrite(rest)
    },
  }
}

/** The encoding this server compresses a document with for a browser that accepts `header`, or null. */
export function pickEncoding(header) {
  const accepted = new Map()
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    if (!name) continue
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    accepted.set(name, q ? Number(q.slice(2)) : 1)
  }
  const allowed = (name) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0
  if (allowed('br')) return 'br'
  if (allowed('gzip')) return 'gzip'
  return null
}

/** A request for a page as a document (a navigation), not Next's data for client-side navigation. */
export function isDocumentRequest(request) {
  if (request.method !== 'GET') return false
  if (request.headers.rsc || request.headers['next-router-prefetch']) return false
  return String(request.headers.accept ?? '').includes('text/html')
}

const COMPRESSIBLE =
  /^(?:text\/|application\/(?:json|javascript|xml|manifest\+json|rss\+xml|atom\+xml)|image\/svg\+xml)/i

function compressor(encoding) {
  return encoding === 'br'
    ? zlib.createBrotliCompress({
        params: {
          // Quality 5: about gzip's speed, with brotli's smaller output (a page is compressed for every request).
          [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        },
      })
    : zlib.createGzip({ level: 6 })
}

/**
 * For a document request: asks Next for plain text, rewrites HTML answers with createScriptDeferral and compresses
 * what goes out (any compressible answer: a document request can also end at a route's JSON or XML). Patches
 * `response` in place, before Next's handler gets it; other requests are left alone. Answers whether it took over.
 */
export function deferScriptsOfDocuments(request, response) {
  if (!isDocumentRequest(request)) return false
  const encoding = pickEncoding(request.headers['accept-encoding'])
  request.headers['accept-encoding'] = 'identity'

  const write = response.write.bind(response)
  const end = response.end.bind(response)
  const writeHead = response.writeHead.bind(response)
  /** Decided when the headers go: whether this answer is rewritten, and how it is compressed. */
  let plan = null
  let deferral = null
  let decoder = null
  let zip = null

  function decide(status, headers) {
    if (plan) return
    // Headers given to writeHead as raw pairs cannot be edited here: such an answer goes out as Next wrote it.
    if (Array.isArray(headers)) {
      plan = { html: false, compress: false }
      return
    }
    // A header may have been set with setHeader or be in writeHead's object, which wins over it.
    const keyOf = (name) => (headers ? Object.keys(headers).find((k) => k.toLowerCase() === name) : undefined)
    const header = (name) => {
      const key = keyOf(name)
      return String((key ? headers[key] : response.getHeader(name)) ?? '')
    }
    const set = (name, value) => {
      const key = keyOf(name)
      if (key) headers[key] = value
      else response.setHeader(name, value)
    }
    const drop = (name) => {
      response.removeHeader(name)
      const key = keyOf(name)
      if (key) delete headers[key]
    }
    const type = header('content-type')
    const bodiless = status === 204 || status === 304 || (status >= 100 && status < 200)
    const html = !bodiless && /^text\/html/i.test(type)
    const compress = !bodiless && encoding !== null && COMPRESSIBLE.test(type) && !header('content-encoding')
    plan = { html, compress }
    if (html || compress) drop('content-length')
    if (compress) {
      set('content-encoding', encoding)
      const vary = header('vary')
      if (!/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary))
        set('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
      zip = compressor(encoding)
      zip.on('data', (chunk) => write(chunk))
      zip.on('end', () => end())
      zip.on('error', () => response.destroy())
      response.on('close', () => zip.destroy())
    }
    if (html) {
      deferral = createScriptDeferral()
      decoder = new StringDecoder('utf8')
    }
  }

  const toBuffer = (chunk, enc) =>
    typeof chunk === 'string' ? Buffer.from(chunk, typeof enc === 'string' ? enc : 'utf8') : Buffer.from(chunk)

  /** Sends one piece of the body on, rewritten and compressed as planned. */
  function send(buffer) {
    const out = plan.html ? Buffer.from(deferral.push(decoder.write(buffer)), 'utf8') : buffer
    if (!out.length) return true
    if (!zip) return write(out)
    zip.write(out)
    // Flushed piece by piece: a streamed page's later parts (its Suspense boundaries) must not wait in the compressor.
    zip.flush()
    return true
  }

  response.writeHead = (status, ...rest) => {
    decide(
      status,
      rest.find((r) => r && typeof r === 'object'),
    )
    return writeHead(status, ...rest)
  }
  response.write = (chunk, enc, callback) => {
    decide(response.statusCode)
    const done = typeof enc === 'function' ? enc : callback
    const ok = chunk === undefined || chunk === null ? true : send(toBuffer(chunk, enc))
    if (typeof done === 'function') process.nextTick(done)
    return ok
  }
  response.end = (chunk, enc, callback) => {
    decide(response.statusCode)
    const done = [chunk, enc, callback].find((a) => typeof a === 'function')
    if (typeof done === 'function') response.once('finish', done)
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') send(toBuffer(chunk, enc))
    const rest = plan.html ? Buffer.from(deferral.push(decoder.end()) + deferral.end(), 'utf8') : Buffer.alloc(0)
    if (zip) {
      if (rest.length) zip.write(rest)
      zip.end()
    } else {
      if (rest.length) write(rest)
      end()
    }
    return response
  }
  return true
}
