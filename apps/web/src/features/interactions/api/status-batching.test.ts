import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '@/lib/query-client'
import { commentStatusQueryOptions, memoryStatusQueryOptions } from './get-interaction-status'
import { votesStatusQueryOptions } from './get-votes-status'

// What the status calls put on the wire when a whole page asks at once (SPEC §6 "Batch status").
const apiRequest = vi.hoisted(() => vi.fn())
vi.mock('@/lib/api-client', () => ({ apiRequest }))

const counts = { me_too: 1, love: 2, comments: 3, votes: 4 }
type Body = { shareable_links: string[]; comment_ids?: number[] }

beforeEach(() => {
  apiRequest.mockReset()
  apiRequest.mockImplementation(async (path: string, { body }: { body: Body }) =>
    path.includes('votes')
      ? {
          results: Object.fromEntries(
            body.shareable_links.map((link) => [link, { voted: link === 'v-1', count: 2 }]),
          ),
        }
      : {
          memories: Object.fromEntries(
            body.shareable_links
              .filter((link) => link !== 'gone')
              .map((link) => [link, { me_too: true, love: false, counts }]),
          ),
          comments: Object.fromEntries(
            (body.comment_ids ?? []).map((id) => [String(id), { love: id % 2 === 0, count: id }]),
          ),
        },
  )
})

const bodies = () => apiRequest.mock.calls.map(([, options]) => (options as { body: Body }).body)

describe('the interaction status of everything on screen', () => {
  it('is one request, each memory and comment answered its own, one left out answered null', async () => {
    const client = createQueryClient()
    const memory = (link: string) => client.fetchQuery(memoryStatusQueryOptions(link))
    const comment = (id: string) => client.fetchQuery(commentStatusQueryOptions(id))
    const [first, gone, four, seven] = await Promise.all([
      memory('one'),
      memory('gone'),
      comment('4'),
      comment('7'),
    ])
    expect(first).toEqual({ me_too: true, love: false, counts })
    expect(gone).toBeNull()
    expect(four).toEqual({ love: true, count: 4 })
    expect(seven).toEqual({ love: false, count: 7 })
    expect(bodies()).toEqual([{ shareable_links: ['one', 'gone'], comment_ids: [4, 7] }])
  })

  it('never carries more than 50 links or 50 comments in one request', async () => {
    const client = createQueryClient()
    await Promise.all([
      ...Array.from({ length: 120 }, (_, i) => client.fetchQuery(memoryStatusQueryOptions(`m-${i}`))),
      ...Array.from({ length: 60 }, (_, i) => client.fetchQuery(commentStatusQueryOptions(String(i + 1)))),
    ])
    expect(bodies().map((body) => [body.shareable_links.length, body.comment_ids?.length])).toEqual([
      [50, 50],
      [50, 10],
      [20, 0],
    ])
  })
})

describe('the votes status of everything on screen', () => {
  it('is one request per 50 memories, each answered its own', async () => {
    const client = createQueryClient()
    const answers = await Promise.all(
      Array.from({ length: 55 }, (_, i) => client.fetchQuery(votesStatusQueryOptions(`v-${i}`))),
    )
    expect(answers[1]).toEqual({ voted: true, count: 2 })
    expect(answers[2]).toEqual({ voted: false, count: 2 })
    expect(bodies().map((body) => body.shareable_links.length)).toEqual([50, 5])
  })
})
