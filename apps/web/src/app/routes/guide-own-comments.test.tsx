import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { fakeApi, type FakeRequest } from '@/test/fake-api'
import { errorResponse, jsonResponse } from '@/test/fake-response'
import { renderApp } from '@/test/render-app'
import { useGuideSessionStore } from '@/features/guide/stores/guide-session-store'
import { useGuideStore } from '@/features/guide/stores/guide-store'
import { sectionComment as comment } from '@/features/comments/testing/section-comment-fixtures'
import { API, emptyComments, report, SESSION_ID } from '@/features/guide/testing/guide-fixtures'

const mine = comment({ id: 9, body: 'Walking helped.', mine: true, helpful_count: 2 })
const theirs = comment({ id: 4, body: 'Music helped me.', helpful_count: 1 })

function routes(extra = {}) {
  let results = [theirs, mine]
  return {
    [`GET ${API}/report/get/`]: jsonResponse(200, report()),
    [`GET ${API}/vote-page-load/`]: jsonResponse(200, { results: [] }),
    [`GET ${API}/comments/list/`]: () =>
      jsonResponse(200, { ...emptyComments, results, total: results.length }),
    [`DELETE ${API}/comments/9/`]: () => {
      results = results.filter((c) => c.id !== 9)
      return new Response(null, { status: 204 })
    },
    ...extra,
  }
}

async function commentsOfSummary() {
  const section = await screen.findByRole('region', { name: /Your ACE score, in context/ })
  const list = await within(section).findByRole('list', { name: 'What others wrote' })
  const item = (text: string) =>
    within(list)
      .getAllByRole('listitem')
      .find((li) => li.textContent?.includes(text))!
  return { section, list, item }
}

beforeEach(() => {
  useGuideSessionStore.getState().setSession({ session_id: SESSION_ID, expires_at: '2030-01-01T00:00:00Z' })
  useGuideStore.getState().setData({ myReportId: 7, myCommentId: 9 })
  useGuideStore.getState().setGoToReport(true)
})

describe('your own comment', () => {
  it('offers edit and delete, and no helpful button; others’ comments offer helpful and report', async () => {
    fakeApi(routes())
    renderApp('/guide')
    const { item } = await commentsOfSummary()
    const own = within(item('Walking helped.'))
    expect(own.queryByRole('button', { name: 'Helpful' })).toBeNull()
    expect(own.queryByRole('button', { name: 'Report this comment' })).toBeNull()
    expect(own.getByText('2 found this helpful')).toBeTruthy()
    expect(own.getByRole('button', { name: 'Edit' })).toBeTruthy()
    expect(own.getByRole('button', { name: 'Delete…' })).toBeTruthy()
    const other = within(item('Music helped me.'))
    expect(other.getByRole('button', { name: 'Helpful' })).toBeTruthy()
    expect(other.getByRole('button', { name: 'Report this comment' })).toBeTruthy()
    expect(other.queryByRole('button', { name: 'Edit' })).toBeNull()
  })

  it('is edited in place: the text in a focused box, saved, marked edited, focus back on Edit', async () => {
    const api = fakeApi(
      routes({
        [`PATCH ${API}/comments/9/`]: (request: FakeRequest) =>
          jsonResponse(200, {
            ...mine,
            body: (request.body as { body: string }).body,
            edited_at: '2026-01-03T10:00:00.000Z',
          }),
      }),
    )
    renderApp('/guide')
    const { section, item } = await commentsOfSummary()
    await userEvent.click(within(item('Walking helped.')).getByRole('button', { name: 'Edit' }))
    const box = within(section).getByRole('textbox', { name: 'Your comment' })
    await waitFor(() => expect(document.activeElement).toBe(box))
    expect(box).toHaveProperty('value', 'Walking helped.')
    await userEvent.clear(box)
    await userEvent.type(box, 'Walking, and my sister.')
    await userEvent.click(within(section).getByRole('button', { name: 'Save changes' }))

    const edited = await waitFor(() => item('Walking, and my sister.'))
    expect(edited.textContent).toContain('(edited)')
    expect(api.bodiesOf(`PATCH ${API}/comments/9/`)).toEqual([
      { session_id: SESSION_ID, body: 'Walking, and my sister.' },
    ])
    await waitFor(() =>
      expect(document.activeElement).toBe(within(edited).getByRole('button', { name: 'Edit' })),
    )
    expect(within(section).getByRole('status').textContent).toBe('Your changes are saved.')
  })

  it('keeps what was typed when an edit is refused, and sends nothing for an empty one', async () => {
    const api = fakeApi(
      routes({
        [`PATCH ${API}/comments/9/`]: errorResponse(422, 'Invalid input', 'VALIDATION', {
          fields: [{ path: 'body.body', message: 'Please write a little less.' }],
        }),
      }),
    )
    renderApp('/guide')
    const { section, item } = await commentsOfSummary()
    await userEvent.click(within(item('Walking helped.')).getByRole('button', { name: 'Edit' }))
    const box = within(section).getByRole('textbox', { name: 'Your comment' })
    await userEvent.clear(box)
    await userEvent.click(within(section).getByRole('button', { name: 'Save changes' }))
    expect(
      (await within(section).findAllByText('Please write something, or delete the comment.')).length,
    ).toBeGreaterThan(0)
    expect(api.called(`PATCH ${API}/comments/9/`)).toBe(false)

    await userEvent.type(box, 'A long story')
    await userEvent.click(within(section).getByRole('button', { name: 'Save changes' }))
    expect((await within(section).findAllByText('Please write a little less.')).length).toBeGreaterThan(0)
    expect(box).toHaveProperty('value', 'A long story')
  })

  it('is deleted only after a confirmation; "Keep it" changes nothing and returns focus', async () => {
    const api = fakeApi(routes())
    renderApp('/guide')
    const { section, item } = await commentsOfSummary()
    const deleteButton = within(item('Walking helped.')).getByRole('button', { name: 'Delete…' })
    await userEvent.click(deleteButton)
    const question = within(section).getByText(/Delete your comment\? It is removed for everyone/)
    await waitFor(() => expect(document.activeElement).toBe(question))
    await userEvent.click(within(section).getByRole('button', { name: 'Keep it' }))
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(item('Walking helped.')).getByRole('button', { name: 'Delete…' }),
      ),
    )
    expect(api.called(`DELETE ${API}/comments/9/`)).toBe(false)

    await userEvent.click(within(item('Walking helped.')).getByRole('button', { name: 'Delete…' }))
    await userEvent.click(within(section).getByRole('button', { name: 'Yes, delete it' }))
    await waitFor(() => expect(within(section).queryByText('Walking helped.')).toBeNull())
    expect(api.requestsTo(`DELETE ${API}/comments/9/`).map((r) => r.query.get('session_id'))).toEqual([
      SESSION_ID,
    ])
    expect(within(section).getByText('Music helped me.')).toBeTruthy()
    expect(within(section).getByRole('status').textContent).toBe('Your comment is deleted.')
    expect(document.activeElement).toBe(within(section).getByRole('heading', { name: 'What others wrote' }))
    expect(useGuideStore.getState().myCommentId).toBeNull()
  })
})
