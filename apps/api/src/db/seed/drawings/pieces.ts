// Small food pieces shared by many motifs: leaves, grains, slices, cubes, beans, shrimp, noodles.
import type { Random } from '../random.ts'
import {
  blob,
  bowl,
  circle,
  colours,
  darker,
  ellipse,
  f,
  flecks,
  group,
  leaf,
  lighter,
  line,
  path,
  rect,
  shine,
  spread,
} from './kit.ts'

/** A radius, or half-width and half-height for an elliptical area (the surface of a bowl seen at an angle). */
export type Area = number | readonly [number, number]
const rxOf = (a: Area) => (typeof a === 'number' ? a : a[0])
const ryOf = (a: Area) => (typeof a === 'number' ? a : a[1])

/** Long noodles: wavy strokes in a pile. */
export function noodles(
  r: Random,
  n: number,
  w: number,
  h: number,
  cx: number,
  cy: number,
  colour: string,
  width = 5,
): string {
  let out = ''
  for (let i = 0; i < n; i++) {
    const y = cy - h / 2 + (h * (i + 0.5)) / n + (r.next() - 0.5) * 6
    const x0 = cx - w / 2 + r.next() * 12
    const x1 = cx + w / 2 - r.next() * 12
    const a = 6 + r.next() * 8
    out += line(
      `M${f(x0)} ${f(y)} Q${f(x0 + (x1 - x0) * 0.25)} ${f(y - a)} ${f((x0 + x1) / 2)} ${f(y)} T${f(x1)} ${f(y)}`,
      i % 3 === 0 ? darker(colour, 0.12) : colour,
      width,
    )
  }
  return out
}

/** A nest of spaghetti-like strands seen from above. */
export function pastaNest(r: Random, radius: number, colour: string): string {
  let out = circle(0, 0, radius, darker(colour, 0.1))
  for (let i = 0; i < 26; i++) {
    const rr = radius * (0.25 + r.next() * 0.7)
    const a0 = r.next() * Math.PI * 2
    const a1 = a0 + 1.4 + r.next() * 1.6
    const x0 = Math.cos(a0) * rr
    const y0 = Math.sin(a0) * rr
    const x1 = Math.cos(a1) * rr
    const y1 = Math.sin(a1) * rr
    out += `<path d="M${f(x0)} ${f(y0)} A${f(rr)} ${f(rr)} 0 0 1 ${f(x1)} ${f(y1)}" fill="none" stroke="${i % 4 === 0 ? darker(colour, 0.15) : lighter(colour, 0.1)}" stroke-width="5" stroke-linecap="round"/>`
  }
  return out
}

export function shrimp(x: number, y: number, s: number, angle: number, colour = '#ff8a5b'): string {
  return group(
    `translate(${f(x)} ${f(y)}) rotate(${f(angle)}) scale(${(s / 20).toFixed(3)})`,
    path('M-16 -6 A16 16 0 1 1 10 14 L4 6 A8 8 0 1 0 -8 -4 Z', colour) +
      line('M-8 -14 L-4 -6 M2 -16 L2 -8 M10 -12 L6 -4 M14 -4 L7 0', '#ffffff', 2.2, ' stroke-opacity="0.7"') +
      path('M10 14 L20 20 L12 22 Z', darker(colour, 0.15)),
  )
}

export function riceGrains(
  r: Random,
  n: number,
  rx: number,
  ry: number,
  cx: number,
  cy: number,
  colour: string = colours.rice,
): string {
  let out = ''
  for (const [x, y] of spread(r, n, rx, ry, cx, cy))
    out += ellipse(
      x,
      y,
      5,
      2.4,
      r.chance(0.3) ? darker(colour, 0.06) : colour,
      ` transform="rotate(${f(r.next() * 180)} ${f(x)} ${f(y)})"`,
    )
  return out
}

/** A mound of rice above a bowl's rim. */
export function riceMound(r: Random, y: number, w: number, h: number, colour: string = colours.rice): string {
  return (
    path(`M${f(-w)} ${f(y)} Q${f(-w)} ${f(y - h)} 0 ${f(y - h)} Q${f(w)} ${f(y - h)} ${f(w)} ${f(y)} Z`, colour) +
    riceGrains(r, 40, w * 0.8, h * 0.4, 0, y - h * 0.45, darker(colour, 0.04))
  )
}

export function cilantro(r: Random, n: number, rx: number, ry: number, cx = 0, cy = 0): string {
  let out = ''
  for (const [x, y] of spread(r, n, rx, ry, cx, cy)) out += leaf(x, y, 12, r.next() * 360, '#37b24d', false)
  return out
}

export function chickenPiece(r: Random, x: number, y: number, colour = '#f0b46a'): string {
  return blob(r, x, y, 11, colour, 5, 0.4) + ellipse(x - 3, y - 3, 4, 2, lighter(colour, 0.4))
}

export function lettuceLeaves(
  r: Random,
  n: number,
  radius: Area,
  greens: readonly string[] = ['#8ce99a', '#69db7c', '#51cf66', '#40c057'],
  cx = 0,
  cy = 0,
  size = 20,
): string {
  let out = ''
  for (const [x, y] of spread(r, n, rxOf(radius), ryOf(radius), cx, cy)) {
    const c = r.pick(greens)
    out +=
      blob(r, x, y, size + r.next() * size * 0.4, c, 8, 0.35) +
      line(`M${f(x - 12)} ${f(y + 6)} L${f(x + 10)} ${f(y - 6)}`, lighter(c, 0.4), 2)
  }
  return out
}

