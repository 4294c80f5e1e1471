import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { MeToo } from '@kindred/contract/interactions'
import { fakeApi, type FakeRequest } from '@/test/fake-api'
import { errorResponse, jsonResponse } from '@/test/fake-response'
import { renderWithProviders } from '@/test/render-with-providers'
import { PATHS } from '../testing/render'
import { MeTooNotes } from './me-too-notes'

const LINK = 'the-blue-kitchen-k3x9q2'
const ME_TOOS = PATHS.meToos(LINK)
const options = jsonResponse(200, {
  results: [
    { key: 'me_too', label: 'Same here', targets: ['memory'] },
    { key: 'love', label: 'Love', targets: ['memory', 'comment', 'me_too'] },
  ],
})

const meToo = (id: number, patch: Partial<MeToo> = {}): MeToo => ({
  id,
  giver: { public_id: `p-${id}`, display_name: `Person ${id}` },
  note: null,
  loved_back: false,
  created_at: '2025-03-01T10:00:00.000Z',
  ...patch,
})

const loveBackAnswer = (active: boolean) =>
  jsonResponse(200, {
    reaction: 'love',
    target: 'me_too',
    active,
    counts: { me_too: 2, love: 0, comments: 0, votes: 0 },
  })

describe('MeTooNotes', () => {
  it('lists who said it, with their private notes, anonymous givers unnamed, ten at a time', async () => {
    const api = fakeApi({
      [PATHS.options]: options,
      [ME_TOOS]: (request: FakeRequest) =>
        request.query.get('page') === '2'
          ? jsonResponse(200, { results: [meToo(11)], page: 2, limit: 10, has_next: false })
          : jsonResponse(200, {
              results: [
                meToo(1, { note: 'I had the same radio.' }),
                meToo(2, { giver: null, note: 'Thank you.' }),
                ...Array.from({ length: 8 }, (_, i) => meToo(i + 3)),
              ],
              page: 1,
              limit: 10,
              has_next: true,
            }),
    })
    renderWithProviders(<MeTooNotes shareableLink={LINK} />)
    expect(await screen.findByRole('heading', { name: 'People who said “Same here”' })).toBeTruthy()
    expect(await screen.findByText('I had the same radio.')).toBeTruthy()
    expect(screen.getByText('Someone (without their name)')).toBeTruthy()
    expect(screen.getAllByRole('listitem')).toHaveLength(10)
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }))
    expect(await screen.findByText('Person 11')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull()
    expect(api.requestsTo(ME_TOOS).map((r) => r.query.get('page'))).toEqual(['1', '2'])
  })

  it('sends love back at once, and takes it back', async () => {
    const api = fakeApi({
      [PATHS.options]: options,
      [ME_TOOS]: jsonResponse(200, { results: [meToo(7)], page: 1, limit: 10, has_next: false }),
      [PATHS.react]: loveBackAnswer(true),
      [PATHS.unreact]: loveBackAnswer(false),
    })
    renderWithProviders(<MeTooNotes shareableLink={LINK} />)
    const item = (await screen.findByText('Person 7')).closest('li')!
    await userEvent.click(
      within(item).getByRole('button', { name: 'Send love back to Person 7', pressed: false }),
    )
    expect(within(item).getByRole('button', { name: /Send love back/, pressed: true })).toBeTruthy()
    expect(await screen.findByText('Love sent back to Person 7.')).toBeTruthy()
    expect(api.bodiesOf(PATHS.react)[0]).toEqual({ target: 'me_too', me_too_id: 7, reaction: 'love' })
    await userEvent.click(within(item).getByRole('button', { name: /Send love back/, pressed: true }))
    expect(await screen.findByText('Love taken back from Person 7.')).toBeTruthy()
    expect(within(item).getByRole('button', { name: /Send love back/, pressed: false })).toBeTruthy()
  })

  it('puts the love back as it was when it could not be sent', async () => {
    fakeApi({
      [PATHS.options]: options,
      [ME_TOOS]: jsonResponse(200, { results: [meToo(7)], page: 1, limit: 10, has_next: false }),
      [PATHS.react]: errorResponse(404, 'This me too is not here.', 'NOT_FOUND'),
    })
    renderWithProviders(<MeTooNotes shareableLink={LINK} />)
    await userEvent.click(await screen.findByRole('button', { name: /Send love back/, pressed: false }))
    expect(
      await screen.findByText(/Your love could not be sent back\. This me too is not here\./),
    ).toBeTruthy()
    expect(screen.getByRole('button', { name: /Send love back/, pressed: false })).toBeTruthy()
  })

  it('says what to expect when nobody has said it yet', async () => {
    fakeApi({
      [PATHS.options]: options,
      [ME_TOOS]: jsonResponse(200, { results: [], page: 1, limit: 10, has_next: false }),
    })
    renderWithProviders(<MeTooNotes shareableLink={LINK} />)
    expect(await screen.findByText(/Nobody has said “Same here” yet\./)).toBeTruthy()
  })
})
