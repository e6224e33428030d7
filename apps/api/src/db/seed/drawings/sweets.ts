// Breads, pastries and desserts.
import type { Random } from '../random.ts'
import {
  blob,
  board,
  bowlTop,
  cakeSlice,
  circle,
  darker,
  ellipse,
  f,
  flecks,
  group,
  leaf,
  lighter,
  line,
  path,
  plateSide,
  plateTop,
  rect,
  scoops,
  shine,
  spread,
  type Draw,
} from './kit.ts'
import { heap } from './pieces.ts'

function berry(x: number, y: number, s = 8): string {
  return (
    path(
      `M${f(x)} ${f(y + s * 1.2)} Q${f(x - s * 1.3)} ${f(y)} ${f(x - s * 0.7)} ${f(y - s * 0.8)} Q${f(x)} ${f(y - s * 1.2)} ${f(x + s * 0.7)} ${f(y - s * 0.8)} Q${f(x + s * 1.3)} ${f(y)} ${f(x)} ${f(y + s * 1.2)} Z`,
      '#e03131',
    ) +
    leaf(x - s * 0.3, y - s * 0.9, s * 0.9, -120, '#37b24d', false) +
    leaf(x + s * 0.3, y - s * 0.9, s * 0.9, -60, '#37b24d', false) +
    circle(x - s * 0.3, y - s * 0.1, 1.2, '#fff3bf') +
    circle(x + s * 0.35, y + s * 0.3, 1.2, '#fff3bf')
  )
}

function blueberry(x: number, y: number, s = 7): string {
  return (
    circle(x, y, s, '#364fc7') +
    circle(x + s * 0.2, y - s * 0.3, s * 0.3, '#1c2f7a') +
    shine(x - s * 0.4, y - s * 0.4, s * 0.25, s * 0.15)
  )
}

function mint(x: number, y: number, s = 18): string {
  return leaf(x, y, s, -70, '#37b24d') + leaf(x, y, s, -20, '#2f9e44')
}

/** Round fried dough balls (hush puppies, loukoumades, gulab jamun). */
function balls(r: Random, colour: string, n: number, area: readonly [number, number], cy: number, size = 22): string {
  let out = ''
  for (const [x, y] of spread(r, n, area[0], area[1], 0, cy))
    out +=
      circle(x, y + 3, size, darker(colour, 0.2)) +
      circle(x, y, size, colour) +
      shine(x - size * 0.35, y - size * 0.35, size * 0.35, size * 0.18, -30, 0.4)
  return out
}

function gelato(colour: string, fleck: string, r: Random): string {
  return (
    scoops([colour, lighter(colour, 0.12), colour], 'cup', flecks(r, 12, 50, 40, 0, -10, fleck, 1.8)) +
    line('M40 -40 L80 -90', '#adb5bd', 6) +
    ellipse(84, -96, 9, 12, '#ced4da')
  )
}

