// Household and personal-care products, and the few icons that are not food (parcels, delivery, referral, payment).
import { bottle, circle, darker, ellipse, f, group, leaf, lighter, line, path, rect, shine, type Draw } from './kit.ts'

function bubbles(points: Array<[number, number, number]>): string {
  return points
    .map(
      ([x, y, s]) =>
        circle(x, y, s, '#ffffff', ' fill-opacity="0.55"') +
        circle(x, y, s, 'none', ' stroke="#a5d8ff" stroke-width="2"') +
        circle(x - s * 0.35, y - s * 0.35, s * 0.2, '#ffffff'),
    )
    .join('')
}

function pumpBottle(body: string, label: string, icon: string): string {
  return (
    rect(-8, -92, 50, 12, 5, '#495057') +
    rect(-8, -92, 16, 30, 4, '#495057') +
    rect(-16, -66, 32, 20, 4, '#868e96') +
    path('M-46 -40 Q-46 -50 -30 -50 L30 -50 Q46 -50 46 -40 L46 80 Q46 90 36 90 L-36 90 Q-46 90 -46 80 Z', body) +
    rect(-46, 0, 92, 56, 0, label) +
    icon +
    rect(-38, -36, 9, 110, 4.5, '#ffffff', ' fill-opacity="0.4"')
  )
}

function roll(x: number, y: number, rx: number, ry: number, h: number, colour: string): string {
  return (
    ellipse(x, y + h, rx, ry, darker(colour, 0.08)) +
    rect(x - rx, y, rx * 2, h, 0, colour) +
    ellipse(x, y, rx, ry, lighter(colour, 0.3)) +
    ellipse(x, y, rx * 0.35, ry * 0.35, '#c8965a') +
    ellipse(x, y, rx * 0.25, ry * 0.25, '#8a5a2b')
  )
}

