import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClientProvider } from '@tanstack/react-query'
import { beforeEach, describe, expect, it } from 'vitest'
import { queryClient } from '@/lib/query-client'
import { fakeApi, type FakeRequest } from '@/test/fake-api'
import { jsonResponse } from '@/test/fake-response'
import { PreferencesProvider } from '../hooks/preferences-context'
import { usePreferenceStore } from '../stores/preference-store'
import { readingBreaksCategory } from '../testing/reading-break-options'
import { PreferenceSettings } from './preference-settings'

const OPTIONS = 'GET /api/v1/user-preference/get-options'
const MINE = 'GET /api/v1/user-preference/get-user-preferences'
const UPDATE = 'POST /api/v1/user-preference/update'
const SLUG_OF: Record<number, string> = { 31: 'off', 32: 'after-10-minutes', 33: 'after-20-minutes' }

const answer = (selected = 'off') => ({
  categories: [readingBreaksCategory(selected)],
  totals: { safety_filters: 0, active_safety_filters: 0 },
})

function renderSettings(signedIn: boolean) {
  render(
    <QueryClientProvider client={queryClient}>
      <PreferencesProvider signedIn={signedIn}>
        <PreferenceSettings />
      </PreferencesProvider>
    </QueryClientProvider>,
  )
  return screen.findByRole('group', { name: 'Reminders to take a breath' })
}

beforeEach(() => usePreferenceStore.setState({ categories: [] }))

describe('reminders to take a breath on /settings', () => {
  it('are off until chosen, and a choice is saved with update as reading_breaks', async () => {
    const api = fakeApi({
      [MINE]: jsonResponse(200, answer()),
      [UPDATE]: (request: FakeRequest) =>
        jsonResponse(200, answer(SLUG_OF[(request.body as { reading_breaks: number }).reading_breaks])),
    })
    const group = await renderSettings(true)
    expect(within(group).getByRole('radio', { name: 'Off' })).toHaveProperty('checked', true)

    await userEvent.click(within(group).getByRole('radio', { name: 'After 20 minutes of reading' }))
    expect(await screen.findByText('Saved.')).toBeTruthy()
    await waitFor(() => expect(api.bodiesOf(UPDATE)).toEqual([{ reading_breaks: 33 }]))
    expect(within(group).getByRole('radio', { name: 'After 20 minutes of reading' })).toHaveProperty(
      'checked',
      true,
    )
  })

  it('are kept in this tab for a visitor, sending nothing', async () => {
    const api = fakeApi({ [OPTIONS]: jsonResponse(200, answer()) })
    const group = await renderSettings(false)
    await userEvent.click(within(group).getByRole('radio', { name: 'After 10 minutes of reading' }))
    expect(await screen.findByText('Saved for this visit.')).toBeTruthy()
    const kept = JSON.parse(sessionStorage.getItem('kindred-preferences') ?? '{}')
    const breaks = kept.state.categories.find((c: { key: string }) => c.key === 'reading_breaks')
    expect(
      breaks.options.filter((o: { selected: boolean }) => o.selected).map((o: { slug: string }) => o.slug),
    ).toEqual(['after-10-minutes'])
    expect(api.called(UPDATE)).toBe(false)
  })
})
