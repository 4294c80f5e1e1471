import type { FastifyInstance } from 'fastify'
import { NOTIFICATION_PATHS } from '@kindred/contract/notifications'
import type { PushDevice, PushDevices } from '@kindred/contract/notifications-settings'
import { buildNotificationsApp } from './notification-fixtures'
import { browserKeys, startPushService, type PushService } from './push-service'
import type { TestBrowser } from './test-browser'

/** The app (limits lifted as for notifications) and a local push service it may push to. */
export async function buildPushApp(env: Record<string, string> = {}) {
  const service = await startPushService()
  const built = await buildNotificationsApp({ PUSH_SERVICE_HOSTS: service.host, ...env })
  return { ...built, service }
}

/**
 * A browser turning push on, as the web app will: a new endpoint from the push service and new keys,
 * POSTed to the API. Fails the test on anything but 201.
 */
export async function subscribeDevice(browser: TestBrowser, service: PushService) {
  const endpoint = service.endpoint()
  const keys = browserKeys()
  const res = await browser.post(NOTIFICATION_PATHS.pushSubscriptions, {
    endpoint,
    expirationTime: null,
    keys: { p256dh: keys.p256dh, auth: keys.auth },
  })
  if (res.statusCode !== 201) throw new Error(`subscribe failed: ${res.statusCode} ${res.body}`)
  return { endpoint, keys, device: res.json() as PushDevice }
}

/** The person's devices and the server's public key, as the settings screen reads them. */
export async function pushDevices(browser: TestBrowser): Promise<PushDevices> {
  const res = await browser.get(NOTIFICATION_PATHS.pushSubscriptions)
  if (res.statusCode !== 200) throw new Error(`devices failed: ${res.statusCode} ${res.body}`)
  return res.json() as PushDevices
}

/** What runs every few seconds by itself: queue the pushes due now, then let the outbox send them. */
export async function runPushes(app: FastifyInstance) {
  await app.pushScheduler.tick()
  await app.outbox.kick()
}