export const home = {
  'dish-soap': (_r) =>
    bottle({
      body: '#40c057',
      cap: '#ffffff',
      label: '#ebfbee',
      w: 36,
      neck: 10,
      shoulder: -44,
      top: -92,
      opacity: 0.95,
      icon: path('M-14 44 Q-14 20 0 14 Q14 20 14 44 Z', '#fab005'),
    }) +
    rect(30, 40, 70, 40, 8, '#fab005') +
    rect(30, 40, 70, 14, 6, '#2f9e44') +
    bubbles([
      [-54, -20, 12],
      [-64, 10, 8],
      [-40, -50, 7],
    ]),
  detergent: (_r) =>
    path(
      'M-70 -40 Q-70 -60 -40 -60 L10 -60 L10 -80 L50 -80 L50 -60 Q70 -60 70 -40 L70 80 Q70 90 60 90 L-60 90 Q-70 90 -70 80 Z',
      '#4c6ef5',
    ) +
    rect(4, -94, 52, 18, 4, '#f03e3e') +
    path('M-60 -30 Q-60 -50 -44 -50 L-16 -50 Q0 -50 0 -30 L0 0 Q-30 -10 -60 0 Z', '#364fc7') +
    rect(-56, 20, 112, 50, 8, '#ffffff') +
    bubbles([
      [-20, 44, 10],
      [4, 38, 7],
      [24, 48, 9],
    ]) +
    shine(-50, 0, 6, 30, 0, 0.3),
  'paper-towels': (_r) =>
    roll(0, -60, 60, 20, 140, '#ffffff') +
    line('M-60 -30 L60 -30 M-60 0 L60 0 M-60 30 L60 30 M-60 60 L60 60', '#e9ecef', 3) +
    path('M60 60 Q80 70 70 94 L40 86 Z', '#f8f9fa'),
  'toilet-paper': (_r) =>
    roll(-44, 0, 44, 16, 80, '#ffffff') + roll(44, 0, 44, 16, 80, '#ffffff') + roll(0, -56, 44, 16, 60, '#f8f9fa'),
  'spray-cleaner': (_r) =>
    path('M-40 -20 Q-44 -30 -30 -30 L30 -30 Q44 -30 40 -20 L46 80 Q46 90 36 90 L-36 90 Q-46 90 -46 80 Z', '#22b8cf') +
    rect(-20, -50, 40, 22, 4, '#495057') +
    path('M-24 -90 L40 -90 L48 -70 L-24 -60 Z', '#f76707') +
    path('M20 -62 L34 -30 L24 -28 L12 -58 Z', '#f76707') +
    rect(-36, 6, 72, 50, 6, '#ffffff') +
    leaf(-10, 34, 24, -30, '#2f9e44') +
    line('M56 -82 l20 -8 M56 -76 l24 0 M56 -70 l20 8', '#a5d8ff', 3) +
    shine(-30, 0, 5, 30, 0, 0.35),
  'trash-bags': (_r) =>
    ellipse(-44, 40, 44, 16, '#212529') +
    rect(-88, -10, 88, 50, 0, '#343a40') +
    ellipse(-44, -10, 44, 16, '#495057') +
    ellipse(-44, -10, 14, 5, '#212529') +
    path('M10 90 Q-4 30 30 0 L24 -40 L44 -28 L56 -48 L66 -26 L86 -36 L80 0 Q110 30 96 90 Z', '#343a40') +
    path('M34 -2 Q60 10 78 -2 L74 8 Q56 18 36 8 Z', '#212529') +
    shine(40, 40, 8, 26, 10, 0.25),
  'tote-bag': (_r) =>
    path('M-36 -40 Q-36 -96 0 -96 Q36 -96 36 -40', 'none', ' stroke="#2b8a3e" stroke-width="10"') +
    path('M-76 -40 L76 -40 L68 92 L-68 92 Z', '#51cf66') +
    path('M-76 -40 L76 -40 L74 -24 L-74 -24 Z', '#40c057') +
    leaf(-8, 40, 40, -60, '#ffffff') +
    leaf(8, 40, 34, -120, '#ebfbee'),
  'hand-soap': (_r) =>
    pumpBottle(
      '#f783ac',
      '#ffffff',
      bubbles([
        [-14, 28, 10],
        [10, 20, 8],
        [14, 40, 6],
      ]),
    ),
  shampoo: (_r) =>
    path('M-44 -70 Q-44 -80 -34 -80 L34 -80 Q44 -80 44 -70 L40 80 Q40 90 30 90 L-30 90 Q-40 90 -40 80 Z', '#7048e8') +
    rect(-30, -100, 60, 24, 8, '#5f3dc4') +
    rect(-36, -10, 72, 60, 6, '#f3f0ff') +
    path(
      'M-10 8 Q-20 24 -6 40 Q0 20 10 14 Q20 30 8 44',
      'none',
      ' stroke="#7048e8" stroke-width="5" stroke-linecap="round"',
    ) +
    shine(-32, -40, 5, 26, 0, 0.35),
  toothpaste: (_r) =>
    group(
      'rotate(-20)',
      path('M-90 -26 L50 -30 Q60 -30 62 -20 L62 20 Q60 30 50 30 L-90 26 Z', '#ffffff') +
        rect(-100, -30, 14, 60, 3, '#e9ecef') +
        rect(62, -14, 20, 28, 4, '#1971c2') +
        path('M-50 -28 L-10 -29 L-10 29 L-50 28 Z', '#1971c2') +
        path('M-50 -8 L-10 -8 L-10 8 L-50 8 Z', '#f03e3e'),
    ) +
    group(
      'translate(10 56) rotate(-10)',
      rect(-70, -6, 140, 12, 6, '#3bc9db') +
        rect(30, -22, 36, 16, 4, '#ffffff') +
        line('M34 -22 L34 -6 M42 -22 L42 -6 M50 -22 L50 -6 M58 -22 L58 -6', '#dee2e6', 2),
    ),
  lotion: (_r) => pumpBottle('#fff4e6', '#ffd8a8', leaf(0, 36, 26, -60, '#fd7e14') + leaf(0, 36, 22, -120, '#ffa94d')),
  'cotton-pads': (_r) => {
    let out = ''
    for (let i = 0; i < 6; i++)
      out +=
        ellipse(-10, 70 - i * 14, 66, 22, i % 2 ? '#f1f3f5' : '#ffffff') + ellipse(-10, 64 - i * 14, 66, 22, '#ffffff')
    return (
      out +
      ellipse(50, -40, 40, 40, '#ffffff') +
      circle(50, -40, 34, 'none', ' stroke="#f1f3f5" stroke-width="3" stroke-dasharray="2 5"')
    )
  },
} satisfies Record<string, Draw>

