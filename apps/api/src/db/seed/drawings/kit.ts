// The building blocks every motif is drawn from: containers (plates, bowls, glasses, cups, bottles, cans, cartons,
// jars, pouches, boxes) and small shapes, all in one flat style so that a shop page looks like one set.
// Coordinates: a 200×200 box centred on the origin, y pointing down; things stand on y ≈ 85.
import type { Random } from '../random.ts'

/** Draws one motif; `r` only jitters details (never colours that say what the thing is). */
export type Draw = (r: Random) => string

export const f = (n: number) => n.toFixed(1)

function channels(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}

/** The colour a fraction `t` of the way from `a` to `b` (both `#rrggbb`). */
export function mix(a: string, b: string, t: number): string {
  const x = channels(a)
  const y = channels(b)
  return `#${x
    .map((v, i) =>
      Math.round(v + (y[i]! - v) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`
}
export const darker = (c: string, t = 0.25) => mix(c, '#000000', t)
export const lighter = (c: string, t = 0.35) => mix(c, '#ffffff', t)

export const colours = {
  white: '#ffffff',
  porcelain: '#f8f9fa',
  rim: '#dee2e6',
  steel: '#ced4da',
  ink: '#343a40',
  crust: '#d9a05b',
  bun: '#e8a33d',
  patty: '#6b3e1e',
  cheese: '#fcc419',
  lettuce: '#51cf66',
  tomato: '#e03131',
  fry: '#ffd43b',
  rice: '#fffdf5',
  herb: '#2f9e44',
  chocolate: '#5c3a21',
  cream: '#fff8e7',
  glass: '#e7f5ff',
} as const

// ---------------------------------------------------------------------------------------------------------------
// Scatter helpers

/** `n` points spread over an ellipse (rx × ry) centred on (cx, cy). */
export function spread(r: Random, n: number, rx: number, ry: number, cx = 0, cy = 0): Array<[number, number]> {
  const points: Array<[number, number]> = []
  for (let i = 0; i < n; i++) {
    // A golden-angle spiral keeps pieces apart; the jitter keeps variants from looking stamped.
    const t = (i + 0.5) / n
    const angle = i * 2.39996 + r.next() * 0.5
    const d = Math.sqrt(t) * (0.92 + r.next() * 0.08)
    points.push([cx + Math.cos(angle) * d * rx, cy + Math.sin(angle) * d * ry])
  }
  return points
}

export const circle = (x: number, y: number, radius: number, fill: string, extra = '') =>
  `<circle cx="${f(x)}" cy="${f(y)}" r="${f(radius)}" fill="${fill}"${extra}/>`
export const ellipse = (x: number, y: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"${extra}/>`
export const rect = (x: number, y: number, w: number, h: number, rx: number, fill: string, extra = '') =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(rx)}" fill="${fill}"${extra}/>`
export const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`
export const line = (d: string, stroke: string, width: number, extra = '') =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${f(width)}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`
export const group = (transform: string, body: string) => `<g transform="${transform}">${body}</g>`

/** A glossy highlight: what makes a flat shape read as round or shiny. */
export const shine = (x: number, y: number, rx: number, ry: number, angle = -30, opacity = 0.45) =>
  `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rx)}" ry="${f(ry)}" fill="#ffffff" fill-opacity="${opacity}" transform="rotate(${angle} ${f(x)} ${f(y)})"/>`

/** A small leaf (basil, mint, garnish) pointing along `angle`. */
export function leaf(
  x: number,
  y: number,
  size: number,
  angle: number,
  fill: string = colours.herb,
  vein = true,
): string {
  const s = size
  return group(
    `translate(${f(x)} ${f(y)}) rotate(${f(angle)})`,
    path(`M0 0 Q${f(s * 0.5)} ${f(-s * 0.45)} ${f(s)} 0 Q${f(s * 0.5)} ${f(s * 0.45)} 0 0 Z`, fill) +
      (vein ? line(`M${f(s * 0.1)} 0 L${f(s * 0.85)} 0`, lighter(fill, 0.4), Math.max(1, s * 0.06)) : ''),
  )
}

