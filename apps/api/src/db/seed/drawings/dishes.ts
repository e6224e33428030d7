// Prepared dishes: pizza, burgers, fried food, grills, wraps, pasta, Asian, Indian and Middle Eastern plates.
import type { Random } from '../random.ts'
import {
  blob,
  board,
  bowl,
  bowlTop,
  circle,
  citrusSlice,
  colours,
  darker,
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
  skewers,
  spread,
  type Draw,
} from './kit.ts'
import {
  avocadoSlices,
  beans,
  chickenPiece,
  chopsticks,
  cilantro,
  cubes,
  cucumberSlice,
  egg,
  fallafel,
  greenOnion,
  heap,
  lettuceLeaves,
  noodles,
  pastaNest,
  pita,
  riceGrains,
  riceMound,
  shrimp,
  soup,
  tomatoWedge,
} from './pieces.ts'

// ---------------------------------------------------------------------------------------------------------------
// Shared pieces

function pizzaBase(r: Random, toppings: string): string {
  let cuts = ''
  for (let i = 0; i < 6; i++) {
    const a = (i / 6) * Math.PI * 2 + 0.3
    cuts += line(`M0 0 L${f(Math.cos(a) * 90)} ${f(Math.sin(a) * 90)}`, darker(colours.crust, 0.1), 2.5)
  }
  return (
    circle(0, 4, 94, darker(colours.crust, 0.25)) +
    circle(0, 0, 94, colours.crust) +
    circle(0, 0, 84, lighter(colours.crust, 0.25)) +
    circle(0, 0, 78, '#d9480f') +
    toppings +
    cuts +
    shine(-40, -55, 22, 8, -35, 0.25)
  )
}

/** Melted mozzarella: soft pale patches. */
function mozzarellaPatches(r: Random, n: number, spreadR: number): string {
  let out = ''
  for (const [x, y] of spread(r, n, spreadR, spreadR)) out += blob(r, x, y, 15 + r.next() * 6, '#fff3d6', 6, 0.3)
  return out
}

function burger(
  r: Random,
  patty: string,
  opts: { crispy?: boolean; cheese?: boolean; tomato?: boolean; sauce?: string; filling?: string } = {},
): string {
  const pattyShape = opts.crispy
    ? blob(r, 0, 28, 0, patty) +
      path(
        'M-92 20 Q-96 8 -80 10 Q-70 2 -56 10 Q-42 2 -28 10 Q-14 2 0 10 Q14 2 28 10 Q42 2 56 10 Q70 2 82 10 Q96 8 92 22 Q96 40 80 44 L-80 44 Q-96 40 -92 20 Z',
        patty,
      ) +
      flecks(r, 14, 80, 10, 0, 28, lighter(patty, 0.3), 4)
    : rect(-88, 12, 176, 32, 14, patty) + line('M-70 22 L-40 22 M-10 30 L30 30 M50 22 L74 22', darker(patty, 0.25), 3)
  let sesame = ''
  for (const [x, y] of spread(r, 9, 52, 18, 0, -56))
    sesame += ellipse(x, y, 4.5, 2.5, '#fff3bf', ` transform="rotate(${f(r.next() * 60 - 30)} ${f(x)} ${f(y)})"`)
  return (
    path('M-84 52 L84 52 Q84 88 40 88 L-40 88 Q-84 88 -84 52 Z', colours.bun) +
    (opts.filling ?? pattyShape) +
    (opts.cheese
      ? path('M-90 10 L90 10 L84 20 L60 20 L52 34 L44 20 L-20 20 L-28 32 L-36 20 L-84 20 Z', colours.cheese)
      : '') +
    (opts.tomato ? rect(-78, 0, 70, 12, 6, colours.tomato) + rect(4, 0, 72, 12, 6, '#c92a2a') : '') +
    path(
      'M-94 4 Q-76 -10 -58 2 Q-40 -12 -22 2 Q-4 -12 14 2 Q32 -12 50 2 Q68 -12 94 4 L90 12 L-90 12 Z',
      colours.lettuce,
    ) +
    (opts.sauce ? path('M-80 -4 Q-60 8 -40 -2 Q-20 8 0 -2 Q20 8 40 -2 Q60 8 80 -4 L80 -8 L-80 -8 Z', opts.sauce) : '') +
    path('M-86 -6 Q-88 -88 0 -88 Q88 -88 86 -6 Z', colours.bun) +
    path('M-86 -6 Q-88 -30 -70 -30 L70 -30 Q88 -30 86 -6 Z', darker(colours.bun, 0.08), ' fill-opacity="0.5"') +
    sesame +
    shine(-40, -66, 20, 8, -20, 0.35)
  )
}

function friesCarton(r: Random, fry: string, box: string, band: string): string {
  let sticks = ''
  const xs = [-46, -30, -14, 2, 18, 34, 50, -38, -22, -6, 10, 26, 42]
  xs.forEach((x, i) => {
    const back = i < 7
    const h = 66 + r.next() * 30
    const tilt = (x / 50) * 10 + (r.next() - 0.5) * 8
    sticks += rect(
      x - 7,
      -10 - h + (back ? 0 : 14),
      14,
      h + 20,
      3,
      back ? darker(fry, 0.1) : fry,
      ` transform="rotate(${f(tilt)} ${f(x)} 10)"`,
    )
  })
  return (
    sticks +
    path('M-66 -6 Q-40 8 0 8 Q40 8 66 -6 L52 92 L-52 92 Z', box) +
    path('M-66 -6 Q-40 8 0 8 Q40 8 66 -6 L64 8 Q40 22 0 22 Q-40 22 -64 8 Z', darker(box, 0.15)) +
    (band ? path('M-59 50 L59 50 L56 70 L-56 70 Z', band) : '') +
    path('M-50 20 L-42 86', 'none', ' stroke="#ffffff" stroke-opacity="0.3" stroke-width="8" stroke-linecap="round"')
  )
}

/** A tortilla wrap cut open: a cone standing in paper, the filling showing at the cut. */
function wrapDrawing(r: Random, fillings: readonly string[], tortilla = '#f1d39b'): string {
  let inside = ''
  for (const [x, y] of spread(r, 16, 44, 22, 0, -44))
    inside += blob(r, x, y, 11 + r.next() * 5, r.pick(fillings), 5, 0.35)
  return (
    path('M-64 -44 L64 -44 L40 92 L-40 92 Z', darker(tortilla, 0.12)) +
    ellipse(0, -44, 64, 30, darker(tortilla, 0.15)) +
    ellipse(0, -44, 56, 25, '#fff9ee') +
    inside +
    path('M-64 -44 Q0 -4 64 -44 L44 70 L-44 70 Z', tortilla) +
    path('M-46 8 L46 -2 L40 92 L-40 92 Z', '#f8f0e3') +
    path('M-46 8 L46 -2 L45 10 L-45 20 Z', '#e9dcc6') +
    line('M-30 40 L30 34 M-26 62 L26 58', '#e0d2b8', 3)
  )
}

/** A taco from the side: the folded shell's back rim, the filling spilling over, then the front of the shell. */
function taco(r: Random, x: number, fillings: readonly string[], shell = '#f4c84a', tilt = 0): string {
  let top = ''
  for (const [px, py] of spread(r, 12, 44, 12, 0, 2)) top += blob(r, px, py, 9 + r.next() * 4, r.pick(fillings), 5, 0.4)
  let lettuce = ''
  for (let i = 0; i < 7; i++)
    lettuce += blob(r, -48 + i * 16, -2 - (i % 2) * 5, 11, i % 2 ? colours.lettuce : '#8ce99a', 6, 0.4)
  const body =
    path('M-58 14 A58 58 0 0 1 58 14 Z', darker(shell, 0.18)) +
    lettuce +
    top +
    path('M-62 10 A62 62 0 0 0 62 10 L54 10 A54 52 0 0 1 -54 10 Z', darker(shell, 0.08)) +
    path('M-62 10 Q-40 2 -20 8 Q0 14 20 8 Q40 2 62 10 A62 64 0 0 1 -62 10 Z', shell) +
    flecks(r, 8, 40, 20, 0, 40, darker(shell, 0.2), 2.5)
  return group(`translate(${f(x)} 0) rotate(${f(tilt)})`, body)
}

/** A curry (or stew) in a round dish seen from above, with pieces and a garnish. */
function curry(
  r: Random,
  sauce: string,
  pieces: (x: number, y: number) => string,
  garnish: string,
  dish = '#b87333',
): string {
  let out = bowlTop(94, dish, sauce, 74)
  out += path(
    'M-50 -10 Q-20 -30 10 -8 T60 0',
    'none',
    ` stroke="${lighter(sauce, 0.25)}" stroke-width="6" stroke-opacity="0.6" stroke-linecap="round"`,
  )
  for (const [x, y] of spread(r, 9, 52, 52)) out += pieces(x, y)
  return out + garnish + rect(-100, -8, 14, 16, 4, darker(dish, 0.2)) + rect(86, -8, 14, 16, 4, darker(dish, 0.2))
}

/** A bowl seen from above with its ingredients side by side in wedges, like a poke or Buddha bowl. */
function sectionedBowl(
  r: Random,
  sections: Array<{ base: string; fill: (x: number, y: number) => string }>,
  centre = '',
): string {
  let out = bowlTop(94, colours.white, '#f1f3f5', 80)
  const n = sections.length
  sections.forEach((section, i) => {
    const a0 = (i / n) * Math.PI * 2 - Math.PI / 2
    const a1 = ((i + 1) / n) * Math.PI * 2 - Math.PI / 2
    const rr = 76
    out += path(
      `M0 0 L${f(Math.cos(a0) * rr)} ${f(Math.sin(a0) * rr)} A${rr} ${rr} 0 0 1 ${f(Math.cos(a1) * rr)} ${f(Math.sin(a1) * rr)} Z`,
      section.base,
    )
  })
  sections.forEach((section, i) => {
    const a = ((i + 0.5) / n) * Math.PI * 2 - Math.PI / 2
    out += section.fill(Math.cos(a) * 46, Math.sin(a) * 46)
  })
  return out + centre
}

/** A dip spread in a shallow bowl with the swirl a spoon leaves, a pool of oil and a garnish. */
function dip(r: Random, swirl: string, oil: string | null, garnish: string, dish = '#e9ecef'): string {
  let out = bowlTop(94, dish, swirl, 80)
  out += `<path d="M0 -56 A56 56 0 1 1 -50 26 M0 -34 A34 34 0 1 0 30 18" fill="none" stroke="${darker(swirl, 0.14)}" stroke-width="7" stroke-linecap="round"/>`
  out += `<path d="M0 -62 A62 62 0 1 1 -56 28" fill="none" stroke="${lighter(swirl, 0.4)}" stroke-width="4" stroke-linecap="round"/>`
  if (oil) out += blob(r, 0, 2, 26, oil, 8, 0.3).replace('/>', ' fill-opacity="0.55"/>') + shine(-6, -4, 8, 3, -20, 0.5)
  return out + garnish
}

// ---------------------------------------------------------------------------------------------------------------

