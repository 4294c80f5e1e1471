import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { PUSH_BODY, PUSH_TITLE } from '@kindred/contract/notifications-settings'
import { afterEach, describe, expect, it } from 'vitest'
import { useDeviceStorageStore } from '@/lib/device-storage'
import { fakeApi } from '@/test/fake-api'
import { errorResponse, jsonResponse } from '@/test/fake-response'
import { renderWithProviders } from '@/test/render-with-providers'
import { fakeNotificationPermission, fakeServiceWorker } from '@/test/service-worker'
import { PUSH_DEVICES } from '../../testing/notification-fixtures'
import { PushSettings } from './push-settings'

/** The server's key, base64url, as GET answers it. */
const KEY = 'AQID'
const devices = (count: number) => ({
  public_key: KEY,
  devices: Array.from({ length: count }, (_, i) => ({ id: `d${i}`, created_at: '2026-11-01T10:00:00.000Z' })),
})

let browser: ReturnType<typeof fakeServiceWorker> | null = null
afterEach(() => {
  browser?.remove()
  browser = null
  useDeviceStorageStore.setState({ shared: false, sealed: false })
})

const renderPush = async () => {
  renderWithProviders(<PushSettings />)
  return screen.findByRole('region', { name: 'Notifications on your devices' })
}

