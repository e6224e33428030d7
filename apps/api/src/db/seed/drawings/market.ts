// Fresh produce, herbs, the butcher's and fishmonger's counters, cheese, eggs and butter.
import type { Random } from '../random.ts'
import {
  blob,
  board,
  tub,
  circle,
  citrusSlice,
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
  tray,
  type Draw,
} from './kit.ts'
import { heap, shrimp } from './pieces.ts'

/** A round fruit or vegetable with a stem and a leaf. */
function roundFruit(
  x: number,
  y: number,
  s: number,
  colour: string,
  o: { leafColour?: string; stem?: boolean; dimple?: boolean } = {},
): string {
  return (
    circle(x, y + s * 0.06, s, darker(colour, 0.15)) +
    circle(x, y, s, colour) +
    (o.dimple
      ? path(
          `M${f(x - s * 0.3)} ${f(y - s * 0.9)} Q${f(x)} ${f(y - s * 0.7)} ${f(x + s * 0.3)} ${f(y - s * 0.9)}`,
          darker(colour, 0.2),
          ' fill-opacity="0.5"',
        )
      : '') +
    (o.stem !== false
      ? line(`M${f(x)} ${f(y - s * 0.8)} L${f(x + s * 0.08)} ${f(y - s * 1.2)}`, '#7a4f26', Math.max(2.5, s * 0.1))
      : '') +
    (o.leafColour ? leaf(x + s * 0.08, y - s * 1.05, s * 0.7, -25, o.leafColour) : '') +
    shine(x - s * 0.42, y - s * 0.35, s * 0.24, s * 0.14, -35, 0.5)
  )
}

function apple(x: number, y: number, s: number, colour = '#e03131'): string {
  return (
    path(
      `M${f(x)} ${f(y - s * 0.7)} C${f(x - s * 0.5)} ${f(y - s * 1.1)} ${f(x - s * 1.1)} ${f(y - s * 0.6)} ${f(x - s)} ${f(y + s * 0.1)} C${f(x - s * 0.9)} ${f(y + s * 0.9)} ${f(x - s * 0.3)} ${f(y + s * 1.1)} ${f(x)} ${f(y + s * 0.9)} C${f(x + s * 0.3)} ${f(y + s * 1.1)} ${f(x + s * 0.9)} ${f(y + s * 0.9)} ${f(x + s)} ${f(y + s * 0.1)} C${f(x + s * 1.1)} ${f(y - s * 0.6)} ${f(x + s * 0.5)} ${f(y - s * 1.1)} ${f(x)} ${f(y - s * 0.7)} Z`,
      colour,
    ) +
    line(`M${f(x)} ${f(y - s * 0.6)} L${f(x + s * 0.1)} ${f(y - s * 1.1)}`, '#7a4f26', Math.max(2, s * 0.12)) +
    leaf(x + s * 0.1, y - s * 0.9, s * 0.6, -30, '#37b24d') +
    shine(x - s * 0.45, y - s * 0.2, s * 0.2, s * 0.12, -30, 0.45)
  )
}

function pear(x: number, y: number, s: number): string {
  return (
    path(
      `M${f(x)} ${f(y - s * 1.2)} C${f(x - s * 0.4)} ${f(y - s * 1.2)} ${f(x - s * 0.45)} ${f(y - s * 0.4)} ${f(x - s * 0.8)} ${f(y + s * 0.2)} C${f(x - s * 1.1)} ${f(y + s * 0.8)} ${f(x - s * 0.6)} ${f(y + s * 1.1)} ${f(x)} ${f(y + s * 1.1)} C${f(x + s * 0.6)} ${f(y + s * 1.1)} ${f(x + s * 1.1)} ${f(y + s * 0.8)} ${f(x + s * 0.8)} ${f(y + s * 0.2)} C${f(x + s * 0.45)} ${f(y - s * 0.4)} ${f(x + s * 0.4)} ${f(y - s * 1.2)} ${f(x)} ${f(y - s * 1.2)} Z`,
      '#94d82d',
    ) +
    path(
      `M${f(x + s * 0.3)} ${f(y + s * 1.05)} C${f(x + s * 0.8)} ${f(y + s)} ${f(x + s * 1.05)} ${f(y + s * 0.6)} ${f(x + s * 0.8)} ${f(y + s * 0.2)} Z`,
      '#74b816',
    ) +
    line(`M${f(x)} ${f(y - s * 1.1)} L${f(x + s * 0.1)} ${f(y - s * 1.5)}`, '#7a4f26', 3) +
    leaf(x + s * 0.1, y - s * 1.35, s * 0.5, -20, '#2f9e44') +
    shine(x - s * 0.4, y + s * 0.2, s * 0.16, s * 0.28, 10, 0.4)
  )
}

/** A bunch of herbs lying on the counter, tied at the stems; `leafAt` draws one leaf at the end of a sprig. */
function herbBunch(r: Random, leafAt: (x: number, y: number, angle: number, size: number) => string): string {
  let stems = ''
  let leaves = ''
  for (let i = 0; i < 7; i++) {
    const angle = -75 + i * 10 + (r.next() - 0.5) * 6
    const a = (angle * Math.PI) / 180
    const length = 120 + r.next() * 30
    const x = -70 + Math.cos(a) * length
    const y = 80 + Math.sin(a) * length
    stems += line(
      `M-70 80 Q${f(-70 + Math.cos(a) * length * 0.5 - 6)} ${f(80 + Math.sin(a) * length * 0.5)} ${f(x)} ${f(y)}`,
      '#5c940d',
      3.5,
    )
    for (let k = 0; k < 3; k++) {
      const t = 0.5 + k * 0.22
      leaves += leafAt(-70 + Math.cos(a) * length * t, 80 + Math.sin(a) * length * t, angle + (k % 2 ? 55 : -55), 24)
    }
    leaves += leafAt(x, y, angle, 30)
  }
  return (
    stems +
    leaves +
    line('M-84 94 L-62 66', '#5c940d', 12) +
    rect(-82, 70, 22, 10, 3, '#e8590c', ' transform="rotate(-50 -71 75)"')
  )
}

