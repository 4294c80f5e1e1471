import { screen } from '@testing-library/react'
import { useQuery } from '@tanstack/react-query'
import userEvent from '@testing-library/user-event'
import { Route, Routes } from 'react-router'
import { describe, expect, it } from 'vitest'
import { useNoticeStore } from '@/lib/notices'
import { fakeApi } from '@/test/fake-api'
import { errorResponse, jsonResponse } from '@/test/fake-response'
import { renderWithProviders } from '@/test/render-with-providers'
import { usePersonAlternatives, type NamedPerson } from './use-person-alternatives'

const otter: NamedPerson = { public_id: 'otter', display_name: 'Gentle Otter' }
const BLOCK = 'POST /api/v1/users/otter/block'
const MUTE = 'POST /api/v1/users/otter/mute'

/** The alternatives as buttons, on their memory's page, with the feed to leave for. */
function renderAlternatives(person: NamedPerson | null, leaveOnBlock = false) {
  function Offered() {
    const alternatives = usePersonAlternatives(person, { leaveOnBlock })
    // Their memory, on screen: a block refreshes it, which takes a moment, as over the network.
    useQuery({
      queryKey: ['their memory'],
      queryFn: () => new Promise((done) => setTimeout(done, 50, 'read')),
    })
    return (
      <>
        <h1>Their memory</h1>
        {Object.entries(alternatives).map(([kind, act]) => (
          <button key={kind} type="button" onClick={act}>
            {kind}
          </button>
        ))}
      </>
    )
  }
  return renderWithProviders(
    <Routes>
      <Route path="/memories/m/theirs" element={<Offered />} />
      <Route path="/memories" element={<h1>The feed</h1>} />
    </Routes>,
    { path: '/memories/m/theirs' },
  )
}

const notice = () => useNoticeStore.getState().notice?.message

describe('what a report offers instead, about someone named', () => {
  it('mutes them, said in the app’s notice', async () => {
    const api = fakeApi({ [MUTE]: jsonResponse(200, { muted: true }) })
    renderAlternatives(otter)
    await userEvent.click(screen.getByRole('button', { name: 'mute' }))
    await screen.findByRole('heading', { name: 'Their memory' })
    await expect.poll(notice).toBe('Gentle Otter is muted: their memories and comments leave your lists.')
    expect(api.called(MUTE)).toBe(true)
  })

  it('blocks them and, on their own page, leaves for the feed with the notice', async () => {
    fakeApi({ [BLOCK]: jsonResponse(200, { blocked: true }) })
    renderAlternatives(otter, true)
    await userEvent.click(screen.getByRole('button', { name: 'block' }))
    expect(await screen.findByRole('heading', { name: 'The feed' })).toBeTruthy()
    expect(notice()).toBe('Gentle Otter is blocked: neither of you will see the other.')
  })

  it('says in the notice when it could not be done, and stays', async () => {
    fakeApi({ [BLOCK]: errorResponse(429, 'Too many requests. Try again in a minute.', 'RATE_LIMITED') })
    renderAlternatives(otter, true)
    await userEvent.click(screen.getByRole('button', { name: 'block' }))
    await expect.poll(notice).toMatch(/^They could not be blocked\. /)
    expect(screen.getByRole('heading', { name: 'Their memory' })).toBeTruthy()
  })

  it('offers nothing about nobody (an anonymous or erased author)', () => {
    renderAlternatives(null)
    expect(screen.queryByRole('button')).toBeNull()
  })
})
