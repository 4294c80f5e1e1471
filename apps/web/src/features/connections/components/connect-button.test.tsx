import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { NOT_ACCEPTING_MESSAGE, type Connection } from '@kindred/contract/connections'
import { formatDateTime } from '@/lib/format-date'
import { useNoticeStore } from '@/lib/notices'
import { fakeApi } from '@/test/fake-api'
import { errorResponse, jsonResponse } from '@/test/fake-response'
import { renderWithProviders } from '@/test/render-with-providers'
import { ConnectButton } from './connect-button'

const STATUS = 'POST /api/v1/interaction/get-connect-status/'
const REQUEST = 'POST /api/v1/connect/request/'
const MINE = 'GET /api/v1/connect/mine/'

const wrap = (ui: ReactNode) => renderWithProviders(ui)

/** Each link's status, with the id of the request or connection behind it where there is one. */
function statusAnswer(statuses: Record<string, string | [string, number]>) {
  return (request: { body: unknown }) => {
    const links = (request.body as { shareable_links: string[] }).shareable_links
    return jsonResponse(200, {
      results: links
        .filter((link) => statuses[link])
        .map((link) => {
          const [status, id = null] = [statuses[link]].flat()
          return { shareable_link: link, status, connection_id: id }
        }),
      missing: links.filter((link) => !statuses[link]),
    })
  }
}

const connection = (overrides: Partial<Connection> = {}): Connection => ({
  id: 42,
  status: 'pending',
  direction: 'outgoing',
  person: { public_id: 'otter', display_name: 'Gentle Otter' },
  message: null,
  memory: { shareable_link: 'one', title: 'One' },
  created_at: '2025-03-01T10:00:00.000Z',
  responded_at: null,
  ...overrides,
})

describe('the connect button', () => {
  it('asks for the status of every button rendered together in one request', async () => {
    const api = fakeApi({ [STATUS]: statusAnswer({ one: 'none', two: ['connected', 5], three: 'self' }) })
    wrap(
      <>
        <ConnectButton shareableLink="one" authorName="Gentle Otter" />
        <ConnectButton shareableLink="two" authorName="Quiet Heron" />
        <ConnectButton shareableLink="three" authorName="Me" />
      </>,
    )
    expect(await screen.findByRole('button', { name: 'Ask to connect' })).toBeTruthy()
    expect(screen.getByText('Connected with Quiet Heron')).toBeTruthy()
    expect(api.requestsTo(STATUS)).toHaveLength(1)
    expect(api.bodiesOf(STATUS)[0]).toEqual({ shareable_links: ['one', 'two', 'three'] })
    // Your own memory: nothing to offer.
    expect(screen.queryByText(/Me/)).toBeNull()
  })

  it('shows nothing for a memory the server calls missing, or when the status cannot be loaded', async () => {
    const api = fakeApi({ [STATUS]: statusAnswer({}) })
    const { container } = wrap(
      <>
        <ConnectButton shareableLink="gone" authorName="Gentle Otter" />
        <ConnectButton shareableLink="broken-link" authorName="Quiet Heron" />
      </>,
    )
    await waitFor(() => expect(api.called(STATUS)).toBe(true))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(container.textContent).toBe('')
  })

  it('sends a request with the message, then offers to withdraw it', async () => {
    const api = fakeApi({
      [STATUS]: statusAnswer({ one: 'none' }),
      [REQUEST]: jsonResponse(201, { ...connection(), outcome: 'requested' }),
      'DELETE /api/v1/connect/42/': new Response(null, { status: 204 }),
    })
    wrap(<ConnectButton shareableLink="one" authorName="Gentle Otter" />)
    await userEvent.click(await screen.findByRole('button', { name: 'Ask to connect' }))
    expect(screen.getByText(/Gentle Otter will see your name/)).toBeTruthy()
    await userEvent.type(
      screen.getByRole('textbox', { name: /A message for Gentle Otter/ }),
      'Your words helped',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }))
    expect(await screen.findByText('Request sent. Gentle Otter can accept or decline it.')).toBeTruthy()
    expect(api.bodiesOf(REQUEST)).toEqual([{ shareable_link: 'one', message: 'Your words helped' }])

    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw request' }))
    expect(await screen.findByText('Your request is withdrawn.')).toBeTruthy()
    expect(api.called('DELETE /api/v1/connect/42/')).toBe(true)
  })

  it('explains a refusal in the server’s words, without the app-wide notice, and keeps the message', async () => {
    fakeApi({
      [STATUS]: statusAnswer({ one: 'none' }),
      [REQUEST]: errorResponse(403, NOT_ACCEPTING_MESSAGE, 'FORBIDDEN'),
    })
    wrap(<ConnectButton shareableLink="one" authorName="Gentle Otter" />)
    await userEvent.click(await screen.findByRole('button', { name: 'Ask to connect' }))
    const box = screen.getByRole('textbox', { name: /A message for Gentle Otter/ })
    await userEvent.type(box, 'Hello')
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }))
    expect((await screen.findByRole('alert')).textContent).toBe(NOT_ACCEPTING_MESSAGE)
    expect(box).toHaveProperty('value', 'Hello')
    expect(useNoticeStore.getState().notice).toBeNull()
  })

  it('accepts a request they sent you, named by the status, without looking through your requests', async () => {
    const api = fakeApi({
      [STATUS]: statusAnswer({ one: ['pending_incoming', 7] }),
      'POST /api/v1/connect/7/accept/': jsonResponse(
        200,
        connection({ id: 7, status: 'connected', direction: 'incoming' }),
      ),
    })
    wrap(<ConnectButton shareableLink="one" authorName="Gentle Otter" />)
    expect(await screen.findByText('Gentle Otter asked to connect with you.')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }))
    expect(await screen.findByText('You are now connected with Gentle Otter.')).toBeTruthy()
    expect(api.called('POST /api/v1/connect/7/accept/')).toBe(true)
    expect(api.called(REQUEST)).toBe(false)
    expect(api.called(MINE)).toBe(false)
  })

  it.each([
    [
      'declines a request they sent you',
      'pending_incoming',
      'Decline',
      'POST /api/v1/connect/9/decline/',
      'Request declined. They are not told in so many words.',
    ],
    [
      'withdraws a request sent earlier',
      'pending_outgoing',
      'Withdraw request',
      'DELETE /api/v1/connect/9/',
      'Your request is withdrawn.',
    ],
  ])('%s, named by the status, never sending a new one', async (_name, status, button, call, said) => {
    const statuses: Record<string, string | [string, number]> = { one: [status, 9] }
    const api = fakeApi({
      [STATUS]: statusAnswer(statuses),
      [call]: () => {
        statuses.one = 'none'
        return new Response(null, { status: 204 })
      },
    })
    wrap(<ConnectButton shareableLink="one" authorName="Gentle Otter" />)
    await userEvent.click(await screen.findByRole('button', { name: button }))
    expect(await screen.findByText(said)).toBeTruthy()
    expect(api.called(call)).toBe(true)
    expect(api.called(REQUEST)).toBe(false)
    expect(api.called(MINE)).toBe(false)
    // The button is gone: focus goes to what took its place.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Ask to connect' })),
    )
  })

  it.each([
    ['pending_incoming', 'Accept', 'POST /api/v1/connect/9/accept/', 'We could not accept the request.'],
    ['pending_incoming', 'Decline', 'POST /api/v1/connect/9/decline/', 'We could not decline the request.'],
    [
      'pending_outgoing',
      'Withdraw request',
      'DELETE /api/v1/connect/9/',
      'We could not withdraw your request.',
    ],
  ])('says so when %s → %s fails, and lets it be tried again', async (status, button, call, failure) => {
    fakeApi({
      [STATUS]: statusAnswer({ one: [status, 9] }),
      [call]: errorResponse(409, 'Someone got there first.', 'CONFLICT'),
    })
    wrap(<ConnectButton shareableLink="one" authorName="Gentle Otter" />)
    await userEvent.click(await screen.findByRole('button', { name: button }))
    expect((await screen.findByRole('alert')).textContent).toMatch(new RegExp(`^${failure} `))
    await waitFor(() =>
      expect(screen.getByRole('button', { name: button })).toHaveProperty('disabled', false),
    )
  })

  it('sends /home a request the status does not name, sending nothing', async () => {
    const api = fakeApi({ [STATUS]: statusAnswer({ one: 'pending_incoming' }) })
    wrap(<ConnectButton shareableLink="one" authorName="Gentle Otter" />)
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe(
      'We could not find this request here. You can find your requests on your home page.',
    )
    expect(within(alert).getByRole('link', { name: 'your home page' }).getAttribute('href')).toBe('/home')
    // Only the statuses are asked again (they may have changed); no answer is sent.
    await waitFor(() => expect(api.requestsTo(STATUS)).toHaveLength(2))
    expect(api.fetchMock).toHaveBeenCalledTimes(2)
  })
})

