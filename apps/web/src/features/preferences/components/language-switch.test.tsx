import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { PREFERENCE_PATHS } from '@kindred/contract/preferences-constants'
import { useLanguageStore } from '@/lib/i18n/language-store'
import { showLanguage, startLanguage } from '@/lib/i18n/show-language'
import { fakeApi } from '@/test/fake-api'
import { jsonResponse } from '@/test/fake-response'
import { LanguageSwitch } from './language-switch'
import { ThemeToggle } from './theme-toggle'

const UPDATE = `POST ${PREFERENCE_PATHS.update}`

// As the app does before its first render: the page follows the language store from then on.
beforeAll(() => startLanguage())
afterEach(async () => {
  useLanguageStore.setState({ chosen: null })
  await showLanguage('en')
})

/** The switch beside something else the page says, to see the page change with it. */
function page(signedIn: boolean) {
  return render(
    <>
      <LanguageSwitch signedIn={signedIn} />
      <ThemeToggle />
    </>,
  )
}

describe('the language switch', () => {
  it('names each language in itself, and switches the page to the one picked without a reload', async () => {
    const api = fakeApi({})
    page(false)
    const english = screen.getByRole('button', { name: 'English', pressed: true })
    const spanish = screen.getByRole('button', { name: 'Español', pressed: false })
    expect(english.getAttribute('lang')).toBe('en')
    expect(spanish.getAttribute('lang')).toBe('es')
    expect(screen.getByRole('group', { name: 'Language' })).toBeTruthy()

    await userEvent.click(spanish)
    expect(await screen.findByRole('button', { name: 'Tema oscuro' })).toBeTruthy()
    expect(screen.getByRole('group', { name: 'Idioma' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Español', pressed: true })).toBe(spanish)
    expect(screen.getByRole('button', { name: 'English', pressed: false })).toBe(english)
    expect(document.documentElement.lang).toBe('es')
    expect(localStorage.getItem('kindred-language')).toContain('"es"')
    // A visitor's pick stays on this device: nothing is sent.
    expect(api.fetchMock).not.toHaveBeenCalled()

    await userEvent.click(english)
    expect(await screen.findByRole('button', { name: 'Dark theme' })).toBeTruthy()
    expect(document.documentElement.lang).toBe('en')
  })

  it('saves a signed-in person’s pick to their preferences as `language`', async () => {
    const api = fakeApi({ [UPDATE]: jsonResponse(200, {}) })
    page(true)
    await userEvent.click(screen.getByRole('button', { name: 'Español' }))
    await waitFor(() => expect(api.bodiesOf(UPDATE)).toEqual([{ language: 'es' }]))
    expect(await screen.findByRole('group', { name: 'Idioma' })).toBeTruthy()
  })

  it('keeps the pick on this device when it cannot be saved', async () => {
    fakeApi({})
    page(true)
    await userEvent.click(screen.getByRole('button', { name: 'Español' }))
    expect(await screen.findByRole('group', { name: 'Idioma' })).toBeTruthy()
    expect(useLanguageStore.getState().chosen).toBe('es')
  })
})
