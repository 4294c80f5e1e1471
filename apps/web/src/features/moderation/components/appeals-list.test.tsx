import { i18n } from '@lingui/core'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '@/test/fake-api'
import { errorResponse, jsonResponse } from '@/test/fake-response'
import { appeal, queuePage } from '../testing/queue-fixtures'
import {
  APPEALS,
  DECIDE_APPEAL,
  LOG,
  emptyDesk,
  renderDesk,
  renderDeciding,
  renderFailing,
} from '../testing/render-desk'
import { expectAskedFirst } from '../testing/asked-first'
import { APPEAL_DECIDED_ELSEWHERE, NOT_YOURS, RESTORED, UPHELD } from './appeal-decision'
import { NO_APPEALS } from './appeals-list'

const appealList = () => screen.findByRole('list', { name: 'Appeals, the oldest first' })
const appealOf = async (heading: RegExp) =>
  (await within(await appealList()).findByRole('heading', { name: heading })).closest('li') as HTMLElement

const removedComment = appeal()
const hiddenMemory = appeal({
  id: 6,
  subject: { kind: 'memory', id: 'first-snow-k3x9', link: '/memories/m/first-snow-k3x9' },
  decision: 'hide',
  rule_label: 'Graphic detail without a warning',
  content: 'First snow\nThe whole memory.',
  note: 'I added a warning since.',
  decided_by: null,
})

