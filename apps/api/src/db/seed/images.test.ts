import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterEach, describe, expect, it } from 'vitest'
import { drawings, foodMotifs, iconMotifs, motifGroups, motifs } from './drawings/index.ts'
import { badgePicture, motifPicture, renderImages, scenePicture, type Motif } from './images.ts'
import { createRandom } from './random.ts'
import { allowedMotifs } from './test-support.ts'
import {
  careerCategoryDefs,
  productCategoryDefs,
  recipeCategoryDefs,
  shopCategoryDefs,
  type CategoryDef,
} from './vocabulary/categories.ts'
import { adDefs, bannerDefs, blogDefs, pageDefs, parcelTypeDefs } from './vocabulary/content.ts'
import { brandMotifs, brandNames, groceryItems, organicWord, packLabel } from './vocabulary/grocery.ts'
import { addonDefs, cuisines, sharedMenuItems } from './vocabulary/menu.ts'
import { recipeDefs } from './vocabulary/recipes.ts'
import { shopAisles, shopDefs, shopSceneMotifs, shopTagDefs } from './vocabulary/shops.ts'

/** Categories whose dishes are also sold as "… Meal" deals (part-catalogue.ts). */
const mealCategories = [
  'pizza',
  'burgers',
  'sandwiches',
  'tacos',
  'grills',
  'mains',
  'noodles',
  'curries',
  'seafood-dishes',
]

/** Every product title the seed can write, with the motif its picture shows; recipes too. */
function seededNames(): Array<{ name: string; motif: Motif; category: string }> {
  const out: Array<{ name: string; motif: Motif; category: string }> = []
  for (const item of [...cuisines.flatMap((c) => c.items), ...sharedMenuItems]) {
    out.push({ name: item.name.en, motif: item.motif, category: item.category })
    if (mealCategories.includes(item.category))
      out.push({ name: `${item.name.en} Meal`, motif: item.motif, category: item.category })
  }
  for (const addon of addonDefs) out.push({ name: addon.name.en, motif: addon.motif, category: 'extras' })
  for (const item of groceryItems) {
    const bases = item.organic ? [item.name.en, `${organicWord.en} ${item.name.en}`] : [item.name.en]
    for (const base of bases) {
      if (item.sizes.length === 0) out.push({ name: base, motif: item.motif, category: item.category })
      for (const size of item.sizes)
        out.push({ name: `${base} ${packLabel(size).en}`, motif: item.motif, category: item.category })
    }
  }
  for (const recipe of recipeDefs) out.push({ name: recipe.title.en, motif: recipe.motif, category: recipe.category })
  return out
}

/** What a restaurant or a shop can sell, by the motifs of its products. */
function motifsSoldBy(shopIndex: number): Set<Motif> {
  const def = shopDefs[shopIndex]!
  if (def.type === 'restaurant') {
    const cuisine = cuisines.find((c) => c.key === def.cuisine)!
    return new Set<Motif>([...cuisine.items, ...sharedMenuItems, ...addonDefs].map((i) => i.motif))
  }
  const aisles = shopAisles[def.cuisine] ?? []
  return new Set(groceryItems.filter((i) => aisles.length === 0 || aisles.includes(i.category)).map((i) => i.motif))
}

const isIcon = (motif: Motif) => (iconMotifs as readonly Motif[]).includes(motif)

