import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import { AppError } from '../lib/app-error'
import type { Message } from '../lib/messages'
import type { Clock } from '../lib/clock'
import type { Metrics } from '../lib/metrics'
import { memoryStore, redisStore, type RateLimitStore } from '../lib/rate-limiter'
import type { RateLimitName, RateLimits } from '../rate-limits'

/**
 * A route's rate limit, declared in its options: `config: { rateLimit: { name: 'loginPerIp', per: 'ip' } }`,
 * which `route(…, { limit: 'loginPerIp' })` of `route-options.ts` writes.
 * Counted after validation (a 422 costs nothing) and after the route's own preHandlers, so `per: 'user'`
 * sees the person `requireUser` found.
 */
export interface RouteRateLimit {
  name: RateLimitName
  /** Whose attempts count together: the address (IPv6 by /64), or the signed-in person. */
  per: 'ip' | 'user'
}

declare module 'fastify' {
  interface FastifyInstance {
    limits: ReturnType<typeof createLimits>
  }
  interface FastifyContextConfig {
    rateLimit?: RouteRateLimit
  }
}

/**
 * IPv6 clients are counted by their /64: one household or device gets one bucket. The address is
 * expanded first, so `2001:db8::1` and `2001:db8::2` (written short) share their /64's bucket.
 */
export function ipBucket(ip: string): string {
  if (!ip.includes(':') || ip.startsWith('::ffff:')) return ip.replace(/^::ffff:/, '')
  const [head = '', tail] = ip.replace(/%.*$/, '').toLowerCase().split('::')
  const groups = (part: string | undefined) => (part ? part.split(':') : [])
  const [front, back] = [groups(head), groups(tail)]
  // What "::" stands for; a trailing dotted IPv4 part (64:ff9b::192.0.2.1) is two groups.
  const width = [...front, ...back].reduce((sum, group) => sum + (group.includes('.') ? 2 : 1), 0)
  const full = [...front, ...Array<string>(tail === undefined ? 0 : 8 - width).fill('0'), ...back]
  return (
    full
      .slice(0, 4)
      .map((group) => parseInt(group, 16).toString(16))
      .join(':') + '::/64'
  )
}

/** The 429 of SPEC §2, with Retry-After in whole seconds. */
function tooMany(resetMs: number, message: Message = 'request.tooMany', code = 'RATE_LIMITED') {
  return new AppError(429, code, message, undefined, {
    'Retry-After': String(Math.max(1, Math.ceil(resetMs / 1000))),
  })
}

/**
 * How a limit a use case enforces itself may answer: in its own words, and, for a limit that only
 * applies for a while (a new account's), with Retry-After no later than when it stops applying.
 */
export interface Refusal {
  message?: Message
  /** A code of its own, so the client can show `message` instead of its general words for a 429. */
  code?: string
  appliesUntil?: Date
}

export type Limits = ReturnType<typeof createLimits>

function createLimits(
  store: RateLimitStore,
  rules: RateLimits,
  clock: Clock,
  log: FastifyInstance['log'],
  metrics: Metrics,
) {
  const key = (name: RateLimitName, subject: string) => `${name}:${subject.toLowerCase()}`
  // Logged and counted by the limit's name only: never whose attempts they were.
  const refused = (name: RateLimitName) => {
    log.warn({ event: 'rate_limit.hit', limit: name }, 'rate limit reached')
    metrics.rateLimitRefused(name)
  }
  return {
    /**
     * Counts one attempt; answers 429 with Retry-After when over the limit (SPEC §2). Routes declare
     * theirs; a use case calls this for a limit that applies to some people only (`refusal`).
     */
    async enforce(name: RateLimitName, subject: string, refusal: Refusal = {}) {
      const rule = rules[name]
      const now = clock.now().getTime()
      const hit = await store.hit(key(name, subject), rule.windowMs, now)
      if (hit.count > rule.limit) {
        refused(name)
        const until = refusal.appliesUntil ? refusal.appliesUntil.getTime() - now : hit.resetMs
        throw tooMany(Math.min(hit.resetMs, until), refusal.message, refusal.code)
      }
    },
    /** Answers 429 when the limit is already used up, without counting this attempt. */
    async refuseIfExhausted(name: RateLimitName, subject: string) {
      const hit = await store.peek(key(name, subject), clock.now().getTime())
      if (hit.count >= rules[name].limit) {
        refused(name)
        throw tooMany(hit.resetMs)
      }
    },
    /**
     * How much of a limit is used now, without counting anything: for telling a person before they
     * start (decision 037). `resetMs` is 0 when nothing is counted.
     */
    async peek(name: RateLimitName, subject: string): Promise<{ used: number; resetMs: number }> {
      const hit = await store.peek(key(name, subject), clock.now().getTime())
      return { used: hit.count, resetMs: hit.resetMs }
    },
    /** Counts one attempt and says whether it is within the limit, for callers that must not reveal it. */
    async allow(name: RateLimitName, subject: string): Promise<boolean> {
      const rule = rules[name]
      const hit = await store.hit(key(name, subject), rule.windowMs, clock.now().getTime())
      if (hit.count > rule.limit) metrics.rateLimitRefused(name)
      return hit.count <= rule.limit
    },
  }
}

function subjectOf(request: FastifyRequest, per: RouteRateLimit['per']): string {
  if (per === 'ip') return ipBucket(request.ip)
  // A route limited per person must be signed-in only; without one this is a wiring mistake, not a 401.
  if (!request.auth) throw new Error(`rate limit per user on ${request.routeOptions.url} without requireUser`)
  return request.auth.user.publicId
}

export const rateLimitsPlugin = fp(
  async (
    app: FastifyInstance,
    options: { rules: RateLimits; redisUrl?: string; clock: Clock; metrics: Metrics },
  ) => {
    const store = options.redisUrl ? redisStore(options.redisUrl) : memoryStore()
    const limits = createLimits(store, options.rules, options.clock, app.log, options.metrics)
    app.decorate('limits', limits)
    app.addHook('onClose', () => store.close())
    // Declared limits run last among a route's preHandlers (after requireUser), before its handler.
    app.addHook('onRoute', (route) => {
      const rule = route.config?.rateLimit
      if (!rule) return
      const enforce: preHandlerHookHandler = async (request) => {
        await limits.enforce(rule.name, subjectOf(request, rule.per))
      }
      const existing = route.preHandler ? [route.preHandler].flat() : []
      route.preHandler = [...existing, enforce]
    })
  },
  { name: 'rate-limits', dependencies: ['metrics'] },
)
