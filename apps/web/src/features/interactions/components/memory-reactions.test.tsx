import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { MemoryCounts } from '@kindred/contract/interactions'
import { fakeApi, type FakeRequest } from '@/test/fake-api'
import { errorResponse, jsonResponse } from '@/test/fake-response'
import { renderWithProviders } from '@/test/render-with-providers'
import { PATHS, phrases } from '../testing/render'
import { MemoryReactions } from './memory-reactions'

const LINK = 'the-blue-kitchen-k3x9q2'
const zero: MemoryCounts = { me_too: 0, love: 0, comments: 0, votes: 0 }
const counts = (patch: Partial<MemoryCounts> = {}): MemoryCounts => ({ ...zero, ...patch })

function statusAnswer(state: { me_too?: boolean; love?: boolean; counts?: Partial<MemoryCounts> } = {}) {
  return (request: FakeRequest) => {
    const links = (request.body as { shareable_links: string[] }).shareable_links
    return jsonResponse(200, {
      memories: Object.fromEntries(
        links.map((link) => [
          link,
          { me_too: state.me_too ?? false, love: state.love ?? false, counts: counts(state.counts) },
        ]),
      ),
      comments: {},
    })
  }
}

function votesAnswer(voted = false, count = 0) {
  return (request: FakeRequest) => {
    const links = (request.body as { shareable_links: string[] }).shareable_links
    return jsonResponse(200, { results: Object.fromEntries(links.map((link) => [link, { voted, count }])) })
  }
}

const reaction = (reactionKind: 'me_too' | 'love', active: boolean, memoryCounts: Partial<MemoryCounts>) =>
  jsonResponse(active ? 201 : 200, {
    reaction: reactionKind,
    target: 'memory',
    active,
    counts: counts(memoryCounts),
  })

const card = (props: Partial<Parameters<typeof MemoryReactions>[0]> = {}) => (
  <MemoryReactions
    shareableLink={LINK}
    mayReact
    counts={zero}
    signedIn
    empathyLabel="I hear you"
    {...props}
  />
)

