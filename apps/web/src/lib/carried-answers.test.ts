import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FIRST_SCREEN_ANSWERS_ID } from '@kindred/contract/http'
import { jsonResponse } from '@/test/fake-response'

/**
 * Decision 067: an answer the page came with stands in, once, for the request the app would have
 * made for that address on that page while the page is new; anything else goes to the network.
 */
const FEED = '/api/v1/feed/?page=1&limit=10&sort=newest'
const CARRIED = { results: [{ title: 'Sent with the page' }], page: 1 }
const FROM_NETWORK = { results: [{ title: 'From the network' }], page: 1 }
const fetchMock = vi.fn<typeof fetch>()

/** The page as the server sends it for `path`, and the app's modules as they start on it. */
async function openPage(path: string, answers: { url: string; body: unknown }[], carriedFor = path) {
  document.body.innerHTML = `<div id="root"></div><script type="application/json" id="${FIRST_SCREEN_ANSWERS_ID}">${JSON.stringify({ path: carriedFor, answers })}</script>`
  window.history.replaceState(null, '', path)
  vi.resetModules()
  const { apiRequest } = await import('./api-client')
  const { forgetCarriedAnswers } = await import('./carried-answers')
  return { apiRequest, forgetCarriedAnswers }
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock)
  fetchMock.mockReset()
  fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(200, FROM_NETWORK)))
})
afterEach(() => vi.restoreAllMocks())

describe('answers sent with the page', () => {
  it('answer the first request for their address without the network, once, and leave the document', async () => {
    const { apiRequest } = await openPage('/memories', [{ url: FEED, body: CARRIED }])
    const query = { page: 1, limit: 10, sort: 'newest' }
    expect(await apiRequest('/api/v1/feed/', { query })).toEqual(CARRIED)
    expect(fetchMock).not.toHaveBeenCalled()
    expect(document.getElementById(FIRST_SCREEN_ANSWERS_ID)).toBeNull()
    // A second ask (a refetch) is a real request.
    expect(await apiRequest('/api/v1/feed/', { query })).toEqual(FROM_NETWORK)
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('answer nothing else: another address, another method, another page', async () => {
    const { apiRequest } = await openPage('/memories', [{ url: FEED, body: CARRIED }])
    expect(await apiRequest('/api/v1/feed/', { query: { page: 1, limit: 10, sort: 'top' } })).toEqual(
      FROM_NETWORK,
    )
    expect(await apiRequest(FEED, { method: 'POST' })).toEqual(FROM_NETWORK)
    const elsewhere = await openPage('/home', [{ url: FEED, body: CARRIED }], '/memories')
    expect(await elsewhere.apiRequest(FEED)).toEqual(FROM_NETWORK)
    expect(fetchMock).toHaveBeenCalledTimes(3)
  })

  it('are not used once the page is no longer new, or after a sign-out', async () => {
    const late = await openPage('/memories', [{ url: FEED, body: CARRIED }])
    vi.spyOn(performance, 'now').mockReturnValue(60_000)
    expect(await late.apiRequest(FEED)).toEqual(FROM_NETWORK)
    vi.restoreAllMocks()
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(200, FROM_NETWORK)))
    const signedOut = await openPage('/memories', [{ url: FEED, body: CARRIED }])
    signedOut.forgetCarriedAnswers()
    expect(await signedOut.apiRequest(FEED)).toEqual(FROM_NETWORK)
  })

  it('are checked like any answer: one that does not fit the schema is refused the same way', async () => {
    const { apiRequest } = await openPage('/memories', [{ url: FEED, body: { unexpected: true } }])
    const schema = { parse: (data: unknown) => (data as { results: unknown[] }).results.slice() }
    await expect(apiRequest(FEED, { schema })).rejects.toMatchObject({ code: 'UNEXPECTED_RESPONSE' })
  })

  it('a page without them, or with a broken block, asks the network', async () => {
    document.body.innerHTML = `<script type="application/json" id="${FIRST_SCREEN_ANSWERS_ID}">{not json</script>`
    window.history.replaceState(null, '', '/memories')
    vi.resetModules()
    const { apiRequest } = await import('./api-client')
    expect(await apiRequest(FEED)).toEqual(FROM_NETWORK)
  })
})
