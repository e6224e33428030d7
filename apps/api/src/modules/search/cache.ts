/**
 * A small in-process cache with a time to live, a size bound and in-flight sharing: concurrent misses of one key
 * run the loader once. It holds derived, short-lived data only (search rankings, counts), so instances stay
 * stateless in the sense that matters: a change shows everywhere within the TTL, as with the language cache.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { at: number; value: V }>()
  private readonly pending = new Map<string, Promise<V>>()

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  async get(key: string, load: () => Promise<V>): Promise<V> {
    const entry = this.entries.get(key)
    if (entry && Date.now() - entry.at <= this.ttlMs) {
      // Map order is insertion order: re-inserting keeps the most recently used last, so eviction takes the oldest.
      this.entries.delete(key)
      this.entries.set(key, entry)
      return entry.value
    }
    const inFlight = this.pending.get(key)
    if (inFlight) return inFlight
    const promise = load()
      .then((value) => {
        this.entries.delete(key)
        this.entries.set(key, { at: Date.now(), value })
        while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!)
        return value
      })
      .finally(() => this.pending.delete(key))
    this.pending.set(key, promise)
    return promise
  }

  clear() {
    this.entries.clear()
  }
}

/**
 * One cache per database handle (a test file's app, a bench target...), so that two databases in one process never
 * see each other's entries. Weakly held: a closed handle takes its caches with it.
 */
export function cachePerDatabase<V>(ttlMs: number, maxEntries: number) {
  const caches = new WeakMap<object, TtlCache<V>>()
  return {
    for(db: object): TtlCache<V> {
      let cache = caches.get(db)
      if (!cache) {
        cache = new TtlCache<V>(ttlMs, maxEntries)
        caches.set(db, cache)
      }
      return cache
    },
    clear(db: object) {
      caches.get(db)?.clear()
    },
  }
}
