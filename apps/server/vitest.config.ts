import { defineConfig } from 'vitest/config'

// In-memory PGlite (or a fresh PostgreSQL database per file) per test file; files run in parallel.
export default defineConfig({
  test: {
    name: 'server',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
})
