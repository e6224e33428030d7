// Soups, salads, sides, breakfast bowls and seafood plates.
import type { Random } from '../random.ts'
import {
  blob,
  bowl,
  bowlTop,
  circle,
  citrusSlice,
  colours,
  dipPot,
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
  shine,
  spread,
  type Draw,
} from './kit.ts'
import {
  avocadoSlices,
  beans,
  chickenPiece,
  cilantro,
  crouton,
  cubes,
  cucumberSlice,
  greenOnion,
  heap,
  lettuceLeaves,
  noodles,
  olive,
  riceGrains,
  shrimp,
  soup,
  tomatoWedge,
} from './pieces.ts'

/** The surface of a soup bowl: pieces must stay inside this ellipse. */
const SURFACE: readonly [number, number] = [68, 13]
const SURFACE_Y = -6

function swirl(colour: string, y = SURFACE_Y): string {
  return line(`M-44 ${y} q12 -8 24 0 t24 0 t24 0`, colour, 5, ' stroke-opacity="0.9"')
}

/** A salad in a wide bowl seen from above: leaves first, then what goes on them. */
function salad(r: Random, greens: readonly string[], extras: string, dish = '#ffffff', leaves = 14): string {
  return bowlTop(94, dish, '#e9fac8', 82) + lettuceLeaves(r, leaves, 58, greens, 0, 0, 22) + extras
}

function mussel(x: number, y: number, angle: number): string {
  return group(
    `translate(${f(x)} ${f(y)}) rotate(${f(angle)})`,
    path('M0 -20 Q18 -14 14 8 Q8 22 0 22 Q-8 22 -14 8 Q-18 -14 0 -20 Z', '#212529') +
      path('M0 -14 Q11 -8 8 6 Q4 14 0 14 Q-4 14 -8 6 Q-11 -8 0 -14 Z', '#f08c00') +
      line('M-10 -4 Q0 4 10 -4', '#495057', 2),
  )
}

