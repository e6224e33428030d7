import { describe, expect, it } from 'vitest'
import { KeyedBatches, type Settled } from './keyed-batches.ts'

describe('KeyedBatches', () => {
  it('runs a lone job at once, gathers the jobs that arrive meanwhile into the next batch, keeps keys apart', async () => {
    const batches: Array<[string, number[]]> = []
    let release!: () => void
    const first = new Promise<void>((resolve) => (release = resolve))
    const batcher = new KeyedBatches<string, number, number>(async (key, jobs) => {
      batches.push([key, jobs])
      if (jobs[0] === 1) await first
      return jobs.map((j): Settled<number> =>
        j < 0 ? { ok: false, error: new Error(`bad ${j}`) } : { ok: true, value: j * 10 },
      )
    })
    const one = batcher.submit('a', 1)
    const rest = [batcher.submit('a', 2), batcher.submit('a', -3), batcher.submit('a', 4)].map((p) =>
      p.then(
        (v) => v,
        (e: Error) => e.message,
      ),
    )
    const other = batcher.submit('b', 5)
    expect(await other).toBe(50)
    release()
    expect(await one).toBe(10)
    expect(await Promise.all(rest)).toEqual([20, 'bad -3', 40])
    expect(batches).toEqual([
      ['a', [1]],
      ['b', [5]],
      ['a', [2, -3, 4]],
    ])
    // Idle again: the next job starts a batch of its own.
    expect(await batcher.submit('a', 6)).toBe(60)
    expect(batches.at(-1)).toEqual(['a', [6]])
  })

  it('fails every job of a batch that throws, then goes on with the next', async () => {
    let calls = 0
    const batcher = new KeyedBatches<string, number, number>(async (_key, jobs) => {
      calls++
      if (calls === 1) throw new Error('database gone')
      return jobs.map((j) => ({ ok: true as const, value: j }))
    }, 2)
    const answers = await Promise.all(
      [1, 2, 3, 4].map((j) =>
        batcher.submit('k', j).then(
          (v) => v,
          (e: Error) => e.message,
        ),
      ),
    )
    expect(answers).toEqual(['database gone', 2, 3, 4])
  })
})
