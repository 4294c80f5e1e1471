import { defineConfig } from 'vitest/config'

// In-memory PGlite (a copy of one prepared database, see test/pglite-template.ts) or a fresh
// PostgreSQL database per test file; files run in parallel.
export default defineConfig({
  test: {
    name: 'server',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    globalSetup: ['./test/pglite-template.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
})
