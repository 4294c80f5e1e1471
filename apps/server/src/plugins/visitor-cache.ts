import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import negotiate from '@fastify/accept-negotiator'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { createAnswerCache, type CachedAnswer, type Reading } from '../lib/answer-cache'
import type { Clock } from '../lib/clock'
import { browserHas, weakTag } from '../lib/etag'
import { createBatchedVersionCheck, type CurrentVersions, type VersionPair } from '../lib/version-check'
import { COMPRESSION_THRESHOLD } from './compression'
import { languageOf } from './language'

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A read whose answer to a visitor is the same for every visitor: answered from the visitor
     * cache for up to VISITOR_CACHE_MS while the memories it shows are unchanged (decisions 028,
     * 060). Only for GET routes without preHandlers.
     */
    visitorCache?: boolean
  }
  interface FastifyInstance {
    visitorAnswers: {
      /**
       * How to tell which (memory, version) pairs are current: given by the memories module, which
       * owns the table. Until it is given, an answer that shows a memory is never kept.
       */
      checkVersionsWith(current: CurrentVersions): void
      /**
       * A memory committed through this instance may now be in visitors' lists (shared in public, or
       * made public): this instance drops what it kept, so its own visitors see it at once, as the
       * author expects; other instances show it within `ttlMs`. Narrowing never needs this.
       */
      widened(): void
      /**
       * Whether every pair is current on the primary (one batched statement, as for a kept answer):
       * an answer read on a replica is sent to a visitor only then (decision 087). False until the
       * memories module gives its check.
       */
      stillCurrent(pairs: readonly VersionPair[]): Promise<boolean>
    }
  }
  interface FastifyRequest {
    /**
     * Tells the visitor cache which memories this answer shows, with the versions read: a kept
     * answer is served only while all of them are unchanged and present. Every handler of a route
     * with `visitorCache` that shows memories calls it (for a signed-in reader it does nothing).
     */
    showsMemories(memories: Iterable<VersionPair>): void
  }
}

/** What the cache may hold: a visitor can ask for 10,000 feed pages, the memory stays bounded. */
export const VISITOR_CACHE_LIMITS = { maxEntries: 1_000, maxBytes: 16 * 1024 * 1024 }

// The encodings and settings of plugins/compression.ts (@fastify/compress: brotli at quality 4).
const COMPRESSORS = {
  br: (body: Buffer) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (body: Buffer) => gzipSync(body),
}
type Encoding = keyof typeof COMPRESSORS
const ENCODINGS: Encoding[] = ['br', 'gzip']

/** The encoding @fastify/compress would choose for this request, or undefined for plain bytes. */
function acceptedEncoding(request: FastifyRequest): Encoding | undefined {
  const header = request.headers['accept-encoding']
  if (!header || request.headers['x-no-compression'] !== undefined) return undefined
  return negotiate(header.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), ENCODINGS) ?? undefined
}

const forVisitor = (request: FastifyRequest) =>
  request.method === 'GET' && request.auth === null && request.routeOptions.config.visitorCache === true

/**
 * The normalised URL: the route, its parameters and the query's names in order with their values,
 * as the router and the query parser read them, and the language the answer is in (decision 081).
 * Two requests with the same key reach the handler with the same input, so they get the same answer.
 */
function keyOf(request: FastifyRequest): string {
  const query = request.query as Record<string, unknown>
  const names = Object.keys(query).sort()
  return JSON.stringify([
    languageOf(request),
    request.routeOptions.url,
    request.params,
    names.map((name) => [name, query[name]]),
  ])
}

/**
 * A short-lived shared cache of what every visitor sees the same (issue 14, decision 028). Routes
 * opt in with `config: { visitorCache: true }`. For a request that does not send authentication
 * (`request.auth === null` after the authentication hook), a fresh answer is sent from memory before
 * validation, the handler and the database, with its ETag (304 when the browser has it) and, when
 * accepted, compressed once per encoding rather than on every hit. Only whole 200 JSON answers
 * without Set-Cookie are kept. A signed-in person is never answered from it and never adds to it:
 * their lists leave out whom they blocked or muted and what they hid, and add their connections'.
 *
 * Nothing empties it (decision 060). Each kept answer holds the (memory, version) pairs its handler
 * reported (`request.showsMemories`); a hit is sent only after a statement finds every pair still
 * current, so an edit, a memory made private or anonymous, a deletion or a moderator's decision,
 * through any instance, is never answered from memory once committed. Concurrent hits share one
 * such statement (lib/version-check.ts). An answer that shows no memory (the tags) is served for
 * `ttlMs`; so is every answer at most, which is how late a new memory or one made public shows.
 * `ttlMs` 0 turns it off.
 */
