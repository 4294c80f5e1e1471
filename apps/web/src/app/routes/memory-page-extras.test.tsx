import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { useCookieStore } from '@/features/identity/stores/cookie-store'
import {
  card,
  memory,
  OTHERS_ABILITIES,
  VISITORS_ABILITIES,
} from '@/features/memories/testing/memory-fixtures'
import { preferencesAnswer } from '@/features/memories/testing/preferences-answer'
import { usePreferenceStore } from '@/features/preferences/stores/preference-store'
import { formatDateTime } from '@/lib/format-date'
import { fakeApi, sampleUser, type FakeRequest } from '@/test/fake-api'
import { MEMORY_CALLS } from '@/test/api-calls'
import { jsonResponse } from '@/test/fake-response'
import { renderApp } from '@/test/render-app'
import { wireApiClient } from '../session-wiring'
import { signInSampleUser } from '@/test/signed-in'

// The memory card and page with the other features composed into their slots (app/memory-extras.tsx).

const LINK = 'the-blue-kitchen-k3x9q2'
const { bulk: BULK, preferences: MINE, preferenceOptions: OPTIONS, feed: FEED } = MEMORY_CALLS
const { interactionStatus: STATUS, votesStatus: VOTES } = MEMORY_CALLS
const bulk = (found: ReturnType<typeof memory> | null) =>
  jsonResponse(200, { results: found ? [found] : [], missing: found ? [] : [LINK] })

// The page and its extras load lazily (decisions 029, 062); here each is transformed the first time it
// is asked for, which on a busy machine took longer than a test may. Loaded once beforehand, the tests
// time what the page does, not the transform.
beforeAll(async () => {
  await Promise.all([
    import('./memory-page'),
    import('../memory-page-slots'),
    import('../author-menu-slot'),
    import('@/features/interactions/components/signed-in-reactions'),
    import('@/features/interactions/components/feedback-chips'),
    import('@/features/interactions/components/voters-list'),
  ])
}, 120_000)

beforeEach(() => {
  wireApiClient()
  usePreferenceStore.setState({ categories: [] })
})

