import type { TestProject } from 'vitest/node'
import { buildTemplate } from './template.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    template: { kind: 'postgres' | 'embedded'; source: string; storageDir: string }
    testDatabaseUrl: string | undefined
  }
}

export default async function setup(project: TestProject) {
  // The root vitest.config.ts runs this suite as two projects (embedded, PostgreSQL) in one process: each names its
  // database in its own `env` (empty for the embedded one). Run from apps/api alone, without `env` (undefined at run
  // time whatever its type says), the shell's TEST_DATABASE_URL decides.
  const projectEnv: Partial<NodeJS.ProcessEnv> | undefined = project.config.env
  const testDatabaseUrl = (projectEnv?.TEST_DATABASE_URL ?? process.env.TEST_DATABASE_URL) || undefined
  const template = await buildTemplate(testDatabaseUrl)
  project.provide('template', { kind: template.kind, source: template.source, storageDir: template.storageDir })
  project.provide('testDatabaseUrl', testDatabaseUrl)
  return () => template.drop()
}
