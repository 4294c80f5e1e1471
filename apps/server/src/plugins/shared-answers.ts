import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Clock } from '../lib/clock'
import { createSharedJsonCache, type SharedJsonCache } from '../lib/shared-json-cache'

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * JSON that every reader of a kind gets the same, shared by them on this instance: memory cards
     * (decision 042) and comment pages (decision 045). Each module keys its own.
     */
    sharedAnswers: SharedJsonCache
  }
}

/**
 * One cache for the answers modules share between readers. No request empties it (decision 060):
 * each module keys its copies by the version of the memory they show, read in the statement that
 * decides whether the reader may read it, so a copy from before a change is never picked, on any
 * instance; a refused or failed request costs the readers nothing. Copies expire after `ttlMs`
 * (VISITOR_CACHE_MS; 0 turns sharing off). Registered before the modules.
 */
export const sharedAnswersPlugin = fp(
  async (app: FastifyInstance, options: { ttlMs: number; clock: Clock }) => {
    app.decorate('sharedAnswers', createSharedJsonCache(options))
  },
  { name: 'shared-answers' },
)
