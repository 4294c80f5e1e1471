import { act, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { showLanguage } from '@/lib/i18n/show-language'
import { CrisisLineList } from './crisis-line-list'
import { QuickExitExplainer } from './quick-exit-explainer'
import { QuickExitSettings } from './quick-exit-settings'

/** Words any English sentence here would carry, and no Spanish one (nor a crisis line's name) does. */
const ENGLISH = /\b(the|you|your|and|of|to|is|it|this)\b/i

afterEach(() => showLanguage('en'))

describe('safety in Spanish', () => {
  it('offers the quick-exit choices of this device in Spanish', async () => {
    await showLanguage('es')
    render(<QuickExitSettings />)
    const section = screen.getByRole('region', { name: 'Salida rápida en este dispositivo' })
    expect(
      within(section).getByRole('checkbox', { name: 'Mantener la sesión iniciada tras una salida rápida' }),
    ).toBeTruthy()
    expect(
      within(section).getByRole('checkbox', {
        name: 'Es un dispositivo compartido: guardar todo solo en esta pestaña',
      }),
    ).toBeTruthy()
    expect(section.textContent).not.toMatch(ENGLISH)
  })

  it('explains quick exit in Spanish, with the Spanish name of the Shift key', async () => {
    await showLanguage('es')
    const { container } = render(<QuickExitExplainer />)
    expect(container.querySelector('kbd')?.textContent).toBe('Mayús')
    expect(container.textContent).toContain(
      'al pulsar Atrás llegas a la página en la que estabas antes de Kindred',
    )
    expect(container.textContent).not.toMatch(ENGLISH)
  })

  it('lists the crisis lines of the Spanish file, and the English ones again once English is shown', async () => {
    await showLanguage('es')
    render(<CrisisLineList />)
    const call988 = await screen.findByRole('link', { name: 'Llama o envía un mensaje de texto al 988' })
    expect(call988.getAttribute('href')).toBe('tel:988')
    expect(screen.getByRole('heading', { name: 'Samaritans' }).nextElementSibling?.textContent).toBe(
      'Reino Unido e Irlanda',
    )
    expect(screen.getByRole('list').textContent).not.toMatch(ENGLISH)

    await act(() => showLanguage('en'))
    expect((await screen.findByRole('link', { name: 'Call or text 988' })).getAttribute('href')).toBe(
      'tel:988',
    )
    expect(screen.queryByText('Reino Unido e Irlanda')).toBeNull()
  })
})
