// Packaged groceries (coffee, tea, snacks, pasta, grains, oils, tins, spices, spreads, cereals, frozen food) and the
// small sauces sold as extras.
import type { Random } from '../random.ts'
import {
  blob,
  bottle,
  bowl,
  bowlTop,
  box,
  circle,
  darker,
  dipPot,
  ellipse,
  f,
  flecks,
  frozenBag,
  group,
  jar,
  leaf,
  lighter,
  line,
  path,
  pouch,
  rect,
  shine,
  spiceJar,
  spread,
  type Draw,
} from './kit.ts'
import { heap } from './pieces.ts'

function coffeeBean(x: number, y: number, s: number, angle: number): string {
  return group(
    `translate(${f(x)} ${f(y)}) rotate(${f(angle)})`,
    ellipse(0, 0, s, s * 0.7, '#5c3a21') +
      line(`M${f(-s * 0.8)} 0 Q0 ${f(-s * 0.3)} ${f(s * 0.8)} 0`, '#2b1a10', Math.max(1.5, s * 0.18)),
  )
}

function grains(
  r: Random,
  n: number,
  rx: number,
  ry: number,
  cx: number,
  cy: number,
  colours: readonly string[],
  size = 4.5,
  round = false,
): string {
  let out = ''
  for (const [x, y] of spread(r, n, rx, ry, cx, cy))
    out += round
      ? circle(x, y, size * 0.7, r.pick(colours))
      : ellipse(x, y, size, size * 0.5, r.pick(colours), ` transform="rotate(${f(r.next() * 180)} ${f(x)} ${f(y)})"`)
  return out
}

/** A pile of small things in front of their bag (rice, lentils, quinoa...). */
function sackWithPile(r: Random, sack: string, label: string, pile: readonly string[], round = false): string {
  const bag =
    path(
      'M-70 -70 Q-76 20 -70 84 L70 84 Q76 20 70 -70 Q60 -84 50 -70 Q30 -86 0 -72 Q-30 -86 -50 -70 Q-60 -84 -70 -70 Z',
      sack,
    ) +
    line('M-64 -58 Q0 -46 64 -58', darker(sack, 0.2), 4) +
    rect(-46, -30, 92, 60, 10, label) +
    grains(r, 14, 30, 16, 0, 0, pile, 5, round)
  return (
    group('translate(-12 -8)', bag) +
    path('M10 92 Q60 30 110 92 Z', pile[0]!) +
    grains(r, 40, 40, 14, 58, 78, pile, 4.5, round)
  )
}

/** A sauce in a round pot seen at an angle, with what flavours it beside or on top. */
function sauceDip(sauce: string, pot: string, garnish = '', beside = ''): string {
  return dipPot(0, -6, 86, sauce, pot, garnish) + beside
}

function spreadJar(content: string, lid: string, icon: string, label = '#ffffff'): string {
  return jar(content, lid, label, icon)
}

