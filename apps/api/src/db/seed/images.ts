// Demo images drawn at seed time: colourful SVG compositions rendered to WebP with sharp. Nothing is downloaded and
// no text is drawn (fonts may be missing on the machine), so the same files come out everywhere.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync } from 'node:fs'
import { copyFile, rename } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { createRandom, type Random } from './random.ts'

/** What a picture shows; every catalogue item names one. */
export type Motif =
  | 'pizza'
  | 'burger'
  | 'bowl'
  | 'plate'
  | 'drink'
  | 'dessert'
  | 'sushi'
  | 'wrap'
  | 'bottle'
  | 'carton'
  | 'fruit'
  | 'veg'
  | 'bread'
  | 'meat'
  | 'fish'
  | 'box'
  | 'jar'
  | 'cup'
  | 'egg'
  | 'leaf'

export const motifs: readonly Motif[] = [
  'pizza',
  'burger',
  'bowl',
  'plate',
  'drink',
  'dessert',
  'sushi',
  'wrap',
  'bottle',
  'carton',
  'fruit',
  'veg',
  'bread',
  'meat',
  'fish',
  'box',
  'jar',
  'cup',
  'egg',
  'leaf',
]

export interface ImageJob {
  /** Relative to the images folder, e.g. `products/pizza-2.webp`: the value stored in the database. */
  file: string
  width: number
  height: number
  svg: string
}

const pastel = [
  ['#fff4e6', '#ffd8a8'],
  ['#e6fcf5', '#96f2d7'],
  ['#fff0f6', '#fcc2d7'],
  ['#f3f0ff', '#d0bfff'],
  ['#e7f5ff', '#a5d8ff'],
  ['#fff9db', '#ffe066'],
  ['#ebfbee', '#b2f2bb'],
  ['#f8f0fc', '#eebefa'],
  ['#fff5f5', '#ffc9c9'],
  ['#e3fafc', '#99e9f2'],
] as const

const vivid = [
  '#e8590c',
  '#2f9e44',
  '#c2255c',
  '#1971c2',
  '#f08c00',
  '#7048e8',
  '#0c8599',
  '#e03131',
  '#5c940d',
  '#d6336c',
  '#1098ad',
  '#f59f00',
]

const f = (n: number) => n.toFixed(1)

function background(r: Random, w: number, h: number, id: string): string {
  const [a, b] = r.pick(pastel)
  let blobs = ''
  for (let i = 0; i < 5; i++) {
    blobs += `<circle cx="${f(r.next() * w)}" cy="${f(r.next() * h)}" r="${f((0.15 + r.next() * 0.35) * Math.max(w, h))}" fill="${r.pick(vivid)}" fill-opacity="${(0.06 + r.next() * 0.1).toFixed(2)}"/>`
  }
  return (
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/>` +
    `<stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#${id})"/>${blobs}`
  )
}

