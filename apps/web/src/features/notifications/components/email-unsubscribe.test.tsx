import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '@/test/fake-api'
import { errorResponse, jsonResponse } from '@/test/fake-response'
import { renderWithProviders } from '@/test/render-with-providers'
import { EmailUnsubscribe } from './email-unsubscribe'

const UNSUBSCRIBE = 'POST /api/v1/notifications/email/unsubscribe'
const open = (search = '?token=signed-token-1') =>
  renderWithProviders(<EmailUnsubscribe />, { path: `/email/unsubscribe${search}` })

describe('the page an unsubscribe link opens', () => {
  it('turns nothing off when it opens (link scanners open links): it says what the button will do', async () => {
    const api = fakeApi({ [UNSUBSCRIBE]: jsonResponse(200, { email: { mode: 'off' } }) })
    open()
    expect(screen.getByText(/This turns off the emails Kindred sends about new things/)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Turn off email' })).toBeTruthy()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(api.fetchMock).not.toHaveBeenCalled()
  })

  it('turns email off with the link’s token, without a session, then says so and how to undo it', async () => {
    const api = fakeApi({ [UNSUBSCRIBE]: jsonResponse(200, { email: { mode: 'off' } }) })
    open()
    await userEvent.click(screen.getByRole('button', { name: 'Turn off email' }))
    const done = await screen.findByRole('heading', { name: 'Email is turned off' })
    expect(document.activeElement).toBe(done)
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings')
    const [request] = api.requestsTo(UNSUBSCRIBE)
    expect(request?.query.get('token')).toBe('signed-token-1')
  })

  it.each([
    [400, 'This link is not valid.'],
    [410, 'This link was already used.'],
  ])('says the link is not valid or already used when the server answers %i', async (status, message) => {
    fakeApi({ [UNSUBSCRIBE]: errorResponse(status, message, 'INVALID_TOKEN') })
    open()
    await userEvent.click(screen.getByRole('button', { name: 'Turn off email' }))
    expect(
      await screen.findByRole('heading', { name: 'This link is not valid or was already used' }),
    ).toBeTruthy()
    expect(screen.getByText(/Nothing was changed/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Turn off email' })).toBeNull()
  })

  it('says so at once when the link has no token, and sends nothing', () => {
    const api = fakeApi({})
    open('')
    expect(screen.getByRole('heading', { name: 'This link is not valid or was already used' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Turn off email' })).toBeNull()
    expect(api.fetchMock).not.toHaveBeenCalled()
  })

  it.each([
    ['the server cannot be reached', () => Promise.reject(new TypeError('Failed to fetch'))],
    [
      'there were too many tries',
      () => errorResponse(429, 'Too many requests.', 'RATE_LIMITED', { retry_after: 30 }),
    ],
    ['the server fails', () => errorResponse(503, 'Down for a moment.', 'UNAVAILABLE')],
    ['the server answers another no', () => errorResponse(403, 'Not allowed.', 'FORBIDDEN')],
  ])('when %s, says to try again and keeps the button, which then works', async (_case, failure) => {
    let calls = 0
    fakeApi({
      [UNSUBSCRIBE]: () => {
        calls += 1
        return calls === 1 ? failure() : jsonResponse(200, { email: { mode: 'off' } })
      },
    })
    open()
    await userEvent.click(screen.getByRole('button', { name: 'Turn off email' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We could not turn email off just now. Try again in a moment.',
    )
    expect(screen.queryByRole('heading', { name: /not valid/ })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Turn off email' }))
    expect(await screen.findByRole('heading', { name: 'Email is turned off' })).toBeTruthy()
  })
})
