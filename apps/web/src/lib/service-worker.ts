import { CSRF_HEADER, PUSH_SUBSCRIPTIONS_PATH } from '@kindred/contract/http'
import { readCsrfCookie } from './cookies'
import { useDeviceStorageStore } from './device-storage'

// The page's side of the service worker (src/service-worker/, decision 055): installing it, and
// asking it to forget what it keeps when the person leaves or signs out. First-load code: no schemas,
// no API client, and nothing here ever waits on the network.

export const SERVICE_WORKER_URL = '/sw.js'

const workers = (): ServiceWorkerContainer | null =>
  typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : null

/**
 * Installs the worker once the page has loaded, in a production build on a secure context (HTTPS,
 * or localhost): never on a device the person said is shared (it would be a trace), nor on a page
 * that is leaving. Each start asks the worker to keep the shell again if a sign-out emptied it.
 */
export function registerServiceWorker(): void {
  const container = workers()
  if (!import.meta.env.PROD || !container || !window.isSecureContext) return
  const register = () => {
    if (document.body.hidden || useDeviceStorageStore.getState().shared) return
    container
      .register(SERVICE_WORKER_URL, { scope: '/' })
      .then((registration) => registration.active?.postMessage({ type: 'kindred-refill' }))
      .catch(() => {
        // No worker: the app works as before, only not offline.
      })
  }
  if (document.readyState === 'complete') register()
  else window.addEventListener('load', register, { once: true })
}

/** Deletes every Cache Storage cache of this site; resolves when done (or when there is none). */
export async function dropAllCaches(): Promise<void> {
  if (typeof caches === 'undefined') return
  const names = await caches.keys()
  await Promise.all(names.map((name) => caches.delete(name)))
}

/**
 * Forgets what the worker keeps, at once and without waiting: every cache (here and in the worker,
 * which carries on after this page has gone), and on a shared device (`device`) also this device's
 * push subscription (a DELETE to the server with the page's CSRF header, best effort) and the worker
 * itself. The quick exit calls it before it forgets the CSRF cookie; sign-out after the session ends.
 */
export function forgetOfflineCopies({ device }: { device: boolean }): void {
  try {
    const message = {
      type: 'kindred-forget',
      device,
      push: device
        ? { path: PUSH_SUBSCRIPTIONS_PATH, header: CSRF_HEADER, token: readCsrfCookie() }
        : undefined,
    }
    const container = workers()
    const controller = container?.controller
    if (controller) controller.postMessage(message)
    else
      void container
        ?.getRegistration()
        .then((registration) => registration?.active?.postMessage(message))
        .catch(() => null)
    void dropAllCaches().catch(() => null)
  } catch {
    // A browser that blocks storage or workers has kept nothing to forget; the exit goes on.
  }
}

/** This browser's push subscription for Kindred, if it has one. */
export async function pushSubscriptionHere(): Promise<PushSubscription | null> {
  const container = workers()
  if (!container) return null
  const registration = await container.getRegistration()
  return (await registration?.pushManager?.getSubscription()) ?? null
}

/**
 * Ends this browser's push subscription (`known`, or the one it has), telling no one: for when the
 * server has been told already, or cannot be (the session has ended). Never throws.
 */
export async function endPushInBrowser(known?: PushSubscription | null): Promise<void> {
  try {
    await (known ?? (await pushSubscriptionHere()))?.unsubscribe()
  } catch {
    // A browser that refuses has no subscription Kindred could end; signing out goes on.
  }
}