describe('demo pictures', () => {
  it('names every motif once, across all the drawing groups', () => {
    const names = [...Object.values(motifGroups).flatMap((group) => Object.keys(group)), ...iconMotifs]
    expect(new Set(names).size).toBe(names.length)
    expect([...motifs].sort()).toEqual([...names].sort())
  })

  it('draws every motif as a picture that renders, the same way every time, and each one differently', async () => {
    const seen = new Map<string, Motif>()
    for (const motif of motifs) {
      const first = motifPicture(`products/${motif}-1.webp`, motif, 0)
      expect(motifPicture(`products/${motif}-1.webp`, motif, 0).svg, motif).toBe(first.svg)
      expect(first.svg, motif).not.toMatch(/NaN|undefined|Infinity/)
      const body = drawings[motif](createRandom('one seed for all'))
      expect(seen.get(body), `${motif} draws the same as ${seen.get(body)}`).toBeUndefined()
      seen.set(body, motif)
      // Malformed SVG makes the renderer throw.
      const png = await sharp(Buffer.from(first.svg)).resize(32, 32).png().toBuffer()
      expect(png.length, motif).toBeGreaterThan(0)
    }
  })

  it('draws badges and scenes without anything undefined in them', () => {
    for (const motif of motifs)
      expect(badgePicture(`b/${motif}.webp`, motif, 3).svg, motif).not.toMatch(/NaN|undefined|Infinity/)
    expect(scenePicture('s.webp', ['pizza', 'scooter', 'lemonade'], 1200, 400).svg).not.toMatch(
      /NaN|undefined|Infinity/,
    )
  })

  it('gives every seeded product, dish and recipe a picture of what its name says', () => {
    const wrong: string[] = []
    for (const { name, motif } of seededNames()) {
      const allowed = allowedMotifs(name)
      if (allowed === null) wrong.push(`${name}: no rule says what it shows (it shows ${motif})`)
      else if (!allowed.includes(motif as never))
        wrong.push(`${name}: shows ${motif}, should show ${allowed.join(' or ') || 'a picture of its own'}`)
    }
    expect(wrong).toEqual([])
  })

  it('shows every French fries, nuggets and salad as one', () => {
    // The defects the storefront review saw, spelled out: French Fries showed a salad plate, nuggets a steak.
    const names = seededNames()
    const fries = names.filter((n) => /fries/i.test(n.name))
    expect(fries.length).toBeGreaterThanOrEqual(4)
    for (const n of fries) expect(n.motif, n.name).toMatch(/fries/)
    for (const n of names.filter((x) => /nuggets/i.test(x.name))) expect(n.motif, n.name).toBe('nuggets')
    for (const n of names.filter((x) => /\bsalad\b/i.test(x.name)))
      expect(n.motif, n.name).toMatch(/salad|caesar|caprese|coleslaw/)
  })

  it('never shows a product as an icon, and every food drawing is some product’s picture', () => {
    const used = new Set(seededNames().map((n) => n.motif))
    for (const motif of used) expect(isIcon(motif), motif).toBe(false)
    expect(foodMotifs.filter((m) => !used.has(m))).toEqual([])
  })

  it('declares only motifs that exist, in every vocabulary', () => {
    const declared: Motif[] = [
      ...seededNames().map((n) => n.motif),
      ...[...shopCategoryDefs, ...productCategoryDefs, ...recipeCategoryDefs, ...careerCategoryDefs].flatMap((c) => [
        c.motif,
        ...(c.children ?? []).map((x) => x.motif),
      ]),
      ...shopDefs.map((s) => s.motif),
      ...shopTagDefs.map((t) => t.motif),
      ...[...bannerDefs, ...adDefs, ...blogDefs, ...pageDefs].flatMap((b) => b.motifs),
      ...parcelTypeDefs.map((p) => p.motif),
      ...brandNames.map((b) => brandMotifs[b]!),
    ]
    for (const motif of declared) expect(Object.keys(drawings), String(motif)).toContain(motif)
  })

  it('shows on each shop’s logo, cover and dining rooms what it sells', () => {
    shopDefs.forEach((def, i) => {
      const sold = motifsSoldBy(i)
      for (const motif of [def.motif, ...shopSceneMotifs(def)]) {
        if (!isIcon(motif)) expect(sold.has(motif), `${def.name.en} shows ${motif}`).toBe(true)
      }
    })
  })

  it('shows on a shop’s banners and ads what those shops sell', () => {
    for (const banner of bannerDefs.filter((b) => b.shop !== undefined)) {
      const sold = motifsSoldBy(banner.shop!)
      for (const motif of banner.motifs)
        if (!isIcon(motif)) expect(sold.has(motif), `${banner.title.en}: ${motif}`).toBe(true)
    }
    for (const ad of adDefs) {
      const sold = new Set(ad.shops.flatMap((i) => [...motifsSoldBy(i)]))
      for (const motif of ad.motifs) if (!isIcon(motif)) expect(sold.has(motif), `${ad.title.en}: ${motif}`).toBe(true)
    }
  })

  it('shows on each category’s picture something of that category', () => {
    const names = seededNames()
    const inCategory = (def: CategoryDef): Set<Motif> => {
      const keys = [def.key, ...(def.children ?? []).map((c) => c.key)]
      return new Set(names.filter((n) => keys.includes(n.category)).map((n) => n.motif))
    }
    for (const def of [
      ...productCategoryDefs,
      ...productCategoryDefs.flatMap((d) => d.children ?? []),
      ...recipeCategoryDefs,
    ]) {
      expect(inCategory(def).has(def.motif), `${def.key} shows ${def.motif}`).toBe(true)
    }
    for (const def of shopCategoryDefs) {
      if (isIcon(def.motif)) continue
      const shops = shopDefs
        .map((s, i) => ({ s, i }))
        .filter(
          ({ s }) =>
            (s.type === 'restaurant' ? cuisines.find((c) => c.key === s.cuisine)!.shopCategory : s.cuisine) === def.key,
        )
      const sold = new Set(shops.flatMap(({ i }) => [...motifsSoldBy(i)]))
      expect(sold.has(def.motif), `${def.key} shows ${def.motif}`).toBe(true)
    }
  })
})

