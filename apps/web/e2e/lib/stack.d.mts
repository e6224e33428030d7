import type { ApiGate } from './api-gate.mjs'
import type { TileServer } from './tile-server.mjs'

export declare const webDir: string
export declare const repoDir: string
export declare const distDir: string
export declare function needsBuild(): boolean
export declare function apiNeedsBuild(): boolean
/** Removes a folder made by prepare({ withSeed: true }) and the database seeded with it (E2E_DATABASE_URL). */
export declare function removeSeeded(folder: string): Promise<void>

export interface StackPorts {
  apiPort: number
  webPort: number
  gatePort: number
  /** The local card sandbox; without it, card payments are not configured. */
  cardPort?: number
  /** Take the builds as they are (prepare() ran before); fails when the storefront was never built. */
  prebuilt?: boolean
  /** Start the API on a copy of this data folder (made by prepare({ withSeed: true })) instead of seeding anew. */
  seededDir?: string
  /** More environment for the API (e.g. a local OpenID issuer's OIDC_* settings). */
  apiEnv?: Record<string, string>
  /** More environment for the storefront's server. */
  storefrontEnv?: Record<string, string>
}

export interface RunningStack {
  /** The storefront's origin. */
  base: string
  /** The API's own origin (not through the gate). */
  apiBase: string
  gate: ApiGate
  tiles: TileServer
  /** The API's log file (mailed and texted codes are read from it). */
  apiLog: string
  /** The local card sandbox's origin (the provider's hosted payment page), when it was started. */
  cardOrigin: string | null
}

export interface Stack {
  /** Builds the API and the storefront, each when its sources changed; with `withSeed`, also seeds an API data
   * folder meanwhile and returns its path (the caller removes it). */
  prepare(options?: { withSeed?: boolean }): Promise<string | undefined>
  start(ports: StackPorts): Promise<RunningStack>
  stop(options?: { keepLogs?: boolean }): Promise<void>
  logDir: string
}

export declare function createStack(options?: { log?: (message: string) => void; label?: string }): Stack
