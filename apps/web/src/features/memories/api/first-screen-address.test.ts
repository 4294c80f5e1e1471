import { beforeEach, describe, expect, it, vi } from 'vitest'
import { firstScreenRequests } from '@kindred/contract/first-screen'
import { jsonResponse, fetchCall } from '@/test/fake-response'
import { getFeed } from './get-feed'

/**
 * The server answers /memories' first screen inside the page for the addresses the contract lists
 * (decision 067); the app uses such an answer only for the very address it asks, so the two must
 * be written the same, or every first visit would wait for the feed again.
 */
const fetchMock = vi.fn<typeof fetch>()
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock)
  fetchMock.mockReset()
  fetchMock.mockImplementation(() =>
    Promise.resolve(jsonResponse(200, { results: [], page: 1, limit: 10, has_next: false })),
  )
})

describe("the feed's first page is asked for as the page carries it", () => {
  it.each([
    ['newest', null, ''],
    ['top', null, 'sort=top'],
    ['newest', 'es', 'language=es'],
    ['top', 'en', 'sort=top&language=en'],
  ] as const)('%s, in %s', async (sort, language, search) => {
    await getFeed(sort, language, 1).catch(() => undefined)
    const [carried] = firstScreenRequests('/memories', new URLSearchParams(search), false)
    expect(fetchCall(fetchMock, 0).url).toBe(carried)
  })
})
