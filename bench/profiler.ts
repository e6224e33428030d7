import pg from 'pg'

export interface StatementProfile {
  sql: string
  count: number
  /** From the pool.query call to its result: includes waiting for a free connection. */
  meanMs: number
  p50Ms: number
  p99Ms: number
  maxMs: number
  totalMs: number
  /** On a connection: the round trip to the database and the execution only. */
  execMeanMs: number
  execP99Ms: number
}

type QueryFunction = (...args: unknown[]) => unknown

const statementText = (first: unknown) =>
  typeof first === 'string' ? first : ((first as { text?: string } | undefined)?.text ?? '?')

/**
 * Times every statement the API sends (its reads go through pool.query) twice: as the caller waits for it, and as a
 * connection executes it. The difference is time spent queueing for one of the pool's connections.
 */
export class QueryProfiler {
  private readonly poolQuery: QueryFunction
  private readonly clientQuery: QueryFunction
  private total = new Map<string, number[]>()
  private exec = new Map<string, number[]>()

  constructor(private readonly pool: pg.Pool) {
    this.poolQuery = pool.query as unknown as QueryFunction
    this.clientQuery = pg.Client.prototype.query as unknown as QueryFunction
    const timed = (original: QueryFunction, into: () => Map<string, number[]>): QueryFunction =>
      function (this: unknown, ...args) {
        const text = statementText(args[0])
        const started = performance.now()
        const record = () => {
          const map = into()
          const list = map.get(text) ?? []
          list.push(performance.now() - started)
          map.set(text, list)
        }
        // The pool calls client.query with a callback (and gets no promise back).
        const last = args[args.length - 1]
        if (typeof last === 'function') {
          args[args.length - 1] = (...results: unknown[]) => {
            record()
            return (last as (...r: unknown[]) => unknown)(...results)
          }
        }
        const result = original.apply(this, args)
        if (result instanceof Promise) result.then(record, record)
        return result
      }
    // Both are overloaded; the wrappers forward whatever they are given.
    ;(pool as unknown as { query: QueryFunction }).query = timed(this.poolQuery, () => this.total)
    ;(pg.Client.prototype as unknown as { query: QueryFunction }).query = timed(this.clientQuery, () => this.exec)
  }

  reset() {
    this.total = new Map()
    this.exec = new Map()
  }

  restore() {
    ;(this.pool as unknown as { query: QueryFunction }).query = this.poolQuery
    ;(pg.Client.prototype as unknown as { query: QueryFunction }).query = this.clientQuery
  }

  /** Statements by total time, slowest first. */
  report(): StatementProfile[] {
    const sorted = (list: number[]) => [...list].sort((a, b) => a - b)
    const at = (s: number[], q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0
    const mean = (s: number[]) => (s.length ? s.reduce((a, b) => a + b, 0) / s.length : 0)
    const round = (n: number) => Math.round(n * 100) / 100
    return [...this.total.entries()]
      .map(([sql, list]) => {
        const s = sorted(list)
        const e = sorted(this.exec.get(sql) ?? [])
        return {
          sql: sql.replace(/\s+/g, ' ').trim(),
          count: s.length,
          meanMs: round(mean(s)),
          p50Ms: round(at(s, 0.5)),
          p99Ms: round(at(s, 0.99)),
          maxMs: round(s[s.length - 1] ?? 0),
          totalMs: round(mean(s) * s.length),
          execMeanMs: round(mean(e)),
          execP99Ms: round(at(e, 0.99)),
        }
      })
      .sort((a, b) => b.totalMs - a.totalMs)
  }
}
