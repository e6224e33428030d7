import { describe, expect, it } from 'vitest'
import { buildContentSecurityPolicy, createNonce, readTileSource } from './csp'

const directive = (policy: string, name: string) =>
  policy.split('; ').find((d) => d.startsWith(`${name} `) || d === name)

describe('content security policy', () => {
  it('makes a fresh base64 nonce of 128 bits each time', () => {
    const a = createNonce()
    const b = createNonce()
    expect(a).not.toBe(b)
    expect(a).toMatch(/^[A-Za-z0-9+/]{22}==$/)
  })

  it('lets scripts run only with the nonce (never unsafe-inline), and keeps the page unframeable by others', () => {
    const policy = buildContentSecurityPolicy({ nonce: 'abc123==' })
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'nonce-abc123==' 'strict-dynamic'")
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'self'")
    expect(directive(policy, 'object-src')).toBe("object-src 'none'")
    expect(directive(policy, 'base-uri')).toBe("base-uri 'none'")
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self'")
    expect(directive(policy, 'upgrade-insecure-requests')).toBeUndefined()
    expect(policy).not.toContain('unsafe-eval')
  })

  it('adds eval in development only, and upgrades http over https', () => {
    expect(directive(buildContentSecurityPolicy({ nonce: 'n', dev: true }), 'script-src')).toContain("'unsafe-eval'")
    expect(directive(buildContentSecurityPolicy({ nonce: 'n', secure: true }), 'upgrade-insecure-requests')).toBe(
      'upgrade-insecure-requests',
    )
  })

  it('names the map tiles origin', () => {
    const policy = buildContentSecurityPolicy({
      nonce: 'n',
      mapTileUrl: 'http://tiles.example.org:8080/{z}/{x}/{y}.png',
    })
    expect(directive(policy, 'img-src')).toContain('http://tiles.example.org:8080')
  })

  it('reads a tile template as one source', () => {
    expect(readTileSource('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(
      'https://*.tile.openstreetmap.org',
    )
    expect(readTileSource('https://tiles.example.org/{z}/{x}/{y}{r}.png')).toBe('https://tiles.example.org')
    expect(readTileSource('https://tiles-{s}.example.org/{z}/{x}/{y}.png')).toBe('https:')
    expect(readTileSource('https://a@b.example.org/x')).toBeNull()
    expect(readTileSource("https://x.org;script-src 'unsafe-inline'/")).toBeNull()
    expect(readTileSource('ftp://x.org/')).toBeNull()
  })
})
