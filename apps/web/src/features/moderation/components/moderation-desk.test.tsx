import { i18n } from '@lingui/core'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LOG_DECISIONS } from '@kindred/contract/moderation-queue'
import { fakeApi } from '@/test/fake-api'
import { errorResponse, jsonResponse } from '@/test/fake-response'
import {
  logEntry,
  queuePage,
  reportedComment,
  reportedGuideComment,
  reportedMemory,
  reportedPerson,
} from '../testing/queue-fixtures'
import {
  DECIDE,
  LOG,
  QUEUE,
  emptyDesk,
  listOf,
  renderDesk,
  decisionAnswer,
  renderDeciding,
  renderFailing,
} from '../testing/render-desk'
import { expectAskedFirst } from '../testing/asked-first'
import { DECIDED_ELSEWHERE, DISMISSED, DISMISSED_PERSON, HIDDEN, REMOVED, SUSPENDED } from './decision-area'
import { MODERATORS_ONLY } from './moderation-desk'
import { EMPTY_QUEUE, QUEUE_REFRESH_MS, QUEUE_REFRESH_NOTE } from './moderation-queue'

const queueList = () => screen.findByRole('list', { name: /Reports waiting/ })
const itemOf = async (heading: RegExp) =>
  (await screen.findByRole('heading', { name: heading })).closest('li') as HTMLElement

describe('who sees the queue', () => {
  it('explains the page to anyone who does not moderate, and asks nothing of the server', () => {
    const api = fakeApi({})
    renderDesk(false)
    expect(screen.getByText(i18n._(MODERATORS_ONLY))).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Reports waiting' })).toBeNull()
    expect(api.fetchMock).not.toHaveBeenCalled()
  })

  it('thanks the moderator when nothing is waiting', async () => {
    fakeApi(emptyDesk())
    renderDesk()
    expect(await screen.findByText(i18n._(EMPTY_QUEUE))).toBeTruthy()
  })
})

describe('an item in the queue', () => {
  it('says what it is, how often and why it was reported, and what reporters added', async () => {
    fakeApi({
      ...emptyDesk(),
      [QUEUE]: jsonResponse(200, queuePage([reportedMemory, reportedGuideComment])),
    })
    renderDesk()
    const items = within(await queueList()).getAllByRole('heading', { level: 3 })
    expect(items.map((heading) => heading.textContent)).toEqual([
      'A memory, 2 reports',
      'A comment on the guide, 1 report',
    ])
    const memory = await itemOf(/A memory/)
    expect(within(memory).getByText('Harassment or bullying: 1')).toBeTruthy()
    expect(within(memory).getByText('Graphic detail without a warning: 1')).toBeTruthy()
    expect(within(memory).getByText('It names my sister.')).toBeTruthy()
    expect(
      within(memory)
        .getByText(/First reported/)
        .querySelectorAll('time'),
    ).toHaveLength(2)
    expect(within(memory).getByRole('link', { name: 'See the memory in Kindred' }).getAttribute('href')).toBe(
      '/memories/m/first-snow-k3x9',
    )

    const guideComment = await itemOf(/A comment on the guide/)
    expect(within(guideComment).queryByRole('link')).toBeNull()
    expect(
      within(guideComment)
        .getByText(/First reported/)
        .querySelectorAll('time'),
    ).toHaveLength(1)
  })

  it('keeps the reported text folded until asked, then shows it as plain text with its line breaks', async () => {
    fakeApi({
      ...emptyDesk(),
      [QUEUE]: jsonResponse(200, queuePage([reportedMemory])),
    })
    renderDesk()
    const memory = await itemOf(/A memory/)
    const show = within(memory).getByRole('button', { name: 'Show the reported text' })
    expect(show.getAttribute('aria-expanded')).toBe('false')
    expect(within(memory).queryByText(/The first line/)).toBeNull()

    await userEvent.click(show)
    expect(show.getAttribute('aria-expanded')).toBe('true')
    const text = document.getElementById(show.getAttribute('aria-controls')!)!
    expect(text.textContent).toBe('The first line.\nThe second <b>line</b>.')
    expect(text.querySelector('b')).toBeNull()
    expect(text.className).toContain('whitespace-pre-wrap')
    expect(document.activeElement).toBe(text)

    await userEvent.click(show)
    expect(within(memory).queryByText(/The first line/)).toBeNull()
  })
})