export const bowls = {
  'tomato-soup': (r) =>
    soup(r, {
      broth: '#e8590c',
      top: (rr) =>
        swirl('#fff4e6') +
        leaf(20, -10, 22, -30, '#2b8a3e') +
        leaf(30, -8, 18, 20, '#37b24d') +
        flecks(rr, 8, 50, 8, -10, SURFACE_Y, '#c92a2a', 2.5),
    }),
  'lentil-soup': (r) =>
    soup(r, {
      broth: '#f08c00',
      bowl: '#f1f3f5',
      top: (rr) =>
        flecks(rr, 14, 56, 9, 0, SURFACE_Y, '#c2561a', 2.5) +
        path('M30 -14 L58 -14 L44 4 Z', '#fab005') +
        path('M33 -14 L55 -14 L44 -1 Z', '#ffe066') +
        cilantro(rr, 4, 30, 6, -20, SURFACE_Y),
    }),
  'squash-soup': (r) =>
    soup(r, {
      broth: '#fd7e14',
      bowl: '#495057',
      top: (rr) =>
        swirl('#fff4e6') +
        heap(rr, 10, SURFACE_Y, 8, [40, 8], (x, y) => ellipse(x, y, 4, 2.6, '#2b8a3e')) +
        flecks(rr, 6, 50, 8, 0, SURFACE_Y, '#343a40', 1.5),
    }),
  chowder: (r) =>
    soup(r, {
      broth: '#fff4e0',
      bowl: '#c8965a',
      top: (rr) =>
        cubes(rr, 0, SURFACE_Y, 8, SURFACE, '#ffe8a3', 10) +
        heap(rr, 0, SURFACE_Y, 5, SURFACE, (x, y) => ellipse(x, y, 8, 5, '#f5c26b') + ellipse(x, y, 5, 3, '#ffa8a8')) +
        flecks(rr, 10, 60, 10, 0, SURFACE_Y, '#2f9e44', 2) +
        heap(rr, 30, -8, 4, [16, 6], (x, y) => circle(x, y, 5, '#f5d48a') + circle(x, y, 2, '#e8c07a')),
    }),
  'tom-yum': (r) =>
    soup(r, {
      broth: '#f76707',
      bowl: '#f8f9fa',
      top: (rr) =>
        shrimp(-30, -8, 18, 20) +
        shrimp(10, -4, 18, 200) +
        heap(rr, 0, SURFACE_Y, 4, SURFACE, (x, y) =>
          path(`M${f(x - 9)} ${f(y)} Q${f(x)} ${f(y - 10)} ${f(x + 9)} ${f(y)} Z`, '#f1f3f5'),
        ) +
        heap(rr, 30, SURFACE_Y, 3, [20, 6], (x, y) =>
          rect(x - 8, y - 2, 16, 5, 2.5, '#e03131', ` transform="rotate(${f(rr.next() * 180)} ${f(x)} ${f(y)})"`),
        ) +
        cilantro(rr, 5, 56, 8, 0, SURFACE_Y),
    }),
  'tom-kha': (r) =>
    soup(r, {
      broth: '#fff0c2',
      bowl: '#f8f9fa',
      top: (rr) =>
        heap(rr, -10, SURFACE_Y, 6, [50, 9], (x, y) => chickenPiece(rr, x, y, '#fffaf0')) +
        heap(rr, 0, SURFACE_Y, 4, SURFACE, (x, y) =>
          path(`M${f(x - 9)} ${f(y)} Q${f(x)} ${f(y - 10)} ${f(x + 9)} ${f(y)} Z`, '#d6c3a5'),
        ) +
        heap(rr, 30, SURFACE_Y, 3, [20, 6], (x, y) =>
          rect(x - 8, y - 2, 16, 5, 2.5, '#e03131', ` transform="rotate(${f(rr.next() * 180)} ${f(x)} ${f(y)})"`),
        ) +
        cilantro(rr, 5, 56, 8, 0, SURFACE_Y),
    }),
  'chicken-noodle-soup': (r) =>
    soup(r, {
      broth: '#ffe8a3',
      bowl: '#e7f5ff',
      top: (rr) =>
        noodles(rr, 4, 120, 14, 0, SURFACE_Y, '#fff4d6', 4) +
        heap(rr, 0, SURFACE_Y, 6, SURFACE, (x, y) => circle(x, y, 5, '#f76707') + circle(x, y, 2, '#ffa94d')) +
        heap(rr, 10, SURFACE_Y, 4, [50, 8], (x, y) => chickenPiece(rr, x, y, '#fff4e6')) +
        flecks(rr, 10, 60, 10, 0, SURFACE_Y, '#2f9e44', 2),
    }),
  minestrone: (r) =>
    soup(r, {
      broth: '#d9480f',
      bowl: '#fff4e6',
      top: (rr) =>
        heap(rr, 0, SURFACE_Y, 14, SURFACE, (x, y) =>
          rr.pick([
            rect(x - 4, y - 4, 8, 8, 2, '#f76707'),
            rect(x - 4, y - 4, 8, 8, 2, '#69db7c'),
            ellipse(x, y, 6, 4, '#f8f0e3'),
            rect(x - 6, y - 2, 12, 5, 2.5, '#ffe08a'),
            ellipse(x, y, 5, 3.5, '#862e9c'),
          ]),
        ) + leaf(-8, -12, 20, -40, '#2b8a3e'),
    }),
  'tortilla-soup': (r) =>
    soup(r, {
      broth: '#c92a2a',
      bowl: '#e9ecef',
      top: (rr) =>
        heap(rr, 0, SURFACE_Y, 9, SURFACE, (x, y) =>
          rect(x - 10, y - 2, 20, 5, 2, '#f4c84a', ` transform="rotate(${f(rr.next() * 180)} ${f(x)} ${f(y)})"`),
        ) +
        avocadoSlices(-40, -12, 3, -80) +
        blob(rr, 20, -8, 10, '#ffffff', 6, 0.3) +
        cilantro(rr, 4, 50, 8, 0, SURFACE_Y),
    }),
  avgolemono: (r) =>
    soup(r, {
      broth: '#ffec99',
      bowl: '#ffffff',
      top: (rr) =>
        riceGrains(rr, 20, 56, 9, 0, SURFACE_Y, '#fffdf5') +
        heap(rr, -10, SURFACE_Y, 4, [40, 8], (x, y) => chickenPiece(rr, x, y, '#fffaf0')) +
        path('M26 -12 L56 -12 L41 6 Z', '#fab005') +
        path('M29 -12 L53 -12 L41 1 Z', '#ffe066') +
        flecks(rr, 10, 56, 9, 0, SURFACE_Y, '#2f9e44', 2),
    }),
  'green-salad': (r) =>
    salad(
      r,
      ['#8ce99a', '#69db7c', '#51cf66', '#b2f2bb'],
      heap(r, 0, 0, 5, 56, (x, y) => tomatoWedge(x, y, 13, r.next() * 360)) +
        heap(r, 0, 0, 5, 56, (x, y) => cucumberSlice(x, y, 10)) +
        heap(r, 0, 0, 4, 50, (x, y) => ellipse(x, y, 12, 8, 'none', ` stroke="#be4bdb" stroke-width="3"`)),
    ),
  'chicken-caesar': (r) =>
    salad(
      r,
      ['#8ce99a', '#69db7c', '#b2f2bb'],
      heap(r, 0, 0, 6, 50, (x, y) =>
        group(
          `rotate(${f(r.next() * 180)} ${f(x)} ${f(y)})`,
          rect(x - 16, y - 7, 32, 14, 6, '#e8a33d') +
            rect(x - 14, y - 5, 28, 8, 4, '#fff4e6') +
            line(`M${f(x - 8)} ${f(y - 6)} l4 12 M${f(x + 4)} ${f(y - 6)} l4 12`, '#8a4b14', 2.5),
        ),
      ) +
        heap(r, 0, 0, 6, 56, (x, y) => crouton(r, x, y)) +
        flecks(r, 10, 56, 56, 0, 0, '#fff9db', 4),
    ),
  'shrimp-caesar': (r) =>
    salad(
      r,
      ['#8ce99a', '#69db7c', '#b2f2bb'],
      heap(r, 0, 0, 6, 50, (x, y) => shrimp(x, y, 18, r.next() * 360)) +
        heap(r, 0, 0, 6, 56, (x, y) => crouton(r, x, y)) +
        flecks(r, 10, 56, 56, 0, 0, '#fff9db', 4),
    ),
  'kale-caesar': (r) =>
    salad(
      r,
      ['#2b8a3e', '#2f9e44', '#37b24d', '#1e6b30'],
      heap(r, 0, 0, 7, 56, (x, y) => crouton(r, x, y)) +
        flecks(r, 12, 56, 56, 0, 0, '#fff9db', 4) +
        citrusSlice(52, -52, 14, '#fab005', '#ffe066'),
    ),
  'greek-salad': (r) =>
    salad(
      r,
      ['#8ce99a', '#b2f2bb'],
      heap(r, 0, 0, 6, 56, (x, y) => tomatoWedge(x, y, 14, r.next() * 360)) +
        heap(r, 0, 0, 5, 56, (x, y) => cucumberSlice(x, y, 11)) +
        heap(r, 0, 0, 6, 54, (x, y) => olive(x, y, 6)) +
        rect(-22, -20, 44, 30, 4, '#ffffff') +
        rect(-22, -20, 44, 30, 4, 'none', ' stroke="#e9ecef" stroke-width="2"') +
        flecks(r, 10, 20, 14, 0, -5, '#5c940d', 2),
      '#ffffff',
      8,
    ),
  caprese: (_r) => {
    let out = plateTop(96)
    for (let i = 0; i < 10; i++) {
      const a = (i / 10) * Math.PI * 2
      const x = Math.cos(a) * 48
      const y = Math.sin(a) * 48
      out +=
        i % 2 === 0
          ? circle(x, y, 22, '#e03131') +
            circle(x, y, 18, '#ff6b6b') +
            circle(x - 5, y - 3, 2, '#fff3bf') +
            circle(x + 5, y + 3, 2, '#fff3bf')
          : circle(x, y, 21, '#fffdf5') + circle(x, y, 21, 'none', ' stroke="#f1f3f5" stroke-width="2"')
    }
    for (let i = 0; i < 5; i++)
      out += leaf(Math.cos(i * 1.26) * 24, Math.sin(i * 1.26) * 24, 26, i * 72 + 20, '#2b8a3e')
    return out + line('M-60 60 Q0 80 60 56', '#5c2e14', 3)
  },
  tabbouleh: (r) =>
    bowlTop(94, '#ffffff', '#2f9e44', 82) +
    flecks(r, 140, 70, 70, 0, 0, ['#2b8a3e', '#37b24d', '#51cf66', '#1e6b30'], 4) +
    heap(r, 0, 0, 14, 62, (x, y) => rect(x - 4, y - 4, 9, 9, 2, '#e03131')) +
    flecks(r, 30, 66, 66, 0, 0, '#f5d48a', 2) +
    path('M40 -60 L76 -44 L52 -26 Z', '#fab005') +
    path('M44 -56 L70 -44 L54 -32 Z', '#ffe066'),
  fattoush: (r) =>
    salad(
      r,
      ['#8ce99a', '#69db7c', '#51cf66'],
      heap(r, 0, 0, 4, 56, (x, y) => tomatoWedge(x, y, 12, r.next() * 360)) +
        heap(r, 0, 0, 4, 56, (x, y) => circle(x, y, 10, '#f783ac') + circle(x, y, 7, '#fff0f6')) +
        heap(r, 0, 0, 7, 56, (x, y) =>
          path(
            `M${f(x - 12)} ${f(y + 8)} L${f(x)} ${f(y - 12)} L${f(x + 12)} ${f(y + 8)} Z`,
            '#e8a33d',
            ` transform="rotate(${f(r.next() * 180)} ${f(x)} ${f(y)})"`,
          ),
        ) +
        flecks(r, 24, 60, 60, 0, 0, '#a61e4d', 2),
    ),
  'papaya-salad': (r) => {
    let out = plateTop(96)
    for (let i = 0; i < 60; i++) {
      const x = -56 + r.next() * 112
      const y = -50 + r.next() * 100
      if (x * x + y * y > 62 * 62) continue
      out += line(
        `M${f(x - 14)} ${f(y)} l28 ${f(-6 + r.next() * 12)}`,
        r.pick(['#d8f5a2', '#c0eb75', '#e9fac8']),
        4,
        ` transform="rotate(${f(r.next() * 180)} ${f(x)} ${f(y)})"`,
      )
    }
    return (
      out +
      heap(r, 0, 0, 5, 50, (x, y) => tomatoWedge(x, y, 10, r.next() * 360)) +
      flecks(r, 14, 50, 50, 0, 0, '#c97f22', 3) +
      heap(r, 0, 0, 4, 50, (x, y) =>
        rect(x - 14, y - 2, 28, 5, 2.5, '#2b8a3e', ` transform="rotate(${f(r.next() * 180)} ${f(x)} ${f(y)})"`),
      ) +
      heap(r, 0, 0, 3, 40, (x, y) => rect(x - 8, y - 2, 16, 5, 2.5, '#e03131'))
    )
  },
  coleslaw: (r) => {
    let out = bowlTop(94, '#ffffff', '#fff9ee', 82)
    for (let i = 0; i < 90; i++) {
      const a = r.next() * Math.PI * 2
      const d = Math.sqrt(r.next()) * 68
      const x = Math.cos(a) * d
      const y = Math.sin(a) * d
      out += line(
        `M${f(x - 10)} ${f(y)} l20 ${f(-4 + r.next() * 8)}`,
        r.pick(['#f8f9fa', '#e9fac8', '#d8f5a2', '#fff9ee', '#ae3ec9', '#f76707']),
        4,
        ` transform="rotate(${f(r.next() * 180)} ${f(x)} ${f(y)})"`,
      )
    }
    return out + flecks(r, 10, 60, 60, 0, 0, '#343a40', 1.5)
  },
  'potato-salad': (r) =>
    bowlTop(94, '#1971c2', '#fffbe8', 82) +
    cubes(r, 0, 0, 26, 62, '#f2c85b', 18) +
    greenOnion(r, 14, 60, 60) +
    flecks(r, 12, 56, 56, 0, 0, '#e8590c', 2),
  'fruit-salad': (r) =>
    bowlTop(94, '#e7f5ff', '#fff9db', 82) +
    heap(r, 0, 0, 22, 62, (x, y) =>
      r.pick([
        rect(x - 10, y - 10, 20, 20, 3, '#fa5252') + circle(x, y, 1.5, '#212529'),
        circle(x, y, 11, '#82c91e') + circle(x, y, 8, '#c0eb75') + circle(x, y, 2.5, '#f8f9fa'),
        circle(x, y, 9, '#7048e8') + shine(x - 3, y - 3, 3, 1.5),
        path(`M${f(x - 12)} ${f(y)} A12 12 0 0 1 ${f(x + 12)} ${f(y)} Z`, '#fd7e14'),
        circle(x, y, 9, '#94d82d') + shine(x - 3, y - 3, 3, 1.5),
        path(
          `M${f(x)} ${f(y + 10)} Q${f(x - 12)} ${f(y - 2)} ${f(x - 6)} ${f(y - 8)} Q${f(x)} ${f(y - 12)} ${f(x + 6)} ${f(y - 8)} Q${f(x + 12)} ${f(y - 2)} ${f(x)} ${f(y + 10)} Z`,
          '#e03131',
        ),
      ]),
    ) +
    leaf(30, -40, 22, -30, '#37b24d'),
  'steamed-vegetables': (r) => {
    let out = bowlTop(94, '#ffffff', '#f1f3f5', 82)
    out += heap(
      r,
      0,
      0,
      7,
      56,
      (x, y) =>
        rect(x - 4, y, 8, 14, 3, '#94d82d') + heap(r, x, y - 4, 5, 10, (px, py) => circle(px, py, 7, '#2f9e44')),
    )
    out += heap(r, 0, 0, 7, 58, (x, y) => circle(x, y, 10, '#f76707') + circle(x, y, 6, '#ffa94d'))
    return (
      out +
      heap(r, 0, 0, 6, 58, (x, y) =>
        rect(x - 16, y - 3, 32, 7, 3.5, '#51cf66', ` transform="rotate(${f(r.next() * 180)} ${f(x)} ${f(y)})"`),
      ) +
      line('M-20 -60 q6 -10 0 -20 M10 -62 q6 -10 0 -20', '#ffffff', 4, ' stroke-opacity="0.8"')
    )
  },
  'collard-greens': (r) =>
    soup(r, {
      broth: '#2b5d34',
      bowl: '#c8965a',
      top: (rr) =>
        heap(rr, 0, SURFACE_Y, 12, SURFACE, (x, y) =>
          blob(rr, x, y, 12, rr.pick(['#2b8a3e', '#1e6b30', '#37b24d']), 6, 0.5),
        ) +
        flecks(rr, 10, 60, 10, 0, SURFACE_Y, '#e03131', 2) +
        heap(rr, 0, SURFACE_Y, 4, SURFACE, (x, y) => ellipse(x, y, 7, 4, '#f8f0e3')),
    }),
  'baked-beans': (r) =>
    soup(r, {
      broth: '#d9480f',
      bowl: '#8d5a2b',
      top: (rr) => beans(rr, 0, SURFACE_Y, 34, SURFACE, '#e8590c') + flecks(rr, 6, 50, 8, 0, SURFACE_Y, '#2f9e44', 2),
    }),
  'acai-bowl': (r) => {
    let out = bowlTop(94, '#ffffff', '#6741d9', 82) + blob(r, 0, 0, 76, '#5f3dc4', 12, 0.08)
    for (let i = 0; i < 5; i++)
      out += circle(-40 + i * 16, -30 + i * 4, 12, '#fff3bf') + circle(-40 + i * 16, -30 + i * 4, 4, '#f5d48a')
    out += heap(
      r,
      30,
      20,
      4,
      20,
      (x, y) =>
        path(
          `M${f(x)} ${f(y + 10)} Q${f(x - 12)} ${f(y - 2)} ${f(x - 6)} ${f(y - 8)} Q${f(x)} ${f(y - 12)} ${f(x + 6)} ${f(y - 8)} Q${f(x + 12)} ${f(y - 2)} ${f(x)} ${f(y + 10)} Z`,
          '#e03131',
        ) + leaf(x - 4, y - 10, 8, -90, '#37b24d', false),
    )
    out += heap(r, -30, 30, 7, 16, (x, y) => circle(x, y, 6, '#364fc7') + shine(x - 2, y - 2, 2, 1))
    return (
      out + flecks(r, 26, 30, 20, 40, -30, ['#c97f22', '#e8a33d'], 4) + flecks(r, 14, 40, 40, 0, 10, '#ffffff', 2.5)
    )
  },
  'granola-bowl': (r) => {
    let out = bowlTop(94, '#d0ebff', '#ffffff', 82)
    out += heap(r, -20, -10, 22, 36, (x, y) => blob(r, x, y, 6, r.pick(['#c97f22', '#e8a33d', '#a0521d']), 5, 0.5))
    out +=
      heap(r, 34, 20, 6, 20, (x, y) => circle(x, y, 7, '#364fc7') + shine(x - 2, y - 2, 2, 1)) +
      heap(r, 10, 40, 4, 16, (x, y) => circle(x, y, 8, '#e03131') + flecks(r, 3, 4, 4, x, y, '#fff3bf', 1))
    return out + line('M-50 30 Q-10 10 20 40 T60 10', '#fab005', 4)
  },
  'yogurt-honey': (r) =>
    line('M40 -40 L96 -100', '#c8965a', 8) +
    group(
      'translate(34 -34) rotate(-40)',
      ellipse(0, 0, 14, 20, '#c8965a') + line('M-14 -6 L14 -6 M-14 4 L14 4', '#a0693a', 3),
    ) +
    bowl({
      colour: '#e7f5ff',
      fill: '#ffffff',
      y: 0,
      mound:
        path('M-80 0 Q-70 -50 -20 -46 Q0 -66 30 -48 Q76 -50 80 0 Z', '#ffffff') +
        line('M-60 -20 Q-30 -50 0 -30 T50 -30 T70 -10', '#f59f00', 8) +
        line('M-60 -20 Q-30 -50 0 -30 T50 -30 T70 -10', '#fcc419', 4) +
        heap(
          r,
          -10,
          -30,
          4,
          [40, 10],
          (x, y) => blob(r, x, y, 10, '#a0693a', 6, 0.5) + line(`M${f(x - 5)} ${f(y)} q5 -5 10 0`, '#7a4f26', 2),
        ),
    }),
  paella: (r) => {
    let out =
      rect(-104, -6, 20, 12, 5, '#212529') +
      rect(84, -6, 20, 12, 5, '#212529') +
      circle(0, 0, 94, '#343a40') +
      circle(0, -2, 88, '#495057') +
      circle(0, 0, 82, '#fab005')
    out += riceGrains(r, 120, 74, 74, 0, 0, '#ffe066')
    out += heap(r, 0, 0, 5, 60, (x, y) => shrimp(x, y, 20, r.next() * 360, '#ff6b6b'))
    out += heap(r, 0, 0, 5, 60, (x, y) => mussel(x, y, r.next() * 360))
    out += heap(r, 0, 0, 8, 64, (x, y) => circle(x, y, 5, '#37b24d'))
    return (
      out +
      path('M10 -8 L44 -20 L36 10 Z', '#fab005') +
      path('M14 -8 L40 -17 L34 6 Z', '#ffe066') +
      heap(r, 0, 0, 4, 60, (x, y) => rect(x - 10, y - 3, 20, 6, 3, '#e03131'))
    )
  },
  mussels: (r) => {
    let out = ellipse(0, 40, 98, 46, '#212529') + ellipse(0, 32, 92, 40, '#343a40') + ellipse(0, 32, 86, 34, '#fff4d6')
    for (const [x, y] of spread(r, 12, 68, 24, 0, 20)) out += mussel(x, y, r.next() * 360)
    return out + flecks(r, 14, 70, 26, 0, 24, '#2f9e44', 2) + citrusSlice(64, -30, 16, '#fab005', '#ffe066')
  },
  calamari: (r) => {
    let out =
      plateSide(54, 98) + dipPot(60, 30, 24, '#fff9db', colours.white, flecks(r, 4, 10, 3, 60, 31, '#2f9e44', 2))
    for (const [x, y] of spread(r, 9, 56, 34, -20, 10))
      out +=
        ellipse(x, y, 17, 12, 'none', ` stroke="#c97f22" stroke-width="10"`) +
        ellipse(x, y - 1, 17, 12, 'none', ` stroke="#f5c26b" stroke-width="6"`)
    return out + citrusSlice(-70, -30, 16, '#fab005', '#ffe066') + cilantro(r, 4, 50, 20, -20, 10)
  },
  'crab-cakes': (r) => {
    let out = plateSide(54, 98)
    for (const [x, y] of [
      [-44, 26],
      [16, 30],
      [-16, -4],
    ] as Array<[number, number]>)
      out +=
        ellipse(x, y + 8, 36, 16, '#b8691c') +
        rect(x - 36, y - 8, 72, 16, 8, '#b8691c') +
        ellipse(x, y - 8, 36, 16, '#e0a43a') +
        flecks(r, 8, 26, 10, x, y - 8, ['#b8691c', '#f5c26b', '#ff8787'], 3)
    return (
      out +
      dipPot(64, 10, 20, '#ffe8cc') +
      citrusSlice(66, 46, 14, '#fab005', '#ffe066') +
      cilantro(r, 4, 40, 10, -10, -20)
    )
  },
  octopus: (r) => {
    let out = plateTop(96)
    const tentacle = (a: number, len: number) => {
      const x = Math.cos(a) * len
      const y = Math.sin(a) * len
      return (
        line(`M0 0 Q${f(x * 0.6 - y * 0.4)} ${f(y * 0.6 + x * 0.4)} ${f(x)} ${f(y)}`, '#a61e4d', 20) +
        line(`M0 0 Q${f(x * 0.6 - y * 0.4)} ${f(y * 0.6 + x * 0.4)} ${f(x)} ${f(y)}`, '#d6336c', 13) +
        line(`M${f(x * 0.3)} ${f(y * 0.3)} L${f(x * 0.8)} ${f(y * 0.8)}`, '#ffdeeb', 4, ' stroke-dasharray="2 7"')
      )
    }
    for (let i = 0; i < 4; i++) out += tentacle(i * 1.57 + 0.4, 62)
    out += circle(0, 0, 18, '#a61e4d') + line('M-30 -30 L-14 -6 M4 -40 L10 -14', '#3b0a1e', 5)
    return (
      out +
      citrusSlice(56, 56, 14, '#fab005', '#ffe066') +
      flecks(r, 16, 60, 60, 0, 0, '#2f9e44', 2) +
      flecks(r, 8, 40, 40, 0, 0, '#343a40', 2)
    )
  },
  'salmon-fillet': (r) => {
    let out = plateSide(54, 98) + lettuceLeaves(r, 6, [56, 14], ['#2b8a3e', '#37b24d', '#2f9e44'], 10, 40, 14)
    out +=
      path('M-70 20 Q-74 -26 -20 -30 L60 -28 Q80 -26 78 0 Q76 26 56 30 L-40 34 Q-68 36 -70 20 Z', '#e8590c') +
      path('M-62 14 Q-64 -18 -20 -22 L56 -20 Q70 -18 70 0 Q68 20 52 22 L-40 26 Q-62 28 -62 14 Z', '#ff8a5b')
    for (let i = 0; i < 5; i++) out += line(`M${f(-44 + i * 24)} -20 q8 20 0 44`, '#ffd8a8', 3)
    out += line('M-50 -20 L-34 24 M-16 -22 L0 24 M18 -22 L34 24', '#a33a12', 5, ' stroke-opacity="0.6"')
    return out + citrusSlice(-76, -40, 16, '#fab005', '#ffe066') + flecks(r, 10, 50, 20, 0, 0, '#2f9e44', 2)
  },
  'rice-pudding': (r) =>
    bowlTop(94, '#e7f5ff', '#fff4e0', 82) +
    riceGrains(r, 90, 66, 66, 0, 0, '#fffdf5') +
    flecks(r, 20, 30, 30, 0, 0, '#a0521d', 3) +
    heap(r, 0, 0, 6, 50, (x, y) => ellipse(x, y, 5, 3.5, '#5c2e14')) +
    rect(20, -30, 60, 10, 5, '#8a4b14', ' transform="rotate(-20 50 -25)"'),
  'chia-pudding': (r) => {
    let body = rect(-58, -56, 116, 146, 22, lighter(colours.glass, 0.2), ' fill-opacity="0.95"')
    body += rect(-52, -10, 104, 94, 16, '#e9ecef') + flecks(r, 70, 46, 40, 0, 38, '#495057', 1.6)
    body +=
      rect(-52, -34, 104, 28, 4, '#fd7e14') +
      heap(r, 0, -50, 6, [40, 8], (x, y) => rect(x - 9, y - 9, 18, 18, 3, '#fab005')) +
      heap(r, 10, -58, 3, [30, 6], (x, y) => circle(x, y, 7, '#364fc7'))
    return body + leaf(-20, -66, 22, -60, '#37b24d') + rect(-50, -40, 10, 120, 5, '#ffffff', ' fill-opacity="0.4"')
  },
  'banana-pudding': (r) => {
    let out = rect(-60, -60, 120, 150, 16, lighter(colours.glass, 0.2), ' fill-opacity="0.95"')
    const layers: Array<[number, string]> = [
      [70, '#fff4d6'],
      [52, '#e8b66f'],
      [34, '#fff4d6'],
      [16, '#e8b66f'],
      [-4, '#fff4d6'],
    ]
    for (const [y, c] of layers) out += rect(-54, y - 18, 108, 22, 3, c)
    out += heap(r, 0, 30, 5, [40, 4], (x, y) => circle(x, y, 9, '#ffe066') + circle(x, y, 3, '#f5d48a'))
    out +=
      path('M-54 -22 Q-30 -50 0 -40 Q30 -54 54 -22 Z', '#ffffff') +
      heap(r, 0, -36, 3, [24, 4], (x, y) => circle(x, y, 10, '#ffe066') + circle(x, y, 3, '#f5d48a'))
    return (
      out +
      path('M-10 -44 L30 -70 L40 -62 L2 -38 Z', '#e8b66f') +
      rect(-52, -50, 10, 130, 5, '#ffffff', ' fill-opacity="0.4"')
    )
  },
  parfait: (r) => {
    let out =
      path('M-56 -70 L56 -70 L44 60 Q0 70 -44 60 Z', lighter(colours.glass, 0.2), ' fill-opacity="0.95"') +
      rect(-8, 58, 16, 20, 3, '#dee2e6') +
      ellipse(0, 84, 40, 8, '#dee2e6')
    const layers: Array<[number, string]> = [
      [44, '#ffffff'],
      [24, '#c2255c'],
      [6, '#e8a33d'],
      [-14, '#ffffff'],
      [-32, '#c2255c'],
    ]
    for (const [y, c] of layers)
      out += path(
        `M${f(-52 + (60 - y) * 0.0)} ${f(y - 18)} L${f(52)} ${f(y - 18)} L${f(50)} ${f(y + 2)} L-50 ${f(y + 2)} Z`,
        c,
      )
    out +=
      heap(r, 0, -56, 5, [30, 6], (x, y) => circle(x, y, 7, '#364fc7')) +
      heap(r, 0, -60, 3, [24, 6], (x, y) => circle(x, y, 9, '#e03131'))
    return (
      out +
      flecks(r, 12, 44, 6, 0, 6, '#a0521d', 3) +
      leaf(20, -72, 20, -70, '#37b24d') +
      rect(-50, -60, 9, 110, 4.5, '#ffffff', ' fill-opacity="0.4"')
    )
  },
} satisfies Record<string, Draw>
