import { createHash, timingSafeEqual } from 'node:crypto'
import http from 'node:http'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { AppError } from '../lib/app-error'
import { english } from '../lib/messages'
import { noMetrics, type Metrics } from '../lib/metrics'
import type { PrometheusMetrics } from '../lib/prometheus-metrics'

declare module 'fastify' {
  interface FastifyInstance {
    /** Where the parts report what operators count (`lib/metrics.ts`); does nothing when metrics are off. */
    metrics: Metrics
  }
}

export interface MetricsOptions {
  /** METRICS_TOKEN: a scrape must send `Authorization: Bearer <token>`. */
  token?: string
  /** METRICS_PORT: served on 127.0.0.1 at this port instead of on the app's own listener. */
  port?: number
}

/** What the logger calls a request no route matched; a URL is never a label (decision 052). */
const NO_ROUTE = '(no route)'
const digest = (value: string) => createHash('sha256').update(value).digest()

/**
 * Compares the Authorization header with the expected one in constant time: both are hashed
 * first, so neither the length nor the first differing byte shows in how long the answer takes.
 */
function tokenCheck(token: string | undefined) {
  if (token === undefined) return () => true
  const expected = digest(`Bearer ${token}`)
  return (header: string | undefined) => header !== undefined && timingSafeEqual(digest(header), expected)
}

/**
 * GET /metrics in Prometheus's text format (issue 26, decision 052). Off unless METRICS_TOKEN or
 * METRICS_PORT is set: then no route is added, nothing is counted and prom-client is not even
 * loaded, so /metrics is the 404 of any unknown address. Registered before the routes, so every
 * request (a 404 included) is counted by its route pattern.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, options: MetricsOptions) => {
    if (options.token === undefined && options.port === undefined) {
      app.decorate('metrics', noMetrics)
      return
    }
    const { createPrometheusMetrics } = await import('../lib/prometheus-metrics')
    const prometheus = createPrometheusMetrics()
    app.decorate('metrics', prometheus.metrics)
    app.database.timeQueries(prometheus.queried)
    prometheus.watchPool(app.database.poolUse)
    prometheus.watchReplicas(app.database)
    app.addHook('onResponse', async (request, reply) => {
      // A notification stream's time is how long it stayed open, not how long it took to answer:
      // counted, but kept out of the latency histogram so it cannot pull p99 to the stream's life.
      const streamed = String(reply.getHeader('content-type') ?? '').startsWith('text/event-stream')
      prometheus.answered(
        { method: request.method, route: request.routeOptions.url ?? NO_ROUTE, status: reply.statusCode },
        streamed ? undefined : reply.elapsedTime / 1000,
      )
    })
    app.addHook('onClose', async () => prometheus.registry.clear())
    const authorized = tokenCheck(options.token)

    if (options.port !== undefined) {
      localListener(app, prometheus, options.port, authorized)
      return
    }
    // Hidden from the OpenAPI description: it is the operators', not the app's.
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!authorized(request.headers.authorization)) {
        throw new AppError(401, 'UNAUTHORIZED', 'request.metricsToken', undefined, {
          'WWW-Authenticate': 'Bearer',
        })
      }
      reply.header('Cache-Control', 'no-store').type(prometheus.registry.contentType)
      return prometheus.registry.metrics()
    })
  },
  { name: 'metrics' },
)

/**
 * The metrics on a listener of their own, on 127.0.0.1 only: reachable from this machine (an
 * agent or a tunnel), never from the network whatever HOST says. It listens when the app is
 * ready, so a port already taken stops start-up with its error, and closes with the app.
 */
function localListener(
  app: FastifyInstance,
  prometheus: PrometheusMetrics,
  port: number,
  authorized: (header: string | undefined) => boolean,
) {
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0]
    const answer = (status: number, body: string, type = 'text/plain; charset=utf-8') => {
      response.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' })
      response.end(body)
    }
    if (request.method !== 'GET' || path !== '/metrics') return answer(404, 'Not found\n')
    if (!authorized(request.headers.authorization)) return answer(401, `${english('request.metricsToken')}\n`)
    prometheus.registry.metrics().then(
      (text) => answer(200, text, prometheus.registry.contentType),
      (err: unknown) => {
        app.log.error({ err }, 'metrics could not be collected')
        answer(500, 'Metrics could not be collected\n')
      },
    )
  })
  app.addHook('onReady', async () => {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen({ port, host: '127.0.0.1' }, () => {
        server.off('error', reject)
        resolve()
      })
    })
    app.log.info({ port }, 'metrics served on 127.0.0.1')
  })
  app.addHook('onClose', async () => {
    if (!server.listening) return
    const closed = new Promise<void>((resolve) => server.close(() => resolve()))
    // A scraper keeps its connection open between scrapes; it must not hold the shutdown.
    server.closeAllConnections()
    await closed
  })
}
