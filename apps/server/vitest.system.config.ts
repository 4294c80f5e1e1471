import { defineConfig } from 'vitest/config'

// System tests start the built server (apps/server/dist/main.js) as a real process: run after `npm run build`.
export default defineConfig({
  test: {
    name: 'system',
    root: import.meta.dirname,
    include: ['test/system/**/*.test.ts'],
    // Two instances (every two-instance* file) need a PostgreSQL and a Redis to share; a fresh machine
    // has neither.
    exclude:
      process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL
        ? []
        : ['test/system/two-instance*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
})
