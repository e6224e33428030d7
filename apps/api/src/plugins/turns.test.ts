// plugins/turns.ts: GET requests start at most readsPerTurn per turn of the event loop; a POST, a health probe and
// /metrics never wait behind them.
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { turnsPlugin } from './turns.ts'

describe('reads take turns', () => {
  const app = Fastify()
  let turn = 0
  let ticking = true
  const tick = () => {
    turn++
    if (ticking) setImmediate(tick)
  }
  const startedIn: Record<string, number> = {}
  beforeAll(async () => {
    await app.register(turnsPlugin, { readsPerTurn: 4 })
    app.get('/read/:n', async (request) => {
      startedIn[`read ${(request.params as { n: string }).n}`] = turn
      return { ok: true }
    })
    app.post('/write', async () => {
      startedIn.write = turn
      return { ok: true }
    })
    app.get('/health', async () => {
      startedIn.health = turn
      return { ok: true }
    })
    await app.ready()
    setImmediate(tick)
  })
  afterAll(async () => {
    ticking = false
    await app.close()
  })

  it('starts four reads a turn, and the write and the probe in the first', async () => {
    const first = turn
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, (_, n) => app.inject({ method: 'GET', url: `/read/${n}` })),
      app.inject({ method: 'POST', url: '/write' }),
      app.inject({ method: 'GET', url: '/health' }),
    ])
    expect(answers.every((a) => a.statusCode === 200)).toBe(true)
    const perTurn = new Map<number, number>()
    for (let n = 0; n < 20; n++) {
      const t = startedIn[`read ${n}`]!
      perTurn.set(t, (perTurn.get(t) ?? 0) + 1)
    }
    expect(Math.max(...perTurn.values())).toBeLessThanOrEqual(4)
    expect(perTurn.size).toBeGreaterThanOrEqual(5)
    // In arrival order: a later read never starts in an earlier turn.
    for (let n = 1; n < 20; n++) expect(startedIn[`read ${n}`]).toBeGreaterThanOrEqual(startedIn[`read ${n - 1}`]!)
    expect(startedIn.write! - first).toBeLessThanOrEqual(1)
    expect(startedIn.health! - first).toBeLessThanOrEqual(1)
  })
})
