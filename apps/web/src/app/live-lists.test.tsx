import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Connection } from '@kindred/contract/connections'
import type { MeToo } from '@kindred/contract/interactions'
import { ALL_NOTIFICATION_TYPES, type Notification } from '@kindred/contract/notifications'
import { commentKeys } from '@/features/comments/api/keys'
import {
  comment as listedComment,
  commentPage,
  type ListedComment,
} from '@/features/comments/testing/comment-fixtures'
import { connectionKeys } from '@/features/connections/api/keys'
import { interactionKeys } from '@/features/interactions/api/keys'
import { memoryKeys } from '@/features/memories/api/keys'
import { memory } from '@/features/memories/testing/memory-fixtures'
import { preferencesAnswer } from '@/features/memories/testing/preferences-answer'
import {
  fakeEventSources,
  LIST,
  notification,
  notificationPage,
  summary,
  SUMMARY,
} from '@/features/notifications/testing/notification-fixtures'
import { usePreferenceStore } from '@/features/preferences/stores/preference-store'
import { MEMORY_CALLS } from '@/test/api-calls'
import { fakeApi } from '@/test/fake-api'
import { jsonResponse } from '@/test/fake-response'
import { renderApp } from '@/test/render-app'
import { listsConcernedBy } from './live-lists'
import { wireApiClient } from './session-wiring'
import { signInSampleUser } from '@/test/signed-in'

// Lists on screen follow the live notifications (decision 039): what each type concerns, and the
// lists on /home and on a memory's page refreshed when one arrives, without a reload.

const LINK = 'the-blue-kitchen-k3x9q2'
const OTHER = 'the-long-winter-k3x9'
const about = (patch: Partial<Notification['target']>) => ({
  kind: 'memory' as const,
  memory: { shareable_link: LINK, title: 'The blue kitchen' },
  comment_id: null,
  connection_id: null,
  ...patch,
})
const ofType = (type: Notification['type'], target: Partial<Notification['target']> = {}) =>
  notification(7, { type, target: about(target) })

describe('the lists each notification concerns', () => {
  it('names, for each type, the lists it changes for the person told', () => {
    expect(listsConcernedBy(ofType('me_too'))).toEqual([
      interactionKeys.meToos(LINK),
      interactionKeys.memoryStatus(LINK),
    ])
    expect(listsConcernedBy(ofType('comment', { kind: 'comment', comment_id: '42' }))).toEqual([
      commentKeys.forMemory(LINK),
      interactionKeys.memoryStatus(LINK),
    ])
    expect(listsConcernedBy(ofType('reply', { kind: 'comment', comment_id: '43' }))).toEqual([
      commentKeys.forMemory(LINK),
      interactionKeys.memoryStatus(LINK),
    ])
    expect(listsConcernedBy(ofType('memory_love'))).toEqual([interactionKeys.memoryStatus(LINK)])
    expect(listsConcernedBy(ofType('comment_love', { kind: 'comment', comment_id: '42' }))).toEqual([
      interactionKeys.commentStatus('42'),
    ])
    expect(listsConcernedBy(ofType('vote'))).toEqual([
      interactionKeys.votesStatus(LINK),
      interactionKeys.voters(LINK),
    ])
    expect(listsConcernedBy(ofType('feedback'))).toEqual([
      interactionKeys.userFeedback({ kind: 'memory', shareableLink: LINK }),
    ])
    expect(listsConcernedBy(ofType('feedback', { kind: 'comment', comment_id: '42' }))).toEqual([
      interactionKeys.userFeedback({ kind: 'comment', commentId: '42' }),
    ])
    const connection = { kind: 'connection' as const, connection_id: 5 }
    expect(listsConcernedBy(ofType('connection_request', connection))).toEqual([connectionKeys.all])
    expect(listsConcernedBy(ofType('connection_accepted', connection))).toEqual([connectionKeys.all])
    expect(listsConcernedBy(ofType('moderation_outcome', { kind: 'report' }))).toEqual([
      memoryKeys.byLink(LINK),
    ])
    expect(listsConcernedBy(ofType('moderation_outcome', { kind: 'report', comment_id: '42' }))).toEqual([
      commentKeys.forMemory(LINK),
    ])
    expect(listsConcernedBy(ofType('love_back', { kind: 'me_too' }))).toEqual([])
    expect(listsConcernedBy(ofType('report_outcome', { kind: 'report' }))).toEqual([])
  })

  it('concerns no memory’s lists when the person can no longer read the memory', () => {
    for (const type of ALL_NOTIFICATION_TYPES) {
      const keys = listsConcernedBy(ofType(type, { memory: null }))
      expect(keys.flat(), type).not.toContain(LINK)
    }
  })
})

