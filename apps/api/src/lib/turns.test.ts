// lib/turns.ts: at most `perTurn` callers are let in per turn of the event loop, in arrival order, and an idle gate
// lets the next caller in at once.
import { describe, expect, it } from 'vitest'
import { createTurnGate } from './turns.ts'

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

describe('a turn gate', () => {
  it('lets in perTurn callers now and the rest on later turns, first come first served', async () => {
    const gate = createTurnGate(4)
    const order: number[] = []
    const now: number[] = []
    for (let i = 0; i < 10; i++) {
      const wait = gate.admit()
      if (!wait) now.push(i)
      else void wait.then(() => order.push(i))
    }
    expect(now).toEqual([0, 1, 2, 3])
    expect(gate.waiting()).toBe(6)
    await nextTurn()
    expect(order).toEqual([4, 5, 6, 7])
    await nextTurn()
    expect(order).toEqual([4, 5, 6, 7, 8, 9])
    expect(gate.waiting()).toBe(0)
  })

  it('lets a caller in at once when the gate has been idle', async () => {
    const gate = createTurnGate(2)
    expect(gate.admit()).toBeNull()
    expect(gate.admit()).toBeNull()
    expect(gate.admit()).not.toBeNull()
    await nextTurn()
    await nextTurn()
    await nextTurn()
    expect(gate.admit()).toBeNull()
  })
})
