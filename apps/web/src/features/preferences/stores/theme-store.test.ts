import { beforeEach, describe, expect, it, vi } from 'vitest'
import { storageContents } from '@/test/storage'
import { effectiveTheme, useThemeStore } from './theme-store'

function systemPrefers(dark: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) => ({ matches: dark && query.includes('dark'), media: query }) as MediaQueryList,
  )
}

beforeEach(() => {
  useThemeStore.setState({ choice: null })
  localStorage.clear()
})

describe('theme store', () => {
  it('shows a visitor with nothing stored the light theme', () => {
    expect(effectiveTheme(useThemeStore.getState().choice)).toBe('light')
  })

  it('stores the toggled choice in localStorage under kindred-theme only', () => {
    useThemeStore.getState().toggle()
    expect(storageContents(localStorage)).toEqual({
      'kindred-theme': { state: { choice: 'dark' }, version: 0 },
    })
    expect(sessionStorage.length).toBe(0)
    useThemeStore.getState().toggle()
    expect(useThemeStore.getState().choice).toBe('light')
  })

  it('brings the stored choice back after a reload, and ignores a value that is not a theme', async () => {
    localStorage.setItem('kindred-theme', JSON.stringify({ state: { choice: 'dark' }, version: 0 }))
    await useThemeStore.persist.rehydrate()
    expect(useThemeStore.getState().choice).toBe('dark')
    localStorage.setItem('kindred-theme', JSON.stringify({ state: { choice: 'neon' }, version: 0 }))
    await useThemeStore.persist.rehydrate()
    expect(useThemeStore.getState().choice).toBeNull()
  })

  it('on login follows the system when nothing is stored, and the saved preference otherwise', () => {
    systemPrefers(true)
    useThemeStore.getState().applyLoginTheme(null)
    expect(useThemeStore.getState().choice).toBe('dark')

    systemPrefers(true)
    useThemeStore.setState({ choice: 'light' })
    useThemeStore.getState().applyLoginTheme('light')
    expect(useThemeStore.getState().choice).toBe('light')
    useThemeStore.getState().applyLoginTheme('dark')
    expect(useThemeStore.getState().choice).toBe('dark')
  })

  it('forces light on sign out, even after dark was chosen', () => {
    useThemeStore.getState().setTheme('dark')
    useThemeStore.getState().forceLight()
    expect(useThemeStore.getState().choice).toBe('light')
  })
})
