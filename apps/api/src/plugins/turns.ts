// Catalogue reads take turns on the event loop (lib/turns.ts): at most `readsPerTurn` GET requests start in one turn;
// the others wait for the next. Writes (every other method), health probes, /metrics and WebSocket upgrades never
// wait. Registered early, so a read that waits has done nothing yet but be parsed.
import fp from 'fastify-plugin'
import { createTurnGate } from '../lib/turns.ts'

export interface TurnsOptions {
  /** Reads let in per turn of the event loop; 0 turns the gate off. */
  readsPerTurn: number
}

export const turnsPlugin = fp<TurnsOptions>(
  async (app, options) => {
    if (options.readsPerTurn <= 0) return
    const gate = createTurnGate(options.readsPerTurn)
    app.addHook('onRequest', (request, _reply, done) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return done()
      const url = request.url
      if (url.startsWith('/health') || url.startsWith('/metrics') || request.headers.upgrade) return done()
      const wait = gate.admit()
      if (!wait) return done()
      void wait.then(() => done())
    })
  },
  { name: 'basil-turns' },
)
