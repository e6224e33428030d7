import type * as Leaflet from 'leaflet'
import type { Map as LeafletMap } from 'leaflet'

/**
 * The map drawn when tiles cannot load: land, country borders and names, towns and cities, from data shipped with the
 * storefront (public/maps/offline-v1, made by scripts/make-offline-basemap.mjs from Natural Earth and GeoNames). It
 * is fetched only when a map needs it: the world file first, then the cells of smaller places in view.
 */

type LeafletModule = typeof Leaflet

/** [name, latitude, longitude, population, 1 for a national capital] */
export type Place = [string, number, number, number, 1?]

export type BasemapWorld = {
  version: 1
  cellSize: number
  /** Cells (`{floor(lat / size)}_{floor(lng / size)}`) that have a file of smaller places. */
  cells: string[]
  land: number[][][][]
  borders: number[][][]
  /** [ISO 3166 code, latitude, longitude, width of its largest part in degrees] */
  countries: [string, number, number, number][]
  places: Place[]
}

export const BASEMAP_URL = '/maps/offline-v1'
/** Smaller places are worth fetching from this zoom on (a view then spans a few degrees at most). */
export const CELL_ZOOM = 8
/** The offline map opens at this zoom: a pin's neighbourhood with the towns around it, not one blank street. */
export const OFFLINE_ZOOM = 12

/** The smallest place named at a zoom (the biggest ones first; overlapping names are dropped anyway). */
export function minPopulationAt(zoom: number): number {
  if (zoom <= 3) return 3_000_000
  if (zoom >= 10) return 0
  return [1_500_000, 700_000, 300_000, 150_000, 60_000, 30_000][zoom - 4] ?? 0
}

/** The cells of smaller places that cover a view (longitudes wrapped into [-180, 180)). */
export function cellsInView(
  bounds: { south: number; west: number; north: number; east: number },
  cellSize: number,
  available: ReadonlySet<string>,
): string[] {
  const keys: string[] = []
  const rows = Math.ceil(180 / cellSize)
  const columns = Math.ceil(360 / cellSize)
  const south = Math.floor(Math.max(-90, bounds.south) / cellSize)
  const north = Math.floor(Math.min(89.999, bounds.north) / cellSize)
  const west = Math.floor(bounds.west / cellSize)
  const east = Math.floor(bounds.east / cellSize)
  for (let row = south; row <= north && row - south < rows; row++) {
    for (let column = west; column <= east && column - west < columns; column++) {
      const wrapped = ((((column + columns / 2) % columns) + columns) % columns) - columns / 2
      const key = `${row}_${wrapped}`
      if (available.has(key) && !keys.includes(key)) keys.push(key)
    }
  }
  return keys
}

export type LabelBox = { x: number; y: number; width: number; height: number }
export type Candidate<T> = { item: T; box: LabelBox; priority: number }

/**
 * The names to show: the most important first, each only where it overlaps none already placed, nothing in `blocked`
 * (the pin) and stays within the view.
 */
export function pickLabels<T>(
  candidates: Candidate<T>[],
  view: { width: number; height: number },
  blocked: LabelBox[] = [],
  gap = 4,
): Candidate<T>[] {
  const placed: Candidate<T>[] = []
  const taken = [...blocked]
  const sorted = [...candidates].sort((a, b) => b.priority - a.priority)
  for (const candidate of sorted) {
    const { x, y, width, height } = candidate.box
    if (x < 0 || y < 0 || x + width > view.width || y + height > view.height) continue
    const clashes = taken.some(
      (box) =>
        x < box.x + box.width + gap &&
        box.x < x + width + gap &&
        y < box.y + box.height + gap &&
        box.y < y + height + gap,
    )
    if (clashes) continue
    placed.push(candidate)
    taken.push(candidate.box)
  }
  return placed
}

let worldRequest: Promise<BasemapWorld | null> | null = null
const cellRequests = new Map<string, Promise<Place[]>>()

function loadWorld(): Promise<BasemapWorld | null> {
  worldRequest ??= fetch(`${BASEMAP_URL}/world.json`)
    .then((res) => (res.ok ? (res.json() as Promise<BasemapWorld>) : null))
    .catch(() => {
      // Tried again the next time a map opens.
      worldRequest = null
      return null
    })
  return worldRequest
}

function loadCell(key: string): Promise<Place[]> {
  let request = cellRequests.get(key)
  if (!request) {
    request = fetch(`${BASEMAP_URL}/places/${key}.json`)
      .then((res) => (res.ok ? (res.json() as Promise<Place[]>) : []))
      .catch(() => {
        cellRequests.delete(key)
        return []
      })
    cellRequests.set(key, request)
  }
  return request
}

const CHAR_WIDTH = 6.6
const LABEL_HEIGHT = 16
const DOT = 8

export type OfflineBasemap = {
  /** Places the names again (the pin moved: no name goes under it). */
  redraw: () => void
  /** Takes the basemap off the map (tiles came back, or the map closed). */
  remove: () => void
}

/**
 * Draws the offline basemap under the pin of a Leaflet map, in panes of its own below the marker's (nothing in them
 * takes a click, so clicks still place the pin). `avoid` gives the boxes (in map container pixels) no name may cover.
 */
