import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '@/test/fake-api'
import { errorResponse, jsonResponse } from '@/test/fake-response'
import { renderWithProviders } from '@/test/render-with-providers'
import { InteractionSettings } from './interaction-settings'

const SETTINGS = '/api/v1/connect/settings/'
const empty = { results: [], page: 1, limit: 10, has_next: false }

const renderSettings = () => renderWithProviders(<InteractionSettings />)

describe('people and connections in /settings', () => {
  it('saves each choice with the settings PATCH, and says when it could not', async () => {
    let patches = 0
    const api = fakeApi({
      [`GET ${SETTINGS}`]: jsonResponse(200, { accepts_connection_requests: true, listed_as_voter: true }),
      [`PATCH ${SETTINGS}`]: () =>
        ++patches === 1
          ? jsonResponse(200, { accepts_connection_requests: false, listed_as_voter: true })
          : errorResponse(500, 'Internal', 'INTERNAL'),
      'GET /api/v1/users/blocked/': jsonResponse(200, empty),
      'GET /api/v1/users/muted/': jsonResponse(200, empty),
    })
    renderSettings()
    const requests = await screen.findByRole('checkbox', { name: 'Let people ask to connect with me' })
    expect(requests).toHaveProperty('checked', true)
    await userEvent.click(requests)
    expect(await screen.findByText('Saved.')).toBeTruthy()
    expect(requests).toHaveProperty('checked', false)

    const voter = screen.getByRole('checkbox', {
      name: 'Show my name in the list of people a memory resonates with',
    })
    await userEvent.click(voter)
    expect((await screen.findByRole('alert')).textContent).toContain('We could not save that change.')
    await waitFor(() => expect(voter).toHaveProperty('checked', true))
    expect(api.bodiesOf(`PATCH ${SETTINGS}`)).toEqual([
      { accepts_connection_requests: false },
      { listed_as_voter: false },
    ])
    expect(screen.getByText(/You have not blocked anyone/)).toBeTruthy()
    expect(screen.getByText(/You have not muted anyone/)).toBeTruthy()
  })

  it('lists the people you blocked, with Unblock', async () => {
    let blocked = true
    const api = fakeApi({
      [`GET ${SETTINGS}`]: jsonResponse(200, { accepts_connection_requests: true, listed_as_voter: true }),
      'GET /api/v1/users/blocked/': () =>
        jsonResponse(200, {
          ...empty,
          results: blocked
            ? [{ public_id: 'otter', display_name: 'Gentle Otter', since: '2025-03-01T10:00:00.000Z' }]
            : [],
        }),
      'GET /api/v1/users/muted/': jsonResponse(200, empty),
      'DELETE /api/v1/users/otter/block': () => {
        blocked = false
        return jsonResponse(200, { blocked: false })
      },
    })
    renderSettings()
    const list = await screen.findByRole('list', { name: 'People you blocked' })
    await userEvent.click(within(list).getByRole('button', { name: 'Unblock Gentle Otter' }))
    expect(await screen.findByText('You unblocked Gentle Otter.')).toBeTruthy()
    expect(await screen.findByText(/You have not blocked anyone/)).toBeTruthy()
    expect(api.called('DELETE /api/v1/users/otter/block')).toBe(true)
  })
})
