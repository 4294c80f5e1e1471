import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { showLanguage } from '@/lib/i18n/show-language'
import { fakeApi } from '@/test/fake-api'
import { jsonResponse } from '@/test/fake-response'
import { renderWithProviders } from '@/test/render-with-providers'
import { IDENTITY_API } from '../api/keys'
import { SessionsSection } from './settings/sessions-section'
import { UnverifiedEmailNotice } from './unverified-email-notice'

const SESSIONS = `GET ${IDENTITY_API}/sessions`
const session = (id: string, device: string, current: boolean) => ({
  id,
  device,
  current,
  created_at: '2026-11-02T09:30:00.000Z',
  last_used_at: '2026-12-06T18:05:00.000Z',
})

beforeEach(() => showLanguage('es'))
afterEach(() => showLanguage('en'))

describe('the account screens in Spanish', () => {
  it('name the devices a person is signed in on, and say one was signed out, in Spanish', async () => {
    fakeApi({
      [SESSIONS]: jsonResponse(200, {
        results: [session('s1', 'Firefox en Linux', true), session('s2', 'Safari en iPhone', false)],
      }),
      [`DELETE ${IDENTITY_API}/sessions/s2`]: new Response(null, { status: 204 }),
    })
    renderWithProviders(<SessionsSection onEndedThisDevice={vi.fn()} />)

    const section = screen.getByRole('region', { name: 'Dónde tienes la sesión iniciada' })
    const devices = await within(section).findByRole('list', { name: 'Dispositivos con la sesión iniciada' })
    expect(within(devices).getByText('Este dispositivo')).toBeTruthy()
    expect(within(devices).getByRole('button', { name: 'Cerrar sesión en este dispositivo' })).toBeTruthy()
    expect(within(devices).getAllByText(/^Sesión iniciada: .+ · último uso: .+$/)).toHaveLength(2)

    await userEvent.click(within(devices).getByRole('button', { name: 'Cerrar sesión en Safari en iPhone' }))
    await waitFor(() =>
      expect(within(section).getByRole('status').textContent).toBe('Se cerró la sesión en Safari en iPhone.'),
    )
    expect(section.textContent).not.toMatch(/sign|device/i)
  })

  it('ask for the email to be confirmed first, and send the link again, in Spanish', async () => {
    fakeApi({ [`POST ${IDENTITY_API}/resend-verification`]: jsonResponse(202, { message: 'ok' }) })
    renderWithProviders(<UnverifiedEmailNotice email="garza@example.com" />)

    expect(screen.getByRole('heading', { name: 'Primero confirma tu correo electrónico' })).toBeTruthy()
    expect(screen.getByText(/te enviamos un enlace a/).textContent).toBe(
      'Cuando creaste tu cuenta, te enviamos un enlace a garza@example.com. Ábrelo para confirmar la ' +
        'dirección y entrarás en tu cuenta. El enlace funciona durante 24 horas.',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Enviar el enlace de nuevo' }))
    expect(
      await screen.findByText(
        'Si esta dirección aún no está confirmada, te enviamos un nuevo enlace. Funciona durante 24 horas.',
      ),
    ).toBeTruthy()
  })
})
