// Drinks: glasses, cups, cans, bottles and cartons.
import type { Random } from '../random.ts'
import {
  bottle,
  can,
  carton,
  circle,
  citrusSlice,
  colours,
  cup,
  darker,
  ellipse,
  f,
  flecks,
  glass,
  latteHeart,
  leaf,
  lighter,
  line,
  path,
  rect,
  rimWheel,
  shine,
  type Draw,
} from './kit.ts'

function mintSprig(x: number, y: number, s = 20): string {
  return (
    line(`M${f(x)} ${f(y + s)} L${f(x)} ${f(y - s * 0.4)}`, '#2b8a3e', 3) +
    leaf(x, y, s, -140, '#37b24d') +
    leaf(x, y, s, -40, '#2f9e44') +
    leaf(x, y - s * 0.5, s * 0.8, -90, '#40c057')
  )
}

function apple(x: number, y: number, s: number, colour = '#e03131'): string {
  return (
    path(
      `M${f(x)} ${f(y - s * 0.7)} C${f(x - s * 0.5)} ${f(y - s * 1.1)} ${f(x - s * 1.1)} ${f(y - s * 0.6)} ${f(x - s)} ${f(y + s * 0.1)} C${f(x - s * 0.9)} ${f(y + s * 0.9)} ${f(x - s * 0.3)} ${f(y + s * 1.1)} ${f(x)} ${f(y + s * 0.9)} C${f(x + s * 0.3)} ${f(y + s * 1.1)} ${f(x + s * 0.9)} ${f(y + s * 0.9)} ${f(x + s)} ${f(y + s * 0.1)} C${f(x + s * 1.1)} ${f(y - s * 0.6)} ${f(x + s * 0.5)} ${f(y - s * 1.1)} ${f(x)} ${f(y - s * 0.7)} Z`,
      colour,
    ) +
    line(`M${f(x)} ${f(y - s * 0.6)} L${f(x + s * 0.1)} ${f(y - s * 1.1)}`, '#7a4f26', Math.max(2, s * 0.12)) +
    leaf(x + s * 0.1, y - s * 0.9, s * 0.6, -30, '#37b24d', false) +
    shine(x - s * 0.45, y - s * 0.2, s * 0.2, s * 0.12, -30, 0.45)
  )
}

function milkshake(r: Random, shake: string, drizzle: string, extra = ''): string {
  const cream = path(
    'M-58 -58 Q-66 -86 -40 -88 Q-36 -112 -8 -106 Q10 -124 30 -104 Q58 -106 54 -82 Q74 -74 58 -58 Z',
    '#ffffff',
  )
  return (
    glass({ liquid: shake, level: 0.95, top: -58, halfTop: 52, halfBottom: 36, straw: '#e64980' }) +
    cream +
    line('M-44 -76 Q-30 -60 -20 -80 Q-6 -62 8 -84 Q22 -62 36 -80', drizzle, 5) +
    flecks(r, 8, 40, 10, 0, -86, ['#e03131', '#fab005', '#4dabf7', '#69db7c'], 3) +
    circle(6, -116, 11, '#e03131') +
    line('M6 -124 Q10 -138 22 -140', '#2b8a3e', 3) +
    extra
  )
}

function smoothie(r: Random, colour: string, topping: string): string {
  return (
    glass({ liquid: colour, level: 0.9, top: -70, halfTop: 50, halfBottom: 38, straw: '#ffffff' }) +
    ellipse(0, -55, 44, 7, lighter(colour, 0.2)) +
    flecks(r, 14, 30, 40, 0, 10, lighter(colour, 0.25), 2) +
    topping
  )
}

function tumbler(
  liquid: string,
  o: { ice?: number; garnish?: string; foam?: string; straw?: string; level?: number; inside?: string } = {},
): string {
  return glass({
    liquid,
    level: o.level ?? 0.82,
    ice: o.ice,
    straw: o.straw,
    foam: o.foam,
    inside: o.inside,
    over: o.garnish,
  })
}

function soda(body: string, band: string, icon: string): string {
  return can(body, icon, band)
}

function juiceCarton(front: string, icon: string): string {
  return carton(front, darker(front, 0.15), icon, '#ffffff')
}