/** Many small flecks (herbs, spices, seeds). */
export function flecks(
  r: Random,
  n: number,
  rx: number,
  ry: number,
  cx: number,
  cy: number,
  colour: string | readonly string[],
  size = 3,
): string {
  let out = ''
  for (const [x, y] of spread(r, n, rx, ry, cx, cy)) {
    const c = typeof colour === 'string' ? colour : r.pick(colour)
    out += ellipse(
      x,
      y,
      size * (0.7 + r.next() * 0.6),
      size * 0.6,
      c,
      ` transform="rotate(${f(r.next() * 180)} ${f(x)} ${f(y)})"`,
    )
  }
  return out
}

// ---------------------------------------------------------------------------------------------------------------
// Plates and bowls

/** A round plate seen from above. */
export function plateTop(radius = 94, fill: string = colours.porcelain): string {
  return (
    circle(0, 0, radius, darker(fill, 0.08)) +
    circle(0, -2, radius - 3, fill) +
    circle(0, -2, radius * 0.74, colours.white) +
    `<circle cx="0" cy="-2" r="${f(radius * 0.74)}" fill="none" stroke="${darker(fill, 0.06)}" stroke-width="2"/>`
  )
}

/** A plate seen at an angle: food sits on it around y ≈ 20–40. */
export function plateSide(y = 42, rx = 96, fill: string = colours.porcelain): string {
  return (
    ellipse(0, y + 6, rx, rx * 0.3, darker(fill, 0.15)) +
    ellipse(0, y, rx, rx * 0.3, fill) +
    ellipse(0, y - 2, rx * 0.72, rx * 0.2, colours.white)
  )
}

/** A wooden board seen at an angle (burgers, breads, grills). */
export function board(y = 50, w = 190, h = 44, fill = '#c8965a'): string {
  return (
    rect(-w / 2, y - h / 2 + 8, w, h, h / 2, darker(fill, 0.2)) +
    rect(-w / 2, y - h / 2, w, h, h / 2, fill) +
    line(
      `M${f(-w / 2 + 24)} ${f(y - 6)} L${f(w / 2 - 40)} ${f(y - 6)} M${f(-w / 2 + 50)} ${f(y + 7)} L${f(w / 2 - 24)} ${f(y + 7)}`,
      darker(fill, 0.1),
      3,
    )
  )
}

export interface BowlOptions {
  /** Outside of the bowl. */
  colour: string
  /** What fills it (the visible surface). */
  fill: string
  /** Rim height and half-width. */
  y?: number
  rx?: number
  ry?: number
  depth?: number
  /** Drawn on the surface, inside the rim (toppings). */
  top?: string
  /** Drawn above the rim before the bowl's front (a mound of salad, rice...). */
  mound?: string
  /** Painted on the bowl's front (a pattern). */
  band?: string
}

/** A bowl at an angle: the surface is an ellipse, the front hides anything below the rim. */
export function bowl(o: BowlOptions): string {
  const y = o.y ?? -5
  const rx = o.rx ?? 92
  const ry = o.ry ?? 24
  const depth = o.depth ?? 88
  const front =
    `M${f(-rx)} ${f(y)} A${f(rx)} ${f(ry)} 0 0 0 ${f(rx)} ${f(y)} ` +
    `C${f(rx)} ${f(y + depth * 0.75)} ${f(rx * 0.45)} ${f(y + depth)} 0 ${f(y + depth)} ` +
    `C${f(-rx * 0.45)} ${f(y + depth)} ${f(-rx)} ${f(y + depth * 0.75)} ${f(-rx)} ${f(y)} Z`
  return (
    ellipse(0, y, rx, ry, darker(o.colour, 0.2)) +
    ellipse(0, y + 2, rx - 5, ry - 4, o.fill) +
    (o.top ?? '') +
    (o.mound ?? '') +
    rect(-rx * 0.32, y + depth - 8, rx * 0.64, 14, 6, darker(o.colour, 0.22)) +
    path(front, o.colour) +
    (o.band ?? '') +
    path(
      `M${f(-rx * 0.8)} ${f(y + ry * 0.9)} Q${f(-rx * 0.78)} ${f(y + depth * 0.6)} ${f(-rx * 0.35)} ${f(y + depth * 0.85)}`,
      'none',
      ` stroke="#ffffff" stroke-opacity="0.35" stroke-width="7" stroke-linecap="round"`,
    )
  )
}

