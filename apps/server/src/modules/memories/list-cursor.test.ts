import { describe, expect, it } from 'vitest'
import { sealedBox } from '../../lib/sealed-box'
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
