import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { useCookieStore } from '@/features/identity/stores/cookie-store'
import { fakeApi } from '@/test/fake-api'
import { jsonResponse } from '@/test/fake-response'
import { renderApp } from '@/test/render-app'
import { wireApiClient } from '../session-wiring'

const emptyPage = { results: [], page: 1, limit: 10, has_next: false }

beforeEach(() => wireApiClient())

describe('/home', () => {
  it('shows a signed-in person their connections and the requests waiting, with what to do next', async () => {
    useCookieStore.getState().signIn({ public_id: 'u_1', display_name: 'Quiet Heron', role: 'user' })
    fakeApi({
      'GET /api/v1/connect/mine/': jsonResponse(200, emptyPage),
      'GET /memories/api/v1/memories/my-memories/': jsonResponse(200, emptyPage),
    })
    renderApp('/home')
    const panel = await screen.findByRole('region', { name: 'Connections' })
    expect(await within(panel).findByText(/Nobody is waiting for an answer from you/)).toBeTruthy()
    expect(await within(panel).findByText(/You are not connected with anyone yet/)).toBeTruthy()
    expect(screen.queryByText('People you are connected with')).toBeNull()
  })

  it('shows no connections to a visitor', async () => {
    useCookieStore.getState().signOut()
    const api = fakeApi({})
    renderApp('/home')
    expect(await screen.findByRole('heading', { level: 1, name: 'Your space' })).toBeTruthy()
    expect(screen.queryByRole('region', { name: 'Connections' })).toBeNull()
    expect(api.called('GET /api/v1/connect/mine/')).toBe(false)
  })
})
