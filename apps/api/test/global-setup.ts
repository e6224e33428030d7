import type { TestProject } from 'vitest/node'
import { buildTemplate } from './template.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    template: { kind: 'postgres' | 'embedded'; source: string; storageDir: string }
    testDatabaseUrl: string | undefined
  }
}

export default async function setup(project: TestProject) {
  const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined
  const template = await buildTemplate(testDatabaseUrl)
  project.provide('template', { kind: template.kind, source: template.source, storageDir: template.storageDir })
  project.provide('testDatabaseUrl', testDatabaseUrl)
  return () => template.drop()
}
