import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '@/test/fake-api'
import { jsonResponse } from '@/test/fake-response'
import { renderWithProviders } from '@/test/render-with-providers'
import { fakeEventSources, notification, summary, SUMMARY } from '../testing/notification-fixtures'
import { NotificationBell } from './notification-bell'

const renderBell = () => renderWithProviders(<NotificationBell />)

describe('the notification bell', () => {
  it('says how many are new in its name and on its badge, and leads to the notifications page', async () => {
    fakeApi({ [SUMMARY]: jsonResponse(200, summary({ me_too: 2, general: 1 })) })
    renderBell()
    const bell = await screen.findByRole('link', { name: 'Notifications, 3 new' })
    expect(bell.getAttribute('href')).toBe('/home/notifications')
    expect(bell.textContent).toBe('3')
  })

  it('is just "Notifications" with no badge when nothing is new', async () => {
    const api = fakeApi({ [SUMMARY]: jsonResponse(200, summary()) })
    renderBell()
    const bell = screen.getByRole('link', { name: 'Notifications' })
    await expect.poll(() => api.called(SUMMARY)).toBe(true)
    expect(bell.textContent).toBe('')
  })

  it('keeps a large count small on the badge, and exact in the name', async () => {
    fakeApi({ [SUMMARY]: jsonResponse(200, summary({ general: 120 })) })
    renderBell()
    expect((await screen.findByRole('link', { name: 'Notifications, 120 new' })).textContent).toBe('99+')
  })

  it('counts up when the live stream brings a notification, without asking the server again', async () => {
    const streams = fakeEventSources()
    const api = fakeApi({ [SUMMARY]: jsonResponse(200, summary({ me_too: 1 })) })
    renderBell()
    await screen.findByRole('link', { name: 'Notifications, 1 new' })
    const calls = api.requestsTo(SUMMARY).length
    streams[0]?.send('notification', { notification: notification(9), summary: summary({ me_too: 2 }) })
    expect(await screen.findByRole('link', { name: 'Notifications, 2 new' })).toBeTruthy()
    expect(api.requestsTo(SUMMARY)).toHaveLength(calls)
  })
})