const { myConnections: MINE, mine: MY_MEMORIES, preferences: PREFERENCES, bulk: BULK } = MEMORY_CALLS
const { interactionStatus: STATUS, reactionOptions: OPTIONS } = MEMORY_CALLS
const meTooPath = (link: string) => `GET /api/v1/reaction/me-toos/${link}/`
const commentsPath = (link: string) => `GET /api/v1/comments/list/${link}/10/1`
const empty = { results: [], page: 1, limit: 10, has_next: false }

/** The answers every signed-in page needs around the bell: the counts and the families' lists. */
const bellAnswers = () => ({
  [SUMMARY]: jsonResponse(200, summary()),
  [LIST.me_too]: () => jsonResponse(200, notificationPage([])),
  [LIST.me_too_love]: () => jsonResponse(200, notificationPage([])),
  [LIST.memory_love]: () => jsonResponse(200, notificationPage([])),
  [LIST.general]: () => jsonResponse(200, notificationPage([])),
})

const request = (id: number): Connection => ({
  id,
  status: 'pending',
  direction: 'incoming',
  person: { public_id: 'otter', display_name: 'Gentle Otter' },
  message: 'Your kitchen was mine too.',
  memory: null,
  created_at: '2025-03-01T10:00:00.000Z',
  responded_at: null,
})

beforeEach(() => {
  wireApiClient()
  usePreferenceStore.setState({ categories: [] })
  signInSampleUser()
})

