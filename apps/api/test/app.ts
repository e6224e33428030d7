// Each test file gets its own copy of the seeded database and a fresh app on it. The files of one vitest worker share
// the loaded modules (isolate: false in vitest.config.ts), so nothing a test relies on may live in module state.
import { readFileSync } from 'node:fs'
import { inject } from 'vitest'
import { buildApp, type App, type AppOptions } from '../src/app.ts'
import { connectDatabase, type Database } from '../src/db/client.ts'
import { startEmbeddedDatabase } from '../src/db/embedded.ts'
import { adminQuery, withDatabase } from './template.ts'

export interface TestApp {
  app: App
  db: Database
  storageDir: string
  /**
   * Another app on the same database with a pool of its own, as a second API instance would be (closed with this
   * one): what one process keeps to itself, such as its batches of cart writes, it does not share with the other.
   */
  sibling(): Promise<App>
  close(): Promise<void>
}

export async function createTestApp(
  options: { publicUrl?: string } & Partial<Omit<AppOptions, 'db' | 'storageDir'>> = {},
): Promise<TestApp> {
  const template = inject('template')
  const baseUrl = inject('testDatabaseUrl')
  let url: string
  let cleanup: () => Promise<void>
  if (template.kind === 'postgres' && baseUrl) {
    const name = `basil_t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`
    await adminQuery(baseUrl, `CREATE DATABASE ${name} TEMPLATE ${template.source}`)
    url = withDatabase(baseUrl, name)
    cleanup = () => adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  } else {
    const embedded = await startEmbeddedDatabase({ loadDataDir: new Blob([readFileSync(template.source)]) })
    url = embedded.url
    cleanup = () => embedded.stop()
  }
  const handle = connectDatabase(url, 4, { namedStatements: template.kind === 'postgres' && Boolean(baseUrl) })
  const app = await buildApp({
    db: handle.db,
    storageDir: template.storageDir,
    ...options,
    publicUrl: options.publicUrl ?? 'http://basil.test',
  })
  await app.ready()
  const siblings: Array<{ app: App; close(): Promise<void> }> = []
  return {
    app,
    db: handle.db,
    storageDir: template.storageDir,
    async sibling() {
      const other = connectDatabase(url, 4, { namedStatements: template.kind === 'postgres' && Boolean(baseUrl) })
      const otherApp = await buildApp({
        db: other.db,
        storageDir: template.storageDir,
        ...options,
        publicUrl: options.publicUrl ?? 'http://basil.test',
      })
      await otherApp.ready()
      siblings.push({ app: otherApp, close: () => other.close() })
      return otherApp
    },
    async close() {
      for (const s of siblings) {
        await s.app.close()
        await s.close()
      }
      await app.close()
      await handle.close()
      await cleanup()
    },
  }
}

/** GET an API path (relative to /api/v1/) and parse the JSON body. */
export async function getJson<T = Record<string, unknown>>(app: App, url: string) {
  const res = await app.inject({ method: 'GET', url: `/api/v1/${url.replace(/^\//, '')}` })
  return { status: res.statusCode, headers: res.headers, body: res.json() as T }
}
