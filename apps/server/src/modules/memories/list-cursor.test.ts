import { describe, expect, it } from 'vitest'
import { REMEMBERED_SEALS, sealedBox } from '../../lib/sealed-box'
import { cursorText, listCursors, parseCursorText, type ListCursor } from './list-cursor'

// The cursor's own rules (decision 063); the lists that use it are tested through HTTP beside them.
const cursors = listCursors(sealedBox('one server key', { deterministic: true }))
const places: ListCursor[] = [
  { sort: 'newest', id: 1 },
  { sort: 'newest', id: Number.MAX_SAFE_INTEGER },
  { sort: 'top', score: 0, id: 42 },
  { sort: 'top', score: 2_147_483_647, id: 7 },
  { sort: 'top', score: -3, id: 7 },
]

describe('a list cursor', () => {
  it('opens to the place it was sealed from, and the same place seals the same way (one URL a place)', () => {
    for (const place of places) {
      const sealed = cursors.seal(place)
      expect(sealed).toMatch(/^[A-Za-z0-9_-]+$/)
      expect(sealed.length).toBeLessThanOrEqual(200)
      expect(cursors.seal(place)).toBe(sealed)
      expect(cursors.open(sealed, place.sort)).toEqual(place)
    }
  })

  it('shows nothing of the memory it points at: the internal id never leaves the server', () => {
    const sealed = cursors.seal({ sort: 'newest', id: 123456 })
    expect(sealed).not.toContain('123456')
    expect(Buffer.from(sealed, 'base64url').toString('latin1')).not.toContain('123456')
  })

  it('is refused when sealed with another key, altered, for another order, or not a cursor at all', () => {
    const other = listCursors(sealedBox('another server key', { deterministic: true }))
    const sealed = cursors.seal({ sort: 'newest', id: 9 })
    const flipped = `${sealed.slice(0, 20)}${sealed[20] === 'A' ? 'B' : 'A'}${sealed.slice(21)}`
    for (const [text, sort] of [
      [other.seal({ sort: 'newest', id: 9 }), 'newest'],
      [flipped, 'newest'],
      [sealed, 'top'],
      ['', 'newest'],
      ['n.9', 'newest'],
    ] as const)
      expect(() => cursors.open(text, sort)).toThrow(
        expect.objectContaining({ statusCode: 400, code: 'CURSOR_INVALID' }),
      )
    expect(cursors.open(undefined, 'newest')).toBeUndefined()
  })

  it('seals and opens the same when remembered, past what is remembered, and an altered one is still refused', () => {
    const fresh = listCursors(sealedBox('one server key', { deterministic: true }))
    const many = Array.from(
      { length: REMEMBERED_SEALS + 500 },
      (_, i) => ({ sort: 'newest', id: i + 1 }) as const,
    )
    const sealed = many.map((place) => fresh.seal(place))
    // Opened twice: the second from what the box remembers (or, for the first ones, computed again).
    for (let round = 0; round < 2; round++)
      many.forEach((place, i) => {
        expect(fresh.seal(place)).toBe(sealed[i])
        expect(cursors.seal(place)).toBe(sealed[i])
        expect(fresh.open(sealed[i], 'newest')).toEqual(place)
      })
    const last = sealed.at(-1)!
    const flipped = `${last.slice(0, 20)}${last[20] === 'A' ? 'B' : 'A'}${last.slice(21)}`
    expect(() => fresh.open(flipped, 'newest')).toThrow(expect.objectContaining({ code: 'CURSOR_INVALID' }))
    expect(() => fresh.open(last, 'top')).toThrow(expect.objectContaining({ code: 'CURSOR_INVALID' }))
    const other = listCursors(sealedBox('another server key', { deterministic: true }))
    expect(() => other.open(last, 'newest')).toThrow(expect.objectContaining({ code: 'CURSOR_INVALID' }))
  })

  it('reads only the shapes it writes', () => {
    for (const place of places) expect(parseCursorText(cursorText(place))).toEqual(place)
    for (const text of [
      'n.0',
      'n.-1',
      'n.01',
      'n.99999999999999999',
      't.1',
      't.2147483648.1',
      't.1.1.1',
      'x.1',
    ])
      expect(parseCursorText(text)).toBeNull()
  })
})
