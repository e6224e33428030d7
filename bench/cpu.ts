// CPU time spent per process during a measured run, to tell where a route's time goes: the API, the database or
// the load generator (all three share this machine's cores). Linux only; elsewhere the figures are left out.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

let ticksPerSecond: number | undefined

function clockTicks(): number {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100
    } catch {
      ticksPerSecond = 100
    }
  }
  return ticksPerSecond
}

/** User + system CPU milliseconds a process has used so far; undefined when it cannot be read. */
export function processCpuMs(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name (field 2) may contain spaces; the numeric fields follow its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    const ticks = Number(fields[11]) + Number(fields[12])
    return Number.isFinite(ticks) ? (ticks * 1000) / clockTicks() : undefined
  } catch {
    return undefined
  }
}

/** Total CPU milliseconds of a set of processes (those that cannot be read count as nothing). */
export function processesCpuMs(pids: number[]): number {
  return pids.reduce((sum, pid) => sum + (processCpuMs(pid) ?? 0), 0)
}

export interface CpuSample {
  api: number
  database?: number
  loadGenerator?: number
}

/** Snapshots CPU counters; `since` gives the milliseconds used in between. */
export class CpuMeter {
  constructor(
    private readonly databasePids: () => Promise<number[]>,
    private readonly loadGeneratorPid: number | undefined,
  ) {}

  async start(): Promise<() => CpuSample> {
    const pids = await this.databasePids()
    const api = process.cpuUsage()
    const database = pids.length ? processesCpuMs(pids) : undefined
    const loadGenerator = this.loadGeneratorPid ? processCpuMs(this.loadGeneratorPid) : undefined
    return () => {
      const used = process.cpuUsage(api)
      return {
        api: (used.user + used.system) / 1000,
        database: database === undefined ? undefined : processesCpuMs(pids) - database,
        loadGenerator:
          loadGenerator === undefined
            ? undefined
            : (processCpuMs(this.loadGeneratorPid!) ?? loadGenerator) - loadGenerator,
      }
    }
  }
}
