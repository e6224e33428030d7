import { describe, expect, it } from 'vitest'
import { sanitizeHtml } from './sanitize-html'

/** What must never come out, whatever went in: a script-capable element or attribute, a script or data: URL. */
const DANGEROUS_MARKUP = [
  /<\s*\/?\s*(script|style|iframe|frame|object|embed|svg|math|form|input|button|meta|base|link|template|textarea|xmp|noscript|select|option)\b/i,
  /\son[a-z]+\s*=/i,
  /\s(style|srcset|action|formaction|id|name|class|target)\s*=/i,
]
const DANGEROUS_URL = /^\s*(javascript|vbscript|data):|^\s*\/\//i

function expectSafe(out: string) {
  // Every attribute value comes out double-quoted with its quotes escaped: text inside one is inert.
  const markup = out.replace(/"[^"]*"/g, '""')
  for (const pattern of DANGEROUS_MARKUP) expect(markup, `${pattern} in ${out}`).not.toMatch(pattern)
  for (const [, url] of out.matchAll(/\s(?:href|src)="([^"]*)"/g))
    expect(url, `URL in ${out}`).not.toMatch(DANGEROUS_URL)
}

const REL = 'rel="noopener noreferrer"'

describe('operator rich text: what is kept', () => {
  it('keeps the formatting tags operators use', () => {
    const html =
      '<h2>Title</h2><p><strong>b</strong> <em>i</em> <b>b</b> <i>i</i> <u>u</u><br></p><ul><li>one</li></ul><ol><li>two</li></ol>' +
      '<blockquote>q</blockquote><div><span>s</span></div><h1>a</h1><h6>f</h6>'
    expect(sanitizeHtml(html)).toBe(html.replace('<br>', '<br />'))
  })

  it('keeps links to web pages, mail and this site, always with rel=noopener', () => {
    expect(sanitizeHtml('<a href="https://x.test/a">x</a>')).toBe(`<a href="https://x.test/a" ${REL}>x</a>`)
    expect(sanitizeHtml('<a href="http://x.test/?a=1&b=2" title="T">x</a>')).toBe(
      `<a href="http://x.test/?a=1&amp;b=2" title="T" ${REL}>x</a>`,
    )
    expect(sanitizeHtml('<a href="mailto:help@basil.test">m</a>')).toBe(`<a href="mailto:help@basil.test" ${REL}>m</a>`)
    expect(sanitizeHtml('<a href="/shop/1">s</a>')).toBe(`<a href="/shop/1" ${REL}>s</a>`)
    // an operator's own rel or target cannot reopen the window.opener door
    expect(sanitizeHtml('<a href="https://x.test" rel="opener" target="_blank">x</a>')).toBe(
      `<a href="https://x.test" ${REL}>x</a>`,
    )
  })

  it('keeps images with http(s) or site paths and pixel sizes', () => {
    expect(sanitizeHtml('<img src="/storage/images/a.png" alt="A" width="100" height="50">')).toBe(
      '<img src="/storage/images/a.png" alt="A" width="100" height="50" />',
    )
    expect(sanitizeHtml('<img src="https://cdn.test/a.png" alt="" width="100%" height="5 onload=alert(1)">')).toBe(
      '<img src="https://cdn.test/a.png" alt="" />',
    )
  })

  it('keeps tables', () => {
    const html =
      '<table><caption>c</caption><thead><tr><th scope="col">h</th></tr></thead><tbody><tr><td colspan="2">d</td></tr></tbody><tfoot><tr><td>f</td></tr></tfoot></table>'
    expect(sanitizeHtml(html)).toBe(html)
  })

  it('turns plain text into paragraphs and escapes it', () => {
    expect(sanitizeHtml('one\n\ntwo & three')).toBe('<p>one</p><p>two &amp; three</p>')
    expect(sanitizeHtml('a\nb')).toBe('<p>a<br>b</p>')
  })

  it('escapes stray angle brackets and ampersands in text', () => {
    expect(sanitizeHtml('<p>5 < 6 & 7 > 3</p>')).toBe('<p>5 &lt; 6 &amp; 7 &gt; 3</p>')
  })

  it('closes what was left open', () => {
    expect(sanitizeHtml('<div><p><b>unclosed <i>nested')).toBe('<div><p><b>unclosed <i>nested</i></b></p></div>')
  })
})

