import { describe, expect, it } from 'vitest'
import { markSchemasPure } from './pure-contract-schemas'

const PURE = '/* @__PURE__ */'

// The contract's schemas are marked so the web build can leave out those it never uses: a chain's
// first call alone is not enough, since the bundler keeps `.nullable()` as if it did something.
describe('pure contract schemas', () => {
  it('makes a schema built by a chain of calls inside one call marked pure', () => {
    const marked = markSchemasPure('export const A = z.object({ a: z.string() }).nullable()\n')
    expect(marked.startsWith(`export const A = ${PURE} (() => (`)).toBe(true)
    expect(marked.trimEnd().endsWith('.nullable()))()')).toBe(true)
  })

  it("wraps an object of a schema's fields, whose values call methods as it is made", () => {
    const marked = markSchemasPure('const fields = { author: AuthorSchema.nullable(), n: 1 }\n')
    expect(marked).toBe(`const fields = ${PURE} (() => ({ author: AuthorSchema.nullable(), n: 1 }))()\n`)
  })

  it('leaves plain values and functions as they are, and marks zod calls inside functions', () => {
    const source = [
      "export const PATHS = { feed: '/api/v1/feed/', edit: (id: string) => `/m/${id}` } as const",
      "export const KINDS = ['a', 'b'] as const",
      'export const ListOf = (schema: Z) => z.object({ results: z.array(schema) })',
      '',
    ].join('\n')
    const marked = markSchemasPure(source)
    expect(marked.split('\n').slice(0, 2)).toEqual(source.split('\n').slice(0, 2))
    expect(marked.split('\n')[2]).toBe(
      `export const ListOf = (schema: Z) => ${PURE} z.object({ results: ${PURE} z.array(schema) })`,
    )
  })

  it('does not mark inside comments', () => {
    const source = '/** Like z.object({}) */\nexport const B = 1\n'
    expect(markSchemasPure(source)).toBe(source)
  })
})
