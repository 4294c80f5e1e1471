import { describe, expect, it } from 'vitest'
import { intlLocale } from './intl-locale'

describe('the locale dates and numbers are written in', () => {
  it("is the browser's own variant of the language shown, else the language itself", () => {
    expect(intlLocale('en', ['en-GB', 'en'])).toBe('en-GB')
    expect(intlLocale('es', ['en-GB', 'es-MX'])).toBe('es-MX')
    expect(intlLocale('es', ['en-GB'])).toBe('es')
    expect(intlLocale('pseudo', ['en-AU'])).toBe('en-AU')
    expect(intlLocale('', [])).toBe('en')
    // A tag Intl cannot read is not used.
    expect(intlLocale('en', ['en_GB'])).toBe('en')
  })

  it('writes a British date the British way when English is shown', () => {
    const moment = new Date('2026-12-09T05:36:00Z')
    const british = new Intl.DateTimeFormat(intlLocale('en', ['en-GB']), {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'UTC',
    })
    expect(british.format(moment)).toBe('9 Dec 2026, 05:36')
  })
})
