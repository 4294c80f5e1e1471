import { sha256 } from './secrets'

export interface Hit {
  count: number
  /** Milliseconds until the window resets. */
  resetMs: number
}

export interface RateLimitStore {
  hit(key: string, windowMs: number, now: number): Promise<Hit>
  peek(key: string, now: number): Promise<Hit>
  close(): Promise<void>
}

/** Fixed windows in this process: enough for one instance. */
export function memoryStore(): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>()
  let hits = 0
  return {
    async hit(key, windowMs, now) {
      // Sweep expired windows now and then so memory stays bounded.
      if (++hits % 1000 === 0) for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k)
      let w = windows.get(key)
      if (!w || w.resetAt <= now) {
        w = { count: 0, resetAt: now + windowMs }
        windows.set(key, w)
      }
      w.count++
      return { count: w.count, resetMs: w.resetAt - now }
    },
    async peek(key, now) {
      const w = windows.get(key)
      return !w || w.resetAt <= now ? { count: 0, resetMs: 0 } : { count: w.count, resetMs: w.resetAt - now }
    },
    async close() {},
  }
}

/** Shared by every instance through Redis (REDIS_URL). Keys are hashed: no email reaches Redis. */
export function redisStore(url: string): RateLimitStore {
  // Loaded only when REDIS_URL is set: one instance never needs the client (issue 14).
  const connecting = import('ioredis').then(
    ({ Redis }) => new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true }),
  )
  const k = (key: string) => `kindred:rl:${sha256(key)}`
  return {
    async hit(key, windowMs) {
      const redis = await connecting
      const result = await redis.multi().incr(k(key)).pexpire(k(key), windowMs, 'NX').pttl(k(key)).exec()
      const count = Number(result?.[0]?.[1] ?? 0)
      const ttl = Number(result?.[2]?.[1] ?? windowMs)
      return { count, resetMs: ttl > 0 ? ttl : windowMs }
    },
    async peek(key) {
      const redis = await connecting
      const [count, ttl] = await Promise.all([redis.get(k(key)), redis.pttl(k(key))])
      return { count: Number(count ?? 0), resetMs: Math.max(ttl, 0) }
    },
    async close() {
      await (await connecting).quit()
    },
  }
}
