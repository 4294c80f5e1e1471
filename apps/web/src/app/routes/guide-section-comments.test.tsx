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

const summary = () => screen.findByRole('region', { name: /Your ACE score, in context/ })
/** Opens the comment box behind "Add yours" and returns it. */
async function openBox(section: HTMLElement) {
  await userEvent.click(await within(section).findByRole('button', { name: 'Add yours' }))
  return within(section).getByRole('textbox', { name: /Share what helped you/ })
}
const list = (results: ReturnType<typeof comment>[]) =>
  jsonResponse(200, { ...emptyComments, results, total: results.length })

function routes(summaryComments: () => ReturnType<typeof comment>[], extra = {}) {
  return {
    [`GET ${API}/report/get/`]: jsonResponse(200, report()),
    [`GET ${API}/vote-page-load/`]: jsonResponse(200, { results: [{ comment_id: 1, helpful_count: 3 }] }),
    [`GET ${API}/comments/list/`]: (request: FakeRequest) => {
      void request
      return list(summaryComments())
    },
    ...extra,
  }
}

beforeEach(() => {
  useGuideSessionStore.getState().setSession({ session_id: SESSION_ID, expires_at: '2030-01-01T00:00:00Z' })
  useGuideStore.getState().setData({ myReportId: 7 })
  useGuideStore.getState().setGoToReport(true)
})

describe('comments under a report section', () => {
  it('says what to do next when nobody has written yet', async () => {
    fakeApi(routes(() => []))
    renderApp('/guide')
    const section = await summary()
    expect(await within(section).findByText(/Nobody has written here yet/)).toBeTruthy()
  })

  it('keeps the box behind "Add yours", puts the cursor in it, and brings focus back on "Not now" with the draft kept', async () => {
    fakeApi(routes(() => []))
    renderApp('/guide')
    const section = await summary()
    const add = await within(section).findByRole('button', { name: 'Add yours' })
    expect(add.getAttribute('aria-expanded')).toBe('false')
    expect(within(section).queryByRole('textbox')).toBeNull()

    const box = await openBox(section)
    expect(add.getAttribute('aria-expanded')).toBe('true')
    await waitFor(() => expect(document.activeElement).toBe(box))
    await userEvent.type(box, 'Half a thought')
    await userEvent.click(within(section).getByRole('button', { name: 'Not now' }))
    await waitFor(() => expect(document.activeElement).toBe(add))
    expect(within(section).queryByRole('textbox')).toBeNull()
    expect(await openBox(section)).toHaveProperty('value', 'Half a thought')
  })

  it('tells a visitor, before posting, that the comment cannot be changed once their answers are deleted', async () => {
    fakeApi(routes(() => []))
    renderApp('/guide')
    const box = await openBox(await summary())
    const notice = document.getElementById(box.getAttribute('aria-describedby')!.split(' ')[0]!)!
    expect(notice.textContent).toContain('It is anonymous')
    expect(notice.textContent).toContain(
      'If you delete your answers, or they are deleted after 30 days without a visit, the comment stays up, anonymous, and can no longer be edited or deleted.',
    )
  })

  it('posts a comment anonymously for a visitor and shows it marked as theirs', async () => {
    const posted: ReturnType<typeof comment>[] = []
    const api = fakeApi(
      routes(() => posted, {
        [`POST ${API}/comments/`]: (request: FakeRequest) => {
          posted.push(comment({ id: 9, body: (request.body as { body: string }).body, mine: true }))
          return jsonResponse(201, posted[0])
        },
      }),
    )
    renderApp('/guide')
    const section = await summary()
    await userEvent.type(await openBox(section), 'Walking helped.')
    await userEvent.click(within(section).getByRole('button', { name: 'Post my comment' }))

    const comments = await within(section).findByRole('list', { name: 'What others wrote' })
    const item = within(comments).getByRole('listitem')
    expect(item.textContent).toContain('Walking helped.')
    expect(item.textContent).toContain('Your comment')
    expect(item.textContent).toContain('Anonymous')
    expect(api.bodiesOf(`POST ${API}/comments/`)).toEqual([
      { session_id: SESSION_ID, section_slug: 'summary', body: 'Walking helped.', anonymous: true },
    ])
    expect(useGuideStore.getState().myCommentId).toBe(9)
    expect(within(section).getByRole('status').textContent).toBe(
      'Thank you. Your comment is posted, marked as yours above.',
    )
    const add = within(section).getByRole('button', { name: 'Add yours' })
    await waitFor(() => expect(document.activeElement).toBe(add))
    expect(await openBox(section)).toHaveProperty('value', '')
  })

  it('shows 422 field errors beside the box and keeps what was typed', async () => {
    fakeApi(
      routes(() => [], {
        [`POST ${API}/comments/`]: errorResponse(422, 'Invalid input', 'VALIDATION', {
          fields: [{ path: 'body.body', message: 'Please write a little less.' }],
        }),
      }),
    )
    renderApp('/guide')
    const section = await summary()
    const box = await openBox(section)
    await userEvent.type(box, 'A long story')
    await userEvent.click(within(section).getByRole('button', { name: 'Post my comment' }))
    expect((await within(section).findAllByText('Please write a little less.')).length).toBeGreaterThan(0)
    expect(box).toHaveProperty('value', 'A long story')
    expect(box.getAttribute('aria-invalid')).toBe('true')
  })

  it('refuses an empty comment without calling the server', async () => {
    const api = fakeApi(routes(() => []))
    renderApp('/guide')
    const section = await summary()
    await openBox(section)
    await userEvent.click(within(section).getByRole('button', { name: 'Post my comment' }))
    expect(
      (await within(section).findAllByText('Please write something before posting.')).length,
    ).toBeGreaterThan(0)
    expect(api.called(`POST ${API}/comments/`)).toBe(false)
  })

  it('toggles a helpful vote from the state vote-page-load gave', async () => {
    const api = fakeApi(
      routes(() => [comment({ helpful_count: 3 })], {
        [`POST ${API}/comments/1/vote/`]: jsonResponse(200, {
          comment_id: 1,
          voted: false,
          helpful_count: 2,
        }),
      }),
    )
    renderApp('/guide')
    const section = await summary()
    const helpful = await within(section).findByRole('button', { name: 'Helpful' })
    await waitFor(() => expect(helpful.getAttribute('aria-pressed')).toBe('true'))
    await userEvent.click(helpful)
    await waitFor(() => expect(helpful.getAttribute('aria-pressed')).toBe('false'))
    expect(within(section).getByText('2 found this helpful')).toBeTruthy()
    expect(api.bodiesOf(`POST ${API}/comments/1/vote/`)).toEqual([{ session_id: SESSION_ID }])
  })

  it('reports a comment with a reason and thanks the person', async () => {
    const api = fakeApi(
      routes(() => [comment()], {
        [`POST ${API}/comments/1/report/`]: jsonResponse(202, {
          message: 'Thank you. A moderator will look at this comment.',
        }),
      }),
    )
    renderApp('/guide')
    const section = await summary()
    await userEvent.click(await within(section).findByRole('button', { name: 'Report this comment' }))
    await userEvent.selectOptions(
      within(section).getByRole('combobox', { name: /Why should a moderator/ }),
      'spam',
    )
    await userEvent.click(within(section).getByRole('button', { name: 'Send the report' }))
    expect(await within(section).findByText('Thank you. A moderator will look at this comment.')).toBeTruthy()
    expect(api.bodiesOf(`POST ${API}/comments/1/report/`)).toEqual([
      { session_id: SESSION_ID, reason: 'spam' },
    ])
  })
})
