import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '@/lib/query-client'
import { connectStatusQueryOptions } from './get-connect-status'

// What the connect buttons of a whole page put on the wire (SPEC §6 "Batch status").
const apiRequest = vi.hoisted(() => vi.fn())
vi.mock('@/lib/api-client', () => ({ apiRequest }))

beforeEach(() => {
  apiRequest.mockReset()
  apiRequest.mockImplementation(async (_path: string, { body }: { body: { shareable_links: string[] } }) => ({
    results: body.shareable_links
      .filter((link) => link !== 'gone')
      .map((link) =>
        link === 'asked'
          ? { shareable_link: link, status: 'pending_outgoing', connection_id: 7 }
          : { shareable_link: link, status: 'none', connection_id: null },
      ),
    missing: body.shareable_links.filter((link) => link === 'gone'),
  }))
})

const sent = () =>
  apiRequest.mock.calls.map(
    ([, options]) => (options as { body: { shareable_links: string[] } }).body.shareable_links,
  )

describe('the connect status of every memory on screen', () => {
  it('is one request, each memory answered its own entry, a missing one null', async () => {
    const client = createQueryClient()
    const status = (link: string) => client.fetchQuery(connectStatusQueryOptions(link))
    const answers = await Promise.all([status('a'), status('asked'), status('gone')])
    expect(answers).toEqual([
      { status: 'none', connection_id: null },
      { status: 'pending_outgoing', connection_id: 7 },
      null,
    ])
    expect(sent()).toEqual([['a', 'asked', 'gone']])
  })

  it('is one request per 50 memories', async () => {
    const client = createQueryClient()
    await Promise.all(
      Array.from({ length: 120 }, (_, i) => client.fetchQuery(connectStatusQueryOptions(`m${i}`))),
    )
    expect(sent().map((links) => links.length)).toEqual([50, 50, 20])
  })
})
