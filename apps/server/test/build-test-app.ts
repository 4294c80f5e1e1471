import { Writable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../src/app'
import type { Clock } from '../src/lib/clock'
import { loadConfig } from '../src/config'
import type { Database } from '../src/db/client'
import { openTestDatabase } from './test-database'
import { closeAfter } from './close-after'

export const TEST_ORIGIN = 'http://localhost:3000'

/** Every log line written by every test app in this file, for canary checks. */
export const capturedLogs: string[] = []

const logStream = new Writable({
  write(chunk, _encoding, done) {
    capturedLogs.push(String(chunk))
    done()
  },
})

/**
 * The whole app on a fresh migrated database, ready for `app.inject()`. `extend` adds routes
 * before the app is sealed (test-only probes live in the test files, never in src/).
 * Closed automatically after the file's tests.
 */
export async function buildTestApp(
  options: {
    env?: Record<string, string>
    extend?: (app: FastifyInstance) => unknown
    clock?: Clock
    /** A database to use instead of a fresh one (a second instance on the same PostgreSQL). */
    database?: Database
    /** Off by default: tests call the schedulers' `tick()` after moving the clock (see BuildAppOptions). */
    schedulerTimers?: boolean
    /** A built web app to serve (the plugin's tests write a small one); none by default. */
    webDist?: string
  } = {},
): Promise<FastifyInstance> {
  const config = loadConfig({
    APP_URL: TEST_ORIGIN,
    DATA_DIR: '/nonexistent',
    LOG_LEVEL: 'info',
    ...options.env,
  })
  const app = await buildApp({
    config,
    database: options.database ?? (await openTestDatabase()),
    logStream,
    webDist: options.webDist ?? '/nonexistent',
    clock: options.clock,
    schedulerTimers: options.schedulerTimers ?? false,
  })
  await options.extend?.(app)
  await app.ready()
  closeAfter(() => app.close())
  return app
}

/** Headers a same-origin fetch from our own web app carries. */
export function sameOriginHeaders(extra: Record<string, string> = {}) {
  return {
    'sec-fetch-site': 'same-origin',
    origin: TEST_ORIGIN,
    'content-type': 'application/json',
    ...extra,
  }
}
