import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { showLanguage } from '@/lib/i18n/show-language'
import { showNotice } from '@/lib/notices'
import { renderApp } from '@/test/render-app'
import { SIGNED_OUT_NOTICE } from './hooks/use-session-navigation'

vi.mock('./routes/memories-page', () => ({
  MemoriesPage: () => {
    throw new Error('this page is broken')
  },
}))

// React reports the caught error on the console; the test is about what the person sees.
const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})

afterEach(async () => {
  quiet.mockClear()
  document.title = ''
  await showLanguage('en')
})

describe('the app’s frame in Spanish', () => {
  it('shows the start page, the skip link, the main navigation and the footer in Spanish', async () => {
    await showLanguage('es')
    renderApp('/')
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Un lugar tranquilo para lo que cargas desde la infancia',
      }),
    ).toBeTruthy()
    expect(document.title).toBe('Kindred')
    expect(screen.getByRole('link', { name: 'Saltar al contenido principal' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Empezar la guía' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Leer recuerdos' })).toBeTruthy()

    const nav = screen.getByRole('navigation', { name: 'Principal' })
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent)
    expect(names).toEqual(['Guía', 'Recuerdos', 'Buscar', 'Ayuda', 'Entrar', 'Crear una cuenta'])

    const footer = screen.getByRole('contentinfo')
    expect(within(footer).getByText('Kindred no es un servicio de crisis.')).toBeTruthy()
    expect(within(footer).getByRole('link', { name: 'Encuentra una línea de ayuda en crisis' })).toBeTruthy()
    // The key is named as Spanish keyboards print it.
    expect(within(footer).getByText('Mayús').tagName).toBe('KBD')
    expect(footer.textContent).not.toMatch(/Shift|crisis service|anonymous/)
  })

  it('names a page that is not there in Spanish, in its heading and in the tab', async () => {
    await showLanguage('es')
    renderApp('/no-such-page')
    expect(screen.getByRole('heading', { level: 1, name: 'No pudimos encontrar esa página' })).toBeTruthy()
    expect(document.title).toBe('Página no encontrada · Kindred')
    expect(screen.getByRole('link', { name: 'Ir a la página de inicio' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Buscar ayuda y apoyo' })).toBeTruthy()
  })

  it('shows a page that failed in Spanish, inside the layout', async () => {
    await showLanguage('es')
    renderApp('/memories')
    expect(await screen.findByRole('heading', { level: 1, name: 'Algo falló en esta página' })).toBeTruthy()
    expect(document.title).toBe('Algo falló · Kindred')
    expect(screen.getByText('No es por nada que hayas hecho. Recargar la página suele ayudar.')).toBeTruthy()
  })

  it('says a notice sent to the sign-in page in Spanish, and only the notices the app has', async () => {
    await showLanguage('es')
    renderApp({ pathname: '/login', state: { notice: 'password-reset' } })
    const notice = await screen.findByText(
      'Tu nueva contraseña está guardada y se cerró la sesión en todos los dispositivos. Entra con tu nueva contraseña.',
    )
    expect(notice.getAttribute('role')).toBe('status')
    expect(screen.getByRole('heading', { level: 1, name: 'Entrar' })).toBeTruthy()
  })

  it('shows nothing from the history entry that is not one of the sign-in page’s notices', async () => {
    renderApp({ pathname: '/login', state: { notice: 'Words written into the history' } })
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy()
    expect(screen.queryByText('Words written into the history')).toBeNull()
  })

  it('follows a change of language at once: the page, its title and the notice showing', async () => {
    renderApp('/no-such-page')
    act(() => showNotice(SIGNED_OUT_NOTICE))
    expect(screen.getByRole('heading', { level: 1, name: 'We could not find that page' })).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toBe(
      'You are signed out. This browser no longer shows anything from your account.',
    )

    await act(() => showLanguage('es'))
    expect(screen.getByRole('heading', { level: 1, name: 'No pudimos encontrar esa página' })).toBeTruthy()
    expect(document.title).toBe('Página no encontrada · Kindred')
    expect(screen.getByRole('alert').textContent).toBe(
      'Cerraste la sesión. Este navegador ya no muestra nada de tu cuenta.',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }))
    expect(screen.getByRole('alert').textContent).toBe('')
  })
})
