import { i18n } from '@lingui/core'
import { screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { preferencesAnswer } from '@/features/memories/testing/preferences-answer'
import { useCookieStore } from '@/features/identity/stores/cookie-store'
import { READING_BREAK_MESSAGE } from '@/features/preferences/components/reading-break-notice'
import { usePreferenceStore } from '@/features/preferences/stores/preference-store'
import { useReadingStretchStore } from '@/features/preferences/stores/reading-stretch-store'
import { readingBreaksCategory } from '@/features/preferences/testing/reading-break-options'
import { fakeApi } from '@/test/fake-api'
import { jsonResponse } from '@/test/fake-response'
import { renderApp } from '@/test/render-app'
import { wireApiClient } from './session-wiring'

const emptyPage = jsonResponse(200, { results: [], page: 1, limit: 10, has_next: false })
const MINE = 'GET /api/v1/user-preference/get-user-preferences'

const TEN_MINUTES = readingBreaksCategory('after-10-minutes')

/** A stretch of reading that has reached its reminder. */
const stretchReached = () => useReadingStretchStore.setState({ readMs: 10 * 60_000, due: true })

beforeEach(() => {
  wireApiClient()
  usePreferenceStore.setState({ categories: [] })
})

describe('the reminder to take a breath, where it shows', () => {
  it('shows on the memories screens, with the way to support', async () => {
    useCookieStore.getState().signOut()
    usePreferenceStore.setState({ categories: [TEN_MINUTES] })
    stretchReached()
    fakeApi({ 'GET /api/v1/feed/': emptyPage })
    renderApp('/memories')
    expect(await screen.findByText(i18n._(READING_BREAK_MESSAGE))).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Support and crisis lines' }).getAttribute('href')).toBe('/help')
  })

  it('does not show on /home, where one’s own memories are listed', async () => {
    useCookieStore.getState().signIn({ public_id: 'u_1', display_name: 'Quiet Heron', role: 'user' })
    stretchReached()
    const preferences = preferencesAnswer()
    const api = fakeApi({
      [MINE]: jsonResponse(200, { ...preferences, categories: [...preferences.categories, TEN_MINUTES] }),
      'GET /api/v1/connect/mine/': emptyPage,
      'GET /memories/api/v1/my-memories/': emptyPage,
    })
    renderApp('/home')
    expect(await screen.findByText(/You have not written a memory yet/)).toBeTruthy()
    await waitFor(() => expect(api.called(MINE)).toBe(true))
    expect(screen.queryByText(i18n._(READING_BREAK_MESSAGE))).toBeNull()
  })
})
