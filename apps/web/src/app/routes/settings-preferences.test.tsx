import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { preferencesAnswer } from '@/features/memories/testing/preferences-answer'
import { usePreferenceStore } from '@/features/preferences/stores/preference-store'
import { useThemeStore } from '@/features/preferences/stores/theme-store'
import { fakeApi, sampleUser, type FakeRequest } from '@/test/fake-api'
import { jsonResponse } from '@/test/fake-response'
import { renderApp } from '@/test/render-app'
import { wireApiClient } from '../session-wiring'
import { signInSampleUser } from '@/test/signed-in'

const OPTIONS = 'GET /api/v1/user-preference/get-options'
const MINE = 'GET /api/v1/user-preference/get-user-preferences'
const UPDATE = 'POST /api/v1/user-preference/update'
const FEED = 'GET /api/v1/feed/'
const region = () => screen.findByRole('region', { name: 'Preferences' })

beforeEach(() => {
  wireApiClient()
  usePreferenceStore.setState({ categories: [] })
  useThemeStore.setState({ choice: null })
})

describe('preferences on /settings, for a visitor', () => {
  it('starts from the options and keeps changes in this tab’s sessionStorage, sending nothing', async () => {
    const api = fakeApi({ [OPTIONS]: jsonResponse(200, preferencesAnswer()) })
    renderApp('/settings')
    const section = await region()
    await userEvent.click(await within(section).findByRole('checkbox', { name: 'Neglect' }))
    expect(await within(section).findByText('Saved for this visit.')).toBeTruthy()
    const kept = JSON.parse(sessionStorage.getItem('kindred-preferences') ?? '{}')
    const filters = kept.state.categories.find((c: { key: string }) => c.key === 'safety_filters')
    expect(filters.options.map((o: { selected: boolean }) => o.selected)).toEqual([true, false])
    expect(api.called(UPDATE)).toBe(false)
    expect(within(section).getByRole('radio', { name: 'Me too' })).toHaveProperty('checked', true)
  })
})

describe('preferences on /settings, signed in', () => {
  beforeEach(() => signInSampleUser())

  it('saves each change with update and says so politely', async () => {
    const saved: { filters: string[]; empathy: string } = { filters: [], empathy: 'me-too' }
    const api = fakeApi({
      'GET /api/v1/auth/me': jsonResponse(200, { user: sampleUser }),
      'GET /api/v1/auth/sessions': jsonResponse(200, { results: [] }),
      [MINE]: jsonResponse(200, preferencesAnswer()),
      // Answers with what was saved so far, as the server does.
      [UPDATE]: (request: FakeRequest) => {
        const body = request.body as { safety_filters?: number[]; empathy_button_text?: number }
        if (body.safety_filters) saved.filters = body.safety_filters.includes(2) ? ['self-harm-suicide'] : []
        if (body.empathy_button_text)
          saved.empathy = body.empathy_button_text === 12 ? 'i-hear-you' : 'me-too'
        return jsonResponse(200, preferencesAnswer(saved))
      },
    })
    renderApp('/settings')
    const section = await region()
    await userEvent.click(await within(section).findByRole('checkbox', { name: 'Self-harm and suicide' }))
    expect(await within(section).findByText('Saved.')).toBeTruthy()
    await userEvent.click(within(section).getByRole('radio', { name: 'I hear you' }))
    await userEvent.click(within(section).getByRole('radio', { name: 'Dark' }))
    await waitFor(() => expect(api.bodiesOf(UPDATE)).toHaveLength(3))
    expect(api.bodiesOf(UPDATE)).toEqual([
      { safety_filters: [2] },
      { empathy_button_text: 12 },
      { theme: 22 },
    ])
    expect(useThemeStore.getState().choice).toBe('dark')
    // A signed-in person's choices live on the server, not in the visitor's tab storage.
    expect(usePreferenceStore.getState().categories).toEqual([])
  })

  it('only logs a failure to load preferences: /memories shows as usual, with "Me too"', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    fakeApi({ [FEED]: jsonResponse(200, { results: [], page: 1, limit: 10, has_next: false }) })
    renderApp('/memories')
    expect(await screen.findByText(/Nobody has shared a memory yet/)).toBeTruthy()
    await waitFor(() => expect(warn).toHaveBeenCalled())
    expect(String(warn.mock.calls[0]?.[0])).toContain('could not be loaded')
    expect(screen.queryByRole('alert')?.textContent ?? '').toBe('')
  })
})