export const drinks = {
  lemonade: (_r) =>
    tumbler('#fff3bf', {
      ice: 3,
      straw: '#fab005',
      inside: citrusSlice(-16, 30, 16, '#fab005', '#ffe066'),
      garnish: rimWheel(40, -84, 20, '#fab005', '#ffe066') + mintSprig(-30, -90, 18),
    }),
  'iced-tea': (_r) =>
    tumbler('#c2561a', {
      ice: 3,
      straw: '#ffffff',
      inside: citrusSlice(14, 24, 16, '#fab005', '#ffe066'),
      garnish: rimWheel(40, -84, 20, '#fab005', '#ffe066'),
    }),
  'iced-green-tea': (_r) =>
    tumbler('#a9c46c', {
      ice: 3,
      straw: '#ffffff',
      garnish: mintSprig(-30, -90, 18) + rimWheel(40, -84, 18, '#5c940d', '#a9e34b'),
    }),
  'thai-iced-tea': (_r) =>
    tumbler('#f76707', {
      ice: 2,
      straw: '#ffffff',
      foam: '#fff4e0',
      level: 0.86,
      inside: line('M-30 -40 q14 20 0 40 q-14 20 6 40', '#fff4e0', 8, ' stroke-opacity="0.7"'),
    }),
  'green-smoothie': (r) =>
    smoothie(r, '#74b816', rimWheel(42, -74, 18, '#2b8a3e', '#c0eb75') + leaf(-34, -76, 22, -110, '#2b8a3e')),
  'berry-smoothie': (r) =>
    smoothie(
      r,
      '#c2255c',
      circle(-26, -70, 9, '#364fc7') +
        circle(-10, -74, 9, '#364fc7') +
        path('M30 -62 Q18 -74 24 -82 Q30 -88 36 -82 Q42 -74 30 -62 Z', '#e03131') +
        leaf(30, -84, 8, -90, '#37b24d', false),
    ),
  'chocolate-milkshake': (r) => milkshake(r, '#7a4f26', '#3b2314'),
  'vanilla-milkshake': (r) =>
    milkshake(r, '#fff4d6', '#e8b66f', line('M-40 10 L-20 60', '#3b2314', 3) + line('M-34 12 L-14 62', '#3b2314', 3)),
  'strawberry-milkshake': (r) =>
    milkshake(
      r,
      '#ffa8c5',
      '#c2255c',
      path('M-40 40 Q-52 28 -46 20 Q-40 14 -34 20 Q-28 28 -40 40 Z', '#e03131', ' fill-opacity="0.5"'),
    ),
  'orange-juice': (_r) =>
    tumbler('#fd7e14', { ice: 0, straw: '#ffffff', garnish: rimWheel(42, -84, 22, '#f76707', '#ffc078') }),
  horchata: (r) =>
    tumbler('#f8f0e3', {
      ice: 3,
      inside: flecks(r, 14, 36, 8, 0, -52, '#a0521d', 2),
      garnish:
        rect(26, -120, 10, 70, 4, '#8a4b14', ' transform="rotate(15 31 -85)"') + line('M28 -116 L36 -56', '#a0693a', 2),
    }),
  'agua-fresca': (_r) =>
    tumbler('#c2255c', {
      ice: 3,
      straw: '#ffffff',
      garnish: rimWheel(42, -84, 18, '#5c940d', '#a9e34b') + mintSprig(-30, -90, 16),
    }),
  ayran: (r) =>
    tumbler('#f8f9fa', {
      foam: '#ffffff',
      level: 0.9,
      inside: flecks(r, 20, 36, 6, 0, -54, '#e9ecef', 3),
      garnish: mintSprig(30, -90, 16),
    }),
  'mango-lassi': (r) =>
    tumbler('#fcc419', {
      level: 0.9,
      foam: '#ffe066',
      inside: flecks(r, 8, 30, 6, 0, -54, '#f76707', 2),
      garnish:
        rect(20, -104, 26, 26, 5, '#fab005', ' transform="rotate(15 33 -91)"') +
        flecks(r, 6, 10, 6, 0, -62, '#74b816', 2),
    }),
  'iced-latte': (_r) =>
    tumbler('#a0693a', {
      ice: 3,
      straw: '#ffffff',
      level: 0.88,
      inside:
        path('M-46 -20 L46 -20 L44 10 L-44 10 Z', '#fff4e0', ' fill-opacity="0.9"') +
        line('M-40 -60 q10 12 20 0 t20 0 t20 0', '#f59f00', 5),
    }),
  'iced-mocha': (_r) =>
    tumbler('#5c3a21', { ice: 2, straw: '#ffffff', level: 0.8 }) +
    path('M-58 -80 Q-62 -104 -36 -104 Q-20 -122 4 -110 Q28 -124 40 -104 Q62 -104 58 -80 Z', '#ffffff') +
    line('M-40 -96 Q-26 -84 -14 -100 Q0 -86 14 -100 Q28 -84 40 -96', '#3b2314', 5),
  espresso: (_r) =>
    cup({
      drink: '#3b2314',
      art: ellipse(0, -10, 34, 7, '#a0693a') + ellipse(-6, -11, 14, 3, '#c98a4f'),
      size: 0.62,
      steam: true,
    }),
  cappuccino: (r) =>
    cup({
      drink: '#a0693a',
      art:
        ellipse(0, -19, 56, 11, '#fff4e0') +
        flecks(r, 16, 44, 7, 0, -19, '#7a4f26', 1.8) +
        latteHeart(-19, 14, '#ffffff'),
      steam: true,
    }),
  latte: (_r) =>
    cup({
      drink: '#b8763d',
      colour: '#e7f5ff',
      art: latteHeart(-19, 22) + latteHeart(-19, 12, '#b8763d') + latteHeart(-19, 7),
    }),
  'matcha-latte': (_r) =>
    cup({
      drink: '#82c91e',
      colour: '#f8f9fa',
      art: latteHeart(-19, 22, '#f4fce3') + latteHeart(-19, 12, '#82c91e') + latteHeart(-19, 7, '#f4fce3'),
    }),
  'hot-chocolate': (_r) =>
    cup({
      drink: '#5c3a21',
      colour: '#c92a2a',
      saucer: false,
      art:
        rect(-30, -34, 20, 18, 5, '#ffffff') +
        rect(-4, -30, 20, 18, 5, '#ffe3ec') +
        rect(18, -36, 20, 18, 5, '#ffffff') +
        rect(-18, -24, 18, 16, 5, '#fff0f6'),
    }),
  'black-coffee': (_r) =>
    cup({ drink: '#2b1a10', colour: '#1971c2', saucer: false, art: ellipse(-18, -21, 16, 3, '#5c3a21'), steam: true }),
  'mint-tea': (_r) => {
    const body =
      path('M-44 -60 L44 -60 L34 60 Q30 86 0 86 Q-30 86 -34 60 Z', colours.glass, ' fill-opacity="0.5"') +
      path('M-40 -40 L40 -40 L32 60 Q28 80 0 80 Q-28 80 -32 60 Z', '#c2561a') +
      path('M-38 -10 L38 -10 L36 20 L-36 20 Z', '#f59f00', ' fill-opacity="0.9"') +
      line('M-36 -4 L36 -4 M-35 14 L35 14', '#ffd43b', 3) +
      line('M-34 50 Q0 60 34 50', '#f59f00', 4)
    return (
      body +
      mintSprig(-4, -70, 22) +
      leaf(0, -40, 18, -30, '#51cf66') +
      ellipse(0, -60, 44, 6, 'none', ' stroke="#ced4da" stroke-width="3"')
    )
  },
  affogato: (r) => {
    let out =
      path('M-66 -20 L66 -20 L54 84 Q0 94 -54 84 Z', colours.glass, ' fill-opacity="0.6"') +
      path('M-60 24 L60 24 L54 82 Q0 92 -54 82 Z', '#5c3a21') +
      ellipse(0, 24, 60, 8, '#7a4f26')
    out +=
      circle(0, 2, 48, '#fff4d6') +
      flecks(r, 14, 30, 26, 0, -6, '#5c3a21', 1.8) +
      path('M-30 -36 Q-20 -10 -34 16 L-26 18 Q-10 -6 -18 -40 Z', '#7a4f26') +
      path('M10 -44 Q24 -14 14 22 L22 22 Q34 -10 20 -44 Z', '#7a4f26')
    out +=
      ellipse(0, -20, 66, 9, 'none', ' stroke="#ced4da" stroke-width="3"') +
      line('M30 -10 L84 -92', '#adb5bd', 7) +
      ellipse(28, -4, 10, 7, '#ced4da', ' transform="rotate(-60 28 -4)"')
    return (
      out +
      path('M-50 -14 L-56 74', 'none', ' stroke="#ffffff" stroke-opacity="0.5" stroke-width="7" stroke-linecap="round"')
    )
  },
  'beet-juice': (_r) =>
    bottle({
      body: '#a61e4d',
      cap: '#212529',
      label: '#ffffff',
      w: 40,
      neck: 16,
      shoulder: -40,
      icon:
        circle(0, 36, 16, '#a61e4d') +
        leaf(0, 20, 18, -70, '#2f9e44', false) +
        leaf(0, 20, 18, -110, '#37b24d', false) +
        line('M0 52 L0 62', '#a61e4d', 3),
    }),
  cola: (_r) =>
    soda(
      '#c92a2a',
      '#ffffff',
      line('M-46 18 Q-20 4 0 20 Q20 36 46 22', '#c92a2a', 6) + circle(0, -30, 14, '#ffffff', ' fill-opacity="0.25"'),
    ),
  'orange-soda': (_r) =>
    soda(
      '#fd7e14',
      '#fff4e6',
      circle(0, 21, 13, '#f76707') +
        leaf(4, 8, 10, -30, '#37b24d', false) +
        circle(-14, -30, 5, '#ffffff', ' fill-opacity="0.5"') +
        circle(8, -44, 4, '#ffffff', ' fill-opacity="0.5"'),
    ),
  'lemon-lime-soda': (_r) =>
    soda(
      '#2f9e44',
      '#f4fce3',
      circle(-12, 21, 12, '#fab005') +
        circle(-12, 21, 9, '#ffe066') +
        circle(12, 21, 12, '#5c940d') +
        circle(12, 21, 9, '#a9e34b') +
        circle(-14, -30, 5, '#ffffff', ' fill-opacity="0.5"') +
        circle(8, -44, 4, '#ffffff', ' fill-opacity="0.5"'),
    ),
  'ginger-ale': (_r) =>
    bottle({
      body: '#2b8a3e',
      cap: '#fab005',
      label: '#fff3bf',
      w: 38,
      neck: 13,
      shoulder: -34,
      opacity: 0.95,
      icon: path(
        'M-20 40 Q-24 24 -8 26 Q0 14 10 24 Q24 20 22 34 Q26 48 10 46 Q0 56 -10 46 Q-22 52 -20 40 Z',
        '#e0a43a',
      ),
    }),
  'water-bottle': (_r) =>
    bottle({
      body: '#a5d8ff',
      cap: '#1971c2',
      label: '#1c7ed6',
      w: 40,
      neck: 16,
      shoulder: -40,
      opacity: 0.8,
      labelY: 20,
      labelH: 40,
      icon: path('M0 4 Q14 20 14 28 Q14 38 0 38 Q-14 38 -14 28 Q-14 20 0 4 Z', '#ffffff'),
    }) + line('M-40 56 L40 56 M-40 70 L40 70', '#74c0fc', 3, ' stroke-opacity="0.8"'),
  'sparkling-water': (_r) =>
    bottle({
      body: '#2f9e44',
      cap: '#adb5bd',
      label: '#e6fcf5',
      w: 40,
      neck: 14,
      shoulder: -36,
      opacity: 0.85,
      icon:
        circle(-10, 24, 6, '#74c0fc') +
        circle(8, 36, 8, '#74c0fc') +
        circle(6, 14, 4, '#74c0fc') +
        circle(-8, 44, 4, '#74c0fc'),
    }) +
    circle(-20, -10, 4, '#ffffff', ' fill-opacity="0.6"') +
    circle(10, -20, 3, '#ffffff', ' fill-opacity="0.6"') +
    circle(20, 70, 4, '#ffffff', ' fill-opacity="0.6"') +
    circle(-16, 74, 3, '#ffffff', ' fill-opacity="0.6"'),
  'apple-juice': (_r) => juiceCarton('#74b816', apple(-21, 41, 17, '#e03131')),
  'orange-juice-carton': (_r) => juiceCarton('#fd7e14', citrusSlice(-21, 41, 17, '#f76707', '#ffc078')),
  'pomegranate-juice': (_r) =>
    bottle({
      body: '#862e2e',
      cap: '#c92a2a',
      label: '#fff5f5',
      w: 40,
      neck: 14,
      shoulder: -36,
      icon:
        circle(0, 34, 18, '#c92a2a') +
        path('M-6 16 L-4 10 L0 14 L4 10 L6 16 Z', '#c92a2a') +
        circle(-5, 32, 3, '#ff8787') +
        circle(5, 38, 3, '#ff8787') +
        circle(4, 28, 3, '#ff8787'),
    }),
  milk: (_r) =>
    carton(
      '#ffffff',
      '#e9ecef',
      path('M-42 34 Q-30 22 -21 34 Q-12 46 0 34 L0 52 L-42 52 Z', '#74c0fc') +
        path('M-21 16 Q-8 30 -8 38 Q-8 48 -21 48 Q-34 48 -34 38 Q-34 30 -21 16 Z', '#4dabf7'),
      '#d0ebff',
    ),
  'oat-milk': (_r) =>
    carton(
      '#f5e6c8',
      '#e9d8b4',
      line('M-21 56 L-21 22', '#a0693a', 3) +
        leaf(-21, 30, 14, -130, '#e0a43a', false) +
        leaf(-21, 30, 14, -50, '#e0a43a', false) +
        leaf(-21, 42, 14, -130, '#e0a43a', false) +
        leaf(-21, 42, 14, -50, '#e0a43a', false) +
        leaf(-21, 22, 14, -90, '#e0a43a', false),
      '#ffffff',
    ),
  'almond-milk': (_r) =>
    carton(
      '#fff4e6',
      '#f1e3cc',
      path('M-21 20 Q-4 34 -10 48 Q-16 58 -21 58 Q-26 58 -32 48 Q-38 34 -21 20 Z', '#a0693a') +
        line('M-21 28 Q-16 40 -21 52', '#7a4f26', 2),
      '#e7f5ff',
    ),
} satisfies Record<string, Draw>