describe('push in /settings', () => {
  it('says what a notification shows, and asks the browser nothing until the person clicks', async () => {
    browser = fakeServiceWorker()
    const ask = fakeNotificationPermission('granted')
    fakeApi({ [`GET ${PUSH_DEVICES}`]: jsonResponse(200, devices(2)) })
    const push = await renderPush()
    expect(push.textContent).toContain(`“${PUSH_TITLE}: ${PUSH_BODY}”, nothing more`)
    expect(push.textContent).toContain('never shows a name, a memory or anyone’s words')
    expect(await within(push).findByText('2 devices get notifications from Kindred.')).toBeTruthy()
    expect(await within(push).findByRole('button', { name: 'Turn on for this device' })).toBeTruthy()
    expect(ask).not.toHaveBeenCalled()
  })

  it('turns push on for this device: permission, a subscription with the server’s key, then the server', async () => {
    browser = fakeServiceWorker()
    const ask = fakeNotificationPermission('granted')
    let count = 0
    const api = fakeApi({
      [`GET ${PUSH_DEVICES}`]: () => jsonResponse(200, devices(count)),
      [`POST ${PUSH_DEVICES}`]: () => {
        count = 1
        return jsonResponse(201, { id: 'd0', created_at: '2026-11-01T10:00:00.000Z' })
      },
    })
    const push = await renderPush()
    await userEvent.click(await within(push).findByRole('button', { name: 'Turn on for this device' }))
    expect(await within(push).findByText('Notifications are on for this device.')).toBeTruthy()
    expect(ask).toHaveBeenCalledOnce()
    const options = browser.pushSubscribe.mock.calls[0]?.[0]
    expect(options?.userVisibleOnly).toBe(true)
    expect([...(options?.applicationServerKey as Uint8Array)]).toEqual([1, 2, 3])
    expect(api.bodiesOf(`POST ${PUSH_DEVICES}`)).toEqual([
      {
        endpoint: 'https://push.example/device-1',
        expirationTime: null,
        keys: { p256dh: 'BPkey', auth: 'authkey' },
      },
    ])
    expect(await within(push).findByText('1 device gets notifications from Kindred.')).toBeTruthy()
  })

  it.each([
    [
      'refuses the device',
      () => errorResponse(400, 'This push address is not valid.', 'VALIDATION_FAILED'),
      'This push address is not valid.',
    ],
    [
      'has too many devices',
      () => errorResponse(409, 'You get push on 10 devices already. Turn it off on one of them first.'),
      'You get push on 10 devices already.',
    ],
    [
      'cannot be reached',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'We could not reach Kindred.',
    ],
  ])(
    'when the server %s, ends the browser’s subscription again, says off and why',
    async (_c, answer, why) => {
      browser = fakeServiceWorker()
      fakeNotificationPermission('granted')
      fakeApi({ [`GET ${PUSH_DEVICES}`]: jsonResponse(200, devices(0)), [`POST ${PUSH_DEVICES}`]: answer })
      const push = await renderPush()
      await userEvent.click(await within(push).findByRole('button', { name: 'Turn on for this device' }))
      const alert = (await within(push).findByRole('alert')).textContent
      expect(alert).toContain('We could not turn notifications on.')
      expect(alert).toContain(why)
      expect(browser.pushSubscribe).toHaveBeenCalledOnce()
      expect(browser.subscription.unsubscribe).toHaveBeenCalledOnce()
      expect(await browser.subscribed()).toBe(false)
      expect(within(push).getByRole('status').textContent).toBe('Notifications are off for this device.')
      expect(within(push).getByRole('button', { name: 'Turn on for this device' })).toBeTruthy()
    },
  )

  it('when the person refuses the browser’s prompt, says nothing was turned on and sends nothing', async () => {
    browser = fakeServiceWorker()
    fakeNotificationPermission('denied')
    const api = fakeApi({ [`GET ${PUSH_DEVICES}`]: jsonResponse(200, devices(0)) })
    const push = await renderPush()
    await userEvent.click(await within(push).findByRole('button', { name: 'Turn on for this device' }))
    expect((await within(push).findByRole('alert')).textContent).toMatch(
      /not allowed .* so nothing was turned on/,
    )
    expect(browser.pushSubscribe).not.toHaveBeenCalled()
    expect(api.called(`POST ${PUSH_DEVICES}`)).toBe(false)
  })

  it('turns push off here (the server forgets this endpoint), or on every device', async () => {
    browser = fakeServiceWorker()
    browser.subscribe()
    fakeNotificationPermission('granted', 'granted')
    const api = fakeApi({
      [`GET ${PUSH_DEVICES}`]: jsonResponse(200, devices(3)),
      [`DELETE ${PUSH_DEVICES}`]: new Response(null, { status: 204 }),
    })
    const push = await renderPush()
    await userEvent.click(await within(push).findByRole('button', { name: 'Turn off on this device' }))
    expect(await within(push).findByText('Notifications are off for this device.')).toBeTruthy()
    expect(browser.subscription.unsubscribe).toHaveBeenCalledOnce()

    browser.subscribe()
    await userEvent.click(within(push).getByRole('button', { name: 'Turn off on all devices' }))
    await waitFor(() => expect(browser?.subscription.unsubscribe).toHaveBeenCalledTimes(2))
    expect(api.bodiesOf(`DELETE ${PUSH_DEVICES}`)).toEqual([
      { endpoint: 'https://push.example/device-1' },
      { all: true },
    ])
  })

  it('keeps push on here when the server cannot be told, and says so', async () => {
    browser = fakeServiceWorker()
    browser.subscribe()
    fakeNotificationPermission('granted', 'granted')
    fakeApi({
      [`GET ${PUSH_DEVICES}`]: jsonResponse(200, devices(1)),
      [`DELETE ${PUSH_DEVICES}`]: errorResponse(500, 'Something went wrong on our side.', 'INTERNAL'),
    })
    const push = await renderPush()
    await userEvent.click(await within(push).findByRole('button', { name: 'Turn off on this device' }))
    expect((await within(push).findByRole('alert')).textContent).toContain(
      'We could not turn notifications off.',
    )
    expect(browser.subscription.unsubscribe).not.toHaveBeenCalled()
  })

  it('offers nothing on a device the person said is shared', async () => {
    browser = fakeServiceWorker()
    fakeNotificationPermission('granted')
    fakeApi({ [`GET ${PUSH_DEVICES}`]: jsonResponse(200, devices(0)) })
    useDeviceStorageStore.setState({ shared: true })
    const push = await renderPush()
    expect(await within(push).findByText(/You said this is a shared device/)).toBeTruthy()
    expect(within(push).queryByRole('button', { name: 'Turn on for this device' })).toBeNull()
  })
})
