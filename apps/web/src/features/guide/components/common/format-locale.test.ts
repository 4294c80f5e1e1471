import { afterEach, describe, expect, it, vi } from 'vitest'
import { formatLocale } from './format-locale'

afterEach(() => vi.unstubAllGlobals())

const longDate = (locale: string) =>
  new Date('2026-01-02T10:00:00Z').toLocaleDateString(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  })

describe('the locale dates are written in', () => {
  it('is the reader’s own variant of the shown language, so a British reader reads a British date', () => {
    vi.stubGlobal('navigator', { languages: ['fr-FR', 'en-GB', 'es-MX'] })
    expect(formatLocale('en')).toBe('en-GB')
    expect(formatLocale('es')).toBe('es-MX')
    expect(formatLocale('pseudo')).toBe('en-GB')
    expect(longDate(formatLocale('en'))).toBe('2 January 2026')
  })

  it('is the shown language itself when the browser names no variant of it', () => {
    vi.stubGlobal('navigator', { languages: ['de-DE'] })
    expect(formatLocale('es')).toBe('es')
    expect(longDate(formatLocale('es'))).toBe('2 de enero de 2026')
  })
})
