import { beforeEach, describe, expect, it, vi } from 'vitest'
import { firstScreenRequests } from '@kindred/contract/first-screen'
import { fetchCall, jsonResponse } from '@/test/fake-response'
import { getOptions } from './get-options'

/**
 * A visitor's /memories carries the preference options its cards wait for (decisions 067, 068); the
 * app uses a carried answer only for the very address it asks, so the two must be written the same.
 */
const fetchMock = vi.fn<typeof fetch>()
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock)
  fetchMock.mockReset()
  fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(200, { categories: [] })))
})

describe("a visitor's preference options are asked for as the page carries them", () => {
  it('at the address the contract lists after the feed', async () => {
    await getOptions().catch(() => undefined)
    const [, carried] = firstScreenRequests('/memories', new URLSearchParams(''), false)
    expect(carried).toBeDefined()
    expect(fetchCall(fetchMock, 0).url).toBe(carried)
  })
})
