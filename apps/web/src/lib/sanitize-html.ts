import sanitize from 'sanitize-html'

// Operator-written rich text (pages, blog and news posts, FAQs, recipes) goes through a real HTML parser
// (`sanitize-html` on htmlparser2) and is written out again from the parsed tree: only the tags and attributes below
// survive, every text and attribute value is re-escaped, so nothing the browser parses differently can slip through.
// This runs on the server only (RichText is a server component); the package is never sent to browsers.

const TAGS = [
  'p',
  'br',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'em',
  'b',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'span',
  'div',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
]

// No style, class, id or name anywhere (no CSS tricks, no DOM clobbering), no event handlers (never listed), no srcset.
const ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'title', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
}

const OPTIONS: sanitize.Options = {
  allowedTags: TAGS,
  allowedAttributes: ATTRIBUTES,
  // Links: web pages and e-mail addresses, or paths on this site. Images: http(s) or paths on this site. No data: URLs,
  // not even data:image: operator images are uploaded to /storage or live on a web server, and data: is the usual
  // disguise for filter evasion. Schemes are read after entities and control characters are stripped ("jav&#x09;ascript:").
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  // "//host/path" is another site in disguise: refused like any unlisted scheme.
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // A dropped tag keeps its text, except these, whose content goes with them: code and raw text (script, style,
  // xmp, ...), embedded documents, and SVG/MathML, whose parsing rules differ from HTML's (namespace confusion).
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'select',
    'xmp',
    'plaintext',
    'noscript',
    'noembed',
    'noframes',
    'template',
    'title',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'svg',
    'math',
  ],
  // An image whose source was refused is dropped whole rather than left as an empty frame.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  transformTags: {
    // A link never hands the opened page a handle on this one, nor tells it where the visitor came from.
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }),
    // Sizes are plain pixel counts or nothing.
    img: (tagName, attribs) => ({ tagName, attribs: keepPixelSizes(attribs) }),
  },
}

/**
 * Keeps only simple formatting of operator-written rich text (see OPTIONS), so content from the API can never run
 * script in a visitor's browser. Text without tags is turned into paragraphs.
 */
export function sanitizeHtml(input: string): string {
  if (!/[<>]/.test(input)) {
    return input
      .split(/\n{2,}/)
      .map((p) => `<p>${escapeText(p).replace(/\n/g, '<br>')}</p>`)
      .join('')
  }
  return sanitize(input, OPTIONS)
}

function keepPixelSizes(attribs: sanitize.Attributes): sanitize.Attributes {
  const out: sanitize.Attributes = {}
  for (const [name, value] of Object.entries(attribs)) {
    if ((name === 'width' || name === 'height') && !/^\d{1,4}$/.test(value.trim())) continue
    out[name] = value
  }
  return out
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}
