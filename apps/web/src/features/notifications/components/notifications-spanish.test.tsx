import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { showLanguage } from '@/lib/i18n/show-language'
import { fakeApi } from '@/test/fake-api'
import { jsonResponse } from '@/test/fake-response'
import { renderWithProviders } from '@/test/render-with-providers'
import {
  ALL_SEEN,
  LIST,
  notification,
  notificationPage,
  notificationSettings,
  PUSH_DEVICES,
  SETTINGS,
  summary,
  SUMMARY,
} from '../testing/notification-fixtures'
import { NotificationBell } from './notification-bell'
import { NotificationsScreen } from './notifications-screen'
import { EmailSettings } from './settings/email-settings'
import { PushSettings } from './settings/push-settings'

const empty = jsonResponse(200, notificationPage([]))
const devices = (count: number) => ({
  public_key: 'AQID',
  devices: Array.from({ length: count }, (_, i) => ({ id: `d${i}`, created_at: '2026-11-01T10:00:00.000Z' })),
})

describe('notifications in Spanish', () => {
  afterEach(() => showLanguage('en'))

  it('shows the notifications page in Spanish: the families, what is unread, and marking all seen', async () => {
    await showLanguage('es')
    fakeApi({
      // The sentence of a notification is the server's, in the person's language.
      [LIST.me_too]: jsonResponse(
        200,
        notificationPage([notification(1, { text: 'Person 1 dijo “A mí también” a “The long winter”' })]),
      ),
      [LIST.me_too_love]: empty,
      [LIST.memory_love]: empty,
      [LIST.general]: empty,
      [ALL_SEEN]: jsonResponse(200, { marked: 1 }),
      [SUMMARY]: jsonResponse(200, summary()),
    })
    renderWithProviders(<NotificationsScreen />, { path: '/home/notifications' })

    const meToo = await screen.findByRole('list', { name: 'A mí también' })
    const unread = within(meToo).getByRole('link', {
      name: 'No leída: Person 1 dijo “A mí también” a “The long winter”',
    })
    expect(within(unread).getByText('No leída')).toBeTruthy()
    const region = (name: string) => screen.getByRole('region', { name })
    expect(
      await within(region('Cariño en tus “A mí también”')).findByText(/^Todavía nadie te ha devuelto/),
    ).toBeTruthy()
    expect(
      within(region('Cariño en tus recuerdos')).getByRole('link', { name: 'Ir a los recuerdos' }),
    ).toBeTruthy()
    expect(within(region('Todo lo demás')).getByText(/^Nada más por ahora\./)).toBeTruthy()

    await userEvent.click(screen.getByRole('button', { name: 'Marcar todo como visto' }))
    expect(await screen.findByText('Todas tus notificaciones están marcadas como vistas.')).toBeTruthy()
  })

  it('names the bell with how many are new, in the plural of each language', async () => {
    await showLanguage('es')
    fakeApi({ [SUMMARY]: jsonResponse(200, summary({ me_too: 1 })) })
    const one = renderWithProviders(<NotificationBell />)
    expect(await screen.findByRole('link', { name: 'Notificaciones, 1 nueva' })).toBeTruthy()
    one.unmount()
    fakeApi({ [SUMMARY]: jsonResponse(200, summary({ me_too: 2, general: 1 })) })
    const three = renderWithProviders(<NotificationBell />)
    expect(await screen.findByRole('link', { name: 'Notificaciones, 3 nuevas' })).toBeTruthy()
    three.unmount()

    await showLanguage('en')
    fakeApi({ [SUMMARY]: jsonResponse(200, summary({ me_too: 1 })) })
    renderWithProviders(<NotificationBell />)
    expect(await screen.findByRole('link', { name: 'Notifications, 1 new' })).toBeTruthy()
  })

  it('says in Spanish what a push shows, and how many devices get one', async () => {
    await showLanguage('es')
    for (const [count, said] of [
      [0, 'Ningún dispositivo recibe notificaciones de Kindred.'],
      [1, '1 dispositivo recibe notificaciones de Kindred.'],
      [2, '2 dispositivos reciben notificaciones de Kindred.'],
    ] as const) {
      fakeApi({ [`GET ${PUSH_DEVICES}`]: jsonResponse(200, devices(count)) })
      const { unmount } = renderWithProviders(<PushSettings />)
      const push = await screen.findByRole('region', { name: 'Notificaciones en tus dispositivos' })
      expect(push.textContent).toContain('“Kindred: Algo nuevo para ti”, nada más')
      expect(await within(push).findByText(said)).toBeTruthy()
      unmount()
    }
  })

  it('offers the daily summary’s hours as each language writes them', async () => {
    const daily = jsonResponse(200, notificationSettings([], { mode: 'daily', digest_hour: 18 }))
    await showLanguage('es')
    fakeApi({ [`GET ${SETTINGS}`]: daily.clone() })
    const spanish = renderWithProviders(<EmailSettings />)
    const email = await screen.findByRole('region', { name: 'Correo electrónico' })
    expect(email.textContent).toContain('“Algo nuevo para ti en Kindred”')
    expect(await within(email).findByRole('radio', { name: 'Un resumen diario' })).toHaveProperty(
      'checked',
      true,
    )
    const hour = await within(email).findByRole('combobox', { name: 'Hora del resumen diario' })
    expect(within(hour).getByRole('option', { selected: true }).textContent).toBe('18:00')
    spanish.unmount()

    await showLanguage('en')
    fakeApi({ [`GET ${SETTINGS}`]: daily.clone() })
    renderWithProviders(<EmailSettings />)
    const english = await screen.findByRole('combobox', { name: 'Hour of the daily summary' })
    expect(within(english).getByRole('option', { selected: true }).textContent).toBe('6:00 PM')
  })
})
