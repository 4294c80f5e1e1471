import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useCookieStore } from '@/features/identity/stores/cookie-store'
import { fakeApi } from '@/test/fake-api'
import { jsonResponse } from '@/test/fake-response'
import { renderApp } from '@/test/render-app'

const SUMMARY = 'GET /api/v1/notifications/summary'
const counts = { unseen: { me_too: 1, me_too_love: 0, memory_love: 0, general: 3 }, total: 4 }
const bellIn = (header: HTMLElement) => within(header).queryByRole('link', { name: /^Notifications/ })

describe('the notification bell in the header', () => {
  it('is there for a signed-in person only, with the count, and goes when they sign out', async () => {
    const api = fakeApi({ [SUMMARY]: jsonResponse(200, counts) })
    renderApp('/help')
    const header = screen.getByRole('banner')
    expect(bellIn(header)).toBeNull()
    expect(api.called(SUMMARY)).toBe(false)

    useCookieStore.getState().signIn({ public_id: 'u_1', display_name: 'Quiet Heron', role: 'user' })
    expect(await within(header).findByRole('link', { name: 'Notifications, 4 new' })).toBeTruthy()
    useCookieStore.getState().signOut()
    await expect.poll(() => bellIn(header)).toBeNull()
  })
})
