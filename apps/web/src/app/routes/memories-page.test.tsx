import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { TAG_KIND_SLUGS } from '@kindred/contract/memories-content'
import { fakeApi, type FakeRequest } from '@/test/fake-api'
import { jsonResponse } from '@/test/fake-response'
import { renderApp, renderAppInBrowser } from '@/test/render-app'
import { usePreferenceStore } from '@/features/preferences/stores/preference-store'
import { card, tag } from '@/features/memories/testing/memory-fixtures'
import { preferencesAnswer } from '@/features/memories/testing/preferences-answer'
import { useCookieStore } from '@/features/identity/stores/cookie-store'
import { MEMORIES_INTRO_KEY } from './memories-page'

const FEED = 'GET /api/v1/feed/'
const SNIPPETS = 'GET /memories/memories-list/snippets-r/1/10/'
const OPTIONS = 'GET /api/v1/user-preference/get-options'
const MINE = 'GET /api/v1/user-preference/get-user-preferences'
const INTRO = 'Childhood memories that people chose to share.'
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

  it('goes on by the cursor each page gives, back and forth, and keeps it in the address (decision 063)', async () => {
    const titles = ['The newest one', 'A second-page one', 'A third-page one']
    const api = fakeApi({
      [OPTIONS]: jsonResponse(200, preferencesAnswer({})),
      [FEED]: (request: FakeRequest) => {
        const at = { '': 0, 'start-of-2': 1, 'start-of-3': 2 }[request.query.get('cursor') ?? '']
        if (at === undefined)
          return jsonResponse(400, { statusCode: 400, code: 'CURSOR_INVALID', message: 'no' })
        const n = at + 1
        return jsonResponse(200, {
          results: [card({ hash_id: `m${n}`, title: titles[at], shareable_link: `memory-${n}-abcdef` })],
          page: Number(request.query.get('page')),
          limit: 10,
          has_next: n < 3,
          ...(n < 3 ? { next_cursor: `start-of-${n + 1}` } : {}),
        })
      },
    })
    renderAppInBrowser('/memories')
    expect(await screen.findByRole('link', { name: 'The newest one' })).toBeTruthy()
    expect(api.requestsTo(FEED)[0]?.query.has('cursor')).toBe(false)
    await userEvent.click(screen.getByRole('button', { name: 'Older memories' }))
    expect(await screen.findByRole('link', { name: 'A second-page one' })).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Older memories' }))
    expect(await screen.findByRole('link', { name: 'A third-page one' })).toBeTruthy()
    expect(window.location.search).toBe('?page=3&after=start-of-3')
    expect(api.requestsTo(FEED).map((r) => [r.query.get('page'), r.query.get('cursor')])).toEqual([
      ['1', null],
      ['2', 'start-of-2'],
      ['3', 'start-of-3'],
    ])
    // Back a page: from where page 2 started, not by skipping ten memories.
    await userEvent.click(screen.getByRole('button', { name: 'Newer memories' }))
    expect(await screen.findByRole('link', { name: 'A second-page one' })).toBeTruthy()
    expect(window.location.search).toBe('?page=2&after=start-of-2')
    await userEvent.click(screen.getByRole('button', { name: 'Newer memories' }))
    expect(await screen.findByRole('link', { name: 'The newest one' })).toBeTruthy()
    expect(window.location.search).toBe('')
  })

  it('reads the page by its number when the address holds a cursor the server no longer takes', async () => {
    const api = fakeApi({
      [OPTIONS]: jsonResponse(200, preferencesAnswer({})),
      [FEED]: (request: FakeRequest) =>
        request.query.has('cursor')
          ? jsonResponse(400, {
              statusCode: 400,
              error: 'Bad Request',
              code: 'CURSOR_INVALID',
              message: 'no',
            })
          : page([card({ title: 'Page four by number' })], 4, true),
    })
    renderApp('/memories?page=4&after=from-an-older-server')
    expect(await screen.findByRole('link', { name: 'Page four by number' })).toBeTruthy()
    expect(api.requestsTo(FEED).map((r) => [r.query.get('page'), r.query.get('cursor')])).toEqual([
      ['4', 'from-an-older-server'],
      ['4', null],
    ])
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
            language: 'en',
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

  it('a visitor: introduced in one line the first time, then the memories first; how to share in one line both times', async () => {
    fakeApi({ [OPTIONS]: jsonResponse(200, preferencesAnswer()), [FEED]: page([card()], 1, false) })
    const first = await visit()
    expect(screen.getByText(INTRO)).toBeTruthy()
    expect(screen.getByText(/^To share a memory,/)).toBeTruthy()
    expect(localStorage.getItem(MEMORIES_INTRO_KEY)).toBe('true')
    first.unmount()

    await visit()
    expect(screen.queryByText(INTRO)).toBeNull()
    expect(screen.getByText(/^To share a memory,/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'sign in' })).toBeTruthy()
    // Still a section with its heading for screen readers, only not shown.
    expect(screen.getByRole('heading', { level: 2, name: 'Share a memory' }).className).toBe('sr-only')
  })

  it('signed in: "Write a memory" alone; opened, the heading shows, takes focus, and the composer is there', async () => {
    useCookieStore.getState().signIn({ public_id: 'u_1', display_name: 'Quiet Heron', role: 'user' })
    localStorage.setItem(MEMORIES_INTRO_KEY, 'true')
    fakeApi({ [MINE]: jsonResponse(200, preferencesAnswer()), [FEED]: page([card()], 1, false) })
    await visit()
    expect(screen.queryByText(INTRO)).toBeNull()
    const heading = screen.getByRole('heading', { level: 2, name: 'Share a memory' })
    expect(heading.className).toBe('sr-only')

    await userEvent.click(screen.getByRole('button', { name: 'Write a memory' }))
    expect(await screen.findByRole('form', { name: 'Share a memory' })).toBeTruthy()
    expect(heading.className).not.toContain('sr-only')
    await waitFor(() => expect(document.activeElement).toBe(heading))
  })

  it('on a first visit, signed in: the one-line introduction and "Write a memory" alone, no call to share at length', async () => {
    useCookieStore.getState().signIn({ public_id: 'u_1', display_name: 'Quiet Heron', role: 'user' })
    fakeApi({ [MINE]: jsonResponse(200, preferencesAnswer()), [FEED]: page([card()], 1, false) })
    await visit()
    expect(screen.getByText(INTRO)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Write a memory' })).toBeTruthy()
    expect(screen.getByRole('heading', { level: 2, name: 'Share a memory' }).className).toBe('sr-only')
    expect(screen.queryByText(/You choose who can read it/)).toBeNull()
  })
})

