import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeApi, type FakeRequest } from '@/test/fake-api'
import { jsonResponse } from '@/test/fake-response'
import { renderWithProviders } from '@/test/render-with-providers'
import { PATHS, phrases } from '../testing/render'
import { CommentReactions } from './comment-reactions'

function statusAnswer(request: FakeRequest) {
  const ids = (request.body as { comment_ids: number[] }).comment_ids
  return jsonResponse(200, {
    memories: {},
    comments: Object.fromEntries(ids.map((id) => [String(id), { love: id === 2, count: id }])),
  })
}

describe('CommentReactions', () => {
  it('reads the love of every comment on screen in one request, and toggles it at once', async () => {
    const api = fakeApi({
      [PATHS.status]: statusAnswer,
      [PATHS.react]: jsonResponse(201, {
        reaction: 'love',
        target: 'comment',
        active: true,
        counts: { love: 4 },
      }),
    })
    renderWithProviders(
      <>
        <CommentReactions commentId="3" mayLove signedIn />
        <CommentReactions commentId="2" mayLove signedIn />
        <CommentReactions commentId="5" mayLove={false} signedIn />
      </>,
    )
    expect(await screen.findByRole('button', { name: 'Love 2', pressed: true })).toBeTruthy()
    const love = screen.getByRole('button', { name: 'Love 3', pressed: false })
    // One the answer says they may not love (their own): the count, nothing to press.
    expect(screen.getByText('5 love')).toBeTruthy()
    expect(screen.getAllByRole('button', { name: /^Love/ })).toHaveLength(2)
    expect(api.requestsTo(PATHS.status)).toHaveLength(1)
    expect(api.bodiesOf(PATHS.status)[0]).toEqual({ shareable_links: [], comment_ids: [3, 2, 5] })

    await userEvent.click(love)
    expect(screen.getByRole('button', { name: 'Love 4', pressed: true })).toBeTruthy()
    expect(await screen.findByText('You sent love.')).toBeTruthy()
    expect(api.bodiesOf(PATHS.react)[0]).toEqual({ target: 'comment', comment_id: 3, reaction: 'love' })
  })

  it('opens the kind words for comments when asked, not before', async () => {
    const api = fakeApi({
      [PATHS.status]: statusAnswer,
      [PATHS.phrases]: jsonResponse(200, { results: phrases.slice(0, 1) }),
      [PATHS.userFeedback]: jsonResponse(200, { counts: [], mine: [] }),
      [PATHS.giveFeedback]: jsonResponse(201, {
        feedback_id: 1,
        active: true,
        counts: [{ feedback_id: 1, label: 'Thank you for sharing', count: 1 }],
        mine: [1],
      }),
    })
    renderWithProviders(<CommentReactions commentId="3" mayLove signedIn />)
    await screen.findByRole('button', { name: 'Love 3' })
    expect(api.called(PATHS.userFeedback)).toBe(false)
    await userEvent.click(screen.getByRole('button', { name: 'Kind words', expanded: false }))
    await userEvent.click(
      await screen.findByRole('button', { name: 'Thank you for sharing', pressed: false }),
    )
    expect(screen.getByRole('button', { name: 'Thank you for sharing 1', pressed: true })).toBeTruthy()
    await waitFor(() =>
      expect(api.bodiesOf(PATHS.giveFeedback)[0]).toEqual({ feedback_id: 1, comment_id: 3 }),
    )
    expect(api.requestsTo(PATHS.phrases)[0]?.query.get('type')).toBe('comment')
    expect(api.requestsTo(PATHS.userFeedback)[0]?.query.get('comment_id')).toBe('3')
  })

  it('asks nothing for a visitor', async () => {
    const api = fakeApi({})
    renderWithProviders(<CommentReactions commentId="3" mayLove={false} signedIn={false} />)
    expect(screen.queryByRole('button', { name: /Love/ })).toBeNull()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(api.fetchMock).not.toHaveBeenCalled()
  })
})