describe('MemoryReactions', () => {
  it('asks for the state of ten cards rendered together in one request of each kind', async () => {
    const api = fakeApi({ [PATHS.status]: statusAnswer({ love: true }), [PATHS.votesStatus]: votesAnswer() })
    const links = Array.from({ length: 10 }, (_, i) => `memory-number-${i}`)
    renderWithProviders(
      <>
        {links.map((link) => (
          <div key={link}>{card({ shareableLink: link })}</div>
        ))}
      </>,
    )
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Love', pressed: true })).toHaveLength(10),
    )
    expect(api.requestsTo(PATHS.status)).toHaveLength(1)
    expect(api.requestsTo(PATHS.votesStatus)).toHaveLength(1)
    expect(api.bodiesOf(PATHS.status)[0]).toEqual({ shareable_links: links, comment_ids: [] })
    expect(api.bodiesOf(PATHS.votesStatus)[0]).toEqual({ shareable_links: links })
  })

  it('sends a me too with a private note and without the name, then offers to take it back', async () => {
    const api = fakeApi({
      [PATHS.status]: statusAnswer({ counts: { me_too: 2 } }),
      [PATHS.votesStatus]: votesAnswer(),
      [PATHS.react]: reaction('me_too', true, { me_too: 3 }),
      [PATHS.unreact]: reaction('me_too', false, { me_too: 2 }),
    })
    renderWithProviders(card({ counts: counts({ me_too: 2 }) }))
    const button = await screen.findByRole('button', { name: 'I hear you 2' })
    await userEvent.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    const form = await screen.findByRole('form', { name: 'Say I hear you' })
    const note = within(form).getByRole('textbox', { name: 'A note (optional)' })
    expect(screen.getByText('Only the person who shared this will read it.')).toBeTruthy()
    await userEvent.type(note, 'Same kitchen, same radio.')
    // Without the name from the start (decision 057).
    expect(within(form).getByRole('checkbox', { name: /Say it without my name/ })).toHaveProperty(
      'checked',
      true,
    )
    await userEvent.click(within(form).getByRole('button', { name: 'Send' }))

    // At once, before the server answers, and for good after.
    expect(await screen.findByRole('button', { name: /I hear you 3/ })).toBeTruthy()
    expect(await screen.findByText('You said “I hear you”, without your name.')).toBeTruthy()
    expect(api.bodiesOf(PATHS.react)[0]).toEqual({
      target: 'memory',
      shareable_link: LINK,
      reaction: 'me_too',
      note: 'Same kitchen, same radio.',
      anonymous: true,
    })

    await userEvent.click(screen.getByRole('button', { name: /I hear you 3/ }))
    await userEvent.click(screen.getByRole('button', { name: 'Take back' }))
    expect(await screen.findByText('Your “I hear you” is taken back.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'I hear you 2' })).toBeTruthy()
    expect(api.bodiesOf(PATHS.unreact)[0]).toEqual({
      target: 'memory',
      shareable_link: LINK,
      reaction: 'me_too',
    })
  })

  it('keeps a note that is too long from being sent', async () => {
    const api = fakeApi({ [PATHS.status]: statusAnswer(), [PATHS.votesStatus]: votesAnswer() })
    renderWithProviders(card())
    await userEvent.click(await screen.findByRole('button', { name: 'I hear you' }))
    const note = await screen.findByRole('textbox', { name: 'A note (optional)' })
    await userEvent.click(note)
    await userEvent.paste('x'.repeat(281))
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(screen.getByText('Use at most 280 characters.')).toBeTruthy()
    expect(api.called(PATHS.react)).toBe(false)
  })

  it('shows love at once, and puts it back with a word when the server refuses', async () => {
    let answer!: (response: Response) => void
    fakeApi({
      [PATHS.status]: statusAnswer({ counts: { love: 4 } }),
      [PATHS.votesStatus]: votesAnswer(),
      [PATHS.react]: () => new Promise<Response>((resolve) => (answer = resolve)),
    })
    renderWithProviders(card({ counts: counts({ love: 4 }) }))
    const love = await screen.findByRole('button', { name: 'Love 4', pressed: false })
    await userEvent.click(love)
    expect(screen.getByRole('button', { name: 'Love 5', pressed: true })).toBeTruthy()
    answer(errorResponse(500, 'Internal error'))
    expect(await screen.findByRole('button', { name: 'Love 4', pressed: false })).toBeTruthy()
    expect(screen.getByRole('status').textContent).toContain('Your love could not be sent.')
  })

  it('votes that it resonates, and lists who it resonates with, ten at a time', async () => {
    const api = fakeApi({
      [PATHS.status]: statusAnswer({ counts: { votes: 12 } }),
      [PATHS.votesStatus]: votesAnswer(false, 12),
      [PATHS.vote]: jsonResponse(201, { shareable_link: LINK, voted: true, count: 13 }),
      [PATHS.voters]: (request: FakeRequest) =>
        request.query.get('page') === '2'
          ? jsonResponse(200, {
              results: [{ public_id: 'p-10', display_name: 'Person 10' }],
              page: 2,
              limit: 10,
              has_next: false,
              total: 13,
            })
          : jsonResponse(200, {
              results: Array.from({ length: 10 }, (_, i) => ({
                public_id: `p-${i}`,
                display_name: `Person ${i}`,
              })),
              page: 1,
              limit: 10,
              has_next: true,
              total: 13,
            }),
    })
    renderWithProviders(card({ counts: counts({ votes: 12 }) }))
    await userEvent.click(await screen.findByRole('button', { name: 'This resonates 12', pressed: false }))
    expect(screen.getByRole('button', { name: 'This resonates 13', pressed: true })).toBeTruthy()
    expect(await screen.findByText('You said this resonates with you.')).toBeTruthy()
    expect(api.bodiesOf(PATHS.vote)[0]).toEqual({ shareable_link: LINK })

    await userEvent.click(screen.getByRole('button', { name: 'See who it resonates with' }))
    expect(await screen.findByText('Person 0')).toBeTruthy()
    expect(api.requestsTo(PATHS.voters)[0]?.query.get('limit')).toBe('10')
    expect(screen.queryByText(/keep their name private/)).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }))
    expect(await screen.findByText('Person 10')).toBeTruthy()
    expect(screen.getByText('and 2 others who keep their name private')).toBeTruthy()
  })

  it('offers the kind words on the memory page, each a toggle with its count', async () => {
    const api = fakeApi({
      [PATHS.status]: statusAnswer(),
      [PATHS.votesStatus]: votesAnswer(),
      [PATHS.phrases]: jsonResponse(200, { results: phrases }),
      [PATHS.userFeedback]: jsonResponse(200, {
        counts: [{ feedback_id: 1, label: 'Thank you for sharing', count: 3 }],
        mine: [],
      }),
      [PATHS.giveFeedback]: jsonResponse(201, {
        feedback_id: 2,
        active: true,
        counts: [
          { feedback_id: 1, label: 'Thank you for sharing', count: 3 },
          { feedback_id: 2, label: 'I believe you', count: 1 },
        ],
        mine: [2],
      }),
    })
    renderWithProviders(card({ withFeedback: true }))
    expect(
      await screen.findByRole('button', { name: 'Thank you for sharing 3', pressed: false }),
    ).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'I believe you', pressed: false }))
    expect(screen.getByRole('button', { name: 'I believe you 1', pressed: true })).toBeTruthy()
    expect(await screen.findByText('You said “I believe you”.')).toBeTruthy()
    expect(api.bodiesOf(PATHS.giveFeedback)[0]).toEqual({ feedback_id: 2, shareable_link: LINK })
    expect(api.requestsTo(PATHS.phrases)[0]?.query.get('type')).toBe('memory')
  })

  it('shows only the counts where the answer says the reader may not react (their own memory)', async () => {
    fakeApi({
      [PATHS.status]: statusAnswer({ counts: { me_too: 2, love: 1, votes: 0 } }),
      [PATHS.votesStatus]: votesAnswer(false, 0),
    })
    renderWithProviders(card({ mayReact: false, counts: counts({ me_too: 2, love: 1 }) }))
    expect(await screen.findByText('2 people said “I hear you”')).toBeTruthy()
    expect(screen.getByText(/1 person sent love/)).toBeTruthy()
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('invites a visitor to sign in, and asks nothing about them', async () => {
    const api = fakeApi({})
    renderWithProviders(card({ signedIn: false, counts: counts({ me_too: 1, love: 2, votes: 0 }) }))
    await userEvent.click(screen.getByRole('button', { name: 'I hear you 1' }))
    expect(screen.getByRole('link', { name: 'Sign in to say I hear you' }).getAttribute('href')).toBe(
      '/login',
    )
    expect(screen.getByText(/2 love/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Love/ })).toBeNull()
    expect(api.fetchMock).not.toHaveBeenCalled()
  })
})