export const sweets = {
  'bread-loaf': (r) => {
    let out = board(66, 196)
    out +=
      path('M-86 50 L-86 -10 Q-86 -64 -20 -64 L24 -64 Q86 -64 86 -10 L86 50 Z', '#a0521d') +
      path('M-78 46 L-78 -8 Q-78 -56 -20 -56 L24 -56 Q78 -56 78 -8 L78 46 Z', '#c97f22')
    out += rect(40, -34, 56, 84, 12, '#a0521d') + rect(46, -28, 46, 74, 8, '#e8c07a')
    return (
      out +
      flecks(r, 24, 60, 40, -10, -8, ['#7a3b1a', '#f5d48a'], 3) +
      flecks(r, 20, 18, 30, 69, 10, '#a0693a', 2.5) +
      shine(-40, -40, 20, 6, -15, 0.25)
    )
  },
  sourdough: (r) => {
    let out = board(66, 196)
    out +=
      path('M-90 40 Q-96 -60 0 -62 Q96 -60 90 40 Q60 56 0 56 Q-60 56 -90 40 Z', '#8a4b14') +
      path('M-82 34 Q-86 -50 0 -52 Q86 -50 82 34 Q56 46 0 46 Q-56 46 -82 34 Z', '#b8691c')
    out +=
      path('M-50 -10 Q0 -50 50 -10 Q0 -34 -50 -10 Z', '#f5d48a') + path('M-40 16 Q0 -8 40 16 Q0 2 -40 16 Z', '#e8b66f')
    return out + flecks(r, 30, 60, 30, 0, -10, '#fff9ee', 2.5)
  },
  baguette: (r) => {
    let out = group(
      'rotate(-24)',
      path('M-104 0 Q-104 -26 -70 -28 L70 -28 Q104 -26 104 0 Q104 26 70 28 L-70 28 Q-104 26 -104 0 Z', '#b8691c') +
        path('M-96 -2 Q-96 -20 -70 -22 L70 -22 Q96 -20 96 -2 Q70 10 0 10 Q-70 10 -96 -2 Z', '#d9902f'),
    )
    for (let i = 0; i < 5; i++)
      out += group(
        'rotate(-24)',
        path(
          `M${-72 + i * 34} -12 Q${-58 + i * 34} -26 ${-44 + i * 34} -12 Q${-58 + i * 34} -4 ${-72 + i * 34} -12 Z`,
          '#f5d48a',
        ),
      )
    return out + flecks(r, 14, 80, 20, 0, 0, '#fff9ee', 2)
  },
  'pita-bread': (r) => {
    let out = ''
    for (let i = 0; i < 4; i++)
      out +=
        ellipse(-10, 60 - i * 12, 84, 26, i % 2 ? '#e9c27a' : '#f1d39b') + ellipse(-10, 56 - i * 12, 82, 24, '#f5dca8')
    out += group(
      'translate(40 -20) rotate(-10)',
      path('M-56 20 A56 56 0 0 1 56 20 Z', '#e9c27a') +
        path('M-48 20 A48 40 0 0 1 48 20 Z', '#fff9ee') +
        path('M-56 20 A56 56 0 0 1 56 20', 'none', ' stroke="#d9a05b" stroke-width="4"'),
    )
    return out + flecks(r, 16, 70, 16, -10, 22, '#c97f22', 3)
  },
  bagel: (r) => {
    let out = ''
    for (const [x, y, s] of [
      [-34, 20, 56],
      [40, -10, 50],
    ] as Array<[number, number, number]>) {
      out +=
        ellipse(x, y + 8, s, s * 0.7, '#8a4b14') +
        ellipse(x, y, s, s * 0.7, '#c97f22') +
        ellipse(x, y - 4, s * 0.86, s * 0.56, '#e0913a') +
        ellipse(x, y + 2, s * 0.3, s * 0.18, '#8a4b14')
      out +=
        flecks(r, 20, s * 0.8, s * 0.5, x, y - 4, ['#fff9ee', '#343a40'], 2.2) +
        shine(x - s * 0.4, y - s * 0.3, s * 0.22, s * 0.08, -20, 0.3)
    }
    return out
  },
  croissant: (_r) => {
    const segments: Array<[number, number, number]> = [
      [-72, 18, 20],
      [-44, 2, 28],
      [0, -6, 36],
      [44, 2, 28],
      [72, 18, 20],
    ]
    let out = ellipse(0, 58, 90, 12, '#000000', ' fill-opacity="0.06"')
    for (const [x, y, s] of segments)
      out +=
        ellipse(x, y + 6, s, s * 1.1, '#a0521d') +
        ellipse(x, y, s, s * 1.1, '#d9902f') +
        ellipse(x - s * 0.2, y - s * 0.3, s * 0.55, s * 0.4, '#f5c26b', ' fill-opacity="0.7"')
    return (
      out +
      line('M-58 -10 Q-52 10 -58 30 M-22 -20 Q-14 6 -22 32 M22 -20 Q14 6 22 32 M58 -10 Q52 10 58 30', '#8a4b14', 4)
    )
  },
  'pain-au-chocolat': (_r) => {
    let out = board(72, 196)
    out +=
      rect(-60, -44, 160, 88, 32, '#a0521d') +
      rect(-56, -50, 152, 84, 30, '#d9902f') +
      rect(-30, -46, 110, 16, 8, '#f5c26b', ' fill-opacity="0.6"')
    out += line('M-10 -48 Q-2 -6 -10 34 M24 -48 Q32 -6 24 34 M58 -48 Q66 -6 58 34', '#b8691c', 4)
    out +=
      ellipse(-58, -4, 38, 46, '#a0521d') +
      ellipse(-58, -6, 34, 42, '#f5d48a') +
      ellipse(-58, -6, 25, 31, 'none', ' stroke="#e0a43a" stroke-width="3"') +
      ellipse(-58, -6, 14, 18, 'none', ' stroke="#e0a43a" stroke-width="3"')
    return (
      out + ellipse(-66, -22, 11, 7, '#3b2314') + ellipse(-50, 12, 11, 7, '#3b2314') + shine(30, -36, 40, 6, 0, 0.3)
    )
  },
  tortillas: (r) => {
    let out = ''
    for (let i = 0; i < 6; i++)
      out += ellipse(0, 70 - i * 8, 90, 26, i % 2 ? '#f1d39b' : '#f5dca8') + ellipse(0, 68 - i * 8, 90, 25, '#f8e6bf')
    out += flecks(r, 12, 70, 14, 0, 28, '#c97f22', 4)
    out += group(
      'translate(10 -10) rotate(-8)',
      path('M-70 10 A70 70 0 0 1 70 10 Z', '#f5dca8') +
        path('M-70 10 A70 70 0 0 1 70 10', 'none', ' stroke="#e9c27a" stroke-width="3"') +
        flecks(r, 8, 40, 20, 0, -20, '#c97f22', 4),
    )
    return out
  },
  cornbread: (r) => {
    let out = rect(-94, -60, 188, 150, 20, '#212529') + rect(-86, -52, 172, 134, 14, '#343a40')
    for (let i = 0; i < 3; i++)
      for (let j = 0; j < 2; j++) {
        const x = -80 + i * 56
        const y = -46 + j * 62
        out +=
          rect(x, y, 52, 58, 4, '#e8a33d') +
          rect(x + 3, y + 3, 46, 50, 3, '#fcc419') +
          flecks(r, 5, 18, 18, x + 26, y + 28, '#f5c26b', 3)
      }
    return out + rect(-10, -16, 26, 18, 4, '#fff3bf') + shine(-4, -12, 6, 3)
  },
  'cinnamon-roll': (_r) => {
    let spiral = ''
    for (let t = 0; t <= Math.PI * 7; t += 0.2)
      spiral += `${t === 0 ? 'M' : 'L'}${f(Math.cos(t) * (4 + t * 3.1))} ${f(Math.sin(t) * (4 + t * 3.1) - 4)} `
    let icing = ''
    for (let i = 0; i < 5; i++)
      icing += line(`M${-56 + i * 24} -50 q14 24 0 48 q-12 22 6 46`, '#ffffff', 6, ' stroke-opacity="0.9"')
    return (
      plateTop(96) +
      circle(0, 2, 74, '#a0521d') +
      circle(0, -2, 72, '#d9902f') +
      `<path d="${spiral}" fill="none" stroke="#7a3b1a" stroke-width="7" stroke-linecap="round"/>` +
      icing
    )
  },
  muffin: (r) => {
    let out =
      path('M-58 0 L58 0 L44 86 L-44 86 Z', '#4dabf7') +
      line('M-44 4 L-34 84 M-22 4 L-16 86 M0 4 L0 86 M22 4 L16 86 M44 4 L34 84', '#339af0', 4)
    out += path('M-74 0 Q-80 -70 0 -72 Q80 -70 74 0 Z', '#e0a43a')
    return (
      out + heap(r, 0, -30, 8, [52, 24], (x, y) => blueberry(x, y, 8)) + flecks(r, 10, 50, 20, 0, -34, '#f5c26b', 3)
    )
  },
  'hush-puppies': (r) => {
    let out =
      path('M-90 -6 L90 -6 L70 86 L-70 86 Z', '#c92a2a') +
      line('M-80 30 L80 30 M-74 60 L74 60', '#ffffff', 5, ' stroke-opacity="0.5"')
    out += balls(r, '#c97f22', 7, [60, 14], -20, 24)
    return out + flecks(r, 14, 60, 14, 0, -22, '#8a4b14', 2.5)
  },
  loukoumades: (r) =>
    plateSide(58, 96) +
    balls(r, '#e0a43a', 8, [62, 22], 12, 22) +
    line('M-60 -6 Q-30 20 0 -4 T60 10', '#f59f00', 5) +
    flecks(r, 20, 60, 20, 0, 6, '#8a4b14', 2),
  'gulab-jamun': (r) =>
    bowlTop(94, '#f8f9fa', '#f59f00', 80) +
    balls(r, '#6b2f14', 5, [40, 40], 0, 26) +
    flecks(r, 10, 50, 50, 0, 0, '#94d82d', 3),
  churros: (r) => {
    let out = ''
    for (let i = 0; i < 4; i++)
      out += group(
        `rotate(${-30 + i * 12} ${-40 + i * 22} 40)`,
        rect(-54 + i * 22, -70, 28, 140, 12, '#b8691c') +
          line(
            `M${-46 + i * 22} -64 L${-46 + i * 22} 64 M${-40 + i * 22} -66 L${-40 + i * 22} 66 M${-34 + i * 22} -64 L${-34 + i * 22} 64`,
            '#e0a43a',
            3,
          ) +
          flecks(r, 8, 8, 60, -40 + i * 22, 0, '#fff9ee', 2),
      )
    return (
      out +
      path('M30 20 L92 20 L86 84 L36 84 Z', '#ffffff') +
      ellipse(61, 20, 31, 10, '#5c2e14') +
      line('M40 30 L82 30', '#e9ecef', 3)
    )
  },
  spanakopita: (r) => {
    const out = plateSide(56, 96)
    const triangle = (x: number, y: number, a: number) =>
      group(
        `translate(${f(x)} ${f(y)}) rotate(${f(a)})`,
        path('M-40 24 L0 -40 L40 24 Z', '#e8b66f') +
          path('M-32 18 L0 -30 L32 18 Z', '#f5d48a') +
          line('M-26 14 L-2 -24 M-12 18 L10 -16 M4 20 L22 -6', '#e0a43a', 3) +
          flecks(r, 8, 20, 14, 0, 0, '#fff9ee', 2),
      )
    return out + triangle(-40, 26, -6) + triangle(8, 30, 8) + triangle(-18, -6, 2) + triangle(44, -4, -10)
  },
  tiramisu: (r) => {
    let out = plateSide(60, 96)
    const layers: Array<[string, number]> = [
      ['#a0693a', 18],
      ['#fff4e0', 16],
      ['#a0693a', 16],
      ['#fff4e0', 18],
    ]
    let y = 56
    for (const [c, h] of layers) {
      out +=
        path(`M-62 ${f(y)} L36 ${f(y + 6)} L36 ${f(y + 6 - h)} L-62 ${f(y - h)} Z`, c) +
        path(`M36 ${f(y + 6)} L70 ${f(y - 10)} L70 ${f(y - 10 - h)} L36 ${f(y + 6 - h)} Z`, darker(c, 0.12))
      y -= h
    }
    out += path(`M-62 ${f(y)} L36 ${f(y + 6)} L70 ${f(y - 10)} L-28 ${f(y - 16)} Z`, '#5c3a21')
    return out + flecks(r, 20, 40, 6, 0, y - 4, '#7a4f26', 2) + leaf(10, y - 14, 18, -40, '#37b24d')
  },
  'panna-cotta': (_r) => {
    let out =
      plateSide(64, 96) +
      path('M-70 56 Q-60 40 -30 50 Q0 36 30 50 Q60 40 70 56 Q40 70 0 68 Q-40 70 -70 56 Z', '#c2255c')
    out +=
      path('M-50 50 Q-56 -30 -30 -50 L30 -50 Q56 -30 50 50 Q0 60 -50 50 Z', '#fff9ee') +
      ellipse(0, -50, 30, 8, '#ffffff') +
      path('M-30 -50 Q0 -44 30 -50 Q36 -20 20 -10 Q6 -30 -10 -16 Q-26 -30 -30 -50 Z', '#c2255c')
    return out + berry(-2, -62, 10) + mint(14, -60, 14) + shine(-34, 0, 6, 20, 0, 0.4)
  },
  cheesecake: (_r) =>
    cakeSlice(
      [
        { colour: '#c97f22', h: 14 },
        { colour: '#fff4d6', h: 48 },
      ],
      '#fff0c2',
      `<path d="M-84 32 L56 42 L88 18 L-20 14 Z" fill="#c92a2a"/>` +
        berry(30, 10, 12) +
        berry(0, 14, 10) +
        berry(56, 16, 9),
    ),
  'carrot-cake': (_r) =>
    cakeSlice(
      [
        { colour: '#c97f22', h: 22 },
        { colour: '#fff4e6', h: 8 },
        { colour: '#c97f22', h: 22 },
        { colour: '#fff4e6', h: 10 },
      ],
      '#fff4e6',
      group('translate(24 -6) rotate(-30)', path('M-16 -4 L16 -2 L16 2 L-16 4 Z', '#f76707')) +
        leaf(42, -14, 12, -70, '#37b24d', false),
    ),
  'chocolate-cake': (_r) =>
    cakeSlice(
      [
        { colour: '#5c3a21', h: 22 },
        { colour: '#3b2314', h: 8 },
        { colour: '#5c3a21', h: 22 },
        { colour: '#3b2314', h: 10 },
      ],
      '#3b2314',
      path('M-84 10 Q-80 20 -76 12 Q-70 24 -64 14', '#3b2314') +
        circle(30, -8, 8, '#c92a2a') +
        line('M30 -14 Q34 -24 40 -26', '#2b8a3e', 2.5),
    ),
  'lava-cake': (r) => {
    let out = plateSide(64, 96) + path('M-60 56 Q-40 40 0 46 Q40 40 70 58 Q30 72 -20 70 Q-60 68 -60 56 Z', '#4a2410')
    out +=
      path('M-46 50 L-40 -24 Q0 -40 40 -24 L46 50 Q0 60 -46 50 Z', '#5c3a21') +
      ellipse(0, -24, 40, 12, '#4a2410') +
      flecks(r, 16, 36, 8, 0, -26, '#ffffff', 2)
    out += path('M10 30 Q30 40 40 56 Q20 62 6 54 Z', '#3b2314')
    return out + blueberry(-60, 44, 7) + berry(56, 40, 9) + mint(0, -36, 14)
  },
  'mug-cake': (r) => {
    let out = path(
      'M60 -10 C110 -16 110 60 56 60',
      'none',
      ' stroke="#e9ecef" stroke-width="14" stroke-linecap="round"',
    )
    out += path('M-62 -20 L62 -20 L56 86 L-56 86 Z', '#ffffff') + rect(-62, 20, 124, 24, 0, '#d0ebff')
    out +=
      blob(r, 0, -28, 66, '#5c3a21', 12, 0.12) +
      path('M-70 -20 Q-74 -70 0 -76 Q74 -70 70 -20 Z', '#6b4226') +
      flecks(r, 16, 50, 20, 0, -46, '#3b2314', 3)
    return out + flecks(r, 20, 50, 20, 0, -50, '#ffffff', 1.6)
  },
  'pecan-pie': (_r) =>
    cakeSlice(
      [
        { colour: '#e0a43a', h: 10 },
        { colour: '#7a3b1a', h: 30 },
      ],
      '#8a4b14',
      group('translate(-20 12)', ellipse(0, 0, 14, 8, '#5c2e14') + line('M-10 0 L10 0', '#3b1d0c', 2)) +
        group('translate(14 14)', ellipse(0, 0, 14, 8, '#5c2e14') + line('M-10 0 L10 0', '#3b1d0c', 2)) +
        group('translate(46 10)', ellipse(0, 0, 12, 7, '#5c2e14') + line('M-8 0 L8 0', '#3b1d0c', 2)) +
        path('M56 50 L88 26 L88 14 L56 38 Z', '#e0a43a'),
    ),
  'key-lime-pie': (_r) =>
    cakeSlice(
      [
        { colour: '#e0a43a', h: 12 },
        { colour: '#d8f5a2', h: 36 },
      ],
      '#e9fac8',
      path('M-40 20 Q-30 6 -20 20 Q-10 6 0 20 Q10 6 20 20 Q30 6 40 20 Z', '#ffffff') +
        group(
          'translate(30 4)',
          circle(0, 0, 14, '#5c940d') + circle(0, 0, 11, '#c0eb75') + line('M-8 0 L8 0 M0 -8 L0 8', '#e9fac8', 2),
        ),
    ),
  'fruit-tart': (r) => {
    let out = circle(0, 4, 94, '#c97f22') + circle(0, 0, 92, '#e0a43a')
    for (let i = 0; i < 24; i++)
      out += circle(Math.cos((i / 24) * Math.PI * 2) * 86, Math.sin((i / 24) * Math.PI * 2) * 86, 8, '#e8b66f')
    out += circle(0, 0, 76, '#fff4d6')
    for (let i = 0; i < 8; i++)
      out += berry(Math.cos((i / 8) * Math.PI * 2) * 56, Math.sin((i / 8) * Math.PI * 2) * 56, 11)
    for (let i = 0; i < 5; i++)
      out +=
        circle(Math.cos((i / 5) * Math.PI * 2 + 0.3) * 28, Math.sin((i / 5) * Math.PI * 2 + 0.3) * 28, 13, '#82c91e') +
        circle(Math.cos((i / 5) * Math.PI * 2 + 0.3) * 28, Math.sin((i / 5) * Math.PI * 2 + 0.3) * 28, 10, '#c0eb75')
    return out + heap(r, 0, 0, 5, 12, (x, y) => blueberry(x, y, 6))
  },
  brownie: (r) => {
    const out = plateSide(62, 96)
    const piece = (x: number, y: number) =>
      path(
        `M${f(x - 40)} ${f(y)} L${f(x + 20)} ${f(y + 10)} L${f(x + 48)} ${f(y - 8)} L${f(x - 12)} ${f(y - 18)} Z`,
        '#6b4226',
      ) +
      path(
        `M${f(x - 40)} ${f(y)} L${f(x + 20)} ${f(y + 10)} L${f(x + 20)} ${f(y + 40)} L${f(x - 40)} ${f(y + 30)} Z`,
        '#3b2314',
      ) +
      path(
        `M${f(x + 20)} ${f(y + 10)} L${f(x + 48)} ${f(y - 8)} L${f(x + 48)} ${f(y + 22)} L${f(x + 20)} ${f(y + 40)} Z`,
        '#2b1a10',
      ) +
      line(`M${f(x - 24)} ${f(y - 4)} l14 4 M${f(x + 4)} ${f(y - 6)} l16 2`, '#8a5a3a', 2.5)
    return out + piece(-36, 20) + piece(26, 14) + piece(-6, -30) + flecks(r, 6, 40, 20, 0, 0, '#3b2314', 3)
  },
  sundae: (r) =>
    scoops(
      ['#fff4e0', '#5c3a21'],
      'coupe',
      path(
        'M-50 -10 Q-30 10 -10 -16 Q10 6 30 -12 Q44 -2 50 -20',
        'none',
        ' stroke="#3b2314" stroke-width="7" stroke-linecap="round"',
      ) +
        circle(6, -62, 10, '#e03131') +
        line('M6 -70 Q10 -84 20 -88', '#2b8a3e', 2.5) +
        heap(r, 0, 8, 4, [40, 6], (x, y) => rect(x - 8, y - 8, 16, 16, 3, '#3b2314')),
    ),
  cookie: (r) => {
    let out = ''
    for (const [x, y, s] of [
      [-30, 20, 56],
      [38, -24, 48],
    ] as Array<[number, number, number]>) {
      out +=
        circle(x, y + 4, s, '#b8691c') +
        blob(r, x, y, s, '#e0a43a', 12, 0.08) +
        heap(r, x, y, 8, s * 0.7, (px, py) => blob(r, px, py, 6, '#4a2410', 5, 0.4)) +
        flecks(r, 6, s * 0.7, s * 0.7, x, y, '#c97f22', 4)
    }
    return out
  },
  donut: (r) => {
    let out = ellipse(0, 10, 92, 80, '#c97f22') + ellipse(0, 0, 90, 78, '#e0a43a')
    out += path(
      'M-84 -6 Q-90 -70 0 -74 Q90 -70 84 -6 Q80 20 66 10 Q58 36 40 22 Q20 44 0 26 Q-20 44 -40 22 Q-58 36 -66 10 Q-80 20 -84 -6 Z',
      '#f783ac',
    )
    out += ellipse(0, -4, 26, 20, '#c97f22')
    for (const [x, y] of spread(r, 20, 64, 44, 0, -20))
      if (Math.hypot(x / 1.2, y + 4) > 30)
        out += rect(
          x - 6,
          y - 2,
          12,
          4,
          2,
          r.pick(['#fab005', '#4dabf7', '#ffffff', '#7048e8', '#69db7c']),
          ` transform="rotate(${f(r.next() * 180)} ${f(x)} ${f(y)})"`,
        )
    return out + shine(-40, -44, 20, 8, -30, 0.35)
  },
  cupcake: (r) => {
    let out =
      path('M-56 6 L56 6 L44 88 L-44 88 Z', '#c92a2a') +
      line('M-42 10 L-34 86 M-20 10 L-16 88 M0 10 L0 88 M20 10 L16 88 M42 10 L34 86', '#a61e1e', 4)
    out +=
      ellipse(0, 8, 62, 14, '#a61e1e') +
      ellipse(0, 0, 64, 20, '#fff9ee') +
      ellipse(0, -22, 52, 20, '#ffffff') +
      ellipse(0, -44, 38, 16, '#fff9ee') +
      ellipse(0, -62, 22, 12, '#ffffff')
    return out + flecks(r, 10, 40, 30, 0, -30, '#c92a2a', 2.5) + circle(4, -76, 9, '#c92a2a')
  },
  macarons: (_r) => {
    let out = ''
    const mac = (x: number, y: number, c: string) =>
      ellipse(x, y + 14, 44, 14, darker(c, 0.12)) +
      rect(x - 44, y, 88, 14, 0, darker(c, 0.12)) +
      ellipse(x, y, 44, 14, c) +
      rect(x - 40, y - 12, 80, 10, 5, '#fff9ee') +
      ellipse(x, y - 18, 44, 14, darker(c, 0.12)) +
      ellipse(x, y - 24, 44, 14, c) +
      shine(x - 16, y - 28, 14, 4, 0, 0.35)
    out +=
      mac(-44, 56, '#f783ac') +
      mac(44, 56, '#94d82d') +
      mac(0, 6, '#b197fc') +
      mac(-44, -40, '#ffd43b') +
      mac(44, -40, '#74c0fc')
    return out
  },
  'creme-brulee': (r) => {
    let flutes = ''
    for (let i = 0; i < 28; i++)
      flutes += circle(Math.cos((i / 28) * Math.PI * 2) * 88, Math.sin((i / 28) * Math.PI * 2) * 88 + 4, 9, '#f1f3f5')
    let out = flutes + circle(0, 4, 86, '#ffffff') + circle(0, 0, 72, '#c97f22') + circle(0, 0, 66, '#e8a33d')
    out +=
      blob(r, -18, -16, 26, '#f5c26b', 8, 0.4) +
      blob(r, 24, 18, 18, '#f5c26b', 8, 0.4) +
      blob(r, 20, -30, 10, '#b8691c', 6, 0.4) +
      blob(r, -30, 26, 12, '#b8691c', 6, 0.4)
    return out + shine(-26, -30, 22, 8, -30, 0.5) + berry(34, -8, 12) + blueberry(18, 8, 8) + mint(44, -24, 14)
  },
  'vanilla-gelato': (r) => gelato('#fff4d6', '#5c3a21', r),
  'pistachio-gelato': (r) => gelato('#b5d67a', '#5c940d', r),
  'chocolate-gelato': (r) => gelato('#6b4226', '#3b2314', r),
  'strawberry-sorbet': (r) => gelato('#ff8fab', '#c2255c', r) + berry(40, -50, 12),
  'ice-cream-tub': (r) =>
    path('M-80 -10 L80 -10 L66 88 L-66 88 Z', '#ffffff') +
    path('M-76 20 L76 20 L71 62 L-71 62 Z', '#74c0fc') +
    ellipse(0, -10, 80, 18, '#dee2e6') +
    ellipse(0, -12, 74, 14, '#fff4d6') +
    path('M-62 -12 Q-54 -52 -12 -46 Q20 -68 52 -38 Q68 -26 62 -12 Z', '#fff4d6') +
    path('M-40 -30 Q-10 -44 20 -34', 'none', ' stroke="#ffffff" stroke-width="6" stroke-linecap="round"') +
    flecks(r, 16, 50, 14, 0, -26, '#5c3a21', 1.6) +
    circle(0, 41, 14, '#fff4d6') +
    path('M-10 48 L10 48 L0 66 Z', '#e8a33d') +
    line('M44 -70 L70 -20', '#adb5bd', 7) +
    ellipse(40, -78, 10, 14, '#ced4da', ' transform="rotate(-30 40 -78)"'),
  mochi: (r) => {
    let out = plateSide(60, 96)
    for (const [x, y, c] of [
      [-44, 26, '#ffc9de'],
      [40, 26, '#c0eb75'],
      [0, -12, '#ffffff'],
    ] as Array<[number, number, string]>)
      out +=
        ellipse(x, y + 12, 38, 14, darker(c, 0.1)) +
        path(
          `M${f(x - 38)} ${f(y + 12)} Q${f(x - 40)} ${f(y - 34)} ${f(x)} ${f(y - 34)} Q${f(x + 40)} ${f(y - 34)} ${f(x + 38)} ${f(y + 12)} Z`,
          c,
        ) +
        shine(x - 12, y - 18, 10, 5, -20, 0.6)
    return out + flecks(r, 16, 70, 30, 0, 0, '#ffffff', 1.6)
  },
  baklava: (r) => {
    const out = plateSide(58, 96)
    const diamond = (x: number, y: number) =>
      path(`M${f(x - 34)} ${f(y)} L${f(x)} ${f(y - 20)} L${f(x + 34)} ${f(y)} L${f(x)} ${f(y + 20)} Z`, '#e0a43a') +
      path(
        `M${f(x - 34)} ${f(y)} L${f(x)} ${f(y + 20)} L${f(x)} ${f(y + 34)} L${f(x - 34)} ${f(y + 14)} Z`,
        '#c97f22',
      ) +
      path(
        `M${f(x + 34)} ${f(y)} L${f(x)} ${f(y + 20)} L${f(x)} ${f(y + 34)} L${f(x + 34)} ${f(y + 14)} Z`,
        '#a0521d',
      ) +
      line(
        `M${f(x - 34)} ${f(y + 5)} L${f(x)} ${f(y + 25)} L${f(x + 34)} ${f(y + 5)} M${f(x - 34)} ${f(y + 10)} L${f(x)} ${f(y + 30)} L${f(x + 34)} ${f(y + 10)}`,
        '#7a4f26',
        1.5,
      ) +
      flecks(r, 8, 14, 8, x, y, '#74b816', 3)
    return out + diamond(-36, 8) + diamond(36, 8) + diamond(0, -16) + diamond(0, 30)
  },
  knafeh: (r) => {
    let out = circle(0, 6, 94, '#adb5bd') + circle(0, 0, 92, '#dee2e6') + circle(0, 0, 82, '#e8590c')
    for (let i = 0; i < 60; i++) {
      const a = r.next() * Math.PI * 2
      const d = Math.sqrt(r.next()) * 74
      out += line(
        `M${f(Math.cos(a) * d)} ${f(Math.sin(a) * d)} l${f(-6 + r.next() * 12)} ${f(-6 + r.next() * 12)}`,
        r.pick(['#f76707', '#d9480f', '#ff922b']),
        3,
      )
    }
    out +=
      path('M0 0 L82 0 A82 82 0 0 1 58 58 Z', '#fff9ee') +
      path('M0 0 L82 0 A82 82 0 0 1 58 58 Z', 'none', ' stroke="#e8590c" stroke-width="5"')
    return out + flecks(r, 24, 50, 50, -20, -20, '#74b816', 3.5)
  },
  pancakes: (r) => {
    let out = plateSide(66, 96)
    for (let i = 0; i < 4; i++) {
      const y = 44 - i * 22
      out +=
        ellipse(0, y + 6, 70, 20, '#c97f22') +
        rect(-70, y - 6, 140, 12, 0, '#c97f22') +
        ellipse(0, y - 6, 70, 20, '#f5c26b')
    }
    out +=
      ellipse(0, -50, 66, 18, '#d9902f') +
      path(
        'M-50 -52 Q-60 -30 -56 -10 Q-50 0 -46 -20 Q-40 -40 -30 -44 Q-20 -10 -12 -30 L0 -44 Q20 -30 30 -40 Q44 -20 50 -40 Z',
        '#b8691c',
        ' fill-opacity="0.85"',
      )
    out += rect(-16, -70, 32, 18, 4, '#fff3bf') + rect(-16, -70, 32, 6, 3, '#ffffff')
    return out + heap(r, 40, -58, 3, [20, 6], (x, y) => blueberry(x, y, 7)) + berry(-40, -58, 9)
  },
  waffle: (r) => {
    let out =
      plateSide(60, 96) +
      rect(-70, -60, 140, 120, 18, '#c97f22', ' transform="rotate(-8)"') +
      rect(-64, -54, 128, 108, 14, '#f5c26b', ' transform="rotate(-8)"')
    let grid = ''
    for (let i = 0; i < 4; i++)
      for (let j = 0; j < 4; j++) grid += rect(-58 + i * 30, -48 + j * 25, 24, 19, 3, '#e0a43a')
    out += group('rotate(-8)', grid)
    out +=
      blob(r, 10, -10, 22, '#ffffff', 8, 0.3) +
      berry(-30, -20, 11) +
      berry(34, 16, 10) +
      heap(r, -20, 30, 3, 14, (x, y) => blueberry(x, y, 7))
    return out + line('M-40 -40 Q0 -10 50 -30', '#b8691c', 4, ' stroke-opacity="0.8"')
  },
} satisfies Record<string, Draw>