describe('new reports', () => {
  // A report tells no moderator (no notification): the queue is read again every minute.
  afterEach(() => vi.useRealTimers())

  it('come in every minute while the page is open, and not while the moderator is working in the list', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const server = listOf([reportedMemory])
    const api = fakeApi({ ...emptyDesk(), [QUEUE]: server.answer })
    renderDesk()
    const memory = await itemOf(/A memory/)
    expect(screen.getByText(i18n._(QUEUE_REFRESH_NOTE))).toBeTruthy()

    // Someone reports a person: within the minute, it is in the queue.
    server.items.push(reportedPerson)
    vi.advanceTimersByTime(QUEUE_REFRESH_MS)
    expect(await screen.findByRole('heading', { name: 'A person, 2 reports' })).toBeTruthy()
    expect(api.requestsTo(QUEUE)).toHaveLength(2)

    // While a decision is being made there, the list stays as it is.
    await userEvent.click(within(memory).getByRole('button', { name: 'Dismiss: it stays up' }))
    server.items.push(reportedComment)
    vi.advanceTimersByTime(QUEUE_REFRESH_MS)
    expect(api.requestsTo(QUEUE)).toHaveLength(2)
    expect(screen.queryByRole('heading', { name: /^A comment, / })).toBeNull()

    // Once the moderator is elsewhere, it comes in.
    ;(document.activeElement as HTMLElement | null)?.blur()
    vi.advanceTimersByTime(QUEUE_REFRESH_MS)
    expect(await screen.findByRole('heading', { name: 'A comment, 1 report' })).toBeTruthy()
  })
})

describe('dismissing', () => {
  it('asks first, then dismisses, says so and moves focus to the next item', async () => {
    const api = renderDeciding({
      items: [reportedMemory, reportedGuideComment],
      decided: reportedMemory,
      answer: decisionAnswer('dismiss', 2),
    })
    const memory = await itemOf(/A memory/)
    await expectAskedFirst(memory, 'Dismiss: it stays up', /^Dismiss these reports\?/, () =>
      api.called(DECIDE),
    )
    await userEvent.click(within(memory).getByRole('button', { name: 'Yes, dismiss' }))
    expect((await screen.findByText(i18n._(DISMISSED))).getAttribute('role')).toBe('status')
    expect(api.bodiesOf(DECIDE)).toEqual([
      { subject_kind: 'memory', subject_id: 'first-snow-k3x9', decision: 'dismiss' },
    ])
    await waitFor(() => expect(screen.queryByRole('heading', { name: /A memory/ })).toBeNull())
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('heading', { name: 'A comment on the guide, 1 report' }),
      ),
    )
  })

  it('hides a memory under the rule the moderator chooses among its reasons', async () => {
    const api = renderDeciding({
      items: [reportedMemory, reportedGuideComment],
      decided: reportedMemory,
      answer: decisionAnswer('hide', 2),
    })
    const memory = await itemOf(/A memory/)
    expect(within(memory).queryByRole('button', { name: 'Suspend…' })).toBeNull()
    await expectAskedFirst(memory, 'Hide or remove it…', /^Which rule does it break\?/, () =>
      api.called(DECIDE),
    )
    await userEvent.click(within(memory).getByRole('radio', { name: 'Graphic detail without a warning' }))
    await userEvent.click(within(memory).getByRole('button', { name: 'Hide it' }))
    expect((await screen.findByText(i18n._(HIDDEN))).getAttribute('role')).toBe('status')
    expect(api.bodiesOf(DECIDE)).toEqual([
      { subject_kind: 'memory', subject_id: 'first-snow-k3x9', decision: 'hide', rule: 'graphic' },
    ])
  })

  it.each([
    ['a comment', reportedComment, /^A comment, /],
    ['a comment on the guide', reportedGuideComment, /^A comment on the guide/],
  ])('removes %s under a rule, and says so', async (_name, item, heading) => {
    const api = renderDeciding({ items: [item], decided: item, answer: decisionAnswer('remove', 1) })
    const shown = await itemOf(heading)
    await userEvent.click(within(shown).getByRole('button', { name: 'Hide or remove it…' }))
    expect(within(shown).getByRole('radio', { name: item.reasons[0]!.label })).toHaveProperty('checked', true)
    await userEvent.click(within(shown).getByRole('button', { name: 'Remove it' }))
    expect((await screen.findByText(i18n._(REMOVED))).getAttribute('role')).toBe('status')
    expect(api.bodiesOf(DECIDE)).toEqual([
      {
        subject_kind: item.subject.kind,
        subject_id: item.subject.id,
        decision: 'remove',
        rule: item.reasons[0]!.slug,
      },
    ])
    await waitFor(() => expect(screen.queryByRole('heading', { name: heading })).toBeNull())
  })

  it('focuses the queue’s heading after the last item, which leaves the thanks', async () => {
    renderDeciding({
      items: [reportedGuideComment],
      decided: reportedGuideComment,
      answer: decisionAnswer('dismiss', 1),
    })
    const item = await itemOf(/A comment on the guide/)
    await userEvent.click(within(item).getByRole('button', { name: 'Dismiss: it stays up' }))
    await userEvent.click(within(item).getByRole('button', { name: 'Yes, dismiss' }))
    expect(await screen.findByText(i18n._(EMPTY_QUEUE))).toBeTruthy()
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Reports waiting' })),
    )
    expect(screen.getByText(i18n._(DISMISSED))).toBeTruthy()
  })

  it('says kindly when another moderator decided first, and refreshes the queue', async () => {
    // Someone else dismissed it a moment ago.
    const api = renderDeciding({
      items: [reportedMemory, reportedGuideComment],
      decided: reportedMemory,
      answer: () => errorResponse(404, 'There are no open reports about this.', 'NOT_FOUND'),
    })
    const memory = await itemOf(/A memory/)
    await userEvent.click(within(memory).getByRole('button', { name: 'Dismiss: it stays up' }))
    await userEvent.click(within(memory).getByRole('button', { name: 'Yes, dismiss' }))
    expect(await screen.findByText(i18n._(DECIDED_ELSEWHERE))).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
    await waitFor(() => expect(api.requestsTo(QUEUE).length).toBe(2))
    await waitFor(() => expect(screen.queryByRole('heading', { name: /A memory/ })).toBeNull())
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: /A comment on the guide/ })),
    )
  })

  it('keeps the item and says why when the decision did not go through', async () => {
    renderFailing(QUEUE, [reportedMemory], DECIDE)
    const memory = await itemOf(/A memory/)
    await userEvent.click(within(memory).getByRole('button', { name: 'Dismiss: it stays up' }))
    await userEvent.click(within(memory).getByRole('button', { name: 'Yes, dismiss' }))
    expect((await within(memory).findByRole('alert')).textContent).toContain('That did not go through.')
    expect(screen.queryByText(i18n._(DISMISSED))).toBeNull()
    expect(screen.getByRole('heading', { name: /A memory/ })).toBeTruthy()
  })
})

