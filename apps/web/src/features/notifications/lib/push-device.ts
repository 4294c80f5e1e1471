import { t } from '@lingui/core/macro'
import type { PushSubscriptionBody } from '@kindred/contract/notifications-settings'

/** How long to wait for the service worker before saying this browser cannot do push right now. */
const WORKER_WAIT_MS = 10_000

/** Whether this browser can show notifications from a web app at all. */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  )
}

/** What the person has told this browser about notifications from Kindred. */
export function notificationPermission(): NotificationPermission {
  return pushSupported() ? Notification.permission : 'default'
}

/**
 * Thrown when push cannot start here; its message is said to the person as it is, so it is written
 * in the language shown when it is thrown.
 */
export class PushUnavailable extends Error {}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/')
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4))
  return Uint8Array.from(binary, (char) => char.charCodeAt(0))
}

async function activeWorker(): Promise<ServiceWorkerRegistration> {
  const registration = await navigator.serviceWorker.getRegistration()
  if (!registration)
    throw new PushUnavailable(t`Notifications need Kindred’s offline app, which is not running here.`)
  if (registration.active) return registration
  const timeout = new Promise<never>((_, reject) =>
    window.setTimeout(
      () => reject(new PushUnavailable(t`Kindred’s offline app is still starting. Please try again.`)),
      WORKER_WAIT_MS,
    ),
  )
  return Promise.race([navigator.serviceWorker.ready, timeout])
}

/**
 * Asks the browser's permission (only now, after the person's click) and subscribes this device with
 * the server's key; answers what the server needs to reach it.
 */
export async function subscribeThisDevice(publicKey: string): Promise<PushSubscriptionBody> {
  if (!pushSupported()) throw new PushUnavailable(t`This browser cannot show notifications from Kindred.`)
  const permission = await Notification.requestPermission()
  if (permission !== 'granted')
    throw new PushUnavailable(
      t`Notifications are not allowed for Kindred in this browser, so nothing was turned on.`,
    )
  const registration = await activeWorker()
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  })
  const { endpoint, expirationTime, keys } = subscription.toJSON()
  if (!endpoint || !keys?.p256dh || !keys.auth) {
    await subscription.unsubscribe()
    throw new PushUnavailable(t`This browser gave no address for notifications.`)
  }
  return { endpoint, expirationTime: expirationTime ?? null, keys: { p256dh: keys.p256dh, auth: keys.auth } }
}
