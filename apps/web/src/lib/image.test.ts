import { describe, expect, it } from 'vitest'
import { isAllowedImageSrc, toImageUrl } from './image'

describe('image rules (spec §5)', () => {
  it("accepts only '/', 'http://' and 'https://' sources", () => {
    expect(isAllowedImageSrc('/images/a.png')).toBe(true)
    expect(isAllowedImageSrc('http://x/a.png')).toBe(true)
    expect(isAllowedImageSrc('https://x/a.png')).toBe(true)
    for (const bad of ['a.png', 'javascript:alert(1)', 'data:image/png;base64,xx', '', null, 3]) {
      expect(isAllowedImageSrc(bad)).toBe(false)
    }
  })
  it('prefixes paths without http with the image base', () => {
    expect(toImageUrl('shops/1.webp')).toBe('/storage/images/shops/1.webp')
    expect(toImageUrl('https://cdn/x.webp')).toBe('https://cdn/x.webp')
    expect(toImageUrl(null)).toBeUndefined()
  })
})
