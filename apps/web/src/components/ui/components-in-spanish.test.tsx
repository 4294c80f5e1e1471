import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api-error'
import { showLanguage } from '@/lib/i18n/show-language'
import { CharacterCount } from './character-count'
import { LoadError } from './load-error'
import { PasswordField } from './password-field'
import { SaveStatus } from './save-status'

afterEach(() => showLanguage('en'))

const countOf = (length: number, max: number) => {
  const { container, unmount } = render(<CharacterCount id="count" length={length} max={max} />)
  const text = container.textContent
  unmount()
  return text
}

const NBSP = '\u00a0'

describe('a character count', () => {
  it('counts in English, one character and many, with English digit groups', () => {
    expect(countOf(5, 1000)).toBe('5 of 1,000 characters')
    expect(countOf(1001, 1000)).toBe('1 character over the limit of 1,000.')
    expect(countOf(22_001, 10_000)).toBe('12,001 characters over the limit of 10,000.')
  })

  it('counts in Spanish, one character and many, with thousands parted by a no-break space', async () => {
    await showLanguage('es')
    expect(countOf(5, 1000)).toBe('5 de 1000 caracteres')
    expect(countOf(1001, 1000)).toBe('1 carácter por encima del límite de 1000.')
    expect(countOf(22_001, 10_000)).toBe(`12${NBSP}001 caracteres por encima del límite de 10${NBSP}000.`)
  })
})

describe('the shared pieces of a screen in Spanish', () => {
  it('says what could not be loaded, why, and how to try again', async () => {
    await showLanguage('es')
    const error = new ApiError({ status: 429, code: 'RATE_LIMITED', message: 'Slow down', retryAfter: 3600 })
    render(<LoadError title="No pudimos cargar los recuerdos." error={error} onRetry={() => {}} />)
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain('No pudimos cargar los recuerdos.')
    expect(alert.textContent).toContain(
      'Lo has intentado varias veces seguidas. Por tu seguridad, espera una hora y vuelve a intentarlo.',
    )
    expect(screen.getByRole('button', { name: 'Volver a intentarlo' })).toBeTruthy()
  })

  it('says a saved change and a failed one, and names the password’s show button', async () => {
    await showLanguage('es')
    const saved = { isIdle: false, isPending: false, isSuccess: true, error: null }
    const { rerender } = render(<SaveStatus saving={saved} />)
    expect(screen.getByRole('status').textContent).toBe('Guardado.')
    rerender(<SaveStatus saving={{ ...saved, isSuccess: false, error: new Error('offline') }} />)
    expect(screen.getByRole('alert').textContent).toBe(
      'No pudimos guardar ese cambio. Algo falló por nuestra parte. Vuelve a intentarlo en un momento.',
    )

    render(
      <PasswordField label="Contraseña" value="" onValueChange={() => {}} autoComplete="current-password" />,
    )
    expect(screen.getByRole('button', { name: 'Mostrar contraseña' })).toBeTruthy()
  })
})