export const pantry = {
  'ground-coffee': (r) =>
    pouch(
      '#5c3a21',
      heap(r, 0, 18, 14, [34, 30], (x, y) => coffeeBean(x, y, 9, r.next() * 180)),
      '#f1e3cc',
      '#3b2314',
    ) + rect(-40, 70, 80, 8, 4, '#c97f22'),
  'coffee-beans': (r) => {
    let out = ellipse(0, 60, 96, 30, '#8a5a2b') + ellipse(0, 54, 92, 26, '#a0693a')
    for (const [x, y] of spread(r, 34, 80, 50, 0, 10)) out += coffeeBean(x, y, 13, r.next() * 180)
    return out
  },
  'green-tea': (_r) =>
    box(
      '#2f9e44',
      '#2b8a3e',
      rect(-44, -40, 88, 90, 8, '#d3f9d8') +
        rect(-20, -10, 40, 46, 6, '#ffffff') +
        line('M0 -10 L0 -34', '#adb5bd', 2) +
        rect(-10, -44, 20, 12, 2, '#2f9e44') +
        leaf(-6, 22, 22, -60, '#2f9e44') +
        leaf(6, 22, 22, -120, '#37b24d'),
      62,
      -70,
    ),
  'black-tea': (_r) =>
    box(
      '#a61e1e',
      '#862e2e',
      rect(-44, -40, 88, 90, 8, '#fff5f5') + cupIcon(0, 14, '#a0521d') + leaf(20, -16, 18, -40, '#2f9e44'),
      62,
      -70,
    ),
  crisps: (r) =>
    pouch(
      '#fab005',
      heap(
        r,
        0,
        18,
        7,
        [30, 26],
        (x, y) =>
          ellipse(x, y, 15, 11, '#ffe066') +
          ellipse(x, y - 2, 12, 8, '#fff3bf') +
          flecks(r, 2, 6, 4, x, y, '#e8a33d', 1.5),
      ),
      '#fff9db',
      '#e03131',
    ) + rect(-66, -70, 132, 20, 0, '#e03131'),
  'tortilla-chips': (r) =>
    pouch(
      '#e03131',
      heap(r, 0, 18, 7, [30, 26], (x, y) =>
        group(`translate(${f(x)} ${f(y)}) rotate(${f(r.next() * 360)})`, path('M0 -16 L15 10 L-15 10 Z', '#f4c84a')),
      ),
      '#fff4e6',
      '#2f9e44',
    ) + rect(-66, -70, 132, 20, 0, '#2f9e44'),
  'dark-chocolate': (_r) => chocolateBar('#3b2314', '#2b1a10', '#364fc7'),
  'milk-chocolate': (_r) => chocolateBar('#7a4f26', '#5c3a21', '#9c36b5'),
  'mixed-nuts': (r) => {
    let nuts = path('M-84 4 Q-80 -56 0 -58 Q80 -56 84 4 Z', '#c8965a')
    for (const [x, y] of spread(r, 26, 70, 26, 0, -22)) {
      const k = r.int(0, 3)
      nuts +=
        k === 0
          ? ellipse(x, y, 13, 8, '#a0693a', ` transform="rotate(${f(r.next() * 180)} ${f(x)} ${f(y)})"`) +
            line(`M${f(x - 8)} ${f(y)} l16 0`, '#7a4f26', 1.5)
          : k === 1
            ? path(
                `M${f(x - 12)} ${f(y)} Q${f(x - 10)} ${f(y - 14)} ${f(x + 4)} ${f(y - 12)} Q${f(x + 14)} ${f(y - 8)} ${f(x + 8)} ${f(y + 4)} Q${f(x + 2)} ${f(y + 8)} ${f(x - 2)} ${f(y + 2)} Q${f(x - 6)} ${f(y + 8)} ${f(x - 12)} ${f(y)} Z`,
                '#f1d9a8',
              )
            : k === 2
              ? circle(x, y, 10, '#8a5a2b') + circle(x - 3, y - 3, 4, '#a0693a')
              : ellipse(x, y, 12, 9, '#d9b27a') + line(`M${f(x)} ${f(y - 8)} L${f(x)} ${f(y + 8)}`, '#8a5a2b', 1.5)
    }
    return bowl({
      colour: '#a0693a',
      fill: '#c8965a',
      y: 6,
      mound: nuts + flecks(r, 16, 60, 20, 0, -24, '#ffffff', 1.6),
    })
  },
  almonds: (r) => {
    let out = ''
    for (const [x, y] of spread(r, 20, 84, 56, 0, 14))
      out += group(
        `translate(${f(x)} ${f(y)}) rotate(${f(r.next() * 360)})`,
        path('M0 -20 Q14 -8 12 6 Q8 18 0 20 Q-8 18 -12 6 Q-14 -8 0 -20 Z', '#a0693a') +
          line('M-4 -8 Q0 0 -4 10 M4 -10 Q6 2 4 12', '#7a4f26', 1.6) +
          shine(-4, -6, 3, 6, 10, 0.3),
      )
    return out
  },
  'granola-bars': (r) => {
    const bar = (x: number, y: number, a: number, wrapped: boolean) =>
      group(
        `translate(${f(x)} ${f(y)}) rotate(${f(a)})`,
        wrapped
          ? rect(-70, -20, 140, 40, 6, '#1c7ed6') +
              rect(-30, -20, 60, 40, 0, '#74c0fc') +
              line('M-74 -16 L-74 16 M74 -16 L74 16', '#1c7ed6', 6, ' stroke-dasharray="3 3"')
          : rect(-66, -18, 132, 36, 6, '#c97f22') +
              flecks(r, 30, 60, 14, 0, 0, ['#e8a33d', '#8a5a2b', '#f5c26b', '#7a3b1a'], 4),
      )
    return bar(0, -30, -6, true) + bar(0, 20, 4, false) + bar(10, 64, -2, false)
  },
  'butter-cookies': (_r) => {
    let out =
      ellipse(0, 70, 96, 24, '#1864ab') +
      rect(-96, 10, 192, 60, 0, '#1971c2') +
      ellipse(0, 10, 96, 24, '#1864ab') +
      ellipse(0, 8, 90, 20, '#e7f5ff')
    for (const [x, y] of [
      [-54, -6],
      [-18, -16],
      [18, -10],
      [54, -4],
      [-34, 14],
      [30, 14],
    ] as Array<[number, number]>) {
      let ridge = ''
      for (let i = 0; i < 10; i++)
        ridge += circle(
          x + Math.cos((i / 10) * Math.PI * 2) * 20,
          y + Math.sin((i / 10) * Math.PI * 2) * 9,
          5,
          '#e0a43a',
        )
      out += ridge + ellipse(x, y, 20, 9, '#f5c26b') + ellipse(x, y, 8, 4, '#e0a43a')
    }
    return out + line('M-80 40 Q0 54 80 40', '#ffffff', 4, ' stroke-opacity="0.6"')
  },
  popcorn: (r) => {
    let out = ''
    for (const [x, y] of spread(r, 20, 70, 26, 0, -50))
      out += blob(r, x, y, 14, r.pick(['#fff9db', '#fff3bf', '#ffffff']), 6, 0.5) + circle(x + 2, y + 2, 3, '#fcc419')
    out += path('M-70 -34 L70 -34 L54 90 L-54 90 Z', '#ffffff')
    for (let i = 0; i < 4; i++)
      out += path(`M${-56 + i * 36} -34 L${-40 + i * 36} -34 L${-34 + i * 30} 90 L${-46 + i * 30} 90 Z`, '#e03131')
    return out
  },
  'dry-spaghetti': (_r) => {
    let out = ''
    for (let i = 0; i < 14; i++)
      out += line(`M${-30 + i * 4.6} -90 L${-20 + i * 3.2} 90`, i % 2 ? '#ffd666' : '#fcc419', 4)
    out += rect(-40, -10, 80, 34, 6, '#1971c2') + rect(-40, -10, 80, 8, 4, '#1864ab')
    return group('rotate(-20)', out) + ellipse(40, 84, 40, 8, '#000', ' fill-opacity="0.05"')
  },
  'dry-penne': (r) =>
    pouch(
      '#e03131',
      heap(r, 0, 18, 9, [32, 28], (x, y) =>
        group(
          `translate(${f(x)} ${f(y)}) rotate(${f(r.next() * 180)})`,
          path('M-16 -6 L12 -6 L18 6 L-10 6 Z', '#ffd666') + ellipse(15, 0, 3, 6, '#e8a33d'),
        ),
      ),
      '#fff9db',
      '#c92a2a',
    ) + rect(-66, -70, 132, 20, 0, '#2f9e44'),
  'rice-bag': (r) => sackWithPile(r, '#f1e3cc', '#2f9e44', ['#fffdf5', '#f8f9fa', '#f1f3f5']),
  oats: (r) => {
    let out = bowlTop(94, '#c8965a', '#f1d9a8', 80)
    for (const [x, y] of spread(r, 50, 70, 70))
      out += ellipse(
        x,
        y,
        9,
        6,
        r.pick(['#e8c07a', '#f5dca8', '#d9b27a']),
        ` transform="rotate(${f(r.next() * 180)} ${f(x)} ${f(y)})"`,
      )
    return (
      out +
      line('M20 -20 L110 -80', '#c8965a', 8) +
      ellipse(14, -16, 16, 10, '#c8965a', ' transform="rotate(-34 14 -16)"')
    )
  },
  quinoa: (r) => sackWithPile(r, '#fff4e6', '#e8590c', ['#f1d9a8', '#e8c07a', '#fff4d6', '#c2561a'], true),
  'red-lentils': (r) => sackWithPile(r, '#fff4e6', '#c92a2a', ['#f76707', '#fd7e14', '#e8590c'], true),
  bulgur: (r) => sackWithPile(r, '#f1e3cc', '#c97f22', ['#e0a43a', '#d9902f', '#f5c26b'], true),
  'olive-oil': (_r) =>
    bottle({
      body: '#94a31a',
      cap: '#2b8a3e',
      label: '#fff9db',
      w: 38,
      neck: 12,
      shoulder: -30,
      opacity: 0.95,
      icon:
        ellipse(-6, 30, 10, 14, '#5c940d', ' transform="rotate(-20 -6 30)"') +
        ellipse(8, 36, 10, 14, '#364f1e', ' transform="rotate(20 8 36)"') +
        leaf(0, 18, 20, -40, '#2f9e44', false),
    }),
  'sunflower-oil': (_r) => {
    let petals = ''
    for (let i = 0; i < 10; i++) petals += leaf(0, 32, 18, i * 36, '#fab005', false)
    return bottle({
      body: '#fcc419',
      cap: '#f08c00',
      label: '#ffffff',
      w: 42,
      neck: 14,
      shoulder: -34,
      opacity: 0.9,
      icon: petals + circle(0, 32, 8, '#7a4f26'),
    })
  },
  passata: (_r) =>
    bottle({
      body: '#c92a2a',
      cap: '#2b8a3e',
      label: '#fff9db',
      w: 40,
      neck: 18,
      shoulder: -30,
      icon: circle(0, 34, 16, '#e03131') + path('M-8 18 L0 22 L8 18 L4 24 L-4 24 Z', '#2b8a3e') + shine(-5, 28, 4, 2),
    }),
  pesto: (_r) =>
    spreadJar(
      '#5c940d',
      '#212529',
      leaf(-16, 32, 26, -20, '#2b8a3e') + leaf(16, 32, 26, -160, '#37b24d') + circle(0, 34, 5, '#fff9db'),
    ),
  tahini: (_r) => spreadJar('#e0c08a', '#c92a2a', circle(0, 31, 22, '#c97f22') + sesame(0, 14)),
  'soy-sauce': (_r) =>
    bottle({
      body: '#2b1a10',
      cap: '#c92a2a',
      label: '#ffffff',
      w: 34,
      neck: 10,
      shoulder: -20,
      top: -80,
      icon: path('M-14 24 Q-16 44 0 46 Q16 44 14 24 Z', '#2b1a10') + rect(-20, 22, 40, 4, 2, '#c92a2a'),
    }),
  chickpeas: (r) =>
    tin(
      '#2f9e44',
      circle(0, 20, 34, '#fff9db') +
        heap(r, 0, 20, 9, 22, (x, y) => circle(x, y, 8, '#e0a43a') + circle(x - 2, y - 2, 3, '#f5c26b')),
    ),
  'chopped-tomatoes': (r) =>
    tin(
      '#e03131',
      circle(0, 20, 34, '#fff5f5') +
        heap(
          r,
          0,
          20,
          8,
          22,
          (x, y) => rect(x - 7, y - 7, 14, 14, 3, '#c92a2a') + rect(x - 5, y - 5, 6, 6, 2, '#ff8787'),
        ) +
        leaf(0, -6, 16, -80, '#2f9e44', false),
    ),
  'tuna-can': (_r) =>
    ellipse(0, 50, 92, 30, '#868e96') +
    rect(-92, 10, 184, 40, 0, '#1971c2') +
    rect(-92, 22, 184, 16, 0, '#ffffff') +
    ellipse(0, 10, 92, 30, '#adb5bd') +
    ellipse(0, 10, 82, 24, '#ced4da') +
    circle(40, 4, 10, '#868e96') +
    group(
      'translate(0 30) scale(0.45)',
      path('M-90 0 Q-50 -40 20 -30 Q60 -24 70 0 Q60 24 20 30 Q-50 40 -90 0 Z', '#4dabf7') +
        path('M64 0 L96 -26 L92 0 L96 26 Z', '#339af0'),
    ),
  'coconut-milk': (_r) =>
    tin(
      '#ffffff',
      circle(16, 10, 24, '#5c3a21') +
        circle(-8, 24, 30, '#7a4f26') +
        circle(-8, 24, 24, '#fffdf5') +
        circle(-8, 24, 16, '#e7f5ff') +
        line('M-40 62 Q0 68 40 62', '#74c0fc', 3),
    ),
  cumin: (_r) => spiceJar('#a0693a', '#212529'),
  paprika: (_r) => spiceJar('#c92a2a', '#212529'),
  peppercorns: (r) =>
    spiceJar('#343a40', '#c92a2a', false) +
    heap(r, 62, 82, 14, [30, 8], (x, y) => circle(x, y, 5, '#212529') + circle(x - 1.5, y - 1.5, 1.5, '#495057')),
  zaatar: (_r) => spiceJar('#6b7f2a', '#212529'),
  'sea-salt': (r) =>
    spiceJar('#e7f5ff', '#1971c2', false, '#1971c2') +
    heap(r, 0, 38, 6, [14, 8], (x, y) =>
      rect(x - 3, y - 3, 6, 6, 1, '#ffffff', ` transform="rotate(${f(r.next() * 90)} ${f(x)} ${f(y)})"`),
    ) +
    heap(r, 66, 82, 14, [30, 8], (x, y) =>
      rect(
        x - 4,
        y - 4,
        8,
        8,
        1,
        '#ffffff',
        ` stroke="#74c0fc" stroke-width="1.5" transform="rotate(${f(r.next() * 90)} ${f(x)} ${f(y)})"`,
      ),
    ),
  honey: (_r) =>
    jar(
      '#f59f00',
      '#fab005',
      '#fff9db',
      path('M-16 24 L0 14 L16 24 L16 42 L0 52 L-16 42 Z', '#fab005') +
        path('M-8 28 L0 23 L8 28 L8 38 L0 43 L-8 38 Z', '#ffd43b'),
    ) +
    line('M40 -100 L70 -20', '#c8965a', 8) +
    group(
      'translate(36 -104) rotate(-20)',
      ellipse(0, 0, 16, 22, '#c8965a') + line('M-16 -6 L16 -6 M-16 4 L16 4', '#a0693a', 3),
    ),
  jam: (_r) => jar('#c2255c', '#ffffff', '#fff0f6', berryIcon(0, 32, 14)) + checkLid(),
  'peanut-butter': (_r) =>
    jar(
      '#c97f22',
      '#e03131',
      '#fff4e6',
      path('M-10 18 Q-22 26 -14 34 Q-22 44 -10 50 Q0 54 10 50 Q22 44 14 34 Q22 26 10 18 Q0 14 -10 18 Z', '#e0a43a') +
        line('M-8 26 l4 2 M4 38 l4 2', '#c97f22', 2),
    ),
  'hazelnut-spread': (_r) =>
    jar(
      '#5c3a21',
      '#ffffff',
      '#ffffff',
      circle(0, 34, 14, '#a0693a') + path('M-14 30 Q0 14 14 30 Q0 24 -14 30 Z', '#7a4f26'),
    ),
  'corn-flakes': (r) =>
    box(
      '#fab005',
      '#f08c00',
      bowlIcon(r, ['#fcc419', '#f59f00', '#ffd43b']) + rect(-50, -70, 100, 24, 4, '#e03131'),
      62,
      -84,
    ),
  granola: (r) =>
    pouch(
      '#5c940d',
      heap(r, 0, 18, 16, [34, 30], (x, y) =>
        blob(r, x, y, 8, r.pick(['#c97f22', '#e8a33d', '#a0521d', '#5c2e14']), 5, 0.5),
      ),
      '#fff4e6',
      '#2b8a3e',
    ),
  'frozen-peas': (r) =>
    frozenBag(heap(r, 0, 18, 20, [34, 30], (x, y) => circle(x, y, 7, '#51cf66') + shine(x - 2, y - 2, 2, 1))),
  'frozen-berries': (r) =>
    frozenBag(
      heap(r, 0, 18, 14, [34, 30], (x, y) =>
        r.pick([circle(x, y, 8, '#364fc7'), circle(x, y, 8, '#c2255c'), berryIcon(x, y, 7)]),
      ),
      '#7048e8',
    ),
  'frozen-fries': (r) =>
    frozenBag(
      heap(r, 0, 18, 12, [30, 26], (x, y) =>
        rect(x - 5, y - 18, 10, 36, 2, '#ffe8a3', ` transform="rotate(${f(r.next() * 180)} ${f(x)} ${f(y)})"`),
      ),
    ),
  'frozen-dumplings': (r) =>
    frozenBag(
      heap(
        r,
        0,
        18,
        5,
        [24, 22],
        (x, y) =>
          path(
            `M${f(x - 16)} ${f(y + 6)} Q${f(x - 16)} ${f(y - 12)} ${f(x)} ${f(y - 12)} Q${f(x + 16)} ${f(y - 12)} ${f(x + 16)} ${f(y + 6)} Z`,
            '#f1e3cc',
          ) +
          path(`M${f(x - 16)} ${f(y + 6)} Q${f(x)} ${f(y + 10)} ${f(x + 16)} ${f(y + 6)}`, '#d6c3a5') +
          line(`M${f(x - 8)} ${f(y - 9)} l2 7 M${f(x)} ${f(y - 11)} l0 7 M${f(x + 8)} ${f(y - 9)} l-2 7`, '#c8b08a', 2),
      ),
      '#2f9e44',
    ),
  'frozen-pizza': (r) => {
    let out =
      path('M-92 -30 L92 -30 L92 70 L-92 70 Z', '#1971c2') +
      path('M-92 -30 L-60 -60 L96 -60 L92 -30 Z', '#4dabf7') +
      path('M92 -30 L96 -60 L96 40 L92 70 Z', '#1864ab')
    out += group(
      'translate(-4 20) scale(0.42)',
      circle(0, 0, 94, '#d9a05b') +
        circle(0, 0, 78, '#d9480f') +
        heap(r, 0, 0, 8, 56, (x, y) => blob(r, x, y, 16, '#fff3d6', 6, 0.3)) +
        heap(r, 0, 0, 5, 56, (x, y) => leaf(x, y, 20, r.next() * 360, '#2b8a3e')),
    )
    return out + line('M-80 -20 l10 10 m-10 0 l10 -10 M70 50 l10 10 m-10 0 l10 -10', '#ffffff', 3)
  },
  'garlic-sauce': (r) =>
    sauceDip(
      '#fffdf5',
      '#495057',
      flecks(r, 8, 50, 10, 0, -4, '#2f9e44', 2),
      group('translate(64 70) rotate(-20)', garlicClove()) + group('translate(-70 74) rotate(25)', garlicClove()),
    ),
  'spicy-mayo': (r) => sauceDip('#ff922b', '#ffffff', flecks(r, 12, 56, 12, 0, -4, '#c92a2a', 2.2)),
  'bbq-sauce': (_r) =>
    bottle({
      body: '#5c1f0a',
      cap: '#212529',
      label: '#fff4e6',
      w: 40,
      neck: 14,
      shoulder: -34,
      icon:
        path('M-16 44 Q-20 24 -4 20 Q2 8 10 18 Q22 20 18 36 Q16 48 0 48 Q-12 50 -16 44 Z', '#e8590c') +
        path('M-6 40 Q-8 28 2 24 Q10 30 6 40 Z', '#fab005'),
    }),
  ketchup: (_r) =>
    bottle({
      body: '#e03131',
      cap: '#ffffff',
      label: '#ffffff',
      w: 40,
      neck: 10,
      shoulder: -40,
      top: -96,
      icon: circle(0, 34, 14, '#e03131') + path('M-6 20 L0 24 L6 20 L4 26 L-4 26 Z', '#2b8a3e'),
    }),
  'tahini-sauce': (r) =>
    sauceDip(
      '#e0c08a',
      '#1971c2',
      flecks(r, 16, 56, 12, 0, -4, '#fff9ee', 2) + flecks(r, 6, 50, 10, 0, -4, '#2f9e44', 2),
    ),
  'sour-cream': (r) =>
    sauceDip(
      '#ffffff',
      '#364fc7',
      path('M-40 -8 Q-20 -30 0 -14 Q20 -34 40 -8 Z', '#ffffff') +
        heap(r, 0, -10, 10, [46, 10], (x, y) => circle(x, y, 3.5, '#51cf66') + circle(x, y, 1.5, '#d3f9d8')),
    ),
  'chocolate-sauce': (_r) =>
    path('M-50 -20 L50 -20 L40 80 L-40 80 Z', '#ffffff') +
    path('M50 0 C80 0 80 50 44 50', 'none', ' stroke="#e9ecef" stroke-width="10"') +
    ellipse(0, -20, 50, 12, '#e9ecef') +
    ellipse(0, -20, 44, 9, '#3b2314') +
    path('M-44 -20 Q-56 -14 -60 4 Q-64 30 -56 40 Q-50 10 -40 -12 Z', '#3b2314'),
  'whipped-cream': (_r) => {
    let swirl = ''
    for (let i = 0; i < 5; i++)
      swirl +=
        ellipse(0, 10 - i * 22, 72 - i * 14, 20 - i * 2, i % 2 ? '#ffffff' : '#f8f9fa') +
        line(`M${-60 + i * 14} ${6 - i * 22} Q0 ${22 - i * 22} ${60 - i * 14} ${2 - i * 22}`, '#e9ecef', 3)
    return (
      path('M-86 20 L86 20 Q80 90 0 90 Q-80 90 -86 20 Z', '#d0ebff') +
      swirl +
      path('M-8 -86 Q0 -110 14 -92 Q4 -82 -8 -86 Z', '#ffffff')
    )
  },
  jalapenos: (r) => {
    const pepper = (x: number, y: number, a: number) =>
      group(
        `translate(${f(x)} ${f(y)}) rotate(${f(a)})`,
        path('M-50 0 Q-46 -22 0 -20 Q40 -18 60 10 Q30 10 0 16 Q-44 22 -50 0 Z', '#2b8a3e') +
          rect(-66, -8, 20, 10, 4, '#5c940d') +
          shine(-10, -12, 20, 4, 0, 0.3),
      )
    return (
      pepper(-10, -30, -10) +
      pepper(10, 10, 8) +
      heap(
        r,
        0,
        60,
        5,
        [60, 10],
        (x, y) => circle(x, y, 14, '#2b8a3e') + circle(x, y, 10, '#94d82d') + circle(x, y, 4, '#f4fce3'),
      )
    )
  },
  bacon: (_r) => {
    const strip = (y: number, a: number) =>
      group(
        `translate(0 ${y}) rotate(${a})`,
        path(
          'M-90 -14 Q-60 -24 -30 -14 Q0 -4 30 -14 Q60 -24 90 -14 L90 14 Q60 4 30 14 Q0 24 -30 14 Q-60 4 -90 14 Z',
          '#a61e1e',
        ) +
          line('M-90 -2 Q-60 -12 -30 -2 Q0 8 30 -2 Q60 -12 90 -2', '#ffd8a8', 6) +
          line('M-90 8 Q-60 -2 -30 8 Q0 18 30 8 Q60 -2 90 8', '#e8707a', 3),
      )
    return strip(-44, -6) + strip(0, 4) + strip(44, -3)
  },
  'ginger-wasabi': (r) => {
    let out = ellipse(0, 40, 96, 36, '#343a40') + ellipse(0, 34, 90, 30, '#495057')
    for (let i = 0; i < 6; i++)
      out += group(
        `translate(${-40 + i * 8} ${24 - (i % 2) * 6}) rotate(${-30 + i * 14})`,
        path('M-20 0 Q0 -20 20 0 Q0 10 -20 0 Z', '#ffc9de'),
      )
    return out + blob(r, 44, 24, 22, '#94d82d', 7, 0.3) + path('M34 16 Q44 4 54 16', '#c0eb75', ' fill-opacity="0.8"')
  },
} satisfies Record<string, Draw>