export const dishes = {
  pizza: (r) => {
    let basil = ''
    for (const [x, y] of spread(r, 6, 52, 52)) basil += leaf(x, y, 20, r.next() * 360, '#2b8a3e')
    return pizzaBase(r, mozzarellaPatches(r, 9, 58) + basil)
  },
  'pepperoni-pizza': (r) => {
    let slices = ''
    for (const [x, y] of spread(r, 11, 58, 58))
      slices +=
        circle(x, y, 12, '#c92a2a') +
        circle(x, y, 12, 'none', ` stroke="${darker('#c92a2a', 0.2)}" stroke-width="2"`) +
        circle(x - 4, y + 2, 2, '#ffa8a8') +
        circle(x + 4, y - 3, 1.8, '#ffa8a8')
    return pizzaBase(r, circle(0, 0, 76, '#ffd166', ' fill-opacity="0.75"') + slices)
  },
  burger: (r) => burger(r, colours.patty, { cheese: true, tomato: true }),
  'chicken-burger': (r) => burger(r, '#b8691c', { crispy: true, sauce: '#fff4e0' }),
  'veggie-burger': (r) => burger(r, '#5c3d2e', { tomato: true, sauce: '#c3fae8' }),
  'pulled-beef-sandwich': (r) => {
    let strands = ''
    for (let i = 0; i < 26; i++) {
      const x = -80 + r.next() * 160
      const y = 12 + r.next() * 30
      strands += line(
        `M${f(x - 12)} ${f(y)} q${f(8 + r.next() * 6)} ${f(-6 + r.next() * 12)} ${f(22 + r.next() * 8)} ${f(-4 + r.next() * 8)}`,
        r.pick(['#7a3b1a', '#8f4a24', '#a85a2e']),
        6,
      )
    }
    const filling = path('M-88 14 Q-92 48 -70 46 L70 46 Q92 48 88 14 Z', '#6b2f14') + strands
    return burger(r, '#7a3b1a', {
      filling: filling + path('M-90 8 Q-60 -2 -30 8 Q0 -2 30 8 Q60 -2 90 8 L88 16 L-88 16 Z', '#f8f0e3'),
    })
  },
  fries: (r) => friesCarton(r, colours.fry, '#e03131', '#ffffff'),
  'sweet-potato-fries': (r) => friesCarton(r, '#f76707', '#c8965a', '#f8f0e3'),
  'loaded-fries': (r) => {
    let fries = ''
    for (let i = 0; i < 22; i++) {
      const x = -70 + r.next() * 140
      const y = -30 + r.next() * 50
      fries += rect(
        x - 6,
        y - 30,
        12,
        60,
        3,
        r.chance(0.3) ? '#fab005' : colours.fry,
        ` transform="rotate(${f(-70 + r.next() * 140)} ${f(x)} ${f(y)})"`,
      )
    }
    const cheese = path(
      'M-60 -20 Q-40 -2 -20 -22 Q0 0 20 -20 Q40 2 60 -18 Q50 10 30 0 Q10 20 -10 4 Q-30 22 -50 4 Z',
      '#ffa94d',
    )
    const bits = flecks(r, 10, 50, 20, 0, -8, '#c92a2a', 4) + greenOnion(r, 8, 50, 20, 0, -12)
    return (
      fries +
      cheese +
      bits +
      path('M-92 10 L92 10 L76 86 L-76 86 Z', '#e03131') +
      path('M-92 10 L92 10 L90 20 L-90 20 Z', '#c92a2a') +
      line('M-60 30 L-54 78 M-20 30 L-18 80 M20 30 L18 80 M60 30 L54 78', '#ffffff', 6, ' stroke-opacity="0.5"')
    )
  },
  'fish-and-chips': (r) => {
    let chips = ''
    for (let i = 0; i < 11; i++) {
      const x = 30 + r.next() * 54
      const y = 6 + r.next() * 50
      chips += rect(
        x - 7,
        y - 26,
        14,
        52,
        3,
        i % 3 ? colours.fry : '#fab005',
        ` transform="rotate(${f(-40 + r.next() * 80)} ${f(x)} ${f(y)})"`,
      )
    }
    const fish =
      path(
        'M-92 14 Q-80 -34 -10 -36 Q36 -36 48 -6 L74 -30 L70 14 L76 52 L46 30 Q30 58 -20 58 Q-86 58 -92 14 Z',
        '#c97f22',
      ) +
      path('M-84 12 Q-74 -26 -10 -28 Q30 -28 40 -4 Q32 46 -20 48 Q-78 48 -84 12 Z', '#e8a33d') +
      flecks(r, 18, 56, 22, -24, 10, ['#c97f22', '#f5c26b'], 4)
    return (
      rect(-98, -30, 196, 120, 10, '#f8f9fa') +
      line('M-98 -6 L98 -6 M-98 24 L98 24 M-98 54 L98 54', '#e9ecef', 3) +
      chips +
      fish +
      citrusSlice(-60, -52, 18, '#fab005', '#ffe066') +
      dipPot(60, -50, 22, '#f1f3f5', colours.white, flecks(r, 4, 10, 3, 60, -49, '#2f9e44', 2))
    )
  },
  nuggets: (r) => {
    let out = plateSide(50, 96) + dipPot(56, 20, 30, '#c92a2a')
    const spots: Array<[number, number]> = [
      [-60, 28],
      [-22, 34],
      [-46, 0],
      [-8, 4],
      [18, 36],
      [-76, 0],
    ]
    for (const [x, y] of spots)
      out +=
        blob(r, x, y, 22, '#c97f22', 6, 0.3) +
        blob(r, x, y - 3, 20, '#e8a33d', 6, 0.35) +
        flecks(r, 5, 12, 8, x, y - 4, '#f5c26b', 2.5)
    return out
  },
  'chicken-tenders': (r) => {
    let out = board(58, 196) + dipPot(62, 4, 28, '#fff0c2', colours.white, flecks(r, 4, 14, 4, 62, 5, '#2f9e44', 2))
    for (let i = 0; i < 4; i++) {
      const x = -58 + i * 26
      const y = 10 + (i % 2) * 8
      out += group(
        `rotate(${f(-30 + i * 8)} ${f(x)} ${f(y)})`,
        rect(x - 16, y - 50, 32, 100, 16, '#c97f22') +
          rect(x - 14, y - 50, 28, 96, 14, '#e8a33d') +
          flecks(r, 7, 8, 40, x, y, '#f5c26b', 3),
      )
    }
    return out
  },
  wings: (r) => {
    let out = plateSide(52, 96)
    const wing = (x: number, y: number, a: number) =>
      group(
        `translate(${f(x)} ${f(y)}) rotate(${f(a)})`,
        path('M-30 -12 Q-8 -26 20 -14 Q36 -8 34 6 Q30 20 10 18 Q-10 26 -30 14 Q-40 0 -30 -12 Z', '#b8390f') +
          path('M-24 -10 Q-6 -20 16 -10 Q24 -4 20 4 Q-4 0 -24 2 Z', '#e8590c') +
          shine(-6, -8, 10, 3, -10, 0.4),
      )
    out += wing(-52, 20, -15) + wing(-10, 34, 10) + wing(-30, -6, 25) + wing(14, 2, -20)
    out +=
      rect(44, -40, 12, 80, 5, '#8ce99a', ' transform="rotate(20 50 0)"') +
      rect(60, -30, 12, 74, 5, '#b2f2bb', ' transform="rotate(28 66 8)"')
    return out + dipPot(62, 40, 26, '#f1f3f5', colours.white, flecks(r, 4, 12, 4, 62, 41, '#74c0fc', 2.5))
  },
  'cauliflower-wings': (r) => {
    let out = plateSide(52, 96)
    const floret = (x: number, y: number) => {
      let bumps = ''
      for (const [px, py] of spread(r, 6, 14, 10, x, y - 8)) bumps += circle(px, py, 9, '#e8590c')
      return rect(x - 6, y, 12, 18, 4, '#fff3bf') + bumps + shine(x - 6, y - 14, 6, 3, -20, 0.35)
    }
    for (const [x, y] of [
      [-56, 18],
      [-20, 28],
      [-38, -8],
      [2, 0],
      [-70, -12],
    ] as Array<[number, number]>)
      out += floret(x, y)
    out += greenOnion(r, 6, 40, 20, -30, 6)
    return out + dipPot(56, 28, 28, '#f8f9fa', colours.white, flecks(r, 4, 12, 4, 56, 29, '#2f9e44', 2))
  },
  'onion-rings': (r) => {
    let out = plateSide(56, 96)
    const ringsAt: Array<[number, number, number]> = [
      [-40, 30, 34],
      [16, 34, 32],
      [-14, 4, 34],
      [36, -4, 30],
      [-48, -14, 28],
    ]
    for (const [x, y, s] of ringsAt) {
      out +=
        ellipse(x, y, s, s * 0.62, 'none', ` stroke="#c97f22" stroke-width="${f(s * 0.42)}"`) +
        ellipse(x, y - 2, s, s * 0.62, 'none', ` stroke="#e8a33d" stroke-width="${f(s * 0.32)}"`)
      out += flecks(r, 6, s, s * 0.62, x, y - 2, '#f5c26b', 2.5)
    }
    return out
  },
  'mozzarella-sticks': (r) => {
    let out =
      plateSide(52, 96) + dipPot(58, 24, 28, '#c92a2a', colours.white, flecks(r, 3, 10, 3, 58, 25, '#2f9e44', 2))
    const stick = (x: number, y: number, a: number, pulled: boolean) =>
      group(
        `translate(${f(x)} ${f(y)}) rotate(${f(a)})`,
        rect(-48, -12, 96, 24, 12, '#c97f22') +
          rect(-48, -12, 96, 20, 10, '#e8a33d') +
          flecks(r, 8, 40, 6, 0, -2, '#f5c26b', 2.5) +
          (pulled ? rect(44, -8, 30, 14, 7, '#fff8e1') + rect(70, -12, 30, 22, 11, '#e8a33d') : ''),
      )
    out += stick(-30, 30, -8, false) + stick(-40, 0, 6, false) + stick(-40, -28, -16, true)
    return out
  },
  'grilled-chicken': (_r) => {
    let out = plateSide(50, 98)
    out +=
      path('M-76 20 Q-90 -24 -40 -34 Q20 -46 60 -20 Q84 0 66 24 Q40 48 -20 44 Q-66 42 -76 20 Z', '#d9902f') +
      path('M-70 14 Q-80 -20 -40 -26 Q20 -36 56 -14 Q70 0 58 16 Q30 36 -20 34 Q-60 32 -70 14 Z', '#f0b46a')
    for (let i = 0; i < 5; i++)
      out += line(`M${f(-60 + i * 26)} ${f(-24 + i * 2)} L${f(-40 + i * 26)} ${f(30 - i * 2)}`, '#8a4b14', 6)
    out += citrusSlice(70, 38, 16, '#fab005', '#ffe066')
    return out + leaf(-86, 40, 24, -30, '#2b8a3e') + leaf(-74, 48, 20, 10, '#37b24d')
  },
  'roast-chicken': (r) => {
    let out = plateSide(58, 98)
    const drumstick = (x: number, flip: number) =>
      group(
        `translate(${f(x)} 0) scale(${flip} 1)`,
        path('M0 10 Q-4 -22 20 -34 Q40 -40 40 -18 Q38 4 14 22 Z', '#b8691c') +
          path('M4 6 Q2 -18 20 -28 Q32 -32 33 -18', '#d9902f') +
          rect(26, -56, 10, 26, 5, '#fff4e6', ' transform="rotate(30 30 -42)"') +
          circle(38, -58, 7, '#fff4e6') +
          circle(30, -62, 7, '#fff4e6'),
      )
    out +=
      path('M-80 30 Q-86 -40 0 -44 Q86 -40 80 30 Q66 58 0 58 Q-66 58 -80 30 Z', '#b8691c') +
      path('M-70 24 Q-74 -32 0 -36 Q74 -32 70 24 Q40 40 0 40 Q-40 40 -70 24 Z', '#e0913a') +
      shine(-30, -14, 26, 10, -20, 0.3)
    out += drumstick(-54, 1) + drumstick(54, -1)
    out +=
      leaf(-40, 62, 24, 170, '#2b8a3e') + leaf(40, 62, 24, 10, '#2b8a3e') + citrusSlice(0, 64, 12, '#fab005', '#ffe066')
    return out + flecks(r, 14, 50, 20, 0, 0, '#8a4b14', 2) + flecks(r, 6, 40, 16, 0, -4, '#2f9e44', 2)
  },
  'lemon-chicken': (r) => {
    let out =
      ellipse(0, 10, 98, 70, '#495057') +
      ellipse(0, 6, 90, 62, '#868e96') +
      ellipse(0, 8, 84, 56, '#f5c26b', ' fill-opacity="0.5"')
    for (const [x, y] of [
      [-40, -10],
      [30, 20],
      [-10, 34],
      [44, -20],
    ] as Array<[number, number]>)
      out +=
        blob(r, x, y, 24, '#c97f22', 7, 0.2) +
        blob(r, x - 2, y - 3, 20, '#e8a33d', 7, 0.2) +
        shine(x - 6, y - 8, 8, 4, -20, 0.3)
    for (const [x, y] of [
      [-60, 26],
      [0, -28],
      [60, 40],
      [-24, 10],
      [70, 0],
    ] as Array<[number, number]>)
      out +=
        path(`M${f(x - 14)} ${f(y)} Q${f(x)} ${f(y - 18)} ${f(x + 14)} ${f(y)} Z`, '#ffe8a3') +
        path(`M${f(x - 14)} ${f(y)} Q${f(x)} ${f(y - 6)} ${f(x + 14)} ${f(y)} Z`, '#e8b66f')
    out += citrusSlice(-60, -24, 14, '#fab005', '#ffe066') + citrusSlice(16, 48, 14, '#fab005', '#ffe066')
    return out + cilantro(r, 8, 70, 40, 0, 8)
  },
  tandoori: (r) => {
    let out = plateSide(52, 98)
    const leg = (x: number, y: number, a: number) =>
      group(
        `translate(${f(x)} ${f(y)}) rotate(${f(a)})`,
        rect(14, -7, 46, 14, 7, '#e9dcc6') +
          circle(62, -8, 10, '#e9dcc6') +
          circle(62, 8, 10, '#e9dcc6') +
          rect(16, -4, 40, 5, 2.5, '#f8f0e3') +
          path('M-48 0 Q-48 -32 -12 -32 Q16 -28 26 0 Q16 28 -12 32 Q-48 32 -48 0 Z', '#a61e1e') +
          path('M-42 -4 Q-40 -26 -12 -26 Q10 -22 18 -4 Z', '#e03131') +
          flecks(r, 7, 26, 16, -12, 0, '#4a1010', 3.5) +
          shine(-20, -16, 12, 5, -10, 0.3),
      )
    out += leg(-40, 34, -20) + leg(-30, -6, 10) + leg(10, 26, -40)
    for (let i = 0; i < 3; i++)
      out += ellipse(64 + i * 6, 44 - i * 12, 16, 9, 'none', ' stroke="#da77f2" stroke-width="4"')
    return (
      out +
      path('M50 -40 L88 -40 L69 -12 Z', '#5c940d') +
      path('M54 -40 L84 -40 L69 -18 Z', '#a9e34b') +
      cilantro(r, 4, 40, 10, -10, 50)
    )
  },
  'chicken-skewers': (r) =>
    skewers(
      3,
      (x, y, i) =>
        i % 3 === 2
          ? rect(x - 12, y - 12, 24, 24, 5, i % 2 ? '#e03131' : '#2f9e44')
          : blob(r, x, y, 16, '#c97f22', 6, 0.25) +
            blob(r, x - 1, y - 2, 13, '#f0b46a', 6, 0.25) +
            circle(x + 4, y + 4, 3, '#8a4b14'),
      -44,
      48,
    ),
  kofta: (r) => {
    let out = plateSide(60, 98)
    for (let k = 0; k < 3; k++) {
      const y = -22 + k * 30
      out += line(`M-98 ${f(y)} L98 ${f(y - 10)}`, '#c8965a', 5)
      out += group(
        `rotate(-3 0 ${f(y)})`,
        rect(-70, y - 14, 140, 28, 14, '#7a3b1a') +
          rect(-66, y - 12, 132, 20, 10, '#8f4a24') +
          line(
            `M-50 ${f(y - 10)} L-44 ${f(y + 10)} M-10 ${f(y - 10)} L-4 ${f(y + 10)} M30 ${f(y - 10)} L36 ${f(y + 10)}`,
            '#4a2410',
            4,
          ) +
          flecks(r, 6, 50, 6, 0, y, '#2f9e44', 2),
      )
    }
    return out + cilantro(r, 6, 50, 10, 0, 64)
  },
  'veggie-skewers': (_r) =>
    skewers(
      3,
      (x, y, i) => {
        const kind = i % 4
        if (kind === 0) return rect(x - 13, y - 13, 26, 26, 5, '#e03131') + rect(x - 13, y - 13, 26, 8, 4, '#ff6b6b')
        if (kind === 1)
          return (
            circle(x, y, 14, '#2b8a3e') +
            circle(x, y, 11, '#d8f5a2') +
            line(`M${f(x - 7)} ${f(y - 7)} L${f(x + 7)} ${f(y + 7)}`, '#8a4b14', 3)
          )
        if (kind === 2) return circle(x, y, 13, '#f03e3e') + shine(x - 4, y - 5, 4, 2)
        return (
          path(`M${f(x - 14)} ${f(y + 4)} Q${f(x)} ${f(y - 22)} ${f(x + 14)} ${f(y + 4)} Z`, '#f8f0e3') +
          rect(x - 5, y + 2, 10, 10, 3, '#e9dcc6')
        )
      },
      -44,
      48,
    ),
  'mixed-grill': (r) => {
    let out = plateSide(56, 98)
    out +=
      line('M-96 -10 L70 -44', '#c8965a', 5) +
      group(
        'rotate(-12 -20 -26)',
        rect(-84, -42, 130, 30, 15, '#7a3b1a') +
          rect(-80, -40, 122, 20, 10, '#8f4a24') +
          line('M-60 -40 L-56 -16 M-26 -40 L-22 -16 M8 -40 L12 -16', '#4a2410', 4),
      )
    out += group(
      'translate(40 16) rotate(10)',
      rect(6, -6, 54, 12, 6, '#fff4e6') +
        circle(60, -6, 8, '#fff4e6') +
        circle(60, 6, 8, '#fff4e6') +
        path('M-36 0 Q-36 -26 -6 -26 Q14 -26 14 0 Q14 26 -6 26 Q-36 26 -36 0 Z', '#8f4a24') +
        ellipse(-10, 0, 12, 14, '#c2561a'),
    )
    for (const [x, y] of [
      [-50, 20],
      [-20, 32],
      [-66, 40],
      [-30, 6],
    ] as Array<[number, number]>)
      out += chickenPiece(r, x, y, '#d9902f')
    out +=
      circle(62, -18, 14, '#c92a2a') +
      line('M52 -22 L72 -14', '#7a1a1a', 2.5) +
      ellipse(14, 46, 16, 9, 'none', ' stroke="#da77f2" stroke-width="4"')
    return out + cilantro(r, 6, 60, 20, 0, 20)
  },
  steak: (r) => {
    let out = board(56, 196, 60)
    out +=
      path('M-80 30 Q-92 -20 -40 -34 Q20 -46 64 -26 Q90 -8 76 26 Q60 50 0 50 Q-70 54 -80 30 Z', '#5c2e14') +
      path('M-72 24 Q-82 -14 -38 -26 Q18 -36 58 -20 Q78 -4 68 20 Q54 40 0 40 Q-62 44 -72 24 Z', '#7a3b1a')
    for (let i = 0; i < 4; i++) out += line(`M${f(-50 + i * 32)} -26 L${f(-30 + i * 32)} 36`, '#3b1d0c', 7)
    out +=
      path('M40 40 L88 36 L92 66 L44 70 Z', '#7a3b1a') +
      path('M44 44 L86 41 L88 60 L46 64 Z', '#e8707a') +
      path('M48 48 L84 46 L85 56 L49 58 Z', '#f59fa6')
    return out + line('M-88 -44 q20 10 36 0 q16 -10 30 0', '#2b8a3e', 4) + flecks(r, 8, 50, 20, 0, 4, '#adb5bd', 2)
  },
  brisket: (r) => {
    let out = board(62, 196, 52)
    // Slices lie overlapping like shingles: dark bark on top, the pink smoke ring under it, then the meat.
    for (let i = 0; i < 5; i++) {
      const y = -44 + i * 22
      const x = -6 + (i % 2) * 10
      out += group(
        `rotate(-6 ${f(x)} ${f(y)})`,
        rect(x - 82, y - 16, 164, 44, 16, '#2b1a10') +
          rect(x - 78, y - 9, 156, 36, 13, '#e8707a') +
          rect(x - 76, y - 4, 152, 30, 11, '#8f4a24') +
          line(`M${f(x - 50)} ${f(y + 12)} Q${f(x)} ${f(y + 4)} ${f(x + 50)} ${f(y + 12)}`, '#f1d9a8', 2.5),
      )
    }
    return out + flecks(r, 20, 70, 40, 0, 0, '#2b1a10', 1.8) + dipPot(74, 66, 18, '#7a1a1a')
  },
  'burnt-ends': (r) => {
    let out = ellipse(0, 40, 98, 44, '#adb5bd') + ellipse(0, 34, 92, 38, '#f1f3f5')
    for (const [x, y] of spread(r, 11, 66, 30, 0, 20)) {
      out += group(
        `rotate(${f(r.next() * 40 - 20)} ${f(x)} ${f(y)})`,
        rect(x - 17, y - 17, 34, 34, 7, '#2b1a10') +
          rect(x - 14, y - 15, 28, 22, 6, '#6b2f14') +
          shine(x - 5, y - 10, 8, 3, -10, 0.4),
      )
    }
    return out
  },
  ribs: (r) => {
    let out = board(60, 196)
    out +=
      path('M-90 -20 Q-60 -44 0 -40 Q60 -44 90 -20 L86 34 Q40 46 0 44 Q-40 46 -86 34 Z', '#5c1f0a') +
      path('M-84 -16 Q-60 -36 0 -32 Q60 -36 84 -16 L80 26 Q40 36 0 34 Q-40 36 -80 26 Z', '#a33a12')
    for (let i = 0; i < 6; i++) {
      const x = -66 + i * 26
      out += line(`M${f(x)} -28 L${f(x + 4)} 28`, '#5c1f0a', 4) + rect(x - 4, 28, 10, 26, 4, '#fff4e6')
    }
    return out + shine(-30, -18, 30, 6, -4, 0.3) + flecks(r, 10, 70, 20, 0, 0, '#e8590c', 2)
  },
  sausage: (_r) => {
    let out = plateSide(56, 98)
    out +=
      line('M-80 24 Q-40 -50 30 -30 Q80 -16 84 26', '#6b2f14', 40) +
      line('M-80 24 Q-40 -50 30 -30 Q80 -16 84 26', '#a0521d', 32)
    for (let i = 0; i < 5; i++) out += line(`M${f(-56 + i * 30)} ${f(-24 - (i === 2 ? 12 : 0))} l10 22`, '#4a1f0c', 5)
    out += line('M-70 14 Q-40 -40 30 -22 Q70 -10 76 20', '#ffd43b', 5, ' stroke-dasharray="12 10"')
    return out + shine(-30, -24, 18, 5, -30, 0.35)
  },
  'shawarma-plate': (r) => {
    let out = plateTop(96) + blob(r, -30, 22, 40, '#fff8e1', 10, 0.15) + riceGrains(r, 70, 34, 30, -30, 22, '#fffdf5')
    for (let i = 0; i < 18; i++) {
      const x = 4 + r.next() * 56
      const y = -48 + r.next() * 52
      out += rect(
        x - 20,
        y - 6,
        40,
        12,
        6,
        r.pick(['#8f4a24', '#a85a2e', '#6b2f14', '#b8691c']),
        ` transform="rotate(${f(r.next() * 60 - 30)} ${f(x)} ${f(y)})"`,
      )
    }
    out += tomatoWedge(46, 42, 16, 20) + cucumberSlice(20, 56, 12) + cucumberSlice(64, 20, 11)
    for (let i = 0; i < 3; i++)
      out += ellipse(
        -50 + i * 12,
        -44 + i * 8,
        16,
        6,
        '#94d82d',
        ` transform="rotate(${-30 + i * 20} ${-50 + i * 12} ${-44 + i * 8})"`,
      )
    return out + dipPot(-62, -12, 18, '#fff9db') + cilantro(r, 5, 30, 20, 30, -20)
  },
  fajitas: (r) => {
    let out =
      rect(70, -10, 40, 16, 6, '#212529', ' transform="rotate(-20 70 -10)"') +
      ellipse(0, 10, 90, 76, '#212529') +
      ellipse(0, 6, 80, 66, '#343a40')
    for (let i = 0; i < 18; i++) {
      const x = -56 + r.next() * 112
      const y = -40 + r.next() * 90
      const colour = i % 3 === 0 ? '#7a3b1a' : r.pick(['#e03131', '#2f9e44', '#fab005', '#f8f0e3', '#8f4a24'])
      out += rect(x - 22, y - 5, 44, 10, 5, colour, ` transform="rotate(${f(r.next() * 180)} ${f(x)} ${f(y)})"`)
    }
    return out + line('M-60 -70 q10 -14 0 -26 M-30 -74 q10 -14 0 -26', '#ffffff', 5, ' stroke-opacity="0.7"')
  },
  kibbeh: (r) => {
    let out = plateSide(54, 98)
    const torpedo = (x: number, y: number, a: number) =>
      group(
        `translate(${f(x)} ${f(y)}) rotate(${f(a)})`,
        path('M-42 0 Q-20 -24 0 -24 Q20 -24 42 0 Q20 24 0 24 Q-20 24 -42 0 Z', '#7a3b1a') +
          path('M-34 -2 Q-16 -18 0 -18 Q16 -18 34 -2 Q10 -8 -34 -2 Z', '#a0521d') +
          flecks(r, 6, 24, 10, 0, 2, '#5c2e14', 2),
      )
    out += torpedo(-44, 30, -10) + torpedo(10, 36, 8) + torpedo(-20, 0, 4) + torpedo(34, 2, -12)
    return out + citrusSlice(68, 40, 14, '#fab005', '#ffe066') + leaf(-80, 46, 20, -20, '#37b24d')
  },
  wrap: (r) => wrapDrawing(r, ['#f0b46a', '#e8a33d', '#f0b46a', '#51cf66', '#ff6b6b', '#fff9db']),
  'falafel-wrap': (r) => wrapDrawing(r, ['#8a5a2b', '#7a4f26', '#51cf66', '#ff6b6b', '#fff9db']),
  'veggie-wrap': (r) => wrapDrawing(r, ['#e03131', '#fab005', '#51cf66', '#2f9e44', '#b197fc', '#ffa94d']),
  gyro: (r) => {
    let out = ''
    for (let i = 0; i < 5; i++)
      out += rect(-34 + i * 14, -92, 11, 48, 3, colours.fry, ` transform="rotate(${-20 + i * 10} ${-30 + i * 14} -60)"`)
    for (const [x, y] of spread(r, 12, 48, 16, 0, -46))
      out += blob(r, x, y, 11, r.pick(['#8f4a24', '#a85a2e', '#e03131', '#fff9db', '#e599f7']), 5, 0.35)
    out +=
      path('M-70 -50 Q0 -20 70 -50 L12 90 Q0 98 -12 90 Z', '#e9c27a') +
      path('M-70 -50 Q-40 -36 -8 -34 L-4 88 L-12 90 Z', '#d9a05b', ' fill-opacity="0.6"')
    out += path('M-52 -6 L52 -6 L10 90 Q0 96 -10 90 Z', '#f8f0e3') + path('M-52 -6 L52 -6 L48 6 L-48 6 Z', '#e9dcc6')
    return out
  },
  burrito: (r) => {
    let out =
      path('M-40 -44 L64 -44 Q96 -44 96 0 Q96 44 64 44 L-40 44 Z', '#ced4da') +
      line('M-10 -40 L-6 40 M20 -42 L24 42 M50 -42 L54 42', '#adb5bd', 3) +
      shine(30, -28, 30, 5, 0, 0.6)
    out +=
      rect(-70, -44, 50, 88, 0, '#f1d39b') + ellipse(-70, 0, 30, 44, '#e9c27a') + ellipse(-70, 0, 25, 38, '#fff9ee')
    for (const [x, y] of spread(r, 16, 18, 30, -70, 0))
      out += blob(
        r,
        x,
        y,
        5 + r.next() * 3,
        r.pick(['#fffdf5', '#343a40', '#7a3b1a', '#51cf66', '#e03131', '#fab005', '#8f4a24']),
        5,
        0.4,
      )
    return out
  },
  quesadilla: (r) => {
    let out = plateTop(96)
    const wedge = (a: number) =>
      group(
        `rotate(${f(a)})`,
        path('M0 0 L80 -30 A86 86 0 0 1 80 30 Z', '#f5d48a') +
          path('M72 -26 Q78 0 72 26 L80 30 A86 86 0 0 0 80 -30 Z', '#fcc419') +
          flecks(r, 5, 26, 12, 44, 0, '#c97f22', 4) +
          line('M30 -12 L66 -24 M30 0 L70 0 M30 12 L66 24', '#e0a43a', 3),
      )
    out += wedge(-10) + wedge(110) + wedge(230)
    return out + dipPot(0, 0, 22, '#e03131', colours.white, flecks(r, 4, 10, 3, 0, 1, '#ffffff', 2))
  },
  taco: (r) =>
    taco(r, -46, ['#8f4a24', '#a85a2e', '#fcc419', '#e03131'], '#f4c84a', -8) +
    taco(r, 46, ['#8f4a24', '#7a3b1a', '#fcc419', '#e03131'], '#f4c84a', 8),
  'fish-taco': (r) =>
    taco(r, -46, ['#f8f0e3', '#e8c07a', '#b197fc', '#e9ecef'], '#f1d39b', -8) +
    taco(r, 46, ['#f8f0e3', '#e8c07a', '#b197fc', '#e9ecef'], '#f1d39b', 8) +
    citrusSlice(0, 78, 14, '#5c940d', '#a9e34b'),
  'veggie-taco': (r) =>
    taco(r, -46, ['#f76707', '#343a40', '#f76707', '#37b24d'], '#f1d39b', -8) +
    taco(r, 46, ['#f76707', '#343a40', '#fab005', '#37b24d'], '#f1d39b', 8),
  enchiladas: (r) => {
    let out = rect(-96, -70, 192, 150, 22, '#c2410c') + rect(-88, -62, 176, 134, 16, '#fff4e6')
    for (let i = 0; i < 3; i++) out += rect(-80, -52 + i * 42, 160, 38, 18, '#e9c27a')
    out += blob(r, 0, 8, 70, '#d9480f', 10, 0.25)
    for (const [x, y] of spread(r, 14, 70, 50, 0, 6)) out += blob(r, x, y, 9, '#ffe8a3', 5, 0.4)
    return out + cilantro(r, 8, 70, 50, 0, 6) + flecks(r, 8, 60, 40, 0, 6, '#ffffff', 3)
  },
  nachos: (r) => {
    let out = plateSide(58, 98)
    for (let i = 0; i < 16; i++) {
      const x = -70 + r.next() * 140
      const y = -40 + r.next() * 84
      out += group(
        `translate(${f(x)} ${f(y)}) rotate(${f(r.next() * 360)})`,
        path('M0 -24 L22 14 L-22 14 Z', i % 4 === 0 ? '#e8a33d' : '#f4c84a') + circle(0, 2, 2, '#c97f22'),
      )
    }
    out += path('M-60 -10 Q-30 10 0 -14 Q30 10 60 -10 Q40 24 10 10 Q-20 30 -50 10 Z', '#ffa94d')
    for (const [x, y] of spread(r, 6, 50, 30, 0, 0)) out += circle(x, y, 7, '#5c940d') + circle(x, y, 4, '#c0eb75')
    return out + heap(r, 0, -10, 8, 40, (x, y) => rect(x - 4, y - 4, 8, 8, 2, '#e03131'))
  },
  guacamole: (r) => {
    let out = ''
    for (let i = 0; i < 6; i++)
      out += group(
        `translate(${f(-80 + i * 32)} ${f(-30 + (i % 2) * 10)}) rotate(${f(-30 + i * 14)})`,
        path('M0 -30 L24 14 L-24 14 Z', '#f4c84a') + path('M0 -30 L24 14 L12 14 Z', '#e8a33d'),
      )
    out += bowl({
      colour: '#495057',
      fill: '#82c91e',
      y: 4,
      rx: 88,
      depth: 76,
      top:
        heap(r, 0, 4, 10, 50, (x, y) =>
          r.chance(0.5) ? rect(x - 4, y - 2, 8, 6, 2, '#e03131') : rect(x - 4, y - 2, 8, 6, 2, '#f8f0e3'),
        ) + cilantro(r, 4, 40, 8, 0, 4),
    })
    return out
  },
  'spring-rolls': (r) => {
    const out =
      plateSide(56, 98) + dipPot(62, 24, 26, '#e8590c', colours.white, flecks(r, 4, 10, 3, 62, 25, '#c92a2a', 2))
    const roll = (x: number, y: number, a: number) =>
      group(
        `translate(${f(x)} ${f(y)}) rotate(${f(a)})`,
        rect(-50, -18, 100, 36, 18, '#f1f3f5') +
          rect(-40, -10, 80, 8, 4, '#ff8787', ' fill-opacity="0.7"') +
          rect(-44, 0, 88, 8, 4, '#8ce99a', ' fill-opacity="0.8"') +
          rect(-36, -4, 60, 5, 2.5, '#ffa94d', ' fill-opacity="0.7"') +
          rect(-50, -18, 100, 36, 18, '#ffffff', ' fill-opacity="0.35"') +
          ellipse(48, 0, 10, 18, '#e9ecef') +
          ellipse(48, 0, 7, 14, '#8ce99a'),
      )
    return out + roll(-34, 34, -6) + roll(-30, -4, 4) + roll(-24, -40, -10)
  },
  'lobster-roll': (r) => {
    let out = plateSide(56, 98)
    out += path('M-90 20 Q-92 -10 -70 -10 L70 -10 Q92 -10 90 20 Q88 48 60 48 L-60 48 Q-88 48 -90 20 Z', '#e8a33d')
    for (const [x, y] of spread(r, 10, 66, 10, 0, -16))
      out += blob(r, x, y, 14, r.pick(['#ff6b6b', '#ff8787', '#fff4e6', '#fa5252']), 6, 0.35)
    out +=
      path('M-88 10 Q-88 -6 -70 -4 L70 -4 Q88 -6 88 10 Q80 30 0 30 Q-80 30 -88 10 Z', '#f5c26b') +
      shine(-40, 20, 20, 4, 0, 0.3)
    return out + cilantro(r, 6, 60, 6, 0, -24) + citrusSlice(74, -36, 14, '#fab005', '#ffe066')
  },
  'corn-on-cob': (r) => {
    let kernels = ''
    for (let row = 0; row < 5; row++)
      for (let i = 0; i < 10; i++)
        kernels += rect(-66 + i * 14, -26 + row * 11, 12, 9, 4, row % 2 === i % 2 ? '#fcc419' : '#fab005')
    const cob =
      path('M-76 0 Q-76 -30 -44 -30 L64 -30 Q92 -30 92 0 Q92 30 64 30 L-44 30 Q-76 30 -76 0 Z', '#f59f00') +
      kernels +
      line('M-60 -14 Q-40 2 -20 -14 Q0 2 20 -14 Q40 2 60 -14 Q70 -8 80 -12', '#fff9ee', 7) +
      leaf(-70, 0, 60, 160, '#94d82d', false) +
      leaf(-70, 4, 56, 200, '#82c91e', false)
    return (
      line('M-100 60 L-66 30', '#c8965a', 9) +
      group('rotate(-28)', cob) +
      flecks(r, 18, 60, 16, 6, -10, '#e03131', 2.2) +
      cilantro(r, 4, 50, 10, 10, -20)
    )
  },
  spaghetti: (r) => {
    let out = plateTop(96) + pastaNest(r, 68, '#ffd666')
    out +=
      blob(r, 4, 0, 34, '#b02525', 12, 0.45) +
      blob(r, 2, -2, 26, '#d9302c', 12, 0.5) +
      heap(r, 2, 0, 5, 18, (x, y) => blob(r, x, y, 5, '#ff6b6b', 5, 0.4))
    return (
      out +
      leaf(-18, -18, 30, -50, '#2b8a3e') +
      leaf(-2, -26, 26, 10, '#37b24d') +
      flecks(r, 18, 50, 50, 0, 0, '#fffbe8', 2.2)
    )
  },
  'creamy-pasta': (r) => {
    let out = plateTop(96) + pastaNest(r, 68, '#ffe08a')
    out += blob(r, 0, 0, 40, '#fff4d6', 9, 0.35)
    return out + flecks(r, 24, 44, 40, 0, 0, '#343a40', 1.8) + cilantro(r, 5, 30, 24)
  },
  penne: (r) => {
    let out = plateTop(96) + circle(0, 0, 68, '#e8590c', ' fill-opacity="0.85"')
    for (const [x, y] of spread(r, 18, 56, 56)) {
      const a = r.next() * 180
      out += group(
        `translate(${f(x)} ${f(y)}) rotate(${f(a)})`,
        path('M-18 -7 L14 -7 L20 7 L-12 7 Z', '#ffd666') +
          ellipse(17, 0, 3, 7, '#e8a33d') +
          line('M-10 -4 L12 -4 M-8 2 L14 2', '#f5b942', 1.6),
      )
    }
    return (
      out +
      heap(r, 0, 0, 6, 50, (x, y) => rect(x - 4, y - 4, 8, 8, 2, '#c92a2a')) +
      leaf(-10, -20, 22, -40, '#2b8a3e') +
      leaf(6, -16, 18, 20, '#37b24d')
    )
  },
  lasagna: (r) => {
    let out = plateSide(58, 98)
    const layers = ['#ffd666', '#c92a2a', '#fff4e6', '#ffd666', '#c92a2a', '#fff4e6', '#ffd666']
    let y = 54
    for (const c of layers) {
      out +=
        path(`M-66 ${f(y)} L40 ${f(y + 6)} L40 ${f(y - 10)} L-66 ${f(y - 16)} Z`, c) +
        path(`M40 ${f(y + 6)} L74 ${f(y - 10)} L74 ${f(y - 26)} L40 ${f(y - 10)} Z`, darker(c, 0.12))
      y -= 14
    }
    out +=
      path(`M-66 ${f(y + 14 - 16)} L40 ${f(y + 14 - 10)} L74 ${f(y + 14 - 26)} L-30 ${f(y + 14 - 34)} Z`, '#e8a33d') +
      flecks(r, 12, 50, 8, 0, y - 6, '#c97f22', 4)
    return out + leaf(20, y - 20, 20, -30, '#2b8a3e')
  },
  'mac-cheese': (r) => {
    let macaroni = ''
    for (const [x, y] of spread(r, 26, 70, 18, 0, -6))
      macaroni += `<path d="M${f(x - 9)} ${f(y)} A9 9 0 0 1 ${f(x + 9)} ${f(y)}" fill="none" stroke="${r.pick(['#fab005', '#f59f00', '#ffd43b'])}" stroke-width="7" stroke-linecap="round" transform="rotate(${f(r.next() * 360)} ${f(x)} ${f(y)})"/>`
    return (
      bowl({
        colour: '#495057',
        fill: '#ffa94d',
        y: -6,
        top: macaroni + flecks(r, 8, 60, 12, 0, -8, '#c97f22', 3),
        band: '',
      }) + rect(86, -14, 14, 14, 4, '#343a40')
    )
  },
  'shrimp-scampi': (r) => {
    let out = plateTop(96) + pastaNest(r, 66, '#ffe08a')
    for (const [x, y] of spread(r, 6, 44, 44)) out += shrimp(x, y, 18, r.next() * 360)
    return out + cilantro(r, 8, 50, 50) + citrusSlice(58, -58, 14, '#fab005', '#ffe066')
  },
  risotto: (r) => {
    let out = plateTop(96) + blob(r, 0, 0, 66, '#fff0c2', 10, 0.15) + riceGrains(r, 80, 56, 56, 0, 0, '#fffbe8')
    for (const [x, y] of spread(r, 7, 44, 44))
      out += group(
        `translate(${f(x)} ${f(y)}) rotate(${f(r.next() * 360)})`,
        path('M-12 0 Q-12 -14 0 -14 Q12 -14 12 0 Z', '#a0805e') + rect(-4, -1, 8, 10, 3, '#d6c3a5'),
      )
    return out + flecks(r, 12, 50, 50, 0, 0, '#2f9e44', 2.5) + flecks(r, 8, 40, 40, 0, 0, '#fff9db', 3)
  },
  moussaka: (r) => {
    let out = plateSide(58, 98)
    const layers: Array<[string, number]> = [
      ['#6b3d5c', 12],
      ['#8f4a24', 18],
      ['#6b3d5c', 10],
      ['#a0521d', 16],
      ['#fff4d6', 24],
    ]
    let y = 54
    for (const [c, h] of layers) {
      out +=
        path(`M-66 ${f(y)} L40 ${f(y + 6)} L40 ${f(y + 6 - h)} L-66 ${f(y - h)} Z`, c) +
        path(`M40 ${f(y + 6)} L74 ${f(y - 10)} L74 ${f(y - 10 - h)} L40 ${f(y + 6 - h)} Z`, darker(c, 0.12))
      y -= h
    }
    out +=
      path(`M-66 ${f(y)} L40 ${f(y + 6)} L74 ${f(y - 10)} L-32 ${f(y - 16)} Z`, '#e8a33d') +
      flecks(r, 10, 50, 6, 0, y - 4, '#c97f22', 4)
    return out + cilantro(r, 3, 20, 4, 10, y - 6)
  },
  'shepherds-pie': (r) => {
    let out = ellipse(0, 20, 98, 66, '#c2410c') + ellipse(0, 14, 90, 58, '#e8590c') + ellipse(0, 14, 80, 50, '#5c2e14')
    for (const [x, y] of spread(r, 14, 64, 38, 0, 12))
      out +=
        blob(r, x, y, 16, '#f5d48a', 6, 0.3) +
        path(`M${f(x - 8)} ${f(y - 2)} q8 -10 16 0`, 'none', ' stroke="#e0a43a" stroke-width="3"')
    out +=
      path('M10 30 Q40 30 70 44 L60 60 Q30 50 10 48 Z', '#7a3b1a') +
      flecks(r, 6, 20, 8, 40, 46, ['#f76707', '#2f9e44'], 3)
    return out + flecks(r, 10, 60, 34, 0, 10, '#2f9e44', 2)
  },
  burrata: (r) => {
    let out = plateSide(56, 98)
    for (const [x, y] of [
      [-66, 30],
      [-44, 44],
      [50, 40],
      [70, 24],
      [-70, 6],
      [66, 0],
    ] as Array<[number, number]>)
      out +=
        circle(x, y, 14, '#e03131') +
        circle(x, y - 2, 10, '#ff8787') +
        circle(x - 3, y - 3, 1.8, '#fff3bf') +
        circle(x + 3, y, 1.8, '#fff3bf')
    out +=
      circle(0, 10, 50, '#f1f3f5') +
      circle(0, 6, 48, '#ffffff') +
      path('M-14 -10 Q4 -28 22 -6 Q30 14 10 22 Q-12 26 -18 6 Z', '#fff4d6') +
      shine(-22, -14, 12, 6, -30, 0.6)
    return (
      out +
      line('M-40 -20 Q0 -40 40 -20', '#c5a300', 4) +
      leaf(-20, -40, 26, -40, '#2b8a3e') +
      leaf(10, -44, 22, -130, '#37b24d') +
      flecks(r, 10, 40, 10, 0, -30, '#343a40', 1.6)
    )
  },
  'halloumi-plate': (r) => {
    let out = plateTop(96) + lettuceLeaves(r, 6, 40, ['#40c057', '#2f9e44'], 34, 30, 12)
    for (let i = 0; i < 3; i++)
      out += group(
        `rotate(${-20 + i * 8} ${-30 + i * 22} ${-10 + i * 6})`,
        rect(-54 + i * 22, -44 + i * 6, 40, 70, 8, '#fff4d6') +
          line(
            `M${-48 + i * 22} ${-30 + i * 6} l28 14 M${-48 + i * 22} ${-10 + i * 6} l28 14 M${-48 + i * 22} ${10 + i * 6} l28 14`,
            '#b8691c',
            5,
          ),
      )
    out += heap(r, 40, -30, 4, 20, (x, y) => circle(x, y, 11, '#e03131') + circle(x - 3, y - 3, 3, '#ff8787'))
    return out + path('M-70 40 L-40 60 L-66 70 Z', '#fab005') + path('M-67 44 L-46 60 L-64 66 Z', '#ffe066')
  },
  'salmon-nigiri': (r) => nigiri(r, '#ff8a5b', '#ffd8a8'),
  'tuna-nigiri': (r) => nigiri(r, '#c92a2a', '#e8707a'),
  maki: (r) => {
    let out = board(62, 196, 40, '#a0693a')
    for (const [x, y] of [
      [-56, 14],
      [0, 14],
      [56, 14],
      [-28, -34],
      [28, -34],
    ] as Array<[number, number]>) {
      out +=
        ellipse(x, y + 14, 30, 12, '#212529') +
        rect(x - 30, y, 60, 14, 0, '#212529') +
        ellipse(x, y, 30, 14, '#212529') +
        ellipse(x, y, 25, 11, '#f8f9fa')
      out +=
        ellipse(x - 4, y, 8, 5, r.pick(['#ff8a5b', '#c92a2a'])) +
        ellipse(x + 6, y + 1, 6, 4, '#82c91e') +
        flecks(r, 4, 18, 6, x, y, '#e9ecef', 2)
    }
    return out + chopsticks()
  },
  uramaki: (r) => {
    let out = board(62, 196, 40, '#a0693a')
    for (const [x, y] of [
      [-56, 14],
      [0, 14],
      [56, 14],
      [-28, -34],
      [28, -34],
    ] as Array<[number, number]>) {
      out +=
        ellipse(x, y + 14, 30, 12, '#f1f3f5') +
        rect(x - 30, y, 60, 14, 0, '#f1f3f5') +
        flecks(r, 6, 28, 6, x, y + 12, '#f76707', 2.5)
      out +=
        ellipse(x, y, 30, 14, '#f8f9fa') +
        ellipse(x, y, 18, 8, '#212529') +
        ellipse(x - 4, y, 7, 4, '#ffa8a8') +
        ellipse(x + 5, y, 6, 4, '#82c91e')
      out += flecks(r, 6, 26, 11, x, y, '#f76707', 2)
    }
    return out + chopsticks()
  },
  sashimi: (r) => {
    let out = rect(-96, -10, 192, 90, 14, '#343a40') + rect(-90, -16, 180, 88, 12, '#495057')
    out += leaf(-70, 30, 60, -10, '#2f9e44')
    for (let i = 0; i < 5; i++) {
      const x = -46 + i * 20
      out += group(
        `rotate(-12 ${f(x)} 20)`,
        rect(x - 14, -6, 28, 64, 8, '#ff8a5b') +
          line(
            `M${f(x - 10)} 6 L${f(x + 10)} 14 M${f(x - 10)} 24 L${f(x + 10)} 32 M${f(x - 10)} 42 L${f(x + 10)} 50`,
            '#ffd8a8',
            3,
          ),
      )
    }
    out +=
      blob(r, 60, 16, 10, '#94d82d', 6, 0.3) +
      heap(r, 62, 44, 6, 14, (x, y) => path(`M${f(x)} ${f(y)} q6 -8 12 0`, '#ffc9c9'))
    return out + chopsticks()
  },
  ramen: (r) =>
    line('M20 -100 L70 -20', '#8d5a2b', 7) +
    line('M36 -102 L80 -26', '#a0693a', 7) +
    soup(r, {
      broth: '#f5d48a',
      bowl: '#c92a2a',
      band: line(
        'M-80 30 L-60 40 L-40 30 L-20 40 L0 30 L20 40 L40 30 L60 40 L80 30',
        '#ffffff',
        3,
        ' stroke-opacity="0.7"',
      ),
      top: (rr) =>
        noodles(rr, 5, 140, 18, -6, -4, '#ffe08a', 4) +
        rect(28, -24, 36, 34, 3, '#1b3d2f', ' transform="rotate(-8 46 -8)"') +
        ellipse(-40, -14, 18, 9, '#d9a05b') +
        ellipse(-40, -14, 12, 6, '#f5d48a') +
        egg(0, -12, 14) +
        egg(20, -4, 12) +
        greenOnion(rr, 6, 30, 5, -50, -2) +
        circle(-60, -4, 0, '#000'),
    }),
  'stir-fried-noodles': (r) => {
    let out = plateSide(54, 98) + path('M-84 40 Q-80 -30 0 -34 Q80 -30 84 40 Z', '#a86b2a')
    for (let i = 0; i < 26; i++) {
      const x = -60 + r.next() * 120
      const y = -14 + r.next() * 48
      out += line(
        `M${f(x - 20)} ${f(y)} q10 ${f(-12 + r.next() * 24)} 20 0 t20 0`,
        r.pick(['#c98a3a', '#d9a05b', '#b8762a']),
        5,
      )
    }
    out += heap(r, 0, 8, 10, [60, 26], (x, y) =>
      r.pick([
        circle(x, y, 8, '#2f9e44'),
        rect(x - 9, y - 3, 18, 6, 3, '#f76707'),
        rect(x - 9, y - 3, 18, 6, 3, '#e03131'),
        ellipse(x, y, 9, 4, '#fff9db'),
      ]),
    )
    return out + greenOnion(r, 8, 60, 20, 0, 4) + chopsticks()
  },
  'pad-thai': (r) => {
    let out = plateTop(96) + pastaNest(r, 66, '#f0b46a')
    for (const [x, y] of spread(r, 5, 40, 40)) out += shrimp(x, y, 18, r.next() * 360)
    out += heap(r, 0, 0, 10, 50, (x, y) =>
      rect(x - 10, y - 2, 20, 4, 2, '#fff9db', ` transform="rotate(${f(r.next() * 180)} ${f(x)} ${f(y)})"`),
    )
    out += flecks(r, 14, 36, 36, 0, 0, '#c97f22', 3) + cilantro(r, 6, 50, 50)
    return out + citrusSlice(60, -58, 18, '#5c940d', '#a9e34b')
  },
  'teriyaki-bowl': (r) => {
    const chicken = heap(
      r,
      10,
      -30,
      7,
      34,
      (x, y) => blob(r, x, y, 13, '#7a3b1a', 6, 0.3) + shine(x - 3, y - 4, 5, 2, -20, 0.5),
    )
    return bowl({
      colour: '#212529',
      fill: colours.rice,
      y: -2,
      mound:
        riceMound(r, -2, 80, 40) +
        chicken +
        flecks(r, 12, 40, 16, 10, -34, '#fff9db', 2) +
        greenOnion(r, 5, 40, 12, 10, -36) +
        circle(-50, -20, 12, '#2f9e44') +
        circle(-60, -26, 10, '#37b24d'),
    })
  },
  'katsu-curry': (r) => {
    let out = plateTop(96) + blob(r, -24, -14, 52, colours.rice, 10, 0.12) + riceGrains(r, 50, 42, 40, -24, -14)
    out +=
      blob(r, 30, 28, 50, '#8a5a2b', 10, 0.2) +
      blob(r, 30, 26, 42, '#a0693a', 10, 0.2) +
      heap(r, 40, 40, 5, 20, (x, y) => rect(x - 6, y - 6, 12, 12, 3, r.pick(['#f76707', '#f5d48a'])))
    let cutlet =
      rect(-64, -22, 128, 44, 14, '#b8691c') +
      rect(-60, -20, 120, 36, 12, '#e0a43a') +
      flecks(r, 26, 56, 14, 0, -2, ['#c97f22', '#f5c26b'], 3.5)
    for (let i = 1; i < 5; i++) cutlet += rect(-64 + i * 25.6 - 2, -22, 4, 44, 1, '#fff4e6')
    return (
      out +
      group('translate(-4 4) rotate(-28)', cutlet) +
      heap(r, -60, 50, 4, 10, (x, y) => rect(x - 4, y - 4, 8, 8, 2, '#e64980'))
    )
  },
  edamame: (r) => {
    let pods = ''
    for (const [x, y] of spread(r, 12, 70, 18, 0, -16)) {
      pods += group(
        `translate(${f(x)} ${f(y)}) rotate(${f(r.next() * 180)})`,
        path('M-26 0 Q-26 -12 -14 -10 Q-6 -14 0 -10 Q8 -14 14 -10 Q26 -12 26 0 Q20 10 0 8 Q-20 10 -26 0 Z', '#5c940d') +
          circle(-12, -2, 6, '#94d82d') +
          circle(0, -2, 6, '#94d82d') +
          circle(12, -2, 6, '#94d82d'),
      )
    }
    return bowl({ colour: '#212529', fill: '#5c940d', y: 0, mound: pods + flecks(r, 12, 60, 16, 0, -20, '#ffffff', 2) })
  },
  dumplings: (_r) => {
    const out = plateSide(54, 98) + dipPot(64, 30, 24, '#5c2e14')
    const gyoza = (x: number, y: number, a: number) => {
      let pleats = ''
      for (let i = 0; i < 5; i++) pleats += line(`M${f(-24 + i * 12)} -14 q4 8 0 14`, '#e9dcc6', 3)
      return group(
        `translate(${f(x)} ${f(y)}) rotate(${f(a)})`,
        path('M-40 10 Q-40 -26 0 -26 Q40 -26 40 10 Z', '#f8f0e3') +
          path('M-40 10 Q0 20 40 10 Q36 20 0 22 Q-36 20 -40 10 Z', '#c97f22') +
          pleats,
      )
    }
    return out + gyoza(-40, 34, -6) + gyoza(8, 38, 6) + gyoza(-18, 2, -2)
  },
  'miso-soup': (r) =>
    soup(r, {
      broth: '#e0b06a',
      bowl: '#212529',
      band: path('M-92 -8 A92 24 0 0 0 92 -8 L90 6 A90 24 0 0 1 -90 6 Z', '#c92a2a'),
      top: (rr) =>
        cubes(rr, 0, -8, 7, 50, '#fffdf5', 12) +
        heap(rr, 0, -8, 5, 50, (x, y) =>
          ellipse(x, y, 12, 5, '#2b5d34', ` transform="rotate(${f(rr.next() * 180)} ${f(x)} ${f(y)})"`),
        ) +
        greenOnion(rr, 8, 60, 14, 0, -8),
    }),
  'seaweed-salad': (r) => {
    let strands = ''
    for (let i = 0; i < 30; i++) {
      const x = -60 + r.next() * 120
      const y = -36 + r.next() * 60
      strands += line(
        `M${f(x - 20)} ${f(y)} q10 -12 20 0 t20 0`,
        r.pick(['#74b816', '#82c91e', '#5c940d', '#94d82d']),
        5,
      )
    }
    return plateTop(96) + strands + flecks(r, 20, 60, 50, 0, 0, '#fff9db', 2) + flecks(r, 8, 60, 50, 0, 0, '#e03131', 2)
  },
  biryani: (r) => {
    const rice =
      path('M-80 -2 Q-80 -56 0 -56 Q80 -56 80 -2 Z', '#fff4d6') +
      riceGrains(r, 50, 60, 20, 0, -26, '#fffdf5') +
      riceGrains(r, 20, 56, 18, 0, -26, '#fab005') +
      riceGrains(r, 12, 50, 16, 0, -28, '#f76707')
    const toppings =
      heap(r, 10, -34, 5, 30, (x, y) => blob(r, x, y, 12, '#a0521d', 6, 0.3)) +
      egg(-34, -36, 14) +
      cilantro(r, 6, 50, 12, 0, -40) +
      flecks(r, 10, 50, 14, 0, -36, '#7a3b1a', 3)
    return bowl({
      colour: '#b87333',
      fill: '#fff4d6',
      y: -2,
      mound: rice + toppings,
      band: line('M-70 40 L70 40', '#e8a33d', 4),
    })
  },
  'pineapple-fried-rice': (r) => {
    let leaves = ''
    for (let i = 0; i < 6; i++) leaves += leaf(72, -30, 50, -60 - i * 18, i % 2 ? '#2f9e44' : '#37b24d', false)
    let out = leaves + path('M-96 -10 Q-96 70 0 70 Q80 70 84 -10 Z', '#e8a33d')
    for (let i = 0; i < 6; i++)
      out += line(`M${f(-80 + i * 28)} 0 l16 56`, '#c97f22', 3) + line(`M${f(-60 + i * 28)} 0 l-16 56`, '#c97f22', 3)
    out +=
      ellipse(-6, -10, 90, 22, '#fff3bf') +
      riceGrains(r, 60, 80, 16, -6, -14, '#ffe066') +
      heap(r, -6, -14, 10, 60, (x, y) =>
        r.pick([
          circle(x, y, 5, '#37b24d'),
          rect(x - 4, y - 4, 8, 8, 2, '#f76707'),
          rect(x - 6, y - 5, 12, 10, 3, '#ffd43b'),
        ]),
      )
    return out + shrimp(-30, -22, 18, 20) + shrimp(20, -18, 18, 160) + cilantro(r, 4, 50, 8, -6, -16)
  },
  'chicken-curry': (r) =>
    curry(
      r,
      '#f76707',
      (x, y) => chickenPiece(r, x, y, '#ffc078'),
      blob(r, -10, -10, 16, '#fff4e6', 7, 0.4) + cilantro(r, 6, 40, 40),
    ),
  'lamb-curry': (r) =>
    curry(
      r,
      '#a61e1e',
      (x, y) => blob(r, x, y, 12, '#5c1f0a', 6, 0.3),
      cilantro(r, 6, 40, 40) + flecks(r, 6, 40, 40, 0, 0, '#ffd8a8', 2),
    ),
  'palak-paneer': (r) =>
    curry(
      r,
      '#2b8a3e',
      (x, y) =>
        rect(x - 10, y - 10, 20, 20, 4, '#fff9ee', ` transform="rotate(${f(r.next() * 40)} ${f(x)} ${f(y)})"`) +
        rect(x - 10, y - 10, 20, 6, 3, '#ffe8a3', ` transform="rotate(${f(r.next() * 10)} ${f(x)} ${f(y)})"`),
      blob(r, 10, 0, 14, '#fff4e6', 7, 0.4),
    ),
  'chickpea-curry': (r) =>
    curry(
      r,
      '#c2561a',
      (x, y) => circle(x, y, 8, '#f5c26b') + circle(x - 2, y - 2, 3, '#ffe8a3'),
      heap(r, 0, 0, 5, 50, (x, y) => leaf(x, y, 20, r.next() * 360, '#2b8a3e')) + cilantro(r, 4, 40, 40),
    ),
  korma: (r) =>
    curry(
      r,
      '#f5d48a',
      (x, y) =>
        r.pick([
          rect(x - 7, y - 7, 14, 14, 3, '#f76707'),
          circle(x, y, 6, '#37b24d'),
          chickenPiece(r, x, y, '#fff4e6'),
        ]),
      flecks(r, 8, 40, 40, 0, 0, '#fff9ee', 4) + cilantro(r, 4, 40, 40),
      '#f1f3f5',
    ),
  'green-curry': (r) =>
    curry(
      r,
      '#a9c46c',
      (x, y) => chickenPiece(r, x, y, '#fff4e6'),
      heap(r, 0, 0, 5, 50, (x, y) => leaf(x, y, 18, r.next() * 360, '#2b8a3e')) +
        heap(r, 0, 0, 4, 50, (x, y) =>
          rect(x - 8, y - 2, 16, 5, 2.5, '#e03131', ` transform="rotate(${f(r.next() * 180)} ${f(x)} ${f(y)})"`),
        ),
      '#f1f3f5',
    ),
  'red-curry': (r) =>
    curry(
      r,
      '#e8590c',
      (x, y) => rect(x - 9, y - 9, 18, 18, 3, '#ffe8a3') + rect(x - 9, y - 9, 18, 6, 3, '#f5c26b'),
      heap(r, 0, 0, 5, 50, (x, y) => leaf(x, y, 18, r.next() * 360, '#2b8a3e')) +
        blob(r, -14, 10, 14, '#fff4e6', 7, 0.4),
      '#f1f3f5',
    ),
  massaman: (r) =>
    curry(
      r,
      '#a0521d',
      (x, y) => (r.chance(0.5) ? blob(r, x, y, 13, '#f5d48a', 6, 0.3) : blob(r, x, y, 11, '#5c2e14', 6, 0.3)),
      flecks(r, 14, 50, 50, 0, 0, '#e8c07a', 3) + cilantro(r, 4, 40, 40),
    ),
  dal: (r) =>
    curry(
      r,
      '#fab005',
      (x, y) => circle(x, y, 2.5, '#e67700'),
      line('M-30 -10 q10 -8 20 0 t20 0', '#e03131', 6) +
        heap(r, 0, 0, 4, 40, (x, y) =>
          rect(x - 9, y - 3, 18, 6, 3, '#c92a2a', ` transform="rotate(${f(r.next() * 180)} ${f(x)} ${f(y)})"`),
        ) +
        flecks(r, 16, 40, 40, 0, 0, '#5c3a21', 2) +
        cilantro(r, 4, 40, 40),
      '#f1f3f5',
    ),
  chili: (r) =>
    soup(r, {
      broth: '#a61e1e',
      bowl: '#e9ecef',
      top: (rr) =>
        beans(rr, 0, -6, 16, [70, 14], '#6b1a1a') +
        beans(rr, 0, -6, 6, [70, 14], '#f8f0e3') +
        blob(rr, 10, -8, 16, '#ffffff', 7, 0.3) +
        flecks(rr, 10, 40, 8, -30, -4, '#fcc419', 3) +
        greenOnion(rr, 5, 40, 8, 10, -6),
    }),
  naan: (r) => {
    let out = board(60, 196)
    out +=
      path('M-90 10 Q-92 -50 -20 -56 Q60 -60 88 -10 Q96 30 40 40 Q-30 52 -70 40 Q-92 32 -90 10 Z', '#e9b872') +
      path('M-80 6 Q-82 -40 -20 -46 Q50 -50 78 -10 Q84 20 40 30 Q-30 40 -64 32 Q-80 24 -80 6 Z', '#f5d48a')
    for (const [x, y] of spread(r, 9, 64, 28, 0, -8)) out += blob(r, x, y, 6 + r.next() * 4, '#8a5a2b', 5, 0.4)
    return out + flecks(r, 16, 64, 28, 0, -8, '#2f9e44', 2.5) + shine(-20, -30, 30, 6, -8, 0.3)
  },
  samosa: (r) => {
    const out = plateSide(56, 98) + dipPot(64, 28, 24, '#2f9e44')
    const triangle = (x: number, y: number, a: number) =>
      group(
        `translate(${f(x)} ${f(y)}) rotate(${f(a)})`,
        path('M-38 24 L0 -40 L38 24 Q0 32 -38 24 Z', '#d9902f') +
          path('M0 -40 L38 24 Q14 28 4 26 Z', '#b8761f') +
          line('M-34 22 L-4 -34', '#f5c26b', 3) +
          flecks(r, 4, 14, 10, -6, 4, '#f5c26b', 2),
      )
    return out + triangle(-40, 26, -8) + triangle(4, 30, 6) + triangle(-20, -8, 2)
  },
  bhaji: (r) => {
    let out = plateSide(56, 98) + dipPot(64, 30, 22, '#c92a2a')
    for (const [x, y] of [
      [-46, 26],
      [-6, 32],
      [-28, -4],
      [16, 0],
    ] as Array<[number, number]>) {
      out += blob(r, x, y, 26, '#a0521d', 10, 0.45) + blob(r, x, y - 2, 22, '#d9902f', 10, 0.5)
      for (let i = 0; i < 6; i++)
        out += line(`M${f(x - 14 + r.next() * 28)} ${f(y - 12 + r.next() * 24)} q6 -6 12 0`, '#7a3b1a', 3)
    }
    return out + cilantro(r, 4, 40, 20, -20, 10)
  },
  hummus: (r) =>
    dip(
      r,
      '#f1d9a8',
      '#c5a300',
      heap(r, 0, 2, 5, 14, (x, y) => circle(x, y, 6.5, '#e8c07a') + circle(x - 2, y - 2, 2, '#fff4d6')) +
        heap(r, 0, 0, 18, 62, (x, y) => (Math.hypot(x, y) > 32 ? circle(x, y, 2.5, '#d9480f') : '')) +
        cilantro(r, 3, 14, 14),
    ),
  moutabal: (r) =>
    dip(
      r,
      '#b8a07a',
      '#a39100',
      heap(r, 0, 2, 9, 44, (x, y) => circle(x, y, 4, '#c2255c') + circle(x - 1, y - 1, 1.3, '#ffc9c9')) +
        cilantro(r, 4, 20, 20),
    ),
  tzatziki: (r) =>
    dip(
      r,
      '#f8f9fa',
      '#d4b106',
      heap(r, 0, 2, 12, 50, (x, y) => rect(x - 4, y - 4, 8, 8, 2, '#69db7c')) +
        flecks(r, 14, 44, 44, 0, 2, '#2b8a3e', 2.5),
      '#4dabf7',
    ) +
    pita(-64, 70, 40, -120) +
    pita(64, 70, 40, -60),
  raita: (r) =>
    dip(
      r,
      '#f8f9fa',
      null,
      heap(r, 0, 2, 12, 50, (x, y) => rect(x - 4, y - 4, 8, 8, 2, '#8ce99a')) +
        flecks(r, 10, 40, 40, 0, 2, '#a0521d', 2) +
        heap(r, 0, 0, 3, 20, (x, y) => leaf(x, y, 16, r.next() * 360, '#2f9e44')),
    ),
  'falafel-bowl': (r) =>
    sectionedBowl(
      r,
      [
        { base: '#8ce99a', fill: (x, y) => lettuceLeaves(r, 4, 14, undefined, x, y, 12) },
        { base: '#ffc9c9', fill: (x, y) => heap(r, x, y, 4, 14, (px, py) => tomatoWedge(px, py, 11, r.next() * 360)) },
        {
          base: '#f1d9a8',
          fill: (x, y) =>
            circle(x, y, 9, '#c5a300', ' fill-opacity="0.7"') + flecks(r, 4, 10, 10, x, y, '#e8590c', 2.5),
        },
        { base: '#d8f5a2', fill: (x, y) => heap(r, x, y, 4, 14, (px, py) => cucumberSlice(px, py, 9)) },
      ],
      heap(r, 0, 0, 4, 18, (x, y) => fallafel(r, x, y, 15)) + line('M-40 -50 Q0 0 40 -50', '#fff4e6', 4),
    ),
  'buddha-bowl': (r) =>
    sectionedBowl(
      r,
      [
        { base: '#ffa94d', fill: (x, y) => cubes(r, x, y, 6, 16, '#f76707', 12) },
        {
          base: '#f1d9a8',
          fill: (x, y) =>
            heap(r, x, y, 8, 16, (px, py) => circle(px, py, 6, '#e8c07a') + circle(px - 2, py - 2, 2, '#fff4d6')),
        },
        { base: '#40c057', fill: (x, y) => lettuceLeaves(r, 4, 14, ['#2b8a3e', '#37b24d', '#2f9e44'], x, y, 12) },
        { base: '#d8f5a2', fill: (x, y) => avocadoSlices(x - 14, y, 4, -60) },
        {
          base: '#9c36b5',
          fill: (x, y) =>
            heap(r, x, y, 10, 16, (px, py) =>
              rect(px - 8, py - 2, 16, 4, 2, '#e599f7', ` transform="rotate(${f(r.next() * 180)} ${f(px)} ${f(py)})"`),
            ),
        },
      ],
      line('M-50 -30 Q0 10 50 -30', '#f1d9a8', 5) + flecks(r, 14, 60, 60, 0, 0, '#fff9db', 2),
    ),
  'poke-bowl': (r) =>
    sectionedBowl(
      r,
      [
        { base: '#c92a2a', fill: (x, y) => cubes(r, x, y, 6, 16, '#e03131', 13) },
        { base: '#d8f5a2', fill: (x, y) => avocadoSlices(x - 14, y, 4, -60) },
        { base: '#74b816', fill: (x, y) => heap(r, x, y, 9, 16, (px, py) => ellipse(px, py, 7, 5, '#94d82d')) },
        { base: '#fffdf5', fill: (x, y) => riceGrains(r, 22, 18, 16, x, y, '#f1f3f5') },
        {
          base: '#2b8a3e',
          fill: (x, y) => heap(r, x, y, 8, 16, (px, py) => line(`M${f(px - 8)} ${f(py)} q4 -6 8 0 t8 0`, '#94d82d', 4)),
        },
      ],
      flecks(r, 20, 60, 60, 0, 0, '#fff9db', 2) + flecks(r, 8, 60, 60, 0, 0, '#343a40', 1.6),
    ),
  'tofu-poke-bowl': (r) =>
    sectionedBowl(
      r,
      [
        { base: '#ffe8a3', fill: (x, y) => cubes(r, x, y, 6, 16, '#fff4d6', 13) },
        { base: '#d8f5a2', fill: (x, y) => avocadoSlices(x - 14, y, 4, -60) },
        { base: '#74b816', fill: (x, y) => heap(r, x, y, 9, 16, (px, py) => ellipse(px, py, 7, 5, '#94d82d')) },
        { base: '#fffdf5', fill: (x, y) => riceGrains(r, 22, 18, 16, x, y, '#f1f3f5') },
        {
          base: '#ff922b',
          fill: (x, y) =>
            heap(r, x, y, 9, 16, (px, py) =>
              rect(px - 8, py - 2, 16, 4, 2, '#e8590c', ` transform="rotate(${f(r.next() * 180)} ${f(px)} ${f(py)})"`),
            ),
        },
      ],
      flecks(r, 20, 60, 60, 0, 0, '#343a40', 1.6),
    ),
  'burrito-bowl': (r) =>
    sectionedBowl(
      r,
      [
        { base: '#fffdf5', fill: (x, y) => riceGrains(r, 22, 18, 16, x, y, '#f1f3f5') },
        { base: '#343a40', fill: (x, y) => beans(r, x, y, 12, 16, '#212529') },
        { base: '#fcc419', fill: (x, y) => heap(r, x, y, 12, 16, (px, py) => circle(px, py, 4.5, '#fab005')) },
        { base: '#e03131', fill: (x, y) => heap(r, x, y, 9, 16, (px, py) => rect(px - 4, py - 4, 8, 8, 2, '#ff8787')) },
        { base: '#d8f5a2', fill: (x, y) => avocadoSlices(x - 14, y, 4, -60) },
      ],
      blob(r, 0, 0, 16, '#ffffff', 7, 0.3) + cilantro(r, 4, 14, 14),
    ),
  'quinoa-bowl': (r) =>
    sectionedBowl(
      r,
      [
        {
          base: '#f1d9a8',
          fill: (x, y) =>
            heap(r, x, y, 26, 18, (px, py) => circle(px, py, 2.6, r.pick(['#e8c07a', '#fff4d6', '#c2561a']))),
        },
        { base: '#d8f5a2', fill: (x, y) => avocadoSlices(x - 14, y, 4, -60) },
        {
          base: '#e8c07a',
          fill: (x, y) =>
            heap(r, x, y, 8, 16, (px, py) => circle(px, py, 6, '#f5d48a') + circle(px - 2, py - 2, 2, '#fff4d6')),
        },
        { base: '#ffc9c9', fill: (x, y) => heap(r, x, y, 4, 14, (px, py) => tomatoWedge(px, py, 10, r.next() * 360)) },
        { base: '#40c057', fill: (x, y) => lettuceLeaves(r, 4, 14, ['#2b8a3e', '#37b24d'], x, y, 12) },
      ],
      flecks(r, 14, 60, 60, 0, 0, '#fff9db', 2),
    ),
  'rice-and-beans': (r) => {
    let out = plateTop(96) + blob(r, -26, 0, 50, '#f08c00', 9, 0.15) + riceGrains(r, 50, 40, 40, -26, 0, '#ffc078')
    out += heap(r, -26, 0, 8, 36, (x, y) =>
      r.pick([circle(x, y, 4, '#37b24d'), rect(x - 3, y - 3, 6, 6, 1.5, '#f76707')]),
    )
    out += blob(r, 40, 6, 40, '#5c1f0a', 9, 0.2) + beans(r, 40, 6, 22, 30, '#8a2a12')
    return out + cilantro(r, 4, 30, 30, -20, 0) + blob(r, 46, 0, 10, '#ffffff', 6, 0.3)
  },
  rice: (r) =>
    bowl({
      colour: '#f1f3f5',
      fill: colours.rice,
      y: 6,
      mound: riceMound(r, 6, 84, 54),
      band: line('M-70 50 L70 50', '#74c0fc', 4),
    }),
  'mango-sticky-rice': (r) => {
    let out = plateTop(96) + blob(r, -30, 10, 44, '#fffdf5', 9, 0.12) + riceGrains(r, 40, 36, 36, -30, 10)
    for (let i = 0; i < 5; i++)
      out += group(
        `rotate(${f(-40 + i * 14)} 20 -10)`,
        path('M20 -10 Q60 -40 90 -16 Q60 -10 20 -10 Z', '#fab005') +
          path('M24 -12 Q60 -34 84 -16', 'none', ' stroke="#ffd43b" stroke-width="3"'),
      )
    out += path('M-60 -14 Q-30 0 -4 -14 Q-10 10 -30 14 Q-52 10 -60 -14 Z', '#fff9ee', ' fill-opacity="0.9"')
    return out + flecks(r, 12, 30, 30, -30, 10, '#343a40', 1.6) + leaf(-70, 50, 22, 20, '#2f9e44')
  },
  'vine-leaves': (_r) => {
    let out = plateSide(56, 98)
    const roll = (x: number, y: number, a: number) =>
      group(
        `translate(${f(x)} ${f(y)}) rotate(${f(a)})`,
        rect(-30, -13, 60, 26, 13, '#5c7f3a') +
          line('M-20 -10 L-14 10 M-6 -12 L0 12 M8 -12 L14 12 M22 -10 L24 8', '#7fa356', 2.5) +
          shine(-10, -6, 12, 3, 0, 0.3),
      )
    for (const [x, y, a] of [
      [-54, 30, 6],
      [-10, 34, -4],
      [34, 30, 8],
      [-34, 4, -8],
      [10, 6, 4],
      [52, 0, -10],
      [-12, -22, 4],
    ] as Array<[number, number, number]>)
      out += roll(x, y, a)
    return out + citrusSlice(68, 48, 14, '#fab005', '#ffe066')
  },
  'cheese-manakish': (r) => manakish(r, '#fff0c2', (x, y) => blob(r, x, y, 14, '#ffe8a3', 6, 0.35), '#343a40'),
  'zaatar-manakish': (r) => manakish(r, '#6b7f2a', (x, y) => circle(x, y, 3, '#4a5a1a'), '#e8c07a'),
  shakshuka: (r) => {
    let out =
      rect(80, -8, 30, 14, 6, '#212529', ' transform="rotate(-20 80 -8)"') +
      circle(0, 4, 92, '#212529') +
      circle(0, 0, 84, '#343a40') +
      circle(0, 0, 78, '#c92a2a')
    out += heap(r, 0, 0, 12, 64, (x, y) => rect(x - 5, y - 5, 10, 10, 3, '#e03131'))
    for (const [x, y] of [
      [-30, -26],
      [32, -18],
      [-6, 30],
      [44, 34],
    ] as Array<[number, number]>)
      out += blob(r, x, y, 20, '#ffffff', 8, 0.25) + circle(x + 2, y - 2, 9, '#fab005') + shine(x, y - 4, 3, 2)
    return out + cilantro(r, 8, 60, 60) + heap(r, 0, 0, 5, 60, (x, y) => blob(r, x, y, 6, '#f8f9fa', 5, 0.4))
  },
  'eggs-benedict': (r) => {
    let out = plateSide(60, 98)
    const stack = (x: number) =>
      ellipse(x, 44, 40, 12, '#d9a05b') +
      rect(x - 40, 30, 80, 14, 6, '#e9c27a') +
      ellipse(x, 30, 40, 10, '#f5d48a') +
      ellipse(x, 24, 38, 9, '#f783ac') +
      path(`M${f(x - 34)} 22 Q${f(x - 34)} -16 ${f(x)} -16 Q${f(x + 34)} -16 ${f(x + 34)} 22 Z`, '#ffffff') +
      path(
        `M${f(x - 30)} 0 Q${f(x - 20)} -18 ${f(x)} -16 Q${f(x + 24)} -16 ${f(x + 30)} 2 Q${f(x + 24)} 18 ${f(x + 18)} 10 Q${f(x + 10)} 24 ${f(x)} 10 Q${f(x - 10)} 26 ${f(x - 18)} 12 Q${f(x - 26)} 20 ${f(x - 30)} 0 Z`,
        '#fcc419',
      )
    out += stack(-44) + stack(44)
    return out + greenOnion(r, 6, 30, 6, -44, -12) + greenOnion(r, 6, 30, 6, 44, -12)
  },
  'fried-egg': (r) => {
    let out =
      rect(70, -14, 36, 14, 6, '#212529', ' transform="rotate(-25 70 -14)"') +
      circle(0, 4, 86, '#212529') +
      circle(0, 0, 78, '#343a40')
    out +=
      blob(r, 0, 4, 58, '#ffffff', 9, 0.25) +
      circle(8, -4, 22, '#fab005') +
      circle(8, -4, 18, '#fcc419') +
      shine(2, -12, 7, 4)
    return out + flecks(r, 6, 40, 30, 0, 10, '#343a40', 1.6)
  },
  'avocado-toast': (r) => toast(r, false),
  'avocado-egg-toast': (r) => toast(r, true),
  bruschetta: (r) => {
    let out = board(60, 196)
    for (const [x, y, a] of [
      [-50, 20, -8],
      [6, 30, 6],
      [52, 6, -4],
    ] as Array<[number, number, number]>) {
      out += group(
        `translate(${f(x)} ${f(y)}) rotate(${f(a)})`,
        ellipse(0, 0, 40, 24, '#c97f22') +
          ellipse(0, -3, 36, 20, '#f5d48a') +
          heap(r, 0, -4, 10, 26, (px, py) =>
            rect(px - 5, py - 5, 10, 10, 3, r.pick(['#e03131', '#c92a2a', '#fa5252'])),
          ) +
          leaf(-4, -10, 16, -30, '#2b8a3e'),
      )
    }
    return out
  },
  'garlic-bread': (r) => {
    let out = board(62, 196)
    for (let i = 0; i < 5; i++) {
      const x = -70 + i * 36
      out += group(
        `rotate(-12 ${f(x)} 10)`,
        ellipse(x, 10, 22, 46, '#c97f22') +
          ellipse(x, 8, 18, 42, '#f5d48a') +
          ellipse(x, 8, 14, 34, '#ffe08a', ' fill-opacity="0.8"') +
          flecks(r, 8, 12, 30, x, 8, '#2f9e44', 2.5) +
          flecks(r, 3, 10, 26, x, 8, '#fff9ee', 3),
      )
    }
    return out
  },
  sandwich: (r) => sandwich(r, ['#ffc9c9', '#fff4d6', '#51cf66']),
  'club-sandwich': (r) => sandwich(r, ['#c92a2a', '#fff4d6', '#51cf66', '#e03131'], true),
  panini: (_r) => {
    const out = board(62, 196)
    const half = (x: number, a: number) =>
      group(
        `translate(${f(x)} 6) rotate(${f(a)})`,
        rect(-40, -38, 80, 76, 10, '#c97f22') +
          rect(-38, -36, 76, 70, 9, '#e8a33d') +
          line('M-30 -30 L30 30 M-30 -6 L6 30 M-6 -30 L30 6 M-30 18 L-18 30 M18 -30 L30 -18', '#8a4b14', 4) +
          rect(36, -32, 12, 64, 3, '#fff9ee') +
          rect(38, -20, 10, 10, 3, '#e03131') +
          rect(38, 4, 10, 10, 3, '#e03131') +
          rect(44, -30, 6, 60, 2, '#2f9e44'),
      )
    return out + half(-42, -6) + half(40, 8)
  },
} satisfies Record<string, Draw>

