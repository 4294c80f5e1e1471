import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { TAG_KIND_SLUGS } from '@kindred/contract/memories-content'
import { card, searchResult, tag } from '@/features/memories/testing/memory-fixtures'
import { preferencesAnswer } from '@/features/memories/testing/preferences-answer'
import { usePreferenceStore } from '@/features/preferences/stores/preference-store'
import { showLanguage } from '@/lib/i18n/show-language'
import { fakeApi, type FakeRequest } from '@/test/fake-api'
import { jsonResponse } from '@/test/fake-response'
import { renderApp, renderAppInBrowser } from '@/test/render-app'

const FEED = 'GET /api/v1/feed/'
const SEARCH = 'GET /memories/api/v1/search/'
const OPTIONS = 'GET /api/v1/user-preference/get-options'
const page = (results: unknown[]) => jsonResponse(200, { results, page: 1, limit: 10, has_next: false })
const noTags = Object.fromEntries(
  TAG_KIND_SLUGS.map((kind) => [`GET /memories/api/v1/tags/${kind}/list`, page([])]),
)
const english = card({ title: 'The blue kitchen', language: 'en' })
const spanish = card({
  hash_id: 'es1',
  title: 'La cocina azul',
  language: 'es',
  shareable_link: 'la-cocina-azul-q1',
})

/** The server's feed: narrowed to a language when asked, each memory's tag named in the page's language. */
const feed = (request: FakeRequest) => {
  const language = request.query.get('language')
  const worded = request.headers['Accept-Language'] === 'es' ? 'Gritos en casa' : 'Shouting at home'
  const tags = [tag(7, { kind: 'chronic-adverse-events', name: worded })]
  return page(
    [english, spanish].filter((m) => !language || m.language === language).map((m) => ({ ...m, tags })),
  )
}

beforeEach(() => usePreferenceStore.setState({ categories: [] }))
afterEach(() => showLanguage('en'))

describe('/memories narrowed to a language (decision 082)', () => {
  it('offers every language or one, keeps the choice in the address and asks the server for it', async () => {
    const api = fakeApi({ [OPTIONS]: jsonResponse(200, preferencesAnswer()), ...noTags, [FEED]: feed })
    renderAppInBrowser('/memories')
    expect(await screen.findByRole('link', { name: 'La cocina azul' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'The blue kitchen' })).toBeTruthy()
    expect(api.requestsTo(FEED)[0]?.query.has('language')).toBe(false)

    await userEvent.click(screen.getByRole('button', { name: 'Order and filter' }))
    const languages = await screen.findByRole('group', { name: 'Written in' })
    expect(within(languages).getByRole('radio', { name: 'All languages' })).toHaveProperty('checked', true)
    // Each language named in itself, and marked as that language for a screen reader.
    expect(within(languages).getByText('Español').getAttribute('lang')).toBe('es')

    await userEvent.click(within(languages).getByRole('radio', { name: 'Español' }))
    await waitFor(() => expect(screen.queryByRole('link', { name: 'The blue kitchen' })).toBeNull())
    expect(screen.getByRole('link', { name: 'La cocina azul' })).toBeTruthy()
    expect(window.location.search).toBe('?language=es')
    expect(api.requestsTo(FEED).at(-1)?.query.get('language')).toBe('es')
    expect(screen.getByText('Only memories written in Spanish.')).toBeTruthy()

    await userEvent.click(screen.getByRole('button', { name: 'Show every language' }))
    expect(await screen.findByRole('link', { name: 'The blue kitchen' })).toBeTruthy()
    expect(window.location.search).toBe('')
  })

  it('reads the language from the address, and says plainly when none is written in it', async () => {
    const api = fakeApi({
      [OPTIONS]: jsonResponse(200, preferencesAnswer()),
      [FEED]: (request) => (request.query.get('language') === 'en' ? page([]) : feed(request)),
    })
    renderApp('/memories?language=en&sort=top')
    expect(await screen.findByText('No memories written in English yet.')).toBeTruthy()
    expect(api.requestsTo(FEED).map((r) => [r.query.get('sort'), r.query.get('language')])).toEqual([
      ['top', 'en'],
    ])
    await userEvent.click(screen.getAllByRole('button', { name: 'Show every language' })[0]!)
    expect(await screen.findByRole('link', { name: 'The blue kitchen' })).toBeTruthy()
  })

  it('is worded in the language shown: switching it asks again and shows the new words, without a reload', async () => {
    const api = fakeApi({ [OPTIONS]: jsonResponse(200, preferencesAnswer()), [FEED]: feed })
    renderApp('/memories')
    expect((await screen.findAllByRole('link', { name: 'Shouting at home' })).length).toBe(2)

    await act(() => showLanguage('es'))
    expect((await screen.findAllByRole('link', { name: 'Gritos en casa' })).length).toBe(2)
    expect(screen.queryByRole('link', { name: 'Shouting at home' })).toBeNull()
    expect(api.requestsTo(FEED).map((r) => r.headers['Accept-Language'])).toEqual(['en', 'es'])
  })
})

describe('/memories/search narrowed to a language', () => {
  it('sends the language chosen, keeps it in the address, and names it when nothing matched', async () => {
    const api = fakeApi({
      [OPTIONS]: jsonResponse(200, preferencesAnswer()),
      'GET /memories/api/v1/tags/feelings/list': page([]),
      [SEARCH]: (request) => page(request.query.get('language') === 'es' ? [] : [searchResult()]),
    })
    renderAppInBrowser('/memories/search')
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Words to look for' }), 'kitchen')
    const language = screen.getByRole('combobox', { name: 'Written in' })
    expect(within(language).getByRole('option', { name: 'Any language' })).toHaveProperty('selected', true)
    await userEvent.selectOptions(language, 'Español')
    await userEvent.click(screen.getByRole('button', { name: 'Search' }))

    expect(await screen.findByText(/^No memories written in Spanish matched\./)).toBeTruthy()
    expect(window.location.search).toBe('?q=kitchen&language=es')
    expect(api.requestsTo(SEARCH).map((r) => [r.query.get('q'), r.query.get('language')])).toEqual([
      ['kitchen', 'es'],
    ])
  })
})
