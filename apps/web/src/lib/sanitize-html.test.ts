import { describe, expect, it } from 'vitest'
import { sanitizeHtml } from './sanitize-html'

describe('operator rich text', () => {
  it('drops scripts, event handlers and unknown tags', () => {
    const out = sanitizeHtml('<p onclick="x()">Hi<script>alert(1)</script><img src=x onerror=y></p><a href="javascript:z">l</a>')
    expect(out).toBe('<p>Hi</p><a>l</a>')
  })
  it('keeps safe links and turns plain text into paragraphs', () => {
    expect(sanitizeHtml('<a href="https://x.test/a">x</a>')).toBe('<a href="https://x.test/a" rel="noopener noreferrer">x</a>')
    expect(sanitizeHtml('one\n\ntwo & three')).toBe('<p>one</p><p>two &amp; three</p>')
  })
})
