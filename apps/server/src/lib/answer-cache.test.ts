import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { createAnswerCache } from './answer-cache'
import { manualClock } from './clock'

// The store behind the visitor cache (decisions 028, 060): answers expire, each keeps the memories
// it shows, one found stale is forgotten alone, and however many keys visitors ask for, it stays in
// its bounds.

const answer = (text: string, shows: { id: string; version: string }[] = []) => ({
  body: Buffer.from(JSON.stringify({ text })),
  etag: `W/"${text}"`,
  contentType: 'application/json; charset=utf-8',
  cacheControl: 'no-store',
  shows,
})

function cacheWith(limits: { ttlMs?: number; maxEntries?: number; maxBytes?: number } = {}) {
  const clock = manualClock()
  const cache = createAnswerCache({ ttlMs: 2000, maxEntries: 100, maxBytes: 1_000_000, clock, ...limits })
  return { clock, cache }
}

describe('the answer cache', () => {
  it('serves an answer for its time to live, counted from when its reading began', () => {
    const { clock, cache } = cacheWith()
    const reading = cache.reading()
    clock.advance(500)
    cache.set('feed', answer('page 1'), reading)
    clock.advance(1499)
    expect(cache.get('feed')?.body.toString()).toContain('page 1')
    clock.advance(1)
    expect(cache.get('feed')).toBeUndefined()
    expect(cache.stats()).toEqual({ entries: 0, bytes: 0 })
  })

  it('keeps the memories an answer shows, and forgets one answer found stale, not a newer one nor the others', () => {
    const { cache } = cacheWith()
    cache.set('details', answer('before the edit', [{ id: '7', version: '3' }]), cache.reading())
    cache.set('feed', answer('the feed', [{ id: '7', version: '3' }]), cache.reading())
    const stale = cache.get('details')!
    expect(stale.shows).toEqual([{ id: '7', version: '3' }])
    cache.forget('details', stale)
    expect(cache.get('details')).toBeUndefined()
    expect(cache.get('feed')?.body.toString()).toContain('the feed')
    // A newer answer stored meanwhile under the same key is not what the stale check found.
    cache.set('feed', answer('the feed, read anew', [{ id: '7', version: '4' }]), cache.reading())
    cache.forget('feed', stale)
    expect(cache.get('feed')?.body.toString()).toContain('read anew')
  })

  it('stays within its entries and bytes when visitors ask for 10,000 pages, dropping the least used', () => {
    const { cache } = cacheWith({ maxEntries: 1000, maxBytes: 64_000 })
    cache.set('page 1', answer('the first page'), cache.reading())
    for (let page = 2; page <= 10_000; page++) {
      cache.set(`page ${page}`, answer(`page ${page} `.repeat(5)), cache.reading())
      // Page 1 is read all the time: it stays while the pages nobody reads again go.
      if (page % 50 === 0) expect(cache.get('page 1')).toBeDefined()
      const { entries, bytes } = cache.stats()
      expect(entries).toBeLessThanOrEqual(1000)
      expect(bytes).toBeLessThanOrEqual(64_000)
    }
    expect(cache.get('page 2')).toBeUndefined()
    expect(cache.get('page 10000')).toBeDefined()
    expect(cache.stats().bytes).toBeGreaterThan(60_000)

    const few = cacheWith({ maxEntries: 10 }).cache
    for (let page = 1; page <= 10_000; page++) few.set(`page ${page}`, answer('a page'), few.reading())
    expect(few.stats().entries).toBe(10)
    expect(few.get('page 9991')).toBeDefined()
    expect(few.get('page 9990')).toBeUndefined()
  })

  it('counts compressed copies in its bytes, makes each once, and does not keep one answer too big for it', () => {
    const { cache } = cacheWith({ maxBytes: 16_000 })
    cache.set('feed', answer('x'.repeat(900)), cache.reading())
    const entry = cache.get('feed')!
    let compressed = 0
    const gzip = (body: Buffer) => (compressed++, gzipSync(body))
    const first = cache.encoded('feed', entry, 'gzip', gzip)
    expect(cache.encoded('feed', entry, 'gzip', gzip)).toBe(first)
    expect(compressed).toBe(1)
    expect(cache.stats().bytes).toBe(entry.body.length + 'feed'.length + first.length)

    cache.set('huge', answer('y'.repeat(1100)), cache.reading())
    expect(cache.get('huge')).toBeUndefined()
  })
})