describe('recent decisions', () => {
  it('lists who decided what about which kind of thing, and when; never the content', async () => {
    fakeApi({
      ...emptyDesk(),
      [QUEUE]: jsonResponse(200, queuePage([])),
      [LOG]: jsonResponse(
        200,
        queuePage([
          logEntry(),
          logEntry({ id: 2, moderator: null, subject_kind: 'person', reports_closed: 1 }),
        ]),
      ),
    })
    renderDesk()
    const list = await screen.findByRole('list', { name: 'Decisions, the newest first' })
    const rows = within(list).getAllByRole('listitem')
    expect(rows[0]!.textContent).toContain('Gentle Otter · A comment · Dismissed: it stays up')
    expect(rows[0]!.textContent).toContain('Closed 3 reports')
    expect(rows[0]!.querySelector('time')?.getAttribute('datetime')).toBe('2025-03-04T12:00:00.000Z')
    expect(rows[1]!.textContent).toContain('A former moderator · A person · Dismissed: it stays up')
    expect(rows[1]!.textContent).toContain('Closed 1 report')
  })

  it('names the rule as people read it, and puts every kind of decision in plain words', async () => {
    fakeApi({
      ...emptyDesk(),
      [LOG]: jsonResponse(
        200,
        queuePage(
          LOG_DECISIONS.map((decision, index) =>
            logEntry({
              id: index + 1,
              decision,
              subject_kind: decision === 'hide' || decision === 'remove' ? 'memory' : 'person',
              rule: decision === 'remove' ? 'harassment' : null,
              rule_label: decision === 'remove' ? 'Harassment or bullying' : null,
              reports_closed: decision === 'remove' ? 2 : 0,
            }),
          ),
        ),
      ),
    })
    renderDesk()
    const list = await screen.findByRole('list', { name: 'Decisions, the newest first' })
    const rows = within(list).getAllByRole('listitem')
    expect(rows.map((row) => row.querySelector('p')?.textContent?.split(' · ')[2])).toEqual([
      'Dismissed: it stays up',
      'Hidden',
      'Removed',
      'Suspended',
      'Suspension lifted',
      'Restored after an appeal',
      'Decision kept after an appeal',
      'Made a moderator',
      'No longer a moderator',
      'Made an admin',
    ])
    const removed = rows[LOG_DECISIONS.indexOf('remove')]!
    expect(removed.textContent).toContain('Rule: Harassment or bullying')
    expect(removed.textContent).not.toContain('harassment')
    expect(removed.textContent).toContain('Closed 2 reports')
    const lifted = rows[LOG_DECISIONS.indexOf('lift')]!
    expect(lifted.textContent).not.toContain('Rule:')
    expect(lifted.textContent).not.toContain('Closed')
  })

  it('adds a decision to the log once the moderator has made it', async () => {
    const server = listOf([reportedMemory])
    let log = [logEntry()]
    const api = fakeApi({
      ...emptyDesk(),
      [QUEUE]: server.answer,
      [LOG]: () => jsonResponse(200, queuePage(log)),
      [DECIDE]: server.decidedOn(reportedMemory, () => {
        log = [logEntry({ id: 2, subject_kind: 'memory', reports_closed: 2 }), ...log]
        return decisionAnswer('dismiss', 2)()
      }),
    })
    renderDesk()
    const memory = await itemOf(/A memory/)
    await userEvent.click(within(memory).getByRole('button', { name: 'Dismiss: it stays up' }))
    await userEvent.click(within(memory).getByRole('button', { name: 'Yes, dismiss' }))
    const list = screen.getByRole('list', { name: 'Decisions, the newest first' })
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2))
    expect(within(list).getAllByRole('listitem')[0]!.textContent).toContain('A memory')
    expect(api.requestsTo(LOG).length).toBe(2)
  })
})

