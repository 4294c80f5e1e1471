import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { CSRF_HEADER } from '@kindred/contract/http'
import { searchResult } from '@/features/memories/testing/memory-fixtures'
import { preferencesAnswer } from '@/features/memories/testing/preferences-answer'
import { usePreferenceStore } from '@/features/preferences/stores/preference-store'
import { fakeApi } from '@/test/fake-api'
import { jsonResponse } from '@/test/fake-response'
import { renderApp } from '@/test/render-app'

const SEARCH = 'GET /memories/api/v1/search/'
const OPTIONS = 'GET /api/v1/user-preference/get-options'
const results = (items: unknown[]) =>
  jsonResponse(200, { results: items, page: 1, limit: 10, has_next: false })

beforeEach(() => usePreferenceStore.setState({ categories: [] }))

describe('/memories/search', () => {
  it('searches for the words typed and marks them in the results, as a visitor', async () => {
    document.cookie = 'csrfToken=abc; Path=/'
    const api = fakeApi({
      [OPTIONS]: jsonResponse(200, preferencesAnswer()),
      'GET /memories/api/v1/tags/feelings/list': jsonResponse(200, { results: [] }),
      [SEARCH]: results([
        searchResult({
          title_highlight: [
            { text: 'The blue ', match: false },
            { text: 'kitchen', match: true },
          ],
        }),
      ]),
    })
    renderApp('/memories/search')
    expect(await screen.findByText(/Type a few words/)).toBeTruthy()
    expect(api.called(SEARCH)).toBe(false)

    await userEvent.type(screen.getByRole('searchbox', { name: 'Words to look for' }), 'kitchen')
    await userEvent.click(screen.getByRole('button', { name: 'Search' }))
    const link = await screen.findByRole('link', { name: 'The blue kitchen' })
    expect(link.querySelector('mark')?.textContent).toBe('kitchen')
    const request = api.requestsTo(SEARCH)[0]!
    expect(request.query.get('q')).toBe('kitchen')
    expect(request.query.get('limit')).toBe('10')
    // Not signed in: the search goes without authentication (seed §6).
    expect(request.headers[CSRF_HEADER]).toBeUndefined()
    // …while a call of the `always` rule, such as the tag lists, does send it with the same cookie.
    expect(api.requestsTo('GET /memories/api/v1/tags/feelings/list')[0]?.headers[CSRF_HEADER]).toBe('abc')
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Results' })))
  })

  it('says what to try when nothing matches', async () => {
    fakeApi({ [OPTIONS]: jsonResponse(200, preferencesAnswer()), [SEARCH]: results([]) })
    renderApp('/memories/search?q=zebra')
    expect(await screen.findByText(/No memories matched/)).toBeTruthy()
  })
})
