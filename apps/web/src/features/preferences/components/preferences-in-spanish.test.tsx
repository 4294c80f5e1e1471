import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClientProvider } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { PREFERENCE_PATHS } from '@kindred/contract/preferences-constants'
import { showLanguage } from '@/lib/i18n/show-language'
import { queryClient } from '@/lib/query-client'
import { fakeApi, type FakeRequest } from '@/test/fake-api'
import { jsonResponse } from '@/test/fake-response'
import { PreferencesProvider } from '../hooks/preferences-context'
import { useEmpathyLabel } from '../hooks/use-empathy-label'
import { useSafetyFilters } from '../hooks/use-safety-filters'
import { usePreferenceStore } from '../stores/preference-store'
import { useTextSizeStore } from '../stores/text-size-store'
import { useThemeStore } from '../stores/theme-store'
import { preferencesFromContent } from '../testing/content-answer'
import { PreferenceSettings } from './preference-settings'
import { TextSizeControl } from './text-size-control'
import { ThemeToggle } from './theme-toggle'

const OPTIONS = `GET ${PREFERENCE_PATHS.options}`
const MINE = `GET ${PREFERENCE_PATHS.mine}`
const UPDATE = `POST ${PREFERENCE_PATHS.update}`

/** The server answers in the language the page asks for (Accept-Language). */
const inAskedLanguage =
  (selected: string[] = []) =>
  (request: FakeRequest) =>
    jsonResponse(
      200,
      preferencesFromContent(request.headers['Accept-Language'] === 'es' ? 'es' : 'en', selected),
    )

function renderWithPreferences(signedIn: boolean, ui = <PreferenceSettings />) {
  return render(
    <QueryClientProvider client={queryClient}>
      <PreferencesProvider signedIn={signedIn}>{ui}</PreferencesProvider>
    </QueryClientProvider>,
  )
}

beforeEach(() => {
  usePreferenceStore.setState({ categories: [], language: null })
  useThemeStore.setState({ choice: null })
  useTextSizeStore.setState({ percent: 100 })
})
afterEach(() => showLanguage('en'))

describe('preferences in Spanish', () => {
  it('shows a visitor’s settings fully in Spanish, and says a choice was kept for this visit', async () => {
    await showLanguage('es')
    fakeApi({ [OPTIONS]: inAskedLanguage(['me-too', 'light', 'off', 'without-my-name']) })
    renderWithPreferences(false)

    const section = await screen.findByRole('region', { name: 'Preferencias' })
    const filters = await within(section).findByRole('group', { name: 'Filtros de protección' })
    expect(
      within(section).getByText(
        'Se guardan en esta pestaña hasta que la cierres. Entra para guardarlas en tu cuenta.',
      ),
    ).toBeTruthy()
    expect(
      within(filters).getByText(
        'Los recuerdos y comentarios sobre los temas que marques quedan plegados, con el nombre del filtro, hasta que decidas abrirlos.',
      ),
    ).toBeTruthy()

    await userEvent.click(within(filters).getByRole('checkbox', { name: /^Negligencia/ }))
    expect(within(section).getByRole('status').textContent).toBe('Se guardó para esta visita.')
  })

  it('words a visitor’s preferences again when the page switches language, keeping what they chose', async () => {
    fakeApi({ [OPTIONS]: inAskedLanguage(['me-too']) })
    renderWithPreferences(false)
    const filters = await screen.findByRole('group', { name: 'Safety filters' })
    await userEvent.click(within(filters).getByRole('checkbox', { name: /^Neglect/ }))
    await userEvent.click(screen.getByRole('radio', { name: /^I hear you/ }))

    await act(() => showLanguage('es'))
    const filtros = await screen.findByRole('group', { name: 'Filtros de protección' })
    expect(within(filtros).getByRole('checkbox', { name: /^Negligencia/ })).toHaveProperty('checked', true)
    expect(within(filtros).getByRole('checkbox', { name: /^Violencia física/ })).toHaveProperty(
      'checked',
      false,
    )
    expect(screen.getByRole('radio', { name: /^Te escucho/ })).toHaveProperty('checked', true)
    expect(usePreferenceStore.getState().language).toBe('es')
  })

  it('reads a signed-in person’s preferences again in the new language, and saves in it', async () => {
    const api = fakeApi({
      [MINE]: inAskedLanguage(['neglect', 'me-too']),
      [UPDATE]: inAskedLanguage(['neglect', 'death-loss', 'me-too']),
    })
    renderWithPreferences(true)
    await screen.findByRole('checkbox', { name: /^Neglect/ })

    await act(() => showLanguage('es'))
    const filtros = await screen.findByRole('group', { name: 'Filtros de protección' })
    expect(within(filtros).getByRole('checkbox', { name: /^Negligencia/ })).toHaveProperty('checked', true)
    expect(api.requestsTo(MINE).map((request) => request.headers['Accept-Language'])).toEqual(['en', 'es'])

    await userEvent.click(within(filtros).getByRole('checkbox', { name: /^Muerte y pérdida/ }))
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Se guardó.'))
    expect(within(filtros).getByRole('checkbox', { name: /^Muerte y pérdida/ })).toHaveProperty(
      'checked',
      true,
    )
  })

  it('names the text size and the dark theme in Spanish, with the size written the Spanish way', async () => {
    await showLanguage('es')
    render(
      <>
        <TextSizeControl />
        <ThemeToggle />
      </>,
    )
    const size = screen.getByRole('group', { name: 'Tamaño del texto' })
    await userEvent.click(within(size).getByRole('button', { name: 'Texto más grande' }))
    expect(within(size).getByRole('status').textContent).toBe('125\u00a0%')
    expect(within(size).getByRole('button', { name: 'Texto más pequeño' })).toBeTruthy()

    const dark = screen.getByRole('button', { name: 'Tema oscuro', pressed: false })
    expect(dark.textContent).toBe('Tema oscuroNo')
    await userEvent.click(dark)
    expect(dark.textContent).toBe('Tema oscuroSí')
  })

  it('names the safety filters and the empathy button from the shown language’s content', async () => {
    fakeApi({})
    function Labels() {
      const { filterLabel } = useSafetyFilters()
      return (
        <p>
          {filterLabel('neglect')} / {useEmpathyLabel()}
        </p>
      )
    }
    renderWithPreferences(false, <Labels />)
    expect(screen.getByText('Neglect / Me too')).toBeTruthy()
    await act(() => showLanguage('es'))
    expect(screen.getByText('Negligencia / A mí también')).toBeTruthy()
  })
})