export function showOfflineBasemap(
  L: LeafletModule,
  map: LeafletMap,
  lang: string,
  avoid: () => LabelBox[] = () => [],
): OfflineBasemap {
  const shapesPane = map.getPane('basil-basemap') ?? map.createPane('basil-basemap')
  shapesPane.style.zIndex = '150'
  shapesPane.style.pointerEvents = 'none'
  const labelsPane = map.getPane('basil-places') ?? map.createPane('basil-places')
  labelsPane.style.zIndex = '450'
  labelsPane.style.pointerEvents = 'none'
  // Hidden while Leaflet animates a zoom (the names are placed again once it ends).
  const labels = L.DomUtil.create('div', 'leaflet-zoom-hide', labelsPane)
  labels.setAttribute('aria-hidden', 'true')
  labels.dataset.testid = 'offline-places'

  let removed = false
  let world: BasemapWorld | null = null
  const cells = new Map<string, Place[]>()
  const layers: ReturnType<typeof L.geoJSON>[] = []
  let countryNames: Intl.DisplayNames | null = null
  try {
    countryNames = new Intl.DisplayNames([lang], { type: 'region' })
  } catch {
    countryNames = null
  }

  const draw = () => {
    if (removed || !world) return
    const zoom = map.getZoom()
    const size = map.getSize()
    const bounds = map.getBounds()
    if (zoom >= CELL_ZOOM) {
      const view = {
        south: bounds.getSouth(),
        west: bounds.getWest(),
        north: bounds.getNorth(),
        east: bounds.getEast(),
      }
      for (const key of cellsInView(view, world.cellSize, new Set(world.cells))) {
        if (cells.has(key)) continue
        cells.set(key, [])
        void loadCell(key).then((places) => {
          cells.set(key, places)
          draw()
        })
      }
    }
    const candidates: Candidate<{ text: string; kind: 'country' | 'capital' | 'place'; at: [number, number] }>[] = []
    const padded = bounds.pad(0.1)
    if (zoom <= 7 && countryNames) {
      for (const [code, lat, lng, width] of world.countries) {
        if (!padded.contains([lat, lng])) continue
        const text = countryNames.of(code)
        if (!text || text === code) continue
        const textWidth = text.length * CHAR_WIDTH * 1.15 + 8
        // Named only where the country is wider on screen than its name.
        if ((width / 360) * 256 * 2 ** zoom < textWidth) continue
        const p = map.latLngToContainerPoint([lat, lng])
        candidates.push({
          item: { text, kind: 'country', at: [lat, lng] },
          box: { x: p.x - textWidth / 2, y: p.y - LABEL_HEIGHT / 2, width: textWidth, height: LABEL_HEIGHT },
          priority: 1e9 * width,
        })
      }
    }
    const minPopulation = minPopulationAt(zoom)
    const lists = [world.places, ...(zoom >= CELL_ZOOM ? cells.values() : [])]
    for (const list of lists) {
      for (const [name, lat, lng, population, capital] of list) {
        if ((population < minPopulation && !(capital && zoom >= 3)) || !padded.contains([lat, lng])) continue
        const p = map.latLngToContainerPoint([lat, lng])
        const width = DOT + 4 + name.length * CHAR_WIDTH
        candidates.push({
          item: { text: name, kind: capital ? 'capital' : 'place', at: [lat, lng] },
          box: { x: p.x - DOT / 2, y: p.y - LABEL_HEIGHT / 2, width, height: LABEL_HEIGHT },
          priority: population + (capital ? 5e7 : 0),
        })
      }
    }
    const chosen = pickLabels(candidates, { width: size.x, height: size.y }, avoid())
    const fragment = document.createDocumentFragment()
    for (const { item } of chosen) {
      const label = document.createElement('span')
      label.className = `basil-place basil-place-${item.kind}`
      label.dir = 'auto'
      label.textContent = item.text
      // Placed in the map's layer coordinates: a pan moves the whole pane, so only a zoom needs them placed again.
      const point = map.latLngToLayerPoint(item.at)
      label.style.transform =
        item.kind === 'country'
          ? `translate(${point.x}px, ${point.y}px) translate(-50%, -50%)`
          : `translate(${point.x - DOT / 2}px, ${point.y - LABEL_HEIGHT / 2}px)`
      fragment.append(label)
    }
    labels.replaceChildren(fragment)
  }

  void loadWorld().then((data) => {
    if (removed || !data) return
    world = data
    const land = L.geoJSON({ type: 'MultiPolygon', coordinates: data.land } as GeoJSON.MultiPolygon, {
      pane: 'basil-basemap',
      interactive: false,
      style: { className: 'basil-land', stroke: false, fill: true, fillOpacity: 1 },
    })
    const borders = L.geoJSON({ type: 'MultiLineString', coordinates: data.borders } as GeoJSON.MultiLineString, {
      pane: 'basil-basemap',
      interactive: false,
      style: { className: 'basil-border', weight: 1, fill: false },
    })
    layers.push(land.addTo(map), borders.addTo(map))
    draw()
  })
  map.on('moveend', draw)

  return {
    redraw: draw,
    remove() {
      removed = true
      map.off('moveend', draw)
      for (const layer of layers) layer.remove()
      labels.remove()
    },
  }
}
