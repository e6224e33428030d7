import { fork } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export interface EmbeddedProcess {
  url: string
  stop(): Promise<void>
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/**
 * Starts the embedded database in a child process, keeping its data under `dataDir/pglite`. A pid file stops a second
 * API from opening the same data directory, which PGlite cannot share.
 */
export async function launchEmbeddedDatabase(dataDir: string, port: number): Promise<EmbeddedProcess> {
  const pgliteDir = path.join(dataDir, 'pglite')
  mkdirSync(dataDir, { recursive: true })
  const lock = path.join(dataDir, 'pglite.pid')
  if (existsSync(lock)) {
    const pid = Number(readFileSync(lock, 'utf8'))
    if (pid && isAlive(pid)) {
      throw new Error(`The embedded database in ${pgliteDir} is in use by process ${pid}. Stop it, or set DATABASE_URL.`)
    }
  }
  const entry = fileURLToPath(new URL('./embedded-process.ts', import.meta.url))
  const child = fork(entry, [pgliteDir, String(port)], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  writeFileSync(lock, String(child.pid))

  const url = await new Promise<string>((resolve, reject) => {
    child.once('message', (m: { type: string; url?: string; message?: string }) => {
      if (m.type === 'ready' && m.url) resolve(m.url)
      else reject(new Error(`Embedded database failed to start: ${m.message ?? 'unknown error'}`))
    })
    child.once('exit', (code) => reject(new Error(`Embedded database exited with code ${code}`)))
  })

  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => {
          rmSync(lock, { force: true })
          resolve()
        })
        child.kill('SIGTERM')
      }),
  }
}