describe('operator rich text: XSS vectors', () => {
  const cases: [string, string, string][] = [
    ['script tags', '<p>Hi<script>alert(1)</script></p>', '<p>Hi</p>'],
    ['uppercase script', '<SCRIPT SRC=//evil.test/x.js></SCRIPT><p>x</p>', '<p>x</p>'],
    ['split script tags', '<scr<script>ipt>alert(1)</script>', 'ipt&gt;alert(1)'],
    ['doubled brackets', '<<script>script>alert(1)<</script>/script>', '&lt;/script&gt;'],
    ['event handlers', '<p onclick="x()">a</p><img src="/a.png" onerror="alert(1)">', '<p>a</p><img src="/a.png" />'],
    ['handler with odd spacing', '<p/onmouseover=alert(1)>a</p>', '<p>a</p>'],
    ['javascript: link', '<a href="javascript:alert(1)">l</a>', `<a ${REL}>l</a>`],
    ['mixed-case javascript:', '<a href="  JaVaScRiPt:alert(1)">l</a>', `<a ${REL}>l</a>`],
    ['tab entity inside the scheme', '<a href="jav&#x09;ascript:alert(1)">l</a>', `<a ${REL}>l</a>`],
    ['raw newline inside the scheme', '<a href="java\nscript:alert(1)">l</a>', `<a ${REL}>l</a>`],
    [
      'decimal entities',
      '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">l</a>',
      `<a ${REL}>l</a>`,
    ],
    ['hex entity first letter', '<a href="&#x6A;avascript:alert(1)">l</a>', `<a ${REL}>l</a>`],
    ['named colon entity', '<a href="javascript&colon;alert(1)">l</a>', `<a ${REL}>l</a>`],
    ['vbscript:', '<a href="vbscript:msgbox(1)">l</a>', `<a ${REL}>l</a>`],
    ['javascript: image', '<IMG SRC=JaVaScRiPt:alert(1)>', ''],
    ['data: link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">l</a>', `<a ${REL}>l</a>`],
    ['data: image', '<img src="data:image/svg+xml;base64,PHN2Zy8+" alt="d"><p>x</p>', '<p>x</p>'],
    ['protocol-relative link', '<a href="//evil.test/x">l</a>', `<a ${REL}>l</a>`],
    [
      'srcset',
      '<img src="/a.png" srcset="javascript:alert(1) 1x, https://evil.test/b.png 2x">',
      '<img src="/a.png" />',
    ],
    ['svg with script', '<svg><script>alert(1)</script><p>in svg</p></svg><p>after</p>', '<p>after</p>'],
    ['svg onload', '<svg onload=alert(1)><p>x</p></svg>', ''],
    ['svg textarea confusion', '<svg><textarea><img src=x onerror=alert(1)></textarea></svg>', ''],
    ['math xmp confusion', '<math><xmp><img src=x onerror=alert(1)></xmp></math>', ''],
    ['math mglyph style confusion', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', ''],
    [
      'iframe',
      '<iframe src="https://evil.test"></iframe><iframe srcdoc="<script>alert(1)</script>"></iframe><p>x</p>',
      '<p>x</p>',
    ],
    [
      'style attribute with expression',
      '<p style="width:expression(alert(1));background:url(javascript:alert(1))">s</p>',
      '<p>s</p>',
    ],
    ['style element', '<style>p{x:expression(alert(1))}</style><p>s</p>', '<p>s</p>'],
    [
      'form with action',
      '<form action="https://evil.test"><input name="x"><button formaction="javascript:alert(1)">go</button></form>',
      'go',
    ],
    ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><p>m</p>', '<p>m</p>'],
    [
      'base, link, object, embed',
      '<base href="https://evil.test/"><link rel=stylesheet href=x><object data="javascript:alert(1)"></object><embed src="x.swf">',
      '',
    ],
    ['hidden in a comment', '<!--<img src=x onerror=alert(1)>--><p>c</p>', '<p>c</p>'],
    ['bogus comment end', '<p>a<!-- --!><img src=x onerror=alert(1)>--></p>', '<p>a</p>'],
    ['noscript attribute breakout', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>', ''],
    ['template', '<template><img src=x onerror=alert(1)></template>ok', 'ok'],
    ['select/option', '<select><option><img src=x onerror=alert(1)></option></select>', ''],
    [
      'attribute quote breakout',
      '<a href="https://x.test" title="&quot;><img src=x onerror=alert(1)>">t</a>',
      `<a href="https://x.test" title="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;" ${REL}>t</a>`,
    ],
    ['clobbering attributes', '<h1 id="x" class="y">T</h1><div name="z">d</div>', '<h1>T</h1><div>d</div>'],
  ]

  it.each(cases)('%s', (_name, input, expected) => {
    const out = sanitizeHtml(input)
    expect(out).toBe(expected)
    expectSafe(out)
  })

  it('an empty-comment trick leaves no handler behind', () => {
    const out = sanitizeHtml('<!--><img src=x onerror=alert(1)>-->')
    expectSafe(out)
  })

  it('is idempotent: cleaning clean output changes nothing', () => {
    for (const [, input] of cases) {
      const once = sanitizeHtml(input)
      if (/[<>]/.test(once)) expect(sanitizeHtml(once)).toBe(once)
    }
  })
})
