import { describe, expect, it } from 'vitest'
import { isoTime } from './iso-time'

describe('isoTime', () => {
  it('gives what Date gives for every form PostgreSQL writes, and the rest', () => {
    const values = [
      '2026-12-06 23:37:02.123456+00',
      '2026-12-06 23:37:02.999999+00',
      '2026-12-06 23:37:02.1+00',
      '2026-12-06 23:37:02.12+00',
      '2026-12-06 23:37:02+00',
      '2026-12-06T23:37:02.123456+00:00',
      '2026-12-06T23:37:02+00:00',
      '2026-02-28 00:00:00.000001+00',
      // Not in UTC, or not PostgreSQL's text: parsed.
      '2026-12-06 23:37:02.5+02',
      '2026-12-06T23:37:02.123Z',
      new Date('2026-12-06T23:37:02.456Z'),
    ]
    for (const value of values) expect(isoTime(value)).toBe(new Date(value).toISOString())
  })

  it('throws where Date would, on a value that is no time', () => {
    expect(() => isoTime('not a time')).toThrow(RangeError)
  })
})
