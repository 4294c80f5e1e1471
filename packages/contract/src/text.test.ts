import { describe, expect, it } from 'vitest'
import { text, unstorableReason } from './text'

// What PostgreSQL text and UTF-8 cannot hold is refused up front, with a reason, for every string the
// API accepts; what can be stored is accepted exactly as sent.
describe('unstorableReason', () => {
  it('has nothing to say about ordinary text, emoji and other scripts', () => {
    for (const value of [
      '',
      'plain words',
      'Zoë',
      '静かな鷺',
      '😀 a full surrogate pair',
      'tab\tand\nnewline',
    ])
      expect(unstorableReason(value), value).toBeNull()
  })

  it('refuses NUL anywhere in the string', () => {
    for (const value of ['\u0000', 'a\u0000', '\u0000a', 'a\u0000b'])
      expect(unstorableReason(value)).toBe('must not contain NUL characters')
  })

  it('refuses a lone high or low surrogate, wherever it stands', () => {
    for (const value of ['\uD800', 'a\uD83D', '\uDC00a', 'a\uDE00b', '\uDE00\uD83D'])
      expect(unstorableReason(value), JSON.stringify(value)).toBe('must be valid Unicode text')
  })

  it('names NUL first when a string has both problems', () => {
    expect(unstorableReason('\u0000\uD800')).toBe('must not contain NUL characters')
  })
})

describe('text()', () => {
  it('accepts from the minimum to the maximum length, inclusive', () => {
    const schema = text({ min: 2, max: 4 })
    expect(schema.safeParse('a').success).toBe(false)
    expect(schema.safeParse('ab').success).toBe(true)
    expect(schema.safeParse('abcd').success).toBe(true)
    expect(schema.safeParse('abcde').success).toBe(false)
  })

  it('allows the empty string when no minimum is given', () => {
    expect(text({ max: 3 }).safeParse('').success).toBe(true)
  })

  it('returns what was sent, untrimmed', () => {
    expect(text({ max: 10 }).parse('  a  ')).toBe('  a  ')
  })

  it('refuses NUL and lone surrogates with the reason as the message', () => {
    const schema = text({ max: 10 })
    expect(schema.safeParse('a\u0000').error?.issues.map((issue) => issue.message)).toEqual([
      'must not contain NUL characters',
    ])
    expect(schema.safeParse('a\uD800').error?.issues.map((issue) => issue.message)).toEqual([
      'must be valid Unicode text',
    ])
  })

  it('refuses anything that is not a string', () => {
    for (const value of [undefined, null, 1, ['a'], { a: 'b' }])
      expect(text({ max: 10 }).safeParse(value).success).toBe(false)
  })
})