describe('a reported person', () => {
  it('is suspended for the days chosen, under a rule, after being asked; nothing is hidden or removed', async () => {
    const api = renderDeciding({
      items: [reportedPerson],
      decided: reportedPerson,
      answer: decisionAnswer('suspend', 2),
    })
    const person = await itemOf(/A person/)
    expect(within(person).getByRole('button', { name: 'Show the reported name' })).toBeTruthy()
    expect(within(person).queryByRole('button', { name: 'Hide or remove it…' })).toBeNull()
    await expectAskedFirst(person, 'Suspend…', /^Which rule did they break\?/, () => api.called(DECIDE))
    const length = within(person).getByRole('group', { name: 'For how long?' })
    expect(
      within(length)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['1 day', '3 days', '7 days', '30 days', '90 days', 'Until lifted'])
    await userEvent.click(within(person).getByRole('radio', { name: 'Pretending to be someone else' }))
    await userEvent.click(within(length).getByRole('radio', { name: '7 days' }))
    await userEvent.click(within(person).getByRole('button', { name: 'Suspend' }))
    expect((await screen.findByText(i18n._(SUSPENDED))).getAttribute('role')).toBe('status')
    expect(api.bodiesOf(DECIDE)).toEqual([
      {
        subject_kind: 'person',
        subject_id: 'u_restless_crow',
        decision: 'suspend',
        rule: 'impersonation',
        days: 7,
      },
    ])
    await waitFor(() => expect(screen.queryByRole('heading', { name: /A person/ })).toBeNull())
  })

  it('is suspended until lifted when no length is chosen, and the list of suspensions refreshes', async () => {
    const api = renderDeciding({
      items: [reportedPerson],
      decided: reportedPerson,
      answer: decisionAnswer('suspend', 2),
    })
    const person = await itemOf(/A person/)
    await userEvent.click(within(person).getByRole('button', { name: 'Suspend…' }))
    await userEvent.click(within(person).getByRole('radio', { name: 'Until lifted' }))
    await userEvent.click(within(person).getByRole('button', { name: 'Suspend' }))
    await screen.findByText(i18n._(SUSPENDED))
    expect(api.bodiesOf(DECIDE)).toEqual([
      { subject_kind: 'person', subject_id: 'u_restless_crow', decision: 'suspend', rule: 'harassment' },
    ])
    await waitFor(() => expect(api.requestsTo('GET /api/v1/moderation/suspensions/')).toHaveLength(2))
  })

  it('can be dismissed: nothing changes for them', async () => {
    const api = renderDeciding({
      items: [reportedPerson],
      decided: reportedPerson,
      answer: decisionAnswer('dismiss', 2),
    })
    const person = await itemOf(/A person/)
    await userEvent.click(within(person).getByRole('button', { name: 'Dismiss: nothing changes' }))
    expect(document.activeElement?.textContent).toMatch(/^Dismiss these reports\? Nothing changes for them/)
    await userEvent.click(within(person).getByRole('button', { name: 'Yes, dismiss' }))
    expect(await screen.findByText(i18n._(DISMISSED_PERSON))).toBeTruthy()
    expect(api.bodiesOf(DECIDE)).toEqual([
      { subject_kind: 'person', subject_id: 'u_restless_crow', decision: 'dismiss' },
    ])
  })
})
