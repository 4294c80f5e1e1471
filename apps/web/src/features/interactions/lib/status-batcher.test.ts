import { describe, expect, it, vi } from 'vitest'
import type { InteractionStatusResponse, VotesStatusResponse } from '@kindred/contract/interactions'
import { createInteractionStatusBatcher, createVotesStatusBatcher } from './status-batcher'

const counts = { me_too: 1, love: 2, comments: 3, votes: 4 }

function statusFor(links: string[], ids: number[]): InteractionStatusResponse {
  return {
    memories: Object.fromEntries(
      links.filter((link) => link !== 'gone').map((link) => [link, { me_too: true, love: false, counts }]),
    ),
    comments: Object.fromEntries(ids.map((id) => [String(id), { love: id % 2 === 0, count: id }])),
  }
}

describe('the interaction status batcher', () => {
  it('sends what was asked in one tick as one request, each caller getting its own item', async () => {
    const fetchStatus = vi.fn(async (links: string[], ids: number[]) => statusFor(links, ids))
    const batcher = createInteractionStatusBatcher(fetchStatus)
    const memories = Array.from({ length: 10 }, (_, i) => batcher.loadMemory(`memory-${i}`))
    const comments = [batcher.loadComment(4), batcher.loadComment(7)]
    const twice = batcher.loadMemory('memory-0')
    const gone = batcher.loadMemory('gone')

    expect(await memories[3]).toEqual({ me_too: true, love: false, counts })
    expect(await comments[0]).toEqual({ love: true, count: 4 })
    expect(await comments[1]).toEqual({ love: false, count: 7 })
    expect(await twice).toEqual({ me_too: true, love: false, counts })
    expect(await gone).toBeNull()
    expect(fetchStatus).toHaveBeenCalledTimes(1)
    expect(fetchStatus.mock.calls[0]?.[0]).toHaveLength(11)
    expect(fetchStatus.mock.calls[0]?.[1]).toEqual([4, 7])
  })

  it('never sends more than 50 links or 50 comments in one request', async () => {
    const fetchStatus = vi.fn(async (links: string[], ids: number[]) => statusFor(links, ids))
    const batcher = createInteractionStatusBatcher(fetchStatus)
    await Promise.all([
      ...Array.from({ length: 120 }, (_, i) => batcher.loadMemory(`m-${i}`)),
      ...Array.from({ length: 60 }, (_, i) => batcher.loadComment(i + 1)),
    ])
    expect(fetchStatus.mock.calls.map(([links, ids]) => [links.length, ids.length])).toEqual([
      [50, 50],
      [50, 10],
      [20, 0],
    ])
  })

  it('fails every item of a request that failed, and asks again next time', async () => {
    const fetchStatus = vi
      .fn<(links: string[], ids: number[]) => Promise<InteractionStatusResponse>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockImplementation(async (links, ids) => statusFor(links, ids))
    const batcher = createInteractionStatusBatcher(fetchStatus)
    const first = batcher.loadMemory('one')
    const second = batcher.loadComment(2)
    await expect(first).rejects.toThrow('offline')
    await expect(second).rejects.toThrow('offline')
    expect(await batcher.loadMemory('one')).toEqual({ me_too: true, love: false, counts })
    expect(fetchStatus).toHaveBeenCalledTimes(2)
  })
})

describe('the votes status batcher', () => {
  it('sends one request per tick, in groups of 50', async () => {
    const fetchStatus = vi.fn(async (links: string[]): Promise<VotesStatusResponse> => ({
      results: Object.fromEntries(links.map((link) => [link, { voted: link === 'v-1', count: 2 }])),
    }))
    const batcher = createVotesStatusBatcher(fetchStatus)
    const answers = await Promise.all(Array.from({ length: 55 }, (_, i) => batcher.load(`v-${i}`)))
    expect(answers[1]).toEqual({ voted: true, count: 2 })
    expect(answers[2]).toEqual({ voted: false, count: 2 })
    expect(fetchStatus.mock.calls.map(([links]) => links.length)).toEqual([50, 5])
  })
})
