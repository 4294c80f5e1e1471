import { defineConfig } from 'vitest/config'

// System tests start the built server (apps/server/dist/main.js) as a real process: run after `npm run build`.
export default defineConfig({
  test: {
    name: 'system',
    root: import.meta.dirname,
    include: ['test/system/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
})
