import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes } from 'react-router'
import { describe, expect, it } from 'vitest'
import { useNoticeStore } from '@/lib/notices'
import { fakeApi } from '@/test/fake-api'
import { errorResponse, jsonResponse } from '@/test/fake-response'
import { renderWithProviders } from '@/test/render-with-providers'
import { PersonMenu } from './person-menu'

const BLOCK = '/api/v1/users/otter/block'
const MUTE = '/api/v1/users/otter/mute'

// On one of their memories; the feed is where a block leads.
const renderMenu = () =>
  renderWithProviders(
    <Routes>
      <Route path="/memories/m/:link" element={<PersonMenu publicId="otter" displayName="Gentle Otter" />} />
      <Route path="/memories" element={<h1>The feed</h1>} />
    </Routes>,
    { path: '/memories/m/their-memory' },
  )

const toggle = () => screen.getByRole('button', { name: 'Options for Gentle Otter' })

describe('the options for a person', () => {
  it('opens and closes with Escape, focus back on its button', async () => {
    renderMenu()
    expect(toggle().getAttribute('aria-expanded')).toBe('false')
    await userEvent.click(toggle())
    expect(toggle().getAttribute('aria-expanded')).toBe('true')
    expect(await screen.findByText(/you won't see their memories and comments in your lists/)).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Block Gentle Otter…' }))
    await userEvent.keyboard('{Escape}')
    expect(toggle().getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(toggle())
  })

  it('asks before blocking, then blocks and says so on the feed, where their memory no longer is', async () => {
    const api = fakeApi({ [`POST ${BLOCK}`]: jsonResponse(200, { blocked: true }) })
    renderMenu()
    await userEvent.click(toggle())
    await userEvent.click(await screen.findByRole('button', { name: 'Block Gentle Otter…' }))
    expect(api.called(`POST ${BLOCK}`)).toBe(false)
    const question = screen.getByRole('group', { name: /Block Gentle Otter\?/ })
    await waitFor(() => expect(question.contains(document.activeElement)).toBe(true))

    await userEvent.click(screen.getByRole('button', { name: 'Yes, block' }))
    expect(await screen.findByRole('heading', { name: 'The feed' })).toBeTruthy()
    expect(useNoticeStore.getState().notice?.message).toMatch(
      /^You blocked Gentle Otter\. Neither of you will see the other now\. You can undo it in Settings/,
    )
    expect(api.requestsTo(`POST ${BLOCK}`)).toHaveLength(1)
  })

  it('mutes without a second step, and says when it failed', async () => {
    let calls = 0
    fakeApi({
      [`POST ${MUTE}`]: () =>
        ++calls === 1 ? errorResponse(500, 'Internal', 'INTERNAL') : jsonResponse(200, { muted: true }),
    })
    renderMenu()
    await userEvent.click(toggle())
    await userEvent.click(await screen.findByRole('button', { name: 'Mute Gentle Otter' }))
    expect((await screen.findByRole('alert')).textContent).toContain('That did not go through.')
    await userEvent.click(screen.getByRole('button', { name: 'Mute Gentle Otter' }))
    expect(await screen.findByText('You muted Gentle Otter. They are not told.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Unmute Gentle Otter' })).toBeTruthy()
    // Closed and opened again (its options load afresh), the menu still knows they are muted.
    await userEvent.keyboard('{Escape}')
    await userEvent.click(toggle())
    expect(await screen.findByRole('button', { name: 'Unmute Gentle Otter' })).toBeTruthy()
  })
})
