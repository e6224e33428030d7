import { afterEach, describe, expect, it, vi } from 'vitest'
import { buildContentSecurityPolicy } from './csp'
import { DEFAULT_MAP_TILE_URL, readMapTileUrl } from './env'

describe('map tiles setting (MAP_TILE_URL)', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
  })

  it("uses OpenStreetMap's standard tiles when it is not set", () => {
    vi.stubEnv('MAP_TILE_URL', undefined)
    expect(readMapTileUrl()).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png')
    vi.stubEnv('MAP_TILE_URL', '  ')
    expect(readMapTileUrl()).toBe(DEFAULT_MAP_TILE_URL)
  })

  it('takes an http(s) template instead, and none when it is off or unusable', () => {
    vi.stubEnv('MAP_TILE_URL', ' http://127.0.0.1:8080/tiles/{z}/{x}/{y}.png ')
    expect(readMapTileUrl()).toBe('http://127.0.0.1:8080/tiles/{z}/{x}/{y}.png')
    vi.stubEnv('MAP_TILE_URL', 'OFF')
    expect(readMapTileUrl()).toBeNull()
    vi.stubEnv('MAP_TILE_URL', 'javascript:alert(1)')
    expect(readMapTileUrl()).toBeNull()
    vi.stubEnv('MAP_TILE_URL', 'https://tiles.example.org/{z}/{x}/{y}.png" onerror="x')
    expect(readMapTileUrl()).toBeNull()
  })

  it('lets pages load the tiles of the configured server', () => {
    vi.stubEnv('MAP_TILE_URL', undefined)
    const imgSrc = (policy: string) =>
      policy
        .split('; ')
        .find((d) => d.startsWith('img-src '))
        ?.split(' ') ?? []
    expect(imgSrc(buildContentSecurityPolicy({ nonce: 'n', mapTileUrl: readMapTileUrl() }))).toContain(
      'https://tile.openstreetmap.org',
    )
    vi.stubEnv('MAP_TILE_URL', 'http://tiles.internal:8080/{z}/{x}/{y}.png')
    expect(imgSrc(buildContentSecurityPolicy({ nonce: 'n', mapTileUrl: readMapTileUrl() }))).toContain(
      'http://tiles.internal:8080',
    )
  })
})
