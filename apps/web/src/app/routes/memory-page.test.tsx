import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { memory, OTHERS_ABILITIES, VISITORS_ABILITIES } from '@/features/memories/testing/memory-fixtures'
import { preferencesAnswer } from '@/features/memories/testing/preferences-answer'
import { usePreferenceStore } from '@/features/preferences/stores/preference-store'
import { fakeApi } from '@/test/fake-api'
import { jsonResponse } from '@/test/fake-response'
import { renderApp } from '@/test/render-app'
import { wireApiClient } from '../session-wiring'
import { signInSampleUser } from '@/test/signed-in'

const LINK = 'the-blue-kitchen-k3x9q2'
const BULK = 'GET /memories/api/v1/memories/get-details-bulk/'
const MINE = 'GET /api/v1/user-preference/get-user-preferences'
const OPTIONS = 'GET /api/v1/user-preference/get-options'
const bulk = (found: ReturnType<typeof memory> | null) =>
  jsonResponse(200, { results: found ? [found] : [], missing: found ? [] : [LINK] })
const noContent = () => new Response(null, { status: 204 })

beforeEach(() => {
  wireApiClient()
  usePreferenceStore.setState({ categories: [] })
})

describe('/memories/m/:shareableLink', () => {
  it('shows the whole memory as plain text with its line breaks, by its link', async () => {
    const found = memory({ abilities: VISITORS_ABILITIES })
    const api = fakeApi({ [OPTIONS]: jsonResponse(200, preferencesAnswer()), [BULK]: bulk(found) })
    renderApp(`/memories/m/${LINK}`)
    expect(await screen.findByRole('heading', { level: 2, name: 'The blue kitchen' })).toBeTruthy()
    const body = screen.getByText(/We had a blue kitchen/)
    expect(body.textContent).toBe('We had a blue kitchen.\nI remember the radio.')
    expect(body.className).toContain('whitespace-pre-wrap')
    expect(api.requestsTo(BULK)[0]?.query.get('shareable_links')).toBe(LINK)
    expect(screen.getByRole('button', { name: 'Me too' })).toBeTruthy()
    // A visitor may neither hide nor edit.
    expect(screen.queryByRole('button', { name: 'Hide from my lists' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull()
  })

  it('says kindly when the memory is missing or not visible', async () => {
    fakeApi({ [OPTIONS]: jsonResponse(200, preferencesAnswer()), [BULK]: bulk(null) })
    renderApp(`/memories/m/${LINK}`)
    expect(await screen.findByRole('heading', { name: 'This memory is not here' })).toBeTruthy()
  })

  describe('signed in', () => {
    beforeEach(() => signInSampleUser())

    it('lets the author delete it after confirming, then goes home', async () => {
      const mine = memory({ is_mine: true })
      const api = fakeApi({
        [MINE]: jsonResponse(200, preferencesAnswer()),
        [BULK]: bulk(mine),
        'DELETE /memories/api/v1/memories/abc123/get-details': noContent,
        'GET /memories/api/v1/my-memories/': jsonResponse(200, {
          results: [],
          page: 1,
          limit: 10,
          has_next: false,
        }),
      })
      renderApp(`/memories/m/${LINK}`)
      await userEvent.click(await screen.findByRole('button', { name: 'Delete…' }))
      const heading = screen.getByRole('heading', { name: 'Delete this memory?' })
      await waitFor(() => expect(document.activeElement).toBe(heading))
      expect(api.called('DELETE /memories/api/v1/memories/abc123/get-details')).toBe(false)
      await userEvent.click(screen.getByRole('button', { name: 'Yes, delete it' }))
      expect(await screen.findByRole('heading', { level: 1, name: 'Your space' })).toBeTruthy()
      expect(api.called('DELETE /memories/api/v1/memories/abc123/get-details')).toBe(true)
    })

    it('shows the author their own memory open under their own safety filter, naming its warning', async () => {
      // The author filters neglect and wrote about it: opening their memory (from a notification, say)
      // shows it, title first, with the warning other readers' filters fold it by.
      fakeApi({
        [MINE]: jsonResponse(200, preferencesAnswer({ filters: ['neglect'] })),
        [BULK]: bulk(memory({ is_mine: true, content_warnings: ['neglect'] })),
      })
      renderApp(`/memories/m/${LINK}`)
      expect(await screen.findByRole('heading', { level: 2, name: 'The blue kitchen' })).toBeTruthy()
      expect(screen.getByText(/We had a blue kitchen/)).toBeTruthy()
      expect(screen.queryByRole('button', { name: 'Show anyway' })).toBeNull()
      expect(
        screen.getByText(
          'Your content warning: Neglect. Readers who turned on that safety filter see this memory folded away until they choose to open it.',
        ),
      ).toBeTruthy()
    })

    it('still folds someone else’s memory under the same filter', async () => {
      fakeApi({
        [MINE]: jsonResponse(200, preferencesAnswer({ filters: ['neglect'] })),
        [BULK]: bulk(memory({ content_warnings: ['neglect'] })),
      })
      renderApp(`/memories/m/${LINK}`)
      expect(await screen.findByRole('button', { name: 'Show anyway' })).toBeTruthy()
      expect(
        screen.getByText(/This memory is folded away by your safety filters\. It may touch on Neglect\./),
      ).toBeTruthy()
      expect(screen.queryByText('The blue kitchen')).toBeNull()
    })

    it('stops showing what goes with the memory while it is being deleted', async () => {
      // A person who deletes quickly: the comments' code may arrive while the deletion is on its
      // way, and would then ask the server for the comments of a memory it has just deleted.
      fakeApi({
        [MINE]: jsonResponse(200, preferencesAnswer()),
        [BULK]: bulk(memory({ is_mine: true })),
        'DELETE /memories/api/v1/memories/abc123/get-details': () => new Promise<Response>(() => {}),
      })
      renderApp(`/memories/m/${LINK}`)
      expect(await screen.findByRole('region', { name: /^Comments/ })).toBeTruthy()
      await userEvent.click(screen.getByRole('button', { name: 'Delete…' }))
      await userEvent.click(screen.getByRole('button', { name: 'Yes, delete it' }))
      expect(await screen.findByRole('button', { name: 'Deleting…' })).toBeTruthy()
      expect(screen.queryByRole('region', { name: /^Comments/ })).toBeNull()
      expect(screen.getByRole('heading', { level: 2, name: 'The blue kitchen' })).toBeTruthy()
    })

    it('lets someone else hide it from their lists, and undo that', async () => {
      const api = fakeApi({
        [MINE]: jsonResponse(200, preferencesAnswer()),
        [BULK]: bulk(memory({ abilities: OTHERS_ABILITIES })),
        'GET /api/v1/interaction/memory/abc123/hide': jsonResponse(200, { hash_id: 'abc123', hidden: true }),
        'DELETE /api/v1/interaction/memory/abc123/hide': jsonResponse(200, {
          hash_id: 'abc123',
          hidden: false,
        }),
      })
      renderApp(`/memories/m/${LINK}`)
      await userEvent.click(await screen.findByRole('button', { name: 'Hide from my lists' }))
      expect(await screen.findByText(/Hidden\. It will no longer appear/)).toBeTruthy()
      await userEvent.click(screen.getByRole('button', { name: 'Show it in my lists again' }))
      expect(await screen.findByText('It will appear in your lists again.')).toBeTruthy()
      expect(api.called('DELETE /api/v1/interaction/memory/abc123/hide')).toBe(true)
    })
  })
})
