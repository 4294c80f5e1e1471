import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '@/test/fake-api'
import { jsonResponse } from '@/test/fake-response'
import { renderWithProviders } from '@/test/render-with-providers'
import { LIST, notification, notificationPage, summary, SUMMARY } from '../testing/notification-fixtures'
import { LatestNotifications } from './latest-notifications'

const at = (hour: number) => `2025-03-01T${String(hour).padStart(2, '0')}:00:00.000Z`
const empty = jsonResponse(200, notificationPage([]))

const renderLatest = () => renderWithProviders(<LatestNotifications />)

describe('the latest notifications on /home', () => {
  it('shows the newest three of every family, with a link to all of them', async () => {
    fakeApi({
      [LIST.me_too]: jsonResponse(200, notificationPage([notification(1, { updated_at: at(9) })])),
      [LIST.me_too_love]: empty,
      [LIST.memory_love]: jsonResponse(
        200,
        notificationPage([
          notification(2, { family: 'memory_love', text: 'Person 2 sent love', updated_at: at(12) }),
        ]),
      ),
      [LIST.general]: jsonResponse(
        200,
        notificationPage([
          notification(3, { family: 'general', text: 'Person 3 commented', updated_at: at(11) }),
          notification(4, { family: 'general', text: 'Person 4 replied', updated_at: at(10) }),
        ]),
      ),
      [SUMMARY]: jsonResponse(200, summary({ general: 2 })),
    })
    renderLatest()
    const list = await screen.findByRole('list', { name: 'Latest notifications' })
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      expect.stringContaining('Person 2 sent love'),
      expect.stringContaining('Person 3 commented'),
      expect.stringContaining('Person 4 replied'),
    ])
    const all = await screen.findByRole('link', { name: 'All notifications (2 new)' })
    expect(all.getAttribute('href')).toBe('/home/notifications')
  })

  it('says kindly when there is nothing yet', async () => {
    fakeApi({
      [LIST.me_too]: empty,
      [LIST.me_too_love]: empty,
      [LIST.memory_love]: empty,
      [LIST.general]: empty,
      [SUMMARY]: jsonResponse(200, summary()),
    })
    renderLatest()
    expect(await screen.findByText(/Nothing yet\. When people respond to what you share/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'All notifications' })).toBeTruthy()
  })
})
