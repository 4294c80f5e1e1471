import { describe, expect, it, vi } from 'vitest'
import { createRequestBatcher } from './request-batcher'

/** A request that answers each key it carried with its length, and says which keys it carried. */
const echo = async (keys: string[]) => ({ keys, lengths: Object.fromEntries(keys.map((k) => [k, k.length])) })

describe('the request batcher', () => {
  it('sends the keys asked for in one tick as one request, each key once, every caller answered', async () => {
    const send = vi.fn(echo)
    const batcher = createRequestBatcher({ send, max: 50 })
    const answers = await Promise.all([batcher.load('a'), batcher.load('bb'), batcher.load('a')])
    expect(send).toHaveBeenCalledTimes(1)
    expect(send).toHaveBeenCalledWith(['a', 'bb'])
    expect(answers.map((answer) => answer.keys)).toEqual([
      ['a', 'bb'],
      ['a', 'bb'],
      ['a', 'bb'],
    ])
  })

  it('splits more keys than one request may carry, each caller answered by the request carrying its key', async () => {
    const send = vi.fn(echo)
    const batcher = createRequestBatcher({ send, max: 50 })
    const keys = Array.from({ length: 120 }, (_, i) => `m${i}`)
    const answers = await Promise.all(keys.map((key) => batcher.load(key)))
    expect(send.mock.calls.map(([sent]) => sent.length)).toEqual([50, 50, 20])
    expect(answers.every((answer, at) => answer.keys.includes(keys[at] ?? ''))).toBe(true)
  })

  it('groups the keys as it is told', async () => {
    const send = vi.fn(echo)
    const byFirstLetter = (keys: string[]) => [keys.filter((k) => k < 'n'), keys.filter((k) => k >= 'n')]
    const batcher = createRequestBatcher({ send, max: 50, group: byFirstLetter })
    await Promise.all(['apple', 'pear', 'fig', 'plum'].map((key) => batcher.load(key)))
    expect(send.mock.calls.map(([sent]) => sent)).toEqual([
      ['apple', 'fig'],
      ['pear', 'plum'],
    ])
  })

  it('fails every key of a failed request, and starts afresh on the next tick', async () => {
    const send = vi.fn<typeof echo>().mockRejectedValueOnce(new Error('offline')).mockImplementation(echo)
    const batcher = createRequestBatcher({ send, max: 50 })
    const first = [batcher.load('a'), batcher.load('b')]
    await expect(first[0]).rejects.toThrow('offline')
    await expect(first[1]).rejects.toThrow('offline')
    expect((await batcher.load('a')).keys).toEqual(['a'])
    expect(send).toHaveBeenCalledTimes(2)
  })

  it('fails the keys of a request that could not even be sent', async () => {
    const batcher = createRequestBatcher<string, never>({
      max: 50,
      send: () => {
        throw new Error('no session')
      },
    })
    await expect(batcher.load('a')).rejects.toThrow('no session')
  })
})
