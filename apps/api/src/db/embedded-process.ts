// Entry point of the embedded database's own process: PGlite is single-threaded WebAssembly, so it runs beside the
// API instead of inside it. The parent learns the connection URL over IPC and stops us with SIGTERM.
import { startEmbeddedDatabase } from './embedded.ts'

const dataDir = process.argv[2]
const port = Number(process.argv[3] ?? 0)

const embedded = await startEmbeddedDatabase({ dataDir, port }).catch((error: unknown) => {
  process.send?.({ type: 'error', message: error instanceof Error ? error.message : String(error) })
  process.exit(1)
})

process.send?.({ type: 'ready', url: embedded.url })

let stopping = false
async function stop() {
  if (stopping) return
  stopping = true
  await embedded.stop().catch(() => {})
  process.exit(0)
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
process.on('disconnect', stop)
