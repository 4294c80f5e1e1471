import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { TAG_KIND_SLUGS } from '@kindred/contract/memories-content'
import { fakeApi, type FakeRequest } from '@/test/fake-api'
import { jsonResponse } from '@/test/fake-response'
import { renderApp } from '@/test/render-app'
import { usePreferenceStore } from '@/features/preferences/stores/preference-store'
import { card, tag } from '@/features/memories/testing/memory-fixtures'
import { preferencesAnswer } from '@/features/memories/testing/preferences-answer'

const FEED = 'GET /api/v1/feed/'
const SNIPPETS = 'GET /memories/memories-list/snippets-r/1/10/'
const OPTIONS = 'GET /api/v1/user-preference/get-options'
const page = (results: unknown[], pageNumber: number, hasNext: boolean) =>
  jsonResponse(200, { results, page: pageNumber, limit: 10, has_next: hasNext })

const tagLists = Object.fromEntries(
  TAG_KIND_SLUGS.map((kind) => [
    `GET /memories/api/v1/tags/${kind}/list`,
    jsonResponse(200, {
      results: kind === 'needs' ? [tag(41, { kind, slug: 'to-be-believed', name: 'To be believed' })] : [],
    }),
  ]),
)

// A visitor's preferences outlive a test in the store's memory; each test starts from none.
beforeEach(() => usePreferenceStore.setState({ categories: [] }))

describe('/memories', () => {
  it('lists the feed ten at a time, and "Older memories" asks for the next page', async () => {
    const api = fakeApi({
      [OPTIONS]: jsonResponse(200, preferencesAnswer({ empathy: 'i-hear-you' })),
      [FEED]: (request: FakeRequest) =>
        request.query.get('page') === '2'
          ? page(
              [card({ hash_id: 'older1', title: 'An older one', shareable_link: 'an-older-one-x1' })],
              2,
              false,
            )
          : page([card()], 1, true),
    })
    renderApp('/memories')
    expect(await screen.findByRole('link', { name: 'The blue kitchen' })).toBeTruthy()
    expect(await screen.findByRole('button', { name: 'I hear you' })).toBeTruthy()
    expect(api.requestsTo(FEED)[0]?.query.get('limit')).toBe('10')

    await userEvent.click(screen.getByRole('button', { name: 'Older memories' }))
    expect(await screen.findByRole('link', { name: 'An older one' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Older memories' })).toBeNull()
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Recent memories' })),
    )
  })

  it('folds a memory matching a filter the visitor turned on', async () => {
    fakeApi({
      [OPTIONS]: jsonResponse(200, preferencesAnswer({ filters: ['neglect'] })),
      [FEED]: page([card({ title: 'Going without', content_warnings: ['neglect'] })], 1, false),
    })
    renderApp('/memories')
    expect(await screen.findByText(/It may touch on Neglect/)).toBeTruthy()
    expect(screen.queryByText('Going without')).toBeNull()
  })

  it('resolves /memories?tag=<slug> through the tag lists and shows the snippets carrying it', async () => {
    const api = fakeApi({
      [OPTIONS]: jsonResponse(200, preferencesAnswer()),
      ...tagLists,
      [SNIPPETS]: page(
        [
          {
            hash_id: 'snip1',
            shareable_link: 'nobody-listened-q1',
            title: 'Nobody listened',
            snippet: 'I told my teacher and',
            truncated: true,
            mt: 1,
            tags: [],
            content_warnings: [],
            author: null,
            created_at: '2025-03-01T10:00:00.000Z',
            counts: { me_too: 2, comments: 0 },
          },
        ],
        1,
        false,
      ),
    })
    renderApp('/memories?tag=to-be-believed')
    expect(await screen.findByRole('link', { name: 'Nobody listened' })).toBeTruthy()
    expect(api.requestsTo(SNIPPETS)[0]?.query.get('tag_ids')).toBe('41')
    expect(api.called(FEED)).toBe(false)
    const chosen = screen.getByText('Showing memories tagged with any of:').parentElement!
    expect(within(chosen).getByRole('button', { name: /To be believed/ })).toBeTruthy()
    expect(screen.getByText('Shared anonymously')).toBeTruthy()
  })

  it('says what to do next when nobody has shared anything yet', async () => {
    fakeApi({ [OPTIONS]: jsonResponse(200, preferencesAnswer()), [FEED]: page([], 1, false) })
    renderApp('/memories')
    expect(await screen.findByText(/Nobody has shared a memory yet/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'sign in' })).toBeTruthy()
  })
})