/** A bowl seen from straight above (curries, dips, soups in a shallow dish). */
export function bowlTop(radius: number, colour: string, fill: string, inner = radius * 0.8): string {
  return (
    circle(0, 0, radius, darker(colour, 0.15)) +
    circle(0, -2, radius - 3, colour) +
    circle(0, 0, inner, darker(fill, 0.12)) +
    circle(0, 1, inner - 3, fill)
  )
}

/** A small round dip pot (sauces, sides of dip). */
export function dipPot(
  x: number,
  y: number,
  size: number,
  sauce: string,
  pot: string = colours.white,
  top = '',
): string {
  const s = size
  return (
    ellipse(x, y, s, s * 0.32, darker(pot, 0.12)) +
    ellipse(x, y + 1.5, s * 0.88, s * 0.25, sauce) +
    top +
    path(
      `M${f(x - s)} ${f(y)} A${f(s)} ${f(s * 0.32)} 0 0 0 ${f(x + s)} ${f(y)} L${f(x + s * 0.82)} ${f(y + s * 0.8)} Q${f(x)} ${f(y + s * 1.05)} ${f(x - s * 0.82)} ${f(y + s * 0.8)} Z`,
      pot,
    ) +
    path(
      `M${f(x - s * 0.7)} ${f(y + s * 0.35)} L${f(x - s * 0.62)} ${f(y + s * 0.75)}`,
      'none',
      ` stroke="#000" stroke-opacity="0.06" stroke-width="${f(s * 0.16)}" stroke-linecap="round"`,
    )
  )
}

// ---------------------------------------------------------------------------------------------------------------
// Drinks

export interface GlassOptions {
  liquid: string
  /** 0 (empty) … 1 (full). */
  level?: number
  top?: number
  bottom?: number
  halfTop?: number
  halfBottom?: number
  ice?: number
  straw?: string
  /** Drawn over the liquid (layers, bubbles, floating things). */
  inside?: string
  /** Drawn last (garnish on the rim, cream on top). */
  over?: string
  /** A lighter band on top of the liquid (foam, milk). */
  foam?: string
}

/** A drinking glass seen from the side; x at height y on its wall comes from `glassWidthAt`. */
export function glass(o: GlassOptions): string {
  const top = o.top ?? -80
  const bottom = o.bottom ?? 88
  const ht = o.halfTop ?? 56
  const hb = o.halfBottom ?? 42
  const level = o.level ?? 0.85
  const ly = bottom - (bottom - top) * level
  const at = (y: number) => hb + ((ht - hb) * (bottom - y)) / (bottom - top)
  let out = ''
  if (o.straw) out += line(`M${f(at(ly) * 0.25)} ${f(ly + 30)} L${f(at(top) * 0.55)} ${f(top - 30)}`, o.straw, 9)
  out += path(
    `M${f(-ht)} ${f(top)} L${f(ht)} ${f(top)} L${f(hb)} ${f(bottom)} Q0 ${f(bottom + 6)} ${f(-hb)} ${f(bottom)} Z`,
    colours.glass,
    ' fill-opacity="0.55"',
  )
  out += path(
    `M${f(-at(ly) + 4)} ${f(ly)} L${f(at(ly) - 4)} ${f(ly)} L${f(hb - 4)} ${f(bottom - 4)} Q0 ${f(bottom + 1)} ${f(-hb + 4)} ${f(bottom - 4)} Z`,
    o.liquid,
  )
  if (o.foam)
    out += path(
      `M${f(-at(ly) + 4)} ${f(ly)} L${f(at(ly) - 4)} ${f(ly)} L${f(at(ly + 18) - 4)} ${f(ly + 18)} L${f(-at(ly + 18) + 4)} ${f(ly + 18)} Z`,
      o.foam,
    )
  out += ellipse(0, ly, at(ly) - 4, 7, lighter(o.foam ?? o.liquid, 0.25))
  for (let i = 0; i < (o.ice ?? 0); i++) {
    const x = -at(ly) * 0.55 + i * 26
    const y = ly - 4 + (i % 2) * 14
    out += rect(
      x - 11,
      y - 11,
      24,
      24,
      5,
      '#ffffff',
      ` fill-opacity="0.55" transform="rotate(${12 + i * 17} ${f(x)} ${f(y)})"`,
    )
  }
  out += o.inside ?? ''
  out += path(
    `M${f(-ht + 10)} ${f(top + 12)} L${f(-hb + 9)} ${f(bottom - 12)}`,
    'none',
    ' stroke="#ffffff" stroke-opacity="0.6" stroke-width="7" stroke-linecap="round"',
  )
  out += ellipse(0, top, ht, 8, 'none', ` stroke="${colours.steel}" stroke-width="3"`)
  return out + (o.over ?? '')
}