describe('/memories: the order and the tag filter behind "Order and filter" (decision 058)', () => {
  it('are folded beside the list’s heading, open with one tap, and the heading says the order chosen', async () => {
    const api = fakeApi({
      [OPTIONS]: jsonResponse(200, preferencesAnswer()),
      ...tagLists,
      [FEED]: page([card()], 1, false),
    })
    renderApp('/memories')
    expect(await screen.findByRole('link', { name: 'The blue kitchen' })).toBeTruthy()
    const tools = screen.getByRole('button', { name: 'Order and filter' })
    expect(tools.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('group', { name: 'Order' })).toBeNull()
    // Folded, nothing of the tag filter is asked for.
    expect(api.called('GET /memories/api/v1/tags/needs/list')).toBe(false)

    await userEvent.click(tools)
    expect(tools.getAttribute('aria-expanded')).toBe('true')
    const order = await screen.findByRole('group', { name: 'Order' })
    expect(document.getElementById(tools.getAttribute('aria-controls')!)!.contains(order)).toBe(true)
    expect(within(order).getByRole('radio', { name: 'Newest first' })).toHaveProperty('checked', true)
    expect(screen.getByText('Filter by tag', { selector: 'summary' })).toBeTruthy()

    await userEvent.click(within(order).getByRole('radio', { name: 'Most felt this month' }))
    expect(await screen.findByRole('heading', { level: 2, name: 'Most felt this month' })).toBeTruthy()
    await waitFor(() => expect(api.requestsTo(FEED).some((r) => r.query.get('sort') === 'top')).toBe(true))

    // Closed and opened again, it keeps what was chosen.
    await userEvent.click(tools)
    expect(screen.queryByRole('group', { name: 'Order' })).toBeNull()
    await userEvent.click(tools)
    expect(
      within(screen.getByRole('group', { name: 'Order' })).getByRole('radio', {
        name: 'Most felt this month',
      }),
    ).toHaveProperty('checked', true)
  })
})