function chocolateBar(chocolate: string, groove: string, wrapper: string): string {
  let squares = ''
  for (let i = 0; i < 3; i++)
    for (let j = 0; j < 3; j++)
      squares +=
        rect(-56 + i * 36, -80 + j * 32, 32, 28, 3, chocolate) +
        rect(-52 + i * 36, -76 + j * 32, 24, 20, 2, lighter(chocolate, 0.12))
  return group(
    'rotate(-12)',
    rect(-62, -86, 112, 180, 8, groove) +
      squares +
      path('M-66 10 L54 10 L54 96 L-66 96 Z', wrapper) +
      path('M-66 10 L54 10 L44 24 L-56 24 Z', '#e9ecef') +
      rect(-40, 40, 70, 30, 4, '#ffffff', ' fill-opacity="0.85"'),
  )
}

function cupIcon(x: number, y: number, tea: string): string {
  return (
    path(`M${x - 22} ${y - 12} L${x + 22} ${y - 12} L${x + 16} ${y + 18} L${x - 16} ${y + 18} Z`, '#ffffff') +
    ellipse(x, y - 12, 22, 5, tea) +
    path(`M${x + 20} ${y - 6} q14 2 6 16`, 'none', ' stroke="#ffffff" stroke-width="4"')
  )
}

