import { describe, expect, it } from 'vitest'
import { withoutAnswerSchemas } from './answers-trusted-in-production'

// What a production build makes of an API file (decision 068): the answer is not checked again, and
// the contract module of its schema is no longer imported, so zod is not loaded for it.
describe('answers trusted in production', () => {
  it('drops the answer schema and its import, keeping the rest of the import', () => {
    const file = [
      "import { MEMORY_PATHS, MemoryAllowanceSchema } from '@kindred/contract/memories'",
      "import { apiRequest } from '@/lib/api-client'",
      '',
      'export const getAllowance = () => apiRequest(MEMORY_PATHS.allowance, { schema: MemoryAllowanceSchema })',
      '',
    ].join('\n')
    expect(withoutAnswerSchemas(file)).toBe(
      [
        "import { MEMORY_PATHS } from '@kindred/contract/memories'",
        "import { apiRequest } from '@/lib/api-client'",
        '',
        'export const getAllowance = () => apiRequest(MEMORY_PATHS.allowance, { schema: undefined })',
        '',
      ].join('\n'),
    )
  })

  it('removes an import left with nothing, and keeps one left with types as a type-only import', () => {
    const file = [
      "import { TagListResponseSchema, type MemoryTag } from '@kindred/contract/memories'",
      "import { HideResponseSchema } from '@kindred/contract/memories'",
      'const a = (): Promise<MemoryTag[]> => apiRequest(P, { schema: TagListResponseSchema })',
      'const b = () => apiRequest(Q, { method: "DELETE", schema: HideResponseSchema })',
    ].join('\n')
    const trusted = withoutAnswerSchemas(file)
    // `import { type MemoryTag }` would still load the module for its effects.
    expect(trusted).toContain("import type { MemoryTag } from '@kindred/contract/memories'")
    expect(trusted).not.toContain('HideResponseSchema')
    expect(trusted).not.toContain('TagListResponseSchema')
    expect(trusted.match(/schema: undefined/g)).toHaveLength(2)
  })

  it('keeps a schema the file still uses for something else, such as checking a form', () => {
    const file = [
      "import { ConnectRequestBodySchema } from '@kindred/contract/connections'",
      'const check = (body: unknown) => ConnectRequestBodySchema.parse(body)',
      'const send = (body: unknown) => apiRequest(P, { method: "POST", body, schema: ConnectRequestBodySchema })',
    ].join('\n')
    const trusted = withoutAnswerSchemas(file)
    expect(trusted).toContain("import { ConnectRequestBodySchema } from '@kindred/contract/connections'")
    expect(trusted).toContain('ConnectRequestBodySchema.parse(body)')
    expect(trusted).toContain('schema: undefined')
  })

  it('leaves a file that names no answer schema as it is', () => {
    const file =
      "import { MEMORY_PATHS } from '@kindred/contract/memories'\nexport const p = MEMORY_PATHS.feed\n"
    expect(withoutAnswerSchemas(file)).toBe(file)
  })
})
