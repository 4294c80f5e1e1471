import { describe, expect, it } from 'vitest'
import { nextDigestAt } from './digest-time'

// The daily digest goes at the person's local hour, wherever and whenever they are (issue 26).

/** The next digest, as an ISO string, for a person at `hour` in `zone` when it is `now`. */
const digestAfter = (now: string, hour: number, zone: string) =>
  nextDigestAt(new Date(now), hour, zone).toISOString()

describe('the next digest time', () => {
  it('is today at the hour when that is still ahead, else tomorrow', () => {
    expect(digestAfter('2026-01-15T10:00:00Z', 18, 'UTC')).toBe('2026-01-15T18:00:00.000Z')
    expect(digestAfter('2026-01-15T18:00:00Z', 18, 'UTC')).toBe('2026-01-16T18:00:00.000Z')
    expect(digestAfter('2026-12-31T23:30:00Z', 0, 'UTC')).toBe('2027-01-01T00:00:00.000Z')
  })

  it('keeps a half-hour zone: 18:00 in Kolkata is 12:30 UTC', () => {
    expect(digestAfter('2026-01-15T10:00:00Z', 18, 'Asia/Kolkata')).toBe('2026-01-15T12:30:00.000Z')
    // 19:00 UTC is already past midnight there: the local day is the 16th.
    expect(digestAfter('2026-01-15T19:00:00Z', 8, 'Asia/Kolkata')).toBe('2026-01-16T02:30:00.000Z')
  })

  it('follows summer time in New York, on both sides of the change', () => {
    // 8 March 2026: clocks go from 02:00 EST to 03:00 EDT.
    expect(digestAfter('2026-03-07T12:00:00Z', 18, 'America/New_York')).toBe('2026-03-07T23:00:00.000Z')
    expect(digestAfter('2026-03-08T12:00:00Z', 18, 'America/New_York')).toBe('2026-03-08T22:00:00.000Z')
    // 1 November 2026: back to EST.
    expect(digestAfter('2026-11-01T12:00:00Z', 18, 'America/New_York')).toBe('2026-11-01T23:00:00.000Z')
  })

  it('goes an hour later on the wall when summer time skips the hour, and at the first of a repeated one', () => {
    // 02:30 does not exist in Berlin on 29 March 2026; the digest goes at 03:00 CEST (01:00 UTC).
    expect(digestAfter('2026-03-28T12:00:00Z', 2, 'Europe/Berlin')).toBe('2026-03-29T01:00:00.000Z')
    // 02:00 happens twice on 25 October 2026: the first (CEST, 00:00 UTC).
    expect(digestAfter('2026-10-24T12:00:00Z', 2, 'Europe/Berlin')).toBe('2026-10-25T00:00:00.000Z')
  })

  it('falls back to UTC for a zone the runtime does not know, rather than stop', () => {
    expect(digestAfter('2026-01-15T10:00:00Z', 18, 'Atlantis/Poseidonia')).toBe('2026-01-15T18:00:00.000Z')
  })
})
