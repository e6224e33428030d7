// `npm run motif-sheet -w @basil/api -- OUT_DIR [filter]`: draws every motif as the storefront shows it (a product
// picture and a round badge) on a light and on a dark page, labelled, so a person can check that each one looks
// like what it is called. Labels need a system font; the seed itself never draws text.
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { badgePicture, motifPicture, motifs } from './images.ts'

const outDir = process.argv[2]
if (!outDir) {
  console.error('usage: npm run motif-sheet -w @basil/api -- OUT_DIR [regex of motif names]')
  process.exit(1)
}
const filter = process.argv[3] ? new RegExp(process.argv[3]) : null
const chosen = motifs.filter((m) => !filter || filter.test(m))
const perSheet = 30
const columns = 6
const cell = 220
const picture = 180
const badge = 56

const inner = (svg: string) => svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '')

mkdirSync(outDir, { recursive: true })
for (const [theme, page, ink] of [
  ['light', '#ffffff', '#212529'],
  ['dark', '#1a1b1e', '#e9ecef'],
] as const) {
  for (let start = 0; start < chosen.length; start += perSheet) {
    const slice = chosen.slice(start, start + perSheet)
    const rows = Math.ceil(slice.length / columns)
    const width = columns * cell
    const height = rows * (cell + 24)
    let body = `<rect width="${width}" height="${height}" fill="${page}"/>`
    slice.forEach((motif, i) => {
      const x = (i % columns) * cell + (cell - picture) / 2
      const y = Math.floor(i / columns) * (cell + 24) + 10
      const pic = motifPicture(`sheet/${motif}.webp`, motif, 0, picture)
      const round = badgePicture(`sheet/${motif}-badge.webp`, motif, i, badge)
      body += `<svg x="${x}" y="${y}" width="${picture}" height="${picture}" viewBox="0 0 ${picture} ${picture}">${inner(
        pic.svg,
      )
        .replace(/id="bg"/g, `id="bg${i}"`)
        .replace(/url\(#bg\)/g, `url(#bg${i})`)}</svg>`
      body += `<svg x="${x + picture - badge + 8}" y="${y + picture - badge + 8}" width="${badge}" height="${badge}" viewBox="0 0 ${badge} ${badge}">${inner(round.svg).replace('<rect', '<rect fill-opacity="0"')}</svg>`
      body += `<text x="${x + picture / 2}" y="${y + picture + 22}" font-family="DejaVu Sans, sans-serif" font-size="15" fill="${ink}" text-anchor="middle">${motif}</text>`
    })
    const file = path.join(outDir, `${theme}-${String(start / perSheet + 1).padStart(2, '0')}.png`)
    await sharp(
      Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`),
    )
      .png()
      .toFile(file)
    console.log(file)
  }
}
