/**
 * The API's one in-process cache: a time to live, a size bound (least recently used out first) and in-flight sharing:
 * concurrent misses of one key run the loader once. It holds derived, short-lived data only (languages and currencies,
 * search rankings, counts, public catalogue responses), so instances stay stateless in the sense that matters: a
 * change shows everywhere within the TTL.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { at: number; value: V }>()
  private readonly pending = new Map<string, Promise<V>>()

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  async get(key: string, load: () => Promise<V>): Promise<V> {
    const entry = this.peek(key)
    if (entry) return entry.value
    const inFlight = this.pending.get(key)
    if (inFlight) return inFlight
    const promise = load()
      .then((value) => {
        this.set(key, value)
        return value
      })
      .finally(() => this.pending.delete(key))
    this.pending.set(key, promise)
    return promise
  }

  /** The entry of `key` while it lives, with its age; it becomes the most recently used. */
  peek(key: string): { value: V; ageMs: number } | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    const ageMs = Date.now() - entry.at
    if (ageMs > this.ttlMs) {
      this.entries.delete(key)
      return undefined
    }
    // Map order is insertion order: re-inserting keeps the most recently used last, so eviction takes the oldest.
    this.entries.delete(key)
    this.entries.set(key, entry)
    return { value: entry.value, ageMs }
  }

  set(key: string, value: V): void {
    this.entries.delete(key)
    this.entries.set(key, { at: Date.now(), value })
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!)
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
