import { i18n } from '@lingui/core'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  abilitiesFor,
  comment,
  commentPage,
  type ListedComment,
} from '@/features/comments/testing/comment-fixtures'
import { memory, OTHERS_ABILITIES } from '@/features/memories/testing/memory-fixtures'
import { preferencesAnswer } from '@/features/memories/testing/preferences-answer'
import { APPEAL_OPEN } from '@/features/moderation/components/moderation-note'
import {
  fakeEventSources,
  notification,
  summary,
  SUMMARY,
} from '@/features/notifications/testing/notification-fixtures'
import { harassment } from '@/features/moderation/testing/report-reasons'
import { usePreferenceStore } from '@/features/preferences/stores/preference-store'
import { formatDateTime } from '@/lib/format-date'
import { fakeApi, sampleUser } from '@/test/fake-api'
import { jsonResponse } from '@/test/fake-response'
import { renderApp } from '@/test/render-app'
import { wireApiClient } from './session-wiring'
import { signInSampleUser } from '@/test/signed-in'

// Moderation composed into the memories screens (memory-extras.tsx, memories-environment.tsx): the
// author's note and appeal on a memory or comment set aside, and a suspended person's notices.

const LINK = 'the-blue-kitchen-k3x9q2'
const BULK = 'GET /memories/api/v1/memories/get-details-bulk/'
const MINE = 'GET /api/v1/user-preference/get-user-preferences'
const COMMENTS = `GET /api/v1/comments/list/${LINK}/10/1`
const ME_TOOS = `GET /api/v1/reaction/me-toos/${LINK}/`
const APPEAL = 'POST /api/v1/moderation/appeal/'
const STATUS = 'POST /api/v1/interaction/get-interaction-status/'
const emptyPage = { results: [], page: 1, limit: 10, has_next: false }
const removed = {
  state: 'removed' as const,
  rule_label: 'Harassment or bullying',
  appeal: 'available' as const,
  appeal_waits_for_another_moderator: false,
}

const comments = (results: ListedComment[]) => jsonResponse(200, commentPage(results))

const myComment = (moderation: ListedComment['moderation']) =>
  comment({
    id: '77',
    memory_shareable_link: LINK,
    body: 'I was only saying what I saw.',
    author: { public_id: sampleUser.public_id, display_name: 'Quiet Heron' },
    is_mine: true,
    moderation,
  })

const signIn = (suspension: { until: string | null } | null = null) => signInSampleUser({ suspension })

beforeEach(() => {
  wireApiClient()
  usePreferenceStore.setState({ categories: [] })
})