describe('lists on screen when a notification arrives', () => {
  it('/home: a request to connect shows in the connections panel without a reload', async () => {
    const streams = fakeEventSources()
    let waiting: Connection[] = []
    fakeApi({
      ...bellAnswers(),
      [MINE]: (req) =>
        jsonResponse(200, { ...empty, results: req.query.get('status') === 'pending' ? waiting : [] }),
      [MY_MEMORIES]: jsonResponse(200, empty),
      [PREFERENCES]: jsonResponse(200, preferencesAnswer()),
    })
    renderApp('/home')
    const panel = await screen.findByRole('region', { name: 'Connections' })
    expect(await within(panel).findByText(/Nobody is waiting for an answer from you/)).toBeTruthy()
    await expect.poll(() => streams.length).toBe(1)

    waiting = [request(5)]
    streams[0]?.send('notification', {
      notification: notification(9, {
        type: 'connection_request',
        family: 'general',
        target: { kind: 'connection', memory: null, comment_id: null, connection_id: 5 },
        text: 'Gentle Otter asked to connect with you',
        link: '/home',
      }),
      summary: summary({ general: 1 }),
    })
    const requests = await within(panel).findByRole('list', { name: 'Requests to you' })
    expect(within(requests).getByText('Your kitchen was mine too.')).toBeTruthy()
    expect(within(panel).queryByText(/Nobody is waiting for an answer from you/)).toBeNull()
  })

  describe('the author on their memory’s page', () => {
    const meToo = (id: number, name: string): MeToo => ({
      id,
      giver: { public_id: `p-${id}`, display_name: name },
      note: null,
      loved_back: false,
      created_at: '2025-03-01T10:00:00.000Z',
    })
    const comment = (id: string, body: string) => listedComment({ id, body, memory_shareable_link: LINK })

    function memoryPage() {
      const streams = fakeEventSources()
      const server = { meToos: [] as MeToo[], comments: [] as ListedComment[] }
      const api = fakeApi({
        ...bellAnswers(),
        [PREFERENCES]: jsonResponse(200, preferencesAnswer()),
        [OPTIONS]: jsonResponse(200, { results: [{ key: 'me_too', label: 'Me too', targets: ['memory'] }] }),
        [BULK]: jsonResponse(200, { results: [memory({ is_mine: true })], missing: [] }),
        [STATUS]: () =>
          jsonResponse(200, {
            memories: {
              [LINK]: {
                me_too: false,
                love: false,
                counts: { me_too: server.meToos.length, love: 0, comments: server.comments.length, votes: 0 },
              },
            },
            comments: {},
          }),
        'POST /api/v1/interaction/get-votes-status/': jsonResponse(200, {
          results: { [LINK]: { voted: false, count: 0 } },
        }),
        'GET /api/v1/feedback/list': jsonResponse(200, { results: [] }),
        'GET /api/v1/feedback/user-feedback-list': jsonResponse(200, { counts: [], mine: [] }),
        [meTooPath(LINK)]: () => jsonResponse(200, { ...empty, results: server.meToos }),
        [commentsPath(LINK)]: () => jsonResponse(200, commentPage(server.comments)),
      })
      renderApp(`/memories/m/${LINK}`)
      return { streams, server, api }
    }

    const arrives = (streams: ReturnType<typeof fakeEventSources>, n: Notification) =>
      streams[0]?.send('notification', { notification: n, summary: summary({ me_too: 1 }) })

    it('a me too shows in “People who said” without a reload', async () => {
      const { streams, server } = memoryPage()
      const region = await screen.findByRole('region', { name: 'People who said “Me too”' })
      expect(await within(region).findByText(/Nobody has said “Me too” yet/)).toBeTruthy()
      await expect.poll(() => streams.length).toBe(1)

      server.meToos = [meToo(1, 'Gentle Otter')]
      arrives(streams, notification(3, { target: about({}) }))
      expect(await within(region).findByText('Gentle Otter')).toBeTruthy()
    })

    it('a comment shows in the comments without a reload', async () => {
      const { streams, server } = memoryPage()
      expect(await screen.findByRole('heading', { level: 2, name: /^Comments/ })).toBeTruthy()
      await expect.poll(() => streams.length).toBe(1)

      server.comments = [comment('42', 'Ours had a radio too.')]
      arrives(
        streams,
        notification(4, {
          type: 'comment',
          family: 'general',
          target: about({ kind: 'comment', comment_id: '42' }),
        }),
      )
      const list = await screen.findByRole('list', { name: 'Comments' })
      expect(await within(list).findByText('Ours had a radio too.')).toBeTruthy()
    })

    it('a notification about another memory leaves this one’s lists alone', async () => {
      const { streams, api } = memoryPage()
      const region = await screen.findByRole('region', { name: 'People who said “Me too”' })
      expect(await within(region).findByText(/Nobody has said “Me too” yet/)).toBeTruthy()
      expect(await screen.findByRole('heading', { level: 2, name: /^Comments/ })).toBeTruthy()
      await expect.poll(() => streams.length).toBe(1)
      const before = {
        meToos: api.requestsTo(meTooPath(LINK)).length,
        comments: api.requestsTo(commentsPath(LINK)).length,
      }

      arrives(
        streams,
        notification(5, { target: about({ memory: { shareable_link: OTHER, title: 'The long winter' } }) }),
      )
      arrives(
        streams,
        notification(6, {
          type: 'comment',
          family: 'general',
          target: about({ kind: 'comment', comment_id: '8', memory: { shareable_link: OTHER, title: 'x' } }),
        }),
      )
      // The bell took the new count at once; a refetch would have been asked for by now.
      expect(await screen.findByRole('link', { name: 'Notifications, 1 new' })).toBeTruthy()
      await new Promise((resolve) => setTimeout(resolve, 100))
      expect(api.requestsTo(meTooPath(LINK))).toHaveLength(before.meToos)
      expect(api.requestsTo(commentsPath(LINK))).toHaveLength(before.comments)
    })
  })
})
