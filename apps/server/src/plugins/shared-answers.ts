import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Clock } from '../lib/clock'
import { createSharedJsonCache, type SharedJsonCache } from '../lib/shared-json-cache'
import { mayWrite } from './csrf'

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
 * One cache for the answers modules share between readers, emptied around every request that may
 * write, in any module (a love on a comment changes a comment page, a moderator's decision a card):
 * before it runs and again before its answer leaves, so the next read on this instance sees the
 * change. Other instances see it within `ttlMs` (VISITOR_CACHE_MS). Registered before the modules.
 */
export const sharedAnswersPlugin = fp(
  async (app: FastifyInstance, options: { ttlMs: number; clock: Clock }) => {
    const cache = createSharedJsonCache(options)
    app.decorate('sharedAnswers', cache)
    app.addHook('onRequest', async (request) => {
      if (mayWrite(request)) cache.clear()
    })
    app.addHook('onSend', async (request, _reply, payload) => {
      if (mayWrite(request)) cache.clear()
      return payload
    })
  },
  { name: 'shared-answers' },
)