describe('the author of something moderation set aside', () => {
  beforeEach(() => signIn())

  it('reads why above their memory, asks for a second look, and the page says it is open', async () => {
    let appealed = false
    const api = fakeApi({
      [MINE]: jsonResponse(200, preferencesAnswer()),
      [BULK]: () =>
        jsonResponse(200, {
          results: [
            memory({ is_mine: true, moderation: { ...removed, appeal: appealed ? 'open' : 'available' } }),
          ],
          missing: [],
        }),
      [COMMENTS]: comments([]),
      [ME_TOOS]: jsonResponse(200, emptyPage),
      [APPEAL]: () => {
        appealed = true
        return jsonResponse(200, { appeal: 'open', waits_for_another_moderator: false })
      },
    })
    renderApp(`/memories/m/${LINK}`)
    expect(await screen.findByText('Only you can see this memory now.')).toBeTruthy()
    expect(screen.getByText('A moderator removed it under the rule “Harassment or bullying”.')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Ask for a second look' }))
    await userEvent.type(
      screen.getByRole('textbox', { name: 'What would you like the second moderator to know?' }),
      'It is my own story.',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByText(new RegExp(i18n._(APPEAL_OPEN).slice(0, 40)))).toBeTruthy()
    expect(api.bodiesOf(APPEAL)).toEqual([
      { subject_kind: 'memory', subject_id: LINK, note: 'It is my own story.' },
    ])
    await waitFor(() => expect(api.requestsTo(BULK)).toHaveLength(2))
    expect(screen.queryByRole('button', { name: 'Ask for a second look' })).toBeNull()
  })

  it('reads why under their own comment, and appeals it by the comment’s id', async () => {
    const api = fakeApi({
      [MINE]: jsonResponse(200, preferencesAnswer()),
      [BULK]: jsonResponse(200, { results: [memory()], missing: [] }),
      [COMMENTS]: comments([myComment(removed)]),
      [STATUS]: jsonResponse(200, { memories: {}, comments: {} }),
      'POST /api/v1/interaction/get-votes-status/': jsonResponse(200, { results: {} }),
      'GET /api/v1/feedback/list': jsonResponse(200, { results: [] }),
      'GET /api/v1/feedback/user-feedback-list': jsonResponse(200, { counts: [], mine: [] }),
      'POST /api/v1/interaction/get-connect-status/': jsonResponse(200, { results: [], missing: [] }),
      [APPEAL]: jsonResponse(200, { appeal: 'open', waits_for_another_moderator: false }),
    })
    renderApp(`/memories/m/${LINK}`)
    const comment = await screen.findByRole('article', { name: 'Comment by Quiet Heron' })
    expect(within(comment).getByText('Only you can see this comment now.')).toBeTruthy()
    await userEvent.click(within(comment).getByRole('button', { name: 'Ask for a second look' }))
    await userEvent.type(within(comment).getByRole('textbox'), 'I was quoting.')
    await userEvent.click(within(comment).getByRole('button', { name: 'Send' }))
    expect(await within(comment).findByText(new RegExp(i18n._(APPEAL_OPEN).slice(0, 40)))).toBeTruthy()
    expect(api.bodiesOf(APPEAL)).toEqual([
      { subject_kind: 'comment', subject_id: '77', note: 'I was quoting.' },
    ])
    await waitFor(() => expect(api.requestsTo(COMMENTS)).toHaveLength(2))
  })
})

describe('reporting a comment', () => {
  beforeEach(() => signIn())

  it('offers Report on someone else’s comment, never on one’s own, and sends it as a comment', async () => {
    const theirs = {
      ...myComment(null),
      id: '78',
      body: 'You should have known better.',
      author: { public_id: 'u_restless_crow', display_name: 'Restless Crow' },
      is_mine: false,
      abilities: abilitiesFor('member'),
    }
    const api = fakeApi({
      [MINE]: jsonResponse(200, preferencesAnswer()),
      [BULK]: jsonResponse(200, { results: [memory({ is_mine: true })], missing: [] }),
      [COMMENTS]: comments([theirs, myComment(null)]),
      [ME_TOOS]: jsonResponse(200, emptyPage),
      [STATUS]: jsonResponse(200, { memories: {}, comments: {} }),
      'GET /reason/list/2': jsonResponse(200, { results: [harassment] }),
      'POST /api/v1/report/': jsonResponse(201, { status: 'received' }),
    })
    renderApp(`/memories/m/${LINK}`)
    const mine = await screen.findByRole('article', { name: 'Comment by Quiet Heron' })
    expect(within(mine).queryByRole('button', { name: 'Report' })).toBeNull()
    const other = screen.getByRole('article', { name: 'Comment by Restless Crow' })
    await userEvent.click(within(other).getByRole('button', { name: 'Report' }))
    const dialog = await screen.findByRole('dialog', { name: 'Report this comment' })
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'Harassment or bullying' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }))
    expect(await within(dialog).findByText(/A moderator will look at it/)).toBeTruthy()
    expect(api.bodiesOf('POST /api/v1/report/')).toEqual([{ target_kind: 2, target: '78', reason_id: 1 }])
  })
})

describe('reporting a person', () => {
  beforeEach(() => signIn())

  it('offers Report in the options for a memory’s author, and sends it as a person', async () => {
    const api = fakeApi({
      [MINE]: jsonResponse(200, preferencesAnswer()),
      [BULK]: jsonResponse(200, {
        results: [
          memory({
            author: { public_id: 'u_restless_crow', display_name: 'Restless Crow' },
            abilities: OTHERS_ABILITIES,
          }),
        ],
        missing: [],
      }),
      [COMMENTS]: comments([]),
      [STATUS]: jsonResponse(200, { memories: {}, comments: {} }),
      'GET /reason/list/3': jsonResponse(200, {
        results: [
          {
            id: 4,
            slug: 'impersonation',
            label: 'Pretending to be someone else',
            description: 'Uses another person’s name or identity.',
            kind: 'violation',
          },
        ],
      }),
      'POST /api/v1/report/': jsonResponse(201, { status: 'received' }),
    })
    renderApp(`/memories/m/${LINK}`)
    await userEvent.click(await screen.findByRole('button', { name: 'Options for Restless Crow' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Report Restless Crow' }))
    const dialog = await screen.findByRole('dialog', { name: 'Report Restless Crow' })
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'Pretending to be someone else' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }))
    expect(await within(dialog).findByText(/A moderator will look at it/)).toBeTruthy()
    expect(api.bodiesOf('POST /api/v1/report/')).toEqual([
      { target_kind: 3, target: 'u_restless_crow', reason_id: 4 },
    ])
  })
})