function nigiri(r: Random, fish: string, stripe: string): string {
  let out = board(62, 196, 40, '#a0693a')
  for (const [x, y] of [
    [-54, 18],
    [0, 22],
    [54, 18],
  ] as Array<[number, number]>) {
    out +=
      ellipse(x, y + 8, 26, 16, '#e9ecef') +
      ellipse(x, y, 26, 16, '#f8f9fa') +
      flecks(r, 6, 20, 10, x, y + 4, '#e9ecef', 3)
    out += path(
      `M${f(x - 34)} ${f(y - 4)} Q${f(x - 30)} ${f(y - 30)} ${f(x)} ${f(y - 28)} Q${f(x + 30)} ${f(y - 30)} ${f(x + 34)} ${f(y - 4)} Q${f(x)} ${f(y - 10)} ${f(x - 34)} ${f(y - 4)} Z`,
      fish,
    )
    out += line(
      `M${f(x - 20)} ${f(y - 20)} l10 12 M${f(x - 4)} ${f(y - 24)} l10 14 M${f(x + 12)} ${f(y - 24)} l10 14`,
      stripe,
      3,
    )
  }
  return out + chopsticks() + blob(r, 70, -20, 0, '#000')
}

function manakish(r: Random, top: string, piece: (x: number, y: number) => string, seeds: string): string {
  let out = board(64, 196, 36)
  out += ellipse(0, 10, 92, 62, '#c97f22') + ellipse(0, 6, 84, 54, '#e9c27a') + ellipse(0, 6, 72, 44, top)
  for (const [x, y] of spread(r, 18, 62, 36, 0, 6)) out += piece(x, y)
  return out + flecks(r, 14, 62, 36, 0, 6, seeds, 1.8) + shine(-30, -14, 20, 5, -5, 0.25)
}

