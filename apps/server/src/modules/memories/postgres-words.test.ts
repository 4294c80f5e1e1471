import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { wordsOf } from './postgres-words'

// The rule wordsOf reads character by character, as the regular expression decision 064 wrote it:
// the reading must find the same words at the same positions for any text.
const MARKUP = String.raw`<\/?[A-Za-z][^<>]*>`
const DOTTED = String.raw`[\p{L}\p{N}]+(?:\.[\p{L}\p{N}]+)+`
const HYPHENATED = String.raw`\p{L}[\p{L}\p{M}\p{N}]*(?:-\p{L}[\p{L}\p{M}\p{N}]*)+`
const WORD = String.raw`[\p{L}\p{M}\p{N}]+`
const TOKENS = new RegExp(`(${MARKUP})|${DOTTED}|${HYPHENATED}|${WORD}`, 'gu')
const PART = /[\p{L}\p{M}\p{N}]+/gu

function asTheExpressionReads(text: string, first: number) {
  const words: { text: string; position: number; parts?: string[] }[] = []
  let position = first
  for (const match of text.matchAll(TOKENS)) {
    if (match[1] !== undefined) continue
    if (match[0].includes('-') && !match[0].includes('.')) {
      const parts = [...match[0].matchAll(PART)].map((part) => part[0])
      words.push({ text: match[0], position, parts })
      position += parts.length + 1
    } else words.push({ text: match[0], position: position++ })
  }
  return words
}

const asRead = (text: string, first: number) =>
  wordsOf(text, first).map(({ start, end, position, parts }) => ({
    text: text.slice(start, end),
    position,
    ...(parts ? { parts: parts.map(([s, e]) => text.slice(s, e)) } : {}),
  }))

// Pieces that make the rule's edges meet: dots, hyphens, markup, accents composed and not,
// marks alone, digits of other scripts, letters outside the basic plane, apostrophes.
const PIECES = [
  'a',
  'Z',
  'kitchen',
  '3',
  '٣',
  'é',
  'e\u0301',
  '\u0301',
  'ñ',
  'ß',
  '日本',
  '𝐀',
  '😀',
  '\ud800',
  '.',
  '..',
  '-',
  '--',
  "'",
  ' ',
  '\n',
  ',',
  '/',
  '<',
  '>',
  '<p>',
  '</a href="x">',
  '<3',
  '< b>',
  '<a',
  'http://example.com/a?b=c',
  'me@example.com',
  '1.2.3',
  'x-ray-3',
  'co-op',
  '_',
  '·',
]

describe('the words of a text, as PostgreSQL counts them', () => {
  it('reads any text as the regular expression did', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PIECES), { maxLength: 40 }), fc.nat(50), (pieces, first) => {
        const text = pieces.join('')
        expect(asRead(text, first)).toEqual(asTheExpressionReads(text, first))
      }),
      { numRuns: 3000 },
    )
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (text) => {
        expect(asRead(text, 1)).toEqual(asTheExpressionReads(text, 1))
      }),
      { numRuns: 2000 },
    )
  })

  it('gives a dotted word one position and a hyphenated one its own and then each part’s', () => {
    expect(asRead('In 3.5 days, a well-known <b>co-op</b>.', 1)).toEqual([
      { text: 'In', position: 1 },
      { text: '3.5', position: 2 },
      { text: 'days', position: 3 },
      { text: 'a', position: 4 },
      { text: 'well-known', position: 5, parts: ['well', 'known'] },
      { text: 'co-op', position: 8, parts: ['co', 'op'] },
    ])
  })

  it('stops reading when told it has enough', () => {
    const read = wordsOf('one two-three four five', 1, (next) => next > 3)
    expect(read.map(({ position }) => position)).toEqual([1, 2])
  })
})