describe('a suspended person', () => {
  const until = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString()
  const heading = `Your account is suspended until ${formatDateTime(until)}.`

  it('is told on the feed until when, and again in the composer, which still opens', async () => {
    signIn({ until })
    fakeApi({
      [MINE]: jsonResponse(200, preferencesAnswer()),
      'GET /api/v1/feed/': jsonResponse(200, emptyPage),
    })
    renderApp('/memories')
    expect(await screen.findByText(heading)).toBeTruthy()
    expect(screen.getByText(/but you cannot post, react, comment or connect until then/)).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: /Write a memory|Continue your draft/ }))
    // The composer loads when opened (decision 029).
    const form = await screen.findByRole('form', { name: 'Share a memory' })
    expect(within(form).getByText(heading)).toBeTruthy()
    expect(within(form).getByText(/you cannot share it until then/)).toBeTruthy()
  })

  it('sees the notice go as soon as a moderator lifts the suspension, without a reload', async () => {
    signIn({ until })
    const streams = fakeEventSources()
    let suspended = true
    fakeApi({
      [MINE]: jsonResponse(200, preferencesAnswer()),
      'GET /api/v1/feed/': jsonResponse(200, emptyPage),
      [SUMMARY]: () => jsonResponse(200, summary({ general: suspended ? 0 : 1 })),
      'GET /api/v1/auth/me': () =>
        jsonResponse(200, { user: { ...sampleUser, suspension: suspended ? { until } : null } }),
    })
    renderApp('/memories')
    expect(await screen.findByText(heading)).toBeTruthy()
    // The bell (and its stream) loads after the page.
    await waitFor(() => expect(streams).toHaveLength(1))

    suspended = false
    streams[0]?.send('notification', {
      notification: notification(9, {
        type: 'moderation_outcome',
        family: 'general',
        text: 'A moderator lifted your suspension. You can take part again.',
      }),
      summary: summary({ general: 1 }),
    })
    await waitFor(() => expect(screen.queryByText(heading)).toBeNull())
    expect(screen.getByRole('button', { name: /Write a memory|Continue your draft/ })).toBeTruthy()
  })

  it('is not asked for again on notifications of other kinds', async () => {
    signIn({ until })
    const streams = fakeEventSources()
    const api = fakeApi({
      [MINE]: jsonResponse(200, preferencesAnswer()),
      'GET /api/v1/feed/': jsonResponse(200, emptyPage),
      [SUMMARY]: jsonResponse(200, summary({ me_too: 0 })),
    })
    renderApp('/memories')
    expect(await screen.findByText(heading)).toBeTruthy()
    await waitFor(() => expect(streams).toHaveLength(1))
    streams[0]?.send('notification', { notification: notification(3), summary: summary({ me_too: 1 }) })
    expect(await screen.findByRole('link', { name: 'Notifications, 1 new' })).toBeTruthy()
    expect(api.called('GET /api/v1/auth/me')).toBe(false)
    expect(screen.getByText(heading)).toBeTruthy()
  })

  it('is told above the comment form on a memory’s page, and nothing is said to anyone not suspended', async () => {
    signIn({ until: null })
    const answers = {
      [MINE]: jsonResponse(200, preferencesAnswer()),
      [BULK]: jsonResponse(200, { results: [memory({ is_mine: true })], missing: [] }),
      [COMMENTS]: comments([]),
      [ME_TOOS]: jsonResponse(200, emptyPage),
    }
    fakeApi(answers)
    const { unmount } = renderApp(`/memories/m/${LINK}`)
    const form = await screen.findByRole('form', { name: 'Add a comment' })
    const section = form.closest('section') as HTMLElement
    expect(within(section).getByText('Your account is suspended until a moderator lifts it.')).toBeTruthy()
    expect(within(section).getByText(/you cannot write one until then/)).toBeTruthy()
    unmount()

    signIn(null)
    fakeApi(answers)
    renderApp(`/memories/m/${LINK}`)
    expect(await screen.findByRole('form', { name: 'Add a comment' })).toBeTruthy()
    expect(screen.queryByText(/Your account is suspended/)).toBeNull()
  })
})