/** The wall half-width of the default glass at height y (for placing garnish). */
export function glassWidthAt(y: number, top = -80, bottom = 88, ht = 56, hb = 42): number {
  return hb + ((ht - hb) * (bottom - y)) / (bottom - top)
}

/** A round citrus slice (lemon, lime, orange) seen flat. */
export function citrusSlice(x: number, y: number, radius: number, peel: string, flesh: string): string {
  let segments = ''
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2
    segments += line(
      `M${f(x)} ${f(y)} L${f(x + Math.cos(a) * radius * 0.78)} ${f(y + Math.sin(a) * radius * 0.78)}`,
      lighter(flesh, 0.55),
      Math.max(1.2, radius * 0.07),
    )
  }
  return (
    circle(x, y, radius, peel) +
    circle(x, y, radius * 0.86, lighter(flesh, 0.5)) +
    circle(x, y, radius * 0.8, flesh) +
    segments
  )
}

/** A citrus wheel perched on a glass rim, cut side towards us. */
export function rimWheel(x: number, y: number, radius: number, peel: string, flesh: string): string {
  return citrusSlice(x, y, radius, peel, flesh) + rect(x - 2, y + radius * 0.5, 4, radius * 0.6, 2, darker(peel, 0.1))
}

export interface CupOptions {
  /** The drink's surface (coffee, tea, chocolate). */
  drink: string
  /** Drawn on the surface (latte art, foam, marshmallows). */
  art?: string
  colour?: string
  saucer?: boolean
  /** Scale: 1 = cappuccino cup, 0.7 = espresso. */
  size?: number
  steam?: boolean
}

/** A cup (with saucer) at an angle, the drink's surface visible. */
export function cup(o: CupOptions): string {
  const c = o.colour ?? colours.white
  const s = o.size ?? 1
  const w = 66 * s
  const rimY = 10 - 30 * s
  const bottomY = 62
  let out = ''
  if (o.saucer !== false)
    out +=
      ellipse(0, 74, 96 * Math.max(s, 0.8), 20, darker(c, 0.14)) +
      ellipse(0, 70, 92 * Math.max(s, 0.8), 17, c) +
      ellipse(0, 70, 46 * s, 9, darker(c, 0.06))
  out += path(
    `M${f(w - 8)} ${f(rimY + 18)} C${f(w + 44 * s)} ${f(rimY + 6)} ${f(w + 40 * s)} ${f(bottomY - 16)} ${f(w * 0.62)} ${f(bottomY - 8)}`,
    'none',
    ` stroke="${darker(c, 0.1)}" stroke-width="${f(11 * s)}" stroke-linecap="round"`,
  )
  out += path(
    `M${f(-w)} ${f(rimY)} A${f(w)} ${f(17 * s)} 0 0 0 ${f(w)} ${f(rimY)} C${f(w)} ${f(bottomY - 20)} ${f(w * 0.7)} ${f(bottomY)} 0 ${f(bottomY)} C${f(-w * 0.7)} ${f(bottomY)} ${f(-w)} ${f(bottomY - 20)} ${f(-w)} ${f(rimY)} Z`,
    c,
  )
  out += ellipse(0, rimY, w, 17 * s, darker(c, 0.08)) + ellipse(0, rimY + 1.5, w - 6 * s, 13 * s, o.drink)
  out += o.art ?? ''
  out += path(
    `M${f(-w * 0.78)} ${f(rimY + 18)} Q${f(-w * 0.75)} ${f(bottomY - 20)} ${f(-w * 0.35)} ${f(bottomY - 8)}`,
    'none',
    ' stroke="#ffffff" stroke-opacity="0.5" stroke-width="6" stroke-linecap="round"',
  )
  if (o.steam)
    out += line(
      `M-18 ${f(rimY - 18)} q-12 -16 0 -32 q12 -16 0 -32 M18 ${f(rimY - 22)} q-12 -16 0 -32 q12 -16 0 -28`,
      '#ffffff',
      6,
      ' stroke-opacity="0.8"',
    )
  return out
}