function toast(r: Random, withEgg: boolean): string {
  const slice = (inset: number) =>
    `M${f(-66 + inset)} ${f(52 - inset)} L${f(-66 + inset)} ${f(-20 + inset / 2)} Q${f(-84 + inset * 1.4)} ${f(-40 + inset)} ${f(-60 + inset)} ${f(-58 + inset)} Q${f(-30)} ${f(-70 + inset)} 0 ${f(-56 + inset)} Q30 ${f(-70 + inset)} ${f(60 - inset)} ${f(-58 + inset)} Q${f(84 - inset * 1.4)} ${f(-40 + inset)} ${f(66 - inset)} ${f(-20 + inset / 2)} L${f(66 - inset)} ${f(52 - inset)} Z`
  let out = plateSide(60, 98)
  out += group('rotate(-6)', path(slice(0), '#a0521d') + path(slice(8), '#f5d48a'))
  for (const [x, y] of spread(r, 6, 44, 28, 0, 4))
    out += group(
      `translate(${f(x)} ${f(y)}) rotate(${f(r.next() * 180)})`,
      ellipse(0, 0, 22, 10, '#74b816') + ellipse(0, -1, 18, 7, '#a9e34b'),
    )
  if (withEgg) out += blob(r, 10, 0, 30, '#ffffff', 8, 0.25) + circle(14, -4, 12, '#fab005') + shine(10, -8, 4, 2)
  return out + flecks(r, 14, 50, 30, 0, 4, '#e03131', 2) + flecks(r, 10, 50, 30, 0, 4, '#343a40', 1.6)
}