describe('the memory page with its extras', () => {
  it('invites a visitor to sign in to say it, and shows the comments', async () => {
    const found = memory({ abilities: VISITORS_ABILITIES })
    const api = fakeApi({ [OPTIONS]: jsonResponse(200, preferencesAnswer()), [BULK]: bulk(found) })
    renderApp(`/memories/m/${LINK}`)
    await userEvent.click(await screen.findByRole('button', { name: 'Me too' }))
    expect(screen.getByRole('link', { name: 'Sign in to say Me too' }).getAttribute('href')).toBe('/login')
    // The comments come with their own chunk, a moment after the memory (decision 029).
    expect(await screen.findByRole('heading', { level: 2, name: /Comments/ })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Report' })).toBeNull()
    expect(api.called(STATUS)).toBe(false)
  })

  describe('signed in', () => {
    beforeEach(() => signInSampleUser())

    it('puts the reactions, kind words, connect, report and comments on someone else’s memory', async () => {
      const api = fakeApi({
        [MINE]: jsonResponse(200, preferencesAnswer()),
        [BULK]: bulk(
          memory({ counts: { me_too: 1, love: 2, comments: 0, votes: 0 }, abilities: OTHERS_ABILITIES }),
        ),
        'POST /api/v1/interaction/get-interaction-status/': jsonResponse(200, {
          memories: {
            [LINK]: { me_too: false, love: true, counts: { me_too: 1, love: 2, comments: 0, votes: 0 } },
          },
          comments: {},
        }),
        'POST /api/v1/interaction/get-votes-status/': jsonResponse(200, {
          results: { [LINK]: { voted: false, count: 0 } },
        }),
        'GET /api/v1/feedback/list': jsonResponse(200, {
          results: [{ id: 1, slug: 'i-believe-you', label: 'I believe you', applies_to: ['memory'] }],
        }),
        'GET /api/v1/feedback/user-feedback-list': jsonResponse(200, { counts: [], mine: [] }),
        'POST /api/v1/interaction/get-connect-status/': jsonResponse(200, {
          results: [{ shareable_link: LINK, status: 'none', connection_id: null }],
          missing: [],
        }),
      })
      renderApp(`/memories/m/${LINK}`)
      expect(await screen.findByRole('button', { name: 'Love 2', pressed: true })).toBeTruthy()
      expect(await screen.findByRole('button', { name: 'I believe you', pressed: false })).toBeTruthy()
      expect(await screen.findByRole('button', { name: 'Ask to connect' })).toBeTruthy()
      expect(screen.getByRole('button', { name: 'Report' })).toBeTruthy()
      expect(screen.getByRole('heading', { level: 2, name: /Comments/ })).toBeTruthy()
      expect(await screen.findByRole('button', { name: /Options for Quiet Heron/ })).toBeTruthy()
      expect(api.requestsTo('POST /api/v1/interaction/get-interaction-status/')).toHaveLength(1)
    })

    it('tells a new account from when it can ask to connect, as the session says, before it writes', async () => {
      const until = new Date(Date.now() + 5 * 3_600_000).toISOString()
      useCookieStore.getState().signIn({ ...sampleUser, new_account: { until } })
      const api = fakeApi({
        [MINE]: jsonResponse(200, preferencesAnswer()),
        [BULK]: bulk(
          memory({
            author: { public_id: 'otter', display_name: 'Gentle Otter' },
            abilities: OTHERS_ABILITIES,
          }),
        ),
        [STATUS]: jsonResponse(200, { memories: {}, comments: {} }),
        [VOTES]: jsonResponse(200, { results: {} }),
        'GET /api/v1/feedback/list': jsonResponse(200, { results: [] }),
        'GET /api/v1/feedback/user-feedback-list': jsonResponse(200, { counts: [], mine: [] }),
        'POST /api/v1/interaction/get-connect-status/': jsonResponse(200, {
          results: [{ shareable_link: LINK, status: 'none', connection_id: null }],
          missing: [],
        }),
      })
      renderApp(`/memories/m/${LINK}`)
      const wait = await screen.findByText(/You can ask Gentle Otter to connect from/)
      expect(wait.textContent).toBe(`You can ask Gentle Otter to connect from ${formatDateTime(until)}.`)
      expect(screen.queryByRole('button', { name: 'Ask to connect' })).toBeNull()
      expect(api.called('POST /api/v1/connect/request/')).toBe(false)
    })

    it('shows its author the counts and who said me too, with nothing to press on their own memory', async () => {
      fakeApi({
        [MINE]: jsonResponse(200, preferencesAnswer()),
        [BULK]: bulk(memory({ is_mine: true, counts: { me_too: 1, love: 0, comments: 0, votes: 0 } })),
        'GET /api/v1/reaction/me-toos/the-blue-kitchen-k3x9q2/': jsonResponse(200, {
          results: [
            {
              id: 9,
              giver: null,
              note: 'Thank you for writing this.',
              loved_back: false,
              created_at: '2025-03-02T10:00:00.000Z',
            },
          ],
          page: 1,
          limit: 10,
          has_next: false,
        }),
      })
      renderApp(`/memories/m/${LINK}`)
      expect(await screen.findByRole('heading', { name: /People who said/ })).toBeTruthy()
      expect(await screen.findByText('Thank you for writing this.')).toBeTruthy()
      expect(screen.getByText('Someone (without their name)')).toBeTruthy()
      expect(screen.queryByRole('button', { name: /^Love/ })).toBeNull()
      expect(screen.queryByRole('button', { name: 'Report' })).toBeNull()
      expect(screen.queryByRole('button', { name: 'Ask to connect' })).toBeNull()
    })

    it('asks for the state of every card of the feed in one request of each kind', async () => {
      const links = Array.from({ length: 10 }, (_, i) => `memory-number-${i}`)
      const api = fakeApi({
        [MINE]: jsonResponse(200, preferencesAnswer()),
        [FEED]: jsonResponse(200, {
          results: links.map((link, i) =>
            card({
              hash_id: `h${i}`,
              shareable_link: link,
              title: `Memory ${i}`,
              abilities: OTHERS_ABILITIES,
            }),
          ),
          page: 1,
          limit: 10,
          has_next: false,
        }),
        [STATUS]: (request: FakeRequest) =>
          jsonResponse(200, {
            memories: Object.fromEntries(
              (request.body as { shareable_links: string[] }).shareable_links.map((link) => [
                link,
                { me_too: false, love: false, counts: { me_too: 0, love: 1, comments: 0, votes: 0 } },
              ]),
            ),
            comments: {},
          }),
        [VOTES]: jsonResponse(200, { results: {} }),
      })
      renderApp('/memories')
      await waitFor(() =>
        expect(screen.getAllByRole('button', { name: 'Love 1', pressed: false })).toHaveLength(10),
      )
      expect(api.requestsTo(STATUS)).toHaveLength(1)
      expect(api.requestsTo(VOTES)).toHaveLength(1)
      expect(api.called('GET /api/v1/feedback/user-feedback-list')).toBe(false)
    })
  })
})
