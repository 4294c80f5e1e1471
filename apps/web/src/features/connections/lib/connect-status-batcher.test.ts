import { describe, expect, it, vi } from 'vitest'
import type { ConnectStatusResponse } from '@kindred/contract/connections'
import { createConnectStatusBatcher } from './connect-status-batcher'

const answer = (links: string[]): ConnectStatusResponse => ({
  results: links
    .filter((link) => link !== 'gone')
    .map((link) =>
      link === 'asked'
        ? { shareable_link: link, status: 'pending_outgoing', connection_id: 7 }
        : { shareable_link: link, status: 'none', connection_id: null },
    ),
  missing: links.filter((link) => link === 'gone'),
})

describe('the connect status batcher', () => {
  it('sends the links asked for in one tick together, each once, and answers each its own', async () => {
    const fetchStatuses = vi.fn(async (links: string[]) => answer(links))
    const batcher = createConnectStatusBatcher(fetchStatuses)
    const results = await Promise.all([
      batcher.load('a'),
      batcher.load('asked'),
      batcher.load('a'),
      batcher.load('gone'),
    ])
    const none = { status: 'none', connection_id: null }
    expect(results).toEqual([none, { status: 'pending_outgoing', connection_id: 7 }, none, null])
    expect(fetchStatuses).toHaveBeenCalledTimes(1)
    expect(fetchStatuses).toHaveBeenCalledWith(['a', 'asked', 'gone'])
  })

  it('splits more than the most one request may carry', async () => {
    const fetchStatuses = vi.fn(async (links: string[]) => answer(links))
    const batcher = createConnectStatusBatcher(fetchStatuses, 50)
    await Promise.all(Array.from({ length: 120 }, (_, i) => batcher.load(`m${i}`)))
    expect(fetchStatuses.mock.calls.map(([links]) => links.length)).toEqual([50, 50, 20])
  })

  it('fails every link of a failed request, and starts afresh for the next tick', async () => {
    const fetchStatuses = vi
      .fn<(links: string[]) => Promise<ConnectStatusResponse>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockImplementation(async (links) => answer(links))
    const batcher = createConnectStatusBatcher(fetchStatuses)
    const first = [batcher.load('a'), batcher.load('b')]
    await expect(first[0]).rejects.toThrow('offline')
    await expect(first[1]).rejects.toThrow('offline')
    expect(await batcher.load('a')).toEqual({ status: 'none', connection_id: null })
    expect(fetchStatuses).toHaveBeenCalledTimes(2)
  })
})
