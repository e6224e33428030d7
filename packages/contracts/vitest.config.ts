import { defineConfig } from 'vitest/config'

// Unit tests of the contracts' schemas and shared rules: no database, no network.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
})
