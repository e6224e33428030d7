// Every unit and API test of the repository in one vitest run: `npx vitest run` here, or `npm test` (which adds the
// storefront's end-to-end suite). Each workspace keeps its own vitest.config.ts, so `npx vitest run` inside a
// workspace still runs that workspace alone; the projects below extend those files.
//
// The API suite runs on the embedded database always, and again on PostgreSQL when TEST_DATABASE_URL is set. The two
// are projects of their own: each builds its own template database in apps/api/test/global-setup.ts, which reads the
// URL from the project's `env` (empty for the embedded pass), and each file clones its project's template.
import { fileURLToPath } from 'node:url'
import { defineConfig, type TestProjectConfiguration } from 'vitest/config'

/** A path of this repository, absolute: vitest may be started from any directory below it. */
const here = (relative: string) => fileURLToPath(new URL(relative, import.meta.url))

const postgresUrl = process.env.TEST_DATABASE_URL || undefined

// vitest runs the projects of one `sequence.groupOrder` in one pool, which needs one `maxWorkers` for all of them.
// The API's two passes share a group with a worker pair each (as two processes of 2 workers would have); the small
// unit projects run before them, each in a group of its own with the API's default worker count.
const apiWorkers = 2

const api = (name: string, databaseUrl: string): TestProjectConfiguration => ({
  extends: here('./apps/api/vitest.config.ts'),
  test: {
    name,
    root: here('./apps/api'),
    env: { TEST_DATABASE_URL: databaseUrl },
    maxWorkers: postgresUrl ? apiWorkers * 2 : apiWorkers,
    sequence: { groupOrder: 2 },
  },
})

export default defineConfig({
  test: {
    projects: [
      {
        extends: here('./packages/contracts/vitest.config.ts'),
        test: { name: 'contracts', root: here('./packages/contracts'), sequence: { groupOrder: 0 } },
      },
      {
        extends: here('./apps/web/vitest.config.ts'),
        test: { name: 'web-unit', root: here('./apps/web'), sequence: { groupOrder: 1 } },
      },
      api('api-embedded', ''),
      ...(postgresUrl ? [api('api-postgres', postgresUrl)] : []),
    ],
  },
})
