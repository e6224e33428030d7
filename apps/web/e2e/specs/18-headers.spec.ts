// Issue 12, item 10 (security probe D11; docs/security.md "Headers"): storefront pages carry a Content Security
// Policy with a fresh nonce per response that Next's scripts and ours carry, refuse to be framed by other sites, and
// send nosniff, a referrer policy and a permissions policy. The first tests speak plain HTTP; the last ones check in
// Chromium that pages still hydrate and work under the policy, that an injected handler does not run, and that a
// page of another origin cannot frame the storefront.
import http from 'node:http'
import type { Page } from '@playwright/test'
import { allowConsole, test } from '../fixtures.ts'
import { assert, assertEqual, type Json, open, waitFor } from '../kit/harness.ts'
import { listShops } from '../kit/data.ts'

/** One plain HTTP request (no redirects followed); resolves with status, headers and the body as text. */
function request(
  base: string,
  path: string,
  { headers = {} }: { headers?: http.OutgoingHttpHeaders } = {},
): Promise<{ status: number | undefined; headers: http.IncomingHttpHeaders; text: string }> {
  const url = new URL(path, base)
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: url.hostname, port: url.port, path: url.pathname + url.search, headers },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () =>
          resolve({ status: res.statusCode, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }),
        )
      },
    )
    req.on('error', reject)
    req.end()
  })
}

/** The policy's directives by name. */
function directives(policy: Json) {
  const map = new Map()
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/)
    if (name) map.set(name.toLowerCase(), sources)
  }
  return map
}

/** The nonce of the script-src directive (there must be exactly one). */
function scriptNonce(policy: Json): string {
  const nonces = (directives(policy).get('script-src') ?? [])
    .map((s: Json) => /^'nonce-([A-Za-z0-9+/_=-]+)'$/.exec(s)?.[1])
    .filter(Boolean)
  assertEqual(nonces.length, 1, `one nonce in script-src of ${policy}`)
  return nonces[0]
}

/** Every <script> start tag of an HTML document, and the nonce attribute of each (null when it has none). */
function scriptTags(html: Json) {
  return [...html.matchAll(/<script\b[^>]*>/gi)].map(([tag]) => ({
    tag,
    nonce: /\snonce="([^"]*)"/.exec(tag)?.[1] ?? null,
  }))
}

/** The pages checked: the ones D11 named plus search, a shop, a content page, a sign-in page and a 404. */
async function pagesToCheck() {
  const shop = (await listShops())[0]
  const restaurant = (await listShops('type=restaurant'))[0] ?? shop
  return [
    '/',
    '/login',
    '/register',
    '/checkout',
    '/profile',
    `/restaurant/${restaurant.id}`,
    `/shop/${shop.id}`,
    '/search?q=pizza',
    '/faq',
    '/no-such-page',
  ]
}

function assertStaticHeaders(res: Json, path: string) {
  assertEqual(res.headers['x-frame-options'], 'SAMEORIGIN', `X-Frame-Options on ${path}`)
  assertEqual(res.headers['x-content-type-options'], 'nosniff', `X-Content-Type-Options on ${path}`)
  assertEqual(res.headers['referrer-policy'], 'strict-origin-when-cross-origin', `Referrer-Policy on ${path}`)
  const permissions = String(res.headers['permissions-policy'] ?? '')
  for (const feature of ['geolocation=(self)', 'camera=()', 'microphone=()', 'payment=()', 'usb=()']) {
    assert(permissions.split(/,\s*/).includes(feature), `Permissions-Policy on ${path} has ${feature}: ${permissions}`)
  }
}

