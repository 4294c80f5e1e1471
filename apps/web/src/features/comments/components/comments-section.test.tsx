import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ComponentProps } from 'react'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '@/test/fake-api'
import { errorResponse, jsonResponse } from '@/test/fake-response'
import { renderWithProviders } from '@/test/render-with-providers'
import { abilitiesFor, comment, commentPage as page } from '../testing/comment-fixtures'
import { CommentsSection } from './comments-section'

const LINK = 'the-blue-kitchen'
const LIST = (page: number) => `GET /api/v1/comments/list/${LINK}/10/${page}`
const CREATE = 'POST /api/v1/comments/'
const one = (id: string) => `/api/v1/comments/${id}/`

function renderSection(props: Partial<ComponentProps<typeof CommentsSection>> = {}) {
  return renderWithProviders(
    <>
      <CommentsSection shareableLink={LINK} commentsPolicy="everyone" mayComment="yes" {...props} />
    </>,
    { path: `/memories/m/${LINK}` },
  )
}

const commentList = () => screen.findByRole('list', { name: 'Comments' })

describe('the comments of a memory', () => {
  it('shows replies under their comment, a deleted comment as a tombstone, and "The author" without a name', async () => {
    fakeApi({
      [LIST(1)]: jsonResponse(
        200,
        page(
          [
            comment({
              id: '10',
              body: 'First line\nSecond line',
              replies: [
                comment({
                  id: '11',
                  parent_id: '10',
                  body: 'An early reply',
                  author: null,
                  is_memory_author: true,
                }),
                comment({ id: '12', parent_id: '10', body: 'A later reply' }),
              ],
            }),
            comment({
              id: '20',
              deleted: true,
              body: '',
              author: null,
              replies: [comment({ id: '21', parent_id: '20', body: 'Still here' })],
            }),
          ],
          { total: 5 },
        ),
      ),
    })
    renderSection()
    await commentList()
    expect(screen.getByRole('heading', { name: /Comments \(5 comments\)/ })).toBeTruthy()

    const first = screen.getByRole('list', { name: 'Replies to Gentle Otter' })
    const replies = within(first).getAllByRole('article')
    expect(replies.map((reply) => reply.getAttribute('aria-label'))).toEqual([
      'Reply by The author',
      'Reply by Gentle Otter',
    ])
    expect(within(first).getByText('An early reply')).toBeTruthy()
    // Replies go one level deep: they have no Reply button.
    expect(within(first).queryByRole('button', { name: 'Reply' })).toBeNull()

    // Line breaks are kept, as text.
    const body = screen.getByText(/First line/)
    expect(body.textContent).toBe('First line\nSecond line')
    expect(body.className).toContain('whitespace-pre-wrap')

    expect(screen.getByText('This comment was deleted.')).toBeTruthy()
    const underTombstone = screen.getByRole('list', { name: 'Replies to a deleted comment' })
    expect(within(underTombstone).getByText('Still here')).toBeTruthy()
  })

  it('names nobody on a comment posted without the name, and starts one’s own that way (decision 057)', async () => {
    fakeApi({
      [LIST(1)]: jsonResponse(
        200,
        page([comment({ id: '30', author: null, anonymous: true, body: 'Same here' })]),
      ),
    })
    renderSection()
    await commentList()
    expect(screen.getByRole('article', { name: 'Comment by Anonymous' }).textContent).toContain('Same here')
    expect(screen.getByRole('checkbox', { name: 'Comment without my name' })).toHaveProperty('checked', true)
  })

  it('says so kindly when there are none yet', async () => {
    fakeApi({ [LIST(1)]: jsonResponse(200, page([])) })
    renderSection()
    expect(await screen.findByText(/No comments yet\./)).toBeTruthy()
  })

  it('invites visitors to sign in instead of showing the form', async () => {
    fakeApi({ [LIST(1)]: jsonResponse(200, page([comment({ abilities: abilitiesFor('visitor') })])) })
    renderSection({ mayComment: 'sign_in', othersCommentActions: () => <button>Report</button> })
    await commentList()
    expect(screen.getByRole('link', { name: 'Sign in to reply' }).getAttribute('href')).toBe('/login')
    expect(screen.queryByRole('form', { name: 'Add a comment' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Reply' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Report' })).toBeNull()
  })

  it('shows each comment the controls its abilities name (decision 078), and only those', async () => {
    const only = (...granted: string[]) => ({
      edit: granted.includes('edit'),
      delete: granted.includes('delete'),
      reply: granted.includes('reply'),
      love: granted.includes('love'),
      report: granted.includes('report'),
    })
    fakeApi({
      [LIST(1)]: jsonResponse(
        200,
        page([
          // Comments turned off since: its writer may delete it, not edit it, and nobody replies.
          comment({ id: '60', body: 'Kept', is_mine: true, abilities: only('delete') }),
          comment({ id: '61', body: 'Theirs', abilities: only('reply', 'love', 'report') }),
          comment({ id: '62', body: 'Read only', abilities: only() }),
        ]),
      ),
    })
    renderSection({ othersCommentActions: ({ id }) => <button>{`Report ${id}`}</button> })
    await commentList()
    const [kept, theirs, readOnly] = screen.getAllByRole('article')
    const buttons = (article: HTMLElement | undefined) =>
      within(article!)
        .queryAllByRole('button')
        .map((button) => button.textContent)
    expect(buttons(kept)).toEqual(['Delete…'])
    expect(buttons(theirs)).toEqual(['Reply', 'Report 61'])
    expect(buttons(readOnly)).toEqual([])
  })

  it('explains when comments are off, and offers no form', async () => {
    fakeApi({ [LIST(1)]: jsonResponse(200, page([])) })
    renderSection({ commentsPolicy: 'off', mayComment: 'no' })
    expect(await screen.findByText(/Comments are turned off for this memory\./)).toBeTruthy()
    expect(screen.queryByRole('form', { name: 'Add a comment' })).toBeNull()
  })

  it("says only the author's connections may comment when the answer says this reader may not, and offers no form", async () => {
    fakeApi({ [LIST(1)]: jsonResponse(200, page([])) })
    renderSection({ commentsPolicy: 'connections', mayComment: 'no' })
    expect(await screen.findByText(/Only the author's connections can comment on this memory\./)).toBeTruthy()
    expect(screen.queryByRole('form', { name: 'Add a comment' })).toBeNull()
    expect(screen.queryByText(/If you are connected with them/)).toBeNull()
  })

  it('adds a comment: the 422 message by the field with the text kept, then posted and said', async () => {
    let posts = 0
    const api = fakeApi({
      [LIST(1)]: () =>
        jsonResponse(200, page(posts > 1 ? [comment({ id: '5', body: 'Thank you', is_mine: true })] : [])),
      [CREATE]: () =>
        ++posts === 1
          ? errorResponse(422, 'Validation failed', 'VALIDATION_FAILED', {
              fields: [{ path: 'body.body', message: 'Please use plain text only.' }],
            })
          : jsonResponse(201, comment({ id: '5', body: 'Thank you', is_mine: true })),
    })
    renderSection()
    await screen.findByText(/No comments yet\./)
    const box = screen.getByRole('textbox', { name: 'Add a comment' })
    await userEvent.type(box, 'Thank you')
    expect(screen.getByText('9 of 2,000 characters')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Post comment' }))

    expect((await screen.findByRole('alert')).textContent).toBe('Please use plain text only.')
    expect(box).toHaveProperty('value', 'Thank you')

    await userEvent.click(screen.getByRole('button', { name: 'Post comment' }))
    expect(await screen.findByText('Your comment is posted.')).toBeTruthy()
    expect(box).toHaveProperty('value', '')
    // Without the name, as the form starts (decision 057).
    expect(api.bodiesOf(CREATE)).toEqual([
      { shareable_link: LINK, body: 'Thank you', parent_id: null, anonymous: true },
      { shareable_link: LINK, body: 'Thank you', parent_id: null, anonymous: true },
    ])
    expect(await within(await commentList()).findByText('Thank you')).toBeTruthy()
  })

  it('says when posting fails (the policy refused) and keeps what was typed', async () => {
    fakeApi({
      [LIST(1)]: jsonResponse(200, page([])),
      [CREATE]: errorResponse(
        403,
        "Only the author's connections can comment on this memory.",
        'COMMENTS_CONNECTIONS_ONLY',
      ),
    })
    renderSection({ commentsPolicy: 'connections', mayComment: 'if_connected' })
    await screen.findByText(/No comments yet\./)
    const box = screen.getByRole('textbox', { name: 'Add a comment' })
    await userEvent.type(box, 'I relate')
    await userEvent.click(screen.getByRole('button', { name: 'Post comment' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('We could not post your comment.')
    expect(alert.textContent).toContain("Only the author's connections can comment")
    expect(box).toHaveProperty('value', 'I relate')
  })

  it('replies to a top-level comment with its id as the parent', async () => {
    const api = fakeApi({
      [LIST(1)]: jsonResponse(200, page([comment({ id: '7' })])),
      [CREATE]: jsonResponse(201, comment({ id: '8', parent_id: '7', is_mine: true })),
    })
    renderSection()
    await commentList()
    await userEvent.click(screen.getByRole('button', { name: 'Reply' }))
    const box = screen.getByRole('textbox', { name: 'Your reply to Gentle Otter' })
    await waitFor(() => expect(document.activeElement).toBe(box))
    await userEvent.type(box, 'Me too')
    await userEvent.click(screen.getByRole('button', { name: 'Post reply' }))
    expect(await screen.findByText('Your reply is posted.')).toBeTruthy()
    expect(api.bodiesOf(CREATE)).toEqual([
      { shareable_link: LINK, body: 'Me too', parent_id: '7', anonymous: true },
    ])
  })

  it('edits your own comment in place; a failure is said and the new text kept', async () => {
    let edits = 0
    const api = fakeApi({
      [LIST(1)]: jsonResponse(200, page([comment({ id: '3', body: 'Old words', is_mine: true })])),
      [`PATCH ${one('3')}`]: () =>
        ++edits === 1
          ? errorResponse(500, 'Internal', 'INTERNAL')
          : jsonResponse(200, comment({ id: '3', body: 'New words', is_mine: true })),
    })
    renderSection()
    await commentList()
    // Others' comments offer no Edit.
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }))
    const box = screen.getByRole('textbox', { name: 'Your comment' })
    expect(box).toHaveProperty('value', 'Old words')
    await userEvent.clear(box)
    await userEvent.type(box, 'New words')
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('We could not save your changes.')
    expect(box).toHaveProperty('value', 'New words')

    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('Your changes are saved.')).toBeTruthy()
    expect(api.bodiesOf(`PATCH ${one('3')}`)).toEqual([{ body: 'New words' }, { body: 'New words' }])
  })

  it('deletes your own comment after a second step, and says when it could not', async () => {
    let deletes = 0
    let gone = false
    const api = fakeApi({
      [LIST(1)]: () =>
        jsonResponse(200, page(gone ? [] : [comment({ id: '4', body: 'Regret this', is_mine: true })])),
      [`DELETE ${one('4')}`]: () => {
        if (++deletes === 1) return errorResponse(429, 'Too many', 'RATE_LIMITED')
        gone = true
        return new Response(null, { status: 204 })
      },
    })
    renderSection()
    await commentList()
    await userEvent.click(screen.getByRole('button', { name: 'Delete…' }))
    expect(api.called(`DELETE ${one('4')}`)).toBe(false)
    expect(screen.getByRole('group', { name: /Delete your comment\?/ })).toBeTruthy()

    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete it' }))
    expect((await screen.findByRole('alert')).textContent).toContain('We could not delete your comment.')

    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete it' }))
    expect(await screen.findByText('Your comment is deleted.')).toBeTruthy()
    expect(await screen.findByText(/No comments yet\./)).toBeTruthy()
  })

  it('shows more comments below the ones already there', async () => {
    fakeApi({
      [LIST(1)]: jsonResponse(
        200,
        page([comment({ id: '30', body: 'Newest' })], { has_next: true, total: 11 }),
      ),
      [LIST(2)]: jsonResponse(200, page([comment({ id: '29', body: 'Older' })], { page: 2, total: 11 })),
    })
    renderSection()
    await commentList()
    await userEvent.click(screen.getByRole('button', { name: 'Show more comments' }))
    expect(await screen.findByText('Older')).toBeTruthy()
    expect(screen.getByText('Newest')).toBeTruthy()
    await waitFor(() => expect(document.activeElement?.textContent).toContain('Older'))
    expect(screen.queryByRole('button', { name: 'Show more comments' })).toBeNull()
  })

  it('puts the slot of another feature beside each comment', async () => {
    fakeApi({ [LIST(1)]: jsonResponse(200, page([comment({ id: '40', is_mine: true })])) })
    renderSection({
      commentActions: ({ id, is_mine }) => <span>{`love for ${id} ${is_mine ? 'mine' : 'theirs'}`}</span>,
    })
    expect(await screen.findByText('love for 40 mine')).toBeTruthy()
  })

  it('puts the moderation note under its author’s own comment set aside, a reply too, and nowhere else', async () => {
    const setAside = {
      state: 'removed' as const,
      rule_label: 'Spam or advertising',
      appeal: 'available' as const,
      appeal_waits_for_another_moderator: false,
    }
    fakeApi({
      [LIST(1)]: jsonResponse(
        200,
        page([
          comment({
            id: '50',
            is_mine: true,
            moderation: setAside,
            replies: [comment({ id: '51', parent_id: '50', is_mine: true, moderation: setAside })],
          }),
          comment({ id: '52', body: 'Shown to everyone' }),
        ]),
      ),
    })
    renderSection({
      moderationNote: ({ id, moderation }) => <p>{`note on ${id}: ${moderation.state}`}</p>,
    })
    const [first] = await screen.findAllByRole('article', { name: 'Comment by Gentle Otter' })
    expect(within(first!).getByText('note on 50: removed')).toBeTruthy()
    const [reply] = screen.getAllByRole('article', { name: 'Reply by Gentle Otter' })
    expect(within(reply!).getByText('note on 51: removed')).toBeTruthy()
    expect(screen.queryByText(/note on 52/)).toBeNull()
  })

  it('puts a notice above the form when the page has one (a suspended person’s)', async () => {
    fakeApi({ [LIST(1)]: jsonResponse(200, page([])) })
    renderSection({ writeNotice: <p>Your account is suspended for now.</p> })
    const notice = await screen.findByText('Your account is suspended for now.')
    const form = screen.getByRole('form', { name: 'Add a comment' })
    expect(notice.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })
})