/** Two halves of a sandwich cut on the diagonal: the bread on top, the layers showing on the cut side. */
function sandwich(_r: Random, layers: readonly string[], pick = false): string {
  let out = plateSide(64, 98)
  const half = (x: number, y: number) => {
    const h = 14 + layers.length * 9
    let body =
      path(`M-64 ${f(-8)} L0 -66 L64 -8 Z`, '#fff9ee') +
      path('M-64 -8 L0 -66 L64 -8', 'none', ' stroke="#c97f22" stroke-width="7" stroke-linejoin="round"')
    body += rect(-66, -8, 132, h + 8, 4, '#c97f22') + rect(-62, -4, 124, h, 2, '#fff9ee')
    layers.forEach((c, i) => {
      const ly = 3 + i * 9
      body += path(`M-66 ${ly} q8 -5 16 0 t16 0 t16 0 t16 0 t16 0 t16 0 t16 0 t16 0 L66 ${ly + 8} L-66 ${ly + 8} Z`, c)
    })
    return group(`translate(${f(x)} ${f(y)})`, body)
  }
  out += half(-26, -8) + half(24, 40)
  if (pick)
    out +=
      line('M-26 -80 L-26 -50', '#c8965a', 3) +
      circle(-26, -82, 6, '#2b8a3e') +
      line('M24 -32 L24 -2', '#c8965a', 3) +
      circle(24, -34, 6, '#e03131')
  return out
}
