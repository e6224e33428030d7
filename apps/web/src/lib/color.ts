type Rgb = [number, number, number]

function parseHex(hex: string): Rgb | null {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim())
  if (!m?.[1]) return null
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1]
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`
}

function luminance([r, g, b]: Rgb): number {
  const lin = (v: number) => {
    const c = v / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
}

export function contrastRatio(a: string, b: string): number {
  const x = parseHex(a)
  const y = parseHex(b)
  if (!x || !y) return 1
  const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

/**
 * The colour moved towards black or white (whichever the other colour is not) in small steps until it reaches the
 * contrast ratio against `against`: an operator's brand colour stays recognisable while its text stays readable
 * (WCAG AA 4.5:1). Non-hex input is returned unchanged.
 */
export function ensureContrast(color: string, against: string, ratio = 4.5): string {
  const base = parseHex(color)
  const other = parseHex(against)
  if (!base || !other) return color
  const target: Rgb = luminance(other) > 0.4 ? [0, 0, 0] : [255, 255, 255]
  for (let step = 0; step <= 20; step++) {
    const k = step / 20
    const mixed = base.map((v, i) => v + ((target[i] as number) - v) * k) as Rgb
    const hex = toHex(mixed)
    if (contrastRatio(hex, against) >= ratio) return hex
  }
  return toHex(target)
}

/** `a` moved towards `b` by `amount` (0..1), as hex; non-hex input gives `a` back. */
export function mix(a: string, b: string, amount: number): string {
  const x = parseHex(a)
  const y = parseHex(b)
  if (!x || !y) return a
  return toHex(x.map((v, i) => v + ((y[i] as number) - v) * amount) as Rgb)
}