/** A latte-art heart on a cup's surface at (0, y). */
export function latteHeart(y: number, size: number, milk = '#fff4e0'): string {
  const s = size
  return path(
    `M0 ${f(y + s * 0.55)} C${f(-s * 1.3)} ${f(y - s * 0.05)} ${f(-s * 0.55)} ${f(y - s * 0.75)} 0 ${f(y - s * 0.2)} C${f(s * 0.55)} ${f(y - s * 0.75)} ${f(s * 1.3)} ${f(y - s * 0.05)} 0 ${f(y + s * 0.55)} Z`,
    milk,
  )
}

export interface BottleOptions {
  body: string
  cap: string
  label?: string
  /** Drawn on the label, centred on (0, labelY). */
  icon?: string
  /** Half width of the body. */
  w?: number
  /** Neck half width and where the shoulder starts. */
  neck?: number
  shoulder?: number
  top?: number
  opacity?: number
  labelY?: number
  labelH?: number
}

/** A bottle (water, oil, juice, sauce, soap...). */
export function bottle(o: BottleOptions): string {
  const w = o.w ?? 44
  const neck = o.neck ?? 14
  const top = o.top ?? -92
  const shoulder = o.shoulder ?? -30
  const labelY = o.labelY ?? 32
  const labelH = o.labelH ?? 56
  const body =
    `M${f(-neck)} ${f(top + 10)} L${f(neck)} ${f(top + 10)} L${f(neck)} ${f(shoulder - 20)} ` +
    `C${f(neck)} ${f(shoulder)} ${f(w)} ${f(shoulder - 8)} ${f(w)} ${f(shoulder + 22)} L${f(w)} 80 Q${f(w)} 90 ${f(w - 10)} 90 ` +
    `L${f(-w + 10)} 90 Q${f(-w)} 90 ${f(-w)} 80 L${f(-w)} ${f(shoulder + 22)} C${f(-w)} ${f(shoulder - 8)} ${f(-neck)} ${f(shoulder)} ${f(-neck)} ${f(shoulder - 20)} Z`
  return (
    path(body, o.body, o.opacity === undefined ? '' : ` fill-opacity="${o.opacity}"`) +
    rect(-neck - 3, top - 4, (neck + 3) * 2, 18, 4, o.cap) +
    (o.label ? rect(-w, labelY - labelH / 2, w * 2, labelH, 3, o.label) : '') +
    (o.icon ?? '') +
    path(
      `M${f(-w + 9)} ${f(shoulder + 20)} L${f(-w + 9)} 76`,
      'none',
      ' stroke="#ffffff" stroke-opacity="0.45" stroke-width="7" stroke-linecap="round"',
    )
  )
}

