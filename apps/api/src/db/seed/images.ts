// Demo images drawn at seed time: colourful SVG compositions rendered to WebP with sharp. Nothing is downloaded and
// no text is drawn (fonts may be missing on the machine), so the same files come out everywhere. What each picture
// shows is a motif drawn in ./drawings/, one per kind of dish or product
// (docs/decisions/008-pictures-one-drawing-per-dish.md).
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync } from 'node:fs'
import { copyFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { drawings, type Motif } from './drawings/index.ts'
import { createRandom, type Random } from './random.ts'

export { foodMotifs, iconMotifs, motifs, type FoodMotif, type IconMotif, type Motif } from './drawings/index.ts'

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
  return drawings[motif](r)
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
const CACHE_DIR = path.join(os.tmpdir(), 'basil-image-cache')
/**
 * Seeds that run at once share the drawing: on a fresh machine `npm test` seeds three databases side by side (the API
 * suite's two templates and the end-to-end suite's data), and each used to draw all 771 pictures. A seed claims a
 * picture (a file beside its cache entry, made only if absent) before drawing it; a picture another seed has claimed
 * is drawn by that seed and copied once it is in the cache. A claim older than this was left by a seed that stopped.
 */
const CLAIM_STALE_MS = 60_000
/**
 * How long a seed waits for a picture another seed is drawing before it draws the picture itself: the end-to-end
 * suite's seed runs at a low CPU priority beside the tests, and may take its time over the few it holds.
 */
const CLAIM_WAIT_MS = 1_000

export interface RenderOptions {
  /** Pictures drawn at once. */
  concurrency?: number
  /** The machine-wide cache (tests give their own). */
  cacheDir?: string
}

/** What a render did: pictures drawn here, and copied from the cache (drawn earlier, or meanwhile by another seed). */
export interface RenderCount {
  drawn: number
  copied: number
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Takes the claim on drawing one picture; false while another seed holds it (a stale claim is taken over). */
async function claim(file: string): Promise<boolean> {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await writeFile(file, String(process.pid), { flag: 'wx' })
      return true
    } catch {
      const age = await stat(file).then(
        (s) => Date.now() - s.mtimeMs,
        () => Infinity,
      )
      if (age < CLAIM_STALE_MS) return false
      await rm(file, { force: true })
    }
  }
  return false
}

/** Renders the pictures that are not on disk yet, a few at a time. */
export async function renderImages(
  imagesDir: string,
  jobs: readonly ImageJob[],
  { concurrency = 4, cacheDir = CACHE_DIR }: RenderOptions = {},
): Promise<RenderCount> {
  const count: RenderCount = { drawn: 0, copied: 0 }
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
  const draw = async (job: ImageJob, target: string) => {
    await sharp(Buffer.from(job.svg)).resize(job.width, job.height).webp({ quality: 72, effort: 1 }).toFile(target)
    count.drawn++
  }
  const copy = (cached: string, target: string) =>
    copyFile(cached, target).then(
      () => {
        count.copied++
        return true
      },
      // Missing or unreadable cache entry: drawn instead.
      () => false,
    )
  const cachedOf = (job: ImageJob) =>
    path.join(
      cacheDir,
      `${createHash('sha1').update(`${RENDER_VERSION}:${job.width}x${job.height}:${job.svg}`).digest('hex')}.webp`,
    )

  /** One picture: from the cache, or drawn under a claim; claimed by another seed, it is left for `awaitOther`. */
  const one = async (job: ImageJob, index: number, others: ImageJob[]) => {
    const target = path.join(imagesDir, job.file)
    if (!cacheUsable) return draw(job, target)
    const cached = cachedOf(job)
    if (existsSync(cached) && (await copy(cached, target))) return
    const claimFile = `${cached}.claim`
    if (!(await claim(claimFile))) {
      others.push(job)
      return
    }
    try {
      // Drawn by another seed between the look and the claim.
      if (existsSync(cached) && (await copy(cached, target))) return
      await draw(job, target)
      // Write then rename, so a concurrent seed never copies a half-written file.
      const temporary = `${cached}.${process.pid}.${index}.tmp`
      await copyFile(target, temporary)
        .then(() => rename(temporary, cached))
        .catch(() => {})
    } finally {
      await rm(claimFile, { force: true })
    }
  }

  /**
   * A picture another seed claimed: copied when it is in the cache; drawn here if the claim goes without it, or after
   * CLAIM_WAIT_MS.
   */
  const awaitOther = async (job: ImageJob) => {
    const target = path.join(imagesDir, job.file)
    const cached = cachedOf(job)
    const claimFile = `${cached}.claim`
    const until = Date.now() + CLAIM_WAIT_MS
    for (;;) {
      if (existsSync(cached) && (await copy(cached, target))) return
      const claimed = await stat(claimFile).then(
        (s) => Date.now() - s.mtimeMs < CLAIM_STALE_MS,
        () => false,
      )
      if ((!claimed && !existsSync(cached)) || Date.now() > until) return draw(job, target)
      await pause(50)
    }
  }

  const pool = async <T>(items: readonly T[], run: (item: T, index: number) => Promise<void>) => {
    let next = 0
    const worker = async () => {
      while (next < items.length) {
        const index = next++
        await run(items[index]!, index)
      }
    }
    await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker))
  }
  const others: ImageJob[] = []
  await pool(pending, (job, index) => one(job, index, others))
  await pool(others, awaitOther)
  return count
}