function fishFillet(x: number, y: number, w: number, h: number, flesh: string, stripe: string, angle = 0): string {
  let stripes = ''
  for (let i = 1; i < 6; i++)
    stripes += line(`M${f(-w / 2 + (w * i) / 6)} ${f(-h / 2 + 4)} q8 ${f(h / 2)} 0 ${f(h - 8)}`, stripe, 3)
  return group(
    `translate(${f(x)} ${f(y)}) rotate(${f(angle)})`,
    path(
      `M${f(-w / 2)} ${f(-h / 2 + 6)} Q${f(-w / 2)} ${f(-h / 2)} ${f(-w / 2 + 10)} ${f(-h / 2)} L${f(w / 2 - 6)} ${f(-h / 2 + 4)} Q${f(w / 2 + 10)} 0 ${f(w / 2 - 10)} ${f(h / 2)} L${f(-w / 2 + 10)} ${f(h / 2)} Q${f(-w / 2)} ${f(h / 2)} ${f(-w / 2)} ${f(h / 2 - 6)} Z`,
      flesh,
    ) + stripes,
  )
}

function cheeseWedge(colour: string, rind: string, holes: boolean, r: Random): string {
  let out =
    path('M-86 20 L60 -40 L92 -6 L92 54 L-86 70 Z', darker(colour, 0.12)) +
    path('M-86 20 L60 -40 L92 -6 L-54 36 Z', lighter(colour, 0.15)) +
    path('M-86 20 L-54 36 L-54 86 L-86 70 Z', rind) +
    path('M-54 36 L92 -6 L92 54 L-54 86 Z', colour)
  if (holes)
    for (const [x, y] of spread(r, 6, 50, 16, 20, 40))
      out += ellipse(x, y, 7 + r.next() * 5, 5 + r.next() * 3, darker(colour, 0.15))
  return out
}