/** One motif drawn in a 200×200 box centred on the origin. */
function drawMotif(motif: Motif, r: Random): string {
  const c = () => r.pick(vivid)
  const dots = (n: number, radius: number, spread: number, colours: string[]) => {
    let out = ''
    for (let i = 0; i < n; i++) {
      const angle = r.next() * Math.PI * 2
      const d = Math.sqrt(r.next()) * spread
      out += `<circle cx="${f(Math.cos(angle) * d)}" cy="${f(Math.sin(angle) * d)}" r="${f(radius * (0.7 + r.next() * 0.6))}" fill="${r.pick(colours)}"/>`
    }
    return out
  }
  switch (motif) {
    case 'pizza':
      return (
        `<circle r="92" fill="#d9a05b"/><circle r="80" fill="#c92a2a"/><circle r="74" fill="#ffd43b" fill-opacity="0.85"/>` +
        dots(9, 11, 58, ['#a61e4d', '#c92a2a', '#2b8a3e']) +
        `<path d="M0 0 L92 0" stroke="#d9a05b" stroke-width="3"/><path d="M0 0 L-46 80" stroke="#d9a05b" stroke-width="3"/><path d="M0 0 L-46 -80" stroke="#d9a05b" stroke-width="3"/>`
      )
    case 'burger':
      return (
        `<path d="M-80 -10 Q-80 -85 0 -85 Q80 -85 80 -10 Z" fill="#e8a33d"/>` +
        dots(7, 3, 45, ['#fff3bf']).replace(/cy="(-?\d+\.\d)"/g, (_m, y: string) => `cy="${f(-50 + Number(y) / 3)}"`) +
        `<path d="M-88 0 Q-66 -16 -44 0 Q-22 -16 0 0 Q22 -16 44 0 Q66 -16 88 0 L88 10 L-88 10 Z" fill="#51cf66"/>` +
        `<rect x="-84" y="8" width="168" height="12" fill="#fcc419"/><rect x="-86" y="18" width="172" height="28" rx="12" fill="#6b3e1e"/>` +
        `<path d="M-80 48 L80 48 Q80 82 0 82 Q-80 82 -80 48 Z" fill="#e8a33d"/>`
      )
    case 'bowl':
      return (
        dots(14, 16, 55, [c(), c(), '#8ce99a', '#ffe066', '#ff8787']).replace(/cy="(-?\d+\.\d)"/g, (_m, y: string) => `cy="${f(-10 + Number(y) / 2.5)}"`) +
        `<path d="M-95 -5 L95 -5 Q90 85 0 85 Q-90 85 -95 -5 Z" fill="${c()}"/><rect x="-40" y="82" width="80" height="10" rx="5" fill="#495057" fill-opacity="0.4"/>`
      )
    case 'plate':
      return (
        `<circle r="95" fill="#f8f9fa" stroke="#dee2e6" stroke-width="4"/><circle r="70" fill="#ffffff"/>` +
        `<ellipse rx="48" ry="30" cx="-8" cy="6" fill="${c()}"/>` +
        dots(8, 13, 48, ['#69db7c', '#ffa94d', '#ff6b6b', '#ffe066'])
      )
    case 'drink':
    case 'cup': {
      const liquid = c()
      if (motif === 'cup') {
        return (
          `<path d="M-60 -50 L60 -50 L50 80 L-50 80 Z" fill="#f8f9fa" stroke="#ced4da" stroke-width="4"/>` +
          `<path d="M-58 -30 L58 -30 L50 70 L-50 70 Z" fill="${liquid}"/><path d="M60 -20 Q100 -10 90 25 Q82 50 54 45" fill="none" stroke="#ced4da" stroke-width="10"/>` +
          `<path d="M-20 -70 Q-5 -85 -20 -100 M10 -70 Q25 -85 10 -100" stroke="#adb5bd" stroke-width="5" fill="none"/>`
        )
      }
      return (
        `<path d="M-55 -80 L55 -80 L42 90 L-42 90 Z" fill="#e9ecef" fill-opacity="0.7" stroke="#adb5bd" stroke-width="3"/>` +
        `<path d="M-51 -40 L51 -40 L42 90 L-42 90 Z" fill="${liquid}"/>` +
        `<rect x="-30" y="-30" width="22" height="22" rx="4" fill="#ffffff" fill-opacity="0.6"/><rect x="5" y="-15" width="22" height="22" rx="4" fill="#ffffff" fill-opacity="0.6"/>` +
        `<path d="M20 -40 L45 -110" stroke="${c()}" stroke-width="8" stroke-linecap="round"/><circle cx="-40" cy="-82" r="18" fill="#ffd43b"/>`
      )
    }
    case 'dessert':
      return (
        `<path d="M-80 20 L80 20 L70 85 L-70 85 Z" fill="${c()}"/><path d="M-85 25 Q-85 -60 0 -60 Q85 -60 85 25 Z" fill="#fff0f6"/>` +
        `<path d="M-85 20 Q-60 40 -40 20 Q-20 40 0 20 Q20 40 40 20 Q60 40 85 20" fill="none" stroke="#f783ac" stroke-width="8"/>` +
        `<circle cy="-72" r="16" fill="#e03131"/><path d="M0 -88 Q8 -100 18 -102" stroke="#2f9e44" stroke-width="4" fill="none"/>`
      )
    case 'sushi': {
      let out = ''
      for (const [x, y] of [
        [-55, -40],
        [55, -40],
        [-55, 45],
        [55, 45],
        [0, 0],
      ] as const) {
        out += `<circle cx="${x}" cy="${y}" r="40" fill="#212529"/><circle cx="${x}" cy="${y}" r="32" fill="#f8f9fa"/><circle cx="${x}" cy="${y}" r="15" fill="${r.pick(['#ff8787', '#ffa94d', '#69db7c'])}"/>`
      }
      return out
    }
    case 'wrap':
      return (
        `<g transform="rotate(-25)"><rect x="-95" y="-42" width="190" height="84" rx="40" fill="#f1d39b"/>` +
        `<ellipse cx="88" cy="0" rx="20" ry="40" fill="#f4e2c1"/>` +
        dots(6, 9, 30, ['#51cf66', '#ff6b6b', '#ffd43b']).replace(/cx="(-?\d+\.\d)"/g, (_m, x: string) => `cx="${f(88 + Number(x) / 3)}"`) +
        `<path d="M-60 -40 L-40 40 M-20 -42 L0 42 M20 -42 L40 42" stroke="#d9a05b" stroke-width="4"/></g>`
      )
    case 'bottle':
      return (
        `<path d="M-16 -95 L16 -95 L16 -60 Q50 -40 50 0 L50 85 Q50 95 40 95 L-40 95 Q-50 95 -50 85 L-50 0 Q-50 -40 -16 -60 Z" fill="${c()}" fill-opacity="0.85"/>` +
        `<rect x="-18" y="-105" width="36" height="16" rx="4" fill="#343a40"/><rect x="-50" y="5" width="100" height="50" fill="#ffffff" fill-opacity="0.85"/>` +
        `<circle cy="30" r="15" fill="${c()}"/>`
      )
    case 'carton':
      return (
        `<path d="M-55 -40 L0 -95 L55 -40 Z" fill="#dee2e6"/><rect x="-55" y="-40" width="110" height="135" fill="#ffffff" stroke="#ced4da" stroke-width="3"/>` +
        `<rect x="-55" y="10" width="110" height="50" fill="${c()}"/><circle cx="0" cy="-10" r="14" fill="${c()}"/><rect x="-8" y="-108" width="16" height="16" fill="#adb5bd"/>`
      )
    case 'fruit':
    case 'veg': {
      const colours = motif === 'fruit' ? ['#e03131', '#f76707', '#fab005', '#ae3ec9', '#d6336c'] : ['#f76707', '#2f9e44', '#e03131', '#5c940d', '#fab005']
      let out = ''
      const n = r.int(3, 5)
      for (let i = 0; i < n; i++) {
        const x = -55 + r.next() * 110
        const y = -45 + r.next() * 100
        const size = 30 + r.next() * 18
        const colour = r.pick(colours)
        if (motif === 'veg' && r.chance(0.5)) {
          out += `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(r.next() * 180)})"><ellipse rx="${f(size * 1.4)}" ry="${f(size * 0.45)}" fill="${colour}"/><ellipse cx="${f(size * 1.5)}" rx="14" ry="7" fill="#37b24d"/></g>`
        } else {
          out += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(size)}" fill="${colour}"/><ellipse cx="${f(x + 8)}" cy="${f(y - size)}" rx="12" ry="6" fill="#37b24d" transform="rotate(-30 ${f(x + 8)} ${f(y - size)})"/>` +
            `<circle cx="${f(x - size / 3)}" cy="${f(y - size / 3)}" r="${f(size / 5)}" fill="#ffffff" fill-opacity="0.35"/>`
        }
      }
      return out
    }
    case 'bread':
      return (
        `<ellipse rx="95" ry="55" fill="#d9a05b"/><ellipse rx="85" ry="45" cy="-6" fill="#e8b66f"/>` +
        `<path d="M-50 -30 Q-40 0 -50 25 M-10 -38 Q0 0 -10 35 M30 -36 Q40 0 30 32" stroke="#b07b3a" stroke-width="7" fill="none" stroke-linecap="round"/>`
      )
    case 'meat':
      return (
        `<path d="M-85 -20 Q-80 -75 -10 -70 Q70 -80 85 -20 Q95 50 30 65 Q-40 85 -80 40 Z" fill="#c92a2a"/>` +
        `<path d="M-60 -10 Q-20 -40 40 -20 M-50 25 Q0 0 55 20" stroke="#ffe3e3" stroke-width="9" fill="none" stroke-linecap="round"/>` +
        `<circle cx="60" cy="40" r="14" fill="#f8f9fa"/>`
      )
    case 'fish':
      return (
        `<ellipse rx="75" ry="40" cx="-10" fill="${r.pick(['#4dabf7', '#ff8787', '#74c0fc', '#ffa8a8'])}"/><path d="M55 0 L100 -40 L100 40 Z" fill="#339af0"/>` +
        `<circle cx="-55" cy="-10" r="8" fill="#212529"/><path d="M-20 -30 Q0 0 -20 30 M5 -34 Q25 0 5 34" stroke="#ffffff" stroke-opacity="0.6" stroke-width="4" fill="none"/>`
      )
    case 'box':
      return (
        `<path d="M-80 -40 L0 -80 L80 -40 L0 0 Z" fill="${c()}" fill-opacity="0.75"/><path d="M-80 -40 L0 0 L0 90 L-80 50 Z" fill="${c()}"/>` +
        `<path d="M80 -40 L0 0 L0 90 L80 50 Z" fill="${c()}" fill-opacity="0.8"/><path d="M-40 -60 L40 -20 L40 20" stroke="#ffffff" stroke-width="10" fill="none"/>`
      )
    case 'jar':
      return (
        `<rect x="-60" y="-60" width="120" height="150" rx="22" fill="${c()}" fill-opacity="0.85"/><rect x="-50" y="-95" width="100" height="38" rx="8" fill="#495057"/>` +
        `<rect x="-60" y="-5" width="120" height="50" fill="#fff9db"/><circle cy="20" r="16" fill="${c()}"/>`
      )
    case 'egg': {
      let out = `<ellipse rx="95" ry="45" cy="50" fill="#d9a05b" fill-opacity="0.6"/>`
      for (const x of [-50, 0, 50]) out += `<ellipse cx="${x}" cy="${x === 0 ? -15 : 5}" rx="32" ry="42" fill="${r.pick(['#fff4e6', '#ffe8cc', '#f8f9fa'])}" stroke="#e9ecef" stroke-width="2"/>`
      return out
    }
    case 'leaf':
      return (
        `<path d="M-80 80 Q-90 -60 80 -85 Q70 60 -80 80 Z" fill="${r.pick(['#2f9e44', '#40c057', '#37b24d'])}"/>` +
        `<path d="M-80 80 Q0 0 65 -70" stroke="#d3f9d8" stroke-width="5" fill="none"/>`
      )
  }
}