function sesame(x: number, y: number): string {
  let out = ''
  for (let i = 0; i < 9; i++)
    out += ellipse(
      x - 16 + (i % 3) * 16,
      y + 16 + Math.floor(i / 3) * 12,
      4,
      2.4,
      '#fff9ee',
      ` transform="rotate(${i * 40} ${x - 16 + (i % 3) * 16} ${y + 16 + Math.floor(i / 3) * 12})"`,
    )
  return out
}

function berryIcon(x: number, y: number, s: number): string {
  return (
    path(
      `M${f(x)} ${f(y + s * 1.2)} Q${f(x - s * 1.3)} ${f(y)} ${f(x - s * 0.7)} ${f(y - s * 0.8)} Q${f(x)} ${f(y - s * 1.2)} ${f(x + s * 0.7)} ${f(y - s * 0.8)} Q${f(x + s * 1.3)} ${f(y)} ${f(x)} ${f(y + s * 1.2)} Z`,
      '#e03131',
    ) + leaf(x, y - s * 0.9, s * 0.8, -90, '#37b24d', false)
  )
}

function bowlIcon(r: Random, flakes: readonly string[]): string {
  return (
    path('M-44 10 L44 10 Q40 56 0 56 Q-40 56 -44 10 Z', '#ffffff') +
    heap(r, 0, 4, 10, [34, 8], (x, y) => blob(r, x, y, 8, r.pick(flakes), 5, 0.5))
  )
}

