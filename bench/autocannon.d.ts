// The part of autocannon's programmatic API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  interface RequestData {
    method?: string
    path?: string
    headers?: Record<string, string>
    body?: string
  }

  interface Histogram {
    average: number
    mean: number
    stddev: number
    min: number
    max: number
    total: number
    p2_5: number
    p50: number
    p90: number
    p97_5: number
    p99: number
    p99_9: number
  }

  interface Options {
    url: string
    connections?: number
    duration?: number
    pipelining?: number
    timeout?: number
    requests?: (RequestData & { setupRequest?: (request: RequestData, context: object) => RequestData })[]
  }

  interface Result {
    title?: string
    url: string
    requests: Histogram
    latency: Histogram
    throughput: Histogram
    errors: number
    timeouts: number
    mismatches: number
    non2xx: number
    resets: number
    duration: number
    start: Date
    finish: Date
    connections: number
    statusCodeStats?: Record<string, { count: number }>
  }

  function autocannon(options: Options): Promise<Result>
  export default autocannon
}
