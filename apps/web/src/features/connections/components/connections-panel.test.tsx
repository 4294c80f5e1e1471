import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { Connection, ConnectionPage } from '@kindred/contract/connections'
import { fakeApi } from '@/test/fake-api'
import { errorResponse, jsonResponse } from '@/test/fake-response'
import { renderWithProviders } from '@/test/render-with-providers'
import { ConnectionsPanel } from './connections-panel'

const MINE = 'GET /api/v1/connect/mine/'

const item = (overrides: Partial<Connection>): Connection => ({
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
const pageOf = (results: Connection[], extra: Partial<ConnectionPage> = {}): ConnectionPage => ({
  results,
  page: 1,
  limit: 10,
  has_next: false,
  ...extra,
})

const renderPanel = () => renderWithProviders(<ConnectionsPanel />)

describe('connections on /home', () => {
  it('lists requests to you with their message and memory, requests you sent, and connections', async () => {
    let accepted = false
    const api = fakeApi({
      [MINE]: (request) => {
        const status = request.query.get('status')
        const page = Number(request.query.get('page'))
        if (status === 'pending')
          return jsonResponse(
            200,
            pageOf(
              accepted
                ? [
                    item({
                      id: 2,
                      direction: 'outgoing',
                      person: { public_id: 'heron', display_name: 'Quiet Heron' },
                    }),
                  ]
                : [
                    item({
                      id: 1,
                      message: 'Your memory\nhelped me',
                      memory: { shareable_link: 'blue-kitchen', title: 'The blue kitchen' },
                    }),
                    item({
                      id: 2,
                      direction: 'outgoing',
                      person: { public_id: 'heron', display_name: 'Quiet Heron' },
                    }),
                  ],
            ),
          )
        return jsonResponse(
          200,
          page === 1
            ? pageOf(
                [
                  item({
                    id: 3,
                    status: 'connected',
                    person: { public_id: 'wren', display_name: 'Soft Wren' },
                  }),
                ],
                {
                  has_next: true,
                },
              )
            : pageOf(
                [
                  item({
                    id: 4,
                    status: 'connected',
                    person: { public_id: 'fox', display_name: 'Calm Fox' },
                  }),
                ],
                {
                  page: 2,
                },
              ),
        )
      },
      'POST /api/v1/connect/1/accept/': () => {
        accepted = true
        return jsonResponse(
          200,
          item({ id: 1, status: 'connected', responded_at: '2025-03-02T10:00:00.000Z' }),
        )
      },
    })
    renderPanel()
    const toYou = await screen.findByRole('list', { name: 'Requests to you' })
    expect(within(toYou).getByText('Gentle Otter')).toBeTruthy()
    expect(within(toYou).getByText(/helped me/).textContent).toBe('Your memory\nhelped me')
    expect(within(toYou).getByRole('link', { name: 'The blue kitchen' }).getAttribute('href')).toBe(
      '/memories/m/blue-kitchen',
    )
    const sent = screen.getByRole('list', { name: 'Requests you sent' })
    expect(within(sent).getByRole('button', { name: 'Withdraw your request to Quiet Heron' })).toBeTruthy()

    const connections = await screen.findByRole('list', { name: 'Your connections' })
    expect(within(connections).getByText('Soft Wren')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Show more connections' }))
    expect(await within(connections).findByText('Calm Fox')).toBeTruthy()
    expect(within(connections).getByText('Soft Wren')).toBeTruthy()

    await userEvent.click(within(toYou).getByRole('button', { name: "Accept Gentle Otter's request" }))
    expect(await screen.findByText('You are now connected with Gentle Otter.')).toBeTruthy()
    expect(await screen.findByText(/Nobody is waiting for an answer from you/)).toBeTruthy()
    expect(api.called('POST /api/v1/connect/1/accept/')).toBe(true)
  })

  it('asks before removing a connection and says when it failed', async () => {
    const api = fakeApi({
      [MINE]: (request) =>
        jsonResponse(
          200,
          pageOf(request.query.get('status') === 'pending' ? [] : [item({ id: 3, status: 'connected' })]),
        ),
      'DELETE /api/v1/connect/3/': errorResponse(
        404,
        'This request or connection is not here, or is not yours to answer.',
        'NOT_FOUND',
      ),
    })
    renderPanel()
    expect(await screen.findByText(/You have no requests waiting/)).toBeTruthy()
    const remove = await screen.findByRole('button', { name: 'Remove your connection with Gentle Otter' })
    await userEvent.click(remove)
    expect(document.activeElement?.textContent).toMatch(/^Remove your connection with Gentle Otter\?/)
    // Kept: nothing is sent, and focus goes back to the button that asked.
    await userEvent.click(screen.getByRole('button', { name: 'Keep the connection' }))
    const again = screen.getByRole('button', { name: 'Remove your connection with Gentle Otter' })
    await waitFor(() => expect(document.activeElement).toBe(again))
    await userEvent.click(again)
    expect(api.called('DELETE /api/v1/connect/3/')).toBe(false)
    await userEvent.click(screen.getByRole('button', { name: 'Yes, remove' }))
    expect((await screen.findByRole('alert')).textContent).toContain('is not here')
  })

  it('says so when a connection is removed or a request withdrawn, after the row has left the list', async () => {
    const gone = new Set<number>()
    // After each removal the other list answers late, as a network may: the row's own list comes
    // back first and takes the row away while the refresh is still under way.
    let late: string | null = null
    const remove = (id: number, other: string) => () => {
      gone.add(id)
      late = other
      return new Response(null, { status: 204 })
    }
    const api = fakeApi({
      [MINE]: async (request) => {
        const status = request.query.get('status')
        if (status === late) await new Promise((resolve) => setTimeout(resolve, 50))
        const rows =
          status === 'pending'
            ? [
                item({
                  id: 2,
                  direction: 'outgoing',
                  person: { public_id: 'heron', display_name: 'Quiet Heron' },
                }),
              ]
            : [item({ id: 3, status: 'connected' })]
        return jsonResponse(200, pageOf(rows.filter((row) => !gone.has(row.id))))
      },
      'DELETE /api/v1/connect/3/': remove(3, 'pending'),
      'DELETE /api/v1/connect/2/': remove(2, 'connected'),
    })
    renderPanel()
    const heading = screen.getByRole('heading', { name: 'Connections' })
    await userEvent.click(
      await screen.findByRole('button', { name: 'Remove your connection with Gentle Otter' }),
    )
    await userEvent.click(screen.getByRole('button', { name: 'Yes, remove' }))
    expect(await screen.findByText('You are no longer connected with Gentle Otter.')).toBeTruthy()
    expect(screen.getByText(/You are not connected with anyone yet/)).toBeTruthy()
    expect(document.activeElement).toBe(heading)

    await userEvent.click(screen.getByRole('button', { name: 'Withdraw your request to Quiet Heron' }))
    expect(await screen.findByText('Your request to Quiet Heron is withdrawn.')).toBeTruthy()
    expect(screen.getByText(/You have no requests waiting/)).toBeTruthy()
    expect(document.activeElement).toBe(heading)
    expect(api.called('DELETE /api/v1/connect/3/')).toBe(true)
    expect(api.called('DELETE /api/v1/connect/2/')).toBe(true)
  })

  it('says what to do next when there is nobody yet', async () => {
    fakeApi({ [MINE]: jsonResponse(200, pageOf([])) })
    renderPanel()
    expect(await screen.findByText(/You are not connected with anyone yet/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'read some memories' }).getAttribute('href')).toBe('/memories')
  })
})
