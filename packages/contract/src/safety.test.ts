import { describe, expect, it } from 'vitest'
import { CrisisLineSchema, CrisisLinesFileSchema, CrisisLinesResponseSchema } from './safety'

const line = {
  slug: 'uk-ie-samaritans',
  region: 'United Kingdom and Ireland',
  name: 'Samaritans',
  contact: 'Call 116 123',
  href: 'tel:116123',
  description: 'Free from any phone, day or night.',
  order: 2,
  sources: ['https://www.samaritans.org/'],
}

const failedPaths = (result: { error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join('.')) ?? []

describe('CrisisLineSchema', () => {
  it('accepts a complete line', () => {
    expect(CrisisLineSchema.safeParse(line).success).toBe(true)
  })

  it('accepts tel:, sms: and https: links only, so a tap opens the contact and nothing else', () => {
    for (const href of ['tel:988', 'sms:741741', 'https://findahelpline.com/'])
      expect(CrisisLineSchema.safeParse({ ...line, href }).success, href).toBe(true)
    for (const href of [
      'http://example.com',
      'javascript:alert(1)',
      'mailto:jo@samaritans.org',
      '//example.com',
    ])
      expect(failedPaths(CrisisLineSchema.safeParse({ ...line, href })), href).toEqual(['href'])
  })

  it('needs at least one https source for its facts', () => {
    expect(failedPaths(CrisisLineSchema.safeParse({ ...line, sources: [] }))).toEqual(['sources'])
    expect(failedPaths(CrisisLineSchema.safeParse({ ...line, sources: ['http://example.com'] }))).toEqual([
      'sources.0',
    ])
  })

  it('takes a lower-case slug and a whole, non-negative order', () => {
    expect(failedPaths(CrisisLineSchema.safeParse({ ...line, slug: 'Samaritans' }))).toEqual(['slug'])
    expect(failedPaths(CrisisLineSchema.safeParse({ ...line, order: -1 }))).toEqual(['order'])
    expect(failedPaths(CrisisLineSchema.safeParse({ ...line, order: 1.5 }))).toEqual(['order'])
  })

  it('refuses empty and unstorable texts', () => {
    expect(failedPaths(CrisisLineSchema.safeParse({ ...line, name: '' }))).toEqual(['name'])
    expect(failedPaths(CrisisLineSchema.safeParse({ ...line, description: 'a\u0000' }))).toEqual([
      'description',
    ])
  })
})

describe('CrisisLinesFileSchema', () => {
  it('needs at least one line: /help must never be empty', () => {
    expect(CrisisLinesFileSchema.safeParse({ lines: [line] }).success).toBe(true)
    expect(failedPaths(CrisisLinesFileSchema.safeParse({ lines: [] }))).toEqual(['lines'])
  })
})

describe('CrisisLinesResponseSchema', () => {
  it('serves the lines without their order', () => {
    const { order: _order, ...served } = line
    const parsed = CrisisLinesResponseSchema.parse({ results: [line] })
    expect(parsed.results).toEqual([served])
  })
})
