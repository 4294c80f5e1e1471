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
import { useCookieStore } from '@/features/identity/stores/cookie-store'
import { MEMORIES_INTRO_KEY } from './memories-page'

const FEED = 'GET /api/v1/feed/'
const SNIPPETS = 'GET /memories/memories-list/snippets-r/1/10/'
const OPTIONS = 'GET /api/v1/user-preference/get-options'
const MINE = 'GET /api/v1/user-preference/get-user-preferences'
const INTRO = 'Childhood memories that people chose to share, and the replies of people who understand.'
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

describe('/memories for someone coming back (decision 040)', () => {
  /** Opens /memories, waits for its first memory, and leaves: one visit. */
  async function visit() {
    const view = renderApp('/memories')
    expect(await screen.findByRole('link', { name: 'The blue kitchen' })).toBeTruthy()
    return view
  }

  it('a visitor: introduced the first time; after that, the memories first and how to share in one line', async () => {
    fakeApi({ [OPTIONS]: jsonResponse(200, preferencesAnswer()), [FEED]: page([card()], 1, false) })
    const first = await visit()
    expect(screen.getByText(INTRO)).toBeTruthy()
    expect(screen.getByText(/^Reading is open to everyone\. To share a memory of your own/)).toBeTruthy()
    expect(localStorage.getItem(MEMORIES_INTRO_KEY)).toBe('true')
    first.unmount()

    await visit()
    expect(screen.queryByText(INTRO)).toBeNull()
    expect(screen.queryByText(/Reading is open to everyone/)).toBeNull()
    expect(screen.getByText(/^To share a memory of your own/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'sign in' })).toBeTruthy()
    // Still a section with its heading for screen readers, only not shown.
    expect(screen.getByRole('heading', { level: 2, name: 'Share a memory' }).className).toBe('sr-only')
    // The order and the tag filter are still there, named.
    const order = screen.getByRole('group', { name: 'Order' })
    expect(within(order).getByRole('radio', { name: 'Newest first' })).toHaveProperty('checked', true)
    expect(within(order).getByRole('radio', { name: 'Most felt this month' })).toBeTruthy()
    expect(screen.getByText('Filter by tag', { selector: 'summary' })).toBeTruthy()
  })

  it('signed in: "Write a memory" alone; opened, the heading shows, takes focus, and the composer is there', async () => {
    useCookieStore.getState().signIn({ public_id: 'u_1', display_name: 'Quiet Heron', role: 'user' })
    localStorage.setItem(MEMORIES_INTRO_KEY, 'true')
    fakeApi({ [MINE]: jsonResponse(200, preferencesAnswer()), [FEED]: page([card()], 1, false) })
    await visit()
    expect(screen.queryByText(INTRO)).toBeNull()
    expect(screen.queryByText(/You choose who can read it/)).toBeNull()
    const heading = screen.getByRole('heading', { level: 2, name: 'Share a memory' })
    expect(heading.className).toBe('sr-only')

    await userEvent.click(screen.getByRole('button', { name: 'Write a memory' }))
    expect(await screen.findByRole('form', { name: 'Share a memory' })).toBeTruthy()
    expect(heading.className).not.toContain('sr-only')
    await waitFor(() => expect(document.activeElement).toBe(heading))
  })
})