/** A drinks can with a colour band and an icon. */
export function can(body: string, icon = '', band?: string, w = 46, top = -78, bottom = 86): string {
  return (
    ellipse(0, bottom, w, 10, darker(colours.steel, 0.25)) +
    rect(-w, top, w * 2, bottom - top, 8, body) +
    (band ? rect(-w, 4, w * 2, 34, 0, band) : '') +
    ellipse(0, top, w, 10, '#dee2e6') +
    ellipse(0, top, w - 6, 7, colours.steel) +
    rect(-10, top - 4, 20, 7, 3, '#adb5bd') +
    icon +
    rect(-w + 8, top + 14, 9, bottom - top - 30, 4.5, '#ffffff', ' fill-opacity="0.35"')
  )
}

/** A gable-top carton at an angle (milk, juice). */
export function carton(front: string, side: string, icon = '', band?: string): string {
  return (
    path('M-56 -36 L14 -36 L14 92 L-56 92 Z', front) +
    path('M14 -36 L56 -50 L56 78 L14 92 Z', side) +
    path('M-56 -36 L-40 -82 L30 -82 L14 -36 Z', lighter(front, 0.2)) +
    path('M14 -36 L30 -82 L56 -50 Z', darker(side, 0.08)) +
    rect(-42, -98, 70, 16, 2, lighter(front, 0.1)) +
    (band
      ? path('M-56 20 L14 20 L14 62 L-56 62 Z', band) + path('M14 20 L56 6 L56 48 L14 62 Z', darker(band, 0.12))
      : '') +
    icon
  )
}

/** A glass jar with a lid and a label; `content` is its colour seen through the glass. */
export function jar(content: string, lid: string, label: string = colours.white, icon = '', w = 60, top = -56): string {
  return (
    rect(-w, top, w * 2, 90 - top, 24, content) +
    rect(-w - 4, top - 34, (w + 4) * 2, 34, 7, lid) +
    rect(-w - 4, top - 12, (w + 4) * 2, 6, 2, darker(lid, 0.18)) +
    rect(-w, 4, w * 2, 54, 0, label) +
    icon +
    rect(-w + 10, top + 10, 10, 90 - top - 22, 5, '#ffffff', ' fill-opacity="0.35"')
  )
}

/** A stand-up pouch with a window (coffee, rice, nuts, frozen food). */
export function pouch(colour: string, window = '', windowFill = '#ffffff', seal?: string): string {
  return (
    path('M-66 -78 L66 -78 L72 82 Q0 96 -72 82 Z', colour) +
    rect(-66, -92, 132, 16, 3, seal ?? darker(colour, 0.15)) +
    line('M-58 -84 L58 -84', lighter(colour, 0.3), 2, ' stroke-dasharray="4 5"') +
    ellipse(0, 18, 46, 44, windowFill) +
    window +
    path('M-56 -60 L-60 70', 'none', ' stroke="#ffffff" stroke-opacity="0.3" stroke-width="8" stroke-linecap="round"')
  )
}

/** A box at an angle (cereal, tea, pasta): a front face and a side face. */
export function box(front: string, side: string, icon = '', w = 62, top = -88, depth = 32): string {
  return (
    path(`M${f(-w)} ${f(top)} L${f(w)} ${f(top)} L${f(w)} 90 L${f(-w)} 90 Z`, front) +
    path(`M${f(w)} ${f(top)} L${f(w + depth)} ${f(top - 14)} L${f(w + depth)} 76 L${f(w)} 90 Z`, side) +
    path(
      `M${f(-w)} ${f(top)} L${f(-w + depth)} ${f(top - 14)} L${f(w + depth)} ${f(top - 14)} L${f(w)} ${f(top)} Z`,
      lighter(front, 0.25),
    ) +
    icon
  )
}