export const market = {
  banana: (_r) => {
    const one = (dy: number, colour: string) =>
      path(
        `M-84 ${-40 + dy} Q-70 ${40 + dy} 10 ${44 + dy} Q70 ${44 + dy} 88 ${-8 + dy} Q60 ${20 + dy} 10 ${22 + dy} Q-50 ${18 + dy} -72 ${-44 + dy} Z`,
        colour,
      ) +
      path(`M-84 ${-40 + dy} L-90 ${-52 + dy} L-78 ${-56 + dy} L-72 ${-44 + dy} Z`, '#7a4f26') +
      circle(88, -8 + dy, 4, '#5c3a21')
    return (
      one(-30, '#f59f00') +
      one(-6, '#fab005') +
      one(18, '#fcc419') +
      line('M-40 10 Q0 40 60 24', '#ffe066', 4, ' stroke-opacity="0.7"')
    )
  },
  apple: (_r) => apple(-36, 24, 48) + apple(38, 10, 44, '#c92a2a'),
  orange: (_r) =>
    roundFruit(-30, 20, 54, '#fd7e14', { leafColour: '#2f9e44' }) + citrusSlice(50, 40, 36, '#f76707', '#ffa94d'),
  lemon: (_r) => {
    const lemon = (x: number, y: number, s: number, a: number) =>
      group(
        `translate(${f(x)} ${f(y)}) rotate(${f(a)})`,
        ellipse(0, 0, s, s * 0.72, '#fab005') +
          ellipse(s * 0.95, 0, s * 0.16, s * 0.12, '#f59f00') +
          ellipse(-s * 0.95, 0, s * 0.16, s * 0.12, '#f59f00') +
          ellipse(0, -2, s * 0.9, s * 0.62, '#fcc419') +
          shine(-s * 0.3, -s * 0.3, s * 0.25, s * 0.1, -10, 0.5),
      )
    return lemon(-30, 10, 56, -20) + citrusSlice(46, 44, 34, '#fab005', '#ffe066') + leaf(-10, -46, 34, -40, '#2f9e44')
  },
  avocado: (_r) => {
    const half =
      path('M0 -76 C-34 -76 -46 -20 -56 20 C-66 64 -36 88 0 88 C36 88 66 64 56 20 C46 -20 34 -76 0 -76 Z', '#2b8a3e') +
      path('M0 -66 C-28 -66 -38 -16 -46 22 C-54 58 -30 78 0 78 C30 78 54 58 46 22 C38 -16 28 -66 0 -66 Z', '#c0eb75') +
      path('M0 -54 C-20 -54 -30 -10 -36 24 C-40 52 -22 68 0 68 C22 68 40 52 36 24 C30 -10 20 -54 0 -54 Z', '#d8f5a2') +
      circle(0, 30, 24, '#8a5a2b') +
      shine(-8, 22, 8, 5, -30, 0.4)
    return (
      group('translate(30 0) rotate(10)', half) +
      group(
        'translate(-44 10) rotate(-14)',
        path(
          'M0 -70 C-32 -70 -42 -18 -52 18 C-60 60 -34 82 0 82 C34 82 60 60 52 18 C42 -18 32 -70 0 -70 Z',
          '#364f1e',
        ) + shine(-20, -10, 10, 24, 10, 0.2),
      )
    )
  },
  strawberry: (r) => {
    const berry = (x: number, y: number, s: number) => {
      let seeds = ''
      for (const [px, py] of spread(r, 9, s * 0.6, s * 0.7, x, y + s * 0.1)) seeds += ellipse(px, py, 2, 3, '#ffe066')
      return (
        path(
          `M${f(x)} ${f(y + s * 1.2)} Q${f(x - s * 1.2)} ${f(y + s * 0.2)} ${f(x - s * 0.9)} ${f(y - s * 0.6)} Q${f(x)} ${f(y - s * 1.1)} ${f(x + s * 0.9)} ${f(y - s * 0.6)} Q${f(x + s * 1.2)} ${f(y + s * 0.2)} ${f(x)} ${f(y + s * 1.2)} Z`,
          '#e03131',
        ) +
        seeds +
        leaf(x, y - s * 0.75, s * 0.7, -160, '#2f9e44', false) +
        leaf(x, y - s * 0.75, s * 0.7, -20, '#2f9e44', false) +
        leaf(x, y - s * 0.75, s * 0.6, -90, '#37b24d', false) +
        shine(x - s * 0.4, y - s * 0.2, s * 0.18, s * 0.1, -40, 0.4)
      )
    }
    return berry(-40, 14, 42) + berry(36, 0, 40) + berry(0, 48, 36)
  },
  blueberries: (r) => {
    let out =
      path('M-84 0 L84 0 L72 84 L-72 84 Z', '#ffffff') +
      line(
        'M-80 24 L80 24 M-78 48 L78 48 M-74 70 L74 70 M-50 0 L-44 84 M-16 0 L-14 84 M16 0 L14 84 M50 0 L44 84',
        '#ced4da',
        3,
      )
    for (const [x, y] of spread(r, 16, 70, 20, 0, -8))
      out +=
        circle(x, y, 15, '#364fc7') +
        circle(x, y, 15, '#4263eb', ' fill-opacity="0.4"') +
        circle(x + 3, y - 7, 3.5, '#1c2f7a') +
        shine(x - 6, y - 4, 4, 2)
    return out
  },
  grapes: (_r) => {
    let out = line('M4 -78 Q10 -90 26 -96', '#7a4f26', 5) + leaf(10, -80, 44, -20, '#2f9e44')
    const rows = [5, 4, 4, 3, 2, 1]
    rows.forEach((n, row) => {
      for (let i = 0; i < n; i++) {
        const x = (i - (n - 1) / 2) * 30
        const y = -60 + row * 26
        out += circle(x, y, 17, '#5c940d') + circle(x, y - 1, 15, '#94d82d') + shine(x - 5, y - 5, 5, 3)
      }
    })
    return out
  },
  mango: (_r) =>
    group(
      'rotate(-20)',
      path('M-70 10 C-74 -60 20 -80 60 -40 C90 -10 80 60 20 70 C-30 78 -66 54 -70 10 Z', '#fab005') +
        path(
          'M-70 10 C-74 -60 20 -80 60 -40 C40 -50 -10 -40 -30 0 C-44 30 -60 40 -70 10 Z',
          '#f03e3e',
          ' fill-opacity="0.75"',
        ) +
        shine(20, 10, 20, 10, -20, 0.35),
    ) +
    line('M38 -64 L46 -80', '#7a4f26', 4) +
    leaf(46, -78, 40, -30, '#2f9e44'),
  pineapple: (_r) => {
    let leaves = ''
    for (let i = 0; i < 7; i++)
      leaves += leaf(0, -40, 62 - Math.abs(i - 3) * 8, -90 + (i - 3) * 16, i % 2 ? '#2f9e44' : '#37b24d', false)
    let pattern = ''
    // Diagonal lines across the fruit, each cut where it meets the ellipse's edge.
    for (let k = -5; k <= 5; k++) {
      for (const dir of [1, -1]) {
        const points: Array<[number, number]> = []
        for (let t = -1; t <= 1.0001; t += 0.02) {
          const y = 24 + t * 64
          const x = dir * (k * 22 + (y - 24) * 0.6)
          if ((x / 50) ** 2 + ((y - 24) / 64) ** 2 <= 1) points.push([x, y])
        }
        if (points.length > 1)
          pattern += line(
            `M${f(points[0]![0])} ${f(points[0]![1])} L${f(points[points.length - 1]![0])} ${f(points[points.length - 1]![1])}`,
            '#e67700',
            3,
          )
      }
    }
    return (
      leaves +
      ellipse(0, 24, 56, 70, '#f59f00') +
      ellipse(0, 22, 52, 66, '#fab005') +
      pattern +
      shine(-24, -4, 10, 24, 10, 0.3)
    )
  },
  watermelon: (r) => {
    let out = ellipse(-30, 10, 66, 60, '#2b8a3e')
    for (let i = 0; i < 5; i++) out += line(`M${-74 + i * 22} -36 Q${-64 + i * 22} 10 ${-74 + i * 22} 60`, '#1e6b30', 7)
    let seeds = ''
    for (const [x, y] of spread(r, 8, 34, 16, 0, 26)) seeds += ellipse(x, y, 3, 5, '#212529')
    const slice =
      path('M-64 0 A64 64 0 0 0 64 0 Z', '#2b8a3e') +
      path('M-58 2 A58 56 0 0 0 58 2 Z', '#d8f5a2') +
      path('M-52 2 A52 48 0 0 0 52 2 Z', '#fa5252') +
      seeds
    return out + group('translate(40 30) rotate(-12)', slice)
  },
  dates: (r) => {
    let out = ellipse(0, 50, 96, 30, '#c8965a') + ellipse(0, 44, 90, 26, '#e0c08a')
    for (const [x, y] of spread(r, 11, 66, 24, 0, 16))
      out += group(
        `rotate(${f(r.next() * 60 - 30)} ${f(x)} ${f(y)})`,
        ellipse(x, y, 26, 13, '#5c2e14') +
          ellipse(x - 4, y - 3, 16, 6, '#8a4b14') +
          line(`M${f(x - 10)} ${f(y + 4)} q10 -4 20 0`, '#3b1d0c', 2),
      )
    return out
  },
  pear: (_r) => pear(-30, 10, 50) + pear(42, 20, 40),
  kiwi: (r) => {
    let seeds = ''
    for (let i = 0; i < 14; i++) {
      const a = (i / 14) * Math.PI * 2
      seeds += ellipse(
        40 + Math.cos(a) * 22,
        30 + Math.sin(a) * 22,
        2.2,
        4,
        '#212529',
        ` transform="rotate(${f((a * 180) / Math.PI + 90)} ${f(40 + Math.cos(a) * 22)} ${f(30 + Math.sin(a) * 22)})"`,
      )
    }
    return (
      ellipse(-34, 0, 56, 46, '#8a5a2b') +
      flecks(r, 20, 44, 36, -34, 0, '#a0693a', 3) +
      circle(40, 30, 50, '#8a5a2b') +
      circle(40, 30, 44, '#74b816') +
      circle(40, 30, 36, '#94d82d') +
      seeds +
      circle(40, 30, 12, '#f4fce3')
    )
  },
  tomato: (_r) => {
    const tomato = (x: number, y: number, s: number) =>
      roundFruit(x, y, s, '#e03131', { stem: false }) +
      path(
        `M${f(x)} ${f(y - s * 0.95)} l${f(-s * 0.4)} ${f(-s * 0.1)} l${f(s * 0.28)} ${f(s * 0.2)} l${f(-s * 0.2)} ${f(s * 0.3)} l${f(s * 0.32)} ${f(-s * 0.2)} l${f(s * 0.32)} ${f(s * 0.2)} l${f(-s * 0.2)} ${f(-s * 0.3)} l${f(s * 0.28)} ${f(-s * 0.2)} Z`,
        '#2f9e44',
      ) +
      line(`M${f(x)} ${f(y - s * 0.95)} l0 ${f(-s * 0.2)}`, '#2f9e44', 4)
    return tomato(-34, 20, 50) + tomato(40, 30, 42)
  },
  'cherry-tomatoes': (_r) => {
    let out = line('M-80 -60 Q0 -90 80 -50', '#2f9e44', 5)
    for (const [x, y] of [
      [-60, -10],
      [-20, -34],
      [20, -14],
      [58, -30],
      [-40, 40],
      [4, 30],
      [44, 36],
      [-4, 76],
    ] as Array<[number, number]>)
      out +=
        line(`M${x} ${y - 20} L${x} ${y - 50}`, '#2f9e44', 3) +
        roundFruit(x, y, 24, '#e03131', { stem: false }) +
        path(`M${x - 8} ${y - 22} L${x} ${y - 18} L${x + 8} ${y - 22} L${x} ${y - 26} Z`, '#2f9e44')
    return out
  },
  cucumber: (r) =>
    group(
      'rotate(-25)',
      rect(-96, -24, 170, 48, 24, '#2b8a3e') +
        flecks(r, 16, 70, 14, -10, 0, '#94d82d', 2.5) +
        rect(-86, -18, 150, 10, 5, '#51cf66', ' fill-opacity="0.6"'),
    ) +
    group(
      'translate(54 46)',
      circle(0, 0, 30, '#2b8a3e') +
        circle(0, 0, 25, '#d8f5a2') +
        circle(0, 0, 12, '#c0eb75') +
        flecks(r, 6, 8, 8, 0, 0, '#f4fce3', 2),
    ),
  carrot: (_r) => {
    const carrot = (x: number, y: number, a: number) =>
      group(
        `translate(${f(x)} ${f(y)}) rotate(${f(a)})`,
        leaf(0, -60, 40, -110, '#2f9e44', false) +
          leaf(0, -60, 40, -70, '#37b24d', false) +
          leaf(0, -60, 36, -90, '#40c057', false) +
          path('M-20 -60 Q0 -68 20 -60 L4 80 Q0 86 -4 80 Z', '#f76707') +
          line('M-14 -30 L-4 -30 M6 -10 L14 -10 M-10 20 L-2 20 M4 44 L10 44', '#d9480f', 3),
      )
    return carrot(-36, 10, -14) + carrot(14, 6, 4) + carrot(56, 14, 18)
  },
  onion: (_r) => {
    const onion = (x: number, y: number, s: number) =>
      path(
        `M${f(x)} ${f(y - s * 1.2)} Q${f(x + s * 0.2)} ${f(y - s * 0.9)} ${f(x + s * 0.7)} ${f(y - s * 0.5)} Q${f(x + s * 1.2)} ${f(y)} ${f(x + s * 0.8)} ${f(y + s * 0.7)} Q${f(x)} ${f(y + s * 1.1)} ${f(x - s * 0.8)} ${f(y + s * 0.7)} Q${f(x - s * 1.2)} ${f(y)} ${f(x - s * 0.7)} ${f(y - s * 0.5)} Q${f(x - s * 0.2)} ${f(y - s * 0.9)} ${f(x)} ${f(y - s * 1.2)} Z`,
        '#e8a33d',
      ) +
      line(
        `M${f(x)} ${f(y - s)} Q${f(x - s * 0.6)} ${f(y)} ${f(x - s * 0.2)} ${f(y + s * 0.9)} M${f(x)} ${f(y - s)} Q${f(x + s * 0.6)} ${f(y)} ${f(x + s * 0.2)} ${f(y + s * 0.9)}`,
        '#c97f22',
        3,
      ) +
      line(
        `M${f(x - s * 0.2)} ${f(y + s * 0.85)} l-4 8 M${f(x)} ${f(y + s * 0.9)} l0 9 M${f(x + s * 0.2)} ${f(y + s * 0.85)} l4 8`,
        '#a0693a',
        2,
      ) +
      shine(x - s * 0.4, y - s * 0.1, s * 0.15, s * 0.3, 10, 0.35)
    return (
      onion(-34, 14, 52) +
      group(
        'translate(46 34)',
        circle(0, 0, 40, '#e8a33d') +
          circle(0, 0, 34, '#fff4e6') +
          circle(0, 0, 26, 'none', ' stroke="#f3d9fa" stroke-width="3"') +
          circle(0, 0, 17, 'none', ' stroke="#f3d9fa" stroke-width="3"') +
          circle(0, 0, 8, 'none', ' stroke="#f3d9fa" stroke-width="3"'),
      )
    )
  },
  garlic: (_r) => {
    const bulb =
      path(
        'M0 -70 Q10 -40 40 -30 Q80 -10 70 36 Q60 76 0 78 Q-60 76 -70 36 Q-80 -10 -40 -30 Q-10 -40 0 -70 Z',
        '#f8f0e3',
      ) +
      line('M0 -60 Q-30 0 -20 76 M0 -60 Q30 0 20 76 M0 -60 Q-60 0 -56 60 M0 -60 Q60 0 56 60', '#e9dcc6', 3) +
      path('M-14 -76 L14 -76 L8 -60 L-8 -60 Z', '#e0c08a') +
      line('M-14 78 l-6 10 M0 80 l0 10 M14 78 l6 10', '#c8b08a', 2)
    return (
      group('translate(-20 0)', bulb) +
      group(
        'translate(66 50) rotate(20)',
        path('M-14 20 Q-20 -10 0 -26 Q20 -10 14 20 Q0 28 -14 20 Z', '#f8f0e3') + line('M0 -22 Q6 0 4 22', '#e9dcc6', 2),
      )
    )
  },
  potato: (r) => {
    let out = ''
    for (const [x, y, s, a] of [
      [-40, 20, 52, -10],
      [40, 30, 44, 20],
      [0, -30, 40, 0],
    ] as Array<[number, number, number, number]>)
      out += group(
        `rotate(${a} ${x} ${y})`,
        ellipse(x, y + 4, s, s * 0.72, '#8a5a2b') +
          ellipse(x, y, s, s * 0.72, '#c8965a') +
          flecks(r, 6, s * 0.7, s * 0.5, x, y, '#8a5a2b', 2.5) +
          shine(x - s * 0.4, y - s * 0.3, s * 0.2, s * 0.1),
      )
    return out
  },
  'sweet-potato': (r) =>
    group(
      'rotate(-20)',
      path('M-96 0 Q-70 -40 0 -38 Q70 -40 90 0 Q70 40 0 38 Q-70 40 -96 0 Z', '#a61e4d') +
        flecks(r, 10, 70, 20, 0, 0, '#862e4d', 3) +
        shine(-30, -20, 30, 6, 0, 0.25),
    ) +
    group(
      'translate(50 50)',
      ellipse(0, 0, 34, 26, '#a61e4d') + ellipse(0, 0, 29, 22, '#f76707') + ellipse(0, 0, 18, 12, '#ff922b'),
    ),
  'bell-pepper': (_r) =>
    path(
      'M-64 -30 Q-90 40 -50 80 Q-20 96 0 80 Q20 96 50 80 Q90 40 64 -30 Q40 -56 0 -46 Q-40 -56 -64 -30 Z',
      '#e03131',
    ) +
    line('M-24 -36 Q-40 20 -26 78 M24 -36 Q40 20 26 78', '#c92a2a', 4) +
    rect(-14, -70, 28, 30, 8, '#2b8a3e') +
    path('M-30 -44 Q0 -60 30 -44 Q0 -36 -30 -44 Z', '#2f9e44') +
    shine(-44, -6, 10, 26, 10, 0.4),
  broccoli: (r) => {
    let out = path('M-24 90 L-18 10 L-50 -10 L-40 -20 L-8 0 L0 -20 L8 0 L40 -20 L50 -10 L18 10 L24 90 Z', '#8ce99a')
    for (const [x, y] of spread(r, 16, 70, 44, 0, -40)) out += circle(x, y, 20, '#2b8a3e')
    for (const [x, y] of spread(r, 12, 60, 36, 0, -46)) out += circle(x, y, 12, '#37b24d')
    return out + flecks(r, 20, 60, 36, 0, -46, '#1e6b30', 2.5)
  },
  spinach: (r) => {
    let out = ''
    for (const [x, y] of spread(r, 12, 70, 50, 0, 10)) {
      const a = r.next() * 360
      out += group(
        `translate(${f(x)} ${f(y)}) rotate(${f(a)})`,
        path('M0 0 Q-24 -30 0 -56 Q24 -30 0 0 Z', r.pick(['#2b8a3e', '#2f9e44', '#1e6b30'])) +
          line('M0 -2 L0 -50', '#69db7c', 2) +
          line('M0 0 L0 14', '#69db7c', 3),
      )
    }
    return out
  },
  lettuce: (_r) => {
    let out = ''
    const leafShape = (a: number, len: number, colour: string) =>
      group(
        `rotate(${a} 0 80)`,
        path(
          `M0 80 Q-34 ${80 - len * 0.5} -16 ${80 - len} Q0 ${80 - len - 14} 16 ${80 - len} Q34 ${80 - len * 0.5} 0 80 Z`,
          colour,
        ) + line(`M0 80 L0 ${90 - len}`, '#f4fce3', 4),
      )
    out +=
      leafShape(-34, 150, '#2b8a3e') +
      leafShape(34, 150, '#2b8a3e') +
      leafShape(-18, 170, '#37b24d') +
      leafShape(18, 170, '#37b24d') +
      leafShape(0, 176, '#69db7c')
    return out
  },
  zucchini: (r) =>
    group(
      'rotate(-20)',
      rect(-96, -22, 176, 44, 22, '#2b8a3e') +
        flecks(r, 14, 70, 12, -10, 0, '#51cf66', 2.5) +
        rect(76, -8, 20, 16, 6, '#8ce99a'),
    ) +
    group('rotate(10)', rect(-80, 24, 160, 36, 18, '#37b24d') + rect(70, 34, 16, 14, 6, '#8ce99a')) +
    group(
      'translate(-60 64)',
      circle(0, 0, 22, '#2b8a3e') + circle(0, 0, 18, '#e9fac8') + flecks(r, 6, 8, 8, 0, 0, '#c0eb75', 2),
    ),
  eggplant: (_r) =>
    group(
      'rotate(-30)',
      path('M-50 -20 Q-90 20 -70 60 Q-50 92 0 84 Q50 76 70 20 Q80 -20 50 -40 L-20 -50 Q-40 -46 -50 -20 Z', '#5f3dc4') +
        path('M-50 -20 Q-90 20 -70 60 Q-80 20 -40 -10 Z', '#7048e8') +
        shine(-40, 20, 10, 28, 20, 0.25) +
        path('M-30 -60 Q-10 -80 20 -60 L40 -40 Q10 -50 -10 -30 Q-40 -40 -30 -60 Z', '#2f9e44') +
        rect(-6, -90, 12, 34, 5, '#2b8a3e'),
    ),
  mushroom: (_r) => {
    const m = (x: number, y: number, s: number) =>
      rect(x - s * 0.35, y - s * 0.1, s * 0.7, s * 0.9, s * 0.2, '#f1e3cc') +
      path(
        `M${f(x - s)} ${f(y)} Q${f(x - s)} ${f(y - s)} ${f(x)} ${f(y - s)} Q${f(x + s)} ${f(y - s)} ${f(x + s)} ${f(y)} Q${f(x)} ${f(y + s * 0.2)} ${f(x - s)} ${f(y)} Z`,
        '#f8f0e3',
      ) +
      path(
        `M${f(x - s)} ${f(y)} Q${f(x)} ${f(y + s * 0.2)} ${f(x + s)} ${f(y)} Q${f(x)} ${f(y - s * 0.1)} ${f(x - s)} ${f(y)} Z`,
        '#c8b08a',
      ) +
      shine(x - s * 0.4, y - s * 0.6, s * 0.2, s * 0.1, -20, 0.6)
    return m(-36, 20, 52) + m(40, 34, 42) + m(10, -34, 36)
  },
  basil: (r) =>
    herbBunch(
      r,
      (x, y, a, s) =>
        leaf(x, y, s * 1.15, a, '#2b8a3e') +
        shine(
          x + Math.cos((a * Math.PI) / 180) * s * 0.4,
          y + Math.sin((a * Math.PI) / 180) * s * 0.4,
          s * 0.2,
          s * 0.08,
          a,
          0.35,
        ),
    ),
  mint: (r) =>
    herbBunch(r, (x, y, a, s) =>
      group(
        `translate(${f(x)} ${f(y)}) rotate(${f(a)}) scale(${(s / 30).toFixed(3)})`,
        path(
          'M0 0 L6 -8 L10 -6 L14 -12 L18 -9 L23 -13 L26 -8 L31 -9 L32 -3 L36 0 L32 3 L31 9 L26 8 L23 13 L18 9 L14 12 L10 6 L6 8 Z',
          '#51cf66',
        ) + line('M2 0 L32 0 M12 0 L18 -7 M12 0 L18 7 M20 0 L26 -6 M20 0 L26 6', '#b2f2bb', 1.5),
      ),
    ),
  parsley: (r) =>
    herbBunch(r, (x, y, a, s) =>
      group(
        `translate(${f(x)} ${f(y)}) rotate(${f(a)}) scale(${(s / 30).toFixed(3)})`,
        path(
          'M0 0 L8 -4 L12 -14 L18 -8 L22 -18 L26 -8 L34 -10 L30 -2 L36 2 L28 6 L30 14 L22 10 L18 18 L14 8 L8 6 Z',
          '#2b8a3e',
        ) + line('M2 0 L28 0 M14 0 L20 -10 M14 0 L20 10', '#69db7c', 1.5),
      ),
    ),
  coriander: (r) =>
    herbBunch(r, (x, y, a, s) =>
      group(
        `translate(${f(x)} ${f(y)}) rotate(${f(a)}) scale(${(s / 30).toFixed(3)})`,
        path(
          'M0 0 Q4 -16 16 -16 Q20 -22 28 -16 Q36 -12 34 -2 Q40 4 32 10 Q30 18 20 16 Q12 20 8 12 Q2 8 0 0 Z',
          '#69db7c',
        ) + line('M2 0 L28 0 M14 0 L24 -10 M14 0 L24 10', '#d3f9d8', 1.5),
      ),
    ),
  'chicken-fillet': (_r) => {
    const fillet = (x: number, y: number, a: number) =>
      group(
        `translate(${f(x)} ${f(y)}) rotate(${f(a)})`,
        path('M-40 -18 Q-10 -36 30 -24 Q50 -14 46 4 Q36 26 0 30 Q-36 30 -44 10 Q-50 -4 -40 -18 Z', '#f4a3a3') +
          path('M-32 -10 Q-6 -24 28 -14 Q36 -6 30 2 Q0 -6 -32 -10 Z', '#ffd0d0') +
          line('M-20 12 Q0 4 24 10', '#e8888a', 2.5),
      )
    return tray(fillet(-40, 36, -12) + fillet(42, 30, 14))
  },
  'whole-chicken': (_r) => {
    const leg = (flip: number) =>
      group(
        `scale(${flip} 1)`,
        path('M20 40 Q30 70 58 66 Q78 60 72 44 Q62 26 40 30 Z', '#f0a898') +
          path('M62 44 L80 26', 'none', ' stroke="#e9dcc6" stroke-width="9" stroke-linecap="round"') +
          circle(82, 22, 7, '#e9dcc6') +
          circle(86, 30, 6, '#e9dcc6'),
      )
    const wing = (flip: number) => group(`scale(${flip} 1)`, path('M-60 10 Q-86 20 -80 46 Q-66 40 -56 30 Z', '#f0a898'))
    return tray(
      wing(1) +
        wing(-1) +
        path('M-62 44 Q-68 -12 0 -14 Q68 -12 62 44 Q46 70 0 72 Q-46 70 -62 44 Z', '#f4b4a4') +
        path('M-50 30 Q-52 -2 0 -4 Q52 -2 50 30 Q30 46 0 46 Q-30 46 -50 30 Z', '#ffcfc0') +
        leg(1) +
        leg(-1) +
        shine(-20, 8, 22, 7, -10, 0.45),
    )
  },
  'ground-beef': (r) =>
    tray(
      ellipse(0, 36, 76, 42, '#a61e1e') +
        ellipse(0, 32, 72, 38, '#c92a2a') +
        heap(r, 0, 32, 80, [64, 32], (x, y) =>
          line(`M${f(x - 4)} ${f(y)} q4 -4 8 0`, r.pick(['#e03131', '#a61e1e', '#ffa8a8', '#fa5252']), 3.5),
        ),
    ),
  'raw-steak': (r) => {
    let out = board(66, 196)
    out +=
      path('M-80 30 Q-92 -24 -40 -36 Q20 -48 66 -26 Q92 -8 78 28 Q60 52 0 52 Q-70 56 -80 30 Z', '#fff4e6') +
      path('M-70 26 Q-80 -16 -36 -26 Q18 -36 58 -18 Q78 -4 66 22 Q52 40 0 40 Q-62 44 -70 26 Z', '#c92a2a')
    for (let i = 0; i < 6; i++)
      out += line(
        `M${f(-50 + r.next() * 100)} ${f(-20 + r.next() * 40)} q${f(10 + r.next() * 10)} ${f(-4 + r.next() * 8)} ${f(24 + r.next() * 10)} ${f(-6 + r.next() * 12)}`,
        '#ffc9c9',
        3,
      )
    return out + leaf(-70, -50, 30, 30, '#2b8a3e') + flecks(r, 10, 40, 16, 20, -50, '#343a40', 2)
  },
  'lamb-chops': (_r) => {
    const chop = (x: number, y: number, a: number) =>
      group(
        `translate(${f(x)} ${f(y)}) rotate(${f(a)})`,
        rect(4, -7, 62, 14, 7, '#fff4e6') +
          path('M-52 0 Q-52 -34 -16 -34 Q14 -34 14 0 Q14 34 -16 34 Q-52 34 -52 0 Z', '#fff4e6') +
          path('M-46 0 Q-46 -28 -16 -28 Q8 -28 8 0 Q8 28 -16 28 Q-46 28 -46 0 Z', '#d9485f') +
          circle(-20, 0, 12, '#a61e4d'),
      )
    return tray(chop(-34, 30, -20) + chop(30, 38, 14))
  },
  'turkey-slices': (_r) => {
    let out = ''
    for (let i = 0; i < 4; i++)
      out += group(
        `translate(${-42 + i * 26} ${36 - i * 4}) rotate(${-20 + i * 12})`,
        path('M-34 -24 Q0 -34 34 -24 Q46 0 34 24 Q0 34 -34 24 Q-46 0 -34 -24 Z', '#f3c9b6') +
          path('M-30 -20 Q0 -28 30 -20 Q40 0 30 20 Q0 28 -30 20 Q-40 0 -30 -20 Z', '#f8dccd') +
          line('M-22 -12 Q0 -18 22 -12', '#e8b4a0', 3),
      )
    return tray(out)
  },
  'raw-salmon': (_r) =>
    board(66, 196, 40, '#e9ecef') +
    fishFillet(0, 20, 170, 70, '#ff8a5b', '#ffd8a8', -8) +
    citrusSlice(70, -50, 18, '#fab005', '#ffe066'),
  shrimp: (_r) =>
    ellipse(0, 60, 96, 28, '#d0ebff') +
    ellipse(0, 56, 92, 24, '#e7f5ff') +
    shrimp(-40, 20, 44, 20, '#ff8787') +
    shrimp(30, 0, 44, -30, '#ff8a5b') +
    shrimp(0, 50, 40, 80, '#ffa8a8'),
  cod: (r) => {
    let out = ellipse(0, 50, 96, 34, '#d0ebff')
    for (const [x, y] of spread(r, 14, 80, 22, 0, 50))
      out += rect(
        x - 8,
        y - 8,
        16,
        16,
        3,
        '#ffffff',
        ` fill-opacity="0.8" transform="rotate(${f(r.next() * 90)} ${f(x)} ${f(y)})"`,
      )
    return (
      out +
      fishFillet(-10, 14, 150, 56, '#fff9ee', '#f1e3cc', -10) +
      fishFillet(20, 40, 140, 50, '#f8f0e3', '#e9dcc6', 6)
    )
  },
  cheese: (r) => cheeseWedge('#fcc419', '#fab005', true, r),
  cheddar: (r) => {
    const block =
      path('M-90 -20 L30 -50 L92 -20 L-28 10 Z', '#ffa94d') +
      path('M-90 -20 L-28 10 L-28 80 L-90 50 Z', '#e8590c') +
      path('M-28 10 L92 -20 L92 50 L-28 80 Z', '#f76707')
    return (
      block +
      flecks(r, 10, 40, 20, 30, 30, '#ffc078', 3) +
      group('translate(-60 -60) rotate(-10)', rect(-20, -14, 60, 10, 2, '#ffa94d'))
    )
  },
  mozzarella: (_r) =>
    bowlSide('#e7f5ff', '#d0ebff') +
    circle(-30, -10, 34, '#fffdf5') +
    circle(30, -16, 30, '#ffffff') +
    circle(0, -40, 26, '#fffdf5') +
    shine(-40, -24, 10, 6) +
    shine(20, -28, 8, 5) +
    leaf(10, -66, 30, -40, '#2b8a3e'),
  feta: (r) => {
    const block =
      path('M-80 -20 L40 -40 L90 -10 L-30 10 Z', '#ffffff') +
      path('M-80 -20 L-30 10 L-30 70 L-80 40 Z', '#e9ecef') +
      path('M-30 10 L90 -10 L90 50 L-30 70 Z', '#f8f9fa')
    return (
      ellipse(0, 70, 96, 22, '#e7f5ff') +
      block +
      heap(r, 40, 76, 6, [40, 8], (x, y) => blob(r, x, y, 9, '#ffffff', 5, 0.4)) +
      flecks(r, 8, 40, 10, 20, -14, '#5c940d', 2.5)
    )
  },
  halloumi: (_r) => {
    const slab = (y: number, grill: boolean) =>
      rect(-80, y - 24, 160, 48, 12, '#fff4d6') +
      rect(-80, y - 24, 160, 14, 8, '#ffe8a3') +
      (grill
        ? line(`M-50 ${y - 18} L-30 ${y + 18} M-10 ${y - 18} L10 ${y + 18} M30 ${y - 18} L50 ${y + 18}`, '#a0693a', 7)
        : '')
    return slab(44, false) + slab(-6, true) + leaf(60, -50, 30, -30, '#2f9e44')
  },
  parmesan: (r) => cheeseWedge('#ffe8a3', '#e0a43a', false, r) + flecks(r, 20, 60, 20, 20, 40, '#f5d48a', 2.5),
  yogurt: (_r) =>
    tub(
      '#ffffff',
      '#1c7ed6',
      path('M-26 46 Q-30 30 -14 28 Q-10 16 4 20 Q20 14 22 30 Q34 34 28 46 Z', '#ffffff') +
        line('M-16 38 Q0 30 16 38', '#d0ebff', 3),
    ),
  'strawberry-yogurt': (_r) => tub('#ffffff', '#f783ac', berryShape(0, 36, 16), 56, -6),
  labneh: (r) =>
    tub(
      '#fffdf5',
      '#2f9e44',
      blob(r, 0, 40, 22, '#fffdf5', 8, 0.2) +
        ellipse(0, 36, 10, 6, '#c5a300') +
        flecks(r, 8, 16, 10, 0, 40, '#5c940d', 2),
    ),
  eggs: (_r) => {
    let out = path('M-96 10 L96 10 L84 80 L-84 80 Z', '#c8b08a') + path('M-96 10 L96 10 L92 24 L-92 24 Z', '#b89b6e')
    for (let i = 0; i < 3; i++)
      out +=
        ellipse(-60 + i * 60, 0, 28, 34, i === 1 ? '#fff4e6' : '#e8b66f') + shine(-68 + i * 60, -12, 6, 10, 10, 0.5)
    for (let i = 0; i < 3; i++)
      out +=
        ellipse(-30 + i * 60, -30, 28, 34, i === 1 ? '#f1d9a8' : '#fff4e6') + shine(-38 + i * 60, -42, 6, 10, 10, 0.5)
    return out + line('M-70 40 L-70 74 M-24 40 L-24 76 M24 40 L24 76 M70 40 L70 74', '#a88e62', 3)
  },
  butter: (_r) =>
    path('M-90 -10 L20 -40 L92 -16 L-18 14 Z', '#ffe066') +
    path('M-90 -10 L-18 14 L-18 74 L-90 48 Z', '#fcc419') +
    path('M-18 14 L92 -16 L92 44 L-18 74 Z', '#fab005') +
    path('M10 -2 L92 -26 L92 44 L10 68 Z', '#fff4e6') +
    path('M10 -2 L92 -26 L92 -12 L10 12 Z', '#1971c2') +
    line('M30 20 L80 6', '#1971c2', 4) +
    rect(-80, -70, 60, 12, 6, '#adb5bd', ' transform="rotate(-16 -50 -64)"'),
} satisfies Record<string, Draw>

function bowlSide(colour: string, fill: string): string {
  return (
    ellipse(0, 10, 92, 24, darker(colour, 0.15)) +
    ellipse(0, 12, 86, 20, fill) +
    path('M-92 10 A92 24 0 0 0 92 10 C92 70 50 90 0 90 C-50 90 -92 70 -92 10 Z', colour)
  )
}

function berryShape(x: number, y: number, s: number): string {
  return (
    path(
      `M${f(x)} ${f(y + s * 1.2)} Q${f(x - s * 1.3)} ${f(y)} ${f(x - s * 0.7)} ${f(y - s * 0.8)} Q${f(x)} ${f(y - s * 1.2)} ${f(x + s * 0.7)} ${f(y - s * 0.8)} Q${f(x + s * 1.3)} ${f(y)} ${f(x)} ${f(y + s * 1.2)} Z`,
      '#e03131',
    ) +
    leaf(x, y - s * 0.9, s * 0.8, -60, '#37b24d', false) +
    leaf(x, y - s * 0.9, s * 0.8, -120, '#2f9e44', false) +
    circle(x - s * 0.3, y, 1.5, '#fff3bf') +
    circle(x + s * 0.3, y + s * 0.4, 1.5, '#fff3bf')
  )
}
