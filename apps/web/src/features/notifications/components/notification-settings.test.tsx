import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { i18n } from '@lingui/core'
import { NOTIFICATION_TYPES } from '@kindred/contract/notifications'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '@/test/fake-api'
import { errorResponse, jsonResponse } from '@/test/fake-response'
import { renderWithProviders } from '@/test/render-with-providers'
import { notificationSettings as settings, SETTINGS } from '../testing/notification-fixtures'
import { NotificationSettings, TYPE_LABELS } from './notification-settings'

const renderSettings = () => renderWithProviders(<NotificationSettings />)

describe('notifications in /settings', () => {
  it('offers every type in words people use, each ticked as saved', async () => {
    fakeApi({ [`GET ${SETTINGS}`]: jsonResponse(200, settings(['vote'])) })
    renderSettings()
    expect(await screen.findByRole('region', { name: 'Notifications' })).toBeTruthy()
    const group = await screen.findByRole('group', { name: 'Tell me when…' })
    for (const type of NOTIFICATION_TYPES) {
      const box = screen.getByRole('checkbox', { name: i18n._(TYPE_LABELS[type]) })
      expect(group.contains(box)).toBe(true)
      expect(box).toHaveProperty('checked', type !== 'vote')
    }
    expect(screen.getByRole('checkbox', { name: 'Someone says me too to my memory' })).toBeTruthy()
  })

  it('saves each change at once and says so; a change that fails goes back and says why', async () => {
    let patches = 0
    const api = fakeApi({
      [`GET ${SETTINGS}`]: jsonResponse(200, settings()),
      [`PATCH ${SETTINGS}`]: () =>
        ++patches === 1
          ? jsonResponse(200, settings(['me_too']))
          : errorResponse(500, 'Something went wrong on our side.', 'INTERNAL'),
    })
    renderSettings()
    const meToo = await screen.findByRole('checkbox', { name: 'Someone says me too to my memory' })
    await userEvent.click(meToo)
    expect(await screen.findByText('Saved.')).toBeTruthy()
    expect(meToo).toHaveProperty('checked', false)

    const requests = screen.getByRole('checkbox', { name: 'Someone asks to connect with me' })
    await userEvent.click(requests)
    expect((await screen.findByRole('alert')).textContent).toContain('We could not save that change.')
    await waitFor(() => expect(requests).toHaveProperty('checked', true))
    expect(api.bodiesOf(`PATCH ${SETTINGS}`)).toEqual([
      { types: { me_too: false } },
      { types: { connection_request: false } },
    ])
  })
})
