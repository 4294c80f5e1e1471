import os from 'node:os'
import { defineConfig } from 'vitest/config'

// One `vitest run` covers every package. The server suite runs on in-memory PGlite always, and
// again on real PostgreSQL whenever TEST_DATABASE_URL is set (same tests, same migrations).
const serverOnPostgres = process.env.TEST_DATABASE_URL
  ? [
      {
        extends: './apps/server/vitest.config.ts',
        test: { name: 'server (PostgreSQL)', env: { KINDRED_TEST_DB: 'postgres' } },
      },
    ]
  : []

export default defineConfig({
  test: {
    // Every core, not Vitest's default of one fewer: much of a server test's time is spent waiting
    // for PostgreSQL or a child process, and on CI's two cores that default is one file at a time
    // (the suite took 493 s that way and 344 s with two; decision 024).
    maxWorkers: os.availableParallelism(),
    projects: [
      'packages/contract',
      'apps/web',
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'], environment: 'node' } },
      {
        extends: './apps/server/vitest.config.ts',
        test: { name: 'server (PGlite)', env: { KINDRED_TEST_DB: 'pglite' } },
      },
      ...serverOnPostgres,
      './apps/server/vitest.system.config.ts',
    ],
  },
})