test('D11: every page sends a nonce-based CSP, frame-ancestors self and the other security headers', async ({
  base,
}) => {
  for (const path of await pagesToCheck()) {
    const res = await request(base, path)
    assert(res.status! < 500, `${path} answered ${res.status}`)
    assertStaticHeaders(res, path)
    const policy = res.headers['content-security-policy']
    assert(typeof policy === 'string' && policy.length > 0, `Content-Security-Policy on ${path}`)
    const d = directives(policy)
    const scriptSrc = d.get('script-src') ?? []
    assert(
      !scriptSrc.includes("'unsafe-inline'") && !scriptSrc.includes("'unsafe-eval'"),
      `no unsafe script sources on ${path}: ${scriptSrc.join(' ')}`,
    )
    assert(!(d.get('default-src') ?? []).includes("'unsafe-inline'"), `no unsafe-inline default on ${path}`)
    assertEqual((d.get('frame-ancestors') ?? []).join(' '), "'self'", `frame-ancestors on ${path}`)
    assertEqual((d.get('object-src') ?? []).join(' '), "'none'", `object-src on ${path}`)
    assert(d.has('base-uri'), `base-uri on ${path}`)
    const nonce = scriptNonce(policy)
    assert(nonce.length >= 16, `a long nonce on ${path}`)

    // Every script of the page carries this response's nonce, Next's bootstrap and payload scripts and our own.
    if (res.status === 200 || res.status === 404) {
      const scripts = scriptTags(res.text)
      assert(scripts.length > 0, `scripts on ${path}`)
      const without = scripts.filter((s) => s.nonce !== nonce)
      assert(
        without.length === 0,
        `every script on ${path} has the nonce; these do not: ${without.map((s) => s.tag).join(' ')}`,
      )
      assert(
        scripts.some((s) => !/\ssrc=/.test(s.tag)),
        `inline scripts on ${path} are among them`,
      )
    }
  }
})

test('D11: the nonce is new on every response, and a client cannot choose it', async ({ base }) => {
  const seen = new Set<string>()
  for (let i = 0; i < 3; i++) {
    const res = await request(base, '/')
    const nonce = scriptNonce(res.headers['content-security-policy'])
    assert(!seen.has(nonce), `nonce repeated: ${nonce}`)
    seen.add(nonce)
    assert(res.text.includes(`nonce="${nonce}"`), 'the page carries the nonce of its own response')
    for (const other of seen) if (other !== nonce) assert(!res.text.includes(other), 'no earlier nonce in the page')
  }
  // Request headers under the names the proxy uses to hand the nonce on are replaced, never believed.
  const forged = await request(base, '/login', {
    headers: {
      'x-nonce': 'forgedNonce0000000000000',
      'content-security-policy': "script-src 'nonce-forgedNonce0000000000000'",
    },
  })
  assert(
    !scriptNonce(forged.headers['content-security-policy']).startsWith('forged'),
    "the response nonce is the server's",
  )
  assert(!forged.text.includes('forgedNonce'), 'the forged nonce appears nowhere in the page')
})

test('D11: build output and public files get nosniff and the frame options; the API keeps its own headers', async ({
  base,
}) => {
  const home = await request(base, '/')
  const chunk = /<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/.exec(home.text)?.[1]
  assert(chunk, 'a script chunk on the home page')
  for (const path of [chunk, '/images/avatar_placeholder.png', '/robots.txt']) {
    const res = await request(base, path)
    assertEqual(res.status, 200, `${path} status`)
    assertStaticHeaders(res, path)
  }
  // The proxied API answers keep what the API sends: the storefront adds no page policy (no nonce) to them.
  const api = await request(base, '/api/v1/rest/settings')
  assertEqual(api.status, 200, 'API status')
  assert(!String(api.headers['content-security-policy'] ?? '').includes('nonce-'), 'no page policy on an API answer')
})

