import { describe, expect, it } from 'vitest'
import { preferredLanguage } from './accept-language'

// The browser's languages (RFC 9110 §12.5.4) read as Kindred needs them: the most wanted one it
// speaks, by weight, a region counting as its language; what cannot be read is no preference.
describe('the browser language Kindred speaks', () => {
  it.each([
    ['es', 'es'],
    ['es-MX', 'es'],
    ['es-419,es;q=0.9', 'es'],
    ['ES-es', 'es'],
    ['en-US,en;q=0.9', 'en'],
    ['fr-FR, fr;q=0.9, es;q=0.8, en;q=0.7', 'es'],
    ['de, en;q=0.5, es;q=0.6', 'es'],
    ['en;q=0.8, es', 'es'],
    ['es;q=0.9, en;q=0.9', 'es'],
    ['es ; q = 0.5 , en ; q = 0.4', 'es'],
    ['*, es;q=0.1', 'es'],
    ['es;q=1.000', 'es'],
    ['en;q=0, es;q=0.1', 'es'],
  ])('%s → %s', (header, language) => {
    expect(preferredLanguage(header)).toBe(language)
  })

  it.each([
    ['no header', undefined],
    ['an empty one', ''],
    ['only languages Kindred does not speak', 'fr-FR, de;q=0.8'],
    ['only "anything"', '*'],
    ['Spanish refused', 'es;q=0'],
    ['a weight over 1', 'es;q=2'],
    ['a weight that is not a number', 'es;q=abc'],
    ['four decimals', 'es;q=0.1234'],
    ['a range that is not a language', 'español'],
    ['punctuation', ';;;,,,=q'],
    ['a tag of nine letters', 'spanishes'],
  ])('%s is no choice', (_name, header) => {
    expect(preferredLanguage(header)).toBeNull()
  })

  it('reads a long header no further than a browser would send', () => {
    const noise = Array.from({ length: 40 }, (_, i) => `x${i}`).join(',')
    expect(preferredLanguage(`${noise},es`)).toBeNull()
    expect(preferredLanguage(`es,${noise}`)).toBe('es')
  })
})
