import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { BASEMAP_URL, cellsInView, minPopulationAt, pickLabels, type BasemapWorld, type Place } from './offline-basemap'

const publicDir = fileURLToPath(new URL('../../../public', import.meta.url))
const dataDir = path.join(publicDir, BASEMAP_URL)

describe('offline basemap', () => {
  it('covers a view with the cells that have places, across the antimeridian too', () => {
    const available = new Set(['3_-8', '3_-7', '-2_17', '-2_-18'])
    expect(cellsInView({ south: 38.8, west: -77.2, north: 39, east: -76.9 }, 10, available)).toEqual(['3_-8'])
    expect(cellsInView({ south: 35, west: -85, north: 45, east: -65 }, 10, available)).toEqual(['3_-8', '3_-7'])
    expect(cellsInView({ south: -18, west: 175, north: -16, east: 185 }, 10, available)).toEqual(['-2_17', '-2_-18'])
    expect(cellsInView({ south: 0, west: 0, north: 1, east: 1 }, 10, available)).toEqual([])
  })

  it('names fewer, bigger places the further out the map is', () => {
    expect(minPopulationAt(2)).toBeGreaterThan(minPopulationAt(6))
    expect(minPopulationAt(6)).toBeGreaterThan(minPopulationAt(9))
    expect(minPopulationAt(12)).toBe(0)
  })

  it('places the most important names first and drops those that would overlap or leave the view', () => {
    const box = (x: number, y: number) => ({ x, y, width: 60, height: 16 })
    const chosen = pickLabels(
      [
        { item: 'small', box: box(20, 10), priority: 1 },
        { item: 'big', box: box(30, 12), priority: 10 },
        { item: 'apart', box: box(150, 10), priority: 2 },
        { item: 'outside', box: box(190, 10), priority: 50 },
      ],
      { width: 240, height: 100 },
    )
    expect(chosen.map((c) => c.item)).toEqual(['big', 'apart'])
    // Nothing under the pin.
    const besidePin = pickLabels(
      [
        { item: 'under', box: box(20, 10), priority: 5 },
        { item: 'free', box: box(120, 60), priority: 1 },
      ],
      { width: 240, height: 100 },
      [{ x: 30, y: 0, width: 36, height: 44 }],
    )
    expect(besidePin.map((c) => c.item)).toEqual(['free'])
  })

  it('ships its data: every cell the world file names has its file, and the demo city is on it', () => {
    const world = JSON.parse(readFileSync(path.join(dataDir, 'world.json'), 'utf8')) as BasemapWorld
    expect(world.version).toBe(1)
    const files = readdirSync(path.join(dataDir, 'places'))
      .map((f) => f.replace(/\.json$/, ''))
      .sort()
    expect(files).toEqual([...world.cells].sort())
    expect(world.land.length).toBeGreaterThan(50)
    expect(world.countries.map((c) => c[0])).toEqual(expect.arrayContaining(['US', 'FR', 'EG', 'SA']))
    const washington = world.places.find((p) => p[0].startsWith('Washington'))
    expect(washington?.[4]).toBe(1)
    const cell = JSON.parse(
      readFileSync(
        path.join(
          dataDir,
          'places',
          `${cellsInView({ south: 38.9, west: -77.05, north: 38.95, east: -77 }, world.cellSize, new Set(world.cells))[0]}.json`,
        ),
        'utf8',
      ),
    ) as Place[]
    expect(cell.map((p) => p[0])).toEqual(expect.arrayContaining(['Arlington', 'Bethesda']))
    expect(existsSync(path.join(dataDir, 'NOTICE.txt'))).toBe(true)
  })
})