/** Records CSP violations in the page (a listener added before any script of the page runs). */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    window.__cspViolations = []
    document.addEventListener('securitypolicyviolation', (e) =>
      window.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`),
    )
  })
}

test('D11: pages hydrate and work under the policy, with no CSP violation', async ({ page, base }) => {
  await recordViolations(page)
  const shop = (await listShops())[0]
  for (const path of ['/', '/login', `/shop/${shop.id}`, '/search?q=pizza', '/faq']) {
    const response = await page.goto(new URL(path, base).href, { waitUntil: 'domcontentloaded' })
    await page.waitForSelector('html[data-hydrated="1"]', { state: 'attached', timeout: 20_000 })
    const nonce = scriptNonce(await response!.headerValue('content-security-policy'))
    // Browsers hide the nonce attribute from the DOM after checking it; the property keeps it. Chunks that Next's
    // trusted code loads later have none ('strict-dynamic' lets them in); every other script has this response's.
    const scripts = await page.evaluate(() =>
      [...document.querySelectorAll('script')].map((s) => ({ nonce: s.nonce, src: s.getAttribute('src') ?? '' })),
    )
    const others = scripts.filter(
      (s) => s.nonce !== nonce && !/^\/_next\/static\/chunks\/[\w.-]+\.js$/.test(new URL(s.src || 'x:', base).pathname),
    )
    assert(
      scripts.length > 0 && others.length === 0,
      `scripts in the DOM of ${path} carry the response nonce: ${JSON.stringify(others)}`,
    )
    assertEqual(JSON.stringify(await page.evaluate(() => window.__cspViolations)), '[]', `CSP violations on ${path}`)
  }
  // Hydrated means working: the theme toggle (a client component) still switches the theme.
  await open(page, base, '/')
  const wasDark = await page.evaluate(() => document.documentElement.classList.contains('dark'))
  await page.getByTestId('header-desktop').getByTestId('theme-toggle').click()
  await waitFor(
    () => page.evaluate((before) => document.documentElement.classList.contains('dark') !== before, wasDark),
    { message: 'theme toggled' },
  )
  // A client-side navigation loads more code under the same policy.
  await page.getByTestId('shop-card').first().locator('a').first().click()
  await page.waitForURL(/\/(shop|restaurant)\/\d+/)
  await page.getByTestId('shop-title').waitFor()
  assertEqual(
    JSON.stringify(await page.evaluate(() => window.__cspViolations)),
    '[]',
    'CSP violations after interaction',
  )
})

test(
  'D11: injected markup cannot run script (an inline handler without the nonce is refused)',
  allowConsole([/inline event handler/]),
  async ({ page, base }) => {
    await open(page, base, '/')
    await page.evaluate(() => {
      window.__pwned = 0
      document.body.insertAdjacentHTML(
        'beforeend',
        '<img id="xss-probe" src="/images/avatar_placeholder.png" alt="" onload="window.__pwned=1">',
      )
    })
    await waitFor(
      () => page.evaluate(() => (document.getElementById('xss-probe') as HTMLImageElement | null)?.complete),
      { message: 'probe image loaded' },
    )
    // Negative check: an onload handler would run right after the load; give it that moment.
    await page.waitForTimeout(200)
    assertEqual(await page.evaluate(() => window.__pwned), 0, 'the injected handler did not run')
  },
)

test(
  'D11: another origin cannot frame the storefront; the storefront itself can',
  allowConsole([/frame-ancestors/, /Refused to (frame|display)/]),
  async ({ page, base }) => {
    const web = new URL(base)
    // A page of another origin (localhost is not 127.0.0.1) that frames the sign-in page.
    const other = `http://localhost:${web.port}/framing-probe`
    const frameHtml = (src: Json) =>
      `<!doctype html><title>probe</title><iframe id="f" src="${src}" width="800" height="600"></iframe>`
    await page.route(other, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: frameHtml(`${base}/login`) }),
    )
    await page.goto(other)
    // Chromium replaces a refused frame with its error page.
    const framed = await waitFor(
      () => page.frames().find((f) => f !== page.mainFrame() && f.url().startsWith('chrome-error:')),
      {
        message: 'the cross-origin frame refused',
      },
    )
    assertEqual(
      await framed.evaluate(() => Boolean(document.querySelector('[data-testid]'))).catch(() => false),
      false,
      'no storefront markup in the frame',
    )

    // The same page framed by this site's own origin loads and hydrates.
    const own = `${base}/framing-probe`
    await page.route(own, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: frameHtml('/login') }),
    )
    await page.goto(own)
    const frame = await (await page.waitForSelector('#f')).contentFrame()
    await frame!.waitForSelector('html[data-hydrated="1"]', { state: 'attached', timeout: 20_000 })
  },
)
