import { describe, expect, it } from 'vitest'
import { fillTileTemplate, forgetUnreachable, rememberUnreachable, tileAt, wasUnreachableLately } from './map-tiles'

describe('map tiles', () => {
  it('finds the tile a point is on, numbered as slippy-map servers number them', () => {
    expect(tileAt(0, 0, 0)).toEqual({ x: 0, y: 0, z: 0 })
    expect(tileAt(0.0001, 0.0001, 1)).toEqual({ x: 1, y: 0, z: 1 })
    // The White House at zoom 15 (and the edges of the projection stay on the map).
    expect(tileAt(38.8977, -77.0365, 15)).toEqual({ x: 9371, y: 12535, z: 15 })
    expect(tileAt(89.9, 180, 3)).toEqual({ x: 0, y: 0, z: 3 })
    expect(tileAt(-89.9, 179.99, 3)).toEqual({ x: 7, y: 7, z: 3 })
  })

  it("fills a template's placeholders as Leaflet does, and gives up on placeholders of its own", () => {
    const at = { x: 3, y: 5, z: 4 }
    expect(fillTileTemplate('https://tile.openstreetmap.org/{z}/{x}/{y}.png', at)).toBe(
      'https://tile.openstreetmap.org/4/3/5.png',
    )
    expect(fillTileTemplate('https://{s}.tiles.example.org/{z}/{x}/{-y}{r}.png', at)).toBe(
      'https://a.tiles.example.org/4/3/10.png',
    )
    expect(fillTileTemplate('https://tiles.example.org/{z}/{x}/{y}.png?key={apikey}', at)).toBeNull()
  })

  it('remembers an unreachable server for a few minutes', () => {
    const template = 'http://127.0.0.1:1/{z}/{x}/{y}.png'
    expect(wasUnreachableLately(template)).toBe(false)
    rememberUnreachable(template, 1_000)
    expect(wasUnreachableLately(template, 1_000 + 60_000)).toBe(true)
    expect(wasUnreachableLately(template, 1_000 + 10 * 60_000)).toBe(false)
    rememberUnreachable(template)
    forgetUnreachable(template)
    expect(wasUnreachableLately(template)).toBe(false)
  })
})