export const icons = {
  parcel: (_r) =>
    path('M-80 -30 L0 -66 L80 -30 L0 6 Z', '#e0a43a') +
    path('M-80 -30 L0 6 L0 92 L-80 56 Z', '#c97f22') +
    path('M80 -30 L0 6 L0 92 L80 56 Z', '#b8691c') +
    path('M-40 -48 L40 -12 L40 20 L30 16 L30 -8 L-50 -44 Z', '#f5d48a') +
    rect(-60, 30, 34, 18, 2, '#ffffff', ' transform="skewY(24)"'),
  envelope: (_r) =>
    rect(-90, -50, 180, 120, 10, '#ffffff') +
    path('M-90 -44 L0 20 L90 -44', 'none', ' stroke="#dee2e6" stroke-width="6" stroke-linejoin="round"') +
    path('M-90 64 L-20 10 M90 64 L20 10', 'none', ' stroke="#e9ecef" stroke-width="5"') +
    rect(46, -40, 30, 34, 3, '#f03e3e'),
  scooter: (_r) =>
    circle(-58, 56, 30, '#343a40') +
    circle(-58, 56, 14, '#adb5bd') +
    circle(62, 56, 30, '#343a40') +
    circle(62, 56, 14, '#adb5bd') +
    path('M-90 30 Q-90 -10 -50 -10 L10 -10 L30 40 L-40 50 Q-80 50 -90 30 Z', '#2f9e44') +
    line('M30 40 L50 -40 L70 -44', '#495057', 9) +
    rect(-80, -64, 64, 54, 8, '#f08c00') +
    rect(-80, -64, 64, 14, 6, '#e8590c') +
    circle(60, -40, 8, '#fab005'),
  'grocery-bag': (_r) =>
    leaf(-20, -50, 60, -100, '#37b24d') +
    leaf(-10, -50, 50, -70, '#2f9e44') +
    rect(10, -100, 26, 70, 12, '#f08c00') +
    circle(46, -54, 26, '#e03131') +
    rect(-58, -96, 18, 60, 8, '#fab005', ' transform="rotate(-14 -50 -66)"') +
    path('M-74 -40 L74 -40 L66 92 L-66 92 Z', '#c8965a') +
    path('M-74 -40 L74 -40 L72 -24 L-72 -24 Z', '#a0693a') +
    path('M-20 10 Q0 40 20 10', 'none', ' stroke="#8a5a2b" stroke-width="6" stroke-linecap="round"'),
  gift: (_r) =>
    rect(-80, -20, 160, 110, 8, '#e64980') +
    rect(-90, -50, 180, 36, 8, '#f06595') +
    rect(-14, -50, 28, 140, 0, '#fab005') +
    path('M0 -50 Q-50 -100 -60 -66 Q-60 -50 0 -50 Z', '#fab005') +
    path('M0 -50 Q50 -100 60 -66 Q60 -50 0 -50 Z', '#f59f00'),
  star: (_r) => {
    let d = ''
    for (let i = 0; i < 10; i++) {
      const a = -Math.PI / 2 + (i * Math.PI) / 5
      const rr = i % 2 ? 40 : 92
      d += `${i ? 'L' : 'M'}${f(Math.cos(a) * rr)} ${f(Math.sin(a) * rr + 8)} `
    }
    return (
      path(`${d}Z`, '#fab005') +
      path(`${d}Z`, 'none', ' stroke="#f08c00" stroke-width="6" stroke-linejoin="round"') +
      shine(-20, -20, 14, 8, -30, 0.5)
    )
  },
  moon: (_r) =>
    path('M30 -86 A90 90 0 1 0 86 30 A70 70 0 1 1 30 -86 Z', '#ffd43b') +
    circle(-30, 10, 10, '#fab005') +
    circle(10, 50, 7, '#fab005') +
    circle(60, -70, 6, '#ffffff') +
    circle(80, -30, 4, '#ffffff'),
  wallet: (_r) =>
    rect(-86, -40, 172, 120, 16, '#1971c2') +
    rect(-70, -74, 130, 50, 8, '#40c057', ' transform="rotate(-8)"') +
    rect(-86, -40, 172, 120, 16, '#1971c2') +
    rect(-86, -24, 172, 10, 0, '#1864ab') +
    rect(20, 0, 70, 44, 12, '#1864ab') +
    circle(44, 22, 9, '#fab005'),
  'whole-fish': (_r) =>
    path('M-90 0 Q-50 -50 20 -40 Q60 -34 70 0 Q60 34 20 40 Q-50 50 -90 0 Z', '#4dabf7') +
    path('M-90 0 Q-50 -20 20 -10 Q60 -6 70 0 Q60 34 20 40 Q-50 50 -90 0 Z', '#a5d8ff') +
    path('M64 0 L100 -36 L96 0 L100 36 Z', '#339af0') +
    circle(-60, -8, 8, '#ffffff') +
    circle(-60, -8, 4, '#212529') +
    line('M-40 -30 Q-30 0 -40 30', '#1c7ed6', 4) +
    path('M0 -40 L20 -60 L30 -38 Z', '#339af0'),
  leaf: (_r) =>
    path('M-80 80 Q-90 -60 80 -85 Q70 60 -80 80 Z', '#2f9e44') +
    path('M-80 80 Q0 0 65 -70', 'none', ' stroke="#d3f9d8" stroke-width="5"') +
    line('M-30 30 L-40 -10 M0 0 L-4 -40 M30 -30 L30 -60 M-20 20 L20 30 M10 -10 L50 0', '#d3f9d8', 3),
} satisfies Record<string, Draw>