describe('a new account (decision 037)', () => {
  const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString()

  it('is told from when it can ask before writing anything, and no form opens', async () => {
    const until = inAnHour()
    const api = fakeApi({ [STATUS]: statusAnswer({ one: 'none' }) })
    wrap(<ConnectButton shareableLink="one" authorName="Gentle Otter" mayAskFrom={until} />)
    const wait = await screen.findByText(/You can ask Gentle Otter to connect from/)
    expect(wait.textContent).toBe(`You can ask Gentle Otter to connect from ${formatDateTime(until)}.`)
    expect(wait.querySelector('time')?.getAttribute('datetime')).toBe(until)
    expect(screen.getByText(/a me too or a kind word still reaches Gentle Otter/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Ask to connect' })).toBeNull()
    expect(screen.queryByRole('textbox')).toBeNull()
    expect(api.called(REQUEST)).toBe(false)
  })

  it('gets "Ask to connect" when that time comes, while the page is open', async () => {
    fakeApi({ [STATUS]: statusAnswer({ one: 'none' }) })
    const soon = new Date(Date.now() + 400).toISOString()
    wrap(<ConnectButton shareableLink="one" authorName="Gentle Otter" mayAskFrom={soon} />)
    expect(await screen.findByText(/You can ask Gentle Otter to connect from/)).toBeTruthy()
    expect(await screen.findByRole('button', { name: 'Ask to connect' }, { timeout: 3000 })).toBeTruthy()
    expect(screen.queryByText(/You can ask Gentle Otter to connect from/)).toBeNull()
  })

  it('is not told to wait once the time has passed', async () => {
    fakeApi({ [STATUS]: statusAnswer({ one: 'none' }) })
    const past = new Date(Date.now() - 1000).toISOString()
    wrap(<ConnectButton shareableLink="one" authorName="Gentle Otter" mayAskFrom={past} />)
    expect(await screen.findByRole('button', { name: 'Ask to connect' })).toBeTruthy()
    expect(screen.queryByText(/You can ask/)).toBeNull()
  })

  it('can still answer a request someone sent: only asking waits', async () => {
    fakeApi({ [STATUS]: statusAnswer({ one: ['pending_incoming', 7] }) })
    wrap(<ConnectButton shareableLink="one" authorName="Gentle Otter" mayAskFrom={inAnHour()} />)
    expect(await screen.findByRole('button', { name: 'Accept' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Decline' })).toBeTruthy()
    expect(screen.queryByText(/You can ask/)).toBeNull()
  })
})
