import { describe, expect, it } from 'vitest'
import { fakeApi, type FakeRequest } from '@/test/fake-api'
import { jsonResponse } from '@/test/fake-response'
import { tag } from '../testing/memory-fixtures'
import { getTags } from './get-tags'

const path = (kind: string) => `GET /memories/api/v1/tags/${kind}/list`

describe('getTags: the seed’s client rule for memory types (§7)', () => {
  it('for emotional effects with mt 2 asks for mt 1 and mt 3 and merges them without duplicate ids', async () => {
    const byMt: Record<string, ReturnType<typeof tag>[]> = {
      '1': [
        tag(1, { kind: 'emotional-effects', mt: [1] }),
        tag(2, { kind: 'emotional-effects', mt: [1, 2, 3] }),
      ],
      '3': [
        tag(2, { kind: 'emotional-effects', mt: [1, 2, 3] }),
        tag(3, { kind: 'emotional-effects', mt: [3] }),
      ],
    }
    const api = fakeApi({
      [path('emotional-effects')]: (request: FakeRequest) =>
        jsonResponse(200, { results: byMt[request.query.get('mt') ?? ''] ?? [] }),
    })
    const tags = await getTags('emotional-effects', 2)
    expect(tags.map((t) => t.id)).toEqual([1, 2, 3])
    const asked = api.requestsTo(path('emotional-effects'))
    expect(asked.map((r) => r.query.get('mt')).sort()).toEqual(['1', '3'])
    for (const request of asked) {
      expect(request.query.get('dis')).toBe('false')
      expect(request.query.get('ist')).toBe('true')
    }
  })

  it.each(['health-effects', 'social-effects'] as const)('for %s sends mt 2 as 3', async (kind) => {
    const api = fakeApi({ [path(kind)]: jsonResponse(200, { results: [tag(7, { kind, mt: [3] })] }) })
    expect((await getTags(kind, 2)).map((t) => t.id)).toEqual([7])
    expect(api.requestsTo(path(kind)).map((r) => r.query.get('mt'))).toEqual(['3'])
  })

  it('sends every other kind and type as it is, in one request', async () => {
    const api = fakeApi({
      [path('feelings')]: jsonResponse(200, { results: [tag(4)] }),
      [path('emotional-effects')]: jsonResponse(200, { results: [tag(5, { kind: 'emotional-effects' })] }),
      [path('health-effects')]: jsonResponse(200, { results: [] }),
    })
    await getTags('feelings', 2)
    await getTags('emotional-effects', 1)
    await getTags('health-effects', 1)
    expect(api.requestsTo(path('feelings')).map((r) => r.query.get('mt'))).toEqual(['2'])
    expect(api.requestsTo(path('emotional-effects')).map((r) => r.query.get('mt'))).toEqual(['1'])
    expect(api.requestsTo(path('health-effects')).map((r) => r.query.get('mt'))).toEqual(['1'])
  })

  it('without a type leaves mt out', async () => {
    const api = fakeApi({ [path('needs')]: jsonResponse(200, { results: [] }) })
    await getTags('needs', null)
    expect(api.requestsTo(path('needs'))[0]?.query.has('mt')).toBe(false)
  })
})