export const visitorCachePlugin = fp(
  async (app: FastifyInstance, options: { ttlMs: number; clock: Clock }) => {
    let checkVersions: ((pairs: readonly VersionPair[]) => Promise<boolean>) | null = null
    let dropAll = () => {}
    app.decorate('visitorAnswers', {
      checkVersionsWith(current: CurrentVersions) {
        checkVersions = createBatchedVersionCheck(current)
      },
      widened: () => dropAll(),
      stillCurrent: async (pairs: readonly VersionPair[]) =>
        pairs.length === 0 || (checkVersions !== null && (await checkVersions(pairs))),
    })
    const misses = new WeakMap<FastifyRequest, { key: string; reading: Reading; shows: VersionPair[] }>()
    app.decorateRequest('showsMemories', function (this: FastifyRequest, memories: Iterable<VersionPair>) {
      const miss = misses.get(this)
      if (miss) for (const { id, version } of memories) miss.shows.push({ id, version })
    })

    // A cached answer skips everything after onRequest: a route that needs more is a wiring mistake.
    app.addHook('onRoute', (route) => {
      if (route.config?.visitorCache !== true) return
      const readOnly = [route.method].flat().every((method) => method === 'GET' || method === 'HEAD')
      if (!readOnly || route.preHandler || route.config.stateChanging || route.config.rateLimit)
        throw new Error(
          `visitorCache on ${route.url}: only for GET routes without preHandlers or rate limits`,
        )
    })
    if (options.ttlMs === 0) return

    const cache = createAnswerCache({ ttlMs: options.ttlMs, clock: options.clock, ...VISITOR_CACHE_LIMITS })
    dropAll = cache.forgetAll

    /** Whether every memory the answer shows is as it was when the answer was read. */
    const stillCurrent = (entry: CachedAnswer) => app.visitorAnswers.stillCurrent(entry.shows)

    const sendCached = (request: FastifyRequest, reply: FastifyReply, key: string, entry: CachedAnswer) => {
      reply.header('ETag', entry.etag)
      if (entry.cacheControl !== undefined) reply.header('Cache-Control', entry.cacheControl)
      if (browserHas(request, entry.etag)) return reply.code(304).send()
      reply.type(entry.contentType)
      // Below the threshold the compression plugin leaves answers as they are; so does this.
      if (entry.body.length < COMPRESSION_THRESHOLD) return reply.send(entry.body)
      reply.header('Vary', 'accept-encoding')
      const encoding = acceptedEncoding(request)
      if (!encoding) return reply.send(entry.body)
      // With Content-Encoding set, the compression plugin passes the bytes through as they are.
      return reply
        .header('Content-Encoding', encoding)
        .send(cache.encoded(key, entry, encoding, COMPRESSORS[encoding]))
    }

    // After the authentication hook (a dependency, so registered earlier): request.auth is known here.
    app.addHook('onRequest', async (request, reply) => {
      if (!forVisitor(request)) return
      const key = keyOf(request)
      const entry = cache.get(key)
      // The time to live counts from here, before the check and before a miss reads anything.
      const reading = cache.reading()
      if (entry && (await stillCurrent(entry))) {
        sendCached(request, reply, key, entry)
        return reply
      }
      if (entry) cache.forget(key, entry)
      misses.set(request, { key, reading, shows: [] })
    })

    // After the security headers and cookies (registered earlier), before the compression plugin
    // (a route-level hook, and those run after the app's): the payload is the JSON as serialised.
    app.addHook('onSend', async (request, reply, payload) => {
      const miss = misses.get(request)
      if (!miss) return payload
      misses.delete(request)
      const contentType = reply.getHeader('content-type')
      const cacheControl = reply.getHeader('cache-control')
      if (
        reply.statusCode !== 200 ||
        typeof payload !== 'string' ||
        typeof contentType !== 'string' ||
        !contentType.startsWith('application/json') ||
        reply.hasHeader('set-cookie') ||
        reply.hasHeader('content-encoding') ||
        // Memories it could never check: kept, it would outlive a change that narrows them.
        (miss.shows.length > 0 && checkVersions === null) ||
        // A memory its handler did not report (every memory answer carries its hash_id): the same.
        (miss.shows.length === 0 && payload.includes('"hash_id":'))
      )
        return payload
      const etag = weakTag(payload)
      cache.set(
        miss.key,
        {
          body: Buffer.from(payload),
          etag,
          contentType,
          cacheControl: typeof cacheControl === 'string' ? cacheControl : undefined,
          shows: miss.shows,
        },
        miss.reading,
      )
      reply.header('ETag', etag)
      if (!browserHas(request, etag)) return payload
      reply.code(304).removeHeader('content-type')
      return null
    })
  },
  { name: 'visitor-cache', dependencies: ['authentication', 'language', 'compression'] },
)