describe('rendering the pictures', () => {
  const dirs: string[] = []
  const tempDir = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'basil-render-test-'))
    dirs.push(dir)
    return dir
  }
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
  })
  const jobs = motifs.slice(0, 12).map((motif, i) => motifPicture(`products/${motif}-${i}.webp`, motif, i, 64))

  it('draws each picture once when seeds render at the same time, and every seed gets them all', async () => {
    const cacheDir = tempDir()
    const seeds = [tempDir(), tempDir(), tempDir()]
    const counts = await Promise.all(seeds.map((dir) => renderImages(dir, jobs, { cacheDir })))
    expect(counts.reduce((sum, c) => sum + c.drawn, 0)).toBe(jobs.length)
    expect(counts.reduce((sum, c) => sum + c.copied, 0)).toBe(jobs.length * 2)
    for (const dir of seeds) {
      for (const job of jobs) {
        const file = readFileSync(path.join(dir, job.file))
        expect((await sharp(file).metadata()).format, job.file).toBe('webp')
      }
    }
    // No claim is left behind; the cache holds one picture per job.
    expect(readdirSync(cacheDir).sort()).toEqual(
      readdirSync(cacheDir)
        .filter((f) => f.endsWith('.webp'))
        .sort(),
    )
    expect(readdirSync(cacheDir)).toHaveLength(jobs.length)
    // A later seed only copies.
    expect(await renderImages(tempDir(), jobs, { cacheDir })).toEqual({ drawn: 0, copied: jobs.length })
  })

  it('draws a picture whose claim was left by a seed that stopped, and waits for one that is being drawn', async () => {
    const cacheDir = tempDir()
    const first = tempDir()
    await renderImages(first, jobs.slice(0, 2), { cacheDir })
    const [drawn, drawing] = readdirSync(cacheDir).map((f) => path.join(cacheDir, f))
    // Job 0's cache entry is gone and its claim is two minutes old: its seed stopped while drawing.
    rmSync(drawn!)
    writeFileSync(`${drawn}.claim`, '1')
    const old = new Date(Date.now() - 120_000)
    utimesSync(`${drawn}.claim`, old, old)
    // Job 1 is being drawn by another seed right now: its entry appears a little later.
    const bytes = readFileSync(drawing!)
    rmSync(drawing!)
    writeFileSync(`${drawing}.claim`, '1')
    setTimeout(() => {
      writeFileSync(drawing!, bytes)
      rmSync(`${drawing}.claim`)
    }, 300)
    const second = tempDir()
    const count = await renderImages(second, jobs.slice(0, 2), { cacheDir })
    expect(count).toEqual({ drawn: 1, copied: 1 })
    for (const job of jobs.slice(0, 2)) expect(existsSync(path.join(second, job.file)), job.file).toBe(true)
    expect(readdirSync(cacheDir).filter((f) => f.endsWith('.claim'))).toEqual([])
  })

  it('draws a picture itself when another seed takes more than a second over it', async () => {
    const cacheDir = tempDir()
    await renderImages(tempDir(), jobs.slice(0, 1), { cacheDir })
    const [entry] = readdirSync(cacheDir).map((f) => path.join(cacheDir, f))
    rmSync(entry!)
    // A fresh claim whose picture never comes (a seed at a low priority, busy elsewhere).
    writeFileSync(`${entry}.claim`, '1')
    const started = Date.now()
    const dir = tempDir()
    expect(await renderImages(dir, jobs.slice(0, 1), { cacheDir })).toEqual({ drawn: 1, copied: 0 })
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000)
    expect(existsSync(path.join(dir, jobs[0]!.file))).toBe(true)
  })

  it('draws everything when the cache cannot be made', async () => {
    const blocked = path.join(tempDir(), 'a-file')
    writeFileSync(blocked, '')
    const dir = tempDir()
    mkdirSync(path.join(dir, 'products'), { recursive: true })
    expect(await renderImages(dir, jobs.slice(0, 3), { cacheDir: path.join(blocked, 'cache') })).toEqual({
      drawn: 3,
      copied: 0,
    })
  })
})
