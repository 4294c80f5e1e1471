import { randomUUID } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import { Redis } from 'ioredis'
import { afterAll, describe, expect, it } from 'vitest'
import { memoryStore, redisStore, type RateLimitStore } from './rate-limiter'
import { sha256 } from './secrets'

// The same script runs on every store, so "works the same on Redis" is shown, not assumed. The
// Redis store keeps its own time (key expiry), so windows here are short and real time passes.
const stores: [string, () => RateLimitStore][] = [['memory', memoryStore]]
// TEST_REDIS_URL, not REDIS_URL: the browser tests start the real server, which must not share CI state.
const redisUrl = process.env.TEST_REDIS_URL
if (redisUrl) stores.push(['redis', () => redisStore(redisUrl)])

const WINDOW = 300

describe.each(stores)('%s rate-limit store', (name, make) => {
  const store = make()
  afterAll(() => store.close())
  // Distinct keys per run: a Redis shared with earlier runs must not lend them its counts.
  const key = () => `test:${name}:${randomUUID()}`
  const hit = (k: string, windowMs = WINDOW) => store.hit(k, windowMs, Date.now())
  const peek = (k: string) => store.peek(k, Date.now())

  it('counts each hit in a window and says when the window ends', async () => {
    const k = key()
    const counts: number[] = []
    for (let i = 0; i < 5; i++) {
      const h = await hit(k, 60_000)
      counts.push(h.count)
      expect(h.resetMs).toBeGreaterThan(55_000)
      expect(h.resetMs).toBeLessThanOrEqual(60_000)
    }
    expect(counts).toEqual([1, 2, 3, 4, 5])
  })

  it('peeks without counting', async () => {
    const k = key()
    expect((await peek(k)).count).toBe(0)
    await hit(k, 60_000)
    await hit(k, 60_000)
    expect((await peek(k)).count).toBe(2)
    expect((await peek(k)).count).toBe(2)
    expect((await peek(k)).resetMs).toBeGreaterThan(55_000)
    expect((await hit(k, 60_000)).count).toBe(3)
  })

  it('keeps keys apart', async () => {
    const [a, b] = [key(), key()]
    await hit(a)
    await hit(a)
    expect((await hit(b)).count).toBe(1)
    expect((await peek(a)).count).toBe(2)
  })

  it('starts a new window when the old one is over, and a hit does not extend it', async () => {
    const k = key()
    await hit(k)
    await sleep(WINDOW / 2)
    const second = await hit(k)
    expect(second.count).toBe(2)
    // Fixed window: the second hit did not push the end back to a full window.
    expect(second.resetMs).toBeLessThanOrEqual(WINDOW / 2 + 20)
    await sleep(WINDOW / 2 + 60)
    expect((await peek(k)).count).toBe(0)
    const fresh = await hit(k)
    expect(fresh.count).toBe(1)
    expect(fresh.resetMs).toBeGreaterThan(WINDOW / 2)
  })

  it('counts 50 hits at once exactly, with no two alike', async () => {
    const k = key()
    const hits = await Promise.all(Array.from({ length: 50 }, () => hit(k, 60_000)))
    expect(hits.map((h) => h.count).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    )
  })
})

// Only where a Redis is configured (TEST_REDIS_URL); elsewhere there is nothing to check.
if (redisUrl) {
  describe('redis rate-limit store', () => {
    const store = redisStore(redisUrl)
    const redis = new Redis(redisUrl)
    afterAll(async () => {
      await store.close()
      redis.disconnect()
    })

    it('keeps email addresses out of Redis: keys are hashed', async () => {
      const subject = `mailPerAddress:person-${randomUUID()}@example.org`
      await store.hit(subject, 60_000, Date.now())
      expect(await redis.keys(`*${subject}*`)).toEqual([])
      expect(await redis.exists(`kindred:rl:${sha256(subject)}`)).toBe(1)
    })
  })
}