function checkLid(): string {
  let out = ''
  for (let i = 0; i < 4; i++)
    out += rect(-64 + i * 32, -90, 16, 17, 0, '#e03131') + rect(-48 + i * 32, -73, 16, 17, 0, '#e03131')
  return out
}

function garlicClove(): string {
  return path('M-12 16 Q-18 -4 0 -20 Q18 -4 12 16 Q0 22 -12 16 Z', '#f8f0e3') + line('M0 -16 Q5 0 3 16', '#e9dcc6', 2)
}

/** A food tin with a paper label and a picture of what is inside. */
function tin(label: string, picture: string): string {
  return (
    ellipse(0, 84, 62, 14, '#868e96') +
    rect(-62, -44, 124, 128, 6, '#adb5bd') +
    rect(-62, -30, 124, 100, 0, label) +
    line('M-62 -30 L62 -30 M-62 70 L62 70', '#868e96', 3) +
    ellipse(0, -44, 62, 14, '#dee2e6') +
    ellipse(0, -44, 52, 10, '#ced4da') +
    ellipse(0, -44, 40, 7, 'none', ' stroke="#adb5bd" stroke-width="2"') +
    picture +
    rect(-54, -26, 10, 92, 5, '#ffffff', ' fill-opacity="0.3"')
  )
}