export function tomatoWedge(x: number, y: number, s: number, angle: number): string {
  return group(
    `translate(${f(x)} ${f(y)}) rotate(${f(angle)})`,
    path(`M${f(-s)} 0 A${f(s)} ${f(s)} 0 0 1 ${f(s)} 0 Z`, colours.tomato) +
      path(`M${f(-s * 0.7)} 0 A${f(s * 0.7)} ${f(s * 0.55)} 0 0 1 ${f(s * 0.7)} 0 Z`, '#ff8787') +
      circle(-s * 0.3, -s * 0.2, 1.6, '#fff3bf') +
      circle(s * 0.3, -s * 0.2, 1.6, '#fff3bf'),
  )
}

export function cucumberSlice(x: number, y: number, s: number): string {
  return circle(x, y, s, '#2b8a3e') + circle(x, y, s * 0.82, '#d8f5a2') + circle(x, y, s * 0.35, '#c0eb75')
}

export function crouton(r: Random, x: number, y: number): string {
  return rect(x - 8, y - 8, 16, 16, 3, '#e8a33d', ` transform="rotate(${f(r.next() * 90)} ${f(x)} ${f(y)})"`)
}

export function olive(x: number, y: number, s = 7): string {
  return circle(x, y, s, '#343a40') + circle(x, y, s * 0.4, '#868e96')
}

export function greenOnion(r: Random, n: number, rx: number, ry: number, cx = 0, cy = 0): string {
  let out = ''
  for (const [x, y] of spread(r, n, rx, ry, cx, cy)) out += circle(x, y, 4.5, '#69db7c') + circle(x, y, 2, '#d8f5a2')
  return out
}

export function chopsticks(): string {
  return line('M-30 -96 L96 -30', '#8d5a2b', 7) + line('M-14 -100 L100 -46', '#a0693a', 7)
}

export function soup(
  r: Random,
  o: { broth: string; bowl?: string; top?: (r: Random) => string; band?: string },
): string {
  return bowl({ colour: o.bowl ?? colours.white, fill: o.broth, y: -8, top: o.top?.(r) ?? '', band: o.band })
}

/** Pieces in a loose heap around (x, y). */
export function heap(
  r: Random,
  x: number,
  y: number,
  n: number,
  area: Area,
  piece: (px: number, py: number) => string,
): string {
  let out = ''
  for (const [px, py] of spread(r, n, rxOf(area), ryOf(area), x, y)) out += piece(px, py)
  return out
}

export function cubes(r: Random, x: number, y: number, n: number, radius: Area, colour: string, size = 11): string {
  return heap(
    r,
    x,
    y,
    n,
    radius,
    (px, py) =>
      rect(
        px - size / 2,
        py - size / 2,
        size,
        size,
        2.5,
        colour,
        ` transform="rotate(${f(r.next() * 60)} ${f(px)} ${f(py)})"`,
      ) +
      rect(
        px - size / 2,
        py - size / 2,
        size,
        size * 0.35,
        2,
        lighter(colour, 0.3),
        ` transform="rotate(${f(r.next() * 10)} ${f(px)} ${f(py)})"`,
      ),
  )
}

export function beans(r: Random, x: number, y: number, n: number, radius: Area, colour: string): string {
  return heap(
    r,
    x,
    y,
    n,
    radius,
    (px, py) =>
      ellipse(px, py, 6, 4, colour, ` transform="rotate(${f(r.next() * 180)} ${f(px)} ${f(py)})"`) +
      circle(px - 1.5, py - 1.5, 1.3, lighter(colour, 0.5)),
  )
}

export function avocadoSlices(x: number, y: number, n: number, angle: number): string {
  let out = ''
  for (let i = 0; i < n; i++)
    out += group(
      `translate(${f(x + i * 9)} ${f(y)}) rotate(${f(angle)})`,
      ellipse(0, 0, 22, 8, '#2b8a3e') + ellipse(0, -1, 20, 6, '#c0eb75') + ellipse(-6, -1, 10, 4, '#d8f5a2'),
    )
  return out
}

export function egg(x: number, y: number, s: number, halved = true): string {
  return halved
    ? ellipse(x, y, s, s * 0.8, '#ffffff') +
        circle(x, y, s * 0.48, '#fab005') +
        circle(x - s * 0.12, y - s * 0.12, s * 0.18, '#ffd43b')
    : ellipse(x, y, s * 0.8, s, '#fff4e6')
}

export function fallafel(r: Random, x: number, y: number, s: number): string {
  return (
    blob(r, x, y, s, '#8a5a2b', 8, 0.2) +
    flecks(r, 5, s * 0.6, s * 0.6, x, y, ['#5c940d', '#a9743f'], 2) +
    shine(x - s * 0.35, y - s * 0.35, s * 0.3, s * 0.15, -30, 0.25)
  )
}

export function pita(x: number, y: number, s: number, angle: number): string {
  return group(
    `translate(${f(x)} ${f(y)}) rotate(${f(angle)})`,
    path(`M0 0 L${f(s)} ${f(-s * 0.5)} A${f(s * 1.1)} ${f(s * 1.1)} 0 0 1 ${f(s)} ${f(s * 0.5)} Z`, '#e9c27a') +
      path(
        `M0 0 L${f(s)} ${f(-s * 0.5)} A${f(s * 1.1)} ${f(s * 1.1)} 0 0 1 ${f(s * 1.05)} ${f(-s * 0.2)} Z`,
        '#d9a05b',
        ' fill-opacity="0.5"',
      ),
  )
}