function svg(w: number, h: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`
}

/** A square picture of one motif on a soft background (products, categories, recipes). */
export function motifPicture(file: string, motif: Motif, variant: number, width = 600, height = width): ImageJob {
  const r = createRandom(`img:${file}:${motif}:${variant}`)
  const scale = (Math.min(width, height) / 200) * 0.78
  const body =
    background(r, width, height, 'bg') +
    `<ellipse cx="${width / 2}" cy="${f(height / 2 + 88 * scale)}" rx="${f(85 * scale)}" ry="${f(12 * scale)}" fill="#000" fill-opacity="0.08"/>` +
    `<g transform="translate(${width / 2} ${height / 2}) scale(${scale.toFixed(3)})">${drawMotif(motif, r)}</g>`
  return { file, width, height, svg: svg(width, height, body) }
}

/** A round badge (shop logos, tags, brands). */
export function badgePicture(file: string, motif: Motif, colourIndex: number, size = 256): ImageJob {
  const r = createRandom(`badge:${file}`)
  const colour = vivid[colourIndex % vivid.length]!
  const body =
    `<rect width="${size}" height="${size}" fill="#ffffff"/><circle cx="${size / 2}" cy="${size / 2}" r="${size / 2 - 4}" fill="${colour}"/>` +
    `<circle cx="${size / 2}" cy="${size / 2}" r="${f(size / 2 - 18)}" fill="#ffffff" fill-opacity="0.92"/>` +
    `<g transform="translate(${size / 2} ${size / 2}) scale(${((size / 200) * 0.55).toFixed(3)})">${drawMotif(motif, r)}</g>`
  return { file, width: size, height: size, svg: svg(size, size, body) }
}

/** A wide scene of scattered motifs (shop backgrounds, banners, blog covers, stories, pages). */
export function scenePicture(file: string, featured: readonly Motif[], width: number, height: number): ImageJob {
  const r = createRandom(`scene:${file}`)
  let body = background(r, width, height, 'bg')
  const count = Math.max(3, Math.round((width * height) / 90_000))
  const unit = Math.min(width, height)
  for (let i = 0; i < count; i++) {
    const scale = (unit / 200) * (0.3 + r.next() * 0.35)
    const x = ((i + 0.5) / count) * width + (r.next() - 0.5) * (width / count) * 0.5
    const y = height * (0.25 + r.next() * 0.5)
    body += `<g transform="translate(${f(x)} ${f(y)}) rotate(${f((r.next() - 0.5) * 30)}) scale(${scale.toFixed(3)})">${drawMotif(featured[i % featured.length]!, r)}</g>`
  }
  return { file, width, height, svg: svg(width, height, body) }
}

/** Bump when the drawing or encoding changes, so cached renders of the old pictures are not reused. */
const RENDER_VERSION = 1
/**
 * Rendered pictures are also kept in a machine-wide cache keyed by their content: the seed runs for every test run
 * (and every fresh start), and copying a file is far cheaper than drawing it again.
 */
const cacheDir = path.join(os.tmpdir(), 'basil-image-cache')

/** Renders the pictures that are not on disk yet, a few at a time. */
export async function renderImages(imagesDir: string, jobs: readonly ImageJob[], concurrency = 4): Promise<void> {
  const seen = new Set<string>()
  const pending = jobs.filter((job) => {
    if (seen.has(job.file)) return false
    seen.add(job.file)
    return !existsSync(path.join(imagesDir, job.file))
  })
  for (const dir of new Set(pending.map((job) => path.dirname(path.join(imagesDir, job.file))))) {
    mkdirSync(dir, { recursive: true })
  }
  let cacheUsable = true
  try {
    mkdirSync(cacheDir, { recursive: true })
  } catch {
    cacheUsable = false
  }
  let index = 0
  const worker = async () => {
    while (index < pending.length) {
      const job = pending[index++]!
      const target = path.join(imagesDir, job.file)
      const key = createHash('sha1').update(`${RENDER_VERSION}:${job.width}x${job.height}:${job.svg}`).digest('hex')
      const cached = path.join(cacheDir, `${key}.webp`)
      if (cacheUsable && existsSync(cached)) {
        try {
          await copyFile(cached, target)
          continue
        } catch {
          // Unreadable cache entry: draw it again below.
        }
      }
      await sharp(Buffer.from(job.svg)).resize(job.width, job.height).webp({ quality: 72, effort: 1 }).toFile(target)
      if (cacheUsable) {
        // Write then rename, so a concurrent seed never copies a half-written file.
        const temporary = `${cached}.${process.pid}.${index}.tmp`
        await copyFile(target, temporary)
          .then(() => rename(temporary, cached))
          .catch(() => {})
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, pending.length) }, worker))
}