describe('the appeals', () => {
  it('says so when none are waiting', async () => {
    fakeApi(emptyDesk())
    renderDesk()
    expect(await screen.findByRole('heading', { level: 2, name: 'Appeals' })).toBeTruthy()
    expect(await screen.findByText(i18n._(NO_APPEALS))).toBeTruthy()
  })

  it('shows what was decided under which rule, by whom, and what the author asks, the oldest first', async () => {
    fakeApi({ ...emptyDesk(), [APPEALS]: jsonResponse(200, queuePage([removedComment, hiddenMemory])) })
    renderDesk()
    const headings = within(await appealList()).getAllByRole('heading', { level: 3 })
    expect(headings.map((heading) => heading.textContent)).toEqual(['A comment, removed', 'A memory, hidden'])

    const comment = await appealOf(/A comment, removed/)
    expect(comment.textContent).toContain('Removed under the rule “Harassment or bullying” by Gentle Otter')
    expect(comment.querySelectorAll('time')).toHaveLength(2)
    expect(within(comment).getByText('I meant it kindly; I am sorry it read otherwise.')).toBeTruthy()
    expect(
      within(comment).getByRole('link', { name: 'See the comment in Kindred' }).getAttribute('href'),
    ).toBe('/memories/m/first-snow-k3x9')
    const memory = await appealOf(/A memory, hidden/)
    expect(memory.textContent).toContain(
      'Hidden under the rule “Graphic detail without a warning” by a former moderator',
    )
  })

  it('keeps the content folded until asked for, then shows it as plain text', async () => {
    fakeApi({ ...emptyDesk(), [APPEALS]: jsonResponse(200, queuePage([removedComment])) })
    renderDesk()
    const comment = await appealOf(/A comment, removed/)
    expect(within(comment).queryByText(/I was only saying/)).toBeNull()
    const show = within(comment).getByRole('button', { name: 'Show the comment' })
    await userEvent.click(show)
    const text = document.getElementById(show.getAttribute('aria-controls')!)!
    expect(text.textContent).toBe('I was only saying\nwhat I saw.')
    expect(document.activeElement).toBe(text)
  })

  it('tells the moderator who made the decision that another one decides, and offers no buttons', async () => {
    const api = fakeApi({
      ...emptyDesk(),
      [APPEALS]: jsonResponse(200, queuePage([appeal({ can_decide: false })])),
    })
    renderDesk()
    const comment = await appealOf(/A comment, removed/)
    expect(within(comment).getByText(i18n._(NOT_YOURS))).toBeTruthy()
    expect(within(comment).queryByRole('button', { name: 'Restore it' })).toBeNull()
    expect(within(comment).queryByRole('button', { name: 'Keep the decision' })).toBeNull()
    expect(api.called(DECIDE_APPEAL)).toBe(false)
  })

  it('restores after asking first, says so, refreshes the log and moves focus to the next appeal', async () => {
    const api = renderDeciding({
      list: APPEALS,
      items: [removedComment, hiddenMemory],
      decide: DECIDE_APPEAL,
      decided: removedComment,
      answer: () => jsonResponse(200, { outcome: 'restore' }),
    })
    const comment = await appealOf(/A comment, removed/)
    await expectAskedFirst(comment, 'Restore it', /^Restore this comment\? Everyone who could read it/, () =>
      api.called(DECIDE_APPEAL),
    )
    await userEvent.click(within(comment).getByRole('button', { name: 'Yes, restore it' }))
    expect((await screen.findByText(i18n._(RESTORED))).getAttribute('role')).toBe('status')
    expect(api.bodiesOf(DECIDE_APPEAL)).toEqual([{ appeal_id: 5, outcome: 'restore' }])
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'A comment, removed' })).toBeNull())
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'A memory, hidden' })),
    )
    await waitFor(() => expect(api.requestsTo(LOG)).toHaveLength(2))
  })

  it('keeps the decision after asking first, then focuses the heading when no appeal is left', async () => {
    const api = renderDeciding({
      list: APPEALS,
      items: [hiddenMemory],
      decide: DECIDE_APPEAL,
      decided: hiddenMemory,
      answer: () => jsonResponse(200, { outcome: 'uphold' }),
    })
    const memory = await appealOf(/A memory, hidden/)
    await userEvent.click(within(memory).getByRole('button', { name: 'Keep the decision' }))
    expect(document.activeElement?.textContent).toMatch(/^Keep the decision\? The memory stays hidden/)
    await userEvent.click(within(memory).getByRole('button', { name: 'Yes, keep it' }))
    expect(await screen.findByText(i18n._(UPHELD))).toBeTruthy()
    expect(api.bodiesOf(DECIDE_APPEAL)).toEqual([{ appeal_id: 6, outcome: 'uphold' }])
    expect(await screen.findByText(i18n._(NO_APPEALS))).toBeTruthy()
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Appeals' })),
    )
  })

  it('says kindly when another moderator decided the appeal first', async () => {
    renderDeciding({
      list: APPEALS,
      items: [removedComment],
      decide: DECIDE_APPEAL,
      decided: removedComment,
      answer: () => errorResponse(404, 'This appeal is no longer open.', 'NOT_FOUND'),
    })
    const comment = await appealOf(/A comment, removed/)
    await userEvent.click(within(comment).getByRole('button', { name: 'Restore it' }))
    await userEvent.click(within(comment).getByRole('button', { name: 'Yes, restore it' }))
    expect(await screen.findByText(i18n._(APPEAL_DECIDED_ELSEWHERE))).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'A comment, removed' })).toBeNull())
  })

  it('keeps the appeal and says why when the decision did not go through', async () => {
    renderFailing(APPEALS, [removedComment], DECIDE_APPEAL)
    const comment = await appealOf(/A comment, removed/)
    await userEvent.click(within(comment).getByRole('button', { name: 'Keep the decision' }))
    await userEvent.click(within(comment).getByRole('button', { name: 'Yes, keep it' }))
    expect((await within(comment).findByRole('alert')).textContent).toContain('That did not go through.')
    expect(screen.queryByText(i18n._(UPHELD))).toBeNull()
    expect(screen.getByRole('heading', { name: 'A comment, removed' })).toBeTruthy()
  })

  it('shows more appeals below the first page', async () => {
    const first = Array.from({ length: 10 }, (_, index) => appeal({ id: index + 1 }))
    const api = fakeApi({
      ...emptyDesk(),
      [APPEALS]: (request) =>
        request.query.get('page') === '2'
          ? jsonResponse(200, queuePage([hiddenMemory], 2))
          : jsonResponse(200, queuePage(first, 1, true)),
    })
    renderDesk()
    const list = await appealList()
    expect(within(list).getAllByRole('heading', { level: 3 })).toHaveLength(10)
    await userEvent.click(screen.getByRole('button', { name: 'Show more appeals' }))
    expect(await within(list).findByRole('heading', { name: 'A memory, hidden' })).toBeTruthy()
    expect(api.requestsTo(APPEALS).map((request) => request.query.get('page'))).toEqual(['1', '2'])
    expect(screen.queryByRole('button', { name: 'Show more appeals' })).toBeNull()
  })
})
