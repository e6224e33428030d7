// Deterministic randomness for the demo seed: the same data on every machine and every run, so ids, slugs and
// uuids quoted in docs and tests stay valid. Each part of the seed draws from its own named stream, so adding
// content to one part does not reshuffle the others.
import { createHash } from 'node:crypto'

export interface Random {
  /** A float in [0, 1). */
  next(): number
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number
  /** True with the given probability. */
  chance(probability: number): boolean
  pick<T>(items: readonly T[]): T
  /** `count` distinct items in random order (all of them when there are fewer). */
  sample<T>(items: readonly T[], count: number): T[]
  shuffle<T>(items: readonly T[]): T[]
}

function hash32(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32LE(0)
}

/** mulberry32: small, fast and good enough for demo data. */
export function createRandom(stream: string, seed = 0xba5117): Random {
  let state = (hash32(stream) ^ seed) >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list')
      return items[Math.floor(next() * items.length)]!
    },
    shuffle: (items) => {
      const copy = [...items]
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1))
        ;[copy[i], copy[j]] = [copy[j]!, copy[i]!]
      }
      return copy
    },
    sample: (items, count) => random.shuffle(items).slice(0, Math.max(0, count)),
  }
  return random
}

/** A stable, valid (version 5 style) uuid derived from a name, e.g. `product:green-valley-market:12`. */
export function uuidFor(name: string): string {
  const bytes = createHash('sha1').update(`basil-demo:${name}`).digest().subarray(0, 16)
  bytes[6] = (bytes[6]! & 0x0f) | 0x50
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = bytes.toString('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** A stable short upper-case code (referral codes, SKUs). */
export function codeFor(name: string, length = 8): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
  const digest = createHash('sha256').update(`basil-code:${name}`).digest()
  let code = ''
  for (let i = 0; i < length; i++) code += alphabet[digest[i]! % alphabet.length]
  return code
}

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
