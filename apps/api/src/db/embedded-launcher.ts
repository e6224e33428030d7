import { fork, type ChildProcess } from 'node:child_process'
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync, writeSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export interface EmbeddedProcess {
  url: string
  /** The database process now serving (it changes when the supervisor restarts it). */
  readonly pid: number | undefined
  /** How many times the supervisor has restarted the database process. */
  readonly restarts: number
  stop(): Promise<void>
}

export interface LaunchOptions {
  /** Where the supervisor reports a crash and a restart; the start-up output of the database goes to stderr. */
  log?: (level: 'info' | 'warn' | 'error', message: string) => void
  /** First wait before a restart; doubled after each crash in a row, up to `maxBackoffMs`. */
  backoffMs?: number
  maxBackoffMs?: number
}

/** A process that ran at least this long before dying is a fresh crash, not one of a series: the wait starts over. */
const STABLE_MS = 60_000

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: alive, but somebody else's.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Takes `dataDir/pglite.lock` for this process. PGlite cannot share its data directory: a second API (or seeder) on
 * the same folder would corrupt it, so it is refused with a message saying who holds it. A lock left by a process
 * that is gone is taken over.
 */
function takeLock(lock: string, pgliteDir: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lock, 'wx', 0o600)
      writeSync(fd, String(process.pid))
      closeSync(fd)
      return () => {
        try {
          if (Number(readFileSync(lock, 'utf8').split('\n')[0]) === process.pid) rmSync(lock, { force: true })
        } catch {
          // Already gone.
        }
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const holder = Number(readFileSync(lock, 'utf8').split('\n')[0]!.trim())
      if (holder && isAlive(holder)) {
        throw new Error(
          `The embedded database in ${pgliteDir} is in use by process ${holder} (another Basil API or seeder). ` +
            'Stop it first, use another BASIL_DATA_DIR, or set DATABASE_URL.',
        )
      }
      rmSync(lock, { force: true })
    }
  }
  throw new Error(`Could not lock ${lock}`)
}

/**
 * Starts the embedded database in a child process, keeping its data under `dataDir/pglite`, and supervises it: if the
 * process dies, it is started again on the same data and the same port (so the API's pool reconnects by itself),
 * waiting longer after each crash in a row. A lock file keeps a second process off the same data directory.
 */
export async function launchEmbeddedDatabase(
  dataDir: string,
  port: number,
  options: LaunchOptions = {},
): Promise<EmbeddedProcess> {
  const log = options.log ?? ((level, message) => console.error(`[embedded database] ${level}: ${message}`))
  const backoffMs = options.backoffMs ?? 500
  const maxBackoffMs = options.maxBackoffMs ?? 30_000
  const pgliteDir = path.join(dataDir, 'pglite')
  mkdirSync(dataDir, { recursive: true })
  // The lock file of earlier versions held the database process's pid; it is not used any more.
  rmSync(path.join(dataDir, 'pglite.pid'), { force: true })
  const lockFile = path.join(dataDir, 'pglite.lock')
  const releaseLock = takeLock(lockFile, pgliteDir)
  // The same kind of file as this one: TypeScript through tsx in development and tests, compiled JavaScript when the
  // API runs from its build (`npm start`).
  const compiled = import.meta.url.endsWith('.js')
  const entry = fileURLToPath(new URL(compiled ? './embedded-process.js' : './embedded-process.ts', import.meta.url))
  const execArgv = compiled ? ['--conditions=basil-compiled'] : ['--import', 'tsx']

  let child: ChildProcess | undefined
  let stopping = false
  let restarts = 0
  let crashesInARow = 0
  let restartTimer: NodeJS.Timeout | undefined

  /** Starts one database process on `onPort`; resolves with its URL once it accepts connections. */
  function startChild(onPort: number): Promise<string> {
    const started = Date.now()
    const current = fork(entry, [pgliteDir, String(onPort)], {
      execArgv,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    })
    child = current
    const ready = new Promise<string>((resolve, reject) => {
      current.once('message', (m: { type: string; url?: string; message?: string }) => {
        if (m.type === 'ready' && m.url) resolve(m.url)
        else reject(new Error(`Embedded database failed to start: ${m.message ?? 'unknown error'}`))
      })
      current.once('exit', (code, signal) =>
        reject(new Error(`Embedded database exited with ${signal ?? `code ${code}`}`)),
      )
    })
    current.once('exit', (code, signal) => {
      if (stopping || child !== current) return
      crashesInARow = Date.now() - started > STABLE_MS ? 1 : crashesInARow + 1
      const wait = Math.min(maxBackoffMs, backoffMs * 2 ** (crashesInARow - 1))
      log(
        crashesInARow > 3 ? 'error' : 'warn',
        `the database process ${current.pid} died (${signal ?? `code ${code}`}); restarting in ${wait} ms`,
      )
      restartTimer = setTimeout(() => void restart(), wait)
    })
    return ready
  }

  async function restart(): Promise<void> {
    if (stopping) return
    try {
      await startChild(firstPort)
      restarts += 1
      log('info', `the database process is back (pid ${child?.pid}, restart ${restarts})`)
    } catch (error) {
      // startChild's exit listener has already planned the next try.
      log('error', `restarting the database failed: ${error instanceof Error ? error.message : String(error)}`)
    }
  }

  let url: string
  try {
    url = await startChild(port)
  } catch (error) {
    stopping = true
    releaseLock()
    throw error
  }
  // Restarts reuse the port the first start got, so the connection URL the API holds stays right.
  const firstPort = Number(new URL(url).port)
  // The lock also says where the running database answers, for tools that must not open the folder themselves
  // (`npm run db:backup` while Basil runs).
  writeFileSync(lockFile, `${process.pid}\n${url}\n`, { mode: 0o600 })

  return {
    url,
    get pid() {
      return child?.pid
    },
    get restarts() {
      return restarts
    },
    stop: () =>
      new Promise<void>((resolve) => {
        stopping = true
        clearTimeout(restartTimer)
        const done = () => {
          releaseLock()
          resolve()
        }
        if (!child || child.exitCode !== null || child.signalCode !== null) return done()
        child.once('exit', done)
        child.kill('SIGTERM')
      }),
  }
}

/**
 * The URL of the embedded database that a live process serves from `dataDir`, or undefined when none runs there (the
 * folder is then free to open).
 */
export function runningEmbeddedUrl(dataDir: string): string | undefined {
  const lock = path.join(dataDir, 'pglite.lock')
  if (!existsSync(lock)) return undefined
  const [pid, url] = readFileSync(lock, 'utf8').split('\n')
  return Number(pid) && isAlive(Number(pid)) && url ? url.trim() : undefined
}
