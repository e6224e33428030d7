// A seeded pseudo-random source, so that the same seed always produces the same catalogue (same ids, uuids, words),
// and results of two runs compare like with like.

export class Random {
  private state: number

  constructor(seed: number) {
    this.state = seed >>> 0
  }

  /** mulberry32: small, fast and good enough for test data. */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0
    let t = this.state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  chance(p: number): boolean {
    return this.next() < p
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!
  }

  /** A version-4-shaped UUID drawn from this source (crypto.randomUUID would differ on every run). */
  uuid(): string {
    const hex: string[] = []
    for (let i = 0; i < 4; i++)
      hex.push(
        Math.floor(this.next() * 4294967296)
          .toString(16)
          .padStart(8, '0'),
      )
    const s = hex.join('')
    const variant = ((parseInt(s[16]!, 16) & 0x3) | 0x8).toString(16)
    return `${s.slice(0, 8)}-${s.slice(8, 12)}-4${s.slice(13, 16)}-${variant}${s.slice(17, 20)}-${s.slice(20, 32)}`
  }
}

/** Draws indexes 0..n-1 with probability proportional to 1 / (rank + 1)^exponent. */
export class ZipfSampler {
  private readonly cumulative: Float64Array

  constructor(n: number, exponent = 1) {
    this.cumulative = new Float64Array(n)
    let total = 0
    for (let i = 0; i < n; i++) {
      total += 1 / Math.pow(i + 1, exponent)
      this.cumulative[i] = total
    }
  }

  sample(random: Random): number {
    const target = random.next() * this.cumulative[this.cumulative.length - 1]!
    let lo = 0
    let hi = this.cumulative.length - 1
    while (lo < hi) {
      const mid = (lo + hi) >>> 1
      if (this.cumulative[mid]! < target) lo = mid + 1
      else hi = mid
    }
    return lo
  }
}