/** A yoghurt tub at an angle with its foil lid peeled back a little. */
export function tub(body: string, band: string, icon = '', w = 70, top = -30): string {
  return (
    path(`M${f(-w)} ${f(top)} L${f(w)} ${f(top)} L${f(w * 0.8)} 88 L${f(-w * 0.8)} 88 Z`, body) +
    path(
      `M${f(-w * 0.95)} ${f(top + 40)} L${f(w * 0.95)} ${f(top + 40)} L${f(w * 0.88)} ${f(top + 90)} L${f(-w * 0.88)} ${f(top + 90)} Z`,
      band,
    ) +
    ellipse(0, top, w + 4, 18, darker(body, 0.1)) +
    ellipse(0, top - 3, w, 15, '#ced4da') +
    path(
      `M${f(w * 0.2)} ${f(top - 16)} Q${f(w * 0.7)} ${f(top - 40)} ${f(w)} ${f(top - 20)} L${f(w)} ${f(top - 4)} Z`,
      '#dee2e6',
    ) +
    icon +
    path(
      `M${f(-w + 12)} ${f(top + 14)} L${f(-w * 0.8 + 10)} 76`,
      'none',
      ' stroke="#ffffff" stroke-opacity="0.45" stroke-width="8" stroke-linecap="round"',
    )
  )
}

/** A small spice jar with its powder heaped in front. */
export function spiceJar(powder: string, lid: string, heap = true, label = '#ffffff'): string {
  return (
    rect(-46, -40, 92, 124, 16, lighter(colours.glass, 0.2), ' fill-opacity="0.9"') +
    rect(-42, -8, 84, 88, 12, powder) +
    rect(-50, -76, 100, 40, 8, lid) +
    rect(-50, -50, 100, 6, 2, darker(lid, 0.2)) +
    rect(-34, 18, 68, 40, 4, label, ' fill-opacity="0.9"') +
    circle(0, 38, 12, powder) +
    rect(-38, -30, 8, 100, 4, '#ffffff', ' fill-opacity="0.45"') +
    (heap
      ? path('M34 92 Q68 48 102 92 Z', powder) +
        path('M50 92 Q68 66 86 92', darker(powder, 0.15), ' fill-opacity="0.4"')
      : '')
  )
}

/** A tray from the butcher's counter, with a film's sheen over what lies on it (contents centred near y = 30). */
export function tray(contents: string): string {
  return (
    rect(-98, -16, 196, 104, 22, '#dee2e6') +
    rect(-90, -10, 180, 90, 16, '#f8f9fa') +
    contents +
    path('M-76 -4 L-36 -4 L-70 70 L-88 70 Z', '#ffffff', ' fill-opacity="0.4"')
  )
}

/** A frosty freezer bag with the food showing through its window. */
export function frozenBag(window: string, colour = '#4dabf7'): string {
  const flake = (x: number, y: number, s: number) =>
    line(
      `M${f(x - s)} ${f(y)} L${f(x + s)} ${f(y)} M${f(x - s / 2)} ${f(y - s * 0.87)} L${f(x + s / 2)} ${f(y + s * 0.87)} M${f(x - s / 2)} ${f(y + s * 0.87)} L${f(x + s / 2)} ${f(y - s * 0.87)}`,
      '#ffffff',
      3,
    )
  return pouch(colour, window, '#e7f5ff') + flake(-42, -52, 12) + flake(40, -58, 9) + flake(48, 68, 8)
}

/** A cake or pie slice at an angle: `layers` from the bottom up, then the top. */
export function cakeSlice(layers: Array<{ colour: string; h: number }>, top: string, decoration = ''): string {
  // The slice's front face is a quadrilateral; the top is a triangle pointing left.
  let y = 78
  let out = ellipse(-6, 84, 92, 14, '#000000', ' fill-opacity="0.06"')
  const side = (y0: number, y1: number, colour: string) =>
    path(`M-84 ${f(y1)} L56 ${f(y1 + 10)} L56 ${f(y0 + 10)} L-84 ${f(y0)} Z`, colour)
  const back = (y0: number, y1: number, colour: string) =>
    path(`M56 ${f(y1 + 10)} L88 ${f(y1 - 14)} L88 ${f(y0 - 14)} L56 ${f(y0 + 10)} Z`, darker(colour, 0.15))
  for (const layer of layers) {
    out += side(y, y - layer.h, layer.colour) + back(y, y - layer.h, layer.colour)
    y -= layer.h
  }
  out += path(`M-84 ${f(y)} L56 ${f(y + 10)} L88 ${f(y - 14)} Z`, top)
  return out + decoration
}

