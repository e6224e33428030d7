const ALLOWED = new Set(['p', 'br', 'b', 'strong', 'i', 'em', 'u', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'a', 'span'])

/**
 * Keeps only simple formatting tags of operator-written rich text (no attributes except a safe href), so content from
 * the API can never run script in a visitor's browser. Text without tags is turned into paragraphs.
 */
export function sanitizeHtml(input: string): string {
  if (!/[<>]/.test(input)) {
    return input
      .split(/\n{2,}/)
      .map((p) => `<p>${escapeText(p).replace(/\n/g, '<br>')}</p>`)
      .join('')
  }
  return input
    .replace(/<(script|style|iframe|object|embed|template)[\s\S]*?<\/\1>/gi, '')
    .replace(/<\/?([a-z0-9]+)([^>]*)>/gi, (tag, name: string, attrs: string) => {
      const lower = name.toLowerCase()
      if (!ALLOWED.has(lower)) return ''
      if (tag.startsWith('</')) return `</${lower}>`
      if (lower === 'a') {
        const href = /href\s*=\s*"(https?:\/\/[^"]*|\/[^"]*)"/i.exec(attrs)?.[1]
        return href ? `<a href="${escapeText(href)}" rel="noopener noreferrer">` : '<a>'
      }
      return `<${lower}>`
    })
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}
