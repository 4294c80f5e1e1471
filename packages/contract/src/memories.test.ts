import { describe, expect, it } from 'vitest'
import {
  ANONYMOUS_CONNECTIONS_MESSAGE,
  FeedQuerySchema,
  isConnectionsAnonymous,
  SearchQuerySchema,
  SnippetQuerySchema,
} from './memories'
import { CreateMemoryBodySchema, EditMemoryBodySchema } from './memories-writing'

// A memory for the author's connections cannot also be anonymous: only their connections can read
// it, so they would know whose it is. New memories are refused here; edits on the server, which
// knows what is saved.

const memory = {
  title: 'The blue kitchen',
  body: 'We had a blue kitchen, and the radio was always on.',
  mt: 1,
}

describe('sharing without a name', () => {
  it('is fine for everyone and for a private journal, and naming yourself is fine for connections', () => {
    for (const choice of [
      { visibility: 'public', anonymous: true },
      { visibility: 'private', anonymous: true },
      { visibility: 'connections', anonymous: false },
      { visibility: 'connections' },
      { anonymous: true },
    ]) {
      expect(CreateMemoryBodySchema.safeParse({ ...memory, ...choice }).success, JSON.stringify(choice)).toBe(
        true,
      )
    }
  })

  it('is refused for a new memory only connections can read, on `anonymous`, with the reason', () => {
    const result = CreateMemoryBodySchema.safeParse({ ...memory, visibility: 'connections', anonymous: true })
    expect(result.success).toBe(false)
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['anonymous'], message: ANONYMOUS_CONNECTIONS_MESSAGE }),
    ])
  })

  it('is reported with the other mistakes of the form, not instead of them', () => {
    const result = CreateMemoryBodySchema.safeParse({
      ...memory,
      title: '',
      visibility: 'connections',
      anonymous: true,
    })
    expect(result.error?.issues.map((issue) => issue.path[0]).sort()).toEqual(['anonymous', 'title'])
  })

  it('is left to the server in an edit, which knows what the memory was saved as', () => {
    expect(EditMemoryBodySchema.safeParse({ visibility: 'connections', anonymous: true }).success).toBe(true)
    expect(EditMemoryBodySchema.safeParse({ anonymous: true }).success).toBe(true)
  })

  it('names the pair it refuses, and says what to do instead in plain words', () => {
    expect(isConnectionsAnonymous({ visibility: 'connections', anonymous: true })).toBe(true)
    expect(isConnectionsAnonymous({ visibility: 'public', anonymous: true })).toBe(false)
    expect(isConnectionsAnonymous({ visibility: 'connections', anonymous: false })).toBe(false)
    expect(ANONYMOUS_CONNECTIONS_MESSAGE).toMatch(/everyone without your name/)
    expect(ANONYMOUS_CONNECTIONS_MESSAGE).toMatch(/connections under your name/)
  })
})

describe("a memory's language", () => {
  it('is English when the composer leaves it out, and only a language Kindred knows', () => {
    expect(CreateMemoryBodySchema.parse(memory).language).toBe('en')
    expect(CreateMemoryBodySchema.parse({ ...memory, language: 'es' }).language).toBe('es')
    for (const language of ['fr', 'ES', 'spanish', '', null, 1])
      expect(CreateMemoryBodySchema.safeParse({ ...memory, language }).success, String(language)).toBe(false)
    expect(EditMemoryBodySchema.parse({ language: 'es' })).toEqual({ language: 'es' })
    expect(EditMemoryBodySchema.safeParse({ language: 'fr' }).success).toBe(false)
  })

  it('narrows the lists only when asked, to a language Kindred knows', () => {
    expect(FeedQuerySchema.parse({}).language).toBeUndefined()
    expect(FeedQuerySchema.parse({ language: 'es' }).language).toBe('es')
    for (const schema of [FeedQuerySchema, SnippetQuerySchema, SearchQuerySchema])
      expect(schema.safeParse({ language: 'fr' }).success).toBe(false)
  })
})
