import { describe, expect, it } from 'vitest'
import { UpdatePreferencesBodySchema } from './preferences'

// The update call (SPEC §8 and decision 025): any category may be left out, but not all of them.
describe('UpdatePreferencesBodySchema', () => {
  it('accepts a reading break alone, or with the other categories', () => {
    expect(UpdatePreferencesBodySchema.parse({ reading_breaks: 7 })).toEqual({ reading_breaks: 7 })
    expect(UpdatePreferencesBodySchema.safeParse({ theme: 3, reading_breaks: 7 }).success).toBe(true)
  })

  it('accepts the name on what one shares (decision 057) as one option id', () => {
    expect(UpdatePreferencesBodySchema.parse({ sharing_name: 12 })).toEqual({ sharing_name: 12 })
  })

  it('accepts a saved language, alone or with a category, and null to follow the browser again', () => {
    expect(UpdatePreferencesBodySchema.parse({ language: 'es' })).toEqual({ language: 'es' })
    expect(UpdatePreferencesBodySchema.parse({ language: null })).toEqual({ language: null })
    expect(UpdatePreferencesBodySchema.safeParse({ theme: 3, language: 'en' }).success).toBe(true)
  })

  it.each([
    ['nothing to change', {}],
    ['a language Kindred does not speak', { language: 'fr' }],
    ['a language with its region', { language: 'es-MX' }],
    ['a language in capitals', { language: 'ES' }],
    ['a language as a number', { language: 1 }],
    ['a reading break that is not an option id', { reading_breaks: 'after-10-minutes' }],
    ['a reading break of zero', { reading_breaks: 0 }],
    ['several reading breaks', { reading_breaks: [7, 8] }],
    ['the name on what one shares as a yes or no', { sharing_name: true }],
    ['the name on what one shares as a slug', { sharing_name: 'under-my-name' }],
  ])('refuses %s', (_name, body) => {
    expect(UpdatePreferencesBodySchema.safeParse(body).success).toBe(false)
  })
})
