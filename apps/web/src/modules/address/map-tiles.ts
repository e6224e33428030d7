/** The map tiles of the address picker: which tile a point is on, the URL a template gives it, and whether the tile
 * server answers. Tiles load straight from the configured server (MAP_TILE_URL, OpenStreetMap's by default). */

export type TileCoords = { x: number; y: number; z: number }

/** The Web Mercator tile (as Leaflet and every slippy-map server number them) that holds a point at a zoom. */
export function tileAt(latitude: number, longitude: number, zoom: number): TileCoords {
  const n = 2 ** zoom
  const lat = (Math.max(-85.0511, Math.min(85.0511, latitude)) * Math.PI) / 180
  const lng = ((((longitude + 180) % 360) + 360) % 360) - 180
  const x = Math.min(n - 1, Math.floor(((lng + 180) / 360) * n))
  const y = Math.min(
    n - 1,
    Math.max(0, Math.floor(((1 - Math.log(Math.tan(lat) + 1 / Math.cos(lat)) / Math.PI) / 2) * n)),
  )
  return { x, y, z: zoom }
}

/**
 * The URL of one tile, with the placeholders Leaflet fills in by itself ({s} takes Leaflet's first subdomain, so the
 * browser has it cached when the layer asks for the same tile). null when the template has a placeholder of its own
 * (an API key option, say): that URL cannot be known here.
 */
export function fillTileTemplate(template: string, { x, y, z }: TileCoords): string | null {
  const values: Record<string, string> = {
    s: 'a',
    x: String(x),
    y: String(y),
    '-y': String(2 ** z - 1 - y),
    z: String(z),
    r: '',
  }
  let unknown = false
  const url = template.replace(/\{ *([\w-]+) *\}/g, (_, key: string) => {
    const value = values[key]
    if (value === undefined) unknown = true
    return value ?? ''
  })
  return unknown ? null : url
}

export type ProbeResult = 'ok' | 'failed'

/**
 * Loads one tile as an image. A browser reports a tile server it cannot reach once per failed request (in its own
 * console, whatever the page does), so the map asks for one tile first rather than for the dozen a view needs.
 */
export function probeTile(url: string): Promise<ProbeResult> {
  return new Promise((resolve) => {
    const image = new Image()
    image.onload = () => resolve(image.naturalWidth > 0 ? 'ok' : 'failed')
    image.onerror = () => resolve('failed')
    image.src = url
  })
}

// Templates whose server did not answer lately, so that opening the map again in this visit does not ask again.
const unreachable = new Map<string, number>()
const FORGET_AFTER_MS = 5 * 60_000

export function rememberUnreachable(template: string, now = Date.now()): void {
  unreachable.set(template, now)
}

export function forgetUnreachable(template: string): void {
  unreachable.delete(template)
}

export function wasUnreachableLately(template: string, now = Date.now()): boolean {
  const since = unreachable.get(template)
  return since !== undefined && now - since < FORGET_AFTER_MS
}
