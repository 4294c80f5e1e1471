import net from 'node:net'
import { describe, expect, it } from 'vitest'
import { MEMORY_PATHS } from '@kindred/contract/memories'
import { NOTIFICATION_PATHS } from '@kindred/contract/notifications'
import { buildTestApp } from '../../test/build-test-app'
import { outboxSettled } from '../../test/identity-fixtures'
import { buildMemoriesApp, person, share } from '../../test/memory-fixtures'
import { openStream } from '../../test/sse-client'
import { TEST_POOL_MAX } from '../../test/test-database'

const TOKEN = 'metrics-token-for-tests-0123456789'
const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/** Every label value of a Prometheus text answer (`name{a="x",b="y"} 1` gives x and y). */
function labelValues(text: string): string[] {
  return [...text.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((match) => match[2] ?? '')
}

/** The value of one series, or undefined when it is absent. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `))
  return line === undefined ? undefined : Number(line.slice(series.length + 1))
}

/** A port nothing listens on now, for the separate listener. */
async function freePort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise((resolve) => server.close(resolve))
  if (address === null || typeof address === 'string') throw new Error('no port')
  return address.port
}

describe('metrics for operators', () => {
  it('are off when neither METRICS_TOKEN nor METRICS_PORT is set: /metrics is an unknown address', async () => {
    const app = await buildTestApp()
    expect(app.metrics.enabled).toBe(false)
    const res = await app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) })
    expect(res.statusCode).toBe(404)
    expect(res.json().code).toBe('NOT_FOUND')
  })

  it('refuse a scrape without the token, with another one, or with the token not as a bearer', async () => {
    const app = await buildTestApp({ env: { METRICS_TOKEN: TOKEN } })
    for (const headers of [
      {},
      bearer('wrong-token-of-the-same-sort-01234'),
      bearer(`${TOKEN}x`),
      { authorization: TOKEN },
    ]) {
      const res = await app.inject({ method: 'GET', url: '/metrics', headers })
      expect(res.statusCode).toBe(401)
      expect(res.headers['www-authenticate']).toBe('Bearer')
      expect(res.body).not.toContain('kindred_')
    }
    const res = await app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
  })

  it('count the traffic by route pattern and status, never by who or what it was about', async () => {
    const { app, mailbox } = await buildMemoriesApp({
      METRICS_TOKEN: TOKEN,
      NOTIFICATION_HEARTBEAT_MS: '100',
    })
    // Real traffic: signing up sends a mail through the outbox; a memory is shared and read.
    const someone = await person(app, mailbox)
    const memory = await share(someone.browser, { title: 'Under the stairs' })
    expect((await someone.browser.get(MEMORY_PATHS.details(memory.hash_id))).statusCode).toBe(200)
    const unknown = `/api/v1/nothing-here/${memory.hash_id}/${someone.publicId}`
    expect((await app.inject({ method: 'GET', url: unknown })).statusCode).toBe(404)
    await outboxSettled(app)

    const scrape = async () => {
      const res = await app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) })
      expect(res.statusCode).toBe(200)
      return res.body
    }
    // An open notification stream is in the gauge, and never in the latency histogram: its time is its life.
    await app.listen({ port: 0, host: '127.0.0.1' })
    const address = app.server.address()
    if (address === null || typeof address === 'string') throw new Error('not listening')
    const stream = await openStream(`http://127.0.0.1:${address.port}`, someone.browser)
    expect(stream.status).toBe(200)
    expect(valueOf(await scrape(), 'kindred_notification_streams_open')).toBe(1)
    // The server ends it when the session ends (logout, seen at the next heartbeat): then it is counted.
    expect((await someone.browser.post('/api/v1/auth/logout')).statusCode).toBeLessThan(300)
    await stream.waitUntil(stream.ended, 'the end of the stream', 5000)
    const streamRoute = `route="${NOTIFICATION_PATHS.stream}"`
    const streamCount = `kindred_http_requests_total{method="GET",${streamRoute},status="200"}`
    let text = await scrape()
    for (let tries = 0; valueOf(text, streamCount) === undefined && tries < 100; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20))
      text = await scrape()
    }
    expect(valueOf(text, streamCount)).toBe(1)
    expect(valueOf(text, 'kindred_notification_streams_open')).toBe(0)
    expect(text).not.toMatch(new RegExp(`kindred_http_request_duration_seconds_\\w+\\{[^}]*${streamRoute}`))

    const details = 'route="/memories/api/v1/memories/:hashId/get-details"'
    expect(text).toMatch(
      new RegExp(`kindred_http_requests_total\\{method="GET",${details},status="200"\\} 1`),
    )
    expect(text).toMatch(/kindred_http_requests_total\{method="GET",route="\(no route\)",status="404"\} 1/)
    expect(text).toMatch(
      new RegExp(`kindred_http_request_duration_seconds_bucket\\{le="0.1",method="GET",${details}`),
    )
    expect(valueOf(text, 'kindred_db_query_duration_seconds_count')).toBeGreaterThan(0)
    expect(valueOf(text, 'kindred_outbox_sent_total{channel="email"}')).toBeGreaterThanOrEqual(1)
    expect(valueOf(text, 'kindred_outbox_jobs{channel="email"}')).toBe(0)
    expect(valueOf(text, 'kindred_outbox_oldest_job_age_seconds{channel="email"}')).toBe(0)
    expect(valueOf(text, 'kindred_notification_streams_open')).toBe(0)
    expect(valueOf(text, 'kindred_notification_streams_max')).toBe(app.config.notificationStreams.total)
    expect(valueOf(text, 'process_resident_memory_bytes')).toBeGreaterThan(0)
    expect(text).toContain('nodejs_eventloop_lag_seconds ')
    // The pool is PostgreSQL's, as large as the tests open it; the embedded database has none to report.
    const pool = valueOf(text, 'kindred_db_pool_max_connections')
    expect(pool).toBe(app.database.driver === 'postgres' ? TEST_POOL_MAX : undefined)

    // Nothing that names a person, a memory or an address, in a label or anywhere else.
    const personal = [
      someone.email,
      someone.displayName,
      someone.publicId,
      memory.hash_id,
      'Under the stairs',
    ]
    for (const value of personal) expect(text).not.toContain(value)
    for (const label of labelValues(text)) {
      expect(label).not.toMatch(/@|\?/)
      if (label.startsWith('/')) expect(label).not.toContain(memory.hash_id)
    }
  })

  it('count rate-limit refusals by the limit’s name and server errors by route', async () => {
    const app = await buildTestApp({
      env: { METRICS_TOKEN: TOKEN, RATE_LIMITS: JSON.stringify({ guideCommentsPerIp: { limit: 1 } }) },
      extend: (app) => {
        app.get(
          '/probe/limited',
          { config: { rateLimit: { name: 'guideCommentsPerIp', per: 'ip' } } },
          () => ({
            ok: true,
          }),
        )
        app.get('/probe/broken/:id', () => {
          throw new Error('broken on purpose')
        })
      },
    })
    expect((await app.inject({ method: 'GET', url: '/probe/limited' })).statusCode).toBe(200)
    expect((await app.inject({ method: 'GET', url: '/probe/limited' })).statusCode).toBe(429)
    expect((await app.inject({ method: 'GET', url: '/probe/broken/person-42' })).statusCode).toBe(500)
    const text = (await app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) })).body
    expect(valueOf(text, 'kindred_rate_limit_refusals_total{limit="guideCommentsPerIp"}')).toBe(1)
    expect(
      valueOf(text, 'kindred_http_requests_total{method="GET",route="/probe/limited",status="429"}'),
    ).toBe(1)
    expect(valueOf(text, 'kindred_http_server_errors_total{route="/probe/broken/:id"}')).toBe(1)
    expect(text).not.toContain('person-42')
  })

  it('are served on 127.0.0.1 alone with METRICS_PORT, and not on the app’s own listener', async () => {
    const port = await freePort()
    const app = await buildTestApp({ env: { METRICS_PORT: String(port), METRICS_TOKEN: TOKEN } })
    expect((await app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) })).statusCode).toBe(
      404,
    )
    const url = `http://127.0.0.1:${port}/metrics`
    expect((await fetch(url)).status).toBe(401)
    expect((await fetch(`http://127.0.0.1:${port}/elsewhere`, { headers: bearer(TOKEN) })).status).toBe(404)
    const res = await fetch(url, { headers: bearer(TOKEN) })
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('kindred_http_requests_total')
  })
})
