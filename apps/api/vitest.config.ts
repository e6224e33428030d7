import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    pool: 'forks',
    // Each file still gets its own seeded database and its own app (test/app.ts); what the files of one worker share
    // is the loaded code. Loading the API's module graph (and PGlite's) again for every file was a quarter of the
    // suite's CPU time (measured: 10 files, 141 → 106 CPU seconds).
    isolate: false,
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 180_000,
  },
})
