import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { IDENTITY_ERROR_CODES } from '@kindred/contract/identity-constants'
import { showLanguage } from '@/lib/i18n/show-language'
import { fakeApi, sampleUser } from '@/test/fake-api'
import { errorResponse } from '@/test/fake-response'
import { renderWithProviders } from '@/test/render-with-providers'
import { DeleteAccountSection } from './delete-account-section'
import { ExportSection } from './export-section'

const DELETE = 'DELETE /api/v1/account'
const region = (name: string) => screen.getByRole('region', { name })

function renderAccount(user = sampleUser) {
  return renderWithProviders(
    <>
      <ExportSection />
      <DeleteAccountSection user={user} googleSignInAgainUrl="/auth/google" onDeleted={vi.fn()} />
    </>,
  )
}

describe('the account’s settings in Spanish', () => {
  beforeEach(() => showLanguage('es'))
  afterEach(() => showLanguage('en'))

  it('offers the copy of the data in Spanish, naming the file as it is saved', () => {
    renderAccount()
    const copy = region('Una copia de tus datos')
    expect(copy.textContent).toContain('Se descarga en este dispositivo como kindred-export.json: guárdalo')
    expect(within(copy).getByRole('button', { name: 'Descargar mis datos' })).toBeTruthy()
  })

  it('asks before deleting, says what is erased and what is missing, all in Spanish', async () => {
    const api = fakeApi({})
    renderAccount()
    const section = region('Eliminar tu cuenta')
    expect(within(section).getByText(/No tienes que dar ningún motivo\./)).toBeTruthy()
    await userEvent.click(within(section).getByRole('button', { name: 'Eliminar mi cuenta…' }))

    expect(
      within(section).getByRole('heading', { name: '¿De verdad quieres eliminar tu cuenta?' }),
    ).toBeTruthy()
    const erased = within(within(section).getByRole('list'))
    expect(erased.getByText('tu correo electrónico, tu contraseña y el vínculo con Google')).toBeTruthy()
    expect(
      erased.getByText(
        'tus comentarios, tus “A mí también”, el cariño, los votos y las notas de apoyo que dejaste en recuerdos de otras personas',
      ),
    ).toBeTruthy()
    expect(within(section).getByText(/Se cerrará tu sesión en todos los dispositivos\./)).toBeTruthy()
    const form = within(section).getByRole('form', { name: 'Confirmar que quieres eliminar tu cuenta' })
    expect(within(form).getByLabelText('Tu contraseña, para confirmar que eres tú')).toBeTruthy()
    expect(within(form).getByRole('button', { name: 'Conservar mi cuenta' })).toBeTruthy()

    await userEvent.click(
      within(form).getByRole('button', { name: 'Eliminar mi cuenta y todo lo que contiene' }),
    )
    expect(within(section).getAllByText('Escribe tu contraseña.').length).toBeGreaterThan(0)
    expect(api.called(DELETE)).toBe(false)
  })

  it('asks a Google-only account to sign in with Google again, in Spanish', async () => {
    fakeApi({
      [DELETE]: errorResponse(403, 'Vuelve a entrar.', IDENTITY_ERROR_CODES.reauthenticationRequired),
    })
    renderAccount({ ...sampleUser, has_password: false, google_linked: true })
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar mi cuenta…' }))
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar mi cuenta y todo lo que contiene' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Para comprobar que de verdad eres tú, vuelve a entrar con Google')
    expect(within(alert).getByRole('link', { name: 'Volver a entrar con Google' })).toBeTruthy()
  })
})
