import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes } from 'react-router'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Connection } from '@kindred/contract/connections'
import { showLanguage } from '@/lib/i18n/show-language'
import { fakeApi } from '@/test/fake-api'
import { jsonResponse } from '@/test/fake-response'
import { renderWithProviders } from '@/test/render-with-providers'
import { ConnectionsPanel } from './connections-panel'
import { PersonMenu } from './person-menu'

const MINE = 'GET /api/v1/connect/mine/'

const request = (overrides: Partial<Connection>): Connection => ({
  id: 1,
  status: 'pending',
  direction: 'incoming',
  person: { public_id: 'otter', display_name: 'Gentle Otter' },
  message: null,
  memory: null,
  created_at: '2025-03-01T10:00:00.000Z',
  responded_at: null,
  ...overrides,
})
const pageOf = (results: Connection[]) => ({ results, page: 1, limit: 10, has_next: false })

describe('connections in Spanish', () => {
  beforeEach(() => showLanguage('es'))
  afterEach(() => showLanguage('en'))

  it('shows the requests and connections on /home, and what answering did, in Spanish', async () => {
    let accepted = false
    fakeApi({
      [MINE]: (call) =>
        call.query.get('status') === 'pending'
          ? jsonResponse(
              200,
              pageOf([
                ...(accepted
                  ? []
                  : [request({ memory: { shareable_link: 'blue-kitchen', title: 'The blue kitchen' } })]),
                request({
                  id: 2,
                  direction: 'outgoing',
                  person: { public_id: 'heron', display_name: 'Quiet Heron' },
                }),
              ]),
            )
          : jsonResponse(200, pageOf([])),
      'POST /api/v1/connect/1/accept/': () => {
        accepted = true
        return jsonResponse(200, request({ status: 'connected', responded_at: '2025-03-02T10:00:00.000Z' }))
      },
    })
    renderWithProviders(<ConnectionsPanel />)

    expect(screen.getByRole('heading', { name: 'Conexiones' })).toBeTruthy()
    const toYou = await screen.findByRole('list', { name: 'Solicitudes para ti' })
    expect(screen.getByRole('heading', { name: 'Te solicitan una conexión' })).toBeTruthy()
    expect(within(toYou).getByText(/^Solicitud del/).textContent).toMatch(/^Solicitud del \S/)
    expect(within(toYou).getByText(/^A través del recuerdo/).textContent).toBe(
      'A través del recuerdo The blue kitchen',
    )
    expect(within(toYou).getByRole('button', { name: 'Rechazar la solicitud de Gentle Otter' })).toBeTruthy()
    const sent = screen.getByRole('list', { name: 'Solicitudes que enviaste' })
    expect(within(sent).getByRole('button', { name: 'Retirar tu solicitud a Quiet Heron' }).textContent).toBe(
      'Retirar',
    )
    expect(await screen.findByText(/^Todavía no tienes conexiones\./)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'lee algunos recuerdos' }).getAttribute('href')).toBe('/memories')

    await userEvent.click(within(toYou).getByRole('button', { name: 'Aceptar la solicitud de Gentle Otter' }))
    expect(await screen.findByText('Ya tienes una conexión con Gentle Otter.')).toBeTruthy()
    expect(await screen.findByText(/^Nadie espera una respuesta tuya\./)).toBeTruthy()
  })

  it('offers to mute or block a person, and says what it did, in Spanish', async () => {
    fakeApi({ 'POST /api/v1/users/otter/mute': jsonResponse(200, { muted: true }) })
    renderWithProviders(
      <Routes>
        <Route
          path="/memories/m/:link"
          element={<PersonMenu publicId="otter" displayName="Gentle Otter" />}
        />
      </Routes>,
      { path: '/memories/m/their-memory' },
    )
    await userEvent.click(screen.getByRole('button', { name: 'Opciones para Gentle Otter' }))
    expect(await screen.findByText(/^Silenciar: no verás sus recuerdos ni sus comentarios/)).toBeTruthy()
    expect(screen.getByText(/^Bloquear: ninguna de las dos personas verá/)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Bloquear a Gentle Otter…' })).toBeTruthy()

    await userEvent.click(screen.getByRole('button', { name: 'Silenciar a Gentle Otter' }))
    expect(await screen.findByText('Silenciaste a Gentle Otter. No se le avisa.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Dejar de silenciar a Gentle Otter' })).toBeTruthy()
  })
})
