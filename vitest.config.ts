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