/** Ice-cream scoops in a cup or cone. */
export function scoops(colours_: readonly string[], vessel: 'cup' | 'cone' | 'coupe' = 'cup', extra = ''): string {
  let out = ''
  if (vessel === 'cone') {
    out +=
      path('M-40 10 L40 10 L0 96 Z', '#e8a33d') +
      line('M-30 22 L14 78 M-12 14 L24 60 M6 12 L32 38 M30 22 L-14 78 M12 14 L-24 60 M-6 12 L-32 38', '#c97f22', 3)
  } else if (vessel === 'coupe') {
    out +=
      path(
        'M-70 18 L70 18 Q64 58 8 62 L8 84 L34 92 L-34 92 L-8 84 L-8 62 Q-64 58 -70 18 Z',
        lighter(colours.glass, 0.2),
        ' fill-opacity="0.95"',
      ) + path('M-70 18 L70 18 Q64 58 8 62 L-8 62 Q-64 58 -70 18 Z', '#ffffff', ' fill-opacity="0.4"')
  } else {
    out +=
      path('M-66 14 L66 14 L50 92 L-50 92 Z', '#ffffff') +
      path('M-66 14 L66 14 L63 28 L-63 28 Z', '#e9ecef') +
      line('M-30 40 L-24 84 M0 40 L0 86 M30 40 L24 84', '#f1f3f5', 5)
  }
  const spots: Array<[number, number, number]> =
    colours_.length === 1
      ? [[0, -12, 44]]
      : colours_.length === 2
        ? [
            [-26, -2, 36],
            [24, -18, 38],
          ]
        : [
            [-34, 2, 32],
            [32, 0, 32],
            [0, -36, 34],
          ]
  colours_.forEach((c, i) => {
    const [x, y, s] = spots[i % spots.length]!
    out +=
      circle(x, y, s, c) +
      path(
        `M${f(x - s)} ${f(y + 6)} q${f(s * 0.25)} ${f(s * 0.35)} ${f(s * 0.5)} 0 q${f(s * 0.25)} ${f(s * 0.35)} ${f(s * 0.5)} 0 q${f(s * 0.25)} ${f(s * 0.35)} ${f(s * 0.5)} 0 q${f(s * 0.25)} ${f(s * 0.35)} ${f(s * 0.5)} 0 L${f(x + s)} ${f(y + s * 0.55)} L${f(x - s)} ${f(y + s * 0.55)} Z`,
        c,
      ) +
      shine(x - s * 0.35, y - s * 0.4, s * 0.28, s * 0.14)
  })
  return out + extra
}

/** Wooden skewers loaded with pieces: each piece draws itself centred on (x, y). */
export function skewers(rows: number, piece: (x: number, y: number, i: number) => string, y0 = -30, gap = 56): string {
  let out = ''
  for (let k = 0; k < rows; k++) {
    const y = y0 + k * gap
    out += line(`M-98 ${f(y + 8)} L98 ${f(y - 8)}`, '#c8965a', 6)
    for (let i = 0; i < 5; i++) {
      const x = -68 + i * 34
      out += piece(x, y + 8 - ((x + 98) / 196) * 16, i + k)
    }
  }
  return out
}

/** A blob: a rough round shape (fritters, nuggets, falafel). */
export function blob(r: Random, x: number, y: number, radius: number, fill: string, bumps = 7, rough = 0.18): string {
  let d = ''
  for (let i = 0; i <= bumps; i++) {
    const a = (i / bumps) * Math.PI * 2
    const k = 1 - rough / 2 + r.next() * rough
    const px = x + Math.cos(a) * radius * k
    const py = y + Math.sin(a) * radius * k
    if (i === 0) d += `M${f(px)} ${f(py)} `
    else {
      const am = ((i - 0.5) / bumps) * Math.PI * 2
      const km = 1 - rough / 2 + r.next() * rough
      d += `Q${f(x + Math.cos(am) * radius * km * 1.08)} ${f(y + Math.sin(am) * radius * km * 1.08)} ${f(px)} ${f(py)} `
    }
  }
  return path(`${d}Z`, fill)
}
