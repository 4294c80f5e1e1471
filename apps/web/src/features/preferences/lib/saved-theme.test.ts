import { beforeEach, describe, expect, it } from 'vitest'
import { PREFERENCE_PATHS } from '@kindred/contract/preferences'
import { fakeApi } from '@/test/fake-api'
import { jsonResponse } from '@/test/fake-response'
import { useThemeStore } from '../stores/theme-store'
import { applySavedTheme, saveTheme } from './saved-theme'

const option = (id: number, slug: string) => ({ id, slug, label: slug, description: slug, selected: false })
const options = {
  categories: [
    { key: 'theme', name: 'Theme', multiple: false, options: [option(21, 'light'), option(22, 'dark')] },
  ],
  totals: { safety_filters: 0, active_safety_filters: 0 },
}

beforeEach(() => {
  localStorage.clear()
  useThemeStore.setState({ choice: null })
})

describe('the saved theme', () => {
  it('turns the theme dark after sign-in when the person saved dark (seed §4)', async () => {
    useThemeStore.getState().applyLoginTheme(null)
    expect(useThemeStore.getState().choice).toBe('light')
    fakeApi({
      [`GET ${PREFERENCE_PATHS.compact}`]: jsonResponse(200, {
        theme: 'dark',
        empathy_button_text: 'Me too',
        active_safety_filters: [],
      }),
    })
    await applySavedTheme()
    expect(useThemeStore.getState().choice).toBe('dark')
  })

  it('keeps the theme the rule chose when the preferences cannot load', async () => {
    useThemeStore.getState().applyLoginTheme(null)
    fakeApi({})
    await applySavedTheme()
    expect(useThemeStore.getState().choice).toBe('light')
  })

  it("saves the toggle's choice by the theme option's id", async () => {
    const api = fakeApi({
      [`GET ${PREFERENCE_PATHS.options}`]: jsonResponse(200, options),
      [`POST ${PREFERENCE_PATHS.update}`]: jsonResponse(200, options),
    })
    await saveTheme('dark')
    expect(api.bodiesOf(`POST ${PREFERENCE_PATHS.update}`)).toEqual([{ theme: 22 }])
  })
})
