import { defineConfig } from 'vitest/config'

// In-memory PGlite (a copy of one prepared database, see test/pglite-template.ts) or a fresh
// PostgreSQL database per test file; files run in parallel.
export default defineConfig({
  test: {
    name: 'server',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    globalSetup: ['./test/pglite-template.ts'],
    // Files share their worker's loaded modules (each still builds its own app and database): loading
    // the whole server again for every file was a third of the suite's time. Nothing a test relies on
    // lives in module state across apps; see docs/decisions/024-test-run-time-and-slow-ci.md.
    isolate: false,
    // Room for the start of a run, when four files load and migrate at once on two cores; a test
    // that passes takes a fraction of it.
    testTimeout: 30_000,
    hookTimeout: 40_000,
  },
})
