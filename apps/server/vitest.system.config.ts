import { defineConfig } from 'vitest/config'
import { postgresBin } from './test/system/postgres-bin'

// What a machine cannot run is left out: two instances (every two-instance* file) need a PostgreSQL
// and a Redis to share, which a fresh machine has neither of; the replicas' test builds its own
// primary and replicas with PostgreSQL's programs, so it needs them installed (not a running server).
const withoutServers =
  process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL ? [] : ['test/system/two-instance*.test.ts']
const withoutPostgresPrograms = postgresBin() ? [] : ['test/system/replica.test.ts']

// System tests start the built server (apps/server/dist/main.js) as a real process: run after `npm run build`.
export default defineConfig({
  test: {
    name: 'system',
    root: import.meta.dirname,
    include: ['test/system/**/*.test.ts'],
    exclude: [...withoutServers, ...withoutPostgresPrograms],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
})
